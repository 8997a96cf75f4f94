import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '../../../design-system';
import { ConsentField, FormPage } from '../../forms/FormParts';
import { ContactFields } from '../../forms/ContactFields';
import { Files, LongText } from '../../forms/fields';
import { DOCUMENT_ID_RE } from '../../forms/rules';
import { jobApplicationSpec } from '../../forms/specs';
import { usePublicForm } from '../../forms/usePublicForm';
import { useSiteLocale } from '../../forms/useLocale';

export interface JobApplicationFormProps {
  /** The job opening's documentId (apply-for-works), stored as `position`. */
  jobId?: string;
  /** The job's title in the visitor's language, shown in the heading and stored as `position_title`. */
  jobTitle?: string;
  /** Same as `jobId`. */
  documentId?: string;
  /** Same as `jobTitle`. */
  title?: string;
  /**
   * 2 when embedded in the job detail page (which has the h1 and the document title); 1 when the
   * form is a page of its own. @default 2
   */
  headingLevel?: 1 | 2;
}

const successTitle = msg`Your application has been sent`;

/**
 * Job application for one opening (from `/apply-for-work/{id}`): the CV is uploaded first
 * (POST /api/attachments, with progress), then the application sends its attachment token.
 */
export default function JobApplicationForm({
  jobId,
  jobTitle,
  documentId: documentIdProp,
  title: titleProp,
  headingLevel = 2,
}: JobApplicationFormProps) {
  const documentId = jobId ?? documentIdProp ?? '';
  const title = jobTitle ?? titleProp;
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const extra: Record<string, string> = { position: documentId };
  if (title) extra.position_title = title.slice(0, 255);
  const form = usePublicForm(jobApplicationSpec, { locale, extra });
  const valid = DOCUMENT_ID_RE.test(documentId);
  const heading = title ? t`Apply for: ${title}` : t`Job application`;
  return (
    <FormPage
      form={form}
      title={heading}
      headingLevel={headingLevel}
      successTitle={i18n._(successTitle)}
      intro={
        <p>
          {t`Send your application and CV to the Department of International Trade Promotion. We contact shortlisted applicants by email or phone.`}
        </p>
      }
    >
      {valid ? null : (
        <p role="alert">{t`This job opening does not exist or is no longer open.`}</p>
      )}
      <Stack gap="lg">
        <ContactFields
          form={form}
          phoneDescription={t`For example 081 234 5678 or +66 81 234 5678.`}
        />
        <LongText form={form} name="cover_letter" label={t`Cover letter`} rows={8} />
        <Files
          form={form}
          name="cv"
          label={t`CV`}
          isRequired
          description={t`One file. It is not kept if you reload the page: choose it again before sending.`}
        />
        <ConsentField form={form} />
      </Stack>
    </FormPage>
  );
}
