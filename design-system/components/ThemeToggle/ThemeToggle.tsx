import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ColorModePreference } from '../../themes/colorMode';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './ThemeToggle.css';

export const colorModeOptions = ['day', 'night', 'system'] as const;

export interface ThemeToggleProps {
  /** The visitor's choice. */
  value: ColorModePreference;
  onChange: (value: ColorModePreference) => void;
  className?: string;
}

/**
 * Day / night / follow-the-system switch: a group of three native radio buttons shown as icon
 * buttons (`role="radiogroup"` named "Colour theme", each radio named by its theme). Keyboard:
 * Tab enters the group on the chosen option, Arrow keys move between options and choose.
 */
export function ThemeToggle({ value, onChange, className }: ThemeToggleProps) {
  const { t } = useLingui();
  const name = useId();
  const labels: Record<ColorModePreference, string> = {
    day: t`Day theme`,
    night: t`Night theme`,
    system: t`Use system theme`,
  };
  const icons = { day: 'sun', night: 'moon', system: 'monitor' } as const;
  return (
    <div role="radiogroup" aria-label={t`Colour theme`} className={cx(styles.group, className)}>
      {colorModeOptions.map((mode) => (
        <label key={mode} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            aria-label={labels[mode]}
            className={styles.input}
          />
          <Icon name={icons[mode]} />
        </label>
      ))}
    </div>
  );
}
