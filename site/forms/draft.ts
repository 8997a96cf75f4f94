/**
 * Drafts of the public forms in sessionStorage: what the visitor typed survives a reload in the
 * same tab and a language switch (`/th/...` -> `/en/...`), because the key is the form's name,
 * never the locale. Only texts and yes/no answers are kept: never files (they cannot be stored
 * and must be chosen again), never the human-verification token. The draft is removed once the
 * form has been accepted. sessionStorage is per tab and cleared when the tab closes.
 */
import type { FormValues } from './rules';
import type { FormName } from './specs';

export const DRAFT_PREFIX = 'ditp:form-draft:';

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
