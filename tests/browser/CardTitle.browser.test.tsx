import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentCard } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Audit F13 (WCAG 1.4.12, 1.4.10): card headings were clamped at three lines, so long titles
 * (and most titles under the text-spacing override) were cut off with "…".
 */
const spacing = document.createElement('style');
spacing.textContent = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
afterEach(() => spacing.remove());

const TITLE =
  'DITP opens THAIFEX – Anuga Asia to boost Thai food exports to new markets across Asia, Europe and the Middle East with business matching, seminars and a Thai pavilion for small and medium exporters';

describe('content card title', () => {
  it('shows the whole title in a narrow card with the WCAG text-spacing override', async () => {
    document.head.append(spacing);
    await renderWithProviders(
      <div style={{ width: '18rem' }}>
        <ContentCard title={TITLE} href="/en/news/1" snippet="Summary." headingLevel={3} />
      </div>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight + 1);
    expect(getComputedStyle(heading).webkitLineClamp).toBe('none');
  });
});
