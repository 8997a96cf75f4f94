/**
 * The one e-mail rule of the public forms (and of the newsletter, where the address is the key of
 * a subscription):
 *
 * 1. NFKC normalisation: full-width and other compatibility forms become their plain letters
 *    (`ａ＠ｅｘａｍｐｌｅ．ｃｏｍ` is `a@example.com`), so one address has one spelling;
 * 2. surrounding white space is trimmed (after NFKC, which turns no-break and ideographic spaces
 *    into plain ones);
 * 3. an address still holding a character nobody can see is refused: control characters, format
 *    characters (zero-width space and joiners, the byte-order mark, soft hyphen, bidirectional
 *    embeddings, overrides and isolates), every default-ignorable code point (invisible fillers,
 *    variation selectors), private-use, unassigned and lone surrogate code points, line and paragraph
 *    separators and the blank braille pattern. Such characters let one mailbox be written many ways,
 *    or show an address other than the stored one;
 * 4. the domain is lower-cased (domains are case-insensitive), the local part too when asked (the
 *    newsletter does: `Name@` and `name@` are one subscriber for every mail provider in use);
 * 5. the shape: `local@domain.tld`, at most 254 characters, no white space or quoting characters
 *    in the local part, no empty dot-separated piece (`a..b`, `.a`, `a.`), a domain of letters,
 *    digits and inner hyphens with a top-level domain of two or more letters.
 *
 * Letters from other scripts stay letters: `rаce@` with a Cyrillic `а` is a different mailbox
 * from `race@`, and is stored as one.
 */

/** Characters refused anywhere in an address (see 3 above). */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2800]/u;

const LOCAL_RE = /^[^\s@"'<>(),;:\\[\]]+$/u;
const DOMAIN_RE =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

export const MAX_EMAIL_LENGTH = 254;

/** The normalised address, or null when it is not an acceptable one. */
export function normaliseEmail(raw: unknown, { lowercaseLocal = false } = {}): string | null {
  if (typeof raw !== 'string') return null;
  // Checked before and after NFKC: a compatibility mapping must not hide or make an invisible one.
  const nfkc = raw.normalize('NFKC').trim();
  if (INVISIBLE.test(raw.trim()) || INVISIBLE.test(nfkc)) return null;
  const at = nfkc.lastIndexOf('@');
  if (at <= 0) return null;
  let local = nfkc.slice(0, at);
  const domain = nfkc.slice(at + 1).toLowerCase();
  if (lowercaseLocal) local = local.toLowerCase();
  if (!LOCAL_RE.test(local) || local.split('.').some((piece) => piece === '')) return null;
  if (!DOMAIN_RE.test(domain)) return null;
  const address = `${local}@${domain}`;
  // Characters, not UTF-16 units: the limit is the one a visitor can count.
  if ([...address].length > MAX_EMAIL_LENGTH) return null;
  return address;
}
