import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  dayColors,
  dayShadows,
  nightColors,
  nightShadows,
  type ThemeColors,
  type ThemeShadows,
} from '../../design-system';
import { FoundationPage, TokenTable } from './TokenTable';

type Level = keyof ThemeShadows;

const usage: Record<Level, string> = {
  raised:
    'Things that sit on the page and can be pressed or moved: cards on hover, the social side bar, back to top.',
  overlay:
    'Things that float over the page: menus, the search panel, the mobile drawer, dialogs, the cookie banner.',
};

function ShadowTable({
  name,
  shadows,
  colors,
}: {
  name: string;
  shadows: ThemeShadows;
  colors: ThemeColors;
}) {
  const levels = Object.entries(shadows) as Array<[Level, string]>;
  return (
    <TokenTable
      caption={`${name} theme: elevation (vars.shadow)`}
      rows={levels}
      rowKey={([level]) => level}
      columns={[
        { header: 'Token', isRowHeader: true, cell: ([level]) => <code>{level}</code> },
        {
          header: 'Specimen',
          cell: ([, shadow]) => (
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: '6rem',
                height: '3.5rem',
                margin: '1rem',
                borderRadius: '0.5rem',
                background: colors.surfaceRaised,
                boxShadow: shadow,
              }}
            />
          ),
        },
        { header: 'Value', cell: ([, shadow]) => <code>{shadow}</code> },
        { header: 'Use for', cell: ([level]) => usage[level] },
      ]}
    />
  );
}

/**
 * Elevation: two shadows, one for what sits on the page and one for what floats over it. Each
 * theme has its own values (night shadows are darker, or they would not show on a dark page).
 */
function Elevation() {
  return (
    <FoundationPage>
      <p>
        Elevation tells what is on top. Use raised for things that sit on the page and respond to
        the pointer, overlay for anything that floats over the page and must stand apart from it.
        Forced-colours modes drop shadows, so a shadow never carries meaning alone.
      </p>
      <section
        data-theme="day"
        aria-label="Day theme"
        style={{ padding: '1rem', background: dayColors.surface, color: dayColors.text }}
      >
        <ShadowTable name="Day" shadows={dayShadows} colors={dayColors} />
      </section>
      <section
        data-theme="night"
        aria-label="Night theme"
        style={{ padding: '1rem', background: nightColors.surface, color: nightColors.text }}
      >
        <ShadowTable name="Night" shadows={nightShadows} colors={nightColors} />
      </section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Elevation',
  component: Elevation,
  parameters: {
    docs: {
      description: {
        component:
          'Shadows of the day and night themes, generated from `dayShadows` and `nightShadows` (`vars.shadow`).',
      },
    },
  },
} satisfies Meta<typeof Elevation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  play: async ({ canvasElement }) => {
    const tables = within(canvasElement).getAllByRole('table');
    await expect(tables).toHaveLength(2);
  },
};
