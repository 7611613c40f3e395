import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { expect, test } from './fixtures';

// The hero's background address comes from the CMS: it is drawn by an image
// element, never written into CSS, and the backend refuses anything but a site
// path or an https URL.

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };
const hero = { headline: 'Ship it faster', subtext: 'Sub', ctaText: 'Go' };

test('the hero draws its background with an image element, not a CSS url()', async ({
  page,
  backend,
}) => {
  const stored = await backend.call(
    'PUT',
    '/api/admin/homepage-sections/hero',
    { ...hero, backgroundImage: '/images/hero/hero-bg.svg' },
    admin,
  );
  expect(stored.status).toBe(200);
  await page.reload();
  const section = page.locator('section[aria-labelledby="hero-title"]');
  await expect(section.getByRole('heading', { name: 'Ship it faster' })).toBeVisible();
  const image = section.locator('img[src="/images/hero/hero-bg.svg"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('alt', '');
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '900');
  const cssUrls = await section.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .map((element) => getComputedStyle(element).backgroundImage)
      .filter((value) => value.includes('url(')),
  );
  expect(cssUrls).toEqual([]);
});

test('an address that would break out of the image is refused and the hero stays put', async ({
  page,
  backend,
}) => {
  const probes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('probe.invalid')) probes.push(request.url());
  });
  for (const backgroundImage of [
    '/x.png"); position: fixed; inset: 0; z-index: 99999; x: url("',
    '/x.png"), url("http://probe.invalid/t.png',
  ]) {
    const res = await backend.call(
      'PUT',
      '/api/admin/homepage-sections/hero',
      { ...hero, backgroundImage },
      admin,
    );
    expect(res.status, backgroundImage).toBe(400);
    expect(res.json.fieldErrors.backgroundImage).toEqual([
      'Enter an https URL or a path on this site that starts with /',
    ]);
  }
  await page.reload();
  const section = page.locator('section[aria-labelledby="hero-title"]');
  await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
  const box = await section.boundingBox();
  expect(box?.y).toBeGreaterThan(0);
  expect(probes).toEqual([]);
});

test('an https address saved in the CMS is the background the hero draws', async ({
  page,
  backend,
}) => {
  const url = 'https://images.example.com/office.svg?w=1600';
  const stored = await backend.call(
    'PUT',
    '/api/admin/homepage-sections/hero',
    { ...hero, backgroundImage: url },
    admin,
  );
  expect(stored.status).toBe(200);
  await page.reload();
  const section = page.locator('section[aria-labelledby="hero-title"]');
  await expect(section.getByRole('heading', { name: 'Ship it faster' })).toBeVisible();
  await expect(section.locator('img')).toHaveAttribute('src', url);
});
