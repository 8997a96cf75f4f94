import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultList } from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

describe('a list of search results', () => {
  it('reads as an ordered list of headed results, with type and date named and the words marked', async () => {
    const { container } = await renderWithProviders(
      <ResultList
        headingLevel={3}
        items={[
          {
            id: 'a',
            title: 'ส่งออกทุเรียนไทยไปจีน',
            href: '/th/post/a',
            snippet: ['การส่งออก', 'ทุเรียน', 'สดเพิ่มขึ้น'],
            type: 'ข่าวกรม',
            date: '2026-11-21T03:00:00Z',
          },
          {
            id: 'b',
            title: 'Frozen durian',
            href: 'https://www.thaitrade.com/',
            external: true,
            snippet: '<b>plain</b> text',
          },
        ]}
      />,
      { locale: 'th' },
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent(
      'ส่งออกทุเรียนไทยไปจีน',
    );
    expect(items[0]).toHaveTextContent('ประเภท: ข่าวกรม');
    expect(items[0]).toHaveTextContent('วันที่: 21 พฤศจิกายน 2569');
    expect(container.querySelector('mark')).toHaveTextContent('ทุเรียน');
    // Plain snippets are text, never markup; an outside link says it opens a new tab.
    expect(items[1]).toHaveTextContent('<b>plain</b> text');
    expect(within(items[1]).getByRole('link')).toHaveAccessibleName(/Frozen durian.*แท็บใหม่/);
    await expectNoAxeViolations(container);
  });
});
