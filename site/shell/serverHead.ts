import { createContext, useContext } from 'react';
import type { StructuredData } from './structuredData';

/** Longest description written into the head (what search engines show): longer ones are cut. */
export const DESCRIPTION_LENGTH = 160;

/** What a page says about itself for search engines and link previews (usePageMeta). */
export interface PageMeta {
  /** Plain text, about 160 characters: `<meta name="description">`, `og:description`. */
  description?: string;
  /** The page's own image (a site path or an absolute URL): `og:image`, a large preview card. */
  image?: string;
  /** The image's size and type when known (the CMS's preview crop): `og:image:width`... */
  imageSize?: { width: number; height: number; type?: string };
  /** `og:type`: an article (a dated entry) or a website page. */
  type?: 'website' | 'article';
  /** `og:site_name`, in the page's language (the shell sets it). */
  siteName?: string;
  /** The page's Atom feed (a list a visitor can follow): `<link rel="alternate" type="application/atom+xml">`. */
  feed?: { href: string; title: string };
}

/**
 * What a server render learns about the page while rendering it: its `<title>`, its description,
 * image and type (the shell sets the site's description first, a page its own after), whether it
 * must stay out of search indexes, and its HTTP status (site/server/render.tsx writes them into the
 * document). In the browser there is no such object: the hooks set `document` instead.
 */
export class ServerHead {
  /** The configured public origin the page is rendered for (never the request's Host). */
  origin = '';
  title?: string;
  noindex = false;
  status?: number;
  meta: PageMeta = {};
  /** JSON-LD the page states, one of each kind (site/shell/structuredData.ts). */
  structuredData = new Map<StructuredData['kind'], StructuredData>();
  setStructuredData(data: StructuredData): void {
    this.structuredData.set(data.kind, data);
  }
  setTitle(title: string): void {
    this.title = title;
  }
  setMeta(meta: PageMeta): void {
    for (const [key, value] of Object.entries(meta) as Array<[keyof PageMeta, unknown]>)
      if (value) (this.meta as Record<string, unknown>)[key] = value;
  }
  setNoIndex(): void {
    this.noindex = true;
  }
  setStatus(status: number): void {
    this.status = status;
  }
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The server render's head record, or null in the browser. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}

/** The page's HTTP status for a server render (e.g. 404 on the not-found page). */
export function useHttpStatus(status: number): void {
  useServerHead()?.setStatus(status);
}

/**
 * Head elements a server render wrote (marked `data-ssr`) that a browser-side hook now manages:
 * removed when the hook takes over, so a later page does not inherit them.
 */
export function removeServerHead(selector: string): void {
  document.head.querySelectorAll(`${selector}[data-ssr]`).forEach((element) => element.remove());
}

/** The public origin the server rendered the page for (its payload), for the browser's render. */
let renderedOrigin: string | null = null;
export function setPublicOrigin(origin: string): void {
  renderedOrigin = origin;
}

/**
 * The site's public origin, the same on the server and in the browser that hydrates its page (a
 * shared link's address): the configured one, else, without a server render, the window's.
 */
export function usePublicOrigin(): string {
  const head = useServerHead();
  if (head) return head.origin;
  return renderedOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
