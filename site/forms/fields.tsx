/**
 * The design system's form primitives bound to a public form's state: value, change, blur check,
 * error message, `id` (the error summary's link target) and `name` (the CMS field name).
 */
import type { ReactNode } from 'react';
import { FileUpload, RadioGroup, TextArea, TextField } from '../../design-system';
import type { PublicForm } from './usePublicForm';

/** The props of a field bound to the form. */
export interface Bound {
  form: PublicForm;
  /** The CMS field name. */
  name: string;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
}

const str = (form: PublicForm, name: string): string => {
  const v = form.values[name];
  return typeof v === 'string' ? v : '';
};

/**
 * The props that bind one field of the form state to a design-system primitive: `id` (the error
 * summary's link target), `name` (the CMS field name), the text value and its change, the check
 * when the visitor leaves the field, and the translated error. Spread it after the caller's own
 * props; fields whose value is not text (a select key, a checkbox, files) override `value` and
 * `onChange` or pick what they need.
 */
export function bindField(form: PublicForm, name: string, label?: ReactNode) {
  // The error summary names the field when several fields share one message (docs/accessibility.md).
  if (typeof label === 'string') form.nameField(name, label);
  const error = form.error(name);
  return {
    id: form.id(name),
    name,
    value: str(form, name),
    onChange: (v: string) => form.setValue(name, v),
    onBlur: () => form.onBlur(name),
    isInvalid: Boolean(error),
    errorMessage: error,
  };
}

/** The spec's character limit of a text field (the input stops there, as the CMS does). */
const maxLengthOf = (form: PublicForm, name: string): number | undefined => {
  const rule = form.rule(name);
  return rule?.kind === 'string' ? rule.max : undefined;
};

export function TextInput({
  form,
  name,
  type,
  ...rest
}: Bound & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}) {
  return (
    <TextField
      {...rest}
      {...bindField(form, name, rest.label)}
      maxLength={maxLengthOf(form, name)}
      type={type}
      inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
    />
  );
}

export function LongText({ form, name, ...rest }: Bound & { rows?: number }) {
  return (
    <TextArea
      {...rest}
      {...bindField(form, name, rest.label)}
      maxLength={maxLengthOf(form, name)}
    />
  );
}

/**
 * One of a few options, all in sight (radio buttons): every public form's choices (a topic, who
 * the visitor is) have fewer than eight, quicker to read and answer than a list that must be
 * opened, and lighter on the page than a select (no listbox or popover code loads on a form).
 * Checked on submit only (leaving it unanswered is not an error yet).
 */
export function OneOf({
  form,
  name,
  ...rest
}: Bound & {
  options: Array<{ value: string; label: ReactNode }>;
  orientation?: 'horizontal' | 'vertical';
}) {
  const field = bindField(form, name, rest.label);
  return <RadioGroup {...rest} {...field} onBlur={undefined} value={field.value || null} />;
}

/** A 1-5 rating: its options in one row. */
export function Rating(props: Bound & { options: Array<{ value: string; label: ReactNode }> }) {
  return <OneOf {...props} orientation="horizontal" />;
}

/** A file field: accepted types, size and count come from its `files` rule in the spec. */
export function Files({ form, name, ...rest }: Bound) {
  const rule = form.rule(name);
  if (rule?.kind !== 'files') throw new Error(`"${name}" is not a file field of this form`);
  const { id, errorMessage } = bindField(form, name, rest.label);
  const files = Array.isArray(form.values[name]) ? (form.values[name] as File[]) : [];
  return (
    <FileUpload
      {...rest}
      id={id}
      accept={rule.extensions}
      maxSizeBytes={rule.maxBytes}
      allowsMultiple={rule.maxFiles > 1}
      files={files}
      onChange={(next) => form.setValue(name, next)}
      progress={form.progress}
      isDisabled={form.isSending}
      errorMessage={errorMessage}
    />
  );
}

/** Today as YYYY-MM-DD in the visitor's time zone (the latest date an incident can have). */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
