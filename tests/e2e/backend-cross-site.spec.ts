import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { expect, test } from './fixtures';

// A page on another site cannot write to the backend: its forms post as
// navigations, which the service worker refuses, and never as JSON.

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };

/** Another origin (127.0.0.1, not localhost) serving pages that auto-submit a form. */
async function otherSite(pages: Record<string, string>) {
  const server: Server = createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(pages[request.url ?? ''] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const autoSubmit = (form: string) =>
  `<!doctype html><body onload="document.forms[0].submit()">${form}</body>`;

test('forms auto-submitted from another site neither reset the store nor create a lead', async ({
  page,
  backend,
  baseURL,
}) => {
  const lead = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    message: 'Please call me about an engine.',
  };
  expect((await backend.call('POST', '/api/contact', lead)).status).toBe(201);

  // A text/plain form can spell a JSON body: name '{"...":"', value '"}'.
  const json = JSON.stringify({ ...lead, email: 'eve@example.com', pad: '' }).slice(0, -2);
  const site = await otherSite({
    '/reset': autoSubmit(`<form method="POST" action="${baseURL}/api/__mock/reset"></form>`),
    '/contact': autoSubmit(
      `<form method="POST" enctype="text/plain" action="${baseURL}/api/contact">` +
        `<input name='${json}' value='"}'></form>`,
    ),
  });
  try {
    for (const [path, target] of [
      ['/reset', '/api/__mock/reset'],
      ['/contact', '/api/contact'],
    ]) {
      const answered = page.waitForResponse((r) => r.url() === `${baseURL}${target}`);
      await page.goto(`${site.origin}${path}`);
      const response = await answered;
      expect(response.fromServiceWorker(), target).toBe(true);
      expect(response.status(), target).toBe(403);
      await expect(page.getByText('Nothing was changed.')).toBeVisible();
    }
  } finally {
    site.close();
  }

  await page.goto('/');
  const list = await backend.call('GET', '/api/admin/contact-submissions', undefined, admin);
  expect(list.json).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
});
