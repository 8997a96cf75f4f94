import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import type { LinkProps as RACLinkProps, PressEvent } from 'react-aria-components';
// @react-aria/utils is react-aria's public package for these two: it re-exports the very module
// react-aria-components' RouterProvider and Link use, so the RouterProvider's context is the
// same one and no extra bytes reach the home page (the package has no side effects; the rest
// of it is shaken out). react-aria itself exports only RouterProvider publicly, and its public
// useLink would bring usePress and useFocusable (about 8.6 KB gzip more, against a budget with
// 0.2 KB left). tests/browser/PrimitivesParity.browser.test.tsx pins the routing behaviour.
import { handleLinkClick, useRouter } from '@react-aria/utils';
import {
  pressEventFrom,
  resolveRenderProp,
  useInteractionState,
  type InteractionRenderProps,
  type RenderProp,
} from './interaction';

const LINK_PRESS_KEYS = ['Enter'] as const;

export interface PlainLinkRenderProps extends InteractionRenderProps {
  /** It has `aria-current`. */
  isCurrent: boolean;
}

export interface PlainLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'children' | 'style'
> {
  /** Called when the link is followed (a click, Enter or assistive technology). */
  onPress?: (event: PressEvent) => void;
  /** Renders a `span` with `role="link"` and `aria-disabled` (as react-aria's Link). @default false */
  isDisabled?: boolean;
  /** Passed to the RouterProvider's `navigate` with the href. */
  routerOptions?: RACLinkProps['routerOptions'];
  /** A class, or a function of the render props (as in react-aria-components). */
  className?: RenderProp<string | undefined, PlainLinkRenderProps>;
  /** Content, or a function of the render props. */
  children?: RenderProp<ReactNode, PlainLinkRenderProps>;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A native `<a>` with the subset of react-aria-components' `Link` API the first paint needs:
 * `href`, `target`, `rel`, `hrefLang`, `lang`, `aria-current`, `onPress`, `isDisabled`,
 * render-prop `className`/`children` and the same state attributes (`data-hovered` for
 * mouse/pen, `data-pressed`, `data-focused`, `data-focus-visible` for keyboard modality,
 * `data-current`, `data-disabled`).
 *
 * Navigation goes through react-aria's `RouterProvider` exactly as RAC's Link does (its
 * `useHref` builds the href; a plain click on a same-origin link without `target` calls the
 * router's `navigate`); a modifier-click, `target="_blank"`, `download` or another origin stays
 * native.
 *
 * **Deliberate departure from the props convention** (props extending RAC's;
 * docs/conventions.md#deliberate-departures): the home route's
 * JS budget (RAC's Link brings usePress, useHover and useFocusVisible to the first paint). Not
 * supported: `onPressStart`/`onPressEnd`/`onPressChange`/`onPressUp`, hover events, `slot`,
 * `LinkContext`. `onPress` comes from the native `click`, after `onClick`; calling
 * `preventDefault()` in `onClick` cancels the router navigation, as with RAC.
 *
 * Keyboard: as a native link: Tab focuses; Enter follows.
 */
export function PlainLink({
  href,
  target,
  rel,
  onPress,
  onClick,
  isDisabled = false,
  routerOptions,
  className,
  children,
  ref,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  ...props
}: PlainLinkProps) {
  const router = useRouter();
  // Always called (it is a hook in the site's router): RAC's Link does the same.
  const routedHref = router.useHref(href ?? '');
  const { values, handlers, dataAttributes } = useInteractionState<HTMLAnchorElement>(
    isDisabled,
    LINK_PRESS_KEYS,
    { onPointerEnter, onPointerLeave, onPointerDown, onKeyDown, onKeyUp, onFocus, onBlur },
  );
  const renderValues: PlainLinkRenderProps = { ...values, isCurrent: !!props['aria-current'] };
  const shared = {
    ...props,
    ...handlers,
    ...dataAttributes,
    'data-current': renderValues.isCurrent || undefined,
    className: resolveRenderProp(className, renderValues),
  };
  const content = resolveRenderProp(children, renderValues);

  if (!href || isDisabled) {
    // No target: RAC renders a span with the link role (focusable unless disabled).
    const activate = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!isDisabled) onPress?.(pressEventFrom(event));
    };
    return (
      // A disabled link leaves the tab order (aria-disabled), as react-aria's Link does.
      // eslint-disable-next-line jsx-a11y/interactive-supports-focus
      <span
        {...(shared as object)}
        ref={ref as Ref<HTMLSpanElement>}
        role="link"
        tabIndex={isDisabled ? undefined : 0}
        aria-disabled={isDisabled || undefined}
        onClick={activate as unknown as (event: MouseEvent<HTMLSpanElement>) => void}
        onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
          handlers.onKeyDown(event as unknown as KeyboardEvent<HTMLAnchorElement>);
          if (event.key === 'Enter' && !isDisabled) event.currentTarget.click();
        }}
      >
        {content}
      </span>
    );
  }

  return (
    <a
      {...shared}
      ref={ref}
      href={routedHref}
      target={target}
      rel={rel}
      onClick={(event) => {
        onClick?.(event);
        if (!isDisabled) onPress?.(pressEventFrom(event));
        handleLinkClick(event, router, href, routerOptions);
      }}
    >
      {content}
    </a>
  );
}
