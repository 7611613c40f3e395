import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { backend, openReady } from '../../qa';
import type { MockConfigChange } from '../../src/contract/mock-control';

// Browser tests talk to the standalone backend in the app's service worker.
// Playwright's routing and clock do not reach the worker, so failures, latency
// and a fixed clock are set through the backend's control path, with the QA
// kit's helpers (qa/index.ts).

export { backend, openReady };

/** The QA kit's backend, with the shorthands these tests grew up with. */
export function backendOf(page: Page) {
  const store = backend(page);
  return {
    ...store,
    configure: (config: MockConfigChange) => store.config(config),
    /** Makes one endpoint fail with `status`, in place of every other fault. */
    fail: (endpoint: string, status = 500) => store.config({ faults: { [endpoint]: status } }),
    fixClock: (iso: string) => store.clock(iso),
  };
}

export type Backend = ReturnType<typeof backendOf>;

/**
 * Every test gets a fresh browser context, hence a fresh service worker and a
 * freshly seeded store. `backend` opens the site first so the worker is ready.
 */
export const test = base.extend<{ backend: Backend }>({
  backend: async ({ page }, use) => {
    await openReady(page, '/');
    await use(backendOf(page));
  },
});

export { expect };

/**
 * Scrolls the page to `y` (the bottom when omitted) as a person does: it
 * resolves once the page has seen the scroll event, which fires on the next
 * frame, so a reload or Back right after keeps the place. Gives the new scrollY.
 */
export function scrollAsAPerson(page: Page, y?: number): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
        window.scrollTo(0, target ?? document.documentElement.scrollHeight);
      }),
    y,
  );
}

/**
 * Checks or unchecks a visually hidden checkbox or radio the way a person does:
 * by clicking its label (Playwright waits for it to be visible and stable,
 * which a forced click on the hidden input skips), then confirms the new state.
 */
export async function setChoice(input: Locator, checked = true) {
  if ((await input.isChecked()) !== checked) {
    await input.locator('xpath=ancestor::label[1]').click();
  }
  if (checked) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}

/**
 * Presses Escape in an open dialog once the dialog holds the focus, as a
 * keyboard user does. The dialog starts listening for Escape a frame after it
 * first paints; with reduced motion it is visible in that very frame, so a key
 * pressed on sight alone can land before anything listens.
 */
export async function escapeFrom(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await dialog.page().keyboard.press('Escape');
}

export interface AutoClose {
  /** The dialog's text when `successText` first showed in it. */
  text: string;
  /** Milliseconds from `successText` showing to the dialog starting to close. */
  closedAfterMs: number;
}

/**
 * Watches, from inside the page, the open dialog that shows `successText` and
 * then closes by itself. Observed in the page, the timings do not depend on how
 * quickly the test's own steps run on a busy machine; `result()` waits until the
 * dialog has left the page.
 */
export async function watchAutoClose(page: Page, successText: string) {
  await page.evaluate((success) => {
    const record: { text?: string; shownAt?: number; closingAt?: number; goneAt?: number } = {};
    (window as unknown as { __autoClose: typeof record }).__autoClose = record;
    let watched: Element | null = null;
    const observer = new MutationObserver(() => {
      const now = performance.now();
      if (!watched) {
        const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) =>
          element.textContent?.includes(success),
        );
        if (!dialog) return;
        watched = dialog;
        record.text = dialog.textContent ?? '';
        record.shownAt = now;
      }
      if (record.closingAt === undefined && watched.getAttribute('data-state') === 'closed') {
        record.closingAt = now;
      }
      if (!watched.isConnected) {
        record.goneAt = now;
        observer.disconnect();
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  }, successText);

  return {
    async result(): Promise<AutoClose> {
      const read = () =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __autoClose: {
                  text?: string;
                  shownAt?: number;
                  closingAt?: number;
                  goneAt?: number;
                };
              }
            ).__autoClose,
        );
      await expect
        .poll(async () => (await read()).goneAt !== undefined, { timeout: 30_000 })
        .toBe(true);
      const record = await read();
      return {
        text: record.text ?? '',
        closedAfterMs: (record.closingAt ?? record.goneAt ?? 0) - (record.shownAt ?? 0),
      };
    },
  };
}
