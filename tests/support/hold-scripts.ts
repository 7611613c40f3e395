import type { Page } from '@playwright/test';

/**
 * Holds back the app's scripts (the entry by default, every chunk with
 * `/assets/*.js`) as a slow connection does, until the function it gives is
 * called: meanwhile the page the build rendered is there to read and type into.
 */
export async function holdScripts(page: Page, pattern = '**/assets/index-*.js') {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
