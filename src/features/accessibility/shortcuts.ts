/**
 * eMAG's standard shortcuts (Alt+1..4, by `accesskey`), the one list the accessibility bar and
 * the /acessibilidade page both show. Each names where it leads: the first target that is shown
 * on this screen takes focus (the desktop menu and search box hide on small screens, where the
 * menu button stands for both).
 */
export type Shortcut = {
  key: '1' | '2' | '3' | '4';
  label: 'content' | 'menu' | 'search' | 'footer';
  /** CSS selectors, first visible wins; the first one's id is the link's href for visitors without JS. */
  targets: readonly string[];
};

export const MAIN_ID = 'conteudo';
export const MAIN_NAV_ID = 'menu-principal';
export const FOOTER_ID = 'rodape';
const MOBILE_MENU_BUTTON = '[aria-controls="mobile-menu"]';

export const SHORTCUTS: readonly Shortcut[] = [
  { key: '1', label: 'content', targets: [`#${MAIN_ID}`] },
  { key: '2', label: 'menu', targets: [`#${MAIN_NAV_ID}`, MOBILE_MENU_BUTTON] },
  { key: '3', label: 'search', targets: ['#header-search', MOBILE_MENU_BUTTON] },
  { key: '4', label: 'footer', targets: [`#${FOOTER_ID}`] },
];

/** The first target shown on screen (an element with a layout box), if any. */
export function visibleTarget(targets: readonly string[], root: ParentNode = document): HTMLElement | null {
  for (const selector of targets) {
    const element = root.querySelector<HTMLElement>(selector);
    if (element && element.getClientRects().length > 0) return element;
  }
  return null;
}
