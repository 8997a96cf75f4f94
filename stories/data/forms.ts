import type { DemoText } from './locale';

/** The countries of the form stories' selects, named in the story's locale. */
export const countries = (d: DemoText) => [
  { id: 'jp', label: d.countryJapan },
  { id: 'cn', label: d.countryChina },
  { id: 'de', label: d.countryGermany },
];

/** A 1 to 5 rating, the options of the form stories' radio groups. */
export const ratings = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));
