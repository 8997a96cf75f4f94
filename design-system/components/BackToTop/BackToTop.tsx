import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PressableButton } from '../../primitives/PressableButton';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../../utils/cx';
import * as styles from './BackToTop.css';
import { prefersReducedMotion } from '../../themes/motion';
import { BOTTOM_INSET_PROPERTY } from '../../themes/insets';

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
  /**
   * Id of the page's content column, which the button must never cover (WCAG 1.4.4, 1.4.10). The
   * button floats at the window's corner only while the window leaves it room beside that column
   * (wide screens); otherwise it sits in the page's flow where it is rendered (put it after the
   * content), shown on pages more than two screens tall. Without it the button always floats.
   */
  besideId?: string;
}

type Placement = 'float' | 'flow';

/**
 * The floating button sits above what the page fixes at the bottom: it takes the bottom inset from
 * `<html>`, where the page writes it (not inherited: themes/insets.ts).
 */
function followBottomInset(button: HTMLElement | null) {
  if (!button) return;
  const inset = getComputedStyle(document.documentElement)
    .getPropertyValue(BOTTOM_INSET_PROPERTY)
    .trim();
  if (inset) button.style.setProperty(BOTTOM_INSET_PROPERTY, inset);
  else button.style.removeProperty(BOTTOM_INSET_PROPERTY);
}

/** Room the floating button keeps from the column and from the window's edge, in rem. */
const FLOAT_GAP_REM = 1; // vars.space.lg, the floating button's inset (BackToTop.css.ts)

/** Whether a button this wide fits between the column and the window's inline end. */
export function fitsBeside(column: HTMLElement, buttonWidth: number): boolean {
  const rect = column.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const rtl = getComputedStyle(column).direction === 'rtl';
  const free = rtl ? rect.left : viewport - rect.right;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return free >= buttonWidth + 2 * FLOAT_GAP_REM * rem;
}

/**
 * "Back to top": appears after the visitor has scrolled down, scrolls to the top (smoothly unless
 * reduced motion is asked for) and moves keyboard focus there, so Tab continues from the top.
 * With `besideId` it never covers the content: it floats only beside the column, and sits in the
 * page's flow where the window leaves no room (phones, laptops, larger text).
 *
 * Keyboard: Enter or Space scrolls up and focuses the top of the page.
 */
export function BackToTop({
  targetId = 'top',
  threshold,
  inline = false,
  besideId,
}: BackToTopProps) {
  const { t } = useLingui();
  const [scrolled, setScrolled] = useState(inline);
  const [placement, setPlacement] = useState<Placement>(inline || besideId ? 'flow' : 'float');
  const [longPage, setLongPage] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  /** The button's width when last shown (the same floating or in the flow). */
  const width = useRef(0);

  const place = () => {
    if (inline || !besideId) return;
    const column = document.getElementById(besideId);
    if (ref.current) width.current = ref.current.offsetWidth;
    // Not measured yet: in the flow (shown on a long page, then measured and moved if it fits).
    const next = !column || (width.current > 0 && fitsBeside(column, width.current));
    setPlacement(next ? 'float' : 'flow');
    setLongPage(document.documentElement.scrollHeight > 2 * window.innerHeight);
  };

  useEffect(() => {
    if (inline) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > (threshold ?? window.innerHeight));
      place();
      followBottomInset(ref.current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading waits for the next frame too: read here, it would force a layout of the
    // whole page inside the task that hydrates it (one long task; Total Blocking Time).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The column changes width with the text size and the wider container of larger text.
    const column = besideId ? document.getElementById(besideId) : null;
    const observer =
      column && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(schedule) : null;
    if (column) observer?.observe(column);
    // The bottom inset changes with the page's fixed parts (the cookie banner shown, resized, gone).
    const insetWatch =
      typeof MutationObserver === 'function' ? new MutationObserver(schedule) : null;
    insetWatch?.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      insetWatch?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `place` reads only refs and props listed
  }, [inline, threshold, besideId]);

  const shown = inline || (placement === 'float' ? scrolled : longPage);
  // Measured before paint: a button that does not fit beside the column never flashes over it.
  useLayoutEffect(() => {
    if (shown) place();
    followBottomInset(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the button (re)appears
  }, [shown, placement]);

  if (!shown) return null;
  const onPress = () => {
    const target = document.getElementById(targetId);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  const control = (
    <PressableButton
      ref={ref}
      className={cx(
        button({ variant: 'secondary' }),
        placement === 'float' ? styles.floating : styles.inFlow,
      )}
      onPress={onPress}
    >
      <Icon name="arrowUp" />
      {t`Back to top`}
    </PressableButton>
  );
  return placement === 'float' || inline ? control : <div className={styles.flow}>{control}</div>;
}
