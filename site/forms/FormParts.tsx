/**
 * The parts every public form page shares: the page frame, the human verification with the
 * submit button, the failure message, the success panel with the reference number, and the
 * privacy-consent checkbox. Built from the design system's primitives only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Form,
  FormErrorSummary,
  HumanVerification,
  Stack,
} from '../../design-system';
import { VERIFICATION } from '../cms/verification';
import { PageTitle } from '../pages/parts/PageTitle';
import * as styles from './FormParts.css';
import { bindField } from './fields';
import type { PublicForm } from './usePublicForm';
import { useSiteLocale } from './useLocale';

/** Heading, introduction, then either the form or (after success) the success panel. */
export function FormPage({
  title,
  intro,
  aside,
  formTitle,
  form,
  children,
  successTitle,
  headingLevel = 1,
}: {
  title: string;
  /** 2 when the form is embedded in a page that has its own h1 (the job detail page). @default 1 */
  headingLevel?: 1 | 2;
  intro: ReactNode;
  /** Extra explanation shown above the form (e.g. how a complainant is protected). */
  aside?: ReactNode;
  /** A heading of the form's own, when `aside` is a section of its own (the contact page). */
  formTitle?: string;
  form: PublicForm;
  successTitle: string;
  /** The fields. */
  children: ReactNode;
}) {
  const locale = useSiteLocale();
  return (
    <Stack gap="xl" className={styles.page}>
      {/* A form page has the breadcrumbs, h1 and document title of every page; embedded in a
          page that has its own (a job posting), the form's title is a section heading. */}
      {headingLevel === 1 ? (
        <PageTitle title={title} locale={locale}>
          <div className={styles.lead}>{intro}</div>
        </PageTitle>
      ) : (
        <Stack gap="md">
          <h2>{title}</h2>
          <div className={styles.lead}>{intro}</div>
        </Stack>
      )}
      {aside}
      {form.status === 'success' && form.reference ? (
        <SuccessPanel title={successTitle} reference={form.reference} onAgain={form.reset} />
      ) : (
        <FormBody form={form} title={formTitle}>
          {children}
        </FormBody>
      )}
    </Stack>
  );
}

function FormBody({
  form,
  title,
  children,
}: {
  form: PublicForm;
  title?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <Form
      onSubmit={onSubmit}
      aria-busy={form.isSending || undefined}
      aria-labelledby={title ? 'form-title' : undefined}
    >
      <Stack gap="lg">
        {title ? (
          <h2 id="form-title" className={styles.heading2}>
            {title}
          </h2>
        ) : null}
        <p>
          <Trans>Fields marked (required) must be filled in. Everything else is optional.</Trans>
        </p>
        <FormErrorSummary
          key={form.summary.key}
          errors={form.summary.errors}
          title={t`There is a problem with your form`}
        />
        {children}
        <SubmitArea form={form} />
      </Stack>
    </Form>
  );
}

/** Human verification, the failure message, and the submit button (disabled while sending). */
export function SubmitArea({ form }: { form: PublicForm }) {
  const { t } = useLingui();
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.status === 'failed') failureRef.current?.focus();
  }, [form.status]);
  return (
    <Stack gap="lg">
      {form.status === 'failed' ? (
        <div ref={failureRef} role="alert" tabIndex={-1} className={styles.failure}>
          <Stack gap="xs">
            <h2 className={styles.heading2}>{t`Your form was not sent`}</h2>
            <p>
              {form.failureMessage ??
                t`Something went wrong on our side or with the connection. Nothing was saved, and what you typed is still here. Please try again in a moment.`}
            </p>
          </Stack>
        </div>
      ) : null}
      <div id={form.id('verification')} className={styles.verification}>
        <Stack gap="xs">
          <HumanVerification
            key={form.verificationKey}
            provider={VERIFICATION.provider}
            challenge={VERIFICATION.challengeUrl}
            siteKey={VERIFICATION.siteKey || undefined}
            onToken={form.setToken}
            errorMessageId={form.verificationError ? form.id('verification-error') : undefined}
          />
          {form.verificationError ? (
            <p id={form.id('verification-error')} className={styles.fieldError}>
              {form.verificationError}
            </p>
          ) : null}
        </Stack>
      </div>
      <div>
        <Button id={form.id('submit')} type="submit" isPending={form.isSending}>
          {form.isSending ? t`Sending...` : t`Send`}
        </Button>
      </div>
      <p aria-live="polite" className={styles.lead}>
        {form.isSending ? t`Sending your form, please wait.` : null}
      </p>
    </Stack>
  );
}

/**
 * How long "Send another form" ignores presses after the success panel appears. The panel takes the
 * form's place as soon as the CMS answers, which can be quicker than a double click on "Send": the
 * second click could land on this button and wipe the reference number off the page (as GOV.UK's
 * buttons ignore a second click within a second).
 */
export const SEND_AGAIN_GUARD_MS = 1000;

/** Shown once the CMS has stored the form: the reference number, and a way to send another. */
function SuccessPanel({
  title,
  reference,
  onAgain,
}: {
  title: string;
  reference: string;
  onAgain: () => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLHeadingElement>(null);
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  useEffect(() => {
    shownAt.current = Date.now();
    ref.current?.focus();
  }, []);
  const again = () => {
    if (Date.now() - shownAt.current >= SEND_AGAIN_GUARD_MS) onAgain();
  };
  return (
    <section className={styles.success} aria-labelledby="form-success-title">
      <Stack gap="md">
        <h2 id="form-success-title" ref={ref} tabIndex={-1} className={styles.successHeading}>
          {title}
        </h2>
        <p>{t`We have received your form. Please keep your reference number:`}</p>
        <p className={styles.reference}>{reference}</p>
        <div>
          <Button variant="secondary" onPress={again}>
            {t`Send another form`}
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/** The privacy-notice consent every form asks for (the CMS refuses a form without it). */
export function ConsentField({ form }: { form: PublicForm }) {
  const { t } = useLingui();
  const { id, name, onBlur, isInvalid, errorMessage } = bindField(form, 'consent_privacy');
  return (
    <Checkbox
      id={id}
      name={name}
      isRequired
      isSelected={form.values[name] === true}
      onChange={(v) => form.setValue(name, v)}
      onBlur={onBlur}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      description={t`The department uses your details only to handle this form, keeps them no longer than needed for that, and never publishes them (Personal Data Protection Act B.E. 2562).`}
    >
      {t`I have read and accept the privacy notice.`}
    </Checkbox>
  );
}
