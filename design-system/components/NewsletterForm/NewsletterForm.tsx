import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './NewsletterForm.css';

export type NewsletterResult = 'success' | 'error';

export interface NewsletterFormProps {
  /**
   * Sends the subscription. Resolve 'success' (or nothing) when stored, 'error' when refused;
   * a rejection counts as 'error'. The site shows the success dialog or the error alert through
   * the popup API: this form only clears the field on success and keeps it on error.
   */
  onSubmit: (email: string, token: string) => Promise<NewsletterResult | void>;
  /** Called after each attempt with its outcome (and the error, for a rejection). */
  onResult?: (result: NewsletterResult, error?: unknown) => void;
  /**
   * The human-verification widget, given the callback that receives its token, e.g.
   * `(onToken) => <HumanVerification {...config} onToken={onToken} />`. It is remounted after
   * each attempt, because tokens are single-use. The button stays disabled until a token arrives.
   */
  verification: (onToken: (token: string | null) => void) => ReactNode;
  /** Heading above the form (Thai and other locales differ). @default "Newsletter" (translated) */
  heading?: ReactNode;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** A link under the form, e.g. the privacy policy for this locale. */
  policyLink?: { href: string; label: string };
  className?: string;
}

/**
 * The footer's newsletter sign-up: an email field, the human-verification widget and a submit
 * button. The button is disabled while the email is empty, until verification returns a token,
 * and while sending (it then reads "Sending..." and is `aria-disabled`, keeping focus; a status
 * message announces it), so nothing is sent twice. Success clears the field; an error keeps what the visitor typed. After
 * either, focus returns to the email field and the verification widget is reset.
 *
 * **Keyboard**: Tab to the email field, type, Tab to the verification, then to Subscribe; Enter
 * in the field submits once the button is enabled.
 */
export function NewsletterForm({
  onSubmit,
  onResult,
  verification,
  heading,
  headingLevel = 2,
  description,
  policyLink,
  className,
}: NewsletterFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Heading = `h${headingLevel}` as const;
  const canSend = email.trim() !== '' && token !== null && !sending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    if (!canSend || !token || !form.checkValidity()) return;
    setSending(true);
    let result: NewsletterResult;
    let error: unknown;
    try {
      result = (await onSubmit(email.trim(), token)) ?? 'success';
    } catch (e) {
      result = 'error';
      error = e;
    }
    setSending(false);
    setToken(null);
    setAttempt((n) => n + 1);
    if (result === 'success') setEmail('');
    // The button is disabled again (the token was used): keep focus in the form, on the field,
    // so a dialog the site opens from onResult returns focus somewhere useful.
    form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    onResult?.(result, error);
  };

  return (
    <Form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={(e) => void submit(e)}
      aria-busy={sending || undefined}
    >
      <Heading className={styles.heading}>{heading ?? t`Newsletter`}</Heading>
      {description ? <p className={styles.text}>{description}</p> : null}
      <TextField
        className={styles.email}
        label={t`Email address`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        value={email}
        onChange={setEmail}
      />
      <div key={attempt}>{verification(setToken)}</div>
      <div>
        {/* While sending, the button stays focusable but inert (aria-disabled, presses ignored),
            so focus is not lost; its new text is announced by the status below. */}
        <Button
          type="submit"
          isDisabled={!sending && !canSend}
          aria-disabled={sending || undefined}
        >
          {sending ? t`Sending...` : t`Subscribe`}
        </Button>
        <VisuallyHidden>
          <span role="status">{sending ? t`Sending...` : ''}</span>
        </VisuallyHidden>
      </div>
      {policyLink ? (
        <p className={styles.text}>
          <Link href={policyLink.href}>{policyLink.label}</Link>
        </p>
      ) : null}
    </Form>
  );
}
