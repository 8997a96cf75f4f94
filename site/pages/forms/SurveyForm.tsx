import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '../../../design-system';
import { FormPage } from '../../forms/FormParts';
import { ContactFields } from '../../forms/ContactFields';
import { LongText, OneOf, Rating } from '../../forms/fields';
import type { VISITOR_TYPES } from '../../../cms/src/model/forms';
import { surveySpec } from '../../forms/specs';
import { usePublicForm } from '../../forms/usePublicForm';
import { useSiteLocale } from '../../forms/useLocale';

const successTitle = msg`Thank you for answering the survey`;

/** Satisfaction survey: `/survey-form`. */
export default function SurveyForm() {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const form = usePublicForm(surveySpec, { locale });
  const scale = [
    { value: '1', label: t`1 – Very dissatisfied` },
    { value: '2', label: t`2 – Dissatisfied` },
    { value: '3', label: t`3 – Neutral` },
    { value: '4', label: t`4 – Satisfied` },
    { value: '5', label: t`5 – Very satisfied` },
  ];
  const visitorTypes: Array<{ value: (typeof VISITOR_TYPES)[number]; label: string }> = [
    { value: 'exporter', label: t`Exporter` },
    { value: 'importer', label: t`Importer` },
    { value: 'entrepreneur', label: t`Entrepreneur or business owner` },
    { value: 'student', label: t`Student or researcher` },
    { value: 'government', label: t`Government officer` },
    { value: 'public', label: t`Member of the public` },
    { value: 'other', label: t`Other` },
  ];
  return (
    <FormPage
      form={form}
      title={t`Website satisfaction survey`}
      successTitle={i18n._(successTitle)}
      intro={
        <p>
          {t`Tell us how well this website serves you. The survey takes about two minutes and is anonymous unless you give your email address.`}
        </p>
      }
    >
      <Stack gap="lg">
        <Rating
          form={form}
          name="overall_satisfaction"
          label={t`Overall, how satisfied are you with the website?`}
          isRequired
          options={scale}
        />
        <Rating
          form={form}
          name="ease_of_finding"
          label={t`How easy was it to find what you needed?`}
          isRequired
          options={scale}
        />
        <Rating
          form={form}
          name="content_usefulness"
          label={t`How useful was the information?`}
          isRequired
          options={scale}
        />
        <Rating
          form={form}
          name="service_speed"
          label={t`How satisfied are you with the speed of our service?`}
          options={scale}
        />
        <OneOf
          form={form}
          name="visitor_type"
          label={t`Which best describes you?`}
          options={visitorTypes}
        />
        <LongText form={form} name="comments" label={t`Comments and suggestions`} />
        <ContactFields form={form} emailDescription={t`Only if you would like us to reply.`} />
      </Stack>
    </FormPage>
  );
}
