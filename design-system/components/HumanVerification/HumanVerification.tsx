import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type * as AltchaWidgetModule from './altchaWidget';
import type { AltchaState, AltchaStrings, AltchaWidgetElement } from './altchaWidget';
import { loadScript } from './loadScript';
import * as styles from './HumanVerification.css';

export const verificationProviders = ['altcha', 'turnstile', 'recaptcha'] as const;
export type VerificationProviderId = (typeof verificationProviders)[number];

/**
 * Where ALTCHA challenges come from: the address of the challenge endpoint (a GET answering
 * altcha-lib's `createChallenge` JSON), or a function answering such a challenge.
 */
export type AltchaChallengeSource = string | (() => Promise<object>);

export interface HumanVerificationProps {
  /** Which check to show. @default 'altcha' */
  provider?: VerificationProviderId;
  /** ALTCHA: where its challenges come from (required with `altcha`). */
  challenge?: AltchaChallengeSource;
  /** Turnstile and reCAPTCHA: the provider's public site key (required with them). */
  siteKey?: string;
  /** A fresh token when the visitor passes; null when it expires, fails or is withdrawn. */
  onToken: (token: string | null) => void;
  /**
   * The id of a message the page shows about the check (e.g. "Complete the human verification
   * again." after the server refused a token): it describes the check's box and marks it invalid.
   */
  errorMessageId?: string;
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

const required = msg`(required)`;

/** The ALTCHA widget's texts, from our catalogs (the widget's own translations are not loaded). */
const altchaStrings = {
  label: msg`I am not a robot`,
  verifying: msg`Verifying…`,
  verified: msg`Verified`,
  error: msg`Verification failed. Try again.`,
  expired: msg`Verification expired. Try again.`,
  waitAlert: msg`Verifying… please wait.`,
  verificationRequired: msg`Verification required.`,
  loading: msg`Loading…`,
  reload: msg`Reload`,
  verify: msg`Verify`,
  cancel: msg`Cancel`,
  enterCode: msg`Enter the code`,
  enterCodeAria: msg`Enter the code you hear. Press Space to play the audio.`,
  enterCodeFromImage: msg`To continue, enter the code in the image below.`,
  getAudioChallenge: msg`Listen to the code instead`,
} satisfies Partial<Record<keyof AltchaStrings | 'cancel' | 'enterCodeFromImage', object>>;

type Problem = 'load' | 'failed' | 'expired';

const problemText: Record<Problem, MessageDescriptor> = {
  load: msg`The human verification could not be loaded. Check your connection and try again.`,
  failed: msg`The human verification could not be completed. Check your connection and try again.`,
  expired: msg`The human verification has expired. Please verify again.`,
};

/** A failure and the button that starts again (it moves focus to the check before it goes). */
function ProblemMessage({
  id,
  problem,
  onRetry,
}: {
  id: string;
  problem: Problem;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={styles.problem}>
      <p id={id} className={styles.problemText}>
        {i18n._(problemText[problem])}
      </p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {problem === 'expired' ? i18n._(msg`Verify again`) : i18n._(msg`Try again`)}
      </Button>
    </div>
  );
}

let altchaModule: Promise<typeof AltchaWidgetModule> | null = null;
const loadAltcha = () => {
  altchaModule ??= import('./altchaWidget').catch((error: unknown) => {
    altchaModule = null; // the next attempt imports again
    throw error;
  });
  return altchaModule;
};

/**
 * ALTCHA: a proof of work the visitor's browser solves, against a challenge from our own server.
 * The widget (and its stylesheet and workers) load when the check comes on screen or its form
 * gets focus.
 */
function AltchaVerification({
  challenge,
  onToken,
  errorMessageId,
}: {
  challenge: AltchaChallengeSource;
  onToken: (token: string | null) => void;
  errorMessageId?: string;
}) {
  const { i18n } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const tokenRef = useRef<string | null>(null);
  const focusWhenReady = useRef(false);
  const problemId = useId();
  const [wanted, setWanted] = useState(false);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AltchaState>('unverified');
  const [problem, setProblem] = useState<Problem | null>(null);
  const callback = useRef(onToken);
  const source = useRef(challenge);
  useEffect(() => {
    callback.current = onToken;
    source.current = challenge;
  }, [onToken, challenge]);

  // Load when the check is (nearly) on screen, or when its form gets focus.
  useEffect(() => {
    const root = rootRef.current;
    if (wanted || !root) return;
    const want = () => setWanted(true);
    const form = root.closest('form') ?? root;
    // Focus already in the form (a fresh check after a refused one, the error summary focused):
    // the visitor is on the form, so the check loads at once.
    if (form.contains(document.activeElement) && document.activeElement !== document.body) {
      queueMicrotask(want);
      return;
    }
    form.addEventListener('focusin', want);
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) want();
        },
        { rootMargin: '200px' },
      );
      observer.observe(root);
    } else {
      queueMicrotask(want);
    }
    return () => {
      form.removeEventListener('focusin', want);
      observer?.disconnect();
    };
  }, [wanted]);

  // The widget: created once loaded, removed on unmount (its token goes with it).
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let widget: AltchaWidgetElement | null = null;
    const onState = (event: Event) => {
      const { state: next, payload } = (
        event as CustomEvent<{ state: AltchaState; payload: string | null }>
      ).detail;
      setState(next);
      if (next === 'verifying' || next === 'verified') setProblem(null);
      if (next === 'error') setProblem('failed');
      if (next === 'expired') setProblem('expired');
      if (next === 'verified' && payload) {
        tokenRef.current = payload;
        callback.current(payload);
      } else if (tokenRef.current !== null) {
        tokenRef.current = null;
        callback.current(null);
      }
    };
    // A function source may change between renders: the widget asks the latest one.
    const initial = source.current;
    const fromFunction = () => {
      const current = source.current;
      return typeof current === 'function' ? current() : Promise.reject(new Error('No source'));
    };
    loadAltcha()
      .then(async (altcha) => {
        if (cancelled) return;
        altcha.setStrings(i18n.locale, stringsFor(i18n._.bind(i18n)));
        const created = await altcha.createAltchaWidget({
          language: i18n.locale,
          challenge: typeof initial === 'string' ? initial : fromFunction,
        });
        if (cancelled || !hostRef.current) return;
        widget = created;
        widget.addEventListener('statechange', onState);
        hostRef.current.replaceChildren(widget);
        widgetRef.current = widget;
        setPhase('ready');
      })
      .catch(() => {
        if (!cancelled) setPhase('failed');
      });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
      widgetRef.current = null;
      if (tokenRef.current !== null) {
        tokenRef.current = null;
        callback.current(null);
      }
    };
    // i18n is read once here; the strings follow the locale in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, attempt]);

  // The widget's texts follow the visitor's language.
  useEffect(() => {
    const widget = widgetRef.current;
    if (phase !== 'ready' || !widget) return;
    void loadAltcha().then((altcha) => {
      altcha.setStrings(i18n.locale, stringsFor(i18n._.bind(i18n)));
      widget.setAttribute('language', i18n.locale);
    });
  }, [phase, i18n, i18n.locale]);

  // The page's message about the check (and ours) describe its box.
  const checkbox = () => widgetRef.current?.querySelector<HTMLInputElement>('input[type=checkbox]');
  const describedBy = [errorMessageId, problem ? problemId : null].filter(Boolean).join(' ');
  useEffect(() => {
    const box = widgetRef.current?.querySelector<HTMLInputElement>('input[type=checkbox]');
    if (phase !== 'ready' || !box) return;
    if (describedBy) box.setAttribute('aria-describedby', describedBy);
    else box.removeAttribute('aria-describedby');
    box.setAttribute('aria-required', 'true');
    if (errorMessageId) box.setAttribute('aria-invalid', 'true');
    else box.removeAttribute('aria-invalid');
    if (focusWhenReady.current) {
      focusWhenReady.current = false;
      box.focus();
    }
  }, [phase, describedBy, errorMessageId, state]);

  const retry = () => {
    if (phase === 'failed') {
      focusWhenReady.current = true;
      setProblem(null);
      setPhase('loading');
      setAttempt((n) => n + 1);
      return;
    }
    const widget = widgetRef.current;
    if (!widget) return;
    // Focus goes to the check before this button disappears.
    checkbox()?.focus();
    setProblem(null);
    void widget.verify();
  };

  const shownProblem: Problem | null = phase === 'failed' ? 'load' : problem;
  const loading = wanted ? phase === 'loading' : true;
  return (
    <div ref={rootRef} className={styles.root} data-state={phase === 'ready' ? state : phase}>
      <div className={styles.stage}>
        {loading || phase === 'ready' ? (
          <p
            className={loading ? styles.placeholder : `${styles.placeholder} ${styles.spent}`}
            aria-hidden={loading ? undefined : true}
          >
            {i18n._(msg`Loading the human verification…`)}
          </p>
        ) : null}
        {/* The widget element goes here (React renders nothing inside). It is put in before React
            renders the ready state: hidden until then, so the placeholder and the widget never
            show together. */}
        <div
          ref={hostRef}
          className={phase === 'ready' ? styles.widget : undefined}
          hidden={phase !== 'ready'}
        />
      </div>
      <VisuallyHidden>
        <span role="status">
          {phase === 'ready' && state === 'verifying'
            ? i18n._(msg`Checking that you are a person. This takes a few seconds.`)
            : phase === 'ready' && state === 'verified'
              ? i18n._(msg`Verified. You can send the form.`)
              : ''}
        </span>
      </VisuallyHidden>
      {shownProblem ? (
        <ProblemMessage id={problemId} problem={shownProblem} onRetry={retry} />
      ) : null}
    </div>
  );
}

function stringsFor(translate: (d: MessageDescriptor) => string): AltchaStrings {
  const out = Object.fromEntries(
    Object.entries(altchaStrings).map(([key, d]) => [key, translate(d)]),
  ) as Record<keyof typeof altchaStrings, string>;
  // The check is required: its label says so, like every required field's (docs/accessibility.md). The footer
  // and its link are hidden (`hideFooter`, `hideLogo`).
  return { ...out, label: `${out.label} ${translate(required)}`, footer: '', ariaLinkLabel: '' };
}

/** Turnstile or reCAPTCHA: loads the provider's script on mount and renders its widget. */
function ExternalVerification({
  provider,
  siteKey,
  onToken,
}: {
  provider: 'turnstile' | 'recaptcha';
  siteKey: string | undefined;
  onToken: (token: string | null) => void;
}) {
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const problemId = useId();
  const callback = useRef(onToken);
  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let cleanup = () => {};
    if (!siteKey) {
      console.error(`HumanVerification: ${provider} needs its site key.`);
      queueMicrotask(() => setFailed(true));
      return;
    }
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
  }, [provider, siteKey, locale, attempt]);

  return (
    <div className={styles.root}>
      <div ref={ref} className={styles.widget} />
      {failed ? (
        <ProblemMessage
          id={problemId}
          problem="load"
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * A human-verification check for public forms, whose token the server checks on every public
 * write. `altcha` (the default) is a self-hosted proof of work: the visitor ticks "I am not a
 * robot", their browser solves a challenge from our own server (`challenge`) in a few seconds, and
 * the solution is the token; no third party, no cookie. The widget, its stylesheet and its workers
 * are files of the site (they work under a strict Content-Security-Policy) and load only when the
 * check comes on screen or its form gets focus. `turnstile` (Cloudflare) and `recaptcha` (Google
 * reCAPTCHA v2) load the provider's script when they mount; the CSP must then allow their origins.
 *
 * Every text comes from the visitor's catalog. A failure to load or to solve, and an expired
 * solution, show a message with a button to try again; a screen reader hears "checking" and
 * "verified" through a status message.
 *
 * Tokens are single-use: remount the component (change its `key`) after each submission to get
 * a new one.
 */
export function HumanVerification({
  provider = 'altcha',
  challenge,
  siteKey,
  onToken,
  errorMessageId,
}: HumanVerificationProps) {
  if (provider === 'altcha') {
    if (!challenge) throw new Error('HumanVerification: the altcha provider needs `challenge`.');
    return (
      <AltchaVerification challenge={challenge} onToken={onToken} errorMessageId={errorMessageId} />
    );
  }
  return <ExternalVerification provider={provider} siteKey={siteKey} onToken={onToken} />;
}
