import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { PressableButton } from '../../primitives/PressableButton';
import { Icon } from '../Icon/Icon';
import { iconButton } from '../IconButton/IconButton.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './FontSizeControl.css';

export interface FontSizeControlProps {
  /** Current size in px at the browser default (14, 16 or 18). */
  size: number;
  canIncrease: boolean;
  canDecrease: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onReset: () => void;
  className?: string;
}

/**
 * Text size control (docs/behaviour.md#text-size: decrease, reset, increase). Buttons are disabled at the limits;
 * a change is announced in a polite live region.
 *
 * Keyboard: Tab moves between the three buttons; Enter or Space activates.
 */
export function FontSizeControl({
  size,
  canIncrease,
  canDecrease,
  onIncrease,
  onDecrease,
  onReset,
  className,
}: FontSizeControlProps) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(size);
  useEffect(() => {
    if (previous.current !== size) setAnnouncement(t`Text size ${size} pixels`);
    previous.current = size;
  }, [size, t]);

  const buttonClass = iconButton({ variant: 'ghost' });
  return (
    <div role="group" aria-label={t`Text size`} className={cx(styles.group, className)}>
      <PressableButton
        className={buttonClass}
        onPress={onDecrease}
        isDisabled={!canDecrease}
        aria-label={t`Decrease text size`}
      >
        <span className={cx(styles.step, styles.small)}>
          <Icon name="textSize" size="sm" />
          <Icon name="minus" size="sm" />
        </span>
      </PressableButton>
      <PressableButton className={buttonClass} onPress={onReset} aria-label={t`Reset text size`}>
        <span className={cx(styles.step, styles.medium)}>
          <Icon name="textSize" />
        </span>
      </PressableButton>
      <PressableButton
        className={buttonClass}
        onPress={onIncrease}
        isDisabled={!canIncrease}
        aria-label={t`Increase text size`}
      >
        <span className={cx(styles.step, styles.large)}>
          <Icon name="textSize" size="lg" />
          <Icon name="plus" size="sm" />
        </span>
      </PressableButton>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
    </div>
  );
}
