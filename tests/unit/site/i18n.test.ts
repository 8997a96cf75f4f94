import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 }); // the first .po import compiles the catalog

// Fresh module state (which catalogs are loaded, whether pages asked for theirs) for every test.
beforeEach(() => vi.resetModules());
const load = () => import('../../../site/i18n/i18n');

const shellMessage = msg`Search`;
const pageMessage = msg`Full name`;

describe('catalog loading', () => {
  it('the first paint loads the shell messages only', async () => {
    const { activateLocale, i18n } = await load();
    await activateLocale('th');
    expect(i18n._(shellMessage)).toBe('ค้นหา');
    expect(i18n._(pageMessage)).not.toBe('ชื่อ-นามสกุล');
  });

  it('a page loads its messages with its module', async () => {
    const { activateLocale, i18n, withPageMessages } = await load();
    await activateLocale('th');
    const module = await withPageMessages(async () => ({ default: 'page module' }))();
    expect(module.default).toBe('page module');
    expect(i18n._(pageMessage)).toBe('ชื่อ-นามสกุล');
  });

  it('after a page needed them, switching language loads the page messages before activating', async () => {
    const { activateLocale, i18n, withPageMessages } = await load();
    await activateLocale('en');
    await withPageMessages(async () => null)();
    await activateLocale('ja');
    expect(i18n.locale).toBe('ja');
    expect(i18n._(pageMessage)).not.toBe('Full name');
    expect(i18n._(shellMessage)).not.toBe('Search');
  });

  it('tests and stories can ask for everything at once', async () => {
    const { activateLocale, i18n } = await load();
    await activateLocale('th', { pages: true });
    expect(i18n._(pageMessage)).toBe('ชื่อ-นามสกุล');
  });
});
