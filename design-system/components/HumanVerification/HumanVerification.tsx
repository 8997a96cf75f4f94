import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { loadScript } from './loadScript';
import * as styles from './HumanVerification.css';

export const verificationProviders = ['turnstile', 'recaptcha', 'development'] as const;
export type VerificationProviderId = (typeof verificationProviders)[number];

export interface HumanVerificationProps {
  /** Which check to show. */
  provider: VerificationProviderId;
  /** The provider's public site key (Turnstile and reCAPTCHA; ignored by `development`). */
  siteKey?: string;
  /** A fresh token when the visitor passes; null when it expires, fails or is withdrawn. */
  onToken: (token: string | null) => void;
}

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

interface WidgetOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  language?: string;
  hl?: string;
}
declare global {
  interface Window {
    turnstile?: { render(el: HTMLElement, o: WidgetOptions): string; remove(id: string): void };
    grecaptcha?: {
      ready(cb: () => void): void;
      render(el: HTMLElement, o: WidgetOptions): number;
      reset(id?: number): void;
    };
  }
}

/**
 * The site's configuration, read from Vite env by the site (never by the design system):
 *
 * - `VITE_VERIFICATION_PROVIDER`: `turnstile` | `recaptcha` | `development` (default
 *   `development`, also when unset or unknown);
 * - `VITE_TURNSTILE_SITE_KEY` / `VITE_RECAPTCHA_SITE_KEY`: the public site key of that provider.
 *
 * A production provider without its key falls back to `development`, with a console warning,
 * so a misconfigured build is visible instead of silently blocking every form.
 *
 * @example
 * const config = resolveVerificationConfig(import.meta.env);
 * <HumanVerification {...config} onToken={onToken} />
 */
export function resolveVerificationConfig(env: Record<string, string | boolean | undefined>): {
  provider: VerificationProviderId;
  siteKey?: string;
} {
  const wanted = String(env.VITE_VERIFICATION_PROVIDER ?? 'development');
  const provider = (verificationProviders as readonly string[]).includes(wanted)
    ? (wanted as VerificationProviderId)
    : 'development';
  if (provider === 'development') return { provider };
  const key = env[provider === 'turnstile' ? 'VITE_TURNSTILE_SITE_KEY' : 'VITE_RECAPTCHA_SITE_KEY'];
  if (typeof key !== 'string' || key === '') {
    console.warn(`HumanVerification: ${provider} has no site key; using the development check.`);
    return { provider: 'development' };
  }
  return { provider, siteKey: key };
}

function randomToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `dev-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Checked box -> a `dev-<random>` token. Clearly labelled: it proves nothing. */
function DevelopmentVerification({ onToken }: { onToken: (token: string | null) => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.dev}>
      <span className={styles.devBadge}>{t`Development verification — not for production`}</span>
      <Checkbox onChange={(checked) => onToken(checked ? randomToken() : null)}>
        {t`I am not a robot (development)`}
      </Checkbox>
    </div>
  );
}

/** Turnstile or reCAPTCHA: loads the provider's script on mount and renders its widget. */
function ExternalVerification({
  provider,
  siteKey,
  onToken,
}: {
  provider: 'turnstile' | 'recaptcha';
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const callback = useRef(onToken);
  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let cleanup = () => {};
    const options: WidgetOptions = {
      sitekey: siteKey,
      callback: (token) => callback.current(token),
      'expired-callback': () => callback.current(null),
      'error-callback': () => callback.current(null),
    };
    const language = locale.split('-')[0];
    const src =
      provider === 'turnstile'
        ? TURNSTILE_SCRIPT
        : `${RECAPTCHA_SCRIPT}&hl=${encodeURIComponent(language)}`;
    loadScript(src)
      .then(() => {
        if (cancelled) return;
        if (provider === 'turnstile' && window.turnstile) {
          const id = window.turnstile.render(el, { ...options, language });
          cleanup = () => window.turnstile?.remove(id);
        } else if (provider === 'recaptcha' && window.grecaptcha) {
          window.grecaptcha.ready(() => {
            if (cancelled || !window.grecaptcha) return;
            const id = window.grecaptcha.render(el, options);
            cleanup = () => {
              window.grecaptcha?.reset(id);
              el.replaceChildren();
            };
          });
        } else {
          setFailed(true);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      cleanup();
      callback.current(null);
    };
  }, [provider, siteKey, locale]);

  return (
    <div>
      <div ref={ref} className={styles.widget} />
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t`The human verification could not be loaded. Check your connection and reload the page.`}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A human-verification check for public forms. `turnstile` (Cloudflare) and `recaptcha` (Google
 * reCAPTCHA v2) load their script only when this component mounts, so pages without a form make
 * no third-party request; `development` is a clearly labelled checkbox that issues
 * `dev-<random>` tokens, for Storybook, tests and local runs (the server must reject those in
 * production). The site picks the provider with {@link resolveVerificationConfig}.
 *
 * Tokens are single-use: remount the component (change its `key`) after each submission to get
 * a new one. The production CSP must allow the provider's script and frame origins.
 */
export function HumanVerification({ provider, siteKey, onToken }: HumanVerificationProps) {
  if (provider === 'development' || !siteKey) return <DevelopmentVerification onToken={onToken} />;
  return <ExternalVerification provider={provider} siteKey={siteKey} onToken={onToken} />;
}
