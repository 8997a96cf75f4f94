import { describe, expect, it, vi } from 'vitest';
import {
  THAI_COUNTRY_CODES,
  countryCode,
  isImageUrl,
  pageWindow,
  stripHtml,
} from '../../design-system';
import { flagUrl } from '../../design-system/components/Flag/Flag';
import {
  acceptedTypeNames,
  isAcceptedFile,
} from '../../design-system/components/FileUpload/fileRules';

describe('a card snippet comes from CMS HTML as plain text', () => {
  it('drops tags, decodes entities and separates blocks', () => {
    expect(
      stripHtml(
        '<h2>Export&nbsp;fair</h2><p>Rice &amp; <b>fruit</b></p><ul><li>A</li><li>B</li></ul>',
      ),
    ).toBe('Export fair Rice & fruit A B');
  });

  it('never keeps script or style text and runs nothing', () => {
    const spy = vi.fn();
    (globalThis as Record<string, unknown>).__strip = spy;
    const text = stripHtml(
      '<p>Safe</p><script>__strip()</script><style>p{}</style><img src=x onerror="__strip()"><svg onload="__strip()"><text>svg</text></svg>',
    );
    expect(text).toBe('Safe');
    expect(spy).not.toHaveBeenCalled();
  });

  it('cuts long text with an ellipsis, on a word boundary when near', () => {
    const out = stripHtml('<p>Thailand exports rice, rubber and electronics to the world</p>', 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out).toBe('Thailand exports rice,…');
  });

  it('cuts Thai text without splitting a vowel or tone mark from its consonant', () => {
    const out = stripHtml('<p>กรมส่งเสริมการค้าระหว่างประเทศ</p>', 6);
    expect(out.endsWith('…')).toBe(true);
    // "กรมส่" + "…" would split ่ from ส: the cut keeps whole graphemes.
    expect(out).toBe('กรมส่…');
    expect(stripHtml('')).toBe('');
    expect(stripHtml(null)).toBe('');
  });

  it('cuts where segmenting the whole text would, with long graphemes at every length', () => {
    // The cut segments only the text's start: the same as segmenting all of it, also next to a
    // family emoji (11 code units), flags (pairs counted from the start) and stacked marks.
    const whole = (text: string, maxLength: number) => {
      if (text.length <= maxLength) return text;
      const limit = maxLength - 1;
      let cut = 0;
      for (const { index, segment } of new Intl.Segmenter(undefined, {
        granularity: 'grapheme',
      }).segment(text)) {
        if (index + segment.length > limit) break;
        cut = index + segment.length;
      }
      let head = text.slice(0, cut);
      const space = head.lastIndexOf(' ');
      if (space > limit * 0.7) head = head.slice(0, space);
      return `${head.trimEnd()}…`;
    };
    const text = 'ส่งออก 👨‍👩‍👧‍👦 ผลไม้ 🇹🇭🇳🇱🇯🇵 ที่ปรึกษา e\u0301\u0302\u0303\u0304 ข้าวหอมมะลิ '.repeat(4);
    for (let n = 2; n < text.length + 2; n++) {
      expect(stripHtml(`<p>${text}</p>`, n), `at ${n}`).toBe(whole(text.trim(), n));
    }
  });
});

describe('an image address is recognised by its extension', () => {
  it.each(['a.jpg', 'a.JPEG', '/u/b.png?x=1', 'https://cdn.example/c.WebP#f', 'd.gif', 'e.Svg'])(
    '%s is an image',
    (url) => expect(isImageUrl(url)).toBe(true),
  );
  it.each(['a.pdf', 'https://example.org/', '/uploads/jpg', 'file.jpg.exe', '', null, undefined])(
    '%s is not an image',
    (url) => expect(isImageUrl(url)).toBe(false),
  );
});

describe('a Thai country name gives its flag', () => {
  it('maps the names where DITP has offices to ISO codes', () => {
    expect(countryCode('ญี่ปุ่น')).toBe('jp');
    expect(countryCode('จีน')).toBe('cn');
    expect(countryCode('สหรัฐอเมริกา')).toBe('us');
    expect(countryCode('เยอรมนี')).toBe('de');
    expect(countryCode('เนเธอร์แลนด์')).toBe('nl');
    expect(countryCode('สหราชอาณาจักร')).toBe('gb');
    expect(countryCode('ฝรั่งเศส')).toBe('fr');
    expect(countryCode('อินเดีย')).toBe('in');
    expect(countryCode('เวียดนาม')).toBe('vn');
    expect(countryCode('สหรัฐอาหรับเอมิเรตส์')).toBe('ae');
    expect(countryCode(' ประเทศญี่ปุ่น\u200b ')).toBe('jp');
    expect(countryCode('Atlantis')).toBeNull();
    expect(new Set(Object.values(THAI_COUNTRY_CODES)).size).toBeGreaterThanOrEqual(60);
  });

  it('has a flag file for every mapped code', () => {
    for (const code of new Set(Object.values(THAI_COUNTRY_CODES))) {
      expect(flagUrl(code), code).toMatch(new RegExp(`${code}\\.svg`));
    }
  });
});

describe('pagination shows the pages around the current one', () => {
  it('keeps first and last with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('file rules', () => {
  it('accepts by extension, MIME type or wildcard, case-insensitively', () => {
    expect(isAcceptedFile({ name: 'CV.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(
      isAcceptedFile({ name: 'a.exe', type: 'application/x-msdownload' }, ['.pdf', 'image/*']),
    ).toBe(false);
    expect(acceptedTypeNames(['.pdf', 'image/jpeg', 'image/png'])).toEqual(['PDF', 'JPG', 'PNG']);
  });
});
