import { useLingui } from '@lingui/react/macro';
import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { externalIcon, link, linkVariants } from './Link.css';

export { linkVariants };
export { LinkContext } from 'react-aria-components';

export interface LinkProps extends Omit<RACLinkProps, 'style'> {
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
 * external ones open a new tab and say so, visually and to assistive technology.
 */
export function Link({ variant, external, className, children, href, ...props }: LinkProps) {
  const { t } = useLingui();
  const isExternal = external ?? isExternalHref(href);
  return (
    <RACLink
      {...props}
      href={href}
      target={isExternal ? '_blank' : props.target}
      rel={isExternal ? 'noopener noreferrer' : props.rel}
      className={composeRenderProps(className, (extra) =>
        [link({ variant }), extra].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isExternal ? (
            <>
              <Icon name="external" size="sm" className={externalIcon} />
              <VisuallyHidden>{` ${t`(opens in a new tab)`}`}</VisuallyHidden>
            </>
          ) : null}
        </>
      ))}
    </RACLink>
  );
}
