import { useState } from 'react';
import { useStrings } from '@/lib/use-strings';
import { useEarlyTaps } from '@/lib/early-taps';
import { loadVLibras } from './vlibras';
import classes from './AccessibilityBar.module.css';

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Offers VLibras; its script is fetched from vlibras.gov.br only after this click. Until the button
 * has started, a tap is index.html's early script's (`data-early`), which notes it: the widget
 * then loads as the button starts.
 */
export function VLibrasButton() {
  const { t } = useStrings();
  const [state, setState] = useState<State>('idle');
  const start = () => {
    setState('loading');
    loadVLibras().then(
      () => setState('ready'),
      () => setState('failed'),
    );
  };
  const button = useEarlyTaps<HTMLButtonElement>((_button, requested) => {
    if (requested) start();
  });
  return (
    <>
      <button
        ref={button}
        data-early="libras"
        type="button"
        className={classes.action}
        onClick={start}
        disabled={state === 'loading' || state === 'ready'}
        aria-describedby="vlibras-status"
      >
        {t('layout.a11yBar.vlibras')}
      </button>
      <span id="vlibras-status" role="status" className="visually-hidden">
        {state === 'idle' ? '' : t(`layout.a11yBar.vlibrasState.${state}`)}
      </span>
    </>
  );
}
