import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CardGrid,
  ContentCard,
  DateText,
  EmptyState,
  ErrorState,
  Flag,
  ImageWithFallback,
  Pagination,
  Skeleton,
  loadRichText,
} from '../../../design-system';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithProviders } from '../../support/render';

describe('a visitor scans a list of content', () => {
  it('sees what they searched for marked in a search hit, and the rest as text', async () => {
    await renderWithProviders(
      <CardGrid aria-label="Results">
        <ContentCard
          title="Durian fair"
          href="/en/news/9"
          snippet={['…exports of ', 'durian', ' to <b>China</b> and ', 'Durian', ' paste…']}
        />
      </CardGrid>,
      { locale: 'en' },
    );
    const card = screen.getByRole('listitem');
    const marks = card.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['durian', 'Durian']);
    expect(card).toHaveTextContent('…exports of durian to <b>China</b> and Durian paste…');
    expect(card.querySelector('b')).toBeNull();
    await expectNoAxeViolations(card);
  });

  it('reads each card: title link, snippet without markup, Thai date, category', async () => {
    await renderWithProviders(
      <CardGrid aria-label="ข่าว">
        <ContentCard
          title="งานแสดงสินค้า THAIFEX"
          href="/th/news/1"
          snippet="ผู้ส่งออก ไทย"
          date="2026-11-21T07:05:00Z"
          category="ข่าว"
        />
        <ContentCard title="ไม่มีวันที่" href="/th/news/2" date={null} />
        <ContentCard
          title="Plain summary"
          href="/th/news/3"
          snippet={'Duty < 5 % and > 2 %:   <b> is text, &amp; too'}
        />
      </CardGrid>,
      { locale: 'th' },
    );
    const list = screen.getByRole('list', { name: 'ข่าว' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // A plain-text snippet is shown as it is (whitespace collapsed), never read as markup.
    expect(
      within(items[2]!).getByText('Duty < 5 % and > 2 %: <b> is text, &amp; too'),
    ).toBeInTheDocument();
    const first = within(items[0]!);
    expect(
      first.getByRole('heading', { level: 3, name: 'งานแสดงสินค้า THAIFEX' }),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'งานแสดงสินค้า THAIFEX' })).toHaveAttribute(
      'href',
      '/th/news/1',
    );
    expect(first.getByText('ผู้ส่งออก ไทย')).toBeInTheDocument();
    expect(first.getByText('21 พฤศจิกายน 2569').closest('time')).toHaveAttribute(
      'dateTime',
      '2026-11-21T07:05:00.000Z',
    );
    expect(within(items[1]!).getByText('ไม่ระบุ')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is told when a card leads to another site', async () => {
    await renderWithProviders(
      <ContentCard title="Podcast" href="https://podcasts.example.org/ep1" date={false} />,
    );
    const link = screen.getByRole('link', { name: /Podcast.*opens in a new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sees the default image when the address is not an image or fails to load', async () => {
    const { container } = await renderWithProviders(
      <>
        <ImageWithFallback src="/uploads/brochure.pdf" alt="" fallbackSrc="/default.png" />
        <ImageWithFallback src="/uploads/photo.JPG" alt="Rice field" fallbackSrc="/default.png" />
      </>,
    );
    const [pdf, photo] = Array.from(container.querySelectorAll('img'));
    expect(pdf).toHaveAttribute('src', '/default.png');
    expect(photo).toHaveAttribute('src', '/uploads/photo.JPG');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    fireEvent.error(photo!);
    expect(screen.getByRole('img', { name: 'Rice field' })).toHaveAttribute('src', '/default.png');
    fireEvent.error(screen.getByRole('img', { name: 'Rice field' }));
    // Both failed: a neutral placeholder keeps the box and the name.
    expect(screen.getByRole('img', { name: 'Rice field' }).tagName).toBe('SPAN');
  });

  it('sees no stand-in picture on a card whose item has no image', async () => {
    const { container } = await renderWithProviders(
      <>
        <ContentCard title="No photo" href="/th/post/1" fallbackImageSrc="/default.png" />
        <ContentCard
          title="Photo"
          href="/th/post/2"
          imageSrc="/uploads/a.png"
          fallbackImageSrc="/default.png"
        />
      </>,
    );
    const [textOnly, pictured] = Array.from(container.querySelectorAll('article'));
    expect(textOnly!.querySelector('img, [aria-hidden="true"] svg')).toBeNull();
    expect(within(textOnly!).getByRole('link', { name: 'No photo' })).toBeInTheDocument();
    expect(pictured!.querySelector('img')).toHaveAttribute('src', '/uploads/a.png');
    await expectNoAxeViolations();
  });

  it('gets the first card image in view at once, and later ones only when scrolled to', async () => {
    const { container } = await renderWithProviders(
      <>
        <ContentCard title="First" href="/th/post/1" imageSrc="/uploads/a.png" priority />
        <ContentCard title="Second" href="/th/post/2" imageSrc="/uploads/b.png" />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('shows "Not specified" in every language when a date is missing', async () => {
    await renderWithProviders(<DateText value="not a date" />, { locale: 'ja' });
    expect(screen.getByText('指定なし')).toBeInTheDocument();
  });
});

describe('a visitor pages through a list', () => {
  it('knows the current page and follows previous/next links', async () => {
    const navigate = vi.fn();
    await renderWithProviders(
      <Pagination page={3} pageCount={10} hrefFor={(p) => `/en/news?page=${p}`} />,
      {
        navigate,
      },
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /Previous page/ })).toHaveAttribute(
      'href',
      '/en/news?page=2',
    );
    await userEvent.click(within(nav).getByRole('link', { name: /Next page/ }));
    expect(navigate).toHaveBeenCalledWith('/en/news?page=4', undefined);
    await expectNoAxeViolations();
  });

  it('has no previous on the first page, no next on the last, nothing for one page', async () => {
    const onChange = vi.fn();
    const first = await renderWithProviders(
      <Pagination page={1} pageCount={4} onChange={onChange} />,
    );
    expect(screen.queryByRole('button', { name: /Previous page/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange).toHaveBeenCalledWith(4);
    first.unmount();
    const last = await renderWithProviders(
      <Pagination page={4} pageCount={4} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: /Next page/ })).not.toBeInTheDocument();
    last.unmount();
    await renderWithProviders(<Pagination page={1} pageCount={1} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('a visitor meets loading, empty and error states', () => {
  it('hears "Loading" while skeleton cards hold the space', async () => {
    await renderWithProviders(<Skeleton variant="cards" count={3} />, { locale: 'th' });
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    await expectNoAxeViolations();
  });

  it('tries again after an error', async () => {
    const onRetry = vi.fn();
    await renderWithProviders(
      <>
        <ErrorState onRetry={onRetry} />
        <EmptyState description="No news in this category." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This content could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('a visitor sees a country flag', () => {
  it('shows a labelled flag for a Thai name, in the visitor language', async () => {
    await renderWithProviders(<Flag country="ญี่ปุ่น" mode="labelled" />);
    const flag = screen.getByRole('img', { name: 'Flag of Japan' });
    // At once, with the first render (the server's): no effect loads it later.
    expect(flag.querySelector('img')?.getAttribute('src')).toMatch(/\/jp\.svg$/);
    await expectNoAxeViolations();
  });

  it('warns and shows nothing for an unknown name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await renderWithProviders(<Flag country="แอตแลนติส" />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('แอตแลนติส'));
    warn.mockRestore();
  });
});

describe('a visitor reads an article', () => {
  it('gets sanitised content with labelled scrolling tables and safe external links', async () => {
    const RichText = lazy(loadRichText);
    await renderWithProviders(
      <Suspense fallback={null}>
        <RichText
          html={
            '<h2>Export</h2><p onclick="x()">See <a href="https://example.org/">partner</a> and <a href="javascript:alert(1)">bad</a></p>' +
            '<table><caption>Exports 2026</caption><tr><th>Month</th></tr><tr><td>Jan</td></tr></table><script>x()</script>'
          }
        />
      </Suspense>,
    );
    const region = await screen.findByRole('region', { name: 'Table: Exports 2026' });
    expect(region).toHaveAttribute('tabindex', '0');
    const partner = screen.getByRole('link', { name: /partner.*opens in a new tab/ });
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(screen.getByText('bad').closest('a')).not.toHaveAttribute('href');
    expect(document.querySelector('script, [onclick]')).toBeNull();
    await expectNoAxeViolations();
  });
});
