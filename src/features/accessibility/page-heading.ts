/** Focuses the page's h1 inside main (made focusable by script only), if the page has one. */
export function focusPageHeading(root: Document): boolean {
  const heading = root.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}
