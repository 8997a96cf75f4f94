import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from 'react-aria-components';
import { root, spinner, spinnerSizes } from './Spinner.css';

export { spinnerSizes };

export interface SpinnerProps {
  /** Accessible name; defaults to "Loading". */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: (typeof spinnerSizes)[number];
}

/** An indeterminate busy indicator with an accessible name (react-aria ProgressBar). */
export function Spinner({ label, showLabel = false, size }: SpinnerProps) {
  const { t } = useLingui();
  const text = label ?? t`Loading`;
  return (
    <ProgressBar isIndeterminate aria-label={text} className={root}>
      <span className={spinner({ size })} aria-hidden="true" />
      {showLabel ? <span aria-hidden="true">{text}</span> : null}
    </ProgressBar>
  );
}
