import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build (npm run build first), served by
// `vite preview`, in Debian's Chromium: Playwright cannot download its own here.

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_PORT and E2E_DIST let several builds be tested side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
// The live project runs against the live server (npm run build:live first),
// over a throwaway database (scripts/live-test-server.mjs).
const livePort = Number(process.env.LIVE_E2E_PORT ?? 3100);

/** The projects named on the command line (`--project=x` or `--project x`), as patterns. */
const askedProjects = process.argv.flatMap((arg, index, args) => {
  if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
  return arg === '--project' && args[index + 1] ? [args[index + 1] as string] : [];
});
/** Whether a run asks for one of these projects: every project when none is named. */
const runsAny = (...projects: string[]) =>
  askedProjects.length === 0 ||
  askedProjects.some((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    return projects.some((project) => new RegExp(`^${escaped}$`, 'i').test(project));
  });
const STANDALONE_PROJECTS = [
  'chromium',
  'visual-desktop-light',
  'visual-phone-light',
  'visual-desktop-dark',
  'visual-phone-dark',
];
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
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's whole run, with a fresh seeded store and the worker's install, takes
  // up to about 40 s on a slow 2-core machine with both workers busy (the longest
  // ones edit content in the admin and check it on the public pages).
  timeout: 90_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    // No trace by default: recording one for every test (to keep the failures')
    // made the e2e projects about 17 % slower. Ask for one when a test fails:
    // `npx playwright test <file> --trace on`.
    trace: 'off',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  expect: {
    // A first visit's worker takes control 3-4 s after the page loads on an
    // idle 2-core machine, and 8-12 s with both workers busy.
    timeout: 15_000,
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
    // The same app served by the live server, its data in PostgreSQL.
    {
      name: 'live',
      testDir: 'tests/live',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${livePort}`,
      },
    },
    // The visual suite: a phone and a desktop, light and dark, with the clock's
    // time zone and the language fixed.
    ...(['light', 'dark'] as const).flatMap((colorScheme) => [
      visual(`visual-desktop-${colorScheme}`, colorScheme, { width: 1366, height: 900 }, false),
      visual(`visual-phone-${colorScheme}`, colorScheme, { width: 390, height: 844 }, true),
    ]),
  ],
  // Each server starts only when a project that needs it runs.
  webServer: [
    ...(runsAny(...STANDALONE_PROJECTS)
      ? [
          {
            command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --outDir ${dist}`,
            url: `http://localhost:${port}`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(runsAny('live')
      ? [
          {
            command: `node scripts/live-test-server.mjs`,
            url: `http://localhost:${livePort}/readyz`,
            env: { PORT: String(livePort), HOST: '127.0.0.1' },
            reuseExistingServer: false,
            // A new PGlite database is created and migrated first.
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
          },
        ]
      : []),
  ],
});
