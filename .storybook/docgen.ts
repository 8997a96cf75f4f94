import type { ParserOptions, PropItem } from 'react-docgen-typescript';

/**
 * Where a documented prop may be declared: the design system itself, or react-aria (the
 * components' own props, their accessibility and interaction props). Everything else, above all
 * the DOM attribute sets of @types/react (`onCopy`, `aria-*`, every HTML attribute), is noise in
 * a prop table.
 */
export const documentedSources = /design-system|react-aria|@react-types|@react-aria/;

/**
 * react-aria's own catch-all DOM passthroughs (`@private` in @react-types/shared: `onClick`,
 * `onPointerDown`… and `dir`, `lang`, `hidden`): the same DOM noise under react-aria's name.
 */
const domPassthroughs = new Set(['GlobalDOMAttributes', 'GlobalDOMEvents']);

/**
 * `@default 'primary'` arrives as the text `'primary'`; Storybook puts its own double quotes round
 * a string-valued default (it expects the bare value a destructuring default gives), so the table
 * showed `"'primary'"`. The quotes of the JSDoc are dropped here: the table shows `"primary"`.
 */
export function unquoteDefault(prop: PropItem): void {
  const value: unknown = prop.defaultValue?.value;
  if (typeof value !== 'string') return;
  const quoted = /^(['"`])(.*)\1$/s.exec(value.trim());
  if (quoted) prop.defaultValue = { ...prop.defaultValue, value: quoted[2] };
}

/**
 * Keeps a prop when it is declared in the design system or in react-aria, and nowhere only in the
 * DOM sets. react-docgen-typescript has no hook to rewrite a prop, so the filter (called once per
 * prop, on the object it keeps) also normalises the default (`unquoteDefault`).
 */
export function propFilter(prop: PropItem): boolean {
  unquoteDefault(prop);
  const declarations = prop.declarations?.length
    ? prop.declarations
    : prop.parent
      ? [prop.parent]
      : [];
  // A prop with no known declaration is the component's own (inline props type).
  if (declarations.length === 0) return true;
  return declarations.some(
    (d) => documentedSources.test(d.fileName) && !domPassthroughs.has(d.name),
  );
}

/**
 * react-docgen-typescript's options, shared by `.storybook/main.ts` (the prop tables on the docs
 * pages) and tests/unit/storybookDocs.test.ts (which checks what those tables say).
 * `savePropValueAsString` is what Storybook forces anyway.
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  propFilter,
} satisfies ParserOptions;

/** Only the design system's components get docgen: stories and site code are never documented. */
export const docgenInclude = ['design-system/**/*.tsx'];
