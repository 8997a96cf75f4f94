import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { PressEvent } from 'react-aria-components';
import {
  pressEventFrom,
  resolveRenderProp,
  useInteractionState,
  type InteractionRenderProps,
  type RenderProp,
} from './interaction';

const BUTTON_PRESS_KEYS = ['Enter', ' '] as const;

export interface PressableButtonRenderProps extends InteractionRenderProps {
  /** Busy (see `isPending`). */
  isPending: boolean;
}

export interface PressableButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'style' | 'disabled'
> {
  /** Called on activation: a click, Enter, Space or assistive technology (the native `click`). */
  onPress?: (event: PressEvent) => void;
  /** Disables the button (native `disabled`, `data-disabled`). @default false */
  isDisabled?: boolean;
  /**
   * Busy: stays focusable but cannot be pressed (`aria-disabled`, `data-pending`), as RAC's
   * `isPending` (without RAC's assertive re-announcement of the label). @default false
   */
  isPending?: boolean;
  /** A class, or a function of the render props (as in react-aria-components). */
  className?: RenderProp<string | undefined, PressableButtonRenderProps>;
  /** Content, or a function of the render props. */
  children?: RenderProp<ReactNode, PressableButtonRenderProps>;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native `<button type="button">` with the subset of react-aria-components' `Button` API the
 * first paint needs: `onPress`, `isDisabled`, render-prop `className`/`children` and the same
 * state attributes (`data-hovered` for mouse/pen, `data-pressed`, `data-focused`,
 * `data-focus-visible` for keyboard modality, `data-disabled`), so `.css.ts` selectors written
 * for RAC work unchanged.
 *
 * **Deliberate departure from the props convention** (`ButtonProps extends RACButtonProps`;
 * docs/conventions.md#deliberate-departures):
 * the home route's JS budget. RAC's Button brings usePress, useHover, useFocusVisible, the
 * pending-state ProgressBar and live announcer (~10 KB gzip) to the first paint. The prop names
 * stay RAC-compatible. Not supported: `onPressStart`/`onPressEnd`/`onPressChange`/
 * `onPressUp`, hover events, `slot` and RAC contexts (`ButtonContext`, `DialogTrigger`,
 * `Toast`'s close slot): use the design system's `Button` (RAC) there. Press events come from
 * the native `click`, so they bubble like any click (RAC stops press propagation).
 *
 * Keyboard: as a native button: Tab focuses; Enter or Space presses.
 */
export function PressableButton({
  onPress,
  onClick,
  isDisabled = false,
  isPending = false,
  className,
  children,
  type = 'button',
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  ...props
}: PressableButtonProps) {
  const inert = isDisabled || isPending;
  const state = useInteractionState<HTMLButtonElement>(inert, BUTTON_PRESS_KEYS, {
    onPointerEnter,
    onPointerLeave,
    onPointerDown,
    onKeyDown,
    onKeyUp,
    onFocus,
    onBlur,
  });
  const values: PressableButtonRenderProps = { ...state.values, isDisabled, isPending };
  return (
    <button
      {...props}
      {...state.handlers}
      {...state.dataAttributes}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      aria-disabled={isPending ? 'true' : props['aria-disabled']}
      // A busy submit button must not submit on Enter in a field (as RAC).
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      className={resolveRenderProp(className, values)}
      onClick={(event) => {
        if (isPending) return;
        onClick?.(event);
        if (!isDisabled) onPress?.(pressEventFrom(event));
      }}
    >
      {resolveRenderProp(children, values)}
    </button>
  );
}
