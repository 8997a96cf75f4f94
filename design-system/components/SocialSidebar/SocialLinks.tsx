import { useLingui } from '@lingui/react/macro';
import { PlainLink } from '../../primitives/PlainLink';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { socialIcons, type SocialLink } from './social';

export interface SocialLinkListProps {
  links: SocialLink[];
  listClassName: string;
  linkClassName: string;
  id?: string;
  hidden?: boolean;
}

/** Icon links to the department's social accounts; each opens a new tab and says so. */
export function SocialLinkList({
  links,
  listClassName,
  linkClassName,
  id,
  hidden,
}: SocialLinkListProps) {
  const { t } = useLingui();
  return (
    <ul id={id} className={listClassName} hidden={hidden}>
      {links.map((link) => (
        <li key={link.href}>
          <PlainLink
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
          >
            <Icon name={socialIcons[link.network]} />
            <VisuallyHidden>{`${link.label} ${t`(opens in a new tab)`}`}</VisuallyHidden>
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
