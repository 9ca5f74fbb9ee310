/**
 * A ref that gives its element a width through the CSSOM, as React's `style` would: the site's
 * Content-Security-Policy refuses style attributes in the HTML the server renders, not styles a
 * script sets.
 */
export function widthRef(width: string): (element: HTMLElement | null) => void {
  return (element) => element?.style.setProperty('width', width);
}
