import type { ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../themes/sprinkles.css';
import { cx } from '../../utils/cx';

type SpaceToken = NonNullable<Sprinkles['gap']>;

export interface BoxProps extends Sprinkles {
  /** Element to render. @default 'div' */
  as?: ElementType;
  children?: ReactNode;
  /** Layout-only class, merged last. */
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  role?: string;
}

/** The layout primitive: any element with spacing, colour and flex/grid props from sprinkles. */
export function Box({
  as: Component = 'div',
  children,
  className,
  id,
  role,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...atoms
}: BoxProps) {
  return (
    <Component
      id={id}
      role={role}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      className={cx(sprinkles(atoms), className)}
    >
      {children}
    </Component>
  );
}

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children. @default 'md' */
  gap?: SpaceToken;
}

/** Children one above the other with even space between them. */
export function Stack({ gap = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children. @default 'sm' */
  gap?: SpaceToken;
  /** Wrap onto new lines when out of room. @default true */
  wrap?: boolean;
}

/** Children side by side, wrapping when out of room. */
export function Inline({ gap = 'sm', wrap = true, alignItems = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems}
      gap={gap}
      {...props}
    />
  );
}
