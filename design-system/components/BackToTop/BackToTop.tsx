import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PressableButton } from '../../primitives/PressableButton';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../../utils/cx';
import * as styles from './BackToTop.css';

export interface BackToTopProps {
  /**
   * Id of the element that gets focus at the top (given `tabindex="-1"` if needed); the page
   * scrolls to its top either way. @default 'top'
   */
  targetId?: string;
  /** Shown once the page has scrolled this many px (a window height when unset). */
  threshold?: number;
  /** Always shown and in the flow (stories). @default false */
  inline?: boolean;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * "Back to top": appears after the visitor has scrolled down, scrolls to the top (smoothly unless
 * reduced motion is asked for) and moves keyboard focus there, so Tab continues from the top.
 *
 * Keyboard: Enter or Space scrolls up and focuses the top of the page.
 */
export function BackToTop({ targetId = 'top', threshold, inline = false }: BackToTopProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(inline);

  useEffect(() => {
    if (inline) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > (threshold ?? window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [inline, threshold]);

  if (!visible) return null;
  const onPress = () => {
    const target = document.getElementById(targetId);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  return (
    <PressableButton
      className={cx(button({ variant: 'secondary' }), styles.button, inline && styles.inline)}
      onPress={onPress}
    >
      <Icon name="arrowUp" />
      {t`Back to top`}
    </PressableButton>
  );
}
