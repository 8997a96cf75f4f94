// Style-only entry for `.css.ts` files outside the design system (they are evaluated at build
// time and must not pull in React components). Everything else goes through `index.ts`.
export { vars } from './themes/contract.css';
export { sprinkles, type Sprinkles } from './themes/sprinkles.css';
export { breakpoints, container } from './tokens/scale';
export { visuallyHiddenRule } from './themes/visuallyHidden';
