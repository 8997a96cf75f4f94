import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './FormErrorSummary.css';

export interface FormError {
  /** The id of the field's input (or group): the link's target. */
  fieldId: string;
  /** What is wrong and how to fix it, e.g. "Enter your email address". */
  message: string;
}

export interface FormErrorSummaryProps {
  errors: FormError[];
  /** @default "There is a problem" (translated) */
  title?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Move focus to the summary when it appears or its errors change (after a failed submit).
   * @default true
   */
  autoFocus?: boolean;
  className?: string;
}

/** The label (or fieldset legend) of a field, scrolled into view with it. */
function labelFor(target: HTMLElement): HTMLElement | null {
  const labelled = target.getAttribute('aria-labelledby')?.split(' ')[0];
  const byAria = labelled ? document.getElementById(labelled) : null;
  return (
    byAria ??
    (target.id
      ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(target.id)}"]`)
      : null) ??
    target.closest('fieldset')?.querySelector('legend') ??
    null
  );
}

/**
 * The list of a form's errors after a failed submit, GOV.UK style: a bordered box with a heading,
 * each error a link to its field. It is a `role="alert"` region and takes focus when shown, so
 * keyboard and screen-reader users start from it. Following a link focuses the field itself and
 * scrolls its label into view (not only the input, which would hide the question).
 * Renders nothing when there are no errors.
 */
export function FormErrorSummary({
  errors,
  title,
  headingLevel = 2,
  autoFocus = true,
  className,
}: FormErrorSummaryProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');

  useEffect(() => {
    if (autoFocus && key && ref.current) ref.current.focus();
  }, [autoFocus, key]);

  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const follow = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    // A group (a date field's parts, a radio group) focuses its first control or part.
    const focusable = target.matches('input, select, textarea, button, [tabindex]')
      ? target
      : (target.querySelector<HTMLElement>(
          'input:not([type=hidden]), select, textarea, button, [tabindex="0"]',
        ) ?? target);
    (labelFor(target) ?? target).scrollIntoView?.({ block: 'start' });
    focusable.focus({ preventScroll: true });
  };

  return (
    <div ref={ref} className={[styles.summary, className].filter(Boolean).join(' ')} tabIndex={-1}>
      <div role="alert">
        <Heading className={styles.heading}>{title ?? t`There is a problem`}</Heading>
        <ul className={styles.list}>
          {errors.map((e) => (
            <li key={`${e.fieldId}:${e.message}`}>
              <a
                href={`#${e.fieldId}`}
                className={styles.link}
                onClick={(ev) => follow(ev, e.fieldId)}
              >
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
