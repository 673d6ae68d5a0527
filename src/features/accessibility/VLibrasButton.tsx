import { useState } from 'react';
import { useStrings } from '@/lib/use-strings';
import { loadVLibras } from './vlibras';
import classes from './AccessibilityBar.module.css';

type State = 'idle' | 'loading' | 'ready' | 'failed';

/** Offers VLibras; its script is fetched from vlibras.gov.br only after this click. */
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
  return (
    <>
      <button
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
