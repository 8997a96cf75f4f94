// The public surface of the design system: explicit named exports only.

// Tokens and themes
export { borderWidth, breakpoints, container, motion, palette, radius, space } from './tokens';
export { vars } from './themes/contract.css';
export { sprinkles, type Sprinkles } from './themes/sprinkles.css';
export { contrastPairs, dayColors, nightColors, type ThemeColors } from './themes/colors';
export { contrastRatio } from './themes/contrast';
export { dayShadows, focusIndicator, nightShadows, type ThemeShadows } from './themes/values';
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
export { MOTION_ATTRIBUTE, prefersReducedMotion, REDUCED_MOTION_QUERY } from './themes/motion';

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
// Its own module: only the pages with a year filter load it.
export { formatMonth, formatYear } from './i18n/formatCalendar';

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

// Cookie consent: what the settings dialog lists (the site owns the consent model and its cookies)
export {
  NECESSARY,
  type CookieCategory,
  type CookieRecord,
} from './components/CookieSettingsDialog/cookieRecords';
export {
  CookieBanner,
  bannerLocales,
  cookieBannerConfirmations,
  type BannerLocale,
  type CookieBannerConfirmation,
  type CookieBannerProps,
} from './components/CookieBanner/CookieBanner';
// The settings dialog is a lazy chunk: `const CookieSettingsDialog = lazy(loadCookieSettingsDialog)`.
export { loadCookieSettingsDialog } from './components/CookieSettingsDialog/load';
export type {
  CookieCategoryText,
  CookieSettingsDialogProps,
  CookieSettingsPanelProps,
} from './components/CookieSettingsDialog/CookieSettingsDialog';

// Shell. SearchPanel and MobileNav are lazy entry points (`design-system/searchPanel`,
// `design-system/mobileNav`): only their types are exported here so the first paint stays small.
export {
  groupLinks,
  isCurrentHref,
  isNavGroup,
  type NavColumn,
  type NavEntry,
  type NavGroup,
  type NavItem,
} from './components/MegaMenu/nav';
export { MegaMenu, type MegaMenuProps } from './components/MegaMenu/MegaMenu';
export {
  Header,
  type HeaderProps,
  type HeaderSearchProps,
  type SearchPanelSlotProps,
} from './components/Header/Header';
export {
  DisplayControls,
  type DisplayControlsProps,
} from './components/DisplayControls/DisplayControls';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export type {
  SearchPanelProps,
  SearchResult,
  SearchStatus,
} from './components/SearchPanel/SearchPanel';
export type { MobileNavProps } from './components/MobileNav/MobileNav';
export {
  LanguageNotice,
  LanguageSwitcher,
  type LanguageNoticeProps,
  type LanguageSwitcherProps,
} from './components/LanguageSwitcher/LanguageSwitcher';
export {
  RouteProgressBar,
  trickle,
  type RouteProgressBarProps,
} from './components/RouteProgressBar/RouteProgressBar';
export {
  Footer,
  type FooterContact,
  type FooterLinkGroup,
  type FooterProps,
} from './components/Footer/Footer';
export { SocialSidebar, type SocialSidebarProps } from './components/SocialSidebar/SocialSidebar';
export { room as socialSidebarRoom } from './components/SocialSidebar/SocialSidebar.css';
export {
  SHARE_TARGETS,
  ShareLinks,
  type ShareLinksProps,
  type ShareMethod,
} from './components/ShareLinks/ShareLinks';
export {
  socialNetworks,
  type SocialLink,
  type SocialNetwork,
} from './components/SocialSidebar/social';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export { BackToTop, type BackToTopProps } from './components/BackToTop/BackToTop';
export { BOTTOM_INSET_PROPERTY } from './themes/insets';
export { useControllableState, useDisclosure } from './hooks/useDisclosure';
// Pop-ups: the provider is tiny; dialogs and toasts load on first use.
export {
  PopupProvider,
  loadPopupHost,
  usePopup,
  type PopupProviderProps,
} from './components/Popup/PopupProvider';
export {
  createPopupController,
  noticeTones,
  popupLabels,
  type ConfirmOptions,
  type ErrorOptions,
  type LoadingHandle,
  type LoadingOptions,
  type NoticeOptions,
  type NoticeTone,
  type PopupApi,
  type PopupButtonLabel,
  type PopupController,
  type PopupLabel,
  type PopupRequest,
} from './components/Popup/popupController';
export {
  PopupAnimation,
  popupAnimations,
  type PopupAnimationName,
  type PopupAnimationProps,
} from './components/Popup/PopupAnimation';

// Forms
export { Form, type FormProps } from './components/Form/Form';
export { useValidationMessage, type FieldBaseProps } from './components/Field/Field';
export { TextField, textFieldTypes, type TextFieldProps } from './components/TextField/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from './components/RadioGroup/RadioGroup';
export { DateField, type DateFieldProps } from './components/DateField/DateField';
export { FileUpload, type FileUploadProps } from './components/FileUpload/FileUpload';
export { acceptedTypeNames, isAcceptedFile } from './components/FileUpload/fileRules';
export { formatBytes } from './utils/formatBytes';
export {
  FormErrorSummary,
  type FormError,
  type FormErrorSummaryProps,
} from './components/FormErrorSummary/FormErrorSummary';
export {
  HumanVerification,
  verificationProviders,
  type AltchaChallengeSource,
  type HumanVerificationProps,
  type VerificationProviderId,
} from './components/HumanVerification/HumanVerification';
export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterResult,
} from './components/NewsletterForm/NewsletterForm';

// Content display. RichText carries DOMPurify: it is a lazy chunk,
// `const RichText = lazy(loadRichText)`; only its props type is exported here.
export { stripHtml } from './utils/stripHtml';
export type { SnippetText } from './utils/matches';
export {
  ImageWithFallback,
  imageRatios,
  isImageUrl,
  type ImageWithFallbackProps,
} from './components/ImageWithFallback/ImageWithFallback';
export { DateText, type DateTextProps } from './components/DateText/DateText';
export { ContentCard, type ContentCardProps } from './components/ContentCard/ContentCard';
export {
  ResultList,
  type ResultListItem,
  type ResultListProps,
} from './components/ResultList/ResultList';
export { CardGrid, cardGridColumns, type CardGridProps } from './components/CardGrid/CardGrid';
export { Pagination, pageWindow, type PaginationProps } from './components/Pagination/Pagination';
export { loadRichText } from './components/RichText/load';
export type { RichTextProps } from './components/RichText/RichText';
export { Flag, flagSizes, type FlagProps } from './components/Flag/Flag';
export { THAI_COUNTRY_CODES, countryCode } from './components/Flag/countries';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  NotificationBanner,
  type NotificationBannerProps,
} from './components/NotificationBanner/NotificationBanner';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
export {
  Skeleton,
  SkeletonCard,
  SkeletonText,
  type SkeletonProps,
  type SkeletonTextProps,
} from './components/Skeleton/Skeleton';

// Light first-paint primitives (a subset of RAC Button/Link without react-aria's interaction
// stack: the home route's JS budget). Same data attributes and render props as RAC.
export {
  PressableButton,
  type PressableButtonProps,
  type PressableButtonRenderProps,
} from './primitives/PressableButton';
export { PlainLink, type PlainLinkProps, type PlainLinkRenderProps } from './primitives/PlainLink';
