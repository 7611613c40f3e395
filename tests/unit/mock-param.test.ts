import { describe, expect, it } from 'vitest';
import { mockConfigChangeSchema } from '../../src/contract/mock-control';
import { parseMockParam } from '../../src/features/qa-kit/mock-param';
import { afterApplying } from '../../src/features/qa-kit/mock-settings';
import { filterRequests } from '../../src/features/qa-kit/request-filter';

describe('the ?mock= address parameter', () => {
  it('reads latency, faults, a scenario and the rest into one settings change', () => {
    const plan = parseMockParam(
      'latency:800,fault:POST /api/contact:503,scenario:empty,latency:GET /api/services:300,' +
        'fault:PUT /api/team/:id:409*2,network:POST /api/newsletter*1,clock:2026-03-02T09:00:00Z,ids:sequential',
    );
    expect(plan.errors).toEqual([]);
    expect(plan.scenario).toBe('empty');
    expect(plan.change).toEqual({
      latencyMs: 800,
      latency: { 'GET /api/services': 300 },
      faults: {
        'POST /api/contact': 503,
        'PUT /api/team/:id': { status: 409, times: 2 },
        'POST /api/newsletter': { status: 'network', times: 1 },
      },
      clock: '2026-03-02T09:00:00Z',
      ids: 'sequential',
    });
    expect(mockConfigChangeSchema.safeParse(plan.change).success).toBe(true);
    expect(plan.labels).toEqual([
      'Every answer 800 ms late',
      'POST /api/contact fails with 503',
      'Scenario: empty',
      'GET /api/services 300 ms late',
      'PUT /api/team/:id fails with 409 for the next 2 requests',
      'POST /api/newsletter fails without an answer for the next request',
      'Backend clock fixed at 2026-03-02T09:00:00Z',
      'Sequential ids',
    ]);
  });

  it('names what it cannot read', () => {
    const plan = parseMockParam('latency:soon,scenario:crowded,colour:red');
    expect(plan.errors).toEqual(['"latency:soon"', '"scenario:crowded"', '"colour:red"']);
    // A fault or a latency without its endpoint is no rule for a made-up one ("50").
    const bare = parseMockParam('fault:503,latency:/api/services:,network:');
    expect(bare.errors).toEqual(['"fault:503"', '"latency:/api/services:"', '"network:"']);
    expect(bare.change).toEqual({});
    // A setting given twice is named once, as the later one, which is the one applied.
    const twice = parseMockParam(
      'latency:800,fault:GET /api/blog:503,latency:0,fault:GET /api/blog:500',
    );
    expect(twice.labels).toEqual(['Every answer 0 ms late', 'GET /api/blog fails with 500']);
    expect(twice.change).toEqual({ latencyMs: 0, faults: { 'GET /api/blog': 500 } });
    // Nothing after ?mock= is said to be so, not shown as an empty list of settings.
    expect(parseMockParam('').errors).toEqual(['an empty ?mock=']);
    expect(parseMockParam(' , ').errors).toEqual(['an empty ?mock=']);
  });

  it('a second ?mock= in the tab adds to the first, and replaces only what it sets again', () => {
    const first = afterApplying(
      undefined,
      parseMockParam('scenario:empty,latency:300,fault:GET /api/team:500'),
    );
    expect(first).toMatchObject({ scenario: true });
    const second = afterApplying(first, parseMockParam('latency:800,ids:sequential'));
    expect(second.labels).toEqual([
      'Scenario: empty',
      'GET /api/team fails with 500',
      'Every answer 800 ms late',
      'Sequential ids',
    ]);
    // Clearing must still bring back the default content.
    expect(second.scenario).toBe(true);
    // Faults are sent as a whole: new ones replace every earlier one.
    const third = afterApplying(second, parseMockParam('fault:POST /api/contact:503'));
    expect(third.labels).toEqual([
      'Scenario: empty',
      'Every answer 800 ms late',
      'Sequential ids',
      'POST /api/contact fails with 503',
    ]);
  });

  it('applies nothing for a count it cannot read, rather than a fault that never clears', () => {
    const items = [
      'fault:POST /api/contact:503*abc',
      'fault:POST /api/contact:503*0',
      'fault:POST /api/contact:503*',
      'network:POST /api/contact*two',
      'network:*1',
      'latency:GET /api/services:300*2',
    ];
    const plan = parseMockParam(items.join(','));
    expect(plan.errors).toEqual(items.map((item) => `"${item}"`));
    expect(plan.change).toEqual({});
    expect(plan.labels).toEqual([]);
  });
});

describe('the request inspector filter', () => {
  const call = (seq: number, path: string, status: number) => ({
    seq,
    path,
    status,
    method: 'GET',
    time: '2026-03-02T09:00:00.000Z',
    durationMs: 1,
    requestHeaders: {},
    requestBody: '',
    requestBodyTruncated: false,
    responseBody: '',
    responseBodyTruncated: false,
  });
  const log = [call(1, '/api/team', 200), call(2, '/api/contact', 503), call(3, '/api/contact', 0)];

  it('filters by a part of the path and a kind of status, newest first', () => {
    expect(filterRequests(log, 'CONTACT', 'all').map((c) => c.seq)).toEqual([3, 2]);
    expect(filterRequests(log, '', '5xx').map((c) => c.seq)).toEqual([2]);
    expect(filterRequests(log, '', 'network').map((c) => c.seq)).toEqual([3]);
    expect(filterRequests(log, 'team', '4xx')).toEqual([]);
  });

  it('puts a slow call by the time it was made, not the time it was answered', () => {
    const at = (seq: number, time: string) => ({ ...call(seq, '/api/x', 200), time });
    const answered = [
      at(1, '2026-03-02T09:00:00.100Z'),
      // Made first, answered last (1.5 s of latency).
      at(2, '2026-03-02T09:00:00.000Z'),
      at(3, '2026-03-02T09:00:00.200Z'),
      at(4, '2026-03-02T09:00:00.200Z'),
    ];
    expect(filterRequests(answered, '', 'all').map((c) => c.seq)).toEqual([4, 3, 1, 2]);
  });
});
