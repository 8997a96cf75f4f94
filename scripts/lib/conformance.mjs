// @ts-check
/**
 * The accessibility conformance report (ACR): every WCAG 2.2 level A and AA success criterion with
 * its status on the public site and its design system, how it is tested and the evidence in this
 * repository. `npm run conformance` writes docs/conformance.md from it; `npm run a11y:report`
 * puts the same table in reports/a11y/index.html and writes reports/a11y/conformance.md.
 *
 * WCAG 2.2 has 32 level A criteria (4.1.1 Parsing included: WCAG 2.2 marks it obsolete and
 * removed, so it is listed as 'not applicable') and 24 level AA criteria: 56 in all.
 *
 * A status is a judgement of what the repository shows, not of what is hoped: change it together
 * with the test, the docs/accessibility.md entry or the fix that justifies it.
 */

/** @typedef {'A' | 'AA'} Level */
/** @typedef {'supports' | 'partially supports' | 'does not support' | 'not applicable'} Status */
/** @typedef {'automated' | 'scripted' | 'manual'} Method */
/**
 * @typedef {object} Criterion
 * @property {string} id          success criterion number, e.g. '1.1.1'
 * @property {string} name        its name in WCAG 2.2
 * @property {Level} level
 * @property {Status} status
 * @property {Method[]} methods   how it is tested (see METHODS)
 * @property {string[]} evidence  repository-relative paths of tests, docs and source
 * @property {string} remarks     what the site does and, short of 'supports', what is missing
 */

/** The day the statuses below were last reviewed (a constant, so the generated doc is stable). */
export const REVIEWED = '2026-11-30';

/** @type {Status[]} */
export const STATUSES = ['supports', 'partially supports', 'does not support', 'not applicable'];

/** @type {Record<Status, string>} */
export const STATUS_MEANING = {
  supports: 'the site meets the criterion, and a test or a documented manual check says so',
  'partially supports': 'some content or situations do not meet it yet; the remarks say which',
  'does not support': 'most of what the criterion covers does not meet it',
  'not applicable': 'the site has no content the criterion applies to; the remarks say why',
};

/** @type {Record<Method, string>} */
export const METHODS = {
  automated:
    'a rule engine: axe-core on every component in jsdom, on every story in Chromium and on every page type of the built site, and HTML_CodeSniffer (WCAG2AA) on every page type and form state of the built site (`npm test`, `npm run a11y:report`)',
  scripted:
    'a purpose-written check: a unit, browser or end-to-end test, or a check of the report (reflow, keyboard, keyboard crawl), that fails when the behaviour breaks',
  manual:
    'a person, with the release checklist in docs/accessibility.md (results recorded in the release notes, not in this repository)',
};

const PRINCIPLES = {
  1: 'Perceivable',
  2: 'Operable',
  3: 'Understandable',
  4: 'Robust',
};

// Evidence used by many criteria.
const DOC = 'docs/accessibility.md';
const REPORT = 'scripts/a11y-report.mjs';
const CHECKS = 'scripts/lib/pagechecks.mjs';
const ROUTES = 'tests/e2e/routes.mjs';
const AXE_E2E = 'tests/e2e/site.axe.e2e.mjs';
const STORYBOOK = '.storybook/preview.tsx';
const SEED = 'cms/src/seed/data.ts';
const SANITIZE = 'design-system/components/RichText/sanitize.ts';

const MEDIA_NA =
  'The site and its seeded CMS content carry no audio or video (YouTube is only linked from the social bar); CMS rich text drops frames and embeds, though an editor could still add a video or audio element.';

/** @type {Criterion[]} */
export const CRITERIA = [
  // 1 Perceivable ------------------------------------------------------------------------------
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'manual'],
    evidence: [REPORT, 'tests/unit/components/content.test.tsx', DOC],
    remarks:
      'axe checks that every image, SVG and icon-only control has a text alternative on every story and page type. Whether CMS alt text is meaningful rests on the editors’ release checklist.',
  },
  {
    id: '1.2.1',
    name: 'Audio-only and Video-only (Prerecorded)',
    level: 'A',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [SEED, SANITIZE, DOC],
    remarks: `${MEDIA_NA} The editors’ checklist asks for a transcript with any audio or video added later.`,
  },
  {
    id: '1.2.2',
    name: 'Captions (Prerecorded)',
    level: 'A',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [SEED, SANITIZE, DOC],
    remarks: `${MEDIA_NA} The editors’ checklist asks for captions with any video added later.`,
  },
  {
    id: '1.2.3',
    name: 'Audio Description or Media Alternative (Prerecorded)',
    level: 'A',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [SEED, SANITIZE],
    remarks: MEDIA_NA,
  },
  {
    id: '1.2.4',
    name: 'Captions (Live)',
    level: 'AA',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [SEED, SANITIZE],
    remarks: 'The site streams no live audio or video.',
  },
  {
    id: '1.2.5',
    name: 'Audio Description (Prerecorded)',
    level: 'AA',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [SEED, SANITIZE],
    remarks: MEDIA_NA,
  },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: [
      REPORT,
      'tests/unit/components/forms.test.tsx',
      'tests/browser/RichText.browser.test.tsx',
      DOC,
    ],
    remarks:
      'Landmarks, headings, lists, tables and form labels are real markup, checked by axe everywhere; unit tests read fields by their labels and descriptions, and wide CMS tables are labelled. Heading order and landmarks are also walked with screen readers on the release checklist.',
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    status: 'supports',
    methods: ['manual'],
    evidence: [DOC],
    remarks:
      'The DOM order is the reading order (no CSS reordering of content); axe cannot judge sequence, so this rests on the screen-reader walk-through of the release checklist.',
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    status: 'supports',
    methods: ['manual'],
    evidence: [DOC],
    remarks:
      'Instructions name fields and buttons by their labels, not by shape, position or sound; this rests on the release checklist.',
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    status: 'supports',
    methods: ['scripted'],
    evidence: [REPORT, ROUTES],
    remarks:
      'Nothing locks the orientation; the report loads every page type in a portrait phone viewport (375 px) and a landscape one (1280 x 800).',
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    status: 'supports',
    methods: ['automated', 'scripted'],
    evidence: ['tests/unit/forms/contactFields.test.tsx', 'tests/unit/components/forms.test.tsx'],
    remarks:
      'The contact fields of the five forms and the newsletter’s e-mail field carry their autocomplete tokens, asserted by unit tests; axe checks the tokens are valid.',
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: ['tests/browser/ForcedColors.browser.test.tsx', REPORT, DOC],
    remarks:
      'Links in text are told apart by more than colour (axe), and selected states stay visible in forced colours, where colour is gone (browser test); the rest rests on the release checklist.',
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    status: 'not applicable',
    methods: ['automated'],
    evidence: [REPORT, SEED],
    remarks: 'Nothing on the site plays sound; axe would flag autoplaying audio.',
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    status: 'supports',
    methods: ['automated', 'scripted'],
    evidence: ['tests/unit/themes.test.ts', 'design-system/themes/colors.ts', REPORT],
    remarks:
      'Every text and background pair of the day and night themes is computed from the tokens to reach 4.5:1 (3:1 for large text), and axe measures contrast on every story and page type. Text over images is reported for a person to review.',
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/browser/SocialSidebar.browser.test.tsx',
      'tests/browser/BackToTopPlacement.browser.test.tsx',
      'tests/browser/CardTitle.browser.test.tsx',
      'tests/unit/fontScale.test.ts',
      DOC,
    ],
    remarks:
      'Text sizes follow the browser and the site’s own 14 to 18 px control without clipping (browser tests, 200 % zoom on the release checklist). The social bar keeps a strip of its own, and the back-to-top button floats only in a free gutter beside the content (otherwise it ends the content in the page flow), also at 32 px text.',
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    status: 'supports',
    methods: ['manual'],
    evidence: ['design-system/components/Header/Header.tsx', DOC],
    remarks:
      'Headings, navigation and buttons are real text in the Noto Sans Thai web font; images uploaded by editors are content images, reviewed on the release checklist.',
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [CHECKS, REPORT, 'tests/browser/HeaderScrollPadding.browser.test.tsx', DOC],
    remarks:
      'The report fails any page type that scrolls sideways at 320 px, or breaks a word across two lines, in any of the five locales (a Dutch compound wider than a whole line may break where `hyphens: auto` is set; where a browser with a Dutch dictionary puts the hyphen is checked by hand), and the header stops sticking on short viewports (320 x 256); 400 % zoom is on the release checklist.',
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: ['tests/unit/themes.test.ts', 'tests/browser/ForcedColors.browser.test.tsx', DOC],
    remarks:
      'Boundary, focus-ring and control colours reach 3:1 in both themes (computed from the tokens), and controls keep their borders in forced colours.',
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: ['tests/browser/CardTitle.browser.test.tsx', REPORT, DOC],
    remarks:
      'Card titles keep their whole text with the WCAG text-spacing override (browser test), axe rejects inline spacing that would block it, and the override is applied to whole pages on the release checklist.',
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/unit/components/LanguageSwitcher.test.tsx',
      'tests/unit/components/MegaMenu.test.tsx',
      DOC,
    ],
    remarks:
      'Nothing appears on hover alone: menus, the language list and the search panel open on a press, stay while pointed at and close with Escape (unit tests).',
  },

  // 2 Operable ---------------------------------------------------------------------------------
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: [
      CHECKS,
      'tests/unit/components/Header.test.tsx',
      'tests/unit/a11y/dropZone.test.tsx',
      'stories/MegaMenu.stories.tsx',
      DOC,
    ],
    remarks:
      'The report walks every Tab stop of every page type and opens each header toggle with Enter; component keyboard flows are tested in unit tests and story play functions; the release checklist covers the rest by keyboard only.',
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/unit/components/Header.test.tsx',
      'tests/unit/components/popup.test.tsx',
      DOC,
    ],
    remarks:
      'Only modal dialogs and the mobile drawer hold focus, and each closes with Escape and gives focus back (unit tests); the rest rests on the keyboard-only release checklist.',
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [
      'design-system/components/MegaMenu/MegaMenu.tsx',
      'design-system/components/SearchField/SearchField.tsx',
    ],
    remarks:
      'The site defines no single-character shortcuts; its key handlers answer Escape, arrows, Enter and Space only.',
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/a11y/newsletterConfirmation.test.tsx',
      'tests/unit/components/popup.test.tsx',
      'tests/unit/constants.test.ts',
      'tests/browser/HumanVerification.browser.test.tsx',
      'site/forms/draft.ts',
    ],
    remarks:
      'The site’s confirmations and errors stay until the visitor closes them; a design-system pop-up without a button closes itself after 20 seconds at the soonest, paused while pointed at or focused; an expired human-verification challenge asks again without losing what was typed, and form drafts survive a reload.',
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'manual'],
    evidence: ['design-system/themes/global.css.ts', REPORT, DOC],
    remarks:
      'There are no carousels or auto-updating content; the only motion is loading indicators while a page loads, and reduced motion is honoured (release checklist). axe rejects blink and marquee.',
  },
  {
    id: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    status: 'supports',
    methods: ['manual'],
    evidence: ['design-system/themes/global.css.ts', DOC],
    remarks:
      'Nothing flashes: animations are fades, slides and a progress bar; this rests on the release checklist.',
  },
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted'],
    evidence: [CHECKS, 'stories/SkipLink.stories.tsx', REPORT],
    remarks:
      'The first Tab on every page type lands on a visible skip link and Enter moves focus to main (report keyboard check); axe checks the landmarks.',
  },
  {
    id: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted'],
    evidence: [
      'tests/unit/a11y/pageTitles.test.tsx',
      'tests/unit/a11y/routeFocus.test.tsx',
      'tests/e2e/site.links.e2e.mjs',
      REPORT,
    ],
    remarks:
      'Every page has a title naming the page and the site, and each locale home has a full title (unit test, axe); the crawl of every menu and footer page in th and en fails when two pages share a title or an h1.',
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/unit/a11y/routeFocus.test.tsx',
      CHECKS,
      'tests/unit/components/popup.test.tsx',
      DOC,
    ],
    remarks:
      'After a client-side navigation, Back or Forward, focus moves to the new h1; dialogs and menus return focus to their trigger (tests); the Tab order is walked on the release checklist.',
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: ['tests/unit/a11y/surveySummary.test.tsx', REPORT, DOC],
    remarks:
      'Every link has a name (axe), and the error summary’s links name their question (unit test); link texts written by editors rest on the release checklist.',
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    status: 'supports',
    methods: ['scripted'],
    evidence: ['tests/e2e/site.search.e2e.mjs', 'site/pages/Sitemap.tsx', ROUTES],
    remarks:
      'Every page is reached through the menus, the site search (tested end to end) and the sitemap page (a page type of the report).',
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/unit/components/forms.test.tsx',
      'tests/unit/a11y/dropZone.test.tsx',
      'tests/unit/a11y/pageTitles.test.tsx',
      DOC,
    ],
    remarks:
      'Fields are read with their labels and descriptions and every page has one h1 (tests); heading wording in CMS content rests on the release checklist.',
  },
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      CHECKS,
      'tests/unit/components/primitives.test.tsx',
      'tests/browser/ForcedColors.browser.test.tsx',
      DOC,
    ],
    remarks:
      'The keyboard crawl fails a Tab stop without an outline or shadow on every page type, and the focus ring survives forced colours (browser test).',
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      CHECKS,
      'tests/e2e/pagechecks.e2e.mjs',
      'tests/browser/KeepFocusClear.browser.test.tsx',
      'tests/browser/HeaderScrollPadding.browser.test.tsx',
      'tests/unit/a11y/cookieBannerWiring.test.tsx',
      'tests/e2e/site.consent.e2e.mjs',
    ],
    remarks:
      'Scroll padding keeps focus clear of the sticky header, the cookie banner and the back-to-top button; a header taller than a fifth of the screen scrolls away instead of sticking. The keyboard crawl checks every stop of every page type with the banner showing in Thai at 1280 px (16 px text) and 320 px (18 px), in English at 768 px (14 px), and at 768, 375 and 320 px (18 px) in Chinese, Japanese and Dutch: none is covered. The banner is first in the page after the skip link: without JavaScript, where nothing measures it to reserve room for it, it sits in the page flow at the top, above the header, and its two choices post a form; with JavaScript it is fixed at the bottom of the screen over a band the page keeps free for it, and a control the browser leaves reaching into that band is scrolled clear.',
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    status: 'not applicable',
    methods: ['manual'],
    evidence: ['design-system/components/MobileNav/MobileNav.tsx', DOC],
    remarks:
      'No function needs a path-based or multipoint gesture: everything works with a single tap or click.',
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/components/primitives.test.tsx',
      'design-system/primitives/interaction.ts',
    ],
    remarks:
      'Buttons and links act on pointer up (react-aria press events), so a press can be abandoned by moving away; the pressed state is tested.',
  },
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'manual'],
    evidence: [REPORT, DOC],
    remarks:
      'axe checks that accessible names contain the visible label on every story and page type; icon-only buttons are named in the page’s language.',
  },
  {
    id: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    status: 'not applicable',
    methods: ['manual'],
    evidence: [DOC],
    remarks: 'Nothing responds to shaking or tilting the device.',
  },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/a11y/dropZone.test.tsx',
      'tests/unit/components/forms.test.tsx',
      'design-system/components/FileUpload/FileUpload.tsx',
    ],
    remarks:
      'The only drag is dropping a file on an upload field, which also has a “Choose file” button (unit tests); nothing else drags.',
  },
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    status: 'supports',
    methods: ['manual'],
    evidence: [
      'design-system/components/Button/Button.css.ts',
      'design-system/components/IconButton/IconButton.css.ts',
      'design-system/components/Checkbox/Checkbox.css.ts',
      DOC,
    ],
    remarks:
      'Buttons and icon buttons are at least 44 px and checkboxes 24 px at the default text size. axe’s target-size rule is not switched on in the report, so this rests on the release checklist.',
  },

  // 3 Understandable ---------------------------------------------------------------------------
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted'],
    evidence: ['tests/e2e/site.language.e2e.mjs', 'tests/unit/site/i18n.test.ts', REPORT],
    remarks:
      'The html lang follows the page’s locale (th, en, zh, ja, nl), tested end to end; axe checks it is present and valid on all five locales.',
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: ['tests/unit/components/LanguageSwitcher.test.tsx', REPORT, DOC],
    remarks:
      'Each language name in the switcher carries its own lang (unit test; axe checks lang values); pronunciation is checked with screen readers on the release checklist.',
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    status: 'supports',
    methods: ['manual'],
    evidence: ['design-system/primitives/interaction.ts', DOC],
    remarks:
      'Focus alone never opens, submits or navigates: menus, dialogs and the language list open on a press. This rests on the keyboard-only release checklist.',
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/unit/components/LanguageSwitcher.test.tsx',
      'tests/unit/components/forms.test.tsx',
      DOC,
    ],
    remarks:
      'Choosing an option or typing never submits or changes page: the language switch acts when a language is pressed, forms send with their button.',
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/browser/Shell.browser.test.tsx',
      'site/shell/LocaleLayout.tsx',
      'docs/behaviour.md',
    ],
    remarks:
      'Every page is rendered in the same shell (skip link, header, menus, footer) in the same order, whatever the page type.',
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: ['tests/browser/Shell.browser.test.tsx', 'locales/en/messages.po', DOC],
    remarks:
      'Controls come from one design system with one translated name each (one message catalogue per locale), so the same function is named the same on every page.',
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/components/Footer.test.tsx',
      'design-system/components/Footer/Footer.tsx',
      'site/pages/Login.tsx',
    ],
    remarks:
      'The footer of every page gives the address, phone and the 1169 hotline in the same place (unit test); the sign-in page points to the contact form and the hotline.',
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/components/forms.test.tsx',
      'tests/unit/a11y/surveySummary.test.tsx',
      'tests/browser/HumanVerification.browser.test.tsx',
      'tests/e2e/forms.failures.e2e.mjs',
    ],
    remarks:
      'Errors are shown in text on the field, linked from an error summary that names each question, including the human-verification check (unit, browser and end-to-end tests).',
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted'],
    evidence: [
      'tests/unit/components/forms.test.tsx',
      'tests/unit/forms/contactFields.test.tsx',
      REPORT,
    ],
    remarks:
      'Every field has a visible label, its required state and limits (characters left, file types and sizes); axe checks labels everywhere.',
  },
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/components/forms.test.tsx',
      'tests/unit/forms/validation.test.ts',
      'tests/e2e/forms.failures.e2e.mjs',
    ],
    remarks:
      'Error messages say what is expected (a required field, an e-mail address, the allowed file types and size) in the page’s language.',
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    status: 'not applicable',
    methods: ['manual'],
    evidence: ['site/forms/specs.ts', 'site/pages/Login.tsx'],
    remarks:
      'The site takes no legal commitments or payments and has no account data to change: its forms send enquiries, opinions, complaints and job applications.',
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/unit/forms/draft.test.ts',
      'site/forms/draft.ts',
      'tests/unit/components/forms.test.tsx',
    ],
    remarks:
      'Forms are one step; what was typed survives a reload, a language switch and a failed send (draft and unit tests), only chosen files must be picked again.',
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    status: 'supports',
    methods: ['scripted'],
    evidence: [
      'tests/browser/HumanVerification.browser.test.tsx',
      'docs/human-verification.md',
      'site/pages/Login.tsx',
    ],
    remarks:
      'There is no sign-in yet; the human verification is a checkbox the browser answers with a proof of work, no puzzle to solve (browser test with the keyboard).',
  },

  // 4 Robust -----------------------------------------------------------------------------------
  {
    id: '4.1.1',
    name: 'Parsing',
    level: 'A',
    status: 'not applicable',
    methods: [],
    evidence: [],
    remarks:
      'WCAG 2.2 removed this criterion as obsolete (it is always satisfied); duplicate ids that matter to assistive technology fall under 4.1.2.',
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    status: 'supports',
    methods: ['automated', 'scripted', 'manual'],
    evidence: [
      'tests/unit/a11y/cookieSwitches.test.tsx',
      'tests/unit/a11y/dropZone.test.tsx',
      'tests/browser/HumanVerification.browser.test.tsx',
      STORYBOOK,
      AXE_E2E,
      DOC,
    ],
    remarks:
      'Controls are react-aria components checked by axe in jsdom, Storybook and the built site; the switches, drop zone and verification check have tests of their names and states; screen readers on the release checklist.',
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    status: 'supports',
    methods: ['scripted', 'manual'],
    evidence: [
      'tests/unit/a11y/routeFocus.test.tsx',
      'tests/unit/components/popup.test.tsx',
      'tests/unit/components/SearchPanel.test.tsx',
      'tests/unit/a11y/officesCount.test.tsx',
      DOC,
    ],
    remarks:
      'Page changes, search result counts, the offices filter’s count and confirmations are announced in live regions without moving focus (unit tests); timing of announcements is checked with screen readers on the release checklist.',
  },
];

/**
 * A zero for every status: STATUSES lists them all, which the checker cannot see through
 * Object.fromEntries.
 */
const zeroPerStatus = () =>
  /** @type {Record<Status, number>} */ (Object.fromEntries(STATUSES.map((s) => [s, 0])));

/**
 * Counts per status, per level and per level and status.
 * @param {Criterion[]} criteria
 */
export function conformanceSummary(criteria) {
  const byStatus = zeroPerStatus();
  /** @type {Record<Level, Record<Status, number>>} */
  const byLevel = {
    A: zeroPerStatus(),
    AA: zeroPerStatus(),
  };
  for (const c of criteria) {
    byStatus[c.status] += 1;
    byLevel[c.level][c.status] += 1;
  }
  return {
    total: criteria.length,
    byStatus,
    levels: {
      A: criteria.filter((c) => c.level === 'A').length,
      AA: criteria.filter((c) => c.level === 'AA').length,
    },
    byLevel,
  };
}

/**
 * Criteria grouped by principle, in order.
 *
 * @param {Criterion[]} criteria
 */
function byPrinciple(criteria) {
  return Object.entries(PRINCIPLES).map(([n, name]) => ({
    n,
    name,
    rows: criteria.filter((c) => c.id.startsWith(`${n}.`)),
  }));
}

/** @param {string} s */
const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The report as Markdown.
 * @param {Criterion[]} criteria
 * @param {{ date?: string, linkBase?: string }} [options] date: when the statuses were reviewed;
 *   linkBase: prefix that turns a repository path into a link from where the file is written
 *   ('../' for docs/), or '' for no links (paths as code).
 */
export function renderConformanceMarkdown(criteria, { date = REVIEWED, linkBase = '../' } = {}) {
  const s = conformanceSummary(criteria);
  /** @param {string[]} paths */
  const evidence = (paths) =>
    paths.length
      ? paths.map((p) => (linkBase ? `[${p}](${linkBase}${p})` : `\`${p}\``)).join(', ')
      : '-';
  const out = [
    '# Accessibility conformance report (WCAG 2.2 A and AA)',
    '',
    '<!-- Generated by `npm run conformance` from scripts/lib/conformance.mjs: edit that file, not this one. -->',
    '',
    `Statuses reviewed: ${date}.`,
    '',
    '## Scope',
    '',
    'The public website of the Department of International Trade Promotion (every page type in',
    'the five locales, as production serves it) and its design system (every component and story),',
    'against WCAG 2.2 level A and AA: all 56 success criteria (32 A, counting 4.1.1 Parsing, which',
    'WCAG 2.2 removed, and 24 AA). The CMS editing interface is not in scope. How each check runs',
    'and the manual checklist are in [accessibility.md](accessibility.md).',
    '',
    '## How to read it',
    '',
    'Status:',
    '',
    ...STATUSES.map((st) => `- **${st}**: ${STATUS_MEANING[st]}.`),
    '',
    'How tested:',
    '',
    ...Object.entries(METHODS).map(([m, text]) => `- **${m}**: ${text}.`),
    '',
    'Evidence lists the tests, documents and source in this repository that back the status.',
    '',
    '## Summary',
    '',
    '| status | A | AA | total |',
    '|---|---|---|---|',
    ...STATUSES.map(
      (st) => `| ${st} | ${s.byLevel.A[st]} | ${s.byLevel.AA[st]} | ${s.byStatus[st]} |`,
    ),
    `| all | ${s.levels.A} | ${s.levels.AA} | ${s.total} |`,
  ];
  for (const p of byPrinciple(criteria)) {
    out.push(
      '',
      `## ${p.n} ${p.name}`,
      '',
      '| criterion | level | status | how tested | evidence | remarks |',
      '|---|---|---|---|---|---|',
      ...p.rows.map(
        (c) =>
          `| ${c.id} ${cell(c.name)} | ${c.level} | ${c.status} | ${c.methods.join(', ') || '-'} | ${evidence(c.evidence)} | ${cell(c.remarks)} |`,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

/**
 * Text made safe in HTML (the model's escapeHtml, cms/src/model/html.ts, for the reports).
 *
 * @param {unknown} s any value, as text (null and undefined: empty)
 * @returns {string}
 */
export const escHtml = (s) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    // c is one of the five characters the pattern matches, each a key here.
    (c) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[c],
  );

/**
 * The report as an HTML fragment (headings from h2) for reports/a11y/index.html.
 * @param {Criterion[]} criteria
 * @param {{ date?: string }} [options]
 */
export function renderConformanceHtml(criteria, { date = REVIEWED } = {}) {
  const s = conformanceSummary(criteria);
  const rows = byPrinciple(criteria)
    .map(
      (p) => `<table>
  <caption>${escHtml(`${p.n} ${p.name}`)}</caption>
  <thead><tr><th scope="col">Criterion</th><th scope="col">Level</th><th scope="col">Status</th><th scope="col">How tested</th><th scope="col">Evidence</th><th scope="col">Remarks</th></tr></thead>
  <tbody>
${p.rows
  .map(
    (c) =>
      `<tr class="conf-${c.status.replace(/\s+/g, '-')}"><th scope="row">${escHtml(`${c.id} ${c.name}`)}</th><td>${c.level}</td><td>${escHtml(c.status)}</td><td>${escHtml(c.methods.join(', ') || '-')}</td><td>${c.evidence.map((e) => `<code>${escHtml(e)}</code>`).join(', ') || '-'}</td><td>${escHtml(c.remarks)}</td></tr>`,
  )
  .join('\n')}
  </tbody>
</table>`,
    )
    .join('\n');
  return `<h2>Conformance (WCAG 2.2 A and AA)</h2>
<p>Each of the ${s.total} success criteria of WCAG 2.2 level A and AA (${s.levels.A} A, counting 4.1.1 Parsing, which WCAG 2.2 removed; ${s.levels.AA} AA) with its status, how it is tested and the evidence in the repository. Statuses reviewed ${escHtml(date)}; they are kept in <code>scripts/lib/conformance.mjs</code> and do not depend on this run. Also written as <code>conformance.md</code> beside this report.</p>
<ul>
${STATUSES.map((st) => `  <li>${escHtml(st)}: <strong>${s.byStatus[st]}</strong> (A ${s.byLevel.A[st]}, AA ${s.byLevel.AA[st]})</li>`).join('\n')}
</ul>
<p>How tested: ${Object.entries(METHODS)
    .map(([m, text]) => `<strong>${m}</strong>, ${escHtml(text)}`)
    .join('; ')}.</p>
${rows}`;
}
