import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../../router';
import { Stack } from '../../../design-system';
import { ConsentField, FormPage } from '../../forms/FormParts';
import { ContactFields } from '../../forms/ContactFields';
import { ContactDirectory } from '../ContactFacts';
import { LongText, OneOf } from '../../forms/fields';
import type { INQUIRY_TOPICS } from '../../../cms/src/model/forms';
import { inquirySpec } from '../../forms/specs';
import { usePublicForm } from '../../forms/usePublicForm';
import { useSiteLocale } from '../../forms/useLocale';

type Topic = (typeof INQUIRY_TOPICS)[number];

/**
 * `?topic=` from the services menu (advice and complaints, overseas importer lists) preselects
 * the topic. Accepts the CMS values and short forms: advice, complaint, importer-list.
 */
export function topicFromQuery(raw: string | null): Topic | undefined {
  const v = (raw ?? '').trim().toLowerCase().replace(/-/g, '_');
  const aliases: Record<string, Topic> = {
    advice: 'export_advice',
    export_advice: 'export_advice',
    complaint: 'complaint',
    complaints: 'complaint',
    importer_list: 'importer_list',
    importers: 'importer_list',
    importer: 'importer_list',
    service_request: 'service_request',
    service: 'service_request',
    other: 'other',
  };
  return aliases[v];
}

const successTitle = msg`Thank you, your message has been sent`;

/**
 * The inquiry form, on two pages: `/post/contact/contact-ditp` (`contact`: "Contact the
 * department", any topic) and `/international-trade-advice-and-complaints` (`advice`: trade
 * advice and complaints, the advice topic preselected). Same form and submission; each page has
 * its own title, heading and intro so that a visitor (and a screen reader's list of pages) can
 * tell them apart.
 */
export default function ContactForm({ purpose = 'contact' }: { purpose?: 'contact' | 'advice' }) {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const [params] = useSearchParams();
  const form = usePublicForm(inquirySpec, {
    locale,
    preset: {
      topic:
        topicFromQuery(params.get('topic')) ?? (purpose === 'advice' ? 'export_advice' : undefined),
    },
  });
  const topics: Array<{ value: Topic; label: string }> = [
    { value: 'export_advice', label: t`Advice on exporting and international trade` },
    { value: 'complaint', label: t`Complaint about international trade` },
    { value: 'importer_list', label: t`Request for a list of overseas importers` },
    { value: 'service_request', label: t`Request for a department service` },
    { value: 'other', label: t`Other` },
  ];
  return (
    <FormPage
      form={form}
      title={
        purpose === 'advice'
          ? t`International trade advice and complaints`
          : t`Contact the department`
      }
      successTitle={i18n._(successTitle)}
      aside={purpose === 'contact' ? <ContactDirectory /> : undefined}
      formTitle={purpose === 'contact' ? t`Write to us` : undefined}
      intro={
        <p>
          {purpose === 'advice'
            ? t`Ask an adviser about exporting, report a trade barrier or a dispute with an overseas buyer, or request a list of overseas importers. We answer by email, usually within 3 working days.`
            : t`Ask for trade advice, make a complaint about an international trade problem, or request a list of overseas importers. We answer by email, usually within 3 working days.`}
        </p>
      }
    >
      <Stack gap="lg">
        <ContactFields form={form} />
        <OneOf form={form} name="topic" label={t`Topic`} isRequired options={topics} />
        <LongText form={form} name="message" label={t`Your message`} isRequired rows={8} />
        <ConsentField form={form} />
      </Stack>
    </FormPage>
  );
}
