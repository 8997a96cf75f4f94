import {
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field';

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'url',
  'search',
  'password',
  'number',
] as const;

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'style' | 'children'>, FieldBaseProps {
  /** Input type: the right keyboard on phones and the browser's format check. @default 'text' */
  type?: (typeof textFieldTypes)[number];
  /** Autofill hint, e.g. 'email', 'tel', 'name', 'organization'. */
  autoComplete?: string;
  placeholder?: string;
  /** Keyboard hint for phones. */
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search' | 'none';
}

/**
 * A labelled single-line text input. `id` goes on the input (error summaries link to it); the
 * label, description and error are wired by react-aria (`aria-labelledby`, `aria-describedby`).
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  inputMode,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      type={type}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Input className={fieldStyles.control} placeholder={placeholder} inputMode={inputMode} />
      <FieldErrorMessage errorMessage={errorMessage} type={type} />
    </RACTextField>
  );
}
