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
  plugins: [
    velite(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  resolve: {
    alias: {
      '#site/content': `${root}.velite`,
      '@': `${root}src`,
    },
  },
  build: {
    manifest: true,
    // One stylesheet, linked by every prerendered page: per-route CSS chunks would only arrive
    // with the route's JavaScript, after first paint.
    cssCodeSplit: false,
    target: 'es2022',
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts', 'scripts/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
