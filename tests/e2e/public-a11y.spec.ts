import type { Locator } from '@playwright/test';
import { axeOf, seriousViolations } from '../support/axe';
import { apart, settled } from '../support/layout';
import { expect, openReady, test } from './fixtures';

// axe runs on every screen the visual suite keeps (tests/visual), on a phone
// and a desktop, in light and dark mode, open dialogs and menus included. These
// are the public routes it does not keep: another service than the one it
// shoots, and the not-found states of a service and a post.
const ROUTES = [
  ['/services/cloud-devops', 'Cloud Infrastructure & DevOps'],
  ['/services/no-such-service', 'Service Not Found'],
  ['/blog/no-such-post', 'Article Not Found'],
] as const;

for (const [path, heading] of ROUTES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await openReady(page, '/');
    await page.evaluate(() => localStorage.setItem('color-mode', 'light'));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // Wait until the page's data has loaded (no spinner left).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await axeOf(page).analyze();
    expect(seriousViolations(results)).toEqual([]);
  });
}

test('on a phone, every control of the home page leaves a 24 px target to tap (WCAG 2.5.8)', async ({
  page,
}) => {
  // The consultation button rides in the navigation bar there, with its hide button on it.
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await openReady(page, '/');
    await expect(page.getByRole('button', { name: 'Hide consultation button' })).toBeVisible();
    const results = await axeOf(page).withRules(['target-size']).analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => node.target)),
      `${width} px`,
    ).toEqual([]);
  }
});

test('every image has alt text and explicit dimensions, and none repeats the text beside it', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/case-studies',
    '/case-studies/real-time-fraud-detection-platform',
    '/portfolio',
    '/team',
    '/blog',
    '/blog/trunk-based-development-in-practice',
  ]) {
    await openReady(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until the page's data has loaded (no spinner left).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const bad = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter(
            (image) =>
              !image.hasAttribute('alt') ||
              !image.getAttribute('width') ||
              !image.getAttribute('height'),
          )
          .map((image) => image.getAttribute('src')),
      );
    expect(bad, path).toEqual([]);
    // A screen reader reads an image's alt and then the text beside it: an
    // alt that says what its card, quote or byline already says is read twice.
    const repeated = await page.locator('img[alt]:not([alt=""])').evaluateAll((images) =>
      images
        .filter((image) => {
          const alt = image.getAttribute('alt')?.trim() ?? '';
          const around = image.closest('li, blockquote, figure, header, article, main > * > *');
          return alt !== '' && (around?.textContent ?? '').includes(alt);
        })
        .map((image) => `${image.getAttribute('src')}: "${image.getAttribute('alt')}"`),
    );
    expect(repeated, path).toEqual([]);
  }
});

/** The contrast of two CSS rgb() colours (WCAG 2.x relative luminance). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test("a keyboard focus ring on the bar's grey links stands out from the bar: 3:1 at least", async ({
  page,
}) => {
  for (const mode of ['light', 'dark']) {
    await openReady(page, '/');
    await page.evaluate((m) => localStorage.setItem('color-mode', m), mode);
    await page.goto('/blog');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await link.focus();
    const [ring, behind] = await link.evaluate((element) => {
      const bar = element.closest('[data-fixed-navbar]') ?? document.body;
      return [getComputedStyle(element).outlineColor, getComputedStyle(bar).backgroundColor];
    });
    expect(contrast(ring, behind), `${mode}: ${ring} on ${behind}`).toBeGreaterThanOrEqual(3);
  }
});

test("a form field's edge stands out from the card behind it: 3:1 at least (WCAG 1.4.11)", async ({
  page,
}) => {
  for (const mode of ['light', 'dark']) {
    await openReady(page, '/');
    await page.evaluate((m) => localStorage.setItem('color-mode', m), mode);
    await page.goto('/contact');
    const form = page.getByRole('main').locator('form');
    await expect(form.getByLabel('First Name')).toBeVisible();
    const edges = await form
      .locator('input:not([type="hidden"]), select, textarea')
      .evaluateAll((fields) =>
        fields
          .filter((field) => !field.closest('[aria-hidden="true"]'))
          .map((field) => {
            let behind = field.parentElement;
            while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') {
              behind = behind.parentElement;
            }
            return {
              name: field.getAttribute('name'),
              edge: getComputedStyle(field).borderTopColor,
              behind: getComputedStyle(behind ?? document.body).backgroundColor,
            };
          }),
      );
    expect(edges.length, mode).toBeGreaterThanOrEqual(6);
    for (const { name, edge, behind } of edges) {
      expect(
        contrast(edge, behind),
        `${mode}, ${name}: ${edge} on ${behind}`,
      ).toBeGreaterThanOrEqual(3);
    }
  }
});

test('dismissing the sticky bar or the consultation button leaves focus in the page, not lost', async ({
  page,
}) => {
  await openReady(page, '/');
  await page.getByRole('button', { name: 'Hide consultation button' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: 'Book a free consultation', exact: true }),
  ).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const dismiss = page.getByRole('button', { name: 'Dismiss quick contact bar' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(dismiss).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
});

test("on a phone, the logo's link stays clear of the menu's close button and of the consultation button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  const logo = drawer.getByRole('link', { name: /Brightline/ });
  await expect(logo).toBeVisible();
  const close = drawer.getByRole('button', { name: /close/i });
  await expect(close).toBeVisible();
  // Measured once the drawer has slid in, and both at once.
  await settled(drawer);
  const [logoBox, closeBox] = await Promise.all([logo.boundingBox(), close.boundingBox()]);
  expect(apart(logoBox, closeBox), JSON.stringify([logoBox, closeBox])).toBe(true);
  await page.keyboard.press('Escape');

  // At 320 px (WCAG 1.4.10's width) the bar has no room beside the logo.
  await page.setViewportSize({ width: 320, height: 700 });
  const button = page.getByRole('button', { name: 'Book a free consultation', exact: true });
  await expect(button).toBeVisible();
  const barLogo = page.locator('[data-fixed-navbar]').getByRole('link', { name: /Brightline/ });
  expect(apart(await barLogo.boundingBox(), await button.boundingBox())).toBe(true);
});

test('the skip link shows above the navigation bar when focused, and takes the focus to the content', async ({
  page,
}) => {
  await openReady(page, '/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // Nothing is painted over it: the point at its middle is the link's own.
  const onTop = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && link.contains(hit);
  });
  expect(onTop).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('a control reached with Tab is never hidden under the sticky bar', async ({ page }) => {
  await openReady(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.3));
  const bar = page.getByRole('region', { name: 'Quick contact' });
  await expect(bar).toBeVisible();
  // From the top of the content down to the footer, one control at a time.
  await page.locator('#main').focus();
  const hidden: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      const region = document.querySelector('[aria-label="Quick contact"]');
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      if (!region || region.contains(focused)) return null;
      if (focused.closest('[data-fixed-navbar]')) return null;
      if (getComputedStyle(focused).position === 'fixed') return null;
      const box = focused.getBoundingClientRect();
      const barTop = region.getBoundingClientRect().top;
      const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
      return box.bottom > barTop + 1
        ? `${name} (${box.top}–${box.bottom}, bar at ${barTop})`
        : null;
    });
    if (covered) hidden.push(covered);
  }
  expect(hidden).toEqual([]);
});

test("on a phone, every form field's text is 16 px at least, so that Safari does not zoom the page in on it", async ({
  page,
}) => {
  /** The visible fields that take typing or a choice from a list, with their text size. */
  const smallFields = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
        .filter((field) => {
          const type = field.getAttribute('type') ?? '';
          if (['checkbox', 'radio', 'file', 'hidden'].includes(type)) return false;
          // The honeypot no person sees or reaches (src/components/form/honeypot-field.tsx).
          if (field.closest('[aria-hidden="true"]')) return false;
          const box = field.getBoundingClientRect();
          return field.checkVisibility() && box.width > 1 && box.height > 1;
        })
        .map((field) => ({
          field: field.getAttribute('name') ?? field.id,
          size: Number.parseFloat(getComputedStyle(field).fontSize),
        }))
        .filter(({ size }) => size < 16),
    );

  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, '/contact');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project Budget' })).toBeVisible();
  expect(await smallFields(), '/contact').toEqual([]);

  await page.goto('/');
  await page.getByRole('button', { name: 'Book a free consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
  await expect(dialog.getByLabel(/^Email/)).toBeVisible();
  expect(await smallFields(), 'the consultation dialog').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/admin-login');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await smallFields(), '/admin-login').toEqual([]);

  // From a tablet up the fields keep the design's 14 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect
    .poll(() => page.getByLabel('Username').evaluate((field) => getComputedStyle(field).fontSize))
    .toBe('14px');
});

test("a select's arrow is drawn for the eye: a screen reader hears no unnamed image beside it", async ({
  page,
}) => {
  await openReady(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('combobox')).toHaveCount(2);
  await expect(form.getByRole('img')).toHaveCount(0);
});

test("in the system's forced colours, a pressed filter and the menu's current page keep a mark of their own", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openReady(page, '/case-studies');
  const healthcare = page.getByRole('button', { name: 'Healthcare' });
  await healthcare.click();
  await expect(healthcare).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('heading', { level: 1 }).click();
  const outline = (button: Locator) =>
    button.evaluate(
      (element) =>
        `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`,
    );
  expect(await outline(healthcare)).toBe('solid 3px');
  expect(await outline(page.getByRole('button', { name: 'FinTech' }))).toMatch(/^none/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const line = (link: Locator) =>
    link.evaluate((element) => getComputedStyle(element).textDecorationLine);
  expect(await line(nav.getByRole('link', { name: 'Case Studies' }))).toBe('underline');
  expect(await line(nav.getByRole('link', { name: 'Portfolio' }))).toBe('none');
});

test('at 400 % zoom (320 by 256), a dialog scrolls whole: the focused field and its label are in view, not under its title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await openReady(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Get Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Quote' });
  await expect(dialog.getByLabel(/^Full Name/)).toBeFocused();
  for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Tab');
  const seen = await page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement;
    const label = field.labels?.[0];
    /** Whether the element is what is painted at its own centre, inside the window. */
    const shown = (element: Element | null | undefined) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (y < 0 || y > innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && (element === top || element.contains(top));
    };
    return { field: field.name, fieldShown: shown(field), labelShown: shown(label) };
  });
  expect(seen).toEqual({ field: 'company', fieldShown: true, labelShown: true });
});
