import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '../../../design-system';
import { ConsentField, FormPage } from '../../forms/FormParts';
import { Choice, LongText, TextInput } from '../../forms/fields';
import { opinionSpec, type OPINION_TOPICS } from '../../forms/specs';
import { usePublicForm } from '../../forms/usePublicForm';
import { useSiteLocale } from '../../forms/useLocale';

const successTitle = msg`Thank you for your opinion`;

/** Opinions for the department: `/opinions-for-the-ditp`. */
export default function OpinionForm() {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const form = usePublicForm(opinionSpec, { locale, successTitle });
  const topics: Array<{ id: (typeof OPINION_TOPICS)[number]; label: string }> = [
    { id: 'website', label: t`This website` },
    { id: 'service', label: t`The department's services` },
    { id: 'policy', label: t`Policies and regulations` },
    { id: 'other', label: t`Other` },
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
        <TextInput
          form={form}
          name="full_name"
          label={t`Full name`}
          autoComplete="name"
          maxLength={200}
        />
        <TextInput
          form={form}
          name="email"
          type="email"
          label={t`Email address`}
          description={t`Only if you would like us to reply.`}
          autoComplete="email"
        />
        <Choice form={form} name="topic" label={t`Topic`} isRequired options={topics} />
        <LongText
          form={form}
          name="message"
          label={t`Your opinion`}
          isRequired
          maxLength={5000}
          rows={8}
        />
        <ConsentField form={form} />
      </Stack>
    </FormPage>
  );
}
