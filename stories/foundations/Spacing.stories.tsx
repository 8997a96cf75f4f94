import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space, vars } from '../../design-system';
import { FoundationPage, ScaleTable } from './TokenTable';

type Step = keyof typeof space;

/** When to reach for each step (the scale itself comes from the tokens). */
const usage: Partial<Record<Step, string>> = {
  none: 'Flush: no gap at all.',
  xxs: 'Hairline gaps inside a small part.',
  xs: 'An icon and its label; a label, its help text and its error (fields).',
  sm: 'Items inside a control or a card; the padding of inputs.',
  md: 'Card padding; the sides of a small button.',
  lg: 'Between the fields of a form; the sides of a button.',
  xl: 'Between groups of content; the padding of empty and error states.',
  xxl: 'Between sections inside a page.',
  xxxl: 'Between the main bands of a page.',
  huge: 'Around heroes and large empty areas.',
};

/**
 * Spacing: the scale of every gap, padding and margin in the design system. Components and the
 * `Box`, `Stack` and `Inline` layout props take these names, never raw lengths: smaller steps
 * relate things that belong together, larger ones separate groups. Every step is rem, so spacing
 * grows with the visitor's text size.
 */
function Spacing() {
  return (
    <FoundationPage>
      <p>
        Spacing relates and separates content. Use the smallest steps (xxs–sm) inside a component,
        the middle steps (md–lg) for card padding and between the fields of a form, and the largest
        (xl–huge) between groups and sections. Every step is in rem, so it grows with the visitor’s
        text size.
      </p>
      <ScaleTable
        caption="Spacing scale (vars.space)"
        scale={space}
        usage={usage}
        specimen={(name) => (
          <span
            aria-hidden="true"
            data-specimen={name}
            style={{
              display: 'block',
              width: vars.space[name],
              height: '1rem',
              background: vars.color.accent,
            }}
          />
        )}
      />
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: Spacing,
  parameters: {
    docs: {
      description: {
        component:
          'The spacing scale, generated from the `space` tokens; components read it as `vars.space`.',
      },
    },
  },
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    // Every token has a row, and each specimen is as wide as its token.
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(space).length + 1);
    const lg = canvasElement.querySelector<HTMLElement>('[data-specimen="lg"]')!;
    await expect(lg.getBoundingClientRect().width).toBeCloseTo(
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
  },
};
