import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Menu } from '#site/content';
import { asRoute } from '@/components/links';

/** A menu's links as list items, shared by the desktop panels and the mobile accordion. */
export function MenuLinks({ menu, className, children }: { menu: Menu; className?: string; children?: ReactNode }) {
  return (
    <>
      {children}
      {menu.links.map((link) => (
        <li key={link.path + link.label}>
          <Link to={asRoute(link.path)} className={className}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
