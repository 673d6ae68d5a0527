import { defineConfig, devices } from '@playwright/test';
import base from '../../playwright.config';
import { VISUAL_PORT } from './settings';

// Screenshot comparisons of the key pages (tests/visual/README.md): the browser and launch options
// of the browser tests, against the site built from the frozen content (./server.ts).
export default defineConfig({
  ...base,
  testDir: '.',
  // One file per picture, named by the test (home-1280-dark.png): Chromium on Linux is the only
  // platform the suite runs on.
  snapshotPathTemplate: '{testDir}/snapshots/{arg}{ext}',
  expect: {
    // A full-page picture of a long page, taken twice until two agree, can take seconds on a busy machine.
    timeout: 15_000,
    toHaveScreenshot: {
      // Absorbs anti-aliasing: a pixel counts as changed past a colour distance of 0.2, and a
      // page may differ in at most 0.2 % of its pixels.
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: { ...base.use, baseURL: `http://localhost:${VISUAL_PORT}` },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx tests/visual/server.ts',
    cwd: '../..',
    url: `http://localhost:${VISUAL_PORT}/robots.txt`,
    reuseExistingServer: false,
    // The build of the frozen content comes first, longer than the default wait allows.
    timeout: 300_000,
    stdout: 'pipe',
  },
});
