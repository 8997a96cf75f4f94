/**
 * The inline SVG icon set (24 x 24, stroked with currentColor). Inline so icons need no request,
 * follow the text colour in every theme and in forced-colours mode.
 */
export const icons = {
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4.2-4.2'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  chevronDown: ['M6 9l6 6 6-6'],
  chevronUp: ['M6 15l6-6 6 6'],
  chevronRight: ['M9 6l6 6-6 6'],
  chevronLeft: ['M15 6l-6 6 6 6'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  sun: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
    'M12 2v2',
    'M12 20v2',
    'M4.9 4.9l1.4 1.4',
    'M17.7 17.7l1.4 1.4',
    'M2 12h2',
    'M20 12h2',
    'M4.9 19.1l1.4-1.4',
    'M17.7 6.3l1.4-1.4',
  ],
  moon: ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z'],
  monitor: ['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  arrowUp: ['M12 19V5', 'M6 11l6-6 6 6'],
  arrowRight: ['M5 12h14', 'M13 6l6 6-6 6'],
  check: ['M5 12l5 5 9-10'],
  alert: ['M12 3l10 18H2z', 'M12 10v5', 'M12 18h.01'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v6', 'M12 7.5h.01'],
  error: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M9 9l6 6', 'M15 9l-6 6'],
  success: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M8 12l3 3 5-6'],
  globe: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M3 12h18',
    'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  ],
  textSize: ['M3 19l5-14 5 14', 'M5 14h6', 'M15 19l3-8 3 8', 'M16 16.5h4'],
  home: ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5'],
  phone: [
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  ],
  mail: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'],
  mapPin: [
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z',
    'M12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  ],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5'],
  upload: ['M12 16V4', 'M7 9l5-5 5 5', 'M4 16v4h16v-4'],
  file: ['M6 3h8l4 4v14H6z', 'M14 3v4h4'],
  share: [
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M8.6 13.5l6.8 4',
    'M15.4 6.5l-6.8 4',
  ],
  cookie: [
    'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3z',
    'M8.5 11.5h.01',
    'M12 16h.01',
    'M15.5 14h.01',
  ],
  cart: [
    'M3 4h2l2.5 11h11L21 7H6.2',
    'M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
    'M18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  lock: ['M6 11h12v10H6z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  refresh: [
    'M20 11a8 8 0 0 0-14.8-4.2L4 8',
    'M4 4v4h4',
    'M4 13a8 8 0 0 0 14.8 4.2L20 16',
    'M20 20v-4h-4',
  ],
  // Social networks: simple monochrome glyphs (SocialSidebar, Footer).
  facebook: [
    'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  ],
  youtube: [
    'M4 6.5h16a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 16V8A1.5 1.5 0 0 1 4 6.5z',
    'M10 9.5l5 2.5-5 2.5z',
  ],
  line: [
    'M12 4c5 0 9 3.1 9 7s-4 7-9 7c-.8 0-1.6-.1-2.3-.2L5 20.5l1-3.6C4.2 15.6 3 13.4 3 11c0-3.9 4-7 9-7z',
    'M7.5 9v4h2',
    'M11.5 9v4',
    'M13.5 13V9l3 4V9',
  ],
  x: ['M4 4h4.5L20 20h-4.5z', 'M20 4l-6.8 7.5', 'M10.8 12.5L4 20'],
  tiktok: ['M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5', 'M14 3c.5 2.5 2.3 4.2 5 4.5'],
  instagram: [
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
    'M17.5 6.5h.01',
  ],
  image: ['M3 5h18v14H3z', 'M3 16l5-5 4 4 3-3 6 6', 'M15 9a1 1 0 1 0 2 0 1 1 0 0 0-2 0z'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
