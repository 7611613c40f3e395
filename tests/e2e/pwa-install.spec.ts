import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { expect, openReady, test } from './fixtures';

// Installable: a complete web app manifest with real icons and screenshots,
// no installability error from Chromium, and an Install button when the
// browser offers installation.

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

/** Width and height of a PNG, from its IHDR chunk. */
async function pngSize(page: Page, src: string) {
  const response = await page.request.get(src);
  expect(response.status(), src).toBe(200);
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('ascii'), src).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest describes the app, with real icons and screenshots', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href as string);
  expect(response.headers()['content-type']).toContain('manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Brightline Labs — Software Engineering Services',
    short_name: 'Brightline',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0B1B3F',
    background_color: '#0B1B3F',
  });
  expect(manifest.description.length).toBeGreaterThan(40);

  const icons = manifest.icons as ManifestImage[];
  const bySize = (size: string, purpose: string) =>
    icons.find((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes(purpose));
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = bySize(size, purpose);
    expect(icon, `${purpose} icon ${size}`).toBeDefined();
    expect(await pngSize(page, (icon as ManifestImage).src)).toBe(size);
  }

  const screenshots = manifest.screenshots as ManifestImage[];
  for (const [formFactor, size] of [
    ['narrow', '540x1170'],
    ['wide', '1280x800'],
  ] as const) {
    const shot = screenshots.find((item) => item.form_factor === formFactor);
    expect(shot, `${formFactor} screenshot`).toMatchObject({ sizes: size, type: 'image/png' });
    expect(shot?.label).toBeTruthy();
    expect(await pngSize(page, (shot as ManifestImage).src)).toBe(size);
  }
});

/**
 * Runs `use` in a browser with a profile of its own: installation is never
 * offered in an incognito profile, which is what a test's browser context is.
 */
async function inOwnProfile(use: (page: Page, context: BrowserContext) => Promise<void>) {
  const profile = await mkdtemp(join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    await use(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

test('Chromium reports no installability error', async ({ baseURL }) => {
  await inOwnProfile(async (page, context) => {
    await openReady(page, `${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 30_000,
      })
      .toEqual([]);
  });
});

test("Chromium's own offer on a first visit shows the Install button", async ({ baseURL }) => {
  // The offer can come before the app's code has loaded; the browser makes it
  // once per page load, so a missed one would leave no Install button.
  await inOwnProfile(async (page) => {
    await openFirstTime(page, `${baseURL}/`);
    await expect(page.getByText('Install Brightline Labs')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Install', exact: true })).toBeVisible();
  });
});

/** What Chromium dispatches when it offers installation. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

/**
 * Opens the site for the first time and puts the "Ready to work offline" notice
 * away, as a visitor does: the install offer waits while it shows.
 */
async function openFirstTime(page: Page, url = '/') {
  await openReady(page, url);
  await page.getByRole('button', { name: 'Dismiss offline notice' }).click();
}

test('the install offer waits while "Ready to work offline" shows, then shows alone', async ({
  page,
}) => {
  await openReady(page, '/');
  const ready = page.getByText('Ready to work offline');
  const install = page.getByText('Install Brightline Labs');
  await expect(ready).toBeVisible();
  const before = await ready.boundingBox();
  await offerInstall(page, 'accepted');
  // The offer loads the notices' code; two frames after it has run, the offer
  // would show if it were going to.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /pwa-notices/.test(entry.name)),
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(install).toBeHidden();
  expect(await ready.boundingBox()).toEqual(before);
  await page.getByRole('button', { name: 'Dismiss offline notice' }).click();
  await expect(install).toBeVisible();
  await expect(ready).toBeHidden();
});

test('when the browser offers installation, the Install button shows its dialog', async ({
  page,
}) => {
  await openFirstTime(page);
  const notice = page.getByText('Install Brightline Labs');
  await expect(notice).toBeHidden();
  await offerInstall(page, 'accepted');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(notice).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(notice).toBeHidden();
});

test('"Not now" puts the install offer away without showing the dialog', async ({ page }) => {
  await openFirstTime(page);
  await offerInstall(page, 'dismissed');
  const notice = page.getByText('Install Brightline Labs');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(
    undefined,
  );

  // Remembered: the next page load's offer is not shown for 30 days. (Going
  // offline shows the notices' offline one: by then the offer, received
  // before, would show beside it.)
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await offerInstall(page, 'dismissed');
  await page.context().setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(notice).toBeHidden();
  await page.context().setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  // After the 30 days, it is offered again.
  await page.evaluate(() =>
    localStorage.setItem('install-offer-declined-at', String(Date.now() - 31 * 86_400_000)),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await offerInstall(page, 'dismissed');
  await expect(notice).toBeVisible();
});
