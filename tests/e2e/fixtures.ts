import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { MockConfigInput } from '../../src/contract/mock-control';

// Browser tests talk to the standalone backend in the app's service worker.
// Playwright's routing and clock do not reach the worker, so failures, latency
// and a fixed clock are set through the backend's control path.

/** Opens a path and waits until the service worker controls the page. */
export async function openReady(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

async function control(page: Page, method: string, path: string, body?: unknown) {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(result.status, result.text).toBe(200);
  return JSON.parse(result.text) as unknown;
}

export function backendOf(page: Page) {
  return {
    reset: () => control(page, 'POST', '/api/__mock/reset', {}),
    configure: (config: MockConfigInput) => control(page, 'PUT', '/api/__mock/config', config),
    fail: (endpoint: string, status = 500) =>
      control(page, 'PUT', '/api/__mock/config', { faults: { [endpoint]: status } }),
    fixClock: (iso: string) => control(page, 'PUT', '/api/__mock/config', { clock: iso }),
    /** Calls /api from the page, through the service worker. */
    call: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      page.evaluate(
        async ({ method, path, body, headers }) => {
          const response = await fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json', ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await response.text();
          return { status: response.status, json: text ? JSON.parse(text) : undefined };
        },
        { method, path, body, headers },
      ),
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
        .poll(async () => (await read()).goneAt !== undefined, { timeout: 15_000 })
        .toBe(true);
      const record = await read();
      return {
        text: record.text ?? '',
        closedAfterMs: (record.closingAt ?? record.goneAt ?? 0) - (record.shownAt ?? 0),
      };
    },
  };
}
