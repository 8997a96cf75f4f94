import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Box,
  Stack,
  contrastPairs,
  contrastRatio,
  dayColors,
  nightColors,
  palette,
  type ThemeColors,
} from '../../design-system';

/**
 * The theme contract's colour roles in the day and night themes, and every text / boundary
 * pair the components use with its measured WCAG contrast ratio and the minimum it must reach
 * (4.5:1 text, 3:1 large text and UI boundaries). A unit test fails if any pair drops below.
 */
function ContrastTable({ name, colors }: { name: string; colors: ThemeColors }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: '0.5rem' }}>
        {`${name} theme: contrast of each pair`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Foreground / background</th>
          <th scope="col">Use</th>
          <th scope="col">Ratio</th>
          <th scope="col">Minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ fg, bg, min, use }) => {
          const ratio = contrastRatio(colors[fg], colors[bg]);
          return (
            <tr key={`${fg}-${bg}`}>
              <td>
                {min === 4.5 ? (
                  <span
                    style={{
                      display: 'inline-block',
                      padding: '0.25rem 0.5rem',
                      color: colors[fg],
                      background: colors[bg],
                      border: `0.0625rem solid ${colors.borderSubtle}`,
                    }}
                  >
                    Aa ไทย
                  </span>
                ) : (
                  // Non-text contrast (boundaries, focus rings): shown as a boundary, not text.
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: '3rem',
                      height: '1.75rem',
                      background: colors[bg],
                      border: `0.1875rem solid ${colors[fg]}`,
                    }}
                  />
                )}
              </td>
              <td>{`${fg} ${colors[fg]} / ${bg} ${colors[bg]}`}</td>
              <td>{use}</td>
              <td>{`${ratio.toFixed(2)}:1`}</td>
              <td>{`${min}:1 ${ratio >= min ? 'pass' : 'FAIL'}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Colours() {
  return (
    <Stack gap="xl">
      <section aria-labelledby="palette-heading">
        <h2 id="palette-heading">Palette</h2>
        <Box display="grid" gridTemplateColumns="auto" gap="sm">
          {Object.entries(palette).map(([name, value]) => (
            <Box key={name} display="flex" alignItems="center" gap="sm">
              <span
                aria-hidden="true"
                style={{
                  width: '2.5rem',
                  height: '2.5rem',
                  borderRadius: '0.25rem',
                  background: value,
                  border: '0.0625rem solid #767672',
                }}
              />
              <span>{`${name} ${value}`}</span>
            </Box>
          ))}
        </Box>
      </section>
      <section data-theme="day" aria-label="Day theme pairs" style={{ padding: '1rem' }}>
        <ContrastTable name="Day" colors={dayColors} />
      </section>
      <section
        data-theme="night"
        aria-label="Night theme pairs"
        style={{ padding: '1rem', background: nightColors.surface, color: nightColors.text }}
      >
        <ContrastTable name="Night" colors={nightColors} />
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContrastPairs: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByText(/FAIL/)).toHaveLength(0);
  },
};
