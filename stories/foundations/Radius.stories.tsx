import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { radius, vars } from '../../design-system';
import { FoundationPage, ScaleTable } from './TokenTable';

type Step = keyof typeof radius;

const usage: Partial<Record<Step, string>> = {
  none: 'Square corners: bands and regions of the page.',
  sm: 'Small parts: inputs, selects, checkboxes, skeleton lines, the error summary.',
  md: 'Controls and raised panels: buttons, icon buttons, pagination, menus, cards.',
  lg: 'Dialogs: pop-ups and the cookie settings dialog.',
  full: 'Pills and circles: radio buttons, switches, the spinner.',
};

/**
 * Corner radius. One small set keeps corners consistent: the bigger the surface, the bigger the
 * radius.
 */
function Radius() {
  return (
    <FoundationPage>
      <p>
        Corner radius says what kind of thing a shape is. Use sm for small parts such as inputs, md
        for controls and cards, lg for dialogs and other large surfaces, and full for pills and
        circles. Do not mix radii within one component.
      </p>
      <ScaleTable
        caption="Radius scale (vars.radius)"
        scale={radius}
        usage={usage}
        specimen={(name) => (
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              width: '4rem',
              height: '2.5rem',
              borderRadius: vars.radius[name],
              background: vars.color.accentSubtle,
              border: `0.125rem solid ${vars.color.accent}`,
            }}
          />
        )}
      />
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Radius',
  component: Radius,
  parameters: {
    docs: {
      description: {
        component: 'Corner radii, generated from the `radius` tokens (`vars.radius`).',
      },
    },
  },
} satisfies Meta<typeof Radius>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(
      Object.keys(radius).length + 1,
    );
  },
};
