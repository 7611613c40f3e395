import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { expect, test } from './fixtures';

// The request rules, in the real service worker: a page on another site cannot
// write to the backend (its forms post as navigations, which the worker
// refuses, and never as JSON), wrong methods and malformed paths get clear
// answers rather than 404 or 500.

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

test('the worker answers wrong methods 405 with Allow, HEAD as GET, bad escapes 400, pages past the end empty', async ({
  page,
  backend,
}) => {
  const answers = await page.evaluate(async () => {
    const ask = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(path, init);
      return {
        status: response.status,
        allow: response.headers.get('Allow'),
        body: (await response.text()).length,
      };
    };
    const headers = { username: 'x', password: 'y' };
    return {
      del: await ask('/api/services/svc-1', { method: 'DELETE' }),
      patch: await ask('/api/services/svc-1', { method: 'PATCH' }),
      head: await ask('/api/services', { method: 'HEAD' }),
      headForm: await ask('/api/contact', { method: 'HEAD' }),
      percent: await ask('/api/case-studies/%'),
      percentZz: await ask('/api/case-studies/%zz'),
      farPage: await ask('/api/admin/contact-submissions?page=171798693&pageSize=25', { headers }),
      textPlain: await ask('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ email: 'plain@example.com' }),
      }),
    };
  });
  expect(answers.del).toMatchObject({ status: 405, allow: 'PUT' });
  expect(answers.patch).toMatchObject({ status: 405, allow: 'PUT' });
  expect(answers.head).toEqual({ status: 200, allow: null, body: 0 });
  expect(answers.headForm).toEqual({ status: 405, allow: 'POST', body: 0 });
  expect(answers.percent.status).toBe(400);
  expect(answers.percentZz.status).toBe(400);
  // Wrong credentials: 401 before the page is read; with them, 400 past the largest page.
  expect(answers.farPage.status).toBe(401);
  expect(answers.textPlain.status).toBe(415);

  const far = await backend.call(
    'GET',
    '/api/admin/contact-submissions?page=171798693&pageSize=25',
    undefined,
    admin,
  );
  expect(far.status).toBe(400);
  const last = await backend.call(
    'GET',
    '/api/admin/contact-submissions?page=1000000&pageSize=500',
    undefined,
    admin,
  );
  expect(last.status).toBe(200);
  expect(last.json.items).toEqual([]);
});
