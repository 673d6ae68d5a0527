// While React hydrates a prerendered page, a tap on a part it has not hydrated yet makes it
// hydrate all of that part at once, in one task, before the tap has any effect: a quarter to a
// third of a second on a cheap phone (npm run bench:input). A link or a text field needs nothing
// of React for a tap: the browser follows the link, as it does before the scripts start, and
// focuses the field. So until the page's content has hydrated, taps on those go to the browser
// alone. React still learns of the field's focus (it replays it once hydrated), and what is typed
// reaches React, which hydrates then.

/** The events of a tap (touch, pen or mouse), and a key press: Enter follows a focused link. */
const TAP_EVENTS = [
  'keydown',
  'touchstart',
  'touchend',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
] as const;

/** Inputs in which a visitor types text; a tap on one only places the caret. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number']);

/**
 * Whether a link to `href`, on the page at `here`, loads another page. One that only moves within
 * this page (an anchor) stays React's, whose router keeps the scroll and focus in step.
 */
export function leavesPage(href: string, here: string): boolean {
  const target = new URL(href, here);
  const page = new URL(here);
  return target.origin !== page.origin || target.pathname !== page.pathname || target.search !== page.search;
}

/**
 * Whether an input takes typed text with nothing of the page's code needed to start: a read-only
 * input, or a combobox, opens a list of the page's own on a tap, which only React can show.
 */
export function takesTypedText(input: { type: string; readOnly: boolean; role: string | null }): boolean {
  return TEXT_INPUT_TYPES.has(input.type) && !input.readOnly && input.role !== 'combobox';
}

/** Whether the browser alone answers `event` as the visitor expects. */
function browserAnswers(event: Event): boolean {
  const { target } = event;
  if (!(target instanceof Element)) return false;
  // The control tapped: a button inside a link card is the button's.
  const control = target.closest('a[href], button, input, textarea, select, label, summary, [role="button"]');
  if (control instanceof HTMLAnchorElement)
    return (
      leavesPage(control.href, window.location.href) && (!(event instanceof KeyboardEvent) || event.key === 'Enter')
    );
  // Keys typed in a field are React's to hear.
  if (event instanceof KeyboardEvent) return false;
  if (control instanceof HTMLTextAreaElement) return !control.readOnly;
  if (control instanceof HTMLInputElement)
    return takesTypedText({ type: control.type, readOnly: control.readOnly, role: control.getAttribute('role') });
  return false;
}

/**
 * Until `hydrated` settles, keeps the taps the browser answers alone (above) from React. Listens on
 * window in the capture phase, which runs before React's listeners on its root; nothing prevents
 * the browser's own response.
 */
export function leaveTapsToBrowserUntil(hydrated: Promise<unknown>) {
  const standAside = (event: Event) => {
    if (browserAnswers(event)) event.stopPropagation();
  };
  for (const type of TAP_EVENTS) window.addEventListener(type, standAside, { capture: true, passive: true });
  void hydrated.finally(() => {
    for (const type of TAP_EVENTS) window.removeEventListener(type, standAside, { capture: true });
  });
}
