import type { Page } from '@playwright/test';

// Whether the app hydrated a page as the server or the build rendered it: the
// errors and warnings the page logs (a hydration mismatch is one), and the
// first heading the HTML held before any script ran, which hydration keeps.

type Watched = { served: string; heading: Element | null };

/**
 * Starts watching `page` before its first navigation. `logged` gathers what
 * the page logs; `served()` gives the HTML's first heading text and whether
 * the page's h1 is still that element.
 */
export async function watchHydration(page: Page) {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = window as unknown as Watched;
      root.heading = document.querySelector('#root h1');
      root.served = root.heading?.textContent ?? '';
    });
  });
  const served = () =>
    page.evaluate(() => {
      const root = window as unknown as Watched;
      return {
        text: root.served,
        kept: root.heading?.isConnected === true && root.heading === document.querySelector('h1'),
      };
    });
  return { logged, served };
}
