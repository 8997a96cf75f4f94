import * as css from './PopupAnimation.css';

export const popupAnimations = ['addToCart', 'wrongPassword', 'loading'] as const;
export type PopupAnimationName = (typeof popupAnimations)[number];

export interface PopupAnimationProps {
  name: PopupAnimationName;
}

/**
 * The static animations (docs/behaviour.md#pop-ups) for the add-to-cart, wrong-password and loading dialogs as
 * inline SVG with CSS keyframes: themed through `currentColor`, decorative (`aria-hidden`), and
 * resting on their final frame under reduced motion (../../themes/motion.ts).
 */
export function PopupAnimation({ name }: PopupAnimationProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={css.svg({ tone: name })}
      data-animation={name}
    >
      {name === 'addToCart' ? (
        <>
          <g className={css.parcel}>
            <path className={css.stroke} d="M19 8h12v9H19z" />
            <path className={css.stroke} d="M25 8v9" />
          </g>
          <path className={`${css.stroke} ${css.muted}`} d="M4 12h6l5 22h24l4-14H13" />
          <circle className={`${css.stroke} ${css.muted}`} cx="18" cy="40" r="2.5" />
          <circle className={`${css.stroke} ${css.muted}`} cx="35" cy="40" r="2.5" />
          <g className={css.badge}>
            <circle cx="38" cy="11" r="8" fill="currentColor" />
            <path className={css.badgeMark} d="M34.5 11l2.5 2.5 4.5-5" />
          </g>
        </>
      ) : null}
      {name === 'wrongPassword' ? (
        <g className={css.shaking}>
          <path className={`${css.stroke} ${css.muted}`} d="M16 21v-6a8 8 0 0 1 16 0v6" />
          <rect className={css.stroke} x="11" y="21" width="26" height="21" rx="3" />
          <path className={css.stroke} d="M20 27.5l8 8M28 27.5l-8 8" />
        </g>
      ) : null}
      {name === 'loading' ? (
        <>
          <circle
            className={`${css.stroke} ${css.muted}`}
            cx="24"
            cy="24"
            r="18"
            strokeOpacity="0.3"
          />
          <path className={`${css.stroke} ${css.spinner}`} d="M24 6a18 18 0 0 1 18 18" />
          <circle className={css.dot} cx="16" cy="24" r="2.5" />
          <circle className={css.dot} cx="24" cy="24" r="2.5" />
          <circle className={css.dot} cx="32" cy="24" r="2.5" />
        </>
      ) : null}
    </svg>
  );
}
