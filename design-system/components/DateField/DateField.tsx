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

export interface DateFieldProps
  extends Omit<RACTextFieldProps, 'style' | 'children' | 'type'>, FieldBaseProps {
  /** Earliest date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest date, `YYYY-MM-DD`. */
  max?: string;
}

/**
 * A labelled date input: the browser's native date control (its own calendar picker and
 * keyboard support, the phone's date wheel), wrapped with the label, description and error
 * wiring of the other fields. The value is an ISO date string, `YYYY-MM-DD`, or '' when empty.
 */
export function DateField({
  label,
  description,
  errorMessage,
  min,
  max,
  className,
  ...props
}: DateFieldProps) {
  return (
    <RACTextField
      {...props}
      type="date"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Input className={fieldStyles.control} min={min} max={max} />
      <FieldErrorMessage errorMessage={errorMessage} />
    </RACTextField>
  );
}
