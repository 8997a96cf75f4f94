import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { PressableButton } from '../../primitives/PressableButton';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps {
  /** The text typed (controlled: the site debounces and searches). */
  value: string;
  onChange: (value: string) => void;
  /** "Clear" pressed: the text is emptied. */
  onClear?: () => void;
  /** Enter pressed: e.g. go to the full results page `/?query=`. */
  onSubmit?: (value: string) => void;
  /** Ends search mode: the close button and Escape. Without it no close button is shown. */
  onClose?: () => void;
  /** Id of the results panel the field controls. */
  panelId?: string;
  /** Move focus into the field when it appears (after the "Search" toggle). @default false */
  autoFocus?: boolean;
  /** Layout only. */
  className?: string;
}

/**
 * The site search field: a labelled `input type="search"` with a "Clear" control and a "Close
 * search" button. Escape ends search mode (calls `onClose`; without it Escape clears the text);
 * Enter submits (not while an input method is composing, e.g. Thai or Japanese).
 *
 * Keyboard: type to search; Tab reaches "Clear", the close button, then the results; Escape
 * closes; Enter goes to the full results page.
 */
export function SearchField({
  value,
  onChange,
  onClear,
  onSubmit,
  onClose,
  panelId,
  autoFocus = false,
  className,
}: SearchFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus follows the "Search" toggle when the field appears.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const clear = () => {
    onChange('');
    onClear?.();
  };
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onClose) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit?.(value);
    } else if (event.key === 'Escape' && value !== '') {
      // Without onClose (handled above), Escape empties the field like a native search input.
      event.preventDefault();
      clear();
    }
  };
  return (
    <div role="search" className={cx(styles.root, className)} onKeyDownCapture={onKeyDownCapture}>
      <div className={styles.field} data-empty={value === '' || undefined}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {t`Search the site`}
        </label>
        <Icon name="search" className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onInputKeyDown}
          className={styles.input}
          placeholder={t`Search`}
          aria-controls={panelId}
          autoComplete="off"
        />
        <PressableButton
          className={styles.clear}
          onPress={() => {
            clear();
            inputRef.current?.focus();
          }}
        >
          {t`Clear`}
        </PressableButton>
      </div>
      {onClose ? <IconButton icon="close" aria-label={t`Close search`} onPress={onClose} /> : null}
    </div>
  );
}
