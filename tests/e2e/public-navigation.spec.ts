import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { brokenWords } from '../support/broken-words';
import { backendOf, expect, openReady, scrollAsAPerson, test } from './fixtures';

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };

test.describe('navigation bar and footer', () => {
  test('desktop bar links every section and highlights the current one', async ({ page }) => {
    await openReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Case Studies', 'Portfolio', 'Team', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Get Quote' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Home is highlighted on an exact match only.
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/case-studies/real-time-fraud-detection-platform');
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/services/cloud-devops');
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the logo links home', async ({ page }) => {
    await openReady(page, '/team');
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Brightline Labs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Services dropdown lists seven services, then Get Consultation', async ({ page }) => {
    await openReady(page, '/');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Services',
    });
    // Said to be closed before its menu's code has loaded, and open once it is.
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveCount(8);
    await expect(menu.getByRole('menuitem').last()).toHaveText(/Get Consultation/);
    await expect(menu.getByRole('menuitem', { name: /Staff Augmentation/ })).toContainText(
      'within 2 weeks',
    );

    await menu.getByRole('menuitem', { name: /AI & Machine Learning/ }).click();
    await expect(page).toHaveURL(/\/services\/ai-machine-learning$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI & Machine Learning' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Services' })
      .click();
    await page.getByRole('menuitem', { name: /Get Consultation/ }).click();
    await expect(page.getByRole('dialog')).toContainText('Get Service Consultation');
  });

  test('Get Quote opens the quote dialog', async ({ page }) => {
    await openReady(page, '/portfolio');
    await page.getByRole('banner').getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByRole('dialog')).toContainText('Get Your Quote');
  });

  test('the colour-mode toggle switches between light and dark and remembers it', async ({
    page,
  }) => {
    await openReady(page, '/');
    await page.evaluate(() => localStorage.setItem('color-mode', 'light'));
    await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveClass(/light/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).not.toHaveClass(/dark/);
  });

  test('the footer has the blurb, social links, both columns and the 2024 copyright', async ({
    page,
  }) => {
    await openReady(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('software engineering studio');
    await expect(footer.getByRole('link', { name: /Brightline Labs on / })).toHaveCount(3);
    const services = footer.getByRole('navigation', { name: 'Services' });
    for (const slug of ['mean-mern', 'golang', 'ai-ml', 'java', 'dotnet', 'devops']) {
      await expect(services.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
    }
    const company = footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/team');
    await expect(footer).toContainText('© 2024 Brightline Labs');
    // The logo's link is the logo: a click on the blank space beside it goes nowhere.
    const logo = footer.getByRole('link', { name: 'Brightline Labs', exact: true });
    const mark = await logo.boundingBox();
    const name = await logo.getByText('Brightline').boundingBox();
    expect(mark && name && mark.x + mark.width).toBeLessThanOrEqual(
      (name?.x ?? 0) + (name?.width ?? 0) + 1,
    );
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the right with every entry; each link closes it', async ({ page }) => {
    await openReady(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(370);
    const nav = drawer.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link')).toHaveCount(13);
    await expect(drawer.getByRole('button', { name: 'Get Quote' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Get Consultation' })).toBeVisible();

    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Staff Augmentation' }).click();
    await expect(page).toHaveURL(/\/services\/staff-augmentation$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('on a /services page without an entry of its own, the Services section is the current one', async ({
    page,
  }) => {
    for (const path of ['/services', '/services/golang']) {
      await openReady(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(nav.getByText('Services', { exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    }
    await openReady(page, '/team');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByText('Services', { exact: true })).not.toHaveAttribute('aria-current');
  });

  test('nothing overflows the 375 px viewport, long CMS text included', async ({ page }) => {
    await openReady(page, '/');
    // What an editor may type: a category of many words, a name with a very long word.
    const store = backendOf(page);
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    const [project] = (await store.call('GET', '/api/portfolio')).json;
    const category = 'Enterprise resource planning and supply chain modernisation programmes';
    const edited = await store.call(
      'PUT',
      `/api/portfolio/${project.id}`,
      { ...project, category, title: `${word} platform` },
      admin,
    );
    expect(edited.status).toBe(200);
    const [member] = (await store.call('GET', '/api/team')).json;
    const renamed = { ...member, name: `Ada ${word}`, role: word };
    expect((await store.call('PUT', `/api/team/${member.id}`, renamed, admin)).status).toBe(200);

    for (const path of ['/', '/case-studies', '/portfolio', '/team', '/blog', '/contact']) {
      await openReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await brokenWords(page.locator('body')), path).toEqual([]);
    }
    // The long category's filter button and the card's badge stay whole on the screen.
    await openReady(page, '/portfolio');
    for (const element of [
      page.getByRole('button', { name: category }),
      page.getByRole('listitem').getByText(category),
    ]) {
      const box = await element.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, `${category} fits`).toBe(true);
    }
  });
});

test.describe('a larger text size set in the browser', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const size of [24, 32]) {
    test(`at ${size} px the phone's bar keeps its menu on screen, and grows to hold it`, async ({
      page,
      context,
    }) => {
      // Chrome's Settings > Appearance > Font size: 24 px is "Very large".
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: size } });
      await openReady(page, '/contact');
      const bar = page.locator('header[data-fixed-navbar]');
      const barBox = await bar.boundingBox();
      // The bar is 4rem: 64 px at the default 16 px.
      expect(barBox?.height).toBe(4 * size);
      const menu = page.getByRole('button', { name: 'Open menu' });
      const menuBox = await menu.boundingBox();
      expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= 390, 'menu on screen').toBe(
        true,
      );
      expect(menuBox && menuBox.y + menuBox.height <= 4 * size, 'menu inside the bar').toBe(true);
      // The mark stays; the name is left to screen readers.
      await expect(bar.getByRole('link', { name: 'Brightline Labs' })).toBeVisible();
      const main = await page.locator('main').boundingBox();
      expect(main?.y).toBeGreaterThanOrEqual(4 * size);
      await menu.click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    });
  }
});

test.describe('scrolling between pages', () => {
  test('a new page opens at its top; Back and Forward return to where the visitor was', async ({
    page,
  }) => {
    await openReady(page, '/');
    await expect(page.getByText('What Our Clients Say')).toBeVisible();
    // Far down the home page, then on to the blog from the footer.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 1000);
    const homeY = await page.evaluate(() => window.scrollY);
    await footer.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The page has seen the scroll event before Back is pressed.
    expect(await scrollAsAPerson(page, 400)).toBe(400);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(homeY);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('a page opened by its address (typed, a bookmark) starts at its top, wherever the last page was left', async ({
    page,
  }) => {
    await openReady(page, '/contact');
    expect(await scrollAsAPerson(page, 1200)).toBe(1200);
    for (const path of ['/team', '/portfolio']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
      await scrollAsAPerson(page, 900);
    }
    // Back to a document the tab left, its place is kept.
    await page.goBack();
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });
});

test.describe('the focus between pages', () => {
  /** The focused element, as "TAG#id". */
  const focused = (page: Page) =>
    page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id}`);

  test('a link followed in the app takes the focus to the new page, as a new page would; a filter keeps it', async ({
    page,
  }) => {
    await openReady(page, '/');
    // A footer link: the next Tab goes into the new page, not on along the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).press('Enter');
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => focused(page)).toBe('MAIN#main');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
    ).toBe(true);

    // A link of the bar, and Back.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Case Studies' }).press('Enter');
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect.poll(() => focused(page)).toBe('MAIN#main');
    await page.goBack();
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => focused(page)).toBe('MAIN#main');

    // The same page with another filter is no new page: the filter keeps the focus.
    await page.goForward();
    const filter = page.getByRole('button', { name: 'Healthcare' });
    await filter.press('Enter');
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(filter).toBeFocused();
  });

  test('the Services menu from the keyboard: Enter opens it on its first service, and the one chosen opens in the app, the focus on its content', async ({
    page,
  }) => {
    await openReady(page, '/portfolio');
    // One document throughout: the chosen service opens in the app, not as a new page load.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Services',
    });
    await services.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('data-highlighted', '');
    await expect(menu.getByRole('menuitem').first()).toContainText('Custom Software Development');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toHaveAttribute('data-highlighted', '');
    await expect(menu.getByRole('menuitem').nth(1)).toContainText('AI & Machine Learning');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/ai-machine-learning$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect.poll(() => focused(page)).toBe('MAIN#main');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // ArrowDown on the closed button opens it too, on its first item.
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('on a phone, a link of the menu takes the focus to the new page, not back to the menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => focused(page)).toBe('MAIN#main');
  });
});

test.describe('a reload', () => {
  /** Records, in the page, whether the footer was absent when the hero's heading first showed. */
  async function watchFirstScreen(page: Page) {
    await page.addInitScript(() => {
      const seen: { heroAlone?: boolean } = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (seen.heroAlone === undefined && document.querySelector('#root #hero-title')) {
          seen.heroAlone = document.querySelector('#root footer') === null;
        }
      }).observe(document, { subtree: true, childList: true });
    });
    return () =>
      page.evaluate(() => (window as unknown as { seen: { heroAlone?: boolean } }).seen.heroAlone);
  }

  test('at the top renders the whole page at once, with what the store holds', async ({ page }) => {
    await openReady(page, '/');
    const edited = await backendOf(page).call(
      'PUT',
      '/api/admin/homepage-sections/testimonials',
      { title: 'What Our Clients Say', subtitle: 'Edited after the build' },
      admin,
    );
    expect(edited.status).toBe(200);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const heroAlone = await watchFirstScreen(page);
    const response = await page.reload();
    // The worker answers with the app shell, which the app renders from the store.
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Edited after the build')).toBeVisible();
    expect(await heroAlone()).toBe(false);
  });

  test('far down the page renders it whole and returns to the same place', async ({ page }) => {
    await openReady(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const y = await scrollAsAPerson(page);
    expect(y).toBeGreaterThan(1000);
    const heroAlone = await watchFirstScreen(page);
    await page.reload();
    await expect(footer).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    expect(await heroAlone()).toBe(false);
  });
});
