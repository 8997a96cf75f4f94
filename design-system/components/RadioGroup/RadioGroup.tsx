import type { ReactNode } from 'react';
import {
  Radio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'style' | 'children'>, FieldBaseProps {
  /** The choices, e.g. 1-5 for a satisfaction rating. */
  options: RadioOption[];
}

/**
 * A labelled group of radio buttons (react-aria RadioGroup: role radiogroup, the label names the
 * group). Horizontal orientation suits 1-5 satisfaction ratings. `id` goes on the group; an error
 * summary link focuses it and the arrow keys then choose.
 *
 * **Keyboard**: Tab enters the group (the chosen option, or the first); arrow keys move and choose.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options({ orientation })}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} isDisabled={o.isDisabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            {o.label}
          </Radio>
        ))}
      </div>
      <FieldErrorMessage errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}
