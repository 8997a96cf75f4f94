import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  IconButton,
  Link,
  RadioGroup,
  Select,
  TextField,
  buttonSizes,
} from '../../design-system';
import { FoundationPage, TokenTable } from './TokenTable';

/** WCAG 2.2 success criteria, in CSS pixels (these are the standard's numbers, not tokens). */
const WCAG_MINIMUM_PX = 24; // 2.5.8 Target Size (Minimum), level AA
const WCAG_ENHANCED_PX = 44; // 2.5.5 Target Size (Enhanced), level AAA

interface Control {
  name: string;
  /** The rendered control. */
  node: ReactNode;
  /** The element that receives the pointer: what is measured. */
  target: string;
}

const controls: Control[] = [
  ...buttonSizes.map((size) => ({
    name: `Button, size ${size}`,
    node: <Button size={size}>Send</Button>,
    target: 'button',
  })),
  { name: 'IconButton', node: <IconButton icon="search" aria-label="Search" />, target: 'button' },
  {
    name: 'Link, standalone',
    node: (
      <Link variant="standalone" href="#all-news">
        All news
      </Link>
    ),
    target: 'a',
  },
  { name: 'TextField (its input)', node: <TextField label="Company name" />, target: 'input' },
  {
    name: 'Select (its button)',
    node: (
      <Select
        label="Country"
        placeholder="Choose a country"
        options={[
          { id: 'jp', label: 'Japan' },
          { id: 'de', label: 'Germany' },
        ]}
      />
    ),
    target: 'button',
  },
  { name: 'Checkbox (with its label)', node: <Checkbox>I agree</Checkbox>, target: 'label' },
  {
    name: 'RadioGroup option (with its label)',
    node: (
      <RadioGroup
        label="Reply by"
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
    ),
    target: '[role="radiogroup"] label',
  },
];

type Size = { width: number; height: number };

/** Renders the control and reports the measured size of its target. */
function Measured({ control, onSize }: { control: Control; onSize: (s: Size) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current?.querySelector(control.target);
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      onSize({ width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [control, onSize]);
  return <div ref={ref}>{control.node}</div>;
}

function verdict(size: Size | undefined, min: number): string {
  if (!size) return '…';
  return Math.min(size.width, size.height) >= min ? 'pass' : 'below';
}

/**
 * Target sizes: the rendered size of each kind of control, measured in the browser, against
 * WCAG 2.2's minimum (2.5.8, 24 × 24 CSS px, level AA) and enhanced (2.5.5, 44 × 44) sizes.
 */
function TargetSizes() {
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const [setters] = useState(
    () =>
      new Map(
        controls.map((c) => [
          c.name,
          (s: Size) =>
            setSizes((prev) =>
              prev[c.name]?.width === s.width && prev[c.name]?.height === s.height
                ? prev
                : { ...prev, [c.name]: s },
            ),
        ]),
      ),
  );
  return (
    <FoundationPage>
      <p>
        Every control must be at least {WCAG_MINIMUM_PX} × {WCAG_MINIMUM_PX} CSS px (WCAG 2.5.8,
        level AA, which the site meets). Make controls {WCAG_ENHANCED_PX} px tall where there is
        room, as the default buttons, inputs and menu items are; keep compact sizes (small buttons,
        checkboxes, radio buttons, standalone links) for dense places, never below the minimum.
        Links inside running text are exempt.
      </p>
      <p>
        There is no target-size token: each component sets its minimum in its own styles, in rem, so
        targets grow with the visitor’s text size (and shrink with the 14 px setting). This page
        therefore measures the rendered components, so it always shows what they really are.
      </p>
      <TokenTable
        caption="Measured target sizes at the current text size"
        rows={controls}
        rowKey={(c) => c.name}
        columns={[
          { header: 'Component', isRowHeader: true, cell: (c) => c.name },
          {
            header: 'Control',
            cell: (c) => <Measured control={c} onSize={setters.get(c.name)!} />,
          },
          {
            header: 'Measured (CSS px)',
            cell: (c) => {
              const s = sizes[c.name];
              return <span data-measured>{s ? `${s.width} × ${s.height}` : '…'}</span>;
            },
          },
          {
            header: `${WCAG_MINIMUM_PX} px minimum (2.5.8)`,
            cell: (c) => <span data-verdict>{verdict(sizes[c.name], WCAG_MINIMUM_PX)}</span>,
          },
          {
            header: `${WCAG_ENHANCED_PX} px enhanced (2.5.5)`,
            cell: (c) => verdict(sizes[c.name], WCAG_ENHANCED_PX),
          },
        ]}
      />
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Target sizes',
  component: TargetSizes,
  parameters: {
    docs: {
      description: {
        component:
          'The size of every kind of control, measured in the browser, against WCAG 2.5.8 (24 px, AA) and 2.5.5 (44 px, AAA).',
      },
    },
  },
} satisfies Meta<typeof TargetSizes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Measurements: Story = {
  play: async ({ canvasElement }) => {
    // At the default text size every control meets the AA minimum.
    const verdicts = await within(canvasElement).findAllByText('pass', {
      selector: '[data-verdict]',
    });
    await expect(verdicts).toHaveLength(controls.length);
  },
};
