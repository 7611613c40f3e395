import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build (npm run build first), served by
// `vite preview`, in Debian's Chromium: Playwright cannot download its own here.

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_PORT and E2E_DIST let several builds be tested side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

function visual(
  name: string,
  colorScheme: 'light' | 'dark',
  viewport: { width: number; height: number },
  mobile: boolean,
) {
  return {
    name,
    testDir: 'tests/visual',
    // A visit takes several shots, each with its contrast check.
    timeout: 120_000,
    use: {
      viewport,
      colorScheme,
      isMobile: mobile,
      hasTouch: mobile,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce' as const,
      // A failure already leaves its pictures and their diff; a trace of
      // every full-page shot would cost more than the shots themselves.
      trace: 'off' as const,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  expect: {
    timeout: 7_000,
    // A baseline differs only by a few antialiased pixels between runs.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled' },
  },
  snapshotPathTemplate: 'tests/visual/baselines/{projectName}/{arg}{ext}',
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The visual suite: a phone and a desktop, light and dark, with the clock's
    // time zone and the language fixed.
    ...(['light', 'dark'] as const).flatMap((colorScheme) => [
      visual(`visual-desktop-${colorScheme}`, colorScheme, { width: 1366, height: 900 }, false),
      visual(`visual-phone-${colorScheme}`, colorScheme, { width: 390, height: 844 }, true),
    ]),
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --outDir ${dist}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
