// Server benchmark: starts a throwaway PostgreSQL (or uses BENCH_DATABASE_URL),
// the live server over it, and beside it a bare node:http + pg server doing the
// same database work (scripts/lib/bench-baseline-server.mjs, the baseline): for
// POST /api/contact the lead's insert and its two emails' outbox insert in one
// transaction, as the live server writes every lead (marked as sent: the live
// server's delivery loop sends its own leads' email, not the baseline's); for
// GET /api/services the select. Then it loads each on loopback with autocannon,
// one after the other, bounded in time: POST /api/contact, GET /api/services
// and one server-rendered page. One more row compares the same live POST with
// the baseline's lead insert alone (one statement, no transaction, no email):
// the baseline as it was before leads wrote email, shown beside the other, not
// a target.
// The live server and the baseline take turns, round after round (which goes
// first alternates), so that a slower minute of a shared machine falls on both:
// each figure is the median of its rounds, and the share is the median of the
// rounds' shares. Before each POST round, the bench waits for the live server's
// delivery loop to send the email of the leads so far: a live round's email
// would otherwise be sent during the rounds that follow it, the baseline's
// among them, and take their cores. The live server still sends email during
// its own rounds. The bench prints how long those waits were. Prints requests per
// second, p50 and p99 latency and each server process's CPU time per request,
// and writes every round to bench-results/bench-server.json.
//
//   npm run bench:server       builds the live app; 5 rounds of 4 s a call, 10 connections
//   BENCH_ROUNDS=9 BENCH_SECONDS=6 BENCH_CONNECTIONS=20 npm run bench:server
//
// It is a benchmark: a missed target is reported, not an error. The exit code is
// non-zero only when the benchmark itself fails (an answer other than 2xx, say).

import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from './lib/throwaway-postgres.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(ROOT, 'bench-results', 'bench-server.json');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 5));
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS || 4));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS || 10));
const LIVE_PORT = Number(process.env.BENCH_LIVE_PORT || 3300);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3301);
const PG_PORT = Number(process.env.BENCH_PG_PORT || 55450);
const PAGE = process.env.BENCH_PAGE || '/services';
// The live server as npm run serve starts it (the build of npm run build:live).
const LIVE_ENTRY = join(ROOT, 'dist-live-server', 'server.js');
const TARGET_SHARE = 0.7;
const TARGET_P99_MS = 50;

const contact = JSON.stringify({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: 'Analytical Engines',
  service: 'Consulting',
  message: 'Please call me about a new project.',
});

const postContact = {
  name: 'POST /api/contact',
  path: '/api/contact',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: contact,
};

const CALLS = [
  {
    ...postContact,
    // The live figures of this call, against the baseline's lead insert alone too.
    reference: { name: 'POST /api/contact (lead insert only)', path: '/api/contact-lead-only' },
  },
  { name: 'GET /api/services', path: '/api/services', method: 'GET' },
  { name: `GET ${PAGE} (rendered)`, path: PAGE, method: 'GET', liveOnly: true },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One server's rounds, summed up as medians (the worst p99 kept beside them). */
const summary = (rounds) => ({
  requestsPerSecond: Math.round(median(rounds.map((r) => r.requestsPerSecond))),
  cpuUsPerRequest: rounds.every((r) => r.cpuUsPerRequest !== null)
    ? Math.round(median(rounds.map((r) => r.cpuUsPerRequest)))
    : null,
  p50Ms: median(rounds.map((r) => r.p50Ms)),
  p99Ms: median(rounds.map((r) => r.p99Ms)),
  worstP99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
  rounds,
});

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`${command} ${args.join(' ')} exited with ${code}`);
  });
  return child;
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stop(child) {
  child.stopping = true;
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

// The clock ticks of /proc/<pid>/stat (USER_HZ, 100 on Linux).
const TICK_US = 10_000;

/**
 * The CPU time a process has used, user and system, in µs: on Linux, from
 * /proc; null elsewhere. Steadier than requests per second on a shared
 * machine, where the rates of both servers move together from minute to minute.
 */
function cpuUs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return null;
  }
}

async function load(port, call, seconds, path = call.path, pid = undefined) {
  const cpuBefore = pid ? cpuUs(pid) : null;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: call.method,
    headers: call.headers,
    body: call.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${call.name} on port ${port}: ${result.non2xx} answers other than 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const cpuAfter = pid ? cpuUs(pid) : null;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // The server process's CPU time per answered request.
    cpuUsPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : Math.round((cpuAfter - cpuBefore) / result.requests.total),
  };
}

const pad = (text, width) => String(text).padEnd(width);

/**
 * Waits until the live server's delivery loop has sent every lead's email: work
 * the POST leaves behind, which would otherwise run during the next call's
 * rounds. Gives how long that took and how many messages were waiting.
 */
async function drainOutbox(databaseUrl, timeoutMs = 600_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const waiting = async () =>
      Number(
        (
          await client.query(
            "select count(*) as n from mail_outbox where status in ('pending', 'sending')",
          )
        ).rows[0].n,
      );
    const first = await waiting();
    let left = first;
    while (left > 0) {
      if (Date.now() - started > timeoutMs) throw new Error(`${left} emails still unsent`);
      await new Promise((r) => setTimeout(r, 250));
      left = await waiting();
    }
    return { messages: first, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    // The live-mode build of this checkout, so that the figures are of this code.
    const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const built = spawnSync(process.execPath, [vite, 'build', '--mode', 'live'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('npm run build:live failed');
  }
  // The leads' email (tens of thousands of .eml files a run) goes to a folder
  // of its own, removed at the end: a folder that grows run after run slows
  // the delivery loop's writes, and the figures with it.
  const mailDir = await mkdtemp(join(tmpdir(), 'bench-server-mail-'));
  const server = process.env.BENCH_DATABASE_URL ? undefined : startPostgres({ port: PG_PORT });
  const databaseUrl = process.env.BENCH_DATABASE_URL || server.url;
  const children = [];
  try {
    // The live server migrates and seeds the database; the baseline then shares it.
    const liveServer = start(process.execPath, [LIVE_ENTRY], {
      DATABASE_URL: databaseUrl,
      PORT: String(LIVE_PORT),
      HOST: '127.0.0.1',
      // One client sends thousands of forms a second here: no rate limit.
      FORMS_PER_MINUTE: '0',
      FORMS_PER_DAY: '0',
      // A throwaway database with the seed's demo admin: the server starts only as a demo.
      DEMO_ADMIN: '1',
      // Never a real mail server: the bench sends thousands of leads.
      SMTP_URL: '',
      MAIL_DIR: mailDir,
    });
    children.push(liveServer);
    await waitFor(`http://127.0.0.1:${LIVE_PORT}/readyz`, liveServer);
    const baselineServer = start(process.execPath, ['scripts/lib/bench-baseline-server.mjs'], {
      DATABASE_URL: databaseUrl,
      PORT: String(BASELINE_PORT),
    });
    children.push(baselineServer);
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}/api/services`, baselineServer);

    const rows = [];
    const drained = [];
    /** Waits until the live server has sent every lead's email, and notes how long that took. */
    const sendEmail = async (call) => {
      const waited = await drainOutbox(databaseUrl);
      if (waited.messages > 0) drained.push({ call: call.name, ...waited });
    };
    for (const call of CALLS) {
      if (call.liveOnly) {
        await load(LIVE_PORT, call, 2);
        rows.push({
          call: call.name,
          live: summary([await load(LIVE_PORT, call, SECONDS * 2, call.path, liveServer.pid)]),
        });
        continue;
      }
      // Each server as a client sees it: the live one, the baseline, and the
      // baseline of the reference row, one at a time.
      const servers = [
        { port: LIVE_PORT, pid: liveServer.pid, path: call.path, rounds: [] },
        { port: BASELINE_PORT, pid: baselineServer.pid, path: call.path, rounds: [] },
        ...(call.reference
          ? [
              {
                port: BASELINE_PORT,
                pid: baselineServer.pid,
                path: call.reference.path,
                rounds: [],
              },
            ]
          : []),
      ];
      for (const server of servers) await load(server.port, call, 2, server.path);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [...servers].reverse() : servers;
        for (const server of order) {
          // The live server sends the email of a round's leads for some seconds
          // after it: not while the next round runs, whichever server's it is
          // (it did, and the baseline's rounds shared the cores with it).
          if (call.method === 'POST') await sendEmail(call);
          server.rounds.push(await load(server.port, call, SECONDS, server.path, server.pid));
        }
      }
      const [live, baseline, reference] = servers;
      const shareOf = (other) =>
        median(live.rounds.map((r, n) => r.requestsPerSecond / other.rounds[n].requestsPerSecond));
      rows.push({
        call: call.name,
        live: summary(live.rounds),
        baseline: summary(baseline.rounds),
        share: shareOf(baseline),
      });
      if (reference) {
        rows.push({
          call: call.reference.name,
          live: summary(live.rounds),
          baseline: summary(reference.rounds),
          share: shareOf(reference),
          reference: true,
        });
      }
      if (call.method === 'POST') await sendEmail(call);
    }

    console.info(
      `\nbench:server: ${ROUNDS} rounds of ${SECONDS} s a server, taking turns; ${CONNECTIONS} connections, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}\n`,
    );
    console.info(
      `${pad('call', 38)}${pad('live req/s', 12)}${pad('p50', 7)}${pad('p99', 7)}${pad('base req/s', 12)}${pad('p50', 7)}${pad('p99', 7)}${pad('share', 22)}CPU µs/request, live / base`,
    );
    const cpuOf = (server) => server?.cpuUsPerRequest ?? '-';
    for (const { call, live, baseline, share, reference } of rows) {
      const verdict = reference
        ? '(for comparison)'
        : share >= TARGET_SHARE && live.p99Ms < TARGET_P99_MS
          ? '(target met)'
          : '(target missed)';
      console.info(
        `${pad(call, 38)}${pad(live.requestsPerSecond, 12)}${pad(live.p50Ms, 7)}${pad(live.p99Ms, 7)}` +
          (baseline
            ? `${pad(baseline.requestsPerSecond, 12)}${pad(baseline.p50Ms, 7)}${pad(baseline.p99Ms, 7)}` +
              `${pad(`${Math.round(share * 100)} % ${verdict}`, 22)}${cpuOf(live)} / ${cpuOf(baseline)}`
            : `${pad('-', 12)}${pad('-', 7)}${pad('-', 7)}${pad('-', 22)}${cpuOf(live)}`),
      );
    }
    console.info(
      `\nMedians of the rounds; the share is the median of the rounds' shares. The worst round's p99, live: ${rows
        .filter((row) => !row.reference)
        .map((row) => `${row.call} ${row.live.worstP99Ms} ms`)
        .join(', ')}.` +
        [...new Set(drained.map((d) => d.call))]
          .map((name) => {
            const waits = drained.filter((d) => d.call === name);
            const range = (values, digits = 0) =>
              `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
            return `\n${name}: each round started with every email sent. After a live round the delivery loop still had ${range(waits.map((d) => d.messages))} emails to send, which took ${range(
              waits.map((d) => d.ms / 1000),
              1,
            )} s.`;
          })
          .join('') +
        `\nCPU µs/request: the server process's CPU time (user and system, from /proc) over the requests it answered, the median of the rounds; the live server's includes the email its delivery loop sends during the round.` +
        `\nTargets: the live server at ≥ ${TARGET_SHARE * 100} % of the baseline's requests per second on both API calls, with p99 under ${TARGET_P99_MS} ms.` +
        `\nThe baseline's POST writes the lead and its outbox email in one statement, as the live server does; "(lead insert only)" is its single insert, for comparison.`,
    );
    await mkdir(dirname(RESULTS_FILE), { recursive: true });
    await writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, cores: cpus().length, rows, drained }, null, 2)}\n`,
    );
  } finally {
    for (const child of children.reverse()) await stop(child);
    server?.stop();
    await rm(mailDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
