import { describe, expect, it } from 'vitest';
import { getToken, removeToken, setToken } from '../../../site/shell/session';
import { SUMMARY_LENGTH, summaryOf } from '../../../cms/src/model/html';
import { snippet, stripHtml } from '../../../site/cms/text';

const fakeDoc = (protocol: string) => {
  const writes: string[] = [];
  let jar = '';
  return {
    writes,
    location: { protocol },
    get cookie() {
      return jar;
    },
    set cookie(v: string) {
      writes.push(v);
      const [pair] = v.split(';');
      jar = /Max-Age=0/.test(v) ? '' : pair!;
    },
  };
};

describe('session token cookie', () => {
  it('is SameSite=Lax on http and also Secure on https', () => {
    const http = fakeDoc('http:');
    setToken('a b', {}, http);
    expect(http.writes[0]).toBe('token=a%20b; Path=/; SameSite=Lax');
    expect(getToken(http)).toBe('a b');
    const https = fakeDoc('https:');
    setToken('t', { maxAgeSeconds: 3600 }, https);
    expect(https.writes[0]).toBe('token=t; Path=/; SameSite=Lax; Secure; Max-Age=3600');
  });

  it('is removed on session expiry', () => {
    const doc = fakeDoc('https:');
    setToken('t', {}, doc);
    removeToken(doc);
    expect(doc.writes[1]).toMatch(/^token=; Path=\/; SameSite=Lax; Secure; Max-Age=0/);
    expect(getToken(doc)).toBeNull();
  });

  it('works on the real document', () => {
    setToken('real');
    expect(getToken()).toBe('real');
    removeToken();
    expect(getToken()).toBeNull();
  });
});

describe('snippets from CMS markup', () => {
  it('strip tags, scripts and entities, and never split a character', () => {
    expect(
      stripHtml(
        '<p>Hi <b>there</b></p><script>alert(1)</script><img src=x onerror=alert(1)>&lt;ok&gt;',
      ),
    ).toBe('Hi there <ok>');
    expect(stripHtml(null)).toBe('');
    expect(snippet(`<p>${'ส'.repeat(300)}</p>`, 10)).toBe(`${'ส'.repeat(9)}…`);
  });

  it('the stored summary is the text of the body, at most SUMMARY_LENGTH characters', () => {
    expect(summaryOf('<h2>Rice</h2><p>Jasmine&nbsp;rice &amp; more</p>')).toBe(
      'Rice Jasmine rice & more',
    );
    expect(summaryOf('<p> </p><!-- nothing -->')).toBeNull();
    expect(summaryOf(null)).toBeNull();
    const long = summaryOf(`<p>${'ข้าว '.repeat(200)}</p>`)!;
    expect([...long]).toHaveLength(SUMMARY_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
