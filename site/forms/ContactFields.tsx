/**
 * The visitor's contact details as every public form asks for them: full name, organisation,
 * email address, phone number and postal address, in that order. Only the fields the form's spec
 * has are shown (the inquiry has an organisation, the complaint an address, the survey only an
 * email address); limits come from the spec.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LongText, TextInput } from './fields';
import type { PublicForm } from './usePublicForm';

export const CONTACT_FIELDS = ['full_name', 'organization', 'email', 'phone', 'address'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactFieldsProps {
  form: PublicForm;
  /**
   * Fields marked required. @default the fields whose spec rule is required (the complaint form
   * marks the name required though the spec checks it only when the complaint is not anonymous).
   */
  required?: readonly ContactField[];
  /** Hint under the email address (e.g. that it is only needed for a reply). */
  emailDescription?: ReactNode;
  /** Hint under the phone number. @default an office-number example */
  phoneDescription?: ReactNode;
}

export function ContactFields({
  form,
  required,
  emailDescription,
  phoneDescription,
}: ContactFieldsProps) {
  const { t } = useLingui();
  const has = (field: ContactField) => form.rule(field) !== undefined;
  const isRequired = (field: ContactField) => {
    if (required) return required.includes(field);
    const rule = form.rule(field);
    return rule !== undefined && 'required' in rule && rule.required !== undefined;
  };
  return (
    <>
      {has('full_name') ? (
        <TextInput
          form={form}
          name="full_name"
          label={t`Full name`}
          isRequired={isRequired('full_name')}
          autoComplete="name"
        />
      ) : null}
      {has('organization') ? (
        <TextInput
          form={form}
          name="organization"
          label={t`Organisation`}
          description={t`Your company or organisation, if any.`}
          isRequired={isRequired('organization')}
          autoComplete="organization"
        />
      ) : null}
      {has('email') ? (
        <TextInput
          form={form}
          name="email"
          type="email"
          label={t`Email address`}
          description={emailDescription}
          isRequired={isRequired('email')}
          autoComplete="email"
        />
      ) : null}
      {has('phone') ? (
        <TextInput
          form={form}
          name="phone"
          type="tel"
          label={t`Phone number`}
          description={phoneDescription ?? t`For example 02 507 7999 or +66 2 507 7999.`}
          isRequired={isRequired('phone')}
          autoComplete="tel"
        />
      ) : null}
      {has('address') ? (
        <LongText
          form={form}
          name="address"
          label={t`Postal address`}
          isRequired={isRequired('address')}
          rows={3}
        />
      ) : null}
    </>
  );
}
