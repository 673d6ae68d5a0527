import { useState } from 'react';
import { useStrings } from '@/lib/use-strings';
import { useEarlyTaps } from '@/lib/early-taps';
import { isHighContrast, setHighContrast } from './contrast';
import classes from './AccessibilityBar.module.css';

/**
 * Turns the high-contrast look on and off; pressed while it is on. Until it has started, a tap is
 * index.html's early script's (`data-early`), which presses it and turns the look on or off itself.
 */
export function HighContrastToggle() {
  const { t } = useStrings();
  // Starts unpressed like the prerendered HTML, then reads what index.html applied: the stored
  // choice, or a tap's (whose look may still wait for its stylesheet).
  const [on, setOn] = useState(false);
  const button = useEarlyTaps<HTMLButtonElement>((element, requested) => {
    if (!requested) return setOn(isHighContrast());
    const pressed = element.getAttribute('aria-pressed') === 'true';
    if (pressed !== isHighContrast()) void setHighContrast(pressed);
    setOn(pressed);
  });
  return (
    <button
      ref={button}
      data-early="contrast"
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
