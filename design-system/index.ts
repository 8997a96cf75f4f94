// The public surface of the design system: explicit named exports only.

// Tokens and themes
export { breakpoints, container, palette } from './tokens';
export { vars } from './themes/contract.css';
export { sprinkles, type Sprinkles } from './themes/sprinkles.css';
export { contrastPairs, dayColors, nightColors, type ThemeColors } from './themes/colors';
export { contrastRatio } from './themes/contrast';
export {
  COLOR_MODE,
  headScript,
  type ColorMode,
  type ColorModePreference,
} from './themes/colorMode';
export {
  FONT_SCALE,
  canDecrease,
  canIncrease,
  clampFontSize,
  nextFontSize,
  parseFontSize,
  type FontScaleAction,
} from './themes/fontScale';
export { displayPreferences } from './themes/preferences';

// i18n
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NATIVE_NAMES,
  LOCALE_TAGS,
  SOURCE_LOCALE,
  isLocale,
  type Locale,
} from './i18n/locales';
export { SITE_TIME_ZONE, formatDate, formatTHB, isoDate } from './i18n/format';

// Provider and hooks
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from './provider/DesignSystemProvider';
export {
  useColorMode,
  useFontScale,
  type ColorModeApi,
  type FontScaleApi,
} from './hooks/useDisplayPreferences';

// Components
export {
  Box,
  Inline,
  Stack,
  type BoxProps,
  type InlineProps,
  type StackProps,
} from './components/Layout/Layout';
export {
  Button,
  ButtonContext,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
} from './components/Button/Button';
export {
  IconButton,
  iconButtonVariants,
  type IconButtonProps,
} from './components/IconButton/IconButton';
export { Icon, iconSizes, type IconProps, type IconSize } from './components/Icon/Icon';
export { iconNames, type IconName } from './components/Icon/icons';
export {
  Link,
  LinkContext,
  isExternalHref,
  linkVariants,
  type LinkProps,
} from './components/Link/Link';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';
export {
  FontSizeControl,
  type FontSizeControlProps,
} from './components/FontSizeControl/FontSizeControl';
export {
  ThemeToggle,
  colorModeOptions,
  type ThemeToggleProps,
} from './components/ThemeToggle/ThemeToggle';
export { SPEC } from './constants';

// Cookie consent (model, browser jar)
export {
  BANNER_CLOSED_KEY,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  NECESSARY,
  NO_CONSENT,
  SETTINGS_COOKIE,
  acceptAll,
  clearConsent,
  closeBanner,
  hasConsent,
  readConsent,
  rejectAll,
  saveSettings,
  serializeSettings,
  shouldShowBanner,
  type ConsentDecision,
  type ConsentState,
  type CookieCategory,
  type CookieJar,
  type CookieOptions,
  type CookieRecord,
  type SessionFlagStorage,
} from './consent/consent';
export { createBrowserCookieJar, type CookieDocument } from './consent/browserCookieJar';
