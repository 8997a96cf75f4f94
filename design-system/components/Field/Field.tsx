import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** The visible label (required: every field has one). */
  label: ReactNode;
  /** Help text under the label, announced with the field. */
  description?: ReactNode;
  /**
   * Error text shown when the field is invalid. A function receives react-aria's validation
   * result. When omitted, the browser's checks (required, type, length) get translated messages
   * and server or `validate` errors are shown as given.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** The field label; required fields say so in words (translated), not only with a symbol. */
export function FieldLabel({
  children,
  isRequired,
  elementType,
}: {
  children: ReactNode;
  isRequired?: boolean;
  elementType?: string;
}) {
  const { t } = useLingui();
  return (
    <RACLabel className={styles.label} elementType={elementType}>
      {children}
      {isRequired ? <span className={styles.requiredMarker}>{` ${t`(required)`}`}</span> : null}
    </RACLabel>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Translated messages for the browser's own constraint checks (its own text follows the
 * browser's language, not the site's). Custom and server errors are shown as given. */
export function useValidationMessage(type?: string): (v: ValidationResult) => string {
  const { t } = useLingui();
  return (v) => {
    const d = v.validationDetails;
    if (d && !d.valid && !d.customError) {
      if (d.valueMissing) return t`This field is required.`;
      if (d.typeMismatch && type === 'email') {
        return t`Enter an email address in the correct format, like name@example.com.`;
      }
      if (d.typeMismatch || d.patternMismatch) return t`Enter a value in the correct format.`;
      if (d.tooLong) return t`The text is too long.`;
      if (d.tooShort) return t`The text is too short.`;
      if (d.rangeUnderflow || d.rangeOverflow) return t`Enter a value within the allowed range.`;
      if (d.badInput) return t`Enter a valid value.`;
    }
    return v.validationErrors.join(' ');
  };
}

/** The field's error, wired by react-aria to `aria-describedby` and shown when invalid. */
export function FieldErrorMessage({
  errorMessage,
  type,
}: {
  errorMessage?: FieldBaseProps['errorMessage'];
  /** The input type, for a more precise format message. */
  type?: string;
}) {
  const message = useValidationMessage(type);
  return (
    <RACFieldError className={styles.error}>
      {(validation) => (
        <>
          <Icon name="error" size="sm" />
          <span>
            {typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? message(validation))}
          </span>
        </>
      )}
    </RACFieldError>
  );
}

export { styles as fieldStyles };
