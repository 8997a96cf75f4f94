import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../../../site/router';

function Show({ name }: { name: string }) {
  const params = useParams();
  const { pathname, search, hash } = useLocation();
  return (
    <p>
      {name} {JSON.stringify(params)} {pathname}
      {search}
      {hash}
    </p>
  );
}

function Layout() {
  const { locale } = useParams();
  return (
    <div>
      <span>layout {locale}</span>
      <Outlet />
    </div>
  );
}

function Controls() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  return (
    <>
      <output aria-label="key">{key}</output>
      <output aria-label="page">{params.get('page') ?? 'none'}</output>
      <button onClick={() => navigate('/en/news')}>go news</button>
      <button
        onClick={() => {
          const next = new URLSearchParams(params);
          next.set('page', '2');
          setParams(next);
        }}
      >
        page 2
      </button>
    </>
  );
}

const table = (
  <Routes>
    <Route path="/" element={<Navigate replace to="/th/" />} />
    <Route path="/:locale" element={<Layout />}>
      <Route index element={<Show name="home" />} />
      <>
        <Route path="post/contact/contact-ditp" element={<Show name="contact" />} />
        <Route path="post/:id" element={<Show name="post" />} />
        <Route
          path="corruption-and-Misconduct-Complaint-Form"
          element={<Show name="complaint" />}
        />
      </>
      {[<Route key="news" path="news" element={<Show name="news" />} />]}
      <Route path="*" element={<Show name="not-found" />} />
    </Route>
  </Routes>
);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {table}
      <Controls />
    </MemoryRouter>,
  );

describe('site router', () => {
  it('renders the layout and the matched child with every param', () => {
    at('/en/post/abc%20123');
    expect(screen.getByText('layout en')).toBeInTheDocument();
    expect(screen.getByText(/^post/)).toHaveTextContent('post {"locale":"en","id":"abc 123"}');
  });

  it('ranks a static path above a :param path, whatever the order', () => {
    at('/th/post/contact/contact-ditp');
    expect(screen.getByText(/^contact/)).toBeInTheDocument();
    cleanup();
    at('/th/post/contact');
    expect(screen.getByText(/^post/)).toHaveTextContent('"id":"contact"');
  });

  it('matches case-insensitively and ignores a trailing slash', () => {
    at('/th/corruption-and-misconduct-complaint-form/');
    expect(screen.getByText(/^complaint/)).toBeInTheDocument();
    cleanup();
    at('/th/');
    expect(screen.getByText(/^home/)).toBeInTheDocument();
  });

  it('falls back to the * route inside the layout', () => {
    at('/nl/no/such/page');
    expect(screen.getByText('layout nl')).toBeInTheDocument();
    expect(screen.getByText(/^not-found/)).toHaveTextContent('"*":"no/such/page"');
  });

  it('redirects with <Navigate>', async () => {
    at('/');
    expect(await screen.findByText(/^home/)).toHaveTextContent('/th/');
  });

  it('navigates, and the query-string setter keeps the path', async () => {
    const user = userEvent.setup();
    at('/en/');
    const firstKey = screen.getByRole('status', { name: 'key' }).textContent;
    await user.click(screen.getByRole('button', { name: 'go news' }));
    expect(screen.getByText(/^news/)).toHaveTextContent('/en/news');
    const newsKey = screen.getByRole('status', { name: 'key' }).textContent;
    expect(newsKey).not.toBe(firstKey);
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(screen.getByText(/^news/)).toHaveTextContent('/en/news?page=2');
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('2');
    // Same URL again is still a new navigation (menus close, the progress bar runs).
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(screen.getByRole('status', { name: 'key' }).textContent).not.toBe(newsKey);
  });

  it('follows the browser history (push, then back)', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/en/post/x1');
    render(
      <BrowserRouter>
        {table}
        <Controls />
      </BrowserRouter>,
    );
    expect(screen.getByText(/^post/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'go news' }));
    expect(window.location.pathname).toBe('/en/news');
    expect(screen.getByText(/^news/)).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText(/^post/)).toHaveTextContent('"id":"x1"');
  });
});
