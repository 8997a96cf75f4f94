import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the main content element (it gets focus). @default 'main' */
  targetId?: string;
}

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  const { t } = useLingui();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a className={skipLink} href={`#${targetId}`} onClick={onClick}>
      {t`Skip to main content`}
    </a>
  );
}
