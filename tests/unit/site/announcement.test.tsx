/**
 * The CMS's current announcement (`popups`) on the home page: a banner in the page's flow, once per
 * visit, dismissible and remembered (docs/behaviour.md#announcements); site/boot.ts hides a
 * server-rendered one that is not due before the app loads.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../design-system';
import type { ContentItem } from '../../../site/cms/types';
import { announcementHref } from '../../../site/pages/parts/Announcement';
import {
  ANNOUNCEMENT_ATTRIBUTE,
  ANNOUNCEMENT_HIDDEN_ATTRIBUTE,
  ANNOUNCEMENT_SEEN_KEY,
  ANNOUNCEMENTS_DISMISSED_KEY,
  DISMISSED_KEPT,
  dismissAnnouncement,
  markAnnouncementHidden,
} from '../../../site/pages/parts/announcementFlag';
import { json, queryOf } from './fakeFetch';
import { listAnswer, renderHome as renderHomeWith } from './renderHome';

vi.setConfig({ testTimeout: 30_000 });

const SURVEY = {
  id: 1,
  documentId: 'ann-survey',
  title: 'Help us improve this website',
  summary: 'Take our two-minute satisfaction survey.',
  link_url: '/survey-form',
  publish_date: '2026-11-20T03:00:00.000Z',
} as unknown as ContentItem;

let announcements: ContentItem[] | 'fail' = [SURVEY];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE);
  announcements = [SURVEY];
});
afterEach(() => vi.unstubAllGlobals());

const renderHome = (locale: Locale = 'en') =>
  renderHomeWith(locale, (call) => {
    if (!call.url.includes('/api/popups?')) return listAnswer([]);
    if (announcements === 'fail') {
      return json(500, { error: { status: 500, name: 'InternalServerError', message: 'x' } });
    }
    return listAnswer(announcements);
  });

const banner = () => screen.queryByRole('region', { name: SURVEY.title });

describe('the home page announcement', () => {
  it('shows the newest announcement as a named region with its text and link, asking for one', async () => {
    const { calls } = await renderHome();
    const region = await screen.findByRole('region', { name: SURVEY.title });
    expect(region).toHaveTextContent(SURVEY.summary as string);
    expect(screen.getByRole('link', { name: `Read more: ${SURVEY.title}` })).toHaveAttribute(
      'href',
      '/en/survey-form',
    );
    // Not a dialog: nothing is modal and focus stays where it was.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    const read = calls.find((c) => c.url.includes('/api/popups?'))!;
    const q = queryOf(read.url) as {
      pagination: { pageSize: string };
      sort: string[];
      fields: string[];
      locale: string;
    };
    expect(q.pagination.pageSize).toBe('1');
    expect(q.sort[0]).toMatch(/^publish_date:desc/);
    expect(q.locale).toBe('en');
    expect(q.fields).toEqual(expect.arrayContaining(['title', 'summary', 'link_url']));
    expect(q.fields).not.toContain('content_html');
  });

  it('is shown once per visit: the next home page of the visit has none', async () => {
    const first = await renderHome();
    await screen.findByRole('region', { name: SURVEY.title });
    expect(sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY)).toBe(SURVEY.documentId);
    first.view.unmount();
    await renderHome();
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(banner()).toBeNull();
  });

  it('a newer announcement is shown on the same visit', async () => {
    sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, 'an-older-one');
    await renderHome();
    expect(await screen.findByRole('region', { name: SURVEY.title })).toBeInTheDocument();
  });

  it('dismissing removes it, says so where focus lands, and it stays dismissed on later visits', async () => {
    const user = userEvent.setup();
    const { view } = await renderHome();
    await screen.findByRole('region', { name: SURVEY.title });
    const dismiss = screen.getByRole('button', { name: 'Dismiss announcement' });
    expect(dismiss).toHaveAccessibleDescription(SURVEY.title);
    await user.click(dismiss);
    expect(banner()).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Announcement dismissed.'),
    );
    expect(JSON.parse(localStorage.getItem(ANNOUNCEMENTS_DISMISSED_KEY)!)).toEqual([
      SURVEY.documentId,
    ]);
    view.unmount();
    sessionStorage.clear(); // a new visit
    await renderHome();
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(banner()).toBeNull();
  });

  for (const [why, answer] of [
    ['the locale has no announcement', []],
    ['the read fails', 'fail'],
  ] as const) {
    it(`shows nothing, and no error, when ${why}`, async () => {
      announcements = answer === 'fail' ? 'fail' : [];
      await renderHome('nl');
      await screen.findByRole('heading', { level: 1 });
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(screen.queryByRole('button', { name: 'Mededeling sluiten' })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }

  it('speaks the page language', async () => {
    await renderHome('th');
    expect(await screen.findByRole('button', { name: 'ปิดประกาศ' })).toBeInTheDocument();
  });
});

describe('announcement links and memory', () => {
  it('links a site path in the page locale, an http(s) address as written, and nothing else', () => {
    const at = (link_url: unknown) =>
      announcementHref({ ...SURVEY, link_url } as unknown as ContentItem, 'th');
    expect(at('/survey-form')).toBe('/th/survey-form');
    expect(at(' https://www.ditp.go.th/ ')).toBe('https://www.ditp.go.th/');
    expect(at('javascript:alert(1)')).toBeUndefined();
    expect(at('//evil.example/x')).toBeUndefined();
    expect(at('survey-form')).toBeUndefined();
    expect(at(null)).toBeUndefined();
  });

  it('keeps the newest dismissed ids only, and survives corrupt or blocked storage', () => {
    for (let i = 0; i < DISMISSED_KEPT + 5; i++) dismissAnnouncement(`a${i}`);
    const kept = JSON.parse(localStorage.getItem(ANNOUNCEMENTS_DISMISSED_KEY)!);
    expect(kept).toHaveLength(DISMISSED_KEPT);
    expect(kept.at(-1)).toBe(`a${DISMISSED_KEPT + 4}`);
    localStorage.setItem(ANNOUNCEMENTS_DISMISSED_KEY, '{not json');
    expect(() => dismissAnnouncement('x')).not.toThrow();
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      document.body.innerHTML = `<div ${ANNOUNCEMENT_ATTRIBUTE}="x"></div>`;
      markAnnouncementHidden();
      expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
    } finally {
      blocked.mockRestore();
      document.body.innerHTML = '';
    }
  });

  it('before the app loads, hides a server-rendered announcement seen this visit or dismissed', () => {
    document.body.innerHTML = `<div ${ANNOUNCEMENT_ATTRIBUTE}="ann-1"></div>`;
    markAnnouncementHidden();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
    sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, 'ann-1');
    markAnnouncementHidden();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE);
    sessionStorage.clear();
    dismissAnnouncement('ann-1');
    markAnnouncementHidden();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
    document.body.innerHTML = '';
  });
});
