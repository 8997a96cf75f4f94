import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher, MegaMenu, type NavEntry } from '../../../design-system';
import { renderWithProviders } from '../../support/render';

const entries: NavEntry[] = [
  { id: 'about', label: 'About', items: [{ label: 'News', href: '/en/ditp-news' }] },
];

// Vitest runs from the repository's root.
const source = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

describe('the mega menu and the language switcher share one disclosure', () => {
  it('both use design-system/hooks/useDisclosure and hand-write no listeners of their own', () => {
    for (const file of [
      'design-system/components/MegaMenu/MegaMenu.tsx',
      'design-system/components/LanguageSwitcher/LanguageSwitcher.tsx',
    ]) {
      const text = source(file);
      expect(text, file).toMatch(/from '\.\.\/\.\.\/hooks\/useDisclosure'/);
      expect(text, file).not.toMatch(/addEventListener|useState|closeSignal/);
    }
  });

  // Each case: how to render it with an owner-less `onOpenChange`, and its trigger's name.
  const cases: [string, (onOpenChange: (v: unknown) => void) => ReactElement, RegExp][] = [
    [
      'MegaMenu',
      (onOpenChange) => <MegaMenu entries={entries} onOpenChange={onOpenChange} />,
      /^About$/,
    ],
    [
      'LanguageSwitcher',
      (onOpenChange) => (
        <LanguageSwitcher current="en" hrefFor={(l) => `/${l}`} onOpenChange={onOpenChange} />
      ),
      /English/,
    ],
  ];

  for (const [name, ui, trigger] of cases) {
    it(`${name} closes on Escape, an outside press and Tab away, and reports each`, async () => {
      const onOpenChange = vi.fn();
      await renderWithProviders(
        <>
          {ui(onOpenChange)}
          <button type="button">Outside</button>
        </>,
        { navigate: () => {} },
      );
      const button = screen.getByRole('button', { name: trigger });
      const open = async () => {
        await userEvent.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'true');
      };
      await open();
      await userEvent.tab();
      await userEvent.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
      await open();
      await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await open();
      act(() => screen.getByRole('button', { name: 'Outside' }).focus());
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(onOpenChange.mock.calls.map(([v]) => v != null && v !== false)).toEqual([
        true,
        false,
        true,
        false,
        true,
        false,
      ]);
    });
  }
});
