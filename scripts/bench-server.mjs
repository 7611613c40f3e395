// Server benchmark: starts a throwaway PostgreSQL (or uses BENCH_DATABASE_URL),
// the live server over it, and beside it a bare node:http + pg server doing the
// same database work (scripts/lib/bench-baseline-server.mjs, the baseline): for
// POST /api/contact the lead's insert and its two emails' outbox insert in one
// transaction, as the live server writes every lead; for GET /api/services the
// select. Then it loads each on loopback with autocannon, one after the other,
// bounded in time: POST /api/contact, GET /api/services and one server-rendered
// page. One more row compares the same live POST with the baseline's lead
// insert alone (one statement, no transaction, no email): the baseline as it
// was before leads wrote email, shown beside the other, not a target.
// Prints requests per second, p50 and p99 latency, and writes
// bench-results/bench-server.json.
//
//   npm run bench:server                     builds the live app; 10 s a call, 10 connections
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=20 npm run bench:server
//
// It is a benchmark: a missed target is reported, not an error. The exit code is
// non-zero only when the benchmark itself fails (an answer other than 2xx, say).

import { spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPostgres } from './lib/throwaway-postgres.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(ROOT, 'bench-results', 'bench-server.json');
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS || 10));
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
  postContact,
  // The live figures of the call above, against the baseline's lead insert alone.
  {
    ...postContact,
    name: 'POST /api/contact (lead insert only)',
    liveAs: postContact.name,
    baselinePath: '/api/contact-lead-only',
    reference: true,
  },
  { name: 'GET /api/services', path: '/api/services', method: 'GET' },
  { name: `GET ${PAGE} (rendered)`, path: PAGE, method: 'GET', liveOnly: true },
];

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

async function load(port, call, seconds, path = call.path) {
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
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

const pad = (text, width) => String(text).padEnd(width);

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
  const pg = process.env.BENCH_DATABASE_URL ? undefined : startPostgres({ port: PG_PORT });
  const databaseUrl = process.env.BENCH_DATABASE_URL || pg.url;
  const children = [];
  try {
    // The live server migrates and seeds the database; the baseline then shares it.
    const live = start(process.execPath, [LIVE_ENTRY], {
      DATABASE_URL: databaseUrl,
      PORT: String(LIVE_PORT),
      HOST: '127.0.0.1',
      // One client sends thousands of forms a second here: no rate limit.
      FORMS_PER_MINUTE: '0',
      FORMS_PER_DAY: '0',
      // A throwaway database with the seed's demo admin: the server starts only as a demo.
      DEMO_ADMIN: '1',
    });
    children.push(live);
    await waitFor(`http://127.0.0.1:${LIVE_PORT}/readyz`, live);
    const baseline = start(process.execPath, ['scripts/lib/bench-baseline-server.mjs'], {
      DATABASE_URL: databaseUrl,
      PORT: String(BASELINE_PORT),
    });
    children.push(baseline);
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}/api/services`, baseline);

    const rows = [];
    for (const call of CALLS) {
      // A short warm-up of each, then the measured runs, one server at a time.
      let liveResult = rows.find((row) => row.call === call.liveAs)?.live;
      if (!liveResult) {
        await load(LIVE_PORT, call, 2);
        liveResult = await load(LIVE_PORT, call, SECONDS);
      }
      let baseResult;
      if (!call.liveOnly) {
        await load(BASELINE_PORT, call, 2, call.baselinePath);
        baseResult = await load(BASELINE_PORT, call, SECONDS, call.baselinePath);
      }
      rows.push({
        call: call.name,
        live: liveResult,
        baseline: baseResult,
        ...(call.reference && { reference: true }),
      });
    }

    console.info(
      `\nbench:server: ${SECONDS} s a run, ${CONNECTIONS} connections, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}\n`,
    );
    console.info(
      `${pad('call', 38)}${pad('live req/s', 12)}${pad('p50', 7)}${pad('p99', 7)}${pad('base req/s', 12)}${pad('p50', 7)}${pad('p99', 7)}share`,
    );
    for (const { call, live, baseline, reference } of rows) {
      const share = baseline ? live.requestsPerSecond / baseline.requestsPerSecond : undefined;
      const verdict = reference
        ? '(for comparison)'
        : share >= TARGET_SHARE && live.p99Ms < TARGET_P99_MS
          ? '(target met)'
          : '(target missed)';
      console.info(
        `${pad(call, 38)}${pad(live.requestsPerSecond, 12)}${pad(live.p50Ms, 7)}${pad(live.p99Ms, 7)}` +
          (baseline
            ? `${pad(baseline.requestsPerSecond, 12)}${pad(baseline.p50Ms, 7)}${pad(baseline.p99Ms, 7)}` +
              `${Math.round((share ?? 0) * 100)} % ${verdict}`
            : `${pad('-', 12)}${pad('-', 7)}${pad('-', 7)}-`),
      );
    }
    console.info(
      `\nTargets: the live server at ≥ ${TARGET_SHARE * 100} % of the baseline's requests per second on both API calls, with p99 under ${TARGET_P99_MS} ms.` +
        `\nThe baseline's POST writes the lead and its outbox email in one transaction; "(lead insert only)" is its single insert, for comparison.`,
    );
    await mkdir(dirname(RESULTS_FILE), { recursive: true });
    await writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, cores: cpus().length, rows }, null, 2)}\n`,
    );
  } finally {
    for (const child of children.reverse()) await stop(child);
    pg?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
