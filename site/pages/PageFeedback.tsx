/**
 * "Was this page useful?" at the end of every content page (GOV.UK's page-feedback pattern, in
 * docs/behaviour.md "Page feedback"). The visitor answers Yes or No; the answer opens a short form
 * (an optional comment, the human verification, Send), which posts to the CMS's
 * `page-insights-contents` through the same public-write gate as every form (verification, rate
 * limit, idempotency key). Nothing is sent on the first click: an unverified vote would be the one
 * public write without a check.
 *
 * Focus follows the visitor: the form's heading after an answer, the question again after Cancel,
 * the thank-you heading after sending. No draft is kept: a comment belongs to the page it was
 * written on, and the form's draft key is shared by every page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, FormErrorSummary, Inline, Link, Stack } from '../../design-system';
import { pageHref } from '../cms/collections';
import { clearDraft } from '../forms/draft';
import { SubmitArea } from '../forms/FormParts';
import { LongText } from '../forms/fields';
import { pageFeedbackSpec } from '../forms/specs';
import { usePublicForm } from '../forms/usePublicForm';
import { useLocation } from '../router';
import * as styles from './PageFeedback.css';
import { useSiteLocale } from '../forms/useLocale';

export interface PageFeedbackProps {
  /** What the page shows: the collection or single type's key in the registry. */
  contentType: string;
  /** The entry's documentId (a single type's page has its own). */
  documentId?: string;
}

type Step = 'ask' | 'form';

export function PageFeedback({ contentType, documentId }: PageFeedbackProps) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const { pathname } = useLocation();
  // Before the form reads its draft: another page's unsent comment never appears here.
  useState(() => clearDraft(pageFeedbackSpec.name));
  const form = usePublicForm(pageFeedbackSpec, {
    locale,
    extra: {
      page_path: pathname.slice(0, 500),
      content_type: contentType,
      ...(documentId ? { content_document_id: documentId } : {}),
    },
  });
  const [step, setStep] = useState<Step>('ask');
  const question = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (form.status === 'success') thanks.current?.focus();
    else if (step === 'form') formHeading.current?.focus();
    else question.current?.focus();
  }, [step, form.status]);

  const answer = (useful: boolean) => {
    moved.current = true;
    form.setValue('useful', useful);
    setStep('form');
  };
  const cancel = () => {
    moved.current = true;
    form.setValue('comment', '');
    setStep('ask');
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void form.submit();
  };
  const contact = pageHref('contact', locale);
  const useful = form.values.useful === true;

  if (form.status === 'success') {
    return (
      <section className={styles.panel} aria-labelledby="page-feedback-thanks">
        <Stack gap="xs">
          <h2 id="page-feedback-thanks" ref={thanks} tabIndex={-1} className={styles.heading}>
            {t`Thank you for your feedback`}
          </h2>
          <p className={styles.muted}>
            {t`We read every answer and use it to improve the site's pages.`}
          </p>
        </Stack>
      </section>
    );
  }

  if (step === 'ask') {
    return (
      <section className={styles.panel} aria-labelledby="page-feedback-question">
        <Inline gap="md">
          <h2 id="page-feedback-question" ref={question} tabIndex={-1} className={styles.heading}>
            {t`Was this page useful?`}
          </h2>
          <Inline role="group" aria-labelledby="page-feedback-question">
            <Button variant="secondary" onPress={() => answer(true)}>
              {t`Yes`}
            </Button>
            <Button variant="secondary" onPress={() => answer(false)}>
              {t`No`}
            </Button>
          </Inline>
        </Inline>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="page-feedback-form">
      <Form onSubmit={onSubmit} aria-busy={form.isSending || undefined}>
        <Stack gap="lg">
          <Stack gap="xs">
            <h2 id="page-feedback-form" ref={formHeading} tabIndex={-1} className={styles.heading}>
              {t`Help us improve this page`}
            </h2>
            <p className={styles.muted}>
              {useful
                ? t`You answered that this page was useful.`
                : t`You answered that this page was not useful.`}
            </p>
          </Stack>
          <FormErrorSummary
            key={form.summary.key}
            errors={form.summary.errors}
            title={t`There is a problem with your form`}
          />
          <LongText
            form={form}
            name="comment"
            rows={4}
            label={
              useful ? t`What did you come to this page to do?` : t`What was missing or wrong?`
            }
            description={t`Do not write personal details such as your name, email address or ID card number. We cannot reply to this form.`}
          />
          {contact ? (
            <p className={styles.muted}>
              <Trans>
                For a question that needs an answer,{' '}
                <Link href={contact}>contact the department</Link>.
              </Trans>
            </p>
          ) : null}
          <SubmitArea form={form} />
          <div>
            <Button variant="ghost" onPress={cancel} isDisabled={form.isSending}>
              {t`Cancel`}
            </Button>
          </div>
        </Stack>
      </Form>
    </section>
  );
}
