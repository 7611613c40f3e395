import { expect, type Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';

// Steps shared by the visual suite: a page made still (clock, fonts, images,
// notices) before its picture is taken.

/** The moment every screen is shot at, in the page and in the backend: a Monday. */
export const FIXED_NOW = '2026-03-02T09:00:00.000Z';

const slow = expect.configure({ timeout: 30_000 });

/**
 * A first visit as the build wrote it: the page's HTML, with no app code run.
 * The app's scripts load, empty: a script that failed to load would show the
 * page's notice that it did not finish loading (scripts/page-start.mjs).
 */
export async function openAsBuilt(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(path);
  await expect(page.locator('#root > *').first()).toBeAttached();
}

/**
 * A first visit whose app has taken the page over: the worker controls it and
 * the app has hydrated the build's markup (the "Ready to work offline" notice
 * only the app shows is there). The backend's clock is fixed and the notice
 * is dismissed.
 */
export async function openWithApp(page: Page, path: string) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  const status = await page.evaluate(async (clock) => {
    const response = await fetch('/api/__mock/config', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clock }),
    });
    return response.status;
  }, FIXED_NOW);
  expect(status).toBe(200);
  await dismissReadyNotice(page);
}

export async function dismissReadyNotice(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss offline notice' });
  await slow(dismiss).toBeVisible();
  await dismiss.click();
  await expect(dismiss).toBeHidden();
}

export async function logIn(page: Page) {
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await slow(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Fonts loaded, every image decoded (lazy ones too), no spinner left. */
export async function settle(page: Page) {
  await slow(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

/** Scrolls as a person does and resolves once the page has seen the scroll. */
export function scrollTo(page: Page, y?: number): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        const top = target ?? document.documentElement.scrollHeight;
        if (
          Math.abs(
            window.scrollY - Math.min(top, document.documentElement.scrollHeight - innerHeight),
          ) < 1
        ) {
          resolve(window.scrollY);
          return;
        }
        window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}
