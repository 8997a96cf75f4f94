/**
 * Search snippets (cms/src/model/html.ts matchSnippet): the text around the match, the matches as
 * separate pieces for `<mark>`, never longer than asked, Thai and emoji never split.
 */
import { describe, expect, it } from 'vitest';
import { matchSnippet } from '../../cms/src/model/html';

const long = (words: number, word = 'lorem') =>
  Array.from({ length: words }, (_, i) => `${word}${i}`).join(' ');

describe('matchSnippet', () => {
  it('cuts around the first match, deep in the text, and marks every occurrence in the window', () => {
    const text = `${long(200)} Export of durian to China grew; durian exporters ${long(200, 'ipsum')}`;
    const pieces = matchSnippet(text, 'DURIAN', 160);
    const joined = pieces.join('');
    expect(Array.from(joined).length).toBeLessThanOrEqual(160);
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(pieces.filter((_, i) => i % 2 === 1)).toEqual(['durian', 'durian']);
    expect(joined).toContain('Export of durian to China grew; durian exporters');
  });

  it('finds Thai text without spaces and never splits a character', () => {
    const text = `${'ข้อมูลการค้า'.repeat(40)}ทุเรียนส่งออก${'ตลาดจีน'.repeat(40)}😀`;
    const pieces = matchSnippet(text, 'ทุเรียน', 60);
    expect(pieces[1]).toBe('ทุเรียน');
    const joined = pieces.join('');
    expect(Array.from(joined).length).toBeLessThanOrEqual(60);
    expect(joined).not.toMatch(/\uFFFD/);
  });

  it('is the start of the text, unmarked, when the query is not in it', () => {
    expect(matchSnippet('Trade fairs in Bangkok', 'durian')).toEqual(['Trade fairs in Bangkok']);
    expect(matchSnippet(long(100), 'zzz', 50)).toHaveLength(1);
    expect(Array.from(matchSnippet(long(100), 'zzz', 50)[0]!).length).toBeLessThanOrEqual(50);
    expect(matchSnippet('', 'x')).toEqual([]);
  });

  it('treats the query as text, not a pattern', () => {
    expect(matchSnippet('Duty (5%) and more', '(5%)')).toEqual(['Duty ', '(5%)', ' and more']);
    expect(matchSnippet('a.b and a*b', 'a*b')).toEqual(['a.b and ', 'a*b', '']);
  });

  it('a short text with the match at the start needs no ellipsis', () => {
    expect(matchSnippet('Rice exports rise', 'rice')).toEqual(['', 'Rice', ' exports rise']);
    // substring matches, as the search makes them
    expect(matchSnippet('Rice prices', 'rice')).toEqual(['', 'Rice', ' p', 'rice', 's']);
  });
});
