import { createContext, useContext } from 'react';

/**
 * What a server render learns about the page while rendering it: its `<title>`, whether it must
 * stay out of search indexes, and its HTTP status (site/server/render.tsx writes them into the
 * document). In the browser there is no such object: the hooks below set `document` instead.
 */
export class ServerHead {
  title?: string;
  noindex = false;
  status?: number;
  setTitle(title: string): void {
    this.title = title;
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
