import {
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { PressEvent } from 'react-aria-components';
import { getModality, isFocusVisible, subscribeModality } from './modality';

/** The states react-aria-components hands to render props, for the light primitives. */
export interface InteractionRenderProps {
  /** A mouse or pen is over the element (never touch). */
  isHovered: boolean;
  /** A pointer is down on it, or Enter (and Space for buttons) is held. */
  isPressed: boolean;
  isFocused: boolean;
  /** Focused and the last input was not a pointer (keyboard or assistive technology). */
  isFocusVisible: boolean;
  isDisabled: boolean;
}

/**
 * A value or a function of the render props, like react-aria-components' `className` and
 * `children` (`defaultClassName` is always undefined: the primitives have no default class).
 */
export type RenderProp<T, V> = T | ((values: V & { defaultClassName: string | undefined }) => T);

export function resolveRenderProp<T, V>(value: RenderProp<T, V>, values: V): T {
  return typeof value === 'function'
    ? (value as (v: V & { defaultClassName: undefined }) => T)({
        ...values,
        defaultClassName: undefined,
      })
    : value;
}

/** The event handlers the state needs; user handlers of the same name run first. */
export interface InteractionHandlers<E extends Element> {
  onPointerEnter?: (event: PointerEvent<E>) => void;
  onPointerLeave?: (event: PointerEvent<E>) => void;
  onPointerDown?: (event: PointerEvent<E>) => void;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  onKeyUp?: (event: KeyboardEvent<E>) => void;
  onFocus?: (event: FocusEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
}

/**
 * Hover, press and focus(-visible) state for a native button or link, exposed as render props and
 * the `data-*` attributes react-aria-components sets, so styles written for RAC keep working.
 * `pressKeys`: the keys that press it natively (Enter and Space for a button, Enter for a link).
 */
export function useInteractionState<E extends Element>(
  isDisabled: boolean,
  pressKeys: readonly string[],
  user: InteractionHandlers<E>,
) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);

  // While focused, a later key press (or pointer down) shows (or hides) the ring, as in RAC.
  useEffect(() => {
    if (!focused) return;
    return subscribeModality(() => setFocusVisible(isFocusVisible()));
  }, [focused]);

  const handlers: Required<InteractionHandlers<E>> = {
    onPointerEnter: (event) => {
      user.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: (event) => {
      user.onPointerLeave?.(event);
      setHovered(false);
      setPressed(false);
    },
    onPointerDown: (event) => {
      user.onPointerDown?.(event);
      if (isDisabled || event.button !== 0) return;
      setPressed(true);
      // Safari does not focus buttons and links on click; react-aria does (focus follows press).
      const element = event.currentTarget as unknown as HTMLElement;
      if (document.activeElement !== element) element.focus({ preventScroll: true });
      const release = () => setPressed(false);
      document.addEventListener('pointerup', release, { once: true, capture: true });
      document.addEventListener('pointercancel', release, { once: true, capture: true });
    },
    onKeyDown: (event) => {
      user.onKeyDown?.(event);
      if (!isDisabled && !event.repeat && pressKeys.includes(event.key)) setPressed(true);
    },
    onKeyUp: (event) => {
      user.onKeyUp?.(event);
      if (pressKeys.includes(event.key)) setPressed(false);
    },
    onFocus: (event) => {
      user.onFocus?.(event);
      if (event.target !== event.currentTarget) return;
      setFocused(true);
      setFocusVisible(isFocusVisible());
    },
    onBlur: (event) => {
      user.onBlur?.(event);
      if (event.target !== event.currentTarget) return;
      setFocused(false);
      setFocusVisible(false);
      setPressed(false);
    },
  };

  const values: InteractionRenderProps = {
    isHovered: hovered && !isDisabled,
    isPressed: pressed && !isDisabled,
    isFocused: focused,
    isFocusVisible: focused && focusVisible,
    isDisabled,
  };

  const dataAttributes = {
    'data-hovered': values.isHovered || undefined,
    'data-pressed': values.isPressed || undefined,
    'data-focused': values.isFocused || undefined,
    'data-focus-visible': values.isFocusVisible || undefined,
    'data-disabled': isDisabled || undefined,
  };

  return { values, handlers, dataAttributes };
}

/** react-aria's PressEvent for a native click (Enter, Space, a pointer or assistive technology). */
export function pressEventFrom(event: MouseEvent<Element>): PressEvent {
  const target = event.currentTarget;
  const rect = target.getBoundingClientRect();
  const pointerType = (event.nativeEvent as globalThis.PointerEvent).pointerType;
  return {
    type: 'press',
    pointerType:
      pointerType === 'mouse' || pointerType === 'pen' || pointerType === 'touch'
        ? pointerType
        : getModality() === 'keyboard'
          ? 'keyboard'
          : event.detail > 0
            ? 'mouse'
            : 'virtual',
    target,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    x: event.clientX - rect.left,
    y: event.clientY - rect.top,
    // Native clicks bubble already; nothing to continue.
    continuePropagation() {},
  };
}
