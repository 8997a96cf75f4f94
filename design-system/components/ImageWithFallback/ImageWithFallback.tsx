import { useState } from 'react';
import { SPEC } from '../../constants';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './ImageWithFallback.css';

export const imageRatios = styles.imageRatios;

/**
 * True when the address names an image file: its path ends in one of SPEC.imageExtensions
 * (jpg, jpeg, png, webp, gif, svg), case-insensitively; query strings and fragments are ignored.
 */
export function isImageUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return false;
  return (SPEC.imageExtensions as readonly string[]).includes(path.slice(dot + 1));
}

export interface ImageWithFallbackProps {
  /** The image address; a non-image address (by extension) shows the fallback at once. */
  src: string | null | undefined;
  /** Text alternative; '' for a decorative image (e.g. a card whose title says it all). */
  alt: string;
  /** The site's default image, used when `src` is missing, not an image, or fails to load. */
  fallbackSrc?: string;
  /** Reserved box (CSS aspect-ratio) so nothing shifts while loading. @default '16:9' */
  ratio?: (typeof styles.imageRatios)[number];
  /** Intrinsic size hints for the browser (pixels of the source image). */
  width?: number;
  height?: number;
  /** @default 'lazy' (use 'eager' for the page's main image) */
  loading?: 'lazy' | 'eager';
  /**
   * The page's most important image (its likely Largest Contentful Paint): loads eagerly, with
   * high fetch priority, decoded in step with the page. @default false
   */
  priority?: boolean;
  /** Layout-only class. */
  className?: string;
}

/**
 * An image that never shows a broken icon: a missing, non-image or failing address falls back
 * to `fallbackSrc`, and without one (or if that fails too) to a neutral placeholder. The box has
 * a fixed aspect ratio, so the layout does not move when the image arrives; images load lazily
 * and decode asynchronously by default.
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc,
  ratio = '16:9',
  width,
  height,
  loading = 'lazy',
  priority = false,
  className,
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = [isImageUrl(src) ? src : null, fallbackSrc].filter(
    (u): u is string => Boolean(u) && !failed.includes(u as string),
  );
  const current = candidates[0];
  if (!current) {
    return (
      <span
        className={cx(styles.placeholder, styles.ratio({ ratio }), className)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <Icon name="image" />
      </span>
    );
  }
  return (
    <img
      key={current}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      className={cx(styles.image, styles.ratio({ ratio }), className)}
      onError={() => setFailed((f) => [...f, current])}
    />
  );
}
