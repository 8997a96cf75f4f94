import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SPEC, breakpoints, container } from '../../design-system';
import { FoundationPage, TokenTable, remToPx } from './TokenTable';
import { useMediaQuery } from './useMediaQuery';

type Query = Exclude<keyof typeof breakpoints, 'mobileMaxPx'>;
type Width = keyof typeof container;

const queryUsage: Record<Query, string> = {
  mobile: 'Phones: one column, the navigation in a drawer.',
  desktop: 'Tablets and desktops: the header’s mega menus, layouts of several columns.',
  wide: 'Large desktop windows, for layouts that make use of the extra width.',
};

const widthUsage: Record<Width, string> = {
  max: 'The page’s content column.',
  wide: 'The content column while the visitor’s text size is above the default.',
  text: 'Running text (articles, rich text): a comfortable line length.',
};

function Matches({ query }: { query: string }) {
  return useMediaQuery(query) ? 'yes' : 'no';
}

/**
 * Breakpoints and container widths. Media queries are in em, so they follow the browser's zoom
 * and text size: zooming in moves a page towards the mobile layout, as it should (reflow).
 */
function Breakpoints() {
  const queries = (Object.keys(breakpoints) as Array<keyof typeof breakpoints>).filter(
    (k): k is Query => k !== 'mobileMaxPx',
  );
  return (
    <FoundationPage>
      <p>
        Design mobile first: the mobile layout is the default, desktop and wide add to it. Mobile is
        a window of {breakpoints.mobileMaxPx} px or less (SPEC.mobileMaxWidthPx ={' '}
        {SPEC.mobileMaxWidthPx}). The layout props of Box take these conditions by name (
        <code>{'{ mobile, desktop, wide }'}</code>). Every page must also work at 320 px wide (WCAG
        1.4.10 reflow): use the Reflow 320 viewport in the toolbar.
      </p>
      <TokenTable
        caption="Breakpoints (media queries)"
        rows={queries}
        rowKey={(name) => name}
        columns={[
          { header: 'Condition', isRowHeader: true, cell: (name) => <code>{name}</code> },
          { header: 'Media query', cell: (name) => <code>{breakpoints[name]}</code> },
          { header: 'Matches this window', cell: (name) => <Matches query={breakpoints[name]} /> },
          { header: 'Use for', cell: (name) => queryUsage[name] },
        ]}
      />
      <TokenTable
        caption="Container widths (vars.container)"
        rows={Object.keys(container) as Width[]}
        rowKey={(name) => name}
        columns={[
          { header: 'Token', isRowHeader: true, cell: (name) => <code>{name}</code> },
          { header: 'Max width', cell: (name) => <code>{container[name]}</code> },
          { header: 'At 16 px text', cell: (name) => remToPx(container[name]) },
          { header: 'Use for', cell: (name) => widthUsage[name] },
        ]}
      />
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Breakpoints',
  component: Breakpoints,
  parameters: {
    docs: {
      description: {
        component:
          'Breakpoints and container widths, generated from the `breakpoints` and `container` tokens.',
      },
    },
  },
} satisfies Meta<typeof Breakpoints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    // The test window is 1280 px wide: desktop and wide match, mobile does not.
    const canvas = within(canvasElement);
    const row = (name: string) => canvas.getByRole('rowheader', { name }).closest('tr')!;
    await expect(within(row('mobile')).getByText('no')).toBeInTheDocument();
    await expect(within(row('desktop')).getByText('yes')).toBeInTheDocument();
  },
};
