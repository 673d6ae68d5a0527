import type { MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { HighContrastToggle } from './HighContrastToggle';
import { SHORTCUTS, visibleTarget, type Shortcut } from './shortcuts';
import { VLibrasButton } from './VLibrasButton';
import classes from './AccessibilityBar.module.css';

/** Moves focus to the shortcut's target shown on this screen (the link's own href works without JS). */
function follow(shortcut: Shortcut) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = visibleTarget(shortcut.targets);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * eMAG's accessibility bar, first on every page (the gov.br model): the Alt+1..4 shortcuts as
 * visible links, the accessibility statement, high contrast and VLibras.
 */
export function AccessibilityBar({ lang }: { lang?: string }) {
  const { t } = useStrings();
  return (
    <nav aria-label={t('layout.a11yBar.label')} className={classes.bar} data-accessibility-bar lang={lang}>
      <ul className={classes.list}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <a
              href={shortcut.targets[0]}
              accessKey={shortcut.key}
              className={classes.shortcut}
              onClick={follow(shortcut)}
            >
              {/* A phone shows the short word; its full name stays for screen readers and speech. */}
              <span className={classes.full}>{t(`layout.a11yBar.shortcuts.${shortcut.label}`)}</span>
              <span className={classes.short} aria-hidden="true">
                {t(`layout.a11yBar.shortcutsShort.${shortcut.label}`)}
              </span>{' '}
              <span className={classes.key}>{shortcut.key}</span>
            </a>
          </li>
        ))}
      </ul>
      <ul className={classes.list}>
        <li>
          <Link to="/acessibilidade" className={classes.shortcut}>
            {t('layout.a11yBar.statement')}
          </Link>
        </li>
        <li>
          <HighContrastToggle />
        </li>
        <li>
          <VLibrasButton />
        </li>
      </ul>
    </nav>
  );
}
