import { navigation } from '#site/content';
import { MenuLinks } from './MenuLinks';
import { SectionLink } from './MenuPanel';
import classes from './MegaMenu.module.css';
import { ContentImage } from '@/components/ContentImage';

/**
 * An open desktop panel's content: the section's image, description and index link, then its
 * links. Its own chunk with the menus' content, downloaded when a visitor reaches for the menu
 * bar (MegaMenu), so pages and phones do not load it before any interaction.
 */
export function MenuPanelContent({ id }: { id: string }) {
  const menu = navigation.find((entry) => entry.id === id);
  if (!menu) return null;
  return (
    <>
      <div className={classes.media}>
        <ContentImage image={menu.image} alt={menu.imageAlt} />
        <p className={classes.description}>{menu.description}</p>
        <SectionLink label={menu.label} path={menu.path} />
      </div>
      <ul className={classes.links}>
        <MenuLinks menu={menu} className={classes.link} />
      </ul>
    </>
  );
}
