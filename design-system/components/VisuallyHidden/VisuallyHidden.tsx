import type { ElementType, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render. @default 'span' */
  as?: ElementType;
  id?: string;
}

/** Text for assistive technology only. */
export function VisuallyHidden({ children, as: Component = 'span', id }: VisuallyHiddenProps) {
  return (
    <Component className={visuallyHidden} id={id}>
      {children}
    </Component>
  );
}
