import { resolveRenderProp } from '../../primitives/interaction';
import { PressableButton, type PressableButtonProps } from '../../primitives/PressableButton';
import { Icon, type IconSize } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { iconButton, iconButtonVariants } from './IconButton.css';

export { iconButtonVariants };

/**
 * Built on the light `PressableButton` (first-paint budget: a deliberate departure from the props
 * convention, docs/conventions.md#deliberate-departures; the prop names stay RAC's). Inside react-aria slots (e.g. a Toast's
 * `slot="close"`) use RAC's Button with the `iconButton` class instead.
 */
export interface IconButtonProps extends Omit<PressableButtonProps, 'children'> {
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
    <PressableButton
      {...props}
      className={(values) =>
        [iconButton({ variant }), resolveRenderProp(className, values)].filter(Boolean).join(' ')
      }
    >
      <Icon name={icon} size={iconSize} />
    </PressableButton>
  );
}
