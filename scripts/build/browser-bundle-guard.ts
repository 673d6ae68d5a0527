// The local stand-in (supabase/local) is Node code holding the local backend's secrets and
// defaults. The browser learns its backend from the build's settings only (scripts/settings.ts),
// so a browser bundle holding any file of it means an import crept back: the build stops,
// naming the file and what imported it.
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const LOCAL_STAND_IN = `${sep}supabase${sep}local${sep}`;

/** A Vite plugin failing a client build that bundles a file of supabase/local. */
export function browserBundleGuard(): Plugin {
  return {
    name: 'browser-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const id = output.moduleIds.find((moduleId) => moduleId.includes(LOCAL_STAND_IN));
        if (!id) continue;
        const name = (file: string) => relative(process.cwd(), file).split(sep).join('/');
        const importers = (this.getModuleInfo(id)?.importers ?? []).map(name).join(', ');
        this.error(
          `${name(id)} is in the browser bundle (imported by ${importers || 'an entry'}): the site reads its backend from VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY only`,
        );
      }
    },
  };
}
