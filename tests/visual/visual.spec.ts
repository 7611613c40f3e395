import { appendFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeOf, seriousViolations } from '../support/axe';
import { measureContrast } from './contrast';
import { type Shot, VISITS } from './screens';
import { openAsBuilt, openWithApp, settle } from './support';

// Each screen, on the project's width and colour mode (playwright.config.ts):
// its picture against the committed baseline, axe's rules (no serious or
// critical violation), the contrast of every text as painted, and every
// aria-labelledby resolving. A page the build renders is checked as the build
// wrote it and again once the app has taken it over.
// Update the baselines on purpose with `npm run test:visual -- --update-snapshots`,
// then open every changed image before committing it.

const width = () => (test.info().project.name.includes('phone') ? 'phone' : 'desktop');
const mode = () => (test.info().project.name.includes('dark') ? 'dark' : 'light');

async function check(page: Page, path: string, name: string, shot: Shot) {
  await settle(page);
  const fullPage = (shot.area ?? 'page') === 'page';
  // Soft: a changed picture still lets the checks below say what is wrong.
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage, timeout: 30_000 });

  const unresolved = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby]')].flatMap((element) =>
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id))
        .map((id) => `${element.tagName.toLowerCase()} → #${id}`),
    ),
  );
  expect.soft(unresolved, `${name}: every aria-labelledby names elements that exist`).toEqual([]);

  // One axe run for every rule: an open dialog or menu is checked alone (the
  // page behind it is inert, and has a screen of its own).
  let axe = axeOf(page);
  if (shot.scope) axe = axe.include(shot.scope);
  const results = await axe.analyze();
  // Contrast is judged below, from the pixels where axe cannot see.
  const serious = seriousViolations(results, ['color-contrast']);
  expect
    .soft(serious, `${name} (${width()}, ${mode()}): axe finds no serious or critical violation`)
    .toEqual([]);

  const findings = await measureContrast(page, results, { fullPage });
  if (process.env.CONTRAST_LOG) {
    for (const finding of findings) {
      const row = { screen: name, route: path, width: width(), mode: mode(), ...finding };
      appendFileSync(process.env.CONTRAST_LOG, `${JSON.stringify(row)}\n`);
    }
  }
  const failing = findings
    .filter((finding) => finding.ratio < finding.required)
    .map(
      (finding) =>
        `${finding.element} on ${path} (${name}, ${width()}, ${mode()}): ${finding.ratio}:1, needs ${finding.required}:1 (${finding.measured})`,
    );
  expect
    .soft(failing, `${name}: every text reaches WCAG AA against what is painted behind it`)
    .toEqual([]);
}

for (const visit of VISITS) {
  const first = visit.shots[0];
  test.describe(visit.path, () => {
    if (visit.rendered && first) {
      test('as the build wrote it', async ({ page }) => {
        await openAsBuilt(page, visit.path);
        await check(page, visit.path, `${first.name}.built`, { name: first.name });
      });
    }

    if (visit.builtOnly) return;
    test('with the app', async ({ page }) => {
      await openWithApp(page, visit.path);
      for (const shot of visit.shots) {
        if (shot.only && shot.only !== width()) continue;
        await shot.open?.(page);
        await check(page, visit.path, shot.name, shot);
        await shot.close?.(page);
      }
    });
  });
}
