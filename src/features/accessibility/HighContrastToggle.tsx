import { useEffect, useState } from 'react';
import { useStrings } from '@/lib/use-strings';
import { isHighContrast, setHighContrast } from './contrast';
import classes from './AccessibilityBar.module.css';

/** Turns the high-contrast look on and off; pressed while it is on. */
export function HighContrastToggle() {
  const { t } = useStrings();
  // Starts unpressed like the prerendered HTML, then reads what index.html applied.
  const [on, setOn] = useState(false);
  useEffect(() => setOn(isHighContrast()), []);
  return (
    <button
      type="button"
      className={classes.action}
      aria-pressed={on}
      onClick={() => {
        void setHighContrast(!on);
        setOn(!on);
      }}
    >
      {t('layout.a11yBar.highContrast')}
    </button>
  );
}
