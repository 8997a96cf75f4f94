import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { focusIndicator, vars } from '../../design-system';
import { FoundationPage, ScaleTable } from './TokenTable';

type Part = keyof typeof focusIndicator;

const usage: Record<Part, string> = {
  width: 'The thickness of the focus outline every focusable element shows (:focus-visible).',
  offset: 'The gap between the element and its focus outline, so the outline never hides it.',
};

/**
 * Border widths. The design system has one tokenised stroke: the focus indicator (`vars.focus`).
 * Component boundaries do not have a border-width token yet.
 */
function BorderWidths() {
  return (
    <FoundationPage>
      <p>
        The focus indicator is the one stroke with tokens: every focusable element shows an outline
        of this width, at this offset, in the focus-ring colour, which reaches 3:1 against every
        surface (see Foundations/Colours). Do not thin it or remove it; a component that needs a
        different focus style keeps at least this width.
      </p>
      <ScaleTable caption="Focus indicator (vars.focus)" scale={focusIndicator} usage={usage} />
      <section aria-labelledby="focus-specimen-heading">
        <h2 id="focus-specimen-heading">Specimen</h2>
        <span
          data-specimen="focus"
          style={{
            display: 'inline-block',
            padding: `${vars.space.sm} ${vars.space.lg}`,
            border: `0.0625rem solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
            outlineOffset: vars.focus.offset,
          }}
        >
          A control as it looks when focused
        </span>
      </section>
      <section aria-labelledby="boundaries-heading">
        <h2 id="boundaries-heading">Boundaries of components</h2>
        <p>
          There is no border-width token for the boundaries of components yet: inputs, cards, menus
          and separators set their widths in their own styles. Their colours are tokens (border for
          boundaries that must reach 3:1, borderSubtle for decorative separators). Proposing a
          border-width scale is an open design task.
        </p>
      </section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Border widths',
  component: BorderWidths,
  parameters: {
    docs: {
      description: {
        component:
          'The focus indicator’s width and offset, generated from `focusIndicator` (`vars.focus`).',
      },
    },
  },
} satisfies Meta<typeof BorderWidths>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusIndicator: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(
      Object.keys(focusIndicator).length + 1,
    );
    const specimen = canvasElement.querySelector<HTMLElement>('[data-specimen="focus"]')!;
    const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(parseFloat(getComputedStyle(specimen).outlineWidth)).toBeCloseTo(
      parseFloat(focusIndicator.width) * root,
    );
  },
};
