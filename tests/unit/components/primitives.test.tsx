import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { PlainLink, PressableButton } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

/** Records whether the browser would still follow the link, then stops jsdom's navigation. */
function watchNativeNavigation() {
  const seen: boolean[] = [];
  const listener = (event: MouseEvent) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  return {
    /** true when the last click was left to the browser (not taken by the router). */
    wasNative: () => seen.at(-1) === false,
    stop: () => window.removeEventListener('click', listener),
  };
}

describe('a visitor presses a light button', () => {
  it('presses it with the mouse, Enter and Space', async () => {
    const onPress = vi.fn();
    await renderWithProviders(<PressableButton onPress={onPress}>Search</PressableButton>);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onPress).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'press', pointerType: 'mouse', target: button }),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    expect(onPress).toHaveBeenLastCalledWith(expect.objectContaining({ pointerType: 'keyboard' }));
    await expectNoAxeViolations();
  });

  it('cannot press it while it is disabled or busy, and hears why', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <>
        <PressableButton isDisabled onPress={onPress}>
          Send
        </PressableButton>
        <PressableButton isPending onPress={onPress}>
          Try again
        </PressableButton>
      </>,
    );
    const disabled = screen.getByRole('button', { name: 'Send' });
    const busy = screen.getByRole('button', { name: 'Try again' });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAttribute('data-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('data-pending', 'true');
    await userEvent.click(disabled);
    await userEvent.click(busy);
    busy.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows hover for a mouse only and the pressed state while the pointer is down', async () => {
    await renderWithProviders(<PressableButton>Menu</PressableButton>);
    const button = screen.getByRole('button', { name: 'Menu' });
    const user = userEvent.setup();
    await user.pointer({ target: button, pointerName: 'mouse' });
    expect(button).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
    await user.pointer({ keys: '[TouchA>]', target: button });
    expect(button).not.toHaveAttribute('data-hovered');
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/TouchA]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
  });

  it('shows the focus ring after keyboard use only', async () => {
    await renderWithProviders(
      <>
        <PressableButton>First</PressableButton>
        <PressableButton>Second</PressableButton>
      </>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    await userEvent.tab();
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('data-focused', 'true');
    expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.click(second);
    expect(first).not.toHaveAttribute('data-focused');
    expect(second).toHaveAttribute('data-focused', 'true');
    expect(second).not.toHaveAttribute('data-focus-visible');
    // A key press while focused brings the ring back (a lone modifier does not).
    await userEvent.keyboard('{Shift}');
    expect(second).not.toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowLeft}');
    expect(second).toHaveAttribute('data-focus-visible', 'true');
  });

  it('gives render functions the same states as react-aria', async () => {
    await renderWithProviders(
      <PressableButton
        isDisabled
        className={({ isDisabled, defaultClassName }) =>
          `base ${isDisabled ? 'off' : 'on'} ${defaultClassName ?? 'none'}`
        }
      >
        {({ isDisabled, isPending }) => `Save ${isDisabled ? 'disabled' : ''} ${String(isPending)}`}
      </PressableButton>,
    );
    const button = screen.getByRole('button', { name: 'Save disabled false' });
    expect(button).toHaveClass('base', 'off', 'none');
  });
});

describe('a visitor follows a light link', () => {
  it('navigates client-side through the router, with the router’s href', async () => {
    const navigate = vi.fn();
    const onPress = vi.fn();
    render(
      <RouterProvider navigate={navigate} useHref={(href) => `/base${href}`}>
        <PlainLink
          href="/en/sitemap"
          hrefLang="en-GB"
          lang="en"
          aria-current="page"
          onPress={onPress}
        >
          Sitemap
        </PlainLink>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sitemap' });
    expect(link).toHaveAttribute('href', '/base/en/sitemap');
    expect(link).toHaveAttribute('hreflang', 'en-GB');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('data-current', 'true');
    await userEvent.click(link);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/en/sitemap', undefined);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('keeps the browser’s own behaviour for a modifier click and a new tab', async () => {
    const navigate = vi.fn();
    const native = watchNativeNavigation();
    try {
      await renderWithProviders(
        <>
          <PlainLink href="/en/news">News</PlainLink>
          <PlainLink href="/en/offices" target="_blank" rel="noopener noreferrer">
            Offices
          </PlainLink>
        </>,
        { navigate },
      );
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'News' }));
      await user.keyboard('{/Control}');
      expect(native.wasNative()).toBe(true);
      await user.click(screen.getByRole('link', { name: 'Offices' }));
      expect(native.wasNative()).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      // A plain click is the router's.
      await user.click(screen.getByRole('link', { name: 'News' }));
      expect(native.wasNative()).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/en/news', undefined);
    } finally {
      native.stop();
    }
  });

  it('lets onClick cancel the navigation (e.g. the site checks the page first)', async () => {
    const navigate = vi.fn();
    const onSelect = vi.fn();
    await renderWithProviders(
      <PlainLink
        href="/th"
        onClick={(event) => {
          event.preventDefault();
          onSelect();
        }}
      >
        ไทย
      </PlainLink>,
      { navigate },
    );
    await userEvent.click(screen.getByRole('link', { name: 'ไทย' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is not a link target when disabled (the current breadcrumb)', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <PlainLink href="/en/guide" isDisabled aria-current="page" onPress={onPress}>
        Guide
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link.tagName).toBe('SPAN');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('data-disabled', 'true');
    expect(link).not.toHaveAttribute('tabindex');
    await userEvent.click(link);
    expect(onPress).not.toHaveBeenCalled();
  });
});
