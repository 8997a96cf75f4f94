import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Button, Link, RouterProvider, type PressEvent } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PlainLink, PressableButton } from '../../design-system';

/**
 * Parity of the first-paint primitives with the react-aria-components components they stand in
 * for (issue 19, point 5), as site/cms/qs.ts is tested against `qs`: each case renders RAC's
 * component and the primitive with the same props, does the same thing to each with real
 * Chromium input, and compares what styles, assistive technology and callers rely on (role,
 * accessible name, the `data-*` state attributes, onPress and its PressEvent fields, the
 * router's navigate). A difference that is on purpose is asserted as such, with the primitive's
 * comment that documents it. If a primitive drifts from RAC (or RAC changes on an upgrade),
 * a case here fails.
 */

const BUTTON_STATE = [
  'data-hovered',
  'data-pressed',
  'data-focused',
  'data-focus-visible',
  'data-disabled',
  'data-pending',
] as const;
const LINK_STATE = [
  'data-hovered',
  'data-pressed',
  'data-focused',
  'data-focus-visible',
  'data-current',
  'data-disabled',
] as const;

const stateOf = (element: Element, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));

/** The PressEvent fields a caller can rely on (target checked apart: each has its own). */
const pressFields = (event: PressEvent) => ({
  type: event.type,
  pointerType: event.pointerType,
  shiftKey: event.shiftKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  altKey: event.altKey,
});

interface Side {
  /** The button or link. */
  element: HTMLElement;
  /** A field before it, to reach it with Tab. */
  before: HTMLElement;
  onPress: ReturnType<typeof vi.fn<(event: PressEvent) => void>>;
}

/** Renders RAC's element and the primitive each after its own field, in the same wrapper. */
function renderPair(
  make: (
    which: 'rac' | 'light',
    onPress: (event: PressEvent) => void,
  ) => { node: ReactNode; role: 'button' | 'link' },
  wrap: (children: ReactNode) => ReactNode = (children) => children,
) {
  const sides = (['rac', 'light'] as const).map((which) => {
    const onPress = vi.fn<(event: PressEvent) => void>();
    const { node, role } = make(which, onPress);
    return { which, onPress, node, role };
  });
  const { container } = render(
    <>
      {wrap(
        sides.map(({ which, node }) => (
          <div key={which} data-testid={which} style={{ padding: 8 }}>
            <input aria-label="before" />
            {node}
          </div>
        )),
      )}
    </>,
  );
  const [rac, light] = sides.map(({ which, onPress, role }): Side => {
    const box = within(container.querySelector<HTMLElement>(`[data-testid="${which}"]`)!);
    return { element: box.getByRole(role), before: box.getByLabelText('before'), onPress };
  });
  return { rac: rac!, light: light! };
}

type Snap = Record<string, string | null>;

/**
 * Takes each side through the same journey in turn (the pointer and focus start clear), taking a
 * snapshot of the state attributes at each `snap()`; the primitive's snapshots must equal RAC's.
 * `expected`: what RAC's snapshots must contain, so both being wrong the same way (a step that
 * did nothing) fails too.
 */
async function journey(
  pair: { rac: Side; light: Side },
  names: readonly string[],
  steps: (side: Side, snap: () => void) => Promise<void>,
  expected: Array<Partial<Snap>>,
) {
  const run = async (side: Side) => {
    await userEvent.unhover(document.body);
    (document.activeElement as HTMLElement | null)?.blur();
    const snaps: Snap[] = [];
    await steps(side, () => snaps.push(stateOf(side.element, names)));
    return snaps;
  };
  const rac = await run(pair.rac);
  const light = await run(pair.light);
  expect(light, 'the primitive’s state attributes differ from RAC’s').toEqual(rac);
  expect(rac).toMatchObject(expected);
}

function expectSamePresses(pair: { rac: Side; light: Side }) {
  expect(pair.light.onPress.mock.calls.length, 'onPress calls').toBe(
    pair.rac.onPress.mock.calls.length,
  );
  expect(pair.light.onPress.mock.calls.map(([event]) => pressFields(event))).toEqual(
    pair.rac.onPress.mock.calls.map(([event]) => pressFields(event)),
  );
  for (const side of [pair.rac, pair.light])
    for (const [event] of side.onPress.mock.calls) expect(event.target).toBe(side.element);
}

async function tabTo(side: Side) {
  side.before.focus();
  await userEvent.tab();
  expect(document.activeElement).toBe(side.element);
}

afterEach(async () => {
  await userEvent.unhover(document.body);
  (document.activeElement as HTMLElement | null)?.blur();
});

describe('PressableButton behaves as react-aria-components’ Button', () => {
  const buttons = (props: { isDisabled?: boolean; isPending?: boolean } = {}) =>
    renderPair((which, onPress) => ({
      role: 'button',
      node:
        which === 'rac' ? (
          <Button {...props} onPress={onPress}>
            Search
          </Button>
        ) : (
          <PressableButton {...props} onPress={onPress}>
            Search
          </PressableButton>
        ),
    }));

  it('has the same role, name and resting state', () => {
    const pair = buttons();
    for (const side of [pair.rac, pair.light]) {
      expect(side.element).toHaveAccessibleName('Search');
      expect(side.element.tagName).toBe('BUTTON');
      expect(side.element).toHaveAttribute('type', 'button');
    }
    expect(stateOf(pair.light.element, BUTTON_STATE)).toEqual(
      stateOf(pair.rac.element, BUTTON_STATE),
    );
  });

  it('shows hover for the mouse only while it is over the button', async () => {
    const pair = buttons();
    await journey(
      pair,
      BUTTON_STATE,
      async (side, snap) => {
        await userEvent.hover(side.element);
        snap();
        await userEvent.unhover(side.element);
        snap();
      },
      [{ 'data-hovered': 'true' }, { 'data-hovered': null }],
    );
  });

  it('presses with a click, with the same PressEvent fields and no focus ring', async () => {
    const pair = buttons();
    await journey(
      pair,
      BUTTON_STATE,
      async (side, snap) => {
        await userEvent.click(side.element);
        snap();
        await userEvent.click(side.element, { modifiers: ['Shift'] });
        await userEvent.click(side.element, { modifiers: ['Alt', 'Control'] });
        snap();
      },
      [
        { 'data-focused': 'true', 'data-focus-visible': null, 'data-hovered': 'true' },
        { 'data-focused': 'true', 'data-focus-visible': null, 'data-pressed': null },
      ],
    );
    expectSamePresses(pair);
    const none = { shiftKey: false, ctrlKey: false, metaKey: false, altKey: false };
    expect(pair.rac.onPress.mock.calls.map(([event]) => pressFields(event))).toEqual([
      { type: 'press', pointerType: 'mouse', ...none },
      { type: 'press', pointerType: 'mouse', ...none, shiftKey: true },
      { type: 'press', pointerType: 'mouse', ...none, ctrlKey: true, altKey: true },
    ]);
  });

  it('takes focus with Tab (focus ring) and presses with Enter and Space', async () => {
    const pair = buttons();
    await journey(
      pair,
      BUTTON_STATE,
      async (side, snap) => {
        await tabTo(side);
        snap();
        await userEvent.keyboard('{Enter>}');
        snap();
        await userEvent.keyboard('{/Enter}');
        snap();
        await userEvent.keyboard('[Space>]');
        snap();
        await userEvent.keyboard('[/Space]');
        snap();
      },
      [
        { 'data-focused': 'true', 'data-focus-visible': 'true', 'data-pressed': null },
        { 'data-pressed': 'true' },
        { 'data-pressed': null },
        { 'data-pressed': 'true' },
        { 'data-pressed': null, 'data-focus-visible': 'true' },
      ],
    );
    expectSamePresses(pair);
    expect(pair.rac.onPress.mock.calls.map(([event]) => event.pointerType)).toEqual([
      'keyboard',
      'keyboard',
    ]);
  });

  it('shows the focus ring when a key is pressed after a click, and hides it on the next click', async () => {
    const pair = buttons();
    await journey(
      pair,
      BUTTON_STATE,
      async (side, snap) => {
        await userEvent.click(side.element);
        snap();
        await userEvent.keyboard('{ArrowRight}');
        snap();
        await userEvent.click(side.element);
        snap();
      },
      [
        { 'data-focused': 'true', 'data-focus-visible': null },
        { 'data-focused': 'true', 'data-focus-visible': 'true' },
        { 'data-focused': 'true', 'data-focus-visible': null },
      ],
    );
  });

  it('when disabled: not focusable, no hover, no press', async () => {
    const pair = buttons({ isDisabled: true });
    for (const side of [pair.rac, pair.light]) {
      expect(side.element).toBeDisabled();
      side.before.focus();
      await userEvent.tab();
      expect(document.activeElement).not.toBe(side.element);
    }
    await journey(
      pair,
      BUTTON_STATE,
      async (side, snap) => {
        snap();
        await userEvent.hover(side.element, { force: true });
        await userEvent.click(side.element, { force: true });
        snap();
      },
      [
        { 'data-disabled': 'true' },
        { 'data-disabled': 'true', 'data-hovered': null, 'data-pressed': null },
      ],
    );
    expectSamePresses(pair);
    expect(pair.rac.onPress).not.toHaveBeenCalled();
  });

  it('when pending: focusable, aria-disabled, no press by click or key', async () => {
    const pair = buttons({ isPending: true });
    for (const side of [pair.rac, pair.light]) {
      expect(side.element).not.toBeDisabled();
      expect(side.element).toHaveAttribute('aria-disabled', 'true');
    }
    await journey(
      pair,
      BUTTON_STATE,
      async (side, snap) => {
        await tabTo(side);
        snap();
        await userEvent.keyboard('{Enter}');
        await userEvent.keyboard(' ');
        await userEvent.click(side.element, { force: true });
        snap();
      },
      [
        { 'data-pending': 'true', 'data-focused': 'true', 'data-disabled': null },
        { 'data-pending': 'true', 'data-pressed': null },
      ],
    );
    expectSamePresses(pair);
    expect(pair.rac.onPress).not.toHaveBeenCalled();
  });

  it('differs on purpose: a press bubbles as a native click (RAC stops its propagation)', async () => {
    // Documented in PressableButton: "Press events come from the native click, so they bubble
    // like any click (RAC stops press propagation)".
    const outer = { rac: vi.fn(), light: vi.fn() };
    const pair = renderPair((which, onPress) => ({
      role: 'button',
      node: (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <span onClick={outer[which]}>
          {which === 'rac' ? (
            <Button onPress={onPress}>Search</Button>
          ) : (
            <PressableButton onPress={onPress}>Search</PressableButton>
          )}
        </span>
      ),
    }));
    await userEvent.click(pair.rac.element);
    await userEvent.click(pair.light.element);
    expectSamePresses(pair);
    expect(outer.rac).not.toHaveBeenCalled();
    expect(outer.light).toHaveBeenCalledTimes(1);
  });

  it('differs on purpose: becoming pending while focused does not re-announce the label', async () => {
    // Documented in PressableButton's isPending: "as RAC's isPending (without RAC's assertive
    // re-announcement of the label)".
    // RAC announces an element labelled by the button (aria-labelledby) in its live announcer.
    const announcedFor = (id: string) =>
      Array.from(document.querySelectorAll('[data-live-announcer] [aria-labelledby]')).filter(
        (node) => node.getAttribute('aria-labelledby')!.split(' ').includes(id),
      ).length;
    const announcements = () => document.querySelectorAll('[data-live-announcer] *').length;
    const light = render(<PressableButton id="light">Search</PressableButton>);
    light.getByRole('button').focus();
    const before = announcements();
    light.rerender(
      <PressableButton id="light" isPending>
        Search
      </PressableButton>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announcements()).toBe(before);
    expect(announcedFor('light')).toBe(0);
    light.unmount();
    const rac = render(<Button id="rac">Search</Button>);
    rac.getByRole('button').focus();
    rac.rerender(
      <Button id="rac" isPending>
        Search
      </Button>,
    );
    await expect.poll(() => announcedFor('rac')).toBe(1);
  });
});

describe('PlainLink behaves as react-aria-components’ Link', () => {
  const navigate = vi.fn<(path: string, options?: unknown) => void>();
  const useHref = (href: string) => (href.startsWith('/') ? `/th${href}` : href);
  const routed = (children: ReactNode) => (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
  type LinkTestProps = {
    href?: string;
    target?: string;
    isDisabled?: boolean;
    'aria-current'?: 'page';
    routerOptions?: never;
  };
  const links = (props: LinkTestProps = {}, routerOptions?: unknown) =>
    renderPair(
      (which, onPress) => ({
        role: 'link',
        node:
          which === 'rac' ? (
            <Link {...props} routerOptions={routerOptions as never} onPress={onPress}>
              Contact us
            </Link>
          ) : (
            <PlainLink {...props} routerOptions={routerOptions as never} onPress={onPress}>
              Contact us
            </PlainLink>
          ),
      }),
      routed,
    );

  /**
   * Whether the browser would have followed each click. RAC's Link stops the click's
   * propagation, so this listens first (capture on window), cancels the page load at once and
   * keeps what the page's own handlers do with the event.
   */
  const native: Array<() => boolean> = [];
  const followed = () => native.map((wasFollowed) => wasFollowed());
  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element).closest?.('a')) return;
      let prevented = false;
      event.preventDefault();
      Object.defineProperty(event, 'defaultPrevented', { get: () => prevented });
      Object.defineProperty(event, 'preventDefault', { value: () => void (prevented = true) });
      native.push(() => !prevented);
    },
    { capture: true },
  );
  afterEach(() => {
    navigate.mockReset();
    native.length = 0;
  });

  it('has the same role, name, router href and resting state', () => {
    const pair = links({ href: '/contact', 'aria-current': 'page' });
    for (const side of [pair.rac, pair.light]) {
      expect(side.element).toHaveAccessibleName('Contact us');
      expect(side.element.tagName).toBe('A');
      expect(side.element).toHaveAttribute('href', '/th/contact');
      expect(side.element).toHaveAttribute('aria-current', 'page');
    }
    expect(stateOf(pair.light.element, LINK_STATE)).toEqual(stateOf(pair.rac.element, LINK_STATE));
    expect(pair.rac.element).toHaveAttribute('data-current', 'true');
  });

  it('hovers, presses and shows focus the same way', async () => {
    const pair = links({ href: '/contact' });
    await journey(
      pair,
      LINK_STATE,
      async (side, snap) => {
        await userEvent.hover(side.element);
        snap();
        await userEvent.unhover(side.element);
        snap();
        await tabTo(side);
        snap();
        await userEvent.keyboard('{Enter>}');
        snap();
        await userEvent.keyboard('{/Enter}');
        snap();
      },
      [
        { 'data-hovered': 'true' },
        { 'data-hovered': null },
        { 'data-focused': 'true', 'data-focus-visible': 'true' },
        { 'data-pressed': 'true' },
        { 'data-pressed': null },
      ],
    );
    await journey(
      pair,
      LINK_STATE,
      async (side, snap) => {
        await userEvent.click(side.element);
        snap();
      },
      [{ 'data-focused': 'true', 'data-focus-visible': null, 'data-hovered': 'true' }],
    );
  });

  it('a click and Enter navigate through the router with href and routerOptions', async () => {
    const options = { replace: true };
    const pair = links({ href: '/contact' }, options);
    const calls = [];
    for (const side of [pair.rac, pair.light]) {
      navigate.mockClear();
      await userEvent.click(side.element);
      await tabTo(side);
      await userEvent.keyboard('{Enter}');
      calls.push(navigate.mock.calls.slice());
    }
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[0]).toEqual([
      ['/contact', options],
      ['/contact', options],
    ]);
    expect(followed()).toEqual([false, false, false, false]);
    expectSamePresses(pair);
    expect(pair.rac.onPress.mock.calls.map(([event]) => event.pointerType)).toEqual([
      'mouse',
      'keyboard',
    ]);
  });

  it('leaves a modifier click to the browser', async () => {
    const pair = links({ href: '/contact' });
    for (const side of [pair.rac, pair.light]) {
      await userEvent.click(side.element, { modifiers: ['Control'] });
      await userEvent.click(side.element, { modifiers: ['Shift'] });
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(followed()).toEqual([true, true, true, true]);
    expectSamePresses(pair);
    expect(pair.rac.onPress).toHaveBeenCalledTimes(2);
  });

  it('leaves target=_blank to the browser', async () => {
    const pair = links({ href: '/contact', target: '_blank' });
    for (const side of [pair.rac, pair.light]) {
      expect(side.element).toHaveAttribute('target', '_blank');
      await userEvent.click(side.element);
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(followed()).toEqual([true, true]);
    expectSamePresses(pair);
  });

  it('when disabled: a span with role link and aria-disabled, not focusable, no press', async () => {
    const pair = links({ href: '/contact', isDisabled: true });
    for (const side of [pair.rac, pair.light]) {
      expect(side.element.tagName).toBe('SPAN');
      expect(side.element).toHaveAttribute('role', 'link');
      expect(side.element).toHaveAttribute('aria-disabled', 'true');
      expect(side.element).toHaveAccessibleName('Contact us');
      side.before.focus();
      await userEvent.tab();
      expect(document.activeElement).not.toBe(side.element);
    }
    expect(pair.light.element.getAttribute('tabindex')).toBe(
      pair.rac.element.getAttribute('tabindex'),
    );
    await journey(
      pair,
      LINK_STATE,
      async (side, snap) => {
        snap();
        await userEvent.hover(side.element);
        await userEvent.click(side.element, { force: true });
        snap();
      },
      [
        { 'data-disabled': 'true' },
        { 'data-disabled': 'true', 'data-hovered': null, 'data-pressed': null },
      ],
    );
    expect(navigate).not.toHaveBeenCalled();
    expectSamePresses(pair);
    expect(pair.rac.onPress).not.toHaveBeenCalled();
  });
});
