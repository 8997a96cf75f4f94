import { inlineStyleClasses } from '../../design-system/server';

/**
 * Replaces each `style="..."` attribute of the markup by the design system's class with the same
 * rules (the CSP blocks style attributes; see design-system/themes/inlineStyles.css.ts). Throws on
 * a style it has no class for: better the browser renders the page than it shows one the CSP
 * broke.
 */
export function classifyInlineStyles(
  markup: string,
  classes: Readonly<Record<string, string>> = inlineStyleClasses,
): string {
  return markup.replace(/<[a-zA-Z][^<>]*\sstyle="[^"]*"[^<>]*>/g, (tag) => {
    const value = /\sstyle="([^"]*)"/.exec(tag)![1]!;
    const cls = classes[value];
    if (!cls) throw new Error(`render: no class for the inline style "${value}"`);
    const bare = tag.replace(/\sstyle="[^"]*"/, '');
    return /\sclass="/.test(bare)
      ? bare.replace(/\sclass="([^"]*)"/, (_, existing: string) => ` class="${existing} ${cls}"`)
      : bare.replace(/(\/?>)$/, ` class="${cls}"$1`);
  });
}
