import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_PREFIX,
  clearDraft,
  hasDraft,
  loadDraft,
  saveDraft,
} from '../../../site/forms/draft';
import { complaintSpec, jobApplicationSpec } from '../../../site/forms/specs';

afterEach(() => sessionStorage.clear());

describe('a draft survives a reload in the same tab', () => {
  it('restores what was typed in the complaint form, whatever the locale', () => {
    const typed = {
      ...complaintSpec.initial,
      anonymous: true,
      subject: 'เรียกรับเงิน',
      details: 'รายละเอียด',
    };
    saveDraft('complaint', typed);
    // The key names the form only: /th/... and /en/... read the same draft.
    expect(Object.keys(sessionStorage)).toEqual([`${DRAFT_PREFIX}complaint`]);
    expect(loadDraft('complaint', complaintSpec.initial)).toEqual(typed);
  });

  it('never stores files or the verification token', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf');
    saveDraft('job-application', {
      ...jobApplicationSpec.initial,
      full_name: 'สมหญิง',
      cv: [cv],
      token: 'dev-123',
    });
    const raw = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}job-application`)!);
    expect(raw).not.toHaveProperty('cv');
    expect(raw).not.toHaveProperty('token');
    expect(raw.full_name).toBe('สมหญิง');
    expect(loadDraft('job-application', jobApplicationSpec.initial).cv).toEqual([]);
  });

  it('ignores unknown fields, wrong types and a broken draft', () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}complaint`,
      JSON.stringify({ subject: 42, details: 'ok', staff_notes: 'x', anonymous: 'yes' }),
    );
    const restored = loadDraft('complaint', complaintSpec.initial);
    expect(restored.subject).toBe('');
    expect(restored.details).toBe('ok');
    expect(restored.anonymous).toBe(false);
    expect(restored).not.toHaveProperty('staff_notes');
    sessionStorage.setItem(`${DRAFT_PREFIX}complaint`, '{not json');
    expect(loadDraft('complaint', complaintSpec.initial)).toEqual(complaintSpec.initial);
  });

  it('is removed after a successful submission', () => {
    saveDraft('complaint', { ...complaintSpec.initial, subject: 'x' });
    expect(hasDraft('complaint')).toBe(true);
    clearDraft('complaint');
    expect(hasDraft('complaint')).toBe(false);
  });
});
