import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navigation, type Menu } from '#site/content';
import { asRoute } from '@/components/links';
import { MenuLinks } from './MenuLinks';
import classes from './MegaMenu.module.css';

/**
 * Desktop navigation, following the WAI-ARIA disclosure navigation pattern: each menu is a
 * button (aria-expanded) that shows a panel of links. Hovering opens it too; Escape closes it
 * and returns focus to its button; the pointer or focus leaving the menu closes it.
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const { pathname } = useLocation();

  useEffect(() => setOpenId(null), [pathname]);

  const onKeyDown = (event: KeyboardEvent, menu: Menu) => {
    if (event.key === 'Escape' && openId === menu.id) {
      event.preventDefault();
      setOpenId(null);
      buttons.current.get(menu.id)?.focus();
    }
  };

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
              onMouseEnter={() => setOpenId(menu.id)}
              onMouseLeave={() => setOpenId((current) => (current === menu.id ? null : current))}
              onKeyDown={(event) => onKeyDown(event, menu)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenId((current) => (current === menu.id ? null : current));
                }
              }}
            >
              <UnstyledButton
                ref={(element) => {
                  if (element) buttons.current.set(menu.id, element);
                }}
                className={classes.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                data-active={pathname === menu.path || pathname.startsWith(`${menu.path}/`)}
                onClick={() => setOpenId(open ? null : menu.id)}
              >
                {menu.label}
                <IconChevronDown size={14} aria-hidden className={classes.chevron} />
              </UnstyledButton>
              <div id={panelId} className={classes.panel} hidden={!open}>
                <div className={classes.media}>
                  <img src={menu.image.src} width={menu.image.width} height={menu.image.height} alt={menu.imageAlt} loading="lazy" decoding="async" />
                  <p className={classes.description}>{menu.description}</p>
                  <Link to={asRoute(menu.path)} className={classes.sectionLink}>
                    {t('layout.seeSection', { label: menu.label })}
                  </Link>
                </div>
                <ul className={classes.links}>
                  <MenuLinks menu={menu} className={classes.link} />
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
