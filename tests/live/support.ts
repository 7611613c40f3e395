import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { ADMIN_AUTH_API } from '../../src/contract/endpoints';

/**
 * Signs a request context in to the live server's admin (the seed's demo
 * admin: the test servers run with DEMO_ADMIN=1). The context keeps the
 * session cookie for its later calls; `origin` names a server other than the
 * project's baseURL.
 */
export async function signInOverHttp(request: APIRequestContext, origin = ''): Promise<void> {
  const session = await request.post(`${origin}${ADMIN_AUTH_API.session}`, {
    data: { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password },
  });
  expect(session.status()).toBe(200);
}
