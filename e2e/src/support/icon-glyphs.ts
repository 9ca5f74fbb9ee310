import type { Page } from 'playwright-core';

// The glyphs the site draws as icons: the middle dot and the multiplication sign (separator and
// close cross), arrows, geometric shapes (▲ ▼), miscellaneous symbols (★ ♥ ♨) and dingbats (✓).
const ICON_GLYPH = /[\u00b7\u00d7\u2190-\u21ff\u25a0-\u27bf\u2b00-\u2bff]/;

// A snapshot line such as `- button "Vote helpful": ▲`: a node with a name, then its content.
const NAMED_NODE = /^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/;

/** The page's accessibility tree, as a screen reader would meet it (one node a line). */
export function accessibilityTree(page: Page): Promise<string> {
  return page.locator('body').ariaSnapshot();
}

/**
 * The lines of an accessibility tree where a screen reader would read an icon out, as
 * 'black star' or 'heavy check mark': in a name, or in text that has no name standing for it.
 * An empty list means every icon is hidden and every name is words only.
 */
export function iconGlyphsIn(tree: string, where: string): string[] {
  return tree
    .split('\n')
    .filter((line) => ICON_GLYPH.test(NAMED_NODE.exec(line)?.[1] ?? line))
    .map((line) => `${where}: icon read out in ${line.trim()}`);
}

/** The icon glyphs the page's accessibility tree reads out now (see `iconGlyphsIn`). */
export async function iconGlyphsReadOut(page: Page, where = page.url()): Promise<string[]> {
  return iconGlyphsIn(await accessibilityTree(page), where);
}
