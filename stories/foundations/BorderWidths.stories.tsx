import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { borderWidth, focusIndicator, vars } from '../../design-system';
import { FoundationPage, ScaleTable } from './TokenTable';

type Part = keyof typeof focusIndicator;
type Stroke = keyof typeof borderWidth;

const strokeUsage: Record<Stroke, string> = {
  thin: 'Dividers, table rules, and the resting outline of cards, menus, panels and dialogs.',
  medium:
    'Controls a visitor operates: buttons, text fields, selects, checkboxes and radios, and emphasised frames.',
  thick: 'Accent bars: the edge of a quote or a notice, the rule above a card or a section.',
};

const usage: Record<Part, string> = {
  width: 'The thickness of the focus outline every focusable element shows (:focus-visible).',
  offset: 'The gap between the element and its focus outline, so the outline never hides it.',
};

/**
 * Border widths: the strokes of component boundaries (`vars.borderWidth`) and the focus indicator
 * (`vars.focus`).
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
            border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
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
          Three strokes draw every boundary. Their colours are tokens too: border for boundaries a
          visitor must see (3:1 against the surface), borderSubtle for decorative separators. They
          are in rem, so they grow with the visitor&apos;s text size like everything else.
        </p>
        <ScaleTable
          caption="Border widths (vars.borderWidth)"
          scale={borderWidth}
          usage={strokeUsage}
          specimen={(name) => (
            <span
              data-specimen={`stroke-${name}`}
              style={{
                display: 'inline-block',
                width: '3rem',
                height: '1.5rem',
                border: `${vars.borderWidth[name]} solid ${vars.color.border}`,
              }}
            />
          )}
        />
        <p>
          A few strokes are drawn, not bordered, and keep their own sizes: the current page&apos;s
          bar in the menus (0.1875rem), the edge of a field in error (0.1875rem, so an error is more
          than a colour), the error summary&apos;s frame (0.3125rem), the spinner&apos;s rings and
          the radio&apos;s dot, which are sized with their control.
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
          'The strokes of component boundaries, generated from `borderWidth` (`vars.borderWidth`), and the focus indicator’s width and offset, from `focusIndicator` (`vars.focus`).',
      },
    },
  },
} satisfies Meta<typeof BorderWidths>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusIndicator: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(
      Object.keys(focusIndicator).length + 1 + Object.keys(borderWidth).length + 1,
    );
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (const [name, value] of Object.entries(borderWidth)) {
      const stroke = canvasElement.querySelector<HTMLElement>(`[data-specimen="stroke-${name}"]`)!;
      await expect(parseFloat(getComputedStyle(stroke).borderTopWidth)).toBeCloseTo(
        parseFloat(value) * rootPx,
      );
    }
    const specimen = canvasElement.querySelector<HTMLElement>('[data-specimen="focus"]')!;
    const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(parseFloat(getComputedStyle(specimen).outlineWidth)).toBeCloseTo(
      parseFloat(focusIndicator.width) * root,
    );
  },
};
