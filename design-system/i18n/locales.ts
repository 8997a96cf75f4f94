/**
 * The locales come from the content model (cms/src/model/locales.ts), the one list the CMS and the
 * site share; the design system formats and labels whichever of them it is given.
 */
export {
  LOCALES,
  DEFAULT_LOCALE,
  SOURCE_LOCALE,
  LOCALE_NATIVE_NAMES,
  LOCALE_TAGS,
  isLocale,
  type Locale,
} from '../../cms/src/model/locales.ts';
