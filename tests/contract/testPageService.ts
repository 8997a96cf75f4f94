/**
 * The page service as the contract tests start it: in this process, on a free loopback port, with
 * a bare document template (no built site needed), a jsdom window for the sanitiser, its cache off
 * and its log silent unless a test says otherwise.
 */
import { JSDOM } from 'jsdom';
import { silentLogger } from '../../site/server/log';
import { startPageService, type PageServiceOptions } from '../../site/server/pageService';

export const TEMPLATE =
  '<!doctype html><html lang="th"><head><title>DITP</title></head><body><div id="root"></div></body></html>';

export type TestPageServiceOptions = Omit<PageServiceOptions, 'template' | 'domWindow'> & {
  template?: string;
};

export function testPageService(options: TestPageServiceOptions) {
  return startPageService({
    template: TEMPLATE,
    domWindow: new JSDOM('').window as unknown as Window & typeof globalThis,
    cacheSeconds: 0,
    logger: silentLogger,
    ...options,
  });
}
