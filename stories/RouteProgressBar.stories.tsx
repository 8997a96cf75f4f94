import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, RouteProgressBar } from '../design-system';
import { demo, type DemoText } from './data/locale';

/**
 * The page-loading bar fixed at the very top, above the sticky header: 4 px, minimum 0.08,
 * speed and trickle 200 ms (docs/behaviour.md#progress-bar). A `progressbar` named "Loading page" while shown; no motion
 * under reduced motion. Not focusable: nothing to do with the keyboard.
 */
const meta = {
  title: 'Shell/RouteProgressBar',
  component: RouteProgressBar,
  args: { active: true },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: starts at the minimum and trickles on. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: /Loading page|กำลังโหลดหน้า/,
    });
    const first = Number(bar.getAttribute('aria-valuenow'));
    await expect(first).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first));
  },
};

function Toggle({ text }: { text: DemoText }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <RouteProgressBar active={active} />
      <Button onPress={() => setActive((a) => !a)}>
        {active ? text.finishLoading : text.startLoading}
      </Button>
    </>
  );
}

/** Started and finished by the site: it completes, fades and leaves. */
export const StartAndDone: Story = {
  render: (_, { globals }) => <Toggle text={demo(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: demo(globals).startLoading }));
    // Waited for, not read at once: a CI run once read the page between the button's new label
    // and the bar.
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    // The bar shows 100 for only 0.4 s before it fades: watched from before the click, so a slow
    // machine's click cannot let it go unseen (a clone run once missed it).
    const reachedEnd = new Promise<string | null>((resolve) => {
      const seen = () => canvasElement.querySelector('[role="progressbar"][aria-valuenow="100"]');
      const observer = new MutationObserver(() => {
        if (seen()) {
          observer.disconnect();
          resolve(seen()!.getAttribute('aria-valuenow'));
        }
      });
      observer.observe(canvasElement, { attributes: true, childList: true, subtree: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, 5000);
    });
    await userEvent.click(canvas.getByRole('button', { name: demo(globals).finishLoading }));
    await expect(await reachedEnd).toBe('100');
    // The fade lasts well under a second; a loaded CI machine gets room (waitFor's default is 1 s).
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 5000 });
  },
};
