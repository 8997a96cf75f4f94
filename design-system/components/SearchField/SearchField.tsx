import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import {
  Button as RACButton,
  Input,
  Label,
  SearchField as RACSearchField,
} from 'react-aria-components';
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
 * The site search field: a labelled search input with a "Clear" control and a "Close search"
 * button. Escape ends search mode (calls `onClose`); Enter submits.
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
  const inputRef = useRef<HTMLInputElement>(null);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onClose) return;
    // react-aria's search field would only clear the text: the spec wants Escape to close.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <div role="search" className={cx(styles.root, className)} onKeyDownCapture={onKeyDownCapture}>
      <RACSearchField
        value={value}
        onChange={onChange}
        onClear={onClear}
        onSubmit={onSubmit}
        // Focus follows the "Search" toggle.
        autoFocus={autoFocus}
        className={styles.field}
      >
        <Label className={visuallyHidden}>{t`Search the site`}</Label>
        <Icon name="search" className={styles.icon} />
        <Input
          ref={inputRef}
          className={styles.input}
          placeholder={t`Search`}
          aria-controls={panelId}
          autoComplete="off"
        />
        {/*
          Not react-aria's slotted clear button: it stays out of the tab order and moves focus to
          the input on key down, so a keyboard press never completes. This one is reachable.
        */}
        <RACButton
          slot={null}
          className={styles.clear}
          onPress={() => {
            onChange('');
            onClear?.();
            inputRef.current?.focus();
          }}
        >
          {t`Clear`}
        </RACButton>
      </RACSearchField>
      {onClose ? <IconButton icon="close" aria-label={t`Close search`} onPress={onClose} /> : null}
    </div>
  );
}
