import type { CSSProperties, ReactNode } from 'react';
import classes from './DataTable.module.css';

interface DataTableProps {
  /** thead and tbody, in plain markup. */
  children: ReactNode;
  caption?: ReactNode;
  striped?: boolean;
  /** Below this width (px) the table scrolls sideways inside a focusable region with this name. */
  scroll?: { label: string; minWidth: number };
  maxWidth?: number;
}

/** A small table of facts, bordered, optionally striped; plain elements styled like the site's other tables. */
export function DataTable({ children, caption, striped, scroll, maxWidth }: DataTableProps) {
  const table = (
    <table
      className={striped ? `${classes.table} ${classes.striped}` : classes.table}
      style={maxWidth ? { maxWidth } : undefined}
    >
      {caption && <caption>{caption}</caption>}
      {children}
    </table>
  );
  if (!scroll) return table;
  return (
    // The region takes focus so a keyboard can scroll the table (WCAG 2.1.1).
    <div
      className={classes.scroll}
      style={{ '--table-min-width': `${scroll.minWidth}px` } as CSSProperties}
      tabIndex={0}
      role="region"
      aria-label={scroll.label}
    >
      {table}
    </div>
  );
}
