import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Icon, type IconSize } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { iconButton, iconButtonVariants } from './IconButton.css';

export { iconButtonVariants };

export interface IconButtonProps extends Omit<RACButtonProps, 'style' | 'children'> {
  /** The icon shown. */
  icon: IconName;
  /** Accessible name (required: the button shows no text). */
  'aria-label': string;
  /** Visual style. @default 'ghost' */
  variant?: (typeof iconButtonVariants)[number];
  /** Icon size. @default 'md' */
  iconSize?: IconSize;
}

/** A square button showing only an icon, with a required accessible name. */
export function IconButton({ icon, variant, iconSize, className, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        [iconButton({ variant }), extra].filter(Boolean).join(' '),
      )}
    >
      <Icon name={icon} size={iconSize} />
    </RACButton>
  );
}
