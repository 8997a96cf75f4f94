import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack } from '../../../design-system';
import { ConsentField, FormPage } from '../../forms/FormParts';
import * as styles from '../../forms/FormParts.css';
import { ContactFields } from '../../forms/ContactFields';
import { DateInput } from '../../forms/DateInput';
import { Files, LongText, TextInput, todayIso } from '../../forms/fields';
import { EVIDENCE_MAX_FILES } from '../../../cms/src/model/forms';
import { complaintSpec } from '../../forms/specs';
import { usePublicForm } from '../../forms/usePublicForm';
import { useSiteLocale } from '../../forms/useLocale';

const successTitle = msg`Your complaint has been received`;

/** How the complainant's identity is protected (shown before the form). */
function IdentityProtection() {
  const { t } = useLingui();
  return (
    <section className={styles.notice} aria-labelledby="identity-protection">
      <Stack gap="sm">
        <h2 id="identity-protection" className={styles.heading2}>
          {t`How we protect your identity`}
        </h2>
        <ul className={styles.list}>
          <li>
            {t`You may complain anonymously. Tick "Complain anonymously" and the form neither asks for nor sends your name or contact details. We then cannot tell you the outcome, so describe what happened in as much detail as you can.`}
          </li>
          <li>
            {t`Only the officers of the department's complaint-handling unit assigned to your case read your complaint. Your identity is never disclosed to the people you complain about, and nobody is told who complained.`}
          </li>
          <li>
            {t`Complaints and evidence are kept only as long as the investigation and the official records rules require, then destroyed. Your personal data is never published or used for any other purpose.`}
          </li>
          <li>
            {t`We process your personal data under the Personal Data Protection Act B.E. 2562 (2019) to perform a task in the public interest. Complainants and witnesses are protected under the Organic Act on Anti-Corruption B.E. 2561 (2018).`}
          </li>
          <li>
            {t`You can also report corruption directly to the National Anti-Corruption Commission (NACC), hotline 1205, or to the Office of the Public Sector Anti-Corruption Commission (PACC), hotline 1206.`}
          </li>
        </ul>
      </Stack>
    </section>
  );
}

/** Corruption and misconduct complaint: `/corruption-and-Misconduct-Complaint-Form`. */
export default function ComplaintForm() {
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();
  const form = usePublicForm(complaintSpec, { locale });
  const anonymous = form.values.anonymous === true;
  const maxFiles = EVIDENCE_MAX_FILES;
  return (
    <FormPage
      form={form}
      title={t`Corruption and misconduct complaint`}
      successTitle={i18n._(successTitle)}
      intro={
        <p>
          {t`Report corruption or misconduct by an officer of the Department of International Trade Promotion. Every complaint is examined, and you may stay anonymous.`}
        </p>
      }
      aside={<IdentityProtection />}
    >
      <Stack gap="lg">
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t`About you`}</legend>
          <Stack gap="lg">
            <Checkbox
              id={form.id('anonymous')}
              name="anonymous"
              isSelected={anonymous}
              onChange={(v) => form.setValue('anonymous', v)}
              description={t`Your name and contact details will not be asked for or sent.`}
            >
              {t`Complain anonymously`}
            </Checkbox>
            {anonymous ? null : (
              <>
                <p>{t`Give your name and an email address or a phone number, so that we can tell you the outcome.`}</p>
                {/* The form rules (site/forms/specs.ts) ask for the name only when the complaint is not anonymous. */}
                <ContactFields form={form} required={['full_name']} />
              </>
            )}
          </Stack>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t`Your complaint`}</legend>
          <Stack gap="lg">
            <TextInput form={form} name="subject" label={t`Subject`} isRequired />
            <LongText
              form={form}
              name="details"
              label={t`What happened?`}
              description={t`Who did what, when and where, and how you know.`}
              isRequired
              rows={10}
            />
            <DateInput
              form={form}
              name="incident_date"
              label={t`Date of the incident`}
              max={todayIso()}
            />
            <TextInput form={form} name="incident_place" label={t`Place of the incident`} />
            <LongText
              form={form}
              name="persons_involved"
              label={t`People involved`}
              description={t`Names, positions or units, if you know them.`}
              rows={3}
            />
            <Files
              form={form}
              name="evidence"
              label={t`Evidence`}
              description={t`Documents or photos, up to ${maxFiles} files. Files are not kept if you reload the page: choose them again before sending.`}
            />
          </Stack>
        </fieldset>
        <ConsentField form={form} />
      </Stack>
    </FormPage>
  );
}
