import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import type { Snapshot } from '../../src/contract/snapshot';
import { backend, backendOf, expect, openReady } from './fixtures';

// Shared steps of the admin browser tests.

/** The machine running the tests is shared and often loaded: allow for slow answers. */
export const slowExpect = expect.configure({ timeout: 30_000 });

export const adminHeaders = {
  username: ADMIN_CREDENTIALS.username,
  password: ADMIN_CREDENTIALS.password,
};

export async function logIn(page: Page) {
  await openReady(page, '/admin-login');
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await slowExpect(page).toHaveURL(/\/admin$/);
  await slowExpect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

export interface Leads {
  contactSubmissions?: unknown[];
  leadCaptures?: unknown[];
  newsletterSubscribers?: unknown[];
  consultations?: unknown[];
}

/** Puts leads into the store through a snapshot import (the page must be controlled). */
export async function fillLeads(page: Page, leads: Leads) {
  const store = backend(page);
  const snapshot = await store.snapshot();
  await store.restore({ ...snapshot, tables: { ...snapshot.tables, ...leads } } as Snapshot);
}

const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString();

export const contact = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `contact-${i}`,
  firstName: `Ada${String(i).padStart(3, '0')}`,
  lastName: 'Lovelace',
  email: `ada${i}@example.com`,
  serviceInterest: 'golang',
  budget: '10k-50k',
  message: `Message number ${i} about a new platform.`,
  phone: '',
  company: '',
  source: 'contact-page',
  createdAt: minute(i),
  ...extra,
});

export const lead = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `lead-${i}`,
  name: `Grace ${String(i).padStart(3, '0')}`,
  email: `grace${i}@example.com`,
  company: `Company ${i}`,
  role: '',
  interest: 'Cost estimate',
  source: 'cost-calculator',
  createdAt: minute(i),
  ...extra,
});

export const subscriber = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `sub-${i}`,
  email: `reader${String(i).padStart(3, '0')}@example.com`,
  isActive: i % 2 === 0,
  subscribedAt: minute(i),
  ...extra,
});

/** The contact submissions in the store, read through /api with the admin headers. */
export async function storedContactSubmissions(page: Page) {
  const result = await backendOf(page).call(
    'GET',
    '/api/admin/contact-submissions',
    undefined,
    adminHeaders,
  );
  expect(result.status).toBe(200);
  return result.json as Record<string, unknown>[];
}

/**
 * The chosen tab's panel. For a moment after a tab is clicked, the panel it
 * replaces is still in the page, closing: a locator of "the" tab panel then
 * finds two.
 */
export const openPanel = (page: Page) =>
  page.getByRole('tabpanel').and(page.locator('[data-state="open"]'));
