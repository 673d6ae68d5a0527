import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Menu } from '#site/content';
import { asRoute } from '@/components/links';
import { MenuLinks } from './MenuLinks';
import classes from './MegaMenu.module.css';
import { ContentImage } from '@/components/ContentImage';

/**
 * A desktop menu's panel: the section's image, description and index link, then its links. Only
 * the open panel has content: eight hidden panels on every page were a sixth of its HTML and of
 * the elements the browser parses and React hydrates (issue 6), for nothing a visitor could see.
 */
export function MenuPanel({ id, menu, open }: { id: string; menu: Menu; open: boolean }) {
  const { t } = useTranslation();
  return (
    // tabIndex -1: a click on the panel's background keeps focus inside the menu, so it stays open.
    <div id={id} className={classes.panel} hidden={!open} tabIndex={-1} data-menu-panel>
      {open && (
        <>
          <div className={classes.media}>
            <ContentImage image={menu.image} alt={menu.imageAlt} />
            <p className={classes.description}>{menu.description}</p>
            <Link to={asRoute(menu.path)} className={classes.sectionLink}>
              {t('layout.seeSection', { label: menu.label })}
            </Link>
          </div>
          <ul className={classes.links}>
            <MenuLinks menu={menu} className={classes.link} />
          </ul>
        </>
      )}
    </div>
  );
}
