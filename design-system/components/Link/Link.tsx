import { useLingui } from '@lingui/react/macro';
import { resolveRenderProp } from '../../primitives/interaction';
import { PlainLink, type PlainLinkProps } from '../../primitives/PlainLink';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { externalIcon, link, linkVariants } from './Link.css';

export { linkVariants };
/**
 * react-aria-components' LinkContext, kept for API compatibility: it configures RAC Links only.
 * The design system's `Link` is a `PlainLink` (first-paint budget) and does not read it.
 */
export { LinkContext } from 'react-aria-components';

/**
 * The props of react-aria-components' Link that the site uses (see `PlainLink`: a deliberate,
 * budget-driven departure: docs/conventions.md#deliberate-departures; the names stay RAC's).
 */
export interface LinkProps extends PlainLinkProps {
  /** Visual style. @default 'inline' */
  variant?: (typeof linkVariants)[number];
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen readers.
   * @default true for absolute http(s) URLs to another origin, else false
   */
  external?: boolean;
}

/** True for an absolute http(s) URL on another origin. */
export function isExternalHref(href: string | undefined): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A link. Internal hrefs go through react-aria's RouterProvider (client-side navigation);
 * external ones open a new tab and say so, visually and to assistive technology. Built on the
 * light `PlainLink` (same data attributes and render props as RAC's Link) so the first paint
 * carries no react-aria interaction code.
 */
export function Link({ variant, external, className, children, href, ...props }: LinkProps) {
  const { t } = useLingui();
  const isExternal = external ?? isExternalHref(href);
  return (
    <PlainLink
      {...props}
      href={href}
      target={isExternal ? '_blank' : props.target}
      rel={isExternal ? 'noopener noreferrer' : props.rel}
      className={(values) =>
        [link({ variant }), resolveRenderProp(className, values)].filter(Boolean).join(' ')
      }
    >
      {(values) => (
        <>
          {resolveRenderProp(children, values)}
          {isExternal ? (
            <>
              <Icon name="external" size="sm" className={externalIcon} />
              <VisuallyHidden>{` ${t`(opens in a new tab)`}`}</VisuallyHidden>
            </>
          ) : null}
        </>
      )}
    </PlainLink>
  );
}
