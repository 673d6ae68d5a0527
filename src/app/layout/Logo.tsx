import { Link } from '@tanstack/react-router';
import { programme } from '#site/content';
import classes from './Header.module.css';

export function Logo() {
  return (
    <Link to="/" className={classes.logo}>
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" className={classes.logoMark} />
        <circle cx="16" cy="12" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M16 17v10M11 22h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={classes.logoText}>{programme.shortName}</span>
    </Link>
  );
}
