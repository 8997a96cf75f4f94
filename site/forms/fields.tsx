/**
 * The design system's form primitives bound to a public form's state: value, change, blur check,
 * error message, `id` (the error summary's link target) and `name` (the CMS field name).
 */
import type { ReactNode } from 'react';
import {
  DateField,
  FileUpload,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '../../design-system';
import type { FieldRule } from './rules';
import type { PublicForm } from './usePublicForm';

interface Bound {
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

export function TextInput({
  form,
  name,
  type,
  autoComplete,
  maxLength,
  ...rest
}: Bound & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}) {
  const error = form.error(name);
  return (
    <TextField
      {...rest}
      id={form.id(name)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
      maxLength={maxLength}
      value={str(form, name)}
      onChange={(v) => form.setValue(name, v)}
      onBlur={() => form.onBlur(name)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

export function LongText({
  form,
  name,
  maxLength,
  rows,
  ...rest
}: Bound & { maxLength: number; rows?: number }) {
  const error = form.error(name);
  return (
    <TextArea
      {...rest}
      id={form.id(name)}
      name={name}
      rows={rows}
      maxLength={maxLength}
      value={str(form, name)}
      onChange={(v) => form.setValue(name, v)}
      onBlur={() => form.onBlur(name)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

export function Choice({
  form,
  name,
  options,
  ...rest
}: Bound & { options: Array<{ id: string; label: string }> }) {
  const error = form.error(name);
  const value = str(form, name);
  return (
    <Select
      {...rest}
      id={form.id(name)}
      name={name}
      options={options}
      value={value || null}
      onChange={(key) => form.setValue(name, key == null ? '' : String(key))}
      onBlur={() => form.onBlur(name)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

export function Rating({
  form,
  name,
  options,
  ...rest
}: Bound & { options: Array<{ value: string; label: ReactNode }> }) {
  const error = form.error(name);
  return (
    <RadioGroup
      {...rest}
      id={form.id(name)}
      name={name}
      orientation="horizontal"
      options={options}
      value={str(form, name) || null}
      onChange={(v) => form.setValue(name, v)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

export function DateInput({ form, name, max, ...rest }: Bound & { max?: string }) {
  const error = form.error(name);
  return (
    <DateField
      {...rest}
      id={form.id(name)}
      name={name}
      max={max}
      value={str(form, name)}
      onChange={(v) => form.setValue(name, v)}
      onBlur={() => form.onBlur(name)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

export function Files({
  form,
  name,
  rule,
  ...rest
}: Bound & { rule: Extract<FieldRule, { kind: 'files' }> }) {
  const error = form.error(name);
  const files = Array.isArray(form.values[name]) ? (form.values[name] as File[]) : [];
  return (
    <FileUpload
      {...rest}
      id={form.id(name)}
      accept={rule.extensions}
      maxSizeBytes={rule.maxBytes}
      allowsMultiple={rule.maxFiles > 1}
      files={files}
      onChange={(next) => form.setValue(name, next)}
      progress={form.progress}
      isDisabled={form.isSending}
      errorMessage={error}
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
