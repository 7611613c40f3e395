import { readFile, writeFile } from 'node:fs/promises';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import {
  adminHeaders,
  contact,
  slowExpect as expect,
  fillLeads,
  logIn,
  openPanel,
} from './admin-support';
import { test } from './fixtures';

test('a snapshot export imports back, and a bad snapshot changes nothing', async ({
  page,
  backend,
}, testInfo) => {
  await fillLeads(page, { contactSubmissions: [contact(1), contact(2)] });
  await logIn(page);
  await expect(page.getByLabel('Contact Submissions: 2')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export snapshot' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^brightline-snapshot-.*\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.format).toBe('brightline-snapshot');
  expect(exported.tables.contactSubmissions).toHaveLength(2);

  // Changes after the export: one more lead and an edited team member.
  await backend.call('POST', '/api/contact', {
    firstName: 'Late',
    lastName: 'Comer',
    email: 'late@example.com',
    message: 'Arrived after the snapshot was taken.',
  });
  const team = (await backend.call('GET', '/api/team')).json[0];
  await backend.call(
    'PUT',
    `/api/team/${team.id}`,
    { ...team, name: 'Someone Else' },
    adminHeaders,
  );
  await page.reload();
  await expect(page.getByLabel('Contact Submissions: 3')).toBeVisible();

  // A partial file is refused with the backend's reasons and nothing changes.
  const bad = testInfo.outputPath('bad.json');
  const { contactSubmissions: _dropped, ...partialTables } = exported.tables;
  await writeFile(bad, JSON.stringify({ ...exported, tables: partialTables }));
  await page.getByLabel('Snapshot file to import').setInputFiles(bad);
  const error = page.getByTestId('import-error');
  await expect(error).toContainText('Nothing was changed. Validation failed');
  await expect(error).toContainText('tables.contactSubmissions');
  const notJson = testInfo.outputPath('notes.json');
  await writeFile(notJson, 'this is not json');
  await page.getByLabel('Snapshot file to import').setInputFiles(notJson);
  await expect(error).toContainText('notes.json is not a JSON file.');
  await expect(page.getByLabel('Contact Submissions: 3')).toBeVisible();
  expect((await backend.call('GET', '/api/team')).json[0].name).toBe('Someone Else');

  // The good file brings the exported state back, and the dashboard refreshes.
  const good = testInfo.outputPath('good.json');
  await writeFile(good, JSON.stringify(exported));
  await page.getByLabel('Snapshot file to import').setInputFiles(good);
  await expect(page.getByText('Snapshot imported')).toBeVisible();
  await expect(page.getByLabel('Contact Submissions: 2')).toBeVisible();
  await expect(openPanel(page).locator('tbody tr')).toHaveCount(2);
  expect((await backend.call('GET', '/api/team')).json[0].name).toBe(team.name);
});

test('reset asks first, then brings back the seed and removes the leads', async ({
  page,
  backend,
}) => {
  await fillLeads(page, { contactSubmissions: [contact(1)] });
  await logIn(page);
  await expect(page.getByLabel('Contact Submissions: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Reset demo data?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Contact Submissions: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByLabel('Contact Submissions: 0')).toBeVisible();
  await expect(page.getByText('No contact submissions yet')).toBeVisible();
  expect(
    (await backend.call('GET', '/api/admin/summary', undefined, adminHeaders)).json
      .contactSubmissions,
  ).toBe(0);
});

test('the backend switches set latency and faults', async ({ page, backend }) => {
  await logIn(page);
  await page.getByLabel('Latency (ms)').fill('150');
  await page.getByRole('button', { name: 'Apply latency' }).click();
  await expect(page.getByText('Backend settings saved')).toBeVisible();
  await page.getByLabel('Endpoint').selectOption('GET /api/admin/lead-captures');
  await page.getByLabel('Answer with status').selectOption('503');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(
    page.getByRole('listitem').getByText('GET /api/admin/lead-captures', { exact: true }),
  ).toBeVisible();
  const config = await backend.call('GET', '/api/__mock/config');
  expect(config.json).toMatchObject({
    latencyMs: 150,
    faults: { 'GET /api/admin/lead-captures': 503 },
  });
  await page.getByRole('tab', { name: 'Lead Captures' }).click();
  await expect(openPanel(page)).toContainText(
    'Could not load lead captures: Simulated failure (503)',
  );
  await page.getByRole('button', { name: 'Stop failing GET /api/admin/lead-captures' }).click();
  await expect(page.getByText('None: every endpoint answers normally.')).toBeVisible();
  // The ✕ went with its fault: the focus is on the list's label, not on the page.
  await expect(page.getByText('Failing endpoints', { exact: true })).toBeFocused();
  await expect(page.getByText('No lead captures yet')).toBeVisible();

  // An endpoint of one record takes its id: one lead's details fail, the others' do not.
  await page.getByLabel('Endpoint').selectOption('GET /api/admin/lead-captures/…');
  await page.getByLabel('Record id').fill('lead-7');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(
    page.getByRole('listitem').getByText('GET /api/admin/lead-captures/lead-7', { exact: true }),
  ).toBeVisible();
  expect((await backend.call('GET', '/api/__mock/config')).json.faults).toEqual({
    'GET /api/admin/lead-captures/lead-7': 503,
  });
});

test("a 401 fault on the dashboard's own read ends the session each time, and the dialog that says so clears it", async ({
  page,
  backend,
}) => {
  await logIn(page);
  await page.getByLabel('Endpoint').selectOption('GET /api/admin/summary');
  await page.getByLabel('Answer with status').selectOption('401');
  await page.getByRole('button', { name: 'Add fault' }).click();
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible();
  // The dashboard's switch that would clear the fault is behind the dialog: it says why it came.
  await expect(ended).toContainText(
    'The backend switches make GET /api/admin/summary answer 401, so this dialog comes back after each sign-in until that fault is cleared.',
  );
  await ended.getByRole('button', { name: 'Clear all faults' }).click();
  await expect(ended.getByText(/answer 401/)).toHaveCount(0);
  expect((await backend.call('GET', '/api/__mock/config')).json.faults).toEqual({});
  await ended.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await ended.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await ended.getByRole('button', { name: 'Sign In' }).click();
  await expect(ended).toHaveCount(0);
  await expect(page.getByText('None: every endpoint answers normally.')).toBeVisible();
});

test('a reset turns the backend switches off, and the panel shows it', async ({
  page,
  backend,
}) => {
  await logIn(page);
  await page.getByLabel('Latency (ms)').fill('150');
  await page.getByRole('button', { name: 'Apply latency' }).click();
  await expect(page.getByText('Backend settings saved')).toBeVisible();
  await page.getByLabel('Endpoint').selectOption('GET /api/services');
  await page.getByRole('button', { name: 'Add fault' }).click();
  const fault = page.getByRole('listitem').getByText('GET /api/services', { exact: true });
  await expect(fault).toBeVisible();

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('the backend switches (latency, faults) are turned off');
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Demo data reset')).toBeVisible();
  await expect(page.getByText('None: every endpoint answers normally.')).toBeVisible();
  await expect(fault).toBeHidden();
  await expect(page.getByLabel('Latency (ms)')).toHaveValue('0');

  // The next fault starts from the backend's settings: the cleared one stays cleared.
  await page.getByLabel('Endpoint').selectOption('GET /api/team');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(
    page.getByRole('listitem').getByText('GET /api/team', { exact: true }),
  ).toBeVisible();
  expect((await backend.call('GET', '/api/__mock/config')).json).toMatchObject({
    latencyMs: 0,
    faults: { 'GET /api/team': 500 },
  });
  expect(Object.keys((await backend.call('GET', '/api/__mock/config')).json.faults)).toEqual([
    'GET /api/team',
  ]);
});
