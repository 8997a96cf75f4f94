import { useColorMode, useFontScale } from '../../hooks/useDisplayPreferences';
import { cx } from '../../utils/cx';
import { FontSizeControl } from '../FontSizeControl/FontSizeControl';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import * as styles from './DisplayControls.css';

export interface DisplayControlsProps {
  /** Layout only. */
  className?: string;
}

/**
 * The text-size control and the theme toggle, wired to the visitor's stored preferences
 * (`useFontScale()`, `useColorMode()`). The Header shows it on wide screens; the mobile drawer
 * shows it under the links.
 */
export function DisplayControls({ className }: DisplayControlsProps) {
  const font = useFontScale();
  const mode = useColorMode();
  return (
    <div className={cx(styles.root, className)}>
      <FontSizeControl
        size={font.size}
        canIncrease={font.canIncrease}
        canDecrease={font.canDecrease}
        onIncrease={font.increase}
        onDecrease={font.decrease}
        onReset={font.reset}
      />
      <ThemeToggle value={mode.preference} onChange={mode.setPreference} />
    </div>
  );
}
