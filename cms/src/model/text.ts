/**
 * The text rules of every public form, in ONE place: the CMS checks a submission with them
 * (cms/src/forms/validate.ts) and the site checks what the visitor types with the very same
 * functions (site/forms/rules.ts imports this file), so the two can never disagree.
 *
 * Plain TypeScript with no imports: it runs in Node (the CMS) and in the browser (the site).
 *
 * - Text is normalised to Unicode NFC (canonical composition) and trimmed before it is checked or
 *   stored: what the visitor typed, in one encoding. Not NFKC, which rewrites text: Thai SARA AM
 *   (ำ) becomes NIKHAHIT + SARA AA, so "จำกัด" would be stored as a different string that the
 *   site's search no longer finds; full-width and half-width Japanese forms would be changed too.
 *   E-mail addresses and phone numbers, read by machines, are folded with NFKC (full-width ＠ and
 *   digits from an IME become ASCII).
 * - Lengths count UTF-16 code units, as the browser's `maxlength`, JavaScript's `.length` and the
 *   CMS's own schema check do: an emoji counts 2.
 * - Control characters (NUL included), bidirectional overrides and isolates are refused
 *   everywhere; one-line fields (names, e-mail, phone, subject) also refuse zero-width and other
 *   invisible characters. Multi-line fields keep line breaks and tabs.
 * - E-mail: an ASCII dot-atom local part and a domain of letters, digits and hyphens (an
 *   internationalised domain is turned into its ASCII form), at most 254 characters.
 * - Phone: a Thai number (0 and 8 or 9 digits: 02 507 7999, 081 234 5678), or an international
 *   number starting with + (+66 2 507 7999, +81 3 1234 5678), spaces, dots, hyphens and brackets
 *   allowed between digits.
 */

/** Length as the browser, the CMS schema and the database count it (UTF-16 code units). */
export const textLength = (s: string): number => s.length;

/** NFC and trimmed: the text as typed, in one canonical encoding (see the file's comment). */
export const normalizeText = (s: string): string => s.normalize('NFC').trim();

/** NFKC and trimmed, for addresses and numbers: full-width and compatibility forms become ASCII. */
export const normalizeCompat = (s: string): string => s.normalize('NFKC').trim();

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls.
// eslint-disable-next-line no-control-regex -- the rule is to refuse these control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// Bidirectional embeddings, overrides and isolates (can disguise what a text says).
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
// Invisible in a one-line field: zero-width space/joiners, word joiner, BOM, directional marks,
// soft hyphen, Mongolian vowel separator, and the line/paragraph separators.
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u2028\u2029\u2060-\u2064\uFEFF]/u;
const LINE_BREAK = /[\r\n\t]/u;
// Anything nobody can see, in an address: controls, format characters, private-use, unassigned and
// lone surrogate code points, separators, default-ignorable fillers, the blank braille pattern.
// Such characters let one mailbox be written many ways, or show an address other than the stored one.
const UNSEEN =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2800]/u;

/** Whether a text holds characters a form never takes (see the file's comment). */
export function hasForbiddenCharacters(
  s: string,
  { multiline = false }: { multiline?: boolean } = {},
): boolean {
  if (CONTROL.test(s) || BIDI.test(s)) return true;
  if (!multiline && (INVISIBLE.test(s) || LINE_BREAK.test(s))) return true;
  return false;
}

/** A person's or organisation's name holds at least one letter (of any script). */
export const hasLetter = (s: string): boolean => /\p{L}/u.test(s);

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z])?$/;

/** ASCII (punycode) form of a domain, or null when it cannot be one. */
function asciiDomain(domain: string): string | null {
  if (/^[\x20-\x7E]*$/.test(domain)) return domain.toLowerCase();
  try {
    const host = new URL(`http://${domain}/`).hostname;
    return host && host !== domain ? host : null;
  } catch {
    return null;
  }
}

/**
 * An e-mail address in the form the CMS stores (NFKC, trimmed, domain lower-cased and in ASCII),
 * or null when it is not a valid address. `lowercaseLocal` also lower-cases the part before @
 * (the newsletter, where one address must not sign up twice by case).
 */
export function normalizeEmail(
  raw: string,
  { lowercaseLocal = false }: { lowercaseLocal?: boolean } = {},
): string | null {
  const v = normalizeCompat(raw);
  // checked before and after NFKC: a compatibility mapping must neither hide nor make one
  if (v === '' || UNSEEN.test(raw.trim()) || UNSEEN.test(v) || hasForbiddenCharacters(v))
    return null;
  const at = v.lastIndexOf('@');
  if (at <= 0 || at !== v.indexOf('@')) return null;
  const local = lowercaseLocal ? v.slice(0, at).toLowerCase() : v.slice(0, at);
  const domain = asciiDomain(v.slice(at + 1));
  if (!domain || local.length > 64 || !LOCAL_PART.test(local)) return null;
  const labels = domain.split('.');
  if (
    labels.length < 2 ||
    !labels.slice(0, -1).every((l) => LABEL.test(l)) ||
    !TOP_LABEL.test(labels.at(-1)!)
  )
    return null;
  const out = `${local}@${domain}`;
  return out.length <= EMAIL_MAX_LENGTH ? out : null;
}

/** A Thai number, or an international one starting with + (see the file's comment). */
export function isPhoneNumber(raw: string): boolean {
  const v = normalizeCompat(raw);
  if (v.length > 30 || hasForbiddenCharacters(v)) return false;
  // Separators only between digits (and an opening bracket before a group), one at a time.
  if (!/^\+?\(?\d(?:[ .-]?\(?\d\)?)*$/.test(v.replace(/\) /g, ')'))) return false;
  const digits = v.replace(/\D/g, '');
  if (v.startsWith('+')) {
    if (digits.startsWith('66')) return /^66[2-9]\d{7,8}$/.test(digits);
    return /^[1-9]\d{7,14}$/.test(digits);
  }
  return /^0[2-9]\d{7,8}$/.test(digits);
}
