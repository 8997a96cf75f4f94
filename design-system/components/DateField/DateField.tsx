import {
  DateFormatter,
  GregorianCalendar,
  createCalendar,
  getLocalTimeZone,
  parseDate,
  toCalendar,
  today,
  type CalendarDate,
  type CalendarIdentifier,
  type DateValue,
} from '@internationalized/date';
import { useContext, useEffect, useMemo, useState } from 'react';
import {
  DateFieldStateContext,
  DateInput,
  DateField as RACDateField,
  DateSegment,
  composeRenderProps,
  useLocale,
  type DateFieldProps as RACDateFieldProps,
  type DateFieldState,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field';
import * as styles from './DateField.css';

type ValidationError = string | string[];

export interface DateFieldProps
  extends
    Omit<
      RACDateFieldProps<DateValue>,
      | 'style'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'validate'
      | 'granularity'
      | 'placeholderValue'
    >,
    FieldBaseProps {
  /** The date, `YYYY-MM-DD` (Gregorian, whatever calendar the field shows), or '' when empty. */
  value?: string;
  /** The first date of an uncontrolled field, `YYYY-MM-DD`. */
  defaultValue?: string;
  /** Gets the new date, `YYYY-MM-DD` (Gregorian), or '' when the field is cleared or incomplete. */
  onChange?: (value: string) => void;
  /** Earliest date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest date, `YYYY-MM-DD`. */
  max?: string;
  /** A custom check of the date, given as `YYYY-MM-DD` ('' when empty). */
  validate?: (value: string) => ValidationError | true | null | undefined;
}

/** `YYYY-MM-DD` to a Gregorian date; null when empty or not a real date. */
function parseIso(iso: string | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** A date in any calendar as the Gregorian `YYYY-MM-DD` the CMS stores (2567-05-01 in the
 * Buddhist era is 2024-05-01). */
function toIso(date: DateValue): string {
  return toCalendar(date, new GregorianCalendar()).toString();
}

/**
 * The date the segments show, as `YYYY-MM-DD`: '' while a part is empty or while what is shown
 * is not yet the field's value (an impossible date such as 31 February, settled on leaving).
 */
function shownIso(state: DateFieldState): string {
  const value = state.value;
  if (!value) return '';
  for (const segment of state.segments) {
    if (!segment.isEditable) continue;
    if (segment.isPlaceholder) return '';
    const { type } = segment;
    if ((type === 'day' || type === 'month' || type === 'year') && segment.value !== value[type]) {
      return '';
    }
  }
  return toIso(value);
}

/** Tells the field what the segments show, after each change react-aria does not report (a part
 * cleared, or a cleared part typed again to the same date). */
function ShownValue({ onShown }: { onShown: (iso: string) => void }) {
  const state = useContext(DateFieldStateContext);
  const iso = state ? shownIso(state) : '';
  useEffect(() => {
    onShown(iso);
  }, [iso, onShown]);
  return null;
}

/**
 * A labelled date input typed part by part (day, month, year: react-aria's segmented date field,
 * each part a spin button with its localised name, arrows to step, digits to type). The parts,
 * their order and the calendar follow the page's locale (react-aria's `I18nProvider`): on Thai
 * pages the year is the Buddhist era (2567 for 2024), as Thai visitors write dates, where a native
 * date input would show the Gregorian year. The value stays a Gregorian ISO date, `YYYY-MM-DD`
 * (or '' when empty or incomplete), which is what the CMS stores; with `name`, a hidden input
 * submits it. Label, description and error are wired as in the other fields; `id` goes on the
 * group of parts (error summaries link to it and focus its first part).
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  min,
  max,
  validate,
  className,
  ...props
}: DateFieldProps) {
  // The date as typed, in the calendar the field shows (Buddhist on Thai pages). react-aria is
  // given dates in that calendar only: left to convert each keystroke to Gregorian and back, it
  // moves 1/5/256 BE (the year half typed on the way to 2567) to 30 April, and the day stays wrong.
  const { locale } = useLocale();
  const calendar = useMemo(
    () =>
      createCalendar(new DateFormatter(locale).resolvedOptions().calendar as CalendarIdentifier),
    [locale],
  );
  const [date, setDate] = useState<DateValue | null>(() => parseIso(value ?? defaultValue));
  const shown = useMemo(() => date && toCalendar(date, calendar), [date, calendar]);
  // What the empty field steps from (today), in that calendar too: react-aria reports new dates
  // in the calendar of the value or of this placeholder.
  const placeholder = useMemo(() => toCalendar(today(getLocalTimeZone()), calendar), [calendar]);
  // The ISO string last reported (or received): a `value` that differs from it was set from
  // outside (a reset, a loaded draft) and replaces the date; one equal to it is our own echo, so a
  // half-typed date ('' for the form) keeps its typed parts.
  const [reported, setReported] = useState(value ?? defaultValue ?? '');
  if (value !== undefined && value !== reported) {
    setReported(value);
    setDate(parseIso(value));
  }
  const report = (iso: string) => {
    if (iso === reported) return;
    setReported(iso);
    onChange?.(iso);
  };

  return (
    <RACDateField<DateValue>
      {...props}
      value={shown}
      placeholderValue={placeholder}
      onChange={(next) => {
        setDate(next);
        report(next ? toIso(next) : '');
      }}
      minValue={parseIso(min)}
      maxValue={parseIso(max)}
      validate={validate ? (d) => validate(d ? toIso(d) : '') : undefined}
      className={composeRenderProps(className, (extra) => cx(fieldStyles.field, extra))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <DateInput className={cx(fieldStyles.control, styles.group)}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <ShownValue onShown={report} />
      <FieldErrorMessage errorMessage={errorMessage} />
    </RACDateField>
  );
}
