/**
 * The state and behaviour every public form shares:
 * - values restored from the tab's draft and saved on every change (draft.ts);
 * - a field is checked when the visitor leaves it after typing, and re-checked as they fix it;
 * - submit checks everything, lists the problems in the error summary (which takes focus), and
 *   requires the human-verification token, which the submission's requests carry;
 * - each submission carries the form's idempotency key (kept with the draft, the same for every
 *   retry, renewed after a success: draft.ts);
 * - one submission at a time (a ref, not only the disabled button: a double click or Enter
 *   pressed twice never sends twice);
 * - the CMS's refusals are mapped to their fields; any other failure keeps every value and says so;
 * - on success: the draft is removed and the success panel (FormParts.tsx) takes the form's place
 *   with the reference number, its heading focused. No success dialog on top: it took focus from
 *   the panel's heading at once, so a screen reader heard two competing announcements, and the
 *   panel alone stays on the page (the GOV.UK confirmation-page pattern);
 * - after every answer (success or failure) the visitor verifies again: a token serves one
 *   submission.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../design-system';
import { clearDraft, idempotencyKey, loadDraft, renewIdempotencyKey, saveDraft } from './draft';
import { verifyAgain } from './publicWrite';
import type { FieldErrors, FieldRule, FieldValue, FormValues } from './rules';
import { orderedErrors, validateForm, type FormSpec } from './specs';
import { SubmitError, submitForm } from './submit';

export type FormStatus = 'idle' | 'sending' | 'success' | 'failed';

export interface SummaryItem {
  fieldId: string;
  message: string;
}

export const fieldId = (spec: FormSpec, field: string) =>
  `${spec.name}-${field.replace(/_/g, '-')}`;
export const VERIFICATION_FIELD = 'verification';

const verificationRequired = msg`Complete the human verification.`;
/** An error summary line that names its question: "How useful was the information? – Choose…". */
const summaryLine = (field: string, problem: string) => msg`${field} – ${problem}`;

export interface PublicFormOptions {
  locale: Locale;
  /** Values the page adds to the payload (the job's documentId and title). */
  extra?: Record<string, string>;
  /** Values that override the draft and the blank form on first render (e.g. `?topic=`). */
  preset?: FormValues;
}

export function usePublicForm(spec: FormSpec, { locale, extra, preset }: PublicFormOptions) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<FormValues>(() => ({
    ...loadDraft(spec.name, spec.initial),
    ...Object.fromEntries(
      Object.entries(preset ?? {}).filter(([, v]) => v !== undefined && v !== ''),
    ),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<Array<[string, MessageDescriptor]>>([]);
  const [attempt, setAttempt] = useState(0);
  const [formErrors, setFormErrors] = useState<MessageDescriptor[]>([]);
  const [status, setStatus] = useState<FormStatus>('idle');
  /** Why the last submission was refused as a whole (429, 413, 415); null: the general message. */
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  /** What the verification check must say (not done, or refused by the server). */
  const [verificationProblem, setVerificationProblem] = useState<MessageDescriptor | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [reference, setReference] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [verificationKey, setVerificationKey] = useState(0);
  const sending = useRef(false);
  const edited = useRef(new Set<string>());
  const fromServer = useRef(new Set<string>());
  /** Field -> its visible label, as the bound fields report it (see `nameField`). */
  const [fieldNames] = useState(() => new Map<string, string>());

  // The draft follows every change (never the files, never the token: see draft.ts).
  useEffect(() => {
    if (status !== 'success') saveDraft(spec.name, values);
  }, [spec.name, values, status]);

  // The idempotency key exists from the moment the form loads (a duplicated tab copies it).
  useEffect(() => {
    idempotencyKey(spec.name);
  }, [spec.name]);

  const setValue = useCallback(
    (field: string, value: FieldValue) => {
      edited.current.add(field);
      fromServer.current.delete(field);
      setValues((prev) => {
        const next = { ...prev, [field]: value };
        // Re-check the fields already marked wrong, so a fix clears its message at once (and a
        // phone number clears the "email or phone" message of the email field too).
        setErrors((current) => {
          if (Object.keys(current).length === 0) return current;
          const client = validateForm(spec, next);
          const out: FieldErrors = {};
          for (const [k, v] of Object.entries(current)) {
            if (client[k]) out[k] = client[k];
            else if (fromServer.current.has(k)) out[k] = v;
          }
          return out;
        });
        return next;
      });
    },
    [spec],
  );

  /** Checks a field when the visitor leaves it, once they have typed in it. */
  const onBlur = useCallback(
    (field: string) => {
      if (!edited.current.has(field)) return;
      setErrors((current) => {
        const problem = validateForm(spec, values)[field];
        if (problem === current[field]) return current;
        const out = { ...current };
        if (problem) out[field] = problem;
        else delete out[field];
        return out;
      });
    },
    [spec, values],
  );

  const showProblems = (
    fields: FieldErrors,
    extraItems: Array<[string, MessageDescriptor]> = [],
  ) => {
    setErrors(fields);
    setSummary([...orderedErrors(spec, fields), ...extraItems]);
    setAttempt((n) => n + 1);
  };

  const submit = async () => {
    if (sending.current) return;
    setFormErrors([]);
    setFailure(null);
    const problems = validateForm(spec, values);
    const missingToken: Array<[string, MessageDescriptor]> = token
      ? []
      : [[VERIFICATION_FIELD, verificationRequired]];
    setVerificationProblem(token ? null : verificationRequired);
    if (Object.keys(problems).length > 0 || !token) {
      fromServer.current.clear();
      showProblems(problems, missingToken);
      setStatus('idle');
      return;
    }
    sending.current = true;
    setStatus('sending');
    setSummary([]);
    try {
      const ref = await submitForm(spec, values, {
        locale,
        extra,
        onProgress: fileFieldsChosen(spec, values) ? setProgress : undefined,
        verificationToken: token,
        idempotencyKey: idempotencyKey(spec.name),
      });
      clearDraft(spec.name);
      // The next submission is a new one.
      renewIdempotencyKey(spec.name);
      setReference(ref);
      setStatus('success');
      setErrors({});
      setValues(spec.initial);
      edited.current.clear();
    } catch (e) {
      const failure =
        e instanceof SubmitError ? e.failure : ({ kind: 'failure', status: 0 } as const);
      if (failure.kind === 'validation') {
        fromServer.current = new Set(Object.keys(failure.errors.fields));
        setFormErrors(failure.errors.form);
        showProblems(
          failure.errors.fields,
          failure.errors.form.map((m) => [VERIFICATION_FIELD + '-form', m]),
        );
        setStatus('idle');
      } else if (failure.kind === 'upload') {
        fromServer.current = new Set([failure.field]);
        showProblems({ ...errors, [failure.field]: failure.problem });
        setStatus('idle');
      } else if (failure.kind === 'verification') {
        setVerificationProblem(verifyAgain);
        showProblems(errors, [[VERIFICATION_FIELD, verifyAgain]]);
        setStatus('idle');
      } else {
        setFailure(failure.kind === 'refused' ? failure.problem : null);
        setStatus('failed');
      }
    } finally {
      sending.current = false;
      setProgress(undefined);
      // Verification tokens are single-use: ask for a fresh one after each round trip.
      setToken(null);
      setVerificationKey((k) => k + 1);
    }
  };

  /** Starts a new, blank form after a success. */
  const reset = () => {
    setReference(null);
    setStatus('idle');
    setSummary([]);
    setFormErrors([]);
    setFailure(null);
  };

  const text = (d: MessageDescriptor | undefined) => (d ? i18n._(d) : undefined);

  /**
   * The summary's lines. A message that several fields share ("Choose a rating from 1 to 5." for
   * three questions) names its field, so each link says which question it leads to (WCAG 3.3.1,
   * 2.4.4: docs/accessibility.md).
   */
  const summaryMessages = summary.map(([, d]) => i18n._(d));
  const summaryItems = summary.map(([field], index) => {
    const message = summaryMessages[index];
    const label = fieldNames.get(field);
    const repeated = summaryMessages.filter((m) => m === message).length > 1;
    return {
      fieldId: field.startsWith(VERIFICATION_FIELD + '-form')
        ? `${spec.name}-submit`
        : fieldId(spec, field),
      message: repeated && label ? i18n._(summaryLine(label, message)) : message,
    };
  }) satisfies SummaryItem[];

  return {
    values,
    setValue,
    onBlur,
    /** Translated error of a field, or undefined. */
    error: (field: string) => text(errors[field]),
    /** Props for FormErrorSummary (`key` re-focuses it after each failed attempt). */
    summary: {
      key: attempt,
      errors: summaryItems,
    },
    formErrors: formErrors.map((d) => i18n._(d)),
    status,
    /** Why a failed submission was refused, in the visitor's language (undefined: general). */
    failureMessage: failure ? i18n._(failure) : undefined,
    isSending: status === 'sending',
    progress,
    reference,
    token,
    setToken,
    verificationKey,
    verificationError: verificationProblem && !token ? i18n._(verificationProblem) : undefined,
    submit,
    reset,
    id: (field: string) => fieldId(spec, field),
    /** The field's rule in the form's spec (bound fields take their limits from it). */
    rule: (field: string): FieldRule | undefined => spec.fields[field],
    /** Records a field's visible label (the bound fields call it while rendering). */
    nameField: (field: string, label: string) => {
      fieldNames.set(field, label);
    },
  };
}

const fileFieldsChosen = (spec: FormSpec, values: FormValues) =>
  Object.entries(spec.fields).some(
    ([f, r]) => r.kind === 'files' && Array.isArray(values[f]) && (values[f] as File[]).length > 0,
  );

export type PublicForm = ReturnType<typeof usePublicForm>;
