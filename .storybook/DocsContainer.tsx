import {
  DocsContainer as BaseContainer,
  type DocsContainerProps,
} from '@storybook/addon-docs/blocks';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { docsTheme, type Theme } from './docsTheme';
import { defaultTheme } from './globals';

const asTheme = (value: unknown): Theme => (value === 'night' ? 'night' : 'day');

/**
 * Storybook's DocsContainer with the toolbar's theme: the page background and text take the
 * theme's colours (and `<html data-theme>` is set, as the story decorator does), so a docs page
 * in night is night, not night stories on a white page.
 */
export function DocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const initial = (context as { store?: { userGlobals?: { globals?: { theme?: unknown } } } }).store
    ?.userGlobals?.globals?.theme;
  const [theme, setTheme] = useState<Theme>(asTheme(initial ?? defaultTheme));
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: { theme?: unknown } }) =>
      setTheme(asTheme(globals.theme));
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context.channel]);
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  return (
    <BaseContainer context={context} theme={docsTheme(theme)}>
      {children}
    </BaseContainer>
  );
}
