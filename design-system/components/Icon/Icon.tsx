import { icon, iconSizes } from './Icon.css';
import { icons, type IconName } from './icons';

export { iconSizes };
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  name: IconName;
  /** Size relative to the text (em). @default 'md' */
  size?: IconSize;
  /**
   * Accessible name. Omit for decorative icons (the usual case: the control carries the name);
   * the icon is then hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

/** An inline SVG icon from the design system's set. */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `${icon({ size })} ${className}` : icon({ size })}
      focusable="false"
      {...a11y}
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
