import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../backend/admin-auth';
import { isReplicaUnavailable } from '../../../server/pg/unavailable';
import {
  isVisitorRead,
  lsnValue,
  REPLICA_RETRY_MS,
  readsFromReplica,
  watchReplicaLag,
} from '../../../server/read-replica';
import { API } from '../../../src/contract/endpoints';

// Which database answers a call when the live server has a read replica
// (server/read-replica.ts): visitors' reads the replica, everything else the
// primary, and the primary in the replica's place while it cannot answer.
// tests/live/read-replica.spec.ts runs the same over a real hot standby.

const ORIGIN = 'http://localhost:3000';
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });

describe("a visitor's read", () => {
  it('is a GET or HEAD outside the admin, without a session cookie', () => {
    expect(isVisitorRead(get(API.services))).toBe(true);
    expect(isVisitorRead(get('/api/blog/some-post?x=1'))).toBe(true);
    expect(isVisitorRead(new Request(`${ORIGIN}${API.team}`, { method: 'HEAD' }))).toBe(true);
    expect(isVisitorRead(get(API.services, { Cookie: 'theme=dark' }))).toBe(true);
  });

  it("is not a write, an admin call however it is spelled, or a signed-in admin's read", () => {
    const post = new Request(`${ORIGIN}${API.contact}`, { method: 'POST', body: '{}' });
    expect(isVisitorRead(post)).toBe(false);
    for (const path of ['/api/admin/summary', '//api//admin/outbox', '/API/Admin/session']) {
      expect(isVisitorRead(get(path)), path).toBe(false);
    }
    const cookie = `theme=dark; ${SESSION_COOKIE}=abc`;
    expect(isVisitorRead(get(API.services, { Cookie: cookie }))).toBe(false);
  });
});

describe('the API with a read replica', () => {
  function setup(replicaStatus: () => number) {
    const calls: string[] = [];
    const lines: Record<string, unknown>[] = [];
    let clock = 1_000_000;
    const api = readsFromReplica({
      primary: async (request) => {
        calls.push(`primary ${request.method} ${new URL(request.url).pathname}`);
        return Response.json({ from: 'primary' });
      },
      replica: async (request) => {
        calls.push(`replica ${request.method} ${new URL(request.url).pathname}`);
        const status = replicaStatus();
        return Response.json({ from: 'replica' }, { status });
      },
      log: (line) => lines.push(JSON.parse(line)),
      now: () => clock,
    });
    return { api, calls, lines, advance: (ms: number) => (clock += ms) };
  }

  it("answers visitors' reads from the replica and the rest from the primary", async () => {
    const { api, calls, lines } = setup(() => 200);
    expect(await (await api(get(API.services))).json()).toEqual({ from: 'replica' });
    const cookie = `${SESSION_COOKIE}=abc`;
    expect(await (await api(get(API.services, { Cookie: cookie }))).json()).toEqual({
      from: 'primary',
    });
    await api(new Request(`${ORIGIN}${API.newsletter}`, { method: 'POST', body: '{}' }));
    await api(get('/api/admin/summary'));
    expect(calls).toEqual([
      'replica GET /api/services',
      'primary GET /api/services',
      'primary POST /api/newsletter',
      'primary GET /api/admin/summary',
    ]);
    expect(lines).toEqual([]);
  });

  it('gives the replica another try only after a while, logging once as it fails and once as it answers again', async () => {
    let status = 503;
    const { api, calls, lines, advance } = setup(() => status);
    // Failed: the primary answers, and the next reads go there straight away.
    expect(await (await api(get(API.services))).json()).toEqual({ from: 'primary' });
    expect(await (await api(get(API.team))).json()).toEqual({ from: 'primary' });
    advance(REPLICA_RETRY_MS - 1);
    await api(get(API.blog));
    expect(calls).toEqual([
      'replica GET /api/services',
      'primary GET /api/services',
      'primary GET /api/team',
      'primary GET /api/blog',
    ]);
    // Tried again, still failing: no second warning.
    advance(1);
    calls.length = 0;
    await api(get(API.services));
    expect(calls).toEqual(['replica GET /api/services', 'primary GET /api/services']);
    // Back: from then on visitors read from it.
    advance(REPLICA_RETRY_MS);
    status = 200;
    calls.length = 0;
    expect(await (await api(get(API.services))).json()).toEqual({ from: 'replica' });
    await api(get(API.team));
    expect(calls).toEqual(['replica GET /api/services', 'replica GET /api/team']);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'the read replica cannot answer: visitors read from the primary',
        retryMs: REPLICA_RETRY_MS,
      }),
      expect.objectContaining({
        level: 'info',
        msg: 'the read replica answers again: visitors read from it',
      }),
    ]);
  });

  it("passes on the replica's other answers, a fault's 500 too: only an unavailable replica is replaced", async () => {
    for (const status of [404, 500]) {
      const { api, calls } = setup(() => status);
      expect((await api(get('/api/blog/missing'))).status).toBe(status);
      expect(calls).toEqual(['replica GET /api/blog/missing']);
    }
  });
});

describe('how far the replica lags', () => {
  it('reads WAL positions as PostgreSQL orders them', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(() => lsnValue('16B3748')).toThrow('not a WAL position');
  });

  function watch() {
    let clock = 0;
    const positions = { primary: '0/100', replica: '0/100' as string | null };
    const lines: Record<string, unknown>[] = [];
    const lag = watchReplicaLag({
      primaryLsn: async () => positions.primary,
      replicaLsn: async () => positions.replica,
      maxLagMs: 10_000,
      log: (line) => lines.push(JSON.parse(line)),
      now: () => clock,
    });
    const at = async (ms: number) => {
      clock = ms;
      await lag.check();
      return lag.behind();
    };
    return { lag, positions, lines, at };
  }

  it('calls the replica behind once it has not replayed where the primary was the allowed lag ago', async () => {
    const { lag, positions, lines, at } = watch();
    try {
      expect(await at(0)).toBe(false);
      // Written on the primary, not yet replayed: within the lag, still fine.
      positions.primary = '0/200';
      expect(await at(5_000)).toBe(false);
      expect(await at(9_999)).toBe(false);
      // 10 s after the primary was at 0/200 (seen at 5 s), the replica is still at 0/100.
      expect(await at(15_000)).toBe(true);
      expect(await at(16_000)).toBe(true);
      positions.replica = '0/1F0';
      expect(await at(17_000)).toBe(true);
      positions.replica = '0/200';
      expect(await at(18_000)).toBe(false);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'the read replica is behind the primary: visitors read from the primary',
          maxLagMs: 10_000,
        }),
        expect.objectContaining({
          level: 'info',
          msg: 'the read replica has caught up: visitors read from it',
        }),
      ]);
    } finally {
      lag.stop();
    }
  });

  it('never calls a replica of an idle primary behind, changes nothing when a check fails, and calls a server that replays nothing behind', async () => {
    const { lag, positions, at } = watch();
    try {
      for (const ms of [0, 20_000, 40_000, 60_000]) expect(await at(ms)).toBe(false);
      positions.primary = 'not a position';
      expect(await at(80_000)).toBe(false);
      // A server that replays nothing (not a standby) cannot show it is in step.
      positions.primary = '0/100';
      positions.replica = null;
      expect(await at(81_000)).toBe(true);
    } finally {
      lag.stop();
    }
  });

  it("sends visitors' reads to the primary while it is behind", async () => {
    const calls: string[] = [];
    let behind = true;
    const api = readsFromReplica({
      primary: async () => {
        calls.push('primary');
        return Response.json({});
      },
      replica: async () => {
        calls.push('replica');
        return Response.json({});
      },
      behind: () => behind,
      log: () => {},
    });
    await api(get(API.services));
    behind = false;
    await api(get(API.services));
    expect(calls).toEqual(['primary', 'replica']);
  });
});

describe("a replica's errors that the primary can answer instead", () => {
  const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('are those of a database out of reach, and the queries a hot standby cancels while it replays', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433'),
      withCode('57P03', 'the database system is starting up'),
      withCode('40001', 'canceling statement due to conflict with recovery'),
      withCode('40P01', 'canceling statement due to conflict with recovery'),
    ]) {
      expect(isReplicaUnavailable(error), error.message).toBe(true);
      expect(isReplicaUnavailable(new Error('Failed query', { cause: error }))).toBe(true);
    }
  });

  it('are not a serialization failure of its own, a missing table or a write refused', () => {
    for (const error of [
      withCode('40001', 'could not serialize access due to concurrent update'),
      withCode('42P01', 'relation "services" does not exist'),
      withCode('25006', 'cannot execute INSERT in a read-only transaction'),
    ]) {
      expect(isReplicaUnavailable(error), error.message).toBe(false);
    }
  });
});
