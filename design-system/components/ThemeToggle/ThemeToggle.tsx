import { useLingui } from '@lingui/react/macro';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
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
 * Day / night / follow-the-system switch: a single-choice group of toggle buttons (radio
 * semantics). Keyboard: Tab enters the group, Arrow keys move between options, Space or Enter
 * selects.
 */
export function ThemeToggle({ value, onChange, className }: ThemeToggleProps) {
  const { t } = useLingui();
  const labels: Record<ColorModePreference, string> = {
    day: t`Day theme`,
    night: t`Night theme`,
    system: t`Use system theme`,
  };
  const icons = { day: 'sun', night: 'moon', system: 'monitor' } as const;
  return (
    <ToggleButtonGroup
      aria-label={t`Colour theme`}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next) onChange(next as ColorModePreference);
      }}
      className={cx(styles.group, className)}
    >
      {colorModeOptions.map((mode) => (
        <ToggleButton key={mode} id={mode} aria-label={labels[mode]} className={styles.option}>
          <Icon name={icons[mode]} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
