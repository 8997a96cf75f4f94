import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_PREFIX,
  KEY_PREFIX,
  clearDraft,
  hasDraft,
  idempotencyKey,
  loadDraft,
  newUuid,
  renewIdempotencyKey,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the idempotency key of a form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one UUID per form, kept beside the draft until the form is sent', () => {
    const key = idempotencyKey('opinion');
    expect(key).toMatch(UUID);
    expect(sessionStorage.getItem(`${KEY_PREFIX}opinion`)).toBe(key);
    expect(idempotencyKey('opinion')).toBe(key); // a retry sends it again
    expect(idempotencyKey('survey')).not.toBe(key);
    // Clearing the draft after a success does not reuse the key: the form renews it.
    clearDraft('opinion');
    const next = renewIdempotencyKey('opinion');
    expect(next).toMatch(UUID);
    expect(next).not.toBe(key);
    expect(idempotencyKey('opinion')).toBe(next);
  });

  it("is shared with a duplicated tab (which copies the tab's storage)", () => {
    const theirs = '2f0e8c4a-6b1d-4e3f-9a7b-5c2d1e0f4a3b';
    sessionStorage.setItem(`${KEY_PREFIX}complaint`, theirs);
    expect(idempotencyKey('complaint')).toBe(theirs);
    sessionStorage.setItem(`${KEY_PREFIX}complaint`, 'not-a-uuid');
    expect(idempotencyKey('complaint')).toBe(theirs); // a tampered key is not sent
  });

  it('stays the same for the page when storage is disabled', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    });
    const key = idempotencyKey('inquiry');
    expect(key).toMatch(UUID);
    expect(idempotencyKey('inquiry')).toBe(key);
  });

  it('is a version 4 UUID even where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
