import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { form } from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'style'> {
  /**
   * `aria`: errors show as they are given (from `validationErrors` or a field's `validate`) and
   * never block the submit event, so the site runs its own checks, shows a FormErrorSummary and
   * maps server errors to fields by name. `native`: the browser's checks block submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A form (react-aria Form). Pass `validationErrors` (`{ [fieldName]: message }`) from the
 * server's answer or the site's own checks: each field with that `name` shows its message and
 * is marked invalid (react-aria clears a field's server error once the visitor commits a new
 * value); replace the object after each submit. In `aria` mode react-aria sets `noValidate`, so the
 * browser's own bubbles (in the browser's language) stay away; our messages are translated.
 */
export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  return (
    <RACForm {...props} validationBehavior={validationBehavior} className={cx(form, className)} />
  );
}
