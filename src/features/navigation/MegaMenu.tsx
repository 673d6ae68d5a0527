import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import menuBar from '#site/content/menuBar.json';
import { asRoute } from '@/components/links';
import { MenuPanel } from './MenuPanel';
import { onDemand, useOnDemand } from './on-demand';
import { isInSection } from './section-path';
import { useMegaMenu } from './use-mega-menu';
import classes from './MegaMenu.module.css';
import { usePathname } from '@/lib/use-pathname';

// The panels' content (descriptions, images, links) downloads when a visitor reaches for the menu
// bar: the pointer entering it or focus moving into it, at least HOVER_OPEN_DELAY_MS before a
// hover opens a panel. Opening a panel asks again if that download failed.
const loadPanelContent = onDemand(() => import('./MenuPanelContent'));

/**
 * Desktop navigation, following the WAI-ARIA disclosure navigation pattern with top-level links:
 * each section is a link to its index page (it works before and without JavaScript) followed by
 * a button (aria-expanded, aria-controls) that shows the section's panel of links. Hovering opens
 * the panel too; see useMegaMenu for how it closes. Every panel spans the menu bar, below it; the
 * open item's safe area lets the pointer cross the other triggers on its way to a link.
 */
export function MegaMenu() {
  const { t } = useStrings();
  const pathname = usePathname();
  const [content, prepareContent] = useOnDemand(loadPanelContent);
  const { openId, itemProps, buttonProps, safeAreaProps } = useMegaMenu(pathname, prepareContent);

  return (
    <nav
      aria-label={t('layout.mainNav')}
      className={classes.nav}
      onMouseEnter={prepareContent}
      onFocus={prepareContent}
      onPointerDown={prepareContent}
    >
      <ul className={classes.list}>
        {menuBar.map((menu) => {
          const open = openId === menu.id;
          const panelId = `menu-panel-${menu.id}`;
          return (
            <li
              key={menu.id}
              className={classes.item}
              data-open={open}
              data-active={isInSection(pathname, menu.path)}
              {...itemProps(menu.id)}
            >
              <Link to={asRoute(menu.path)} className={classes.top} activeOptions={{ exact: true }}>
                {menu.label}
              </Link>
              <button
                type="button"
                className={classes.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                aria-label={t('layout.menu.more', { label: menu.label })}
                {...buttonProps(menu.id)}
              >
                <IconChevronDown size={14} aria-hidden focusable={false} className={classes.chevron} />
              </button>
              {open && <div className={classes.safeArea} aria-hidden {...safeAreaProps} />}
              <MenuPanel id={panelId} menu={menu} open={open} content={content} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
