import { Plural } from '@lingui/react/macro';
import { useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'style' | 'children'>, FieldBaseProps {
  /** Visible rows. @default 5 */
  rows?: number;
  placeholder?: string;
}

/**
 * A labelled multi-line text input. With `maxLength`, a count of the characters left is shown
 * under the field; screen readers hear it (politely) only when 20 or fewer remain, so typing is
 * not interrupted on every keystroke.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 5,
  placeholder,
  className,
  maxLength,
  ...props
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolled;
  const left = maxLength !== undefined ? maxLength - value.length : null;
  return (
    <RACTextField
      {...props}
      maxLength={maxLength}
      onChange={(v) => {
        setUncontrolled(v);
        props.onChange?.(v);
      }}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <RACTextArea
        className={cx(fieldStyles.control, styles.textarea)}
        rows={rows}
        placeholder={placeholder}
      />
      {left !== null ? (
        <>
          <span className={cx(styles.count, left <= 0 && styles.over)} aria-hidden="true">
            <Plural value={left} one="# character left" other="# characters left" />
          </span>
          <VisuallyHidden>
            <span aria-live="polite">
              {left <= 20 ? (
                <Plural value={left} one="# character left" other="# characters left" />
              ) : null}
            </span>
          </VisuallyHidden>
        </>
      ) : null}
      <FieldErrorMessage errorMessage={errorMessage} />
    </RACTextField>
  );
}
