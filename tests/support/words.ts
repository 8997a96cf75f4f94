/**
 * Words laid out across two lines: a column narrower than a word broke it (Thai, Chinese and
 * Japanese have no spaces, so the browser breaks them from its dictionary; a long Dutch compound
 * breaks anywhere under `overflow-wrap: anywhere`). Words come from Intl.Segmenter in the text's
 * locale; a word whose boxes sit at two heights is broken. Only painted text counts (not
 * `display: none`, not clipped to a pixel like a visually hidden text).
 */
export function brokenWords(root: Element, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const broken: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.checkVisibility()) continue;
    const box = parent.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;
    for (const { segment, index, isWordLike } of segmenter.segment(node.textContent ?? '')) {
      if (!isWordLike || segment.length < 2) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const tops = new Set(
        [...range.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)),
      );
      if (tops.size > 1) broken.push(segment);
    }
  }
  return broken;
}
