import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useHref, useLocation, useNavigate, useParams } from 'react-router';
import {
  DesignSystemProvider,
  FontSizeControl,
  Inline,
  SkipLink,
  ThemeToggle,
  isLocale,
  useColorMode,
  useFontScale,
  type Locale,
} from '../../design-system';
import { activateLocale, i18n } from '../i18n/i18n';
import { rememberLocale, storedLocale } from '../i18n/localePreference';
import * as styles from './Layout.css';

/** The page frame: skip link, header with the display controls, main landmark, footer. */
function Frame() {
  const { t } = useLingui();
  const colorMode = useColorMode();
  const font = useFontScale();
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={font.isEnlarged ? styles.containerWide : styles.container}>
          <Inline justifyContent="space-between" gap="md" paddingY="sm">
            <a className={styles.brand} href="./">
              {t`Department of International Trade Promotion`}
            </a>
            <Inline gap="sm">
              <FontSizeControl
                size={font.size}
                canIncrease={font.canIncrease}
                canDecrease={font.canDecrease}
                onIncrease={font.increase}
                onDecrease={font.decrease}
                onReset={font.reset}
              />
              <ThemeToggle value={colorMode.preference} onChange={colorMode.setPreference} />
            </Inline>
          </Inline>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <Outlet />
        </div>
      </main>
      <footer className={styles.footer}>
        <div className={styles.container}>
          <p>{t`© 2023 Department of International Trade Promotion, Ministry of Commerce`}</p>
        </div>
      </footer>
    </>
  );
}

/** Everything under `/:locale`: activates the locale's messages and the design system. */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const valid = isLocale(locale);
  const [activeLocale, setActiveLocale] = useState<Locale | null>(
    valid && i18n.locale === locale ? locale : null,
  );

  useEffect(() => {
    if (!valid) return;
    let current = true;
    // Keep showing the previous language until the new catalog has loaded (no untranslated flash).
    void activateLocale(locale).then(() => {
      if (!current) return;
      setActiveLocale(locale);
      document.documentElement.lang = locale;
      rememberLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [locale, valid]);

  if (!valid) {
    return <Navigate replace to={`/${storedLocale()}${pathname}${search}${hash}`} />;
  }
  if (!activeLocale) return null;
  return (
    <DesignSystemProvider
      i18n={i18n}
      locale={activeLocale}
      navigate={(to) => void navigate(to)}
      useHref={useHref}
    >
      <Frame />
    </DesignSystemProvider>
  );
}
