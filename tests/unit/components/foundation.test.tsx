import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Button,
  FontSizeControl,
  IconButton,
  Link,
  SkipLink,
  Spinner,
  ThemeToggle,
  useColorMode,
  useFontScale,
} from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

describe('a visitor uses buttons and links', () => {
  it('presses a button with the keyboard', async () => {
    const onPress = vi.fn();
    await renderWithProviders(<Button onPress={onPress}>Send</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('cannot press a disabled button', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <Button isDisabled onPress={onPress}>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('hears the name of an icon-only button', async () => {
    await renderWithProviders(<IconButton icon="search" aria-label="Search" />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is told that an external link opens a new tab (in Thai too)', async () => {
    await renderWithProviders(<Link href="https://example.org/">Partner</Link>, { locale: 'th' });
    const link = screen.getByRole('link', { name: /Partner.*เปิดในแท็บใหม่/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations();
  });

  it('follows an internal link through the router', async () => {
    const navigate = vi.fn();
    await renderWithProviders(<Link href="/en/sitemap">Sitemap</Link>, { navigate });
    const link = screen.getByRole('link', { name: 'Sitemap' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/en/sitemap', undefined);
  });
});

describe('a keyboard user skips the header', () => {
  it('finds the skip link first and lands on the main content', async () => {
    await renderWithProviders(
      <>
        <SkipLink />
        <button type="button">Menu</button>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('a visitor waits for content', () => {
  it('hears that something is loading', async () => {
    await renderWithProviders(<Spinner />, { locale: 'ja' });
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

function DisplayControls() {
  const font = useFontScale();
  const mode = useColorMode();
  return (
    <>
      <FontSizeControl
        size={font.size}
        canIncrease={font.canIncrease}
        canDecrease={font.canDecrease}
        onIncrease={font.increase}
        onDecrease={font.decrease}
        onReset={font.reset}
      />
      <ThemeToggle value={mode.preference} onChange={mode.setPreference} />
    </>
  );
}

describe('a visitor with low vision enlarges the text', () => {
  it('steps through the sizes, hits the limits and hears the size', async () => {
    await renderWithProviders(<DisplayControls />);
    const group = screen.getByRole('group', { name: 'Text size' });
    const bigger = within(group).getByRole('button', { name: 'Increase text size' });
    const smaller = within(group).getByRole('button', { name: 'Decrease text size' });
    const reset = within(group).getByRole('button', { name: 'Reset text size' });

    await userEvent.click(bigger);
    expect(document.documentElement).toHaveAttribute('data-font-size', '18');
    expect(bigger).toBeDisabled();
    expect(localStorage.getItem('ds:font-size')).toBe('18');
    expect(screen.getByRole('status')).toHaveTextContent('Text size 18 pixels');

    await userEvent.click(smaller);
    expect(document.documentElement).toHaveAttribute('data-font-size', '14');
    expect(smaller).toBeDisabled();

    await userEvent.click(reset);
    expect(document.documentElement).toHaveAttribute('data-font-size', '16');
    expect(localStorage.getItem('ds:font-size')).toBeNull();
    await expectNoAxeViolations();
  });
});

describe('a visitor switches to the night theme', () => {
  it('chooses night, and the choice is applied and remembered', async () => {
    await renderWithProviders(<DisplayControls />);
    const group = screen.getByRole('radiogroup', { name: 'Colour theme' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Night theme' }));
    expect(within(group).getByRole('radio', { name: 'Night theme' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'night');
    expect(localStorage.getItem('ds:color-mode')).toBe('night');

    await userEvent.click(within(group).getByRole('radio', { name: 'Use system theme' }));
    expect(localStorage.getItem('ds:color-mode')).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-theme', 'day');
    await expectNoAxeViolations();
  });
});
