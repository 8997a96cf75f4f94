import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useId } from 'react';
import {
  Checkbox as RACCheckbox,
  composeRenderProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { fieldStyles } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'style' | 'children'> {
  /** The label (clicking it toggles the box). */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown (and announced with the box) when the checkbox is invalid. */
  errorMessage?: ReactNode;
}

/**
 * A checkbox with its label, optional description and error (react-aria Checkbox; the real
 * input is visually hidden, the box is drawn). `id` goes on the input.
 *
 * **Keyboard**: Tab focuses; Space toggles.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  const { t } = useLingui();
  const descriptionId = useId();
  const errorId = useId();
  return (
    <RACCheckbox
      {...props}
      aria-describedby={
        [description ? descriptionId : null, errorId, props['aria-describedby']]
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={composeRenderProps(className, (extra) =>
        [styles.root, extra].filter(Boolean).join(' '),
      )}
    >
      {(state) => (
        <>
          <span className={styles.box} aria-hidden="true">
            <Icon
              name={state.isIndeterminate ? 'minus' : 'check'}
              size="sm"
              className={styles.mark}
            />
          </span>
          <span className={styles.text}>
            <span>
              {children}
              {props.isRequired ? ` ${t`(required)`}` : null}
            </span>
            {description ? (
              <span id={descriptionId} className={styles.description}>
                {description}
              </span>
            ) : null}
            {/* Always present (empty while valid) so aria-describedby never points nowhere. */}
            <span id={errorId} className={fieldStyles.error}>
              {state.isInvalid ? (errorMessage ?? t`This field is required.`) : null}
            </span>
          </span>
        </>
      )}
    </RACCheckbox>
  );
}
