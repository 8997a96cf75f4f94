/**
 * Drafts of the public forms in sessionStorage: what the visitor typed survives a reload in the
 * same tab and a language switch (`/th/...` -> `/en/...`), because the key is the form's name,
 * never the locale. Only texts and yes/no answers are kept: never files (they cannot be stored
 * and must be chosen again), never the human-verification token. The draft is removed once the
 * form has been accepted. sessionStorage is per tab and cleared when the tab closes.
 *
 * Beside each draft lives the form's idempotency key (a UUID, sent as `Idempotency-Key` with the
 * form's post): made when the form loads, kept across retries (a post that timed out and is sent
 * again is recognised by the CMS, which answers the first answer and stores nothing), and
 * replaced after a success. A duplicated tab copies sessionStorage, so it shares the key: the same
 * form sent from both tabs is stored once. Without storage the key lives in memory for the page.
 */
import type { FormValues } from './rules';
import type { FormName } from './specs';

export const DRAFT_PREFIX = 'ditp:form-draft:';
export const KEY_PREFIX = 'ditp:form-key:';

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled by the browser
  }
};

/** Keys never written, whatever the caller passes. */
const NEVER = new Set(['token', 'verification', 'verification_token', 'captcha']);

/** The storable part of the values: strings and booleans only. */
export function draftOf(values: FormValues): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(values)) {
    if (NEVER.has(k)) continue;
    if (typeof v === 'string' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}

export function saveDraft(form: FormName, values: FormValues): void {
  const s = storage();
  if (!s) return;
  const draft = draftOf(values);
  try {
    s.setItem(DRAFT_PREFIX + form, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the form still works, only without the draft.
  }
}

/**
 * The saved draft merged over `initial`, keeping only the fields the form has and the types they
 * have there (a tampered or outdated draft cannot inject other fields).
 */
export function loadDraft(form: FormName, initial: FormValues): FormValues {
  const s = storage();
  const raw = s?.getItem(DRAFT_PREFIX + form);
  if (!raw) return initial;
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const out: FormValues = { ...initial };
    for (const [k, v] of Object.entries(initial)) {
      if (NEVER.has(k)) continue;
      if (typeof v === 'string' && typeof saved[k] === 'string') out[k] = saved[k] as string;
      if (typeof v === 'boolean' && typeof saved[k] === 'boolean') out[k] = saved[k] as boolean;
    }
    return out;
  } catch {
    return initial;
  }
}

export function hasDraft(form: FormName): boolean {
  return Boolean(storage()?.getItem(DRAFT_PREFIX + form));
}

export function clearDraft(form: FormName): void {
  storage()?.removeItem(DRAFT_PREFIX + form);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A random (version 4) UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keys of the forms on this page when storage is unavailable. */
const inMemory = new Map<FormName, string>();

/** The form's idempotency key: the stored one, else a new one (stored). */
export function idempotencyKey(form: FormName): string {
  const s = storage();
  let stored: string | null = null;
  try {
    stored = s?.getItem(KEY_PREFIX + form) ?? null;
  } catch {
    stored = null;
  }
  if (stored && UUID_RE.test(stored)) {
    inMemory.set(form, stored);
    return stored;
  }
  const remembered = inMemory.get(form);
  if (!remembered) return renewIdempotencyKey(form);
  try {
    s?.setItem(KEY_PREFIX + form, remembered); // storage was emptied meanwhile: keep the page's key
  } catch {
    // Storage full or disabled.
  }
  return remembered;
}

/** A new key for the form's next submission (after a success). */
export function renewIdempotencyKey(form: FormName): string {
  const key = newUuid();
  inMemory.set(form, key);
  try {
    storage()?.setItem(KEY_PREFIX + form, key);
  } catch {
    // Storage full or disabled: the key lives in memory for this page.
  }
  return key;
}
