/**
 * Loads RichText (with DOMPurify) as its own chunk, in the shape `React.lazy` expects:
 * `const RichText = lazy(loadRichText)`.
 */
export const loadRichText = () => import('./RichText');
