import { LanguageNotice, LanguageSwitcher, type Locale } from '../../design-system';
import { useLocation, useNavigate } from '../router';
import { useRouteState } from './useRouteState';
import {
  FROM_PARAM,
  NOTICE_PARAM,
  checkPathInLocale,
  readNotice,
  splitLocale,
} from './languageSwitch';

/**
 * The header's language switcher: each language links to the same page in it; choosing one checks
 * that the page exists there first and otherwise lands on that language's home with a notice
 * (docs/behaviour.md#language-switch, ./languageSwitch.ts), shown until the visitor dismisses it.
 */
export function SiteLanguageSwitcher({ locale }: { locale: Locale }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const { rest } = splitLocale(pathname);
  const notice = readNotice(search);
  // Closed again on every navigation (the new page finds the list closed).
  const [isOpen, setOpen] = useRouteState(false);

  const switchLanguage = (target: Locale) => {
    if (target === locale) return;
    void checkPathInLocale(target, `${pathname}${search}${hash}`).then((href) => navigate(href));
  };

  const dismissNotice = () => {
    const next = new URLSearchParams(search);
    next.delete(NOTICE_PARAM);
    next.delete(FROM_PARAM);
    const qs = next.toString();
    void navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };

  return (
    <LanguageSwitcher
      current={locale}
      isOpen={isOpen}
      onOpenChange={setOpen}
      hrefFor={(l) => `/${l}${rest}`}
      onSelect={switchLanguage}
      notice={
        notice.unavailable ? <LanguageNotice locale={locale} onDismiss={dismissNotice} /> : null
      }
    />
  );
}
