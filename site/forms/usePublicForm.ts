/**
 * The state and behaviour every public form shares:
 * - values restored from the tab's draft and saved on every change (draft.ts);
 * - a field is checked when the visitor leaves it after typing, and re-checked as they fix it;
 * - submit checks everything, lists the problems in the error summary (which takes focus), and
 *   requires the human-verification token;
 * - one submission at a time (a ref, not only the disabled button: a double click or Enter
 *   pressed twice never sends twice);
 * - the CMS's refusals are mapped to their fields; any other failure keeps every value and says so;
 * - on success: the draft is removed, the reference number is shown on the page and in the
 *   popup's success dialog.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePopup, type Locale } from '../../design-system';
import { clearDraft, loadDraft, saveDraft } from './draft';
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

export interface PublicFormOptions {
  locale: Locale;
  /** Values the page adds to the payload (the job's documentId and title). */
  extra?: Record<string, string>;
  /** Values that override the draft and the blank form on first render (e.g. `?topic=`). */
  preset?: FormValues;
  /** Title of the success dialog. */
  successTitle: MessageDescriptor;
}

export function usePublicForm(
  spec: FormSpec,
  { locale, extra, preset, successTitle }: PublicFormOptions,
) {
  const { i18n } = useLingui();
  const popup = usePopup();
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
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [reference, setReference] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [verificationKey, setVerificationKey] = useState(0);
  const sending = useRef(false);
  const edited = useRef(new Set<string>());
  const fromServer = useRef(new Set<string>());

  // The draft follows every change (never the files, never the token: see draft.ts).
  useEffect(() => {
    if (status !== 'success') saveDraft(spec.name, values);
  }, [spec.name, values, status]);

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
    const problems = validateForm(spec, values);
    const missingToken: Array<[string, MessageDescriptor]> = token
      ? []
      : [[VERIFICATION_FIELD, verificationRequired]];
    if (Object.keys(problems).length > 0 || missingToken.length > 0) {
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
        token: token ?? undefined,
      });
      clearDraft(spec.name);
      setReference(ref);
      setStatus('success');
      setErrors({});
      setValues(spec.initial);
      edited.current.clear();
      void popup.successDialog({
        title: i18n._(successTitle),
        message: i18n._(msg`Your reference number is ${ref}.`),
        confirmLabel: 'ok',
      });
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
      } else {
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
  };

  const text = (d: MessageDescriptor | undefined) => (d ? i18n._(d) : undefined);

  return {
    values,
    setValue,
    onBlur,
    /** Translated error of a field, or undefined. */
    error: (field: string) => text(errors[field]),
    /** Props for FormErrorSummary (`key` re-focuses it after each failed attempt). */
    summary: {
      key: attempt,
      errors: summary.map(([field, d]) => ({
        fieldId: field.startsWith(VERIFICATION_FIELD + '-form')
          ? `${spec.name}-submit`
          : fieldId(spec, field),
        message: i18n._(d),
      })) satisfies SummaryItem[],
    },
    formErrors: formErrors.map((d) => i18n._(d)),
    status,
    isSending: status === 'sending',
    progress,
    reference,
    token,
    setToken,
    verificationKey,
    verificationError:
      summary.some(([f]) => f === VERIFICATION_FIELD) && !token
        ? i18n._(verificationRequired)
        : undefined,
    submit,
    reset,
    id: (field: string) => fieldId(spec, field),
    /** The field's rule in the form's spec (bound fields take their limits from it). */
    rule: (field: string): FieldRule | undefined => spec.fields[field],
  };
}

const fileFieldsChosen = (spec: FormSpec, values: FormValues) =>
  Object.entries(spec.fields).some(
    ([f, r]) => r.kind === 'files' && Array.isArray(values[f]) && (values[f] as File[]).length > 0,
  );

export type PublicForm = ReturnType<typeof usePublicForm>;
