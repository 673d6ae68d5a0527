import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the built, prerendered site (`npm run build` first) in Debian's
// Chromium. Their own port, never reusing a server: another process may hold 5173.
const PORT = Number(process.env.E2E_PORT ?? 4599);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers everywhere (Playwright's default is one on a 2-core machine): the accessibility
  // sweep alone is ~12 min on one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/serve/e2e-server.mjs`,
    url: `${BASE_URL}/robots.txt`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
