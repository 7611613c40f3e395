import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { finishesWithin, stopServer } from '../../../server/shutdown';

// The live server's graceful stop, on a real HTTP server.

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose /slow answers after `delayMs` and /hang never answers. */
async function start(delayMs: number) {
  server = createServer((request, response) => {
    if (request.url === '/hang') return;
    setTimeout(() => response.end('done'), request.url === '/slow' ? delayMs : 0);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('stopping the live server', () => {
  it('lets a request in flight finish, refuses new connections, and closes idle ones', async () => {
    const url = await start(400);
    // A keep-alive connection left idle must not hold the stop back.
    expect(await (await fetch(`${url}/fast`)).text()).toBe('done');
    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const stopped = stopServer(server as Server, 5000);
    await expect(fetch(`${url}/fast`)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    expect(await stopped).toEqual({ forced: false });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cuts a request that outlasts the time allowed', async () => {
    const url = await start(0);
    const hanging = fetch(`${url}/hang`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await stopServer(server as Server, 200)).toEqual({ forced: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await hanging).toBeInstanceOf(Error);
  });
});

describe('closing what the server used, within the time left', () => {
  it('gives up on what does not end in time, and says so', async () => {
    const started = Date.now();
    expect(await finishesWithin(100, () => new Promise<void>(() => {}))).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('says so when it ends in time', async () => {
    let closed = false;
    const close = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      closed = true;
    };
    expect(await finishesWithin(1000, close)).toBe(true);
    expect(closed).toBe(true);
  });
});
