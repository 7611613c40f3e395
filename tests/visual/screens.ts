import { expect, type Page } from '@playwright/test';
import { TECHNOLOGY_SLUGS } from '../../src/contract/technology-slugs';
import { contact, fillLeads, lead, subscriber } from '../e2e/admin-support';
import { toasts } from '../e2e/toast-support';
import { CONSULTATION } from '../unit/backend/examples';
import { logIn, scrollTo } from './support';

// Every screen the visual suite keeps: each route of the spec (one service,
// case study and post for the detail routes), the admin screens, and the open
// states that matter. A visit opens one address in a fresh store and takes its
// shots in turn (the open states of the home page are all opened from one
// visit). A page the build renders is also shot as the build wrote it.

export interface Shot {
  name: string;
  /** Only on this width. */
  only?: 'phone' | 'desktop';
  /** Brings the page to the state to shoot. */
  open?: (page: Page) => Promise<void>;
  /** Leaves that state, for the visit's next shot. */
  close?: (page: Page) => Promise<void>;
  /** The whole page (the default) or what the viewport shows. */
  area?: 'page' | 'viewport';
  /** A CSS selector: axe and the contrast check read only what is inside it (an open dialog or menu; the page behind is inert). */
  scope?: string;
}

export interface Visit {
  path: string;
  /** The build writes this page: its first shot is also taken as built. */
  rendered?: boolean;
  /** Only the shot as built: another visit takes this page with the app. */
  builtOnly?: boolean;
  shots: Shot[];
}

const DIALOG = '[role="dialog"]';

const click = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

async function shown(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A lead dialog opened by one button of the home page, on its first step. */
function leadDialog(name: string, button: string, title: string): Shot {
  return {
    name,
    area: 'viewport',
    scope: DIALOG,
    open: async (page) => {
      await click(page, button);
      await shown(page, title);
    },
    close: closeDialog,
  };
}

const page = (name: string): Visit['shots'] => [{ name }];

const HOME: Visit = {
  path: '/',
  rendered: true,
  shots: [
    { name: 'home' },
    {
      name: 'services-menu',
      only: 'desktop',
      area: 'viewport',
      scope: '[role="menu"]',
      open: async (page) => {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Services' })
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      },
    },
    {
      name: 'mobile-menu',
      only: 'phone',
      area: 'viewport',
      scope: DIALOG,
      open: async (page) => {
        await click(page, 'Open menu');
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      },
      close: closeDialog,
    },
    {
      name: 'quote-dialog',
      area: 'viewport',
      scope: DIALOG,
      // The bar's Get Quote on a desktop, the mobile menu's on a phone.
      open: async (page) => {
        const inBar = page.getByRole('button', { name: 'Get Quote', exact: true });
        if ((await inBar.filter({ visible: true }).count()) === 0) await click(page, 'Open menu');
        await inBar.filter({ visible: true }).first().click();
        await shown(page, 'Get Your Quote');
      },
      close: closeDialog,
    },
    leadDialog('cost-calculator-dialog', 'Calculate Cost', 'Project Cost Calculator'),
    leadDialog('newsletter-dialog', 'Subscribe Now', 'Subscribe to Tech Insights'),
    leadDialog('free-audit-dialog', 'Get Free Audit', 'Free Technical Audit'),
    {
      ...leadDialog('consultation-step-1', 'Book a free consultation', 'Book a Free Consultation'),
      close: undefined,
    },
    {
      name: 'consultation-step-3',
      area: 'viewport',
      scope: DIALOG,
      open: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
        await dialog.getByLabel('Full Name').fill('Katherine Johnson');
        await dialog.getByLabel('Email Address').fill('katherine@example.com');
        await dialog.getByLabel('Phone Number').fill('+1 (555) 010-2030');
        await dialog.getByLabel('Company Name').fill('Orbital Mechanics Inc.');
        await dialog.getByRole('button', { name: 'Next' }).click();
        await dialog
          .getByRole('combobox', { name: 'Project Type' })
          .selectOption('AI/ML Integration');
        await dialog.getByRole('combobox', { name: 'Budget Range' }).selectOption('$50K - $100K');
        await dialog.getByRole('combobox', { name: 'Timeline' }).selectOption('Within 1-2 months');
        await dialog
          .getByLabel('Project Details')
          .fill('We want to forecast demand from five years of sales data.');
        await dialog.getByRole('button', { name: 'Next' }).click();
        await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
      },
      close: closeDialog,
    },
    {
      name: 'home-bottom',
      area: 'viewport',
      open: async (page) => {
        await scrollTo(page);
        await expect(page.getByRole('region', { name: 'Quick contact' })).toBeVisible();
      },
    },
    {
      name: 'sticky-bar-quote-dialog',
      area: 'viewport',
      scope: DIALOG,
      open: async (page) => {
        await page
          .getByRole('region', { name: 'Quick contact' })
          .getByRole('button', { name: 'Get Quote' })
          .click();
        await shown(page, 'Get Your Quote');
      },
    },
  ],
};

/** A consultation booked for Tuesday 3 March 2026, the day after the fixed clock's. */
const BOOKING = {
  ...CONSULTATION,
  id: 'consultation-1',
  createdAt: '2026-01-01T09:03:00.000Z',
  selectedDate: '2026-03-03',
  message: `${CONSULTATION.message}\nOur data sits in three warehouses and one spreadsheet.`,
};

async function openHeroEdit(page: Page) {
  await click(page, 'Edit Section: Hero Section');
  await shown(page, 'Edit Hero Section');
}

const ADMIN: Visit = {
  path: '/admin-login',
  rendered: true,
  shots: [
    { name: 'admin-login' },
    {
      name: 'admin-dashboard',
      open: async (page) => {
        await logIn(page);
        await fillLeads(page, {
          contactSubmissions: [
            contact(1, { budget: '250k+' }),
            contact(2, { budget: '50k-100k', serviceInterest: 'devops' }),
            contact(3, { budget: '', serviceInterest: '' }),
          ],
          leadCaptures: [
            lead(1, { role: 'CTO' }),
            lead(2, {
              name: '',
              company: '',
              interest: 'Newsletter',
              source: 'newsletter',
              email: 'reader@example.com',
            }),
            // A consultation's lead, with its booking (admin-lead-details).
            lead(3, {
              name: 'Ada Lovelace',
              email: 'ada@example.com',
              company: 'Analytical Engines',
              interest: 'AI/ML Integration',
              source: 'Consultation Booking',
              recordId: BOOKING.id,
            }),
          ],
          consultations: [BOOKING],
          newsletterSubscribers: [subscriber(1), subscriber(2)],
        });
        await page.reload();
        await expect(page.getByRole('cell', { name: 'ada1@example.com' })).toBeVisible();
      },
    },
    {
      name: 'admin-lead-captures',
      area: 'viewport',
      open: async (page) => {
        await page.getByRole('tab', { name: 'Lead Captures' }).click();
        await expect(page.getByRole('cell', { name: 'reader@example.com' })).toBeVisible();
      },
    },
    {
      name: 'admin-lead-details',
      area: 'viewport',
      scope: DIALOG,
      open: async (page) => {
        await click(page, 'Ada Lovelace');
        await shown(page, 'Ada Lovelace');
        await expect(page.getByRole('dialog').getByText('Tuesday, March 3, 2026')).toBeVisible();
      },
      close: closeDialog,
    },
    {
      name: 'admin-cms',
      open: async (page) => {
        await page.getByRole('link', { name: 'Content Management', exact: true }).click();
        await expect(page.getByRole('tab', { name: 'Homepage' })).toBeVisible();
      },
    },
    {
      name: 'cms-edit-dialog',
      area: 'viewport',
      scope: DIALOG,
      open: openHeroEdit,
      close: closeDialog,
    },
    {
      name: 'cms-edit-conflict',
      area: 'viewport',
      scope: DIALOG,
      open: async (page) => {
        // Someone else saves the hero while it is open here; then this edit is saved.
        await openHeroEdit(page);
        await page.evaluate(async () => {
          const { hero } = await (await fetch('/api/homepage')).json();
          const { subtext, ctaText, backgroundImage } = hero.content;
          const response = await fetch('/api/admin/homepage-sections/hero', {
            method: 'PUT',
            headers: {
              'Content-Type': 'application/json',
              ...JSON.parse(localStorage.getItem('adminCredentials') ?? '{}'),
            },
            body: JSON.stringify({ headline: 'Their headline', subtext, ctaText, backgroundImage }),
          });
          if (!response.ok) throw new Error(`Their save: ${response.status}`);
        });
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Call-to-Action Text').fill('Book a call');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await expect(dialog.getByRole('alert')).toContainText('They changed: Headline.');
        // The toast of the refusal is closed: the shot is of the dialog.
        const toast = toasts(page).filter({ hasText: 'Failed to update section' });
        await toast.getByRole('button', { name: 'Dismiss notification' }).click();
        await expect(toasts(page)).toHaveCount(0);
      },
    },
    {
      name: 'cms-discard-changes',
      area: 'viewport',
      scope: '[role="alertdialog"]',
      // The edit above, not saved, is closed.
      open: async (page) => {
        await page.keyboard.press('Escape');
        const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
        await expect(ask).toBeVisible();
        await expect(ask).toHaveCSS('opacity', '1');
      },
      close: async (page) => {
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Discard Changes' })
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    },
    {
      name: 'session-ended-dialog',
      area: 'viewport',
      scope: '[role="alertdialog"]',
      open: async (page) => {
        // The session ends (the stored credentials no longer match), and the
        // dashboard's next read, a tab not opened yet, is turned down.
        await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
        await page.evaluate(() => localStorage.setItem('adminCredentials', '{}'));
        await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click();
        const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
        await expect(ended).toBeVisible();
        await expect(ended).toHaveCSS('opacity', '1');
      },
    },
  ],
};

export const VISITS: Visit[] = [
  HOME,
  {
    path: '/services/custom-software-development',
    rendered: true,
    shots: page('service'),
  },
  { path: '/services', rendered: true, shots: page('services') },
  // The six technology pages the footer links to: one as the build wrote it
  // (the six share one page and one render), then one visit that opens
  // them all from the footer, as a visitor would (.NET and Java show the
  // empty state of their delivered work).
  {
    path: '/services/golang',
    rendered: true,
    builtOnly: true,
    shots: page('technology-golang'),
  },
  {
    path: `/services/${TECHNOLOGY_SLUGS[0]}`,
    shots: TECHNOLOGY_SLUGS.map((slug, index) => ({
      name: `technology-${slug}`,
      open:
        index === 0
          ? undefined
          : async (page: Page) => {
              await page.locator(`footer a[href="/services/${slug}"]`).click();
              await expect(page).toHaveURL(`/services/${slug}`);
              await expect(page.locator('main h1')).toBeVisible();
              await page.waitForFunction(() => window.scrollY === 0);
            },
    })),
  },
  {
    path: '/services/staff-augmentation',
    rendered: true,
    shots: page('staff-augmentation'),
  },
  { path: '/case-studies', rendered: true, shots: page('case-studies') },
  {
    path: '/case-studies/real-time-fraud-detection-platform',
    rendered: true,
    shots: page('case-study'),
  },
  { path: '/portfolio', rendered: true, shots: page('portfolio') },
  { path: '/team', rendered: true, shots: page('team') },
  { path: '/blog', rendered: true, shots: page('blog') },
  {
    path: '/blog/trunk-based-development-in-practice',
    rendered: true,
    shots: page('blog-post'),
  },
  {
    path: '/contact',
    rendered: true,
    shots: [
      { name: 'contact' },
      {
        name: 'contact-validation',
        area: 'viewport',
        open: async (page) => {
          await click(page, 'Send Message');
          await expect(page.getByText('First name is required')).toBeVisible();
        },
      },
    ],
  },
  ADMIN,
  { path: '/no-such-page', shots: page('not-found') },
  { path: '/case-studies/no-such-study', shots: page('case-study-not-found') },
];
