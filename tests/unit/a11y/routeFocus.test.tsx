import { readFileSync } from 'node:fs';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from '../../../site/router';
import { useRouteFocus } from '../../../site/shell/useRouteFocus';

/** A page that, like the CMS pages, shows its h1 and sets its title only once its data is there. */
function Page({ name, delay = 0 }: { name: string; delay?: number }) {
  const [ready, setReady] = useState(delay === 0);
  useEffect(() => {
    if (ready) return;
    const t = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(t);
  }, [ready, delay]);
  useEffect(() => {
    if (ready) document.title = `${name} – DITP`;
  }, [ready, name]);
  return ready ? (
    <>
      <h1>{name}</h1>
      <p>{name} text</p>
    </>
  ) : (
    <p>Loading</p>
  );
}

/** The shell as LocaleLayout has it: a persistent header link, `main#main`, the live region. */
function Shell() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const announcement = useRouteFocus(pathname, hash);
  return (
    <>
      <header>
        <button type="button" onClick={() => void navigate('/en/b')}>
          header link to B
        </button>
      </header>
      <span role="status">{announcement}</span>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** Audit F10 (WCAG 2.4.3, 4.1.3): focus fell to <body> after navigation; nothing was announced. */
describe('focus and announcement after client-side navigation', () => {
  it('moves focus to the new h1 and announces the title once, also on Back', async () => {
    window.history.replaceState(null, '', '/en/a');
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/en" element={<Shell />}>
            <Route path="a" element={<Page name="Page A" />} />
            <Route path="b" element={<Page name="Page B" delay={300} />} />
          </Route>
        </Routes>
      </BrowserRouter>,
    );
    // The first page: nothing is moved or announced.
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'header link to B' }));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Page B' });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(h1).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page B – DITP'));

    act(() => window.history.back());
    const back = await screen.findByRole('heading', { level: 1, name: 'Page A' });
    await waitFor(() => expect(back).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page A – DITP'));
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('the site shell uses it', () => {
  it('LocaleLayout focuses and announces with useRouteFocus, in a polite live region', () => {
    const layout = readFileSync(`${process.cwd()}/site/shell/LocaleLayout.tsx`, 'utf8');
    expect(layout).toMatch(/const pageAnnouncement = useRouteFocus\(pathname, hash\)/);
    expect(layout).toMatch(/role="status" aria-live="polite"[^>]*>\s*\{pageAnnouncement\}/);
    expect(layout).toMatch(/<main id="main" tabIndex=\{-1\}/);
  });
});
