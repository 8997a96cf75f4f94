/**
 * A list's cards (site/pages/parts/ItemCard.tsx): an entry without an image is a text-only card,
 * so the image that loads first and with high priority is the first one a card really has.
 */
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../site/cms/types';
import { ItemCard, leadImageIndex } from '../../../site/pages/parts/ItemCard';
import { renderWithProviders } from '../../support/render';

const entry = (id: string, image?: boolean): ContentItem =>
  ({
    id: 1,
    documentId: id,
    title: `Entry ${id}`,
    summary: 'About exporting',
    publish_date: '2026-11-01T03:00:00.000Z',
    image: image ? { url: `/uploads/${id}.jpg` } : null,
  }) as unknown as ContentItem;

describe('the cards of a list', () => {
  it('give priority to the first card that has an image', async () => {
    const items = [entry('a'), entry('b', true), entry('c', true)];
    expect(leadImageIndex(items)).toBe(1);
    expect(leadImageIndex([entry('x'), entry('y')])).toBe(-1);
    const { container } = await renderWithProviders(
      <>
        {items.map((item, index) => (
          <ItemCard
            key={item.documentId}
            collectionKey="ditp-news"
            item={item}
            locale="en"
            priority={index === leadImageIndex(items)}
          />
        ))}
      </>,
    );
    const cards = Array.from(container.querySelectorAll('article'));
    expect(cards[0]!.querySelector('img')).toBeNull();
    const [lead, later] = Array.from(container.querySelectorAll('img'));
    expect(lead).toHaveAttribute('src', expect.stringContaining('/uploads/b'));
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(later).toHaveAttribute('loading', 'lazy');
  });
});
