import { useParams } from '../../router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../design-system';

/** The route's locale (LocaleLayout only renders pages for valid ones). */
export function usePageLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
