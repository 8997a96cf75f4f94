/**
 * Vite plugin for production builds: the registry's labels (site/cms/collections.ts) lose their
 * English `message`, keeping their `id`, as Lingui's macro drops it from every `msg` descriptor in
 * production. The registry writes its descriptors by hand (it stays plain data that Node loads
 * without the macro), so without this their English text rode in the first script of every page:
 * 0.25 KB gzipped. The compiled catalogs, complete in every locale (`lingui compile --strict`),
 * carry the text; tests/unit/registryLabels.test.ts checks both.
 */
import type { Plugin } from 'vite';

/** `/*i18n*\/ { id: '…', message: '…' }` -> `/*i18n*\/ { id: '…' }`. */
const DESCRIPTOR = /(\/\*i18n\*\/\s*\{\s*id:\s*'[^']+')\s*,\s*message:\s*'(?:[^'\\]|\\.)*'/g;

export function withoutRegistryMessages(code: string): string {
  return code.replace(DESCRIPTOR, '$1');
}

export function registryLabelsPlugin(): Plugin {
  return {
    name: 'ditp:registry-labels-by-id',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]site[\\/]cms[\\/]collections\.ts$/.test(id)) return null;
      return { code: withoutRegistryMessages(code), map: null };
    },
  };
}
