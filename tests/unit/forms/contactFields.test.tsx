import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupProvider } from '../../../design-system';
import { ContactFields } from '../../../site/forms/ContactFields';
import { inquirySpec } from '../../../site/forms/specs';
import { usePublicForm } from '../../../site/forms/usePublicForm';
import ComplaintForm from '../../../site/pages/forms/ComplaintForm';
import JobApplicationForm from '../../../site/pages/forms/JobApplicationForm';
import OpinionForm from '../../../site/pages/forms/OpinionForm';
import SurveyForm from '../../../site/pages/forms/SurveyForm';
import { renderWithProviders } from '../../support/render';

afterEach(() => sessionStorage.clear());

const renderPage = (ui: React.ReactElement) =>
  renderWithProviders(<PopupProvider>{ui}</PopupProvider>);

const box = (name: RegExp) => screen.getByRole('textbox', { name });

function InquiryContact() {
  const form = usePublicForm(inquirySpec, { locale: 'en' });
  return <ContactFields form={form} />;
}

describe('each form asks for the contact details its CMS form takes, within its limits', () => {
  it('inquiry: name and email required, organisation and phone optional', async () => {
    await renderPage(<InquiryContact />);
    expect(screen.getAllByRole('textbox').map((b) => b.getAttribute('autocomplete'))).toEqual([
      'name',
      'organization',
      'email',
      'tel',
    ]);
    expect(box(/full name/i)).toBeRequired();
    expect(box(/full name/i)).toHaveAttribute('maxlength', '200');
    expect(box(/organisation/i)).not.toBeRequired();
    expect(box(/organisation/i)).toHaveAttribute('maxlength', '200');
    expect(box(/email address/i)).toBeRequired();
    expect(box(/phone number/i)).not.toBeRequired();
    expect(box(/phone number/i)).toHaveAccessibleDescription(/02 507 7999/);
  });

  it('complaint: the name is marked required, the postal address is limited like the CMS', async () => {
    await renderPage(<ComplaintForm />);
    expect(box(/full name/i)).toBeRequired();
    expect(box(/email address/i)).not.toBeRequired();
    expect(box(/phone number/i)).not.toBeRequired();
    expect(box(/postal address/i)).toHaveAttribute('maxlength', '1000');
    expect(box(/subject/i)).toHaveAttribute('maxlength', '255');
    expect(box(/what happened/i)).toHaveAttribute('maxlength', '10000');
    expect(box(/place of the incident/i)).toHaveAttribute('maxlength', '255');
    expect(box(/people involved/i)).toHaveAttribute('maxlength', '2000');
  });

  it('job application: a required mobile number, no organisation or address', async () => {
    await renderPage(<JobApplicationForm jobId="abcdefghijklmnopqrstuvwx" jobTitle="Analyst" />);
    expect(box(/phone number/i)).toBeRequired();
    expect(box(/phone number/i)).toHaveAccessibleDescription(/081 234 5678/);
    expect(box(/cover letter/i)).toHaveAttribute('maxlength', '5000');
    expect(screen.queryByRole('textbox', { name: /organisation|postal address/i })).toBeNull();
  });

  it('opinion: name and email optional, the email only for a reply', async () => {
    await renderPage(<OpinionForm />);
    expect(box(/full name/i)).not.toBeRequired();
    expect(box(/email address/i)).not.toBeRequired();
    expect(box(/email address/i)).toHaveAccessibleDescription(
      /only if you would like us to reply/i,
    );
    expect(box(/your opinion/i)).toHaveAttribute('maxlength', '5000');
    expect(screen.queryByRole('textbox', { name: /phone number/i })).toBeNull();
  });

  it('survey: only an optional email address, after the comments', async () => {
    await renderPage(<SurveyForm />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.at(-1)).toBe(box(/email address/i));
    expect(box(/email address/i)).not.toBeRequired();
    expect(box(/comments/i)).toHaveAttribute('maxlength', '3000');
    expect(screen.queryByRole('textbox', { name: /full name/i })).toBeNull();
  });
});
