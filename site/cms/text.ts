import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * Plain text from CMS markup for snippets (docs/behaviour.md#content-and-calls: markup stripped for
 * the snippet): the model's functions (cms/src/model/html.ts), which the CMS also uses to store
 * each entry's summary.
 */
export { snippet, stripHtml, truncate } from '../../cms/src/model/html';

/**
 * A message in the active locale; before any locale is active (early calls, tests, the server)
 * the English source text, instead of Lingui's "no locale" error.
 */
export function translate(descriptor: MessageDescriptor, fallback?: string): string {
  if (i18n.locale) return i18n._(descriptor);
  return descriptor.message ?? fallback ?? descriptor.id;
}
