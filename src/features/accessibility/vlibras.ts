/**
 * VLibras, the federal government's Libras (Brazilian Sign Language) widget. Its script comes
 * from vlibras.gov.br and is requested only when a visitor asks for it: nothing is sent to a
 * third party by merely opening a page. The markup and call follow the widget's published
 * integration snippet.
 */
export const VLIBRAS_SCRIPT = 'https://vlibras.gov.br/app/vlibras-plugin.js';
export const VLIBRAS_APP = 'https://vlibras.gov.br/app';

type VLibrasGlobal = { Widget: new (app: string) => unknown };
declare global {
  interface Window {
    VLibras?: VLibrasGlobal;
  }
}

let loading: Promise<void> | null = null;

/** The widget's mount point, as its snippet writes it. */
function widgetMarkup(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('vw', '');
  root.className = 'enabled';
  const button = document.createElement('div');
  button.setAttribute('vw-access-button', '');
  button.className = 'active';
  const wrapper = document.createElement('div');
  wrapper.setAttribute('vw-plugin-wrapper', '');
  const top = document.createElement('div');
  top.className = 'vw-plugin-top-wrapper';
  wrapper.append(top);
  root.append(button, wrapper);
  return root;
}

/** Loads and starts the widget once; later calls share the first load. */
export function loadVLibras(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    document.body.append(widgetMarkup());
    const script = document.createElement('script');
    script.src = VLIBRAS_SCRIPT;
    script.async = true;
    script.onload = () => {
      const before = window.onload;
      if (window.VLibras) new window.VLibras.Widget(VLIBRAS_APP);
      // The widget starts on the window's load event, long past when a visitor clicks: run the
      // handler it registered now.
      if (window.onload && window.onload !== before) window.onload.call(window, new Event('load'));
      resolve();
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('VLibras could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
