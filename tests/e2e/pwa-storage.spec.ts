import { type StaticServer, startStaticServer } from '../../scripts/lib/static-server.mjs';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { backendOf, expect, openReady, test } from './fixtures';

// Durable storage: the admin sees usage and quota, a write refused for lack of
// space says so and loses nothing, and images from other origins are kept for
// offline use.

const IMAGE_PORT = 4604;
const HEADERS = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };

test('the admin dashboard shows how much storage the app uses', async ({ page }) => {
  await openReady(page, '/');
  await page.evaluate((credentials) => {
    localStorage.setItem('adminAuth', 'true');
    localStorage.setItem('adminCredentials', JSON.stringify(credentials));
  }, HEADERS);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Storage on this device' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('storage-usage-text')).toHaveText(
    /^[\d.]+ (bytes|KB|MB|GB) used of [\d.]+ (KB|MB|GB|TB) available \((<0\.1|[\d.]+)%\)$/,
  );
  await expect(card).toContainText(/Persistent|Not persistent/);
  await expect(card).toContainText(/App version \d+\.\d+\.\d+/);
  // The bar is named by what it measures, with the share the text gives.
  const shown = /\(((?:<0\.1|[\d.]+)%)\)$/.exec(
    (await card.getByTestId('storage-usage-text').textContent()) ?? '',
  )?.[1];
  await expect(card.getByRole('progressbar')).toHaveAccessibleName(`Storage used: ${shown}`);
});

test('a write refused for lack of space says so and loses nothing already stored', async ({
  page,
}) => {
  await openReady(page, '/');
  const backend = backendOf(page);
  expect(
    (await backend.call('POST', '/api/newsletter', { email: 'kept@example.com' })).status,
  ).toBe(201);

  // Chromium ignores DevTools' quota override for the worker's IndexedDB, so
  // the backend is told to refuse the write as it does when the quota is
  // exceeded (backend/handlers/route.ts maps quota errors to this 507 answer).
  await backend.fail('POST /api/newsletter', 507);
  const refused = await backend.call('POST', '/api/newsletter', { email: 'lost@example.com' });
  expect(refused.status).toBe(507);
  const alert = page.getByRole('alert').filter({ hasText: "Your device's storage is full" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Nothing was saved');
  await expect(alert).toContainText('everything stored before is safe');

  await backend.configure({ faults: {} });
  await page.getByRole('button', { name: 'Dismiss storage warning' }).click();
  await expect(alert).toBeHidden();
  const list = await backend.call('GET', '/api/admin/newsletter-subscribers', undefined, HEADERS);
  expect(list.json.map((row: { email: string }) => row.email)).toEqual(['kept@example.com']);
  expect(
    (await backend.call('POST', '/api/newsletter', { email: 'later@example.com' })).status,
  ).toBe(201);
});

test.describe('images from other origins', () => {
  let images: StaticServer | undefined;
  test.afterEach(async () => {
    await images?.stop();
  });

  test('are cached on first sight and still show with their origin gone', async ({ page }) => {
    images = await startStaticServer({ root: 'public', port: IMAGE_PORT });
    // 127.0.0.1 is another origin than the app's localhost, and sends no CORS
    // headers: the worker caches an opaque response.
    const src = `http://127.0.0.1:${IMAGE_PORT}/icons/icon-192.png`;
    await openReady(page, '/');
    const show = () =>
      page.evaluate(
        (url) =>
          new Promise<number>((resolve) => {
            const img = document.createElement('img');
            img.alt = 'Client logo';
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
            img.src = url;
            document.body.append(img);
          }),
        src,
      );
    expect(await show()).toBe(192);
    await expect
      .poll(() =>
        page.evaluate(async (url) => {
          const cache = await caches.open('external-images');
          return (await cache.match(url))?.type;
        }, src),
      )
      .toBe('opaque');

    await images.stop();
    images = undefined;
    await page.reload();
    expect(await show()).toBe(192);
  });
});
