import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
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
}

/** A button: react-aria's Button with the design system's variants. */
export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        [button({ variant, size, fullWidth }), extra].filter(Boolean).join(' '),
      )}
    />
  );
}
