import { useLingui } from '@lingui/react/macro';
import { formatDate, isoDate } from '../../i18n/format';
import { useSiteLocale } from '../../hooks/useSiteLocale';

export interface DateTextProps {
  /** The date (ISO string, Date or epoch ms); missing or invalid shows "Not specified". */
  value: Date | string | number | null | undefined;
  /** Add the time (HH:mm, Bangkok time). @default false */
  withTime?: boolean;
  /** Layout-only class. */
  className?: string;
}

/**
 * A date in the visitor's locale inside `<time dateTime>`: Thai uses the Buddhist year
 * ("21 พฤศจิกายน 2569"). A missing date reads "Not specified" ("ไม่ระบุ" in Thai).
 */
export function DateText({ value, withTime = false, className }: DateTextProps) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const text = formatDate(value, locale, { withTime });
  const iso = isoDate(value);
  if (!text || !iso) return <span className={className}>{t`Not specified`}</span>;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
