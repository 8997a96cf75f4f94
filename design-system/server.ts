/**
 * What server rendering of the design system needs beyond `index.ts`, kept out of the browser's
 * first-paint bundle: the sanitiser of RichText runs on a DOM the server provides (jsdom), and the
 * classes that stand in for react-aria's inline styles (the CSP blocks `style` attributes).
 *
 * `import { configureSanitizer, inlineStyleClasses } from '…/design-system/server'`
 */
export { configureSanitizer } from './components/RichText/sanitize';
export { inlineStyleClasses } from './themes/inlineStyles.css';
