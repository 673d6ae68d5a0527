import { navigation } from '#site/content';
import { MenuLinks } from './MenuLinks';
import classes from './MegaMenu.module.css';
import { ContentImage } from '@/components/ContentImage';

// An open desktop panel's content, around the section link MenuPanel always shows: its own chunk
// with the menus' content, downloaded when a visitor reaches for the menu bar (MegaMenu), so pages
// and phones do not load it before any interaction.

const menuById = (id: string) => navigation.find((entry) => entry.id === id);

/** The section's image and description, below its section link. */
export function MenuMedia({ id }: { id: string }) {
  const menu = menuById(id);
  if (!menu) return null;
  return (
    <>
      <ContentImage image={menu.image} alt={menu.imageAlt} />
      <p className={classes.description}>{menu.description}</p>
    </>
  );
}

/** The section's links. */
export function MenuLinkList({ id }: { id: string }) {
  const menu = menuById(id);
  if (!menu) return null;
  return (
    <ul className={classes.links}>
      <MenuLinks menu={menu} className={classes.link} />
    </ul>
  );
}
