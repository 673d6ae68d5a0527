/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// Velite compiles content/ into .velite/ before Vite resolves any import of it.
// strict: a broken content entry stops the build instead of being silently dropped.
function velite(): Plugin {
  let started = false;
  return {
    name: 'velite',
    async config(_config, env) {
      if (started || process.env.VELITE_SKIP === '1') return;
      started = true;
      const dev = env.command === 'serve' && !process.env.VITEST;
      const { build } = await import('velite');
      await build({ watch: dev, clean: !dev, strict: true });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [velite(), tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }), react()],
  resolve: {
    alias: {
      '#site/content': `${root}.velite`,
      '@': `${root}src`,
    },
  },
  build: {
    manifest: true,
    // The entry stylesheet holds the page shell's styles; each route's chunk has its own, which
    // the prerender links in that page's HTML (scripts/lib/route-styles.mjs), so a page blocks
    // first paint only on the styles it uses.
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs in full (React, the router, i18next) travel as one chunk.
        // The others are grouped by the set of chunks that use them, so a page downloads only the
        // ones its own code needs: one shared chunk put every page's libraries (the carousel,
        // toasts, react-query, floating-ui...) on every page, about 20 KB gzip more on each route.
        // Merging small groups (entriesAwareMergeThreshold) put unused code back on pages.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|seroval|seroval-plugins|cookie-es|i18next|react-i18next|html-parse-stringify|use-sync-external-store|clsx)[\\/]/,
              priority: 2,
            },
            {
              name: 'libraries',
              test: /[\\/]node_modules[\\/].*\.m?js$/,
              minShareCount: 2,
              entriesAware: true,
            },
          ],
        },
      },
    },
    target: 'es2022',
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'tests/routes/**/*.test.ts',
      'scripts/**/*.test.ts',
      'supabase/tests/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
