import type { CookieRecord } from '../../design-system';

/** The cookies the DITP site uses, as the site passes them to the banner and the dialog. */
export const sampleCookies: CookieRecord[] = [
  {
    name: 'token',
    path: '/',
    description: 'Keeps you signed in to your DITP account.',
    value: '',
    enabled: true,
    category: 'necessary',
  },
  {
    name: 'cookieConsent',
    path: '/',
    description: 'Remembers whether you accepted or rejected cookies.',
    value: 'accepted',
    enabled: true,
    category: 'necessary',
  },
  {
    name: '_ga',
    path: '/',
    description: 'Google Analytics: distinguishes visitors to count visits.',
    value: 'GA1.1.1234567890.1700000000',
    enabled: false,
    category: 'analytics',
  },
  {
    name: 'ds:font-size',
    path: '/',
    description: 'Remembers the text size you chose.',
    value: '16',
    enabled: false,
    category: 'preferences',
  },
];
