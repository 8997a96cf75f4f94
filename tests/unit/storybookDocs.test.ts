import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, test } from 'vitest';
import { docgenOptions } from '../../.storybook/docgen';
import { docsTheme } from '../../.storybook/docsTheme';
import { contrastRatio, nightColors } from '../../design-system';

/**
 * What the Storybook docs pages say (docs/conventions.md#storybook-docs-pages-props-component-toolbar): each page documents the design-system
 * component itself (its prop table comes from `component`), with react-aria's inherited props
 * and without the DOM attribute sets; and no docs page opens a modal over itself on load.
 */

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/**
 * The component stories: stories/*.stories.tsx. (stories/foundations/ documents tokens, not
 * components: its pages have no design-system component to name.)
 */
function storyFiles(): string[] {
  return readdirSync(join(root, 'stories'))
    .filter((name) => name.endsWith('.stories.tsx'))
    .map((name) => join('stories', name));
}

/** Value names (not `type` ones) a module re-exports or declares with `export`. */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, typeOnly, list] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (typeOnly) continue;
    for (const item of list!.split(',').map((s) => s.trim())) {
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/).pop()!);
    }
  }
  for (const [, name] of source.matchAll(/export\s+(?:function|const|class)\s+(\w+)/g)) {
    names.add(name!);
  }
  return names;
}

/**
 * The design system's public surface, module by module: design-system/index.ts; the lazy entry
 * points it names (design-system/searchPanel.ts, design-system/mobileNav.ts); and the lazy chunks
 * behind its `loadX` loaders, whose component `X` the site renders with `lazy(loadX)`.
 */
function publicSurface(): Map<string, Set<string>> {
  const surface = new Map<string, Set<string>>();
  const index = read('design-system/index.ts');
  surface.set('design-system/index.ts', exportedNames(index));
  for (const entry of ['design-system/searchPanel.ts', 'design-system/mobileNav.ts']) {
    surface.set(entry, exportedNames(read(entry)));
  }
  for (const [, list, from] of index.matchAll(/export\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    for (const loader of list!.split(',').map((s) => s.trim())) {
      const name = /^load([A-Z]\w*)$/.exec(loader)?.[1];
      // The lazy components' loaders live in `…/load.ts`.
      if (!name || !from!.endsWith('/load')) continue;
      const loadFile = join('design-system', `${from}.ts`);
      const chunk = /import\('([^']+)'\)/.exec(read(loadFile))?.[1];
      if (!chunk) continue;
      const chunkFile = join(dirname(loadFile), `${chunk}.tsx`);
      if (exportedNames(read(chunkFile)).has(name)) surface.set(chunkFile, new Set([name]));
    }
  }
  return surface;
}

/** `component: X` in the default export, and the module `X` is imported from (if imported). */
export function metaComponent(source: string, file: string) {
  const meta = /const meta = \{([\s\S]*?)\n\}( satisfies|;)/.exec(source)?.[1] ?? source;
  const component = /^\s{2}component:\s*(\w+)/m.exec(meta)?.[1];
  if (!component) return { component: undefined, from: undefined };
  for (const [, list, from] of source.matchAll(
    /import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/g,
  )) {
    const names = list!.split(',').map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (!names.includes(component) || !from!.startsWith('.')) continue;
    const path = relative(root, resolve(root, dirname(file), from!));
    const module = ['.ts', '.tsx', '/index.ts'].map((ext) => path + ext);
    return { component, from: module };
  }
  return { component, from: undefined };
}

describe('every story documents a design-system component', () => {
  const surface = publicSurface();
  const files = storyFiles();

  test('the stories and the public surface are found', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(surface.get('design-system/index.ts')).toContain('Button');
    expect(surface.get('design-system/components/RichText/RichText.tsx')).toContain('RichText');
    expect(
      surface.get('design-system/components/CookieSettingsDialog/CookieSettingsDialog.tsx'),
    ).toContain('CookieSettingsDialog');
  });

  test.each(files)('%s: `component` is the design-system component', (file) => {
    const { component, from } = metaComponent(read(file), file);
    expect(component, `${file} has no \`component\` in its default export`).toBeDefined();
    expect(
      from,
      `${file}: \`component: ${component}\` is not imported from the design system (a demo wrapper? put it in \`render\`)`,
    ).toBeDefined();
    const module = from!.find((m) => surface.has(m));
    expect(
      module && surface.get(module)!.has(component!),
      `${file}: \`component: ${component}\` is not exported by the design system's public surface (design-system/index.ts, its lazy entry points and chunks)`,
    ).toBe(true);
  });

  test('a demo wrapper is caught', () => {
    const source = `import { Header } from '../design-system';\nfunction HeaderDemo() { return <Header />; }\nconst meta = {\n  title: 'Shell/Header',\n  component: HeaderDemo,\n} satisfies Meta<typeof HeaderDemo>;\n`;
    expect(metaComponent(source, 'stories/Header.stories.tsx')).toEqual({
      component: 'HeaderDemo',
      from: undefined,
    });
  });
});

/** A story file that renders a modal or popover open as soon as it mounts. */
export function opensOnRender(source: string): boolean {
  if (/\b(isOpen|defaultOpen)\s*:\s*true\b/.test(source)) return true;
  if (/\b(isOpen|defaultOpen)=\{true\}/.test(source)) return true;
  // A bare JSX attribute: <Dialog isOpen …>.
  if (/<[A-Z][\w.]*\b[^<>]*?\s(isOpen|defaultOpen)(?=\s|\/?>)/.test(source)) return true;
  // State that starts open and is passed as `isOpen`.
  for (const [, name] of source.matchAll(/const \[(\w+),[^\]]*\] = useState\(true\)/g)) {
    if (new RegExp(`\\b(isOpen|defaultOpen)=\\{${name}\\}`).test(source)) return true;
  }
  return false;
}

/**
 * Kept closed on the docs page: the render checks `viewMode` (docs pages render with
 * `viewMode: 'docs'`), or the stories render in an iframe there (`docs.story.inline: false`).
 */
export const closedOnDocs = (source: string) =>
  /viewMode\s*!==\s*'docs'|viewMode\s*===\s*'docs'|inline:\s*false/.test(source);

describe('no docs page opens a modal over itself', () => {
  test.each(storyFiles())('%s', (file) => {
    const source = read(file);
    if (opensOnRender(source)) {
      expect(
        closedOnDocs(source),
        `${file} opens a modal or popover on render: keep it closed on the docs page`,
      ).toBe(true);
    }
  });

  test('the defect is caught: the settings dialog opening on every render', () => {
    const before = `function SettingsDemo() {\n  const [open, setOpen] = useState(true);\n  return <CookieSettingsDialog isOpen={open} onOpenChange={setOpen} />;\n}`;
    expect(opensOnRender(before) && !closedOnDocs(before)).toBe(true);
    expect(opensOnRender('<Modal isOpen onOpenChange={close}>')).toBe(true);
    expect(opensOnRender('args: { isOpen: true }')).toBe(true);
    expect(opensOnRender('const { isOpen, onOpenChange } = props;')).toBe(false);
    expect(opensOnRender(read('stories/CookieSettingsDialog.stories.tsx'))).toBe(true);
  });
});

describe('prop tables (react-docgen-typescript with .storybook/docgen.ts)', () => {
  // The parser is built once; Button alone takes about 2 s.
  const [button] = withCustomConfig(join(root, 'tsconfig.json'), docgenOptions).parse(
    join(root, 'design-system/components/Button/Button.tsx'),
  );
  const props = button!.props;

  test('Button is documented', () => {
    expect(button!.displayName).toBe('Button');
  });

  test('its own props, literal values as written and their @default', () => {
    expect(props.variant!.type).toMatchObject({
      name: 'enum',
      value: ['"primary"', '"secondary"', '"ghost"', '"critical"'].map((value) => ({ value })),
    });
    // Bare: Storybook quotes a string-valued default itself (it showed "'primary'").
    expect(props.variant!.defaultValue).toEqual({ value: 'primary' });
    expect(props.size!.defaultValue).toEqual({ value: 'md' });
    expect(props.fullWidth!.defaultValue).toEqual({ value: 'false' });
    // shouldRemoveUndefinedFromOptional: the type as written, without `| undefined`.
    expect(props.fullWidth!.type.name).toBe('boolean');
    expect(props.isInvalid).toBeDefined();
  });

  test("the props it inherits from react-aria's Button", () => {
    for (const name of ['isDisabled', 'onPress', 'isPending', 'type', 'aria-label', 'slot']) {
      expect(props, name).toHaveProperty(name);
    }
    expect(props.isDisabled!.parent!.fileName).toMatch(/react-aria/);
  });

  test('no DOM attribute noise: only what react-aria itself declares', () => {
    const names = Object.keys(props);
    expect(names).not.toContain('onCopy');
    expect(names).not.toContain('onPointerDown');
    expect(names).not.toContain('style');
    expect(names).not.toContain('tabIndex');
    // react-aria's Button declares these aria-* props (AriaBaseButtonProps, AriaLabelingProps);
    // @types/react's forty-odd others are dropped.
    expect(names.filter((n) => n.startsWith('aria-')).sort()).toEqual(
      [
        'aria-controls',
        'aria-current',
        'aria-describedby',
        'aria-details',
        'aria-disabled',
        'aria-expanded',
        'aria-haspopup',
        'aria-label',
        'aria-labelledby',
        'aria-pressed',
      ].sort(),
    );
    for (const prop of Object.values(props)) {
      expect(prop.declarations?.map((d) => d.fileName).join(' '), prop.name).toMatch(
        /design-system|react-aria|@react-types|@react-aria/,
      );
    }
  });
});

describe('docs pages follow the theme', () => {
  test.each(['day', 'night'] as const)('%s: page and text in the theme, readable', (theme) => {
    const vars = docsTheme(theme);
    expect(vars.base).toBe(theme === 'night' ? 'dark' : 'light');
    for (const text of [vars.textColor, vars.textMutedColor, vars.inputTextColor]) {
      expect(contrastRatio(text!, vars.appContentBg!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(vars.inputTextColor!, vars.inputBg!)).toBeGreaterThanOrEqual(4.5);
  });

  test('night is the night surface, not a white page', () => {
    expect(docsTheme('night').appContentBg).toBe(nightColors.surface);
    expect(docsTheme('night').textColor).toBe(nightColors.text);
  });
});
