import type { ReactNode } from 'react';
import { vars } from '../../design-system';

/** The root size the rem tokens are written against (the site's default text size). */
const DEFAULT_ROOT_PX = 16;

/** "0.75rem" → "12 px" at the default text size; anything else is returned as given. */
export function remToPx(value: string): string {
  const rem = /^(-?[\d.]+)rem$/.exec(value);
  if (rem) return `${Number(rem[1]) * DEFAULT_ROOT_PX} px`;
  if (value === '0') return '0 px';
  return '—';
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell names its row (rendered as a row header). */
  isRowHeader?: boolean;
}

const cellStyle = {
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.lg,
  borderBlockEnd: `0.0625rem solid ${vars.color.borderSubtle}`,
} as const;

/**
 * A specimen table of a token scale: a caption, column headers and one row per token, the token's
 * name as the row header. Rows come from the token objects, so the page cannot drift from them.
 */
export function TokenTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: vars.space.sm }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" style={cellStyle}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) =>
              c.isRowHeader ? (
                <th key={c.header} scope="row" style={{ ...cellStyle, fontWeight: 400 }}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header} style={cellStyle}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The table of a rem token scale (spacing, radius, focus stroke): token, value, its pixels at the
 * default text size, an optional specimen and what the step is for, one row per token in order.
 */
export function ScaleTable<Name extends string>({
  caption,
  scale,
  usage,
  specimen,
}: {
  caption: string;
  scale: Readonly<Record<Name, string>>;
  usage: Partial<Record<Name, string>>;
  /** Draws the token (decorative: the row already names and measures it). */
  specimen?: (name: Name) => ReactNode;
}) {
  const steps = Object.entries(scale) as Array<[Name, string]>;
  const columns: Array<Column<[Name, string]>> = [
    { header: 'Token', isRowHeader: true, cell: ([name]) => <code>{name}</code> },
    { header: 'Value', cell: ([, value]) => <code>{value}</code> },
    { header: 'At 16 px text', cell: ([, value]) => remToPx(value) },
    ...(specimen ? [{ header: 'Specimen', cell: ([name]: [Name, string]) => specimen(name) }] : []),
    { header: 'Use for', cell: ([name]) => usage[name] ?? '' },
  ];
  return <TokenTable caption={caption} rows={steps} rowKey={([name]) => name} columns={columns} />;
}

/** The page's frame: English documentation, marked as such for screen readers. */
export function FoundationPage({ children }: { children: ReactNode }) {
  return (
    <div lang="en" style={{ display: 'grid', gap: vars.space.xl, maxWidth: vars.container.max }}>
      {children}
    </div>
  );
}
