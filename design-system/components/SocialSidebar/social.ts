import type { IconName } from '../Icon/icons';

export const socialNetworks = ['facebook', 'youtube', 'line', 'x', 'tiktok', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A social-media account of the department. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** Accessible name, e.g. "Facebook" (a brand name, not translated). */
  label: string;
}

export const socialIcons: Record<SocialNetwork, IconName> = {
  facebook: 'facebook',
  youtube: 'youtube',
  line: 'line',
  x: 'x',
  tiktok: 'tiktok',
  instagram: 'instagram',
};
