import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What floats over the page (notices, the floating button) never covers what
// the visitor has opened or is reading.

/** The element painted at the centre of `target` is `target` or inside it. */
async function onTop(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not rendered');
  return page.evaluate(
    ({ x, y, element }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      element: await target.elementHandle(),
    },
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the "Ready to work offline" notice stays below the open mobile menu', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByText('Ready to work offline');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toHaveCSS('opacity', '1');
    for (const name of ['Get Quote', 'Get Consultation']) {
      const entry = menu.getByRole('button', { name, exact: true });
      await expect(entry).toBeVisible();
      expect(await onTop(page, entry), `${name} is not covered`).toBe(true);
    }
    await expect(notice).toBeVisible();
  });

  test('the floating consultation button covers no text of the hero', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Book a free consultation', exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    const texts = page.locator('main').locator('h1, p, a, button');
    const overlapping = await texts.evaluateAll(
      (elements, area) =>
        elements
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            return (
              element.textContent?.trim() &&
              rect.width > 0 &&
              rect.left < area.x + area.width &&
              rect.right > area.x &&
              rect.top < area.y + area.height &&
              rect.bottom > area.y
            );
          })
          .map((element) => element.textContent),
      box ?? { x: 0, y: 0, width: 0, height: 0 },
    );
    expect(overlapping).toEqual([]);
  });
});

test('the notice stays below an open dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Book a free consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
  await expect(dialog).toHaveCSS('opacity', '1');
  // The backdrop lets the pointer through, so it is not what elementFromPoint
  // sees: compare the two layers' places in the page's stacking order (both
  // are fixed children of the root stacking context).
  const layers = await page.evaluate(() => {
    const notice = document.querySelector('[role="status"]')?.parentElement;
    const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]');
    if (!notice || !backdrop) return undefined;
    return {
      notice: Number(getComputedStyle(notice).zIndex),
      backdrop: Number(getComputedStyle(backdrop).zIndex),
    };
  });
  expect(layers?.notice).toBeLessThan(layers?.backdrop ?? 0);
});
