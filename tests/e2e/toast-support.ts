import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The toasts on screen (the toaster keeps at most one). */
export const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** The toast with this title and description is the only one shown. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-part="title"]')).toHaveText(title);
  await expect(toast.locator('[data-part="description"]')).toHaveText(description);
  await expect(toasts(page)).toHaveCount(1);
}
