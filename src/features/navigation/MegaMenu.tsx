import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navigation } from '#site/content';
import { asRoute } from '@/components/links';
import { MenuPanel } from './MenuPanel';
import { isInSection } from './section-path';
import { useMegaMenu } from './use-mega-menu';
import classes from './MegaMenu.module.css';
import { usePathname } from '@/lib/use-pathname';

/**
 * Desktop navigation, following the WAI-ARIA disclosure navigation pattern with top-level links:
 * each section is a link to its index page (it works before and without JavaScript) followed by
 * a button (aria-expanded, aria-controls) that shows the section's panel of links. Hovering opens
 * the panel too; see useMegaMenu for how it closes. Every panel spans the menu bar, below it; the
 * open item's safe area lets the pointer cross the other triggers on its way to a link.
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const { openId, itemProps, buttonProps, safeAreaProps } = useMegaMenu(pathname);

  return (
    <nav aria-label={t('layout.mainNav')} className={classes.nav}>
      <ul className={classes.list}>
        {navigation.map((menu) => {
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
              <MenuPanel id={panelId} menu={menu} open={open} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
