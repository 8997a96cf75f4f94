import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { useAriaInvalid } from '../../utils/ariaInvalid';
import { button, buttonSizes, buttonVariants } from './Button.css';

export { buttonSizes, buttonVariants };
export { ButtonContext } from 'react-aria-components';

export interface ButtonProps extends Omit<RACButtonProps, 'style'> {
  /** Visual emphasis. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** Size. @default 'md' */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /**
   * The button stands for a form field in error (a file chooser): `aria-invalid` on it, which
   * react-aria's Button would not pass through as a prop.
   */
  isInvalid?: boolean;
}

/** A button: react-aria's Button with the design system's variants. */
export function Button({ variant, size, fullWidth, className, isInvalid, ...props }: ButtonProps) {
  const ref = useAriaInvalid<HTMLButtonElement>(isInvalid);
  return (
    <RACButton
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        [button({ variant, size, fullWidth }), extra].filter(Boolean).join(' '),
      )}
    />
  );
}
