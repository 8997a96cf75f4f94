import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '../../../design-system';
import { ConsentField, FormPage } from '../../forms/FormParts';
import { ContactFields } from '../../forms/ContactFields';
import { LongText, OneOf } from '../../forms/fields';
import type { OPINION_TOPICS } from '../../../cms/src/model/forms';
import { opinionSpec } from '../../forms/specs';
import { usePublicForm } from '../../forms/usePublicForm';
import { useSiteLocale } from '../../forms/useLocale';

const successTitle = msg`Thank you for your opinion`;

/** Opinions for the department: `/opinions-for-the-ditp`. */
export default function OpinionForm() {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const form = usePublicForm(opinionSpec, { locale });
  const topics: Array<{ value: (typeof OPINION_TOPICS)[number]; label: string }> = [
    { value: 'website', label: t`This website` },
    { value: 'service', label: t`The department's services` },
    { value: 'policy', label: t`Policies and regulations` },
    { value: 'other', label: t`Other` },
  ];
  return (
    <FormPage
      form={form}
      title={t`Share your opinion with the department`}
      successTitle={i18n._(successTitle)}
      intro={
        <p>
          {t`Your opinions and suggestions help the Department of International Trade Promotion improve its services. Your name and email address are optional.`}
        </p>
      }
    >
      <Stack gap="lg">
        <ContactFields form={form} emailDescription={t`Only if you would like us to reply.`} />
        <OneOf form={form} name="topic" label={t`Topic`} isRequired options={topics} />
        <LongText form={form} name="message" label={t`Your opinion`} isRequired rows={8} />
        <ConsentField form={form} />
      </Stack>
    </FormPage>
  );
}
