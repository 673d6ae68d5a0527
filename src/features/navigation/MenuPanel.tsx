import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import type menuBar from '#site/content/menuBar.json';
import { asRoute } from '@/components/links';
import { isLoaded, type OnDemand } from './on-demand';
import classes from './MegaMenu.module.css';

type MenuBarItem = (typeof menuBar)[number];
type PanelContent = OnDemand<typeof import('./MenuPanelContent')>;

/**
 * A desktop menu's panel. Only the open panel has content: eight hidden panels on every page were a
 * sixth of its HTML and of the elements the browser parses and React hydrates (work a cheap phone
 * does before it answers input), for nothing a visitor could see. Until the panels' content has
 * downloaded (or if it cannot be), the open panel links to the section's index page, which lists
 * the same pages.
 */
export function MenuPanel({
  id,
  menu,
  open,
  content,
}: {
  id: string;
  menu: MenuBarItem;
  open: boolean;
  content: PanelContent;
}) {
  const loaded = isLoaded(content) ? content.module : null;
  return (
    // tabIndex -1: a click on the panel's background keeps focus inside the menu, so it stays open.
    <div
      id={id}
      className={classes.panel}
      hidden={!open}
      tabIndex={-1}
      data-menu-panel
      aria-busy={open ? content === null : undefined}
    >
      {open && (
        <>
          {/* The section link comes first and keeps its element when the rest arrives, so it
              neither moves under the pointer nor loses keyboard focus. */}
          <div className={classes.media}>
            <SectionLink label={menu.label} path={menu.path} />
            {loaded && <loaded.MenuMedia id={menu.id} />}
          </div>
          {loaded && <loaded.MenuLinkList id={menu.id} />}
        </>
      )}
    </div>
  );
}

/** The link to a section's index page. */
function SectionLink({ label, path }: { label: string; path: string }) {
  const { t } = useStrings();
  return (
    <Link to={asRoute(path)} className={classes.sectionLink}>
      {t('layout.seeSection', { label })}
    </Link>
  );
}
