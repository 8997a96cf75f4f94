#!/usr/bin/env node
// @ts-check
/**
 * `npm run og-images`: the default link-preview cards (`og:image` of a page without an image of its
 * own, docs/behaviour.md#what-search-engines-and-link-previews-read), one per locale, written to
 * `public/images/og/default-{locale}.png` at 1200 x 630 (what Open Graph, X and LINE show large).
 * The site's mark and colour (design-system/tokens/palette.ts), the department's and the
 * ministry's names in that locale (from the catalogs), the site's address. Run it again when a
 * name's translation or the palette changes, and commit the images: they are assets, not built.
 * Needs the Thai and CJK fonts .ci/run installs; rendered by sharp (the CMS's own image library).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { root } from './lib/stack.mjs';

// sharp lives in cms/node_modules, so it is required from there; its types are the package's own
// (CommonJS entry). Not named `require`: the checker would take the call for a module import from here.
const cmsRequire = createRequire(join(root, 'cms', 'package.json'));
/** @type {typeof import('../cms/node_modules/sharp/dist/index.cjs')} */
const sharp = cmsRequire('sharp');
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../cms/src/model/locales')} */
const { LOCALES } = await jiti.import('../cms/src/model/locales.ts');
/** @type {typeof import('../design-system/tokens/palette')} */
const { palette } = await jiti.import('../design-system/tokens/palette.ts');

/** @type {typeof import('../site/shell/ogImage')} */
const { OG_IMAGE_SIZE: OG_SIZE, defaultOgImage: ogImagePath } = await jiti.import(
  '../site/shell/ogImage.ts',
);

/** A message's translation in a locale's catalogs (the source text when it has none). */
function translated(locale, message) {
  for (const part of ['messages', 'pages']) {
    const po = readFileSync(join(root, 'locales', locale, `${part}.po`), 'utf8');
    const entry = new RegExp(
      `\\nmsgid ${JSON.stringify(message)}\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"\\n`,
    ).exec(po);
    if (entry) return JSON.parse(`"${entry[1]}"`) || message;
  }
  throw new Error(`"${message}" is in no catalog of ${locale}`);
}

const xml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * Lines of about `max` characters, broken between words as the language breaks them
 * (Intl.Segmenter: Thai and Japanese write no spaces between words).
 */
function lines(text, max, locale) {
  const out = [''];
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const current = out[out.length - 1];
    if (current && (current + segment).trimEnd().length > max) out.push(segment.trimStart());
    else out[out.length - 1] = current + segment;
  }
  return out.map((line) => line.trim()).filter(Boolean);
}

function card(locale) {
  const name = translated(locale, 'Department of International Trade Promotion');
  const ministry = translated(locale, 'Ministry of Commerce');
  const wide = /^(zh|ja)$/.test(locale);
  const nameLines = lines(name, wide ? 14 : 28, locale).slice(0, 3);
  const size = wide ? 72 : 64;
  const fonts = "'Noto Sans CJK SC', 'Noto Sans CJK JP', Garuda, 'DejaVu Sans', sans-serif";
  const text = nameLines
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : size * 1.25}">${xml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_SIZE.width}" height="${OG_SIZE.height}" viewBox="0 0 ${OG_SIZE.width} ${OG_SIZE.height}">
  <rect width="100%" height="100%" fill="${palette.orange700}"/>
  <rect x="0" y="${OG_SIZE.height - 24}" width="100%" height="24" fill="${palette.orange800}"/>
  <g transform="translate(96 72) scale(4)"><rect width="32" height="32" rx="6" fill="#fff"/><path d="M8 9h7a7 7 0 0 1 0 14H8z" fill="none" stroke="${palette.orange700}" stroke-width="3"/><circle cx="24" cy="10" r="2.5" fill="${palette.orange700}"/></g>
  <text x="96" y="${300}" font-family="${fonts}" font-size="${size}" font-weight="700" fill="#fff">${text}</text>
  <text x="96" y="${300 + nameLines.length * size * 1.25 + 24}" font-family="${fonts}" font-size="36" fill="#fff">${xml(ministry)}</text>
  <text x="${OG_SIZE.width - 96}" y="120" text-anchor="end" font-family="${fonts}" font-size="32" fill="#fff">ditp.go.th</text>
</svg>`;
}

const outDir = join(root, 'public', 'images', 'og');
mkdirSync(outDir, { recursive: true });
for (const locale of LOCALES) {
  const file = join(root, 'public', ogImagePath(locale));
  const info = await sharp(Buffer.from(card(locale)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(
    `og-images: ${ogImagePath(locale)} ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`,
  );
}
