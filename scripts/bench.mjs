// The benchmark (npm run bench): builds the production app into dist-bench,
// serves it, and measures what each route loads (JS and CSS, raw and gzip),
// Lighthouse (mobile and desktop, median of BENCH_RUNS runs), the first visit
// (content, service worker install) and the offline reload. It reports the
// targets of the performance issue and whether each is met; it never fails on
// them (exit code 1 only when the bench itself breaks).
//
//   BENCH_RUNS=1 npm run bench     quick run (default: 5 runs)
//   BENCH_PORT=4700                port of the static server (the baseline's is the next one)
//   BENCH_BASELINE=<git ref>       also builds that commit (in a git worktree) and measures
//                                  it in the same run, side by side: the baseline
//
// The full figures go to bench-results/bench.json, the representative
// Lighthouse report of each route and form factor to bench-results/lighthouse/.

import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { fileSizes, measureRoute, visitAndReloadOffline } from './lib/bench-browser.mjs';
import { lighthouseMedian } from './lib/bench-lighthouse.mjs';
import { Interrupted, kB, median, round, table } from './lib/bench-stats.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { fileOf } from './render-pages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist-bench';
const DIST = join(ROOT, OUT_DIR);
const RESULTS = join(ROOT, 'bench-results');
const PORT = Number(process.env.BENCH_PORT ?? 4700);
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 5)) || 5);
const BASELINE = process.env.BENCH_BASELINE || undefined;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const ADMIN = { username: 'admin', password: 'demo-admin-2024' };

/** A home-page services card with its feature list: only there once /api/homepage answered. */
const HOME_DATA_SELECTOR = 'section[aria-labelledby="services-title"] li li';

const TARGETS = {
  landingJsGzipBytes: 140_000,
  mobilePerformance: 95,
  otherScores: 100,
  mobileLcpMs: 1500,
  offlineReloadMs: 250,
};

const log = (line) => console.info(line);

/** Measurements that broke: reported, written to the JSON, and the exit code is 1. */
const errors = [];
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

// Everything started here, stopped in reverse order at the end, on error and on Ctrl-C.
const cleanups = [];
let interrupted = false;
let launches = 0;
function track(stop) {
  if (interrupted) {
    void Promise.resolve()
      .then(stop)
      .catch(() => undefined);
    return () => undefined;
  }
  cleanups.push(stop);
  return () => {
    const index = cleanups.indexOf(stop);
    if (index >= 0) cleanups.splice(index, 1);
  };
}
async function cleanUp() {
  while (cleanups.length > 0) {
    const stop = cleanups.pop();
    try {
      await stop?.();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}
/** Starts a browser or server; none starts once interrupted, and Ctrl-C waits for those starting. */
async function launching(start) {
  if (interrupted) throw new Interrupted();
  launches += 1;
  try {
    return await start();
  } finally {
    launches -= 1;
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping`);
    interrupted = true;
    await cleanUp();
    // A browser still starting is stopped by track() as soon as it is up.
    for (let wait = 0; launches > 0 && wait < 300; wait += 1) {
      await new Promise((done) => setTimeout(done, 50));
    }
    await new Promise((done) => setTimeout(done, 200));
    await cleanUp();
    process.exit(130);
  });
}
const checkInterrupted = () => {
  if (interrupted) throw new Interrupted();
};

async function firstBlogSlug() {
  const source = await readFile(join(ROOT, 'seed/blog.ts'), 'utf8');
  const slug = /slug:\s*'([^']+)'/.exec(source)?.[1];
  if (!slug) throw new Error('No blog post slug found in seed/blog.ts');
  return slug;
}

async function adminCredentials() {
  // The defaults of src/contract/admin-credentials.ts, unless the build overrides them.
  const source = await readFile(join(ROOT, 'src/contract/admin-credentials.ts'), 'utf8');
  const username = /VITE_ADMIN_USERNAME\s*\|\|\s*'([^']+)'/.exec(source)?.[1] ?? ADMIN.username;
  const password = /VITE_ADMIN_PASSWORD\s*\|\|\s*'([^']+)'/.exec(source)?.[1] ?? ADMIN.password;
  return {
    username: process.env.VITE_ADMIN_USERNAME || username,
    password: process.env.VITE_ADMIN_PASSWORD || password,
  };
}

/** Builds the app in `cwd` (the project, or the baseline's worktree) into `outDir`. */
function build(cwd = ROOT, outDir = OUT_DIR) {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
      { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const untrack = track(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => {
      untrack();
      fail(error);
    });
    child.on('close', (code) => {
      untrack();
      if (code === 0) done(output);
      else fail(new Error(`vite build exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

const shorten = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const ms = (value) => (typeof value === 'number' ? String(Math.round(value)) : '-');

/**
 * The baseline: the commit `ref`, checked out in a git worktree of its own
 * (with this project's node_modules) and built there. Removed at the end.
 */
async function buildBaseline(ref) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-baseline-'));
  const source = join(dir, 'source');
  execFileSync('git', ['worktree', 'add', '--detach', source, ref], { cwd: ROOT, stdio: 'ignore' });
  track(() =>
    execFileSync('git', ['worktree', 'remove', '--force', source], { cwd: ROOT, stdio: 'ignore' }),
  );
  await symlink(join(ROOT, 'node_modules'), join(source, 'node_modules'));
  // Inside the worktree: the pages' render bundle (dist-bench-server beside it)
  // resolves its packages through the worktree's node_modules.
  const dist = join(source, OUT_DIR);
  await build(source, dist);
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT })
    .toString()
    .trim();
  return { dist, commit };
}

async function measureBundles(browser, baseUrl, routes, root) {
  const results = [];
  for (const route of routes) {
    checkInterrupted();
    let result;
    try {
      result = await measureRoute(browser, { baseUrl, root, ...route });
    } catch (error) {
      errors.push(`bundle ${route.path}: ${messageOf(error)}`);
      log(`  ${route.path}: FAILED ${messageOf(error)}`);
      continue;
    }
    results.push(result);
    log(
      `  ${route.path}: JS ${kB(result.js.gzip)} kB gzip (${result.js.files} files), CSS ${kB(result.css.gzip)} kB gzip${result.problems.length ? `  !! ${result.problems.join('; ')}` : ''}`,
    );
  }
  return results;
}

async function measureTimings(browser, baseUrl) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    checkInterrupted();
    let result;
    try {
      result = await visitAndReloadOffline(browser, {
        baseUrl,
        path: '/',
        dataSelector: HOME_DATA_SELECTOR,
      });
    } catch (error) {
      errors.push(`timings run ${run + 1}: ${messageOf(error)}`);
      log(`  run ${run + 1}/${RUNS}: FAILED ${messageOf(error)}`);
      continue;
    }
    runs.push(result);
    log(
      `  run ${run + 1}/${RUNS}: first visit content ${ms(result.firstVisit.contentMs)} ms, app ${ms(result.firstVisit.appMs)} ms, controlled ${ms(result.firstVisit.controlledMs)} ms; offline reload content ${ms(result.offlineReload.contentMs)} ms`,
    );
  }
  const medianOf = (pick) => round(median(runs.map(pick)), 1);
  return {
    runs: runs.length,
    firstVisit: {
      h1VisibleMs: medianOf((run) => run.firstVisit.h1VisibleMs),
      dataMs: medianOf((run) => run.firstVisit.dataMs),
      contentMs: medianOf((run) => run.firstVisit.contentMs),
      appMs: medianOf((run) => run.firstVisit.appMs),
      controlledMs: medianOf((run) => run.firstVisit.controlledMs),
    },
    worker: {
      registerCalledMs: medianOf((run) => run.firstVisit.workerRegisterCalledMs),
      installedMs: medianOf((run) => run.firstVisit.workerInstalledMs),
      activatedMs: medianOf((run) => run.firstVisit.workerActivatedMs),
      readyMs: medianOf((run) => run.firstVisit.readyMs),
      installMs: medianOf((run) => run.firstVisit.workerInstallMs),
    },
    offlineReload: {
      h1VisibleMs: medianOf((run) => run.offlineReload.h1VisibleMs),
      dataMs: medianOf((run) => run.offlineReload.dataMs),
      contentMs: medianOf((run) => run.offlineReload.contentMs),
      appMs: medianOf((run) => run.offlineReload.appMs),
      controlledAtStart:
        runs.length > 0 && runs.every((run) => run.offlineReload.controlledAtStart),
    },
    perRun: runs.map((run) => ({
      firstVisit: Object.fromEntries(
        Object.entries(run.firstVisit).map(([key, value]) => [key, round(value, 1)]),
      ),
      offlineReload: Object.fromEntries(
        Object.entries(run.offlineReload).map(([key, value]) => [
          key,
          typeof value === 'number' ? round(value, 1) : value,
        ]),
      ),
    })),
  };
}

/**
 * Lighthouse for each build, route and form factor; the builds take turns for
 * each route, so a busy moment of the machine weighs on both alike.
 * @param {{ label: string, baseUrl: string }[]} builds
 * @returns {Promise<Record<string, any[]>>} the entries of each build, by label
 */
async function measureLighthouse(builds, paths) {
  const results = Object.fromEntries(builds.map((entry) => [entry.label, []]));
  for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
    for (const path of paths) {
      for (const { label, baseUrl } of builds) {
        const entry = await lighthouseMedian({
          url: `${baseUrl}${path}`,
          path,
          formFactor,
          runs: RUNS,
          chromePath: CHROMIUM,
          chromeFlags: LIGHTHOUSE_FLAGS,
          reportDir: join(RESULTS, 'lighthouse', label),
          track,
          launching,
          log: (line) => log(builds.length > 1 ? `${line} [${label}]` : line),
        });
        results[label]?.push(entry);
        for (const error of entry.errors) {
          errors.push(`lighthouse ${label} ${entry.formFactor} ${entry.path} ${error}`);
        }
      }
    }
  }
  return results;
}

function evaluateTargets({ bundles, lighthouse, timings }) {
  const landing = bundles.find((route) => route.path === '/');
  const mobile = lighthouse.filter((entry) => entry.formFactor === 'mobile');
  const perRoute = (entries, pick) =>
    Object.fromEntries(entries.map((entry) => [`${entry.formFactor} ${entry.path}`, pick(entry)]));
  const all = (values, test) =>
    Object.values(values).length > 0 &&
    Object.values(values).every((value) => value !== null && test(value));
  const scoreTarget = (id, label) => {
    const values = perRoute(lighthouse, (entry) => entry.scores[id]);
    return {
      id: `lighthouse-${id}`,
      description: `Lighthouse ${label} = ${TARGETS.otherScores} (every route, mobile and desktop)`,
      target: TARGETS.otherScores,
      values,
      met: all(values, (value) => value >= TARGETS.otherScores),
    };
  };
  const performance = perRoute(mobile, (entry) => entry.scores.performance);
  const lcp = perRoute(mobile, (entry) => round(entry.metrics.lcpMs));
  const landingJs = landing?.js.gzip ?? null;
  const offline = timings.offlineReload.contentMs;
  return [
    {
      id: 'landing-js-gzip',
      description: `Landing route (/) JS ≤ ${TARGETS.landingJsGzipBytes / 1000} kB gzip`,
      target: TARGETS.landingJsGzipBytes,
      unit: 'bytes (gzip)',
      values: { '/': landingJs, '/ before first content': landing?.jsBeforeContent.gzip ?? null },
      met: landingJs !== null && landingJs <= TARGETS.landingJsGzipBytes,
    },
    {
      id: 'lighthouse-mobile-performance',
      description: `Lighthouse mobile performance ≥ ${TARGETS.mobilePerformance} (every route)`,
      target: TARGETS.mobilePerformance,
      values: performance,
      met: all(performance, (value) => value >= TARGETS.mobilePerformance),
    },
    scoreTarget('accessibility', 'accessibility'),
    scoreTarget('best-practices', 'best practices'),
    scoreTarget('seo', 'SEO'),
    {
      id: 'lighthouse-mobile-lcp',
      description: `Lighthouse mobile LCP ≤ ${TARGETS.mobileLcpMs} ms (every route)`,
      target: TARGETS.mobileLcpMs,
      unit: 'ms',
      values: lcp,
      met: all(lcp, (value) => value <= TARGETS.mobileLcpMs),
    },
    {
      id: 'offline-reload',
      description: `Offline reload of / to content (h1 and /api data) ≤ ${TARGETS.offlineReloadMs} ms`,
      target: TARGETS.offlineReloadMs,
      unit: 'ms',
      values: { '/': offline },
      met: offline !== null && offline <= TARGETS.offlineReloadMs,
    },
  ];
}

function report(results) {
  const { bundles, serviceWorker, documents, lighthouse, timings, targets } = results;
  const lines = [];
  lines.push('', `JS and CSS per route (kB = 1000 bytes; gzip = zlib level 6 of the built files)`);
  lines.push(
    table([
      ['route', 'JS raw', 'JS gzip', 'JS gzip before content', 'CSS raw', 'CSS gzip', 'files'],
      ...bundles.map((route) => [
        route.path + (route.problems.length ? ' (!)' : ''),
        kB(route.js.raw),
        kB(route.js.gzip),
        kB(route.jsBeforeContent.gzip),
        kB(route.css.raw),
        kB(route.css.gzip),
        route.js.files + route.css.files,
      ]),
    ]),
  );
  if (documents.length > 0) {
    lines.push(
      'documents (raw / gzip kB): ' +
        documents
          .map((doc) => `${doc.path} ${doc.file} ${kB(doc.raw)} / ${kB(doc.gzip)}`)
          .join('; '),
    );
  }
  if (serviceWorker) {
    lines.push(
      `service worker sw.js: ${kB(serviceWorker.raw)} kB, ${kB(serviceWorker.gzip)} kB gzip`,
    );
  }
  lines.push('', `Lighthouse (median of ${RUNS} run${RUNS === 1 ? '' : 's'})`);
  lines.push(
    table([
      ['route', 'form', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      ...lighthouse.map((entry) => [
        entry.path,
        entry.formFactor,
        entry.scores.performance ?? '-',
        entry.scores.accessibility ?? '-',
        entry.scores['best-practices'] ?? '-',
        entry.scores.seo ?? '-',
        ms(entry.metrics.lcpMs),
        ms(entry.metrics.tbtMs),
        entry.metrics.cls === null ? '-' : entry.metrics.cls.toFixed(3),
      ]),
    ]),
  );
  const lost = lighthouse.flatMap((entry) =>
    entry.lostPoints
      .filter((audit) => audit.category !== 'performance')
      .map(
        (audit) =>
          `  ${entry.formFactor} ${entry.path}: [${audit.category}] ${audit.id} (${audit.failedRuns}/${entry.runs} runs)${audit.items[0] ? ` — ${shorten(audit.items[0], 220)}` : ''}`,
      ),
  );
  const uncompressed = lighthouse.find(
    (entry) => (entry.diagnostics?.textCompressionSavingsBytes ?? 0) > 0,
  );
  if (uncompressed) {
    lines.push(
      `note: the static server sends JS and CSS without Content-Encoding; Lighthouse's uses-text-compression estimates ${kB(uncompressed.diagnostics.textCompressionSavingsBytes)} kB of savings on ${uncompressed.formFactor} ${uncompressed.path}, so simulated mobile LCP and performance are more pessimistic than behind a compressing host.`,
    );
  }
  if (lost.length > 0)
    lines.push('audits below full marks (accessibility, best practices, SEO):', ...lost);
  lines.push('', `Home page timings (median of ${timings.runs}; ms since navigation start)`);
  lines.push(
    table([
      ['', 'h1 visible', 'data', 'content', 'app rendered', 'controlled'],
      [
        'first visit',
        ms(timings.firstVisit.h1VisibleMs),
        ms(timings.firstVisit.dataMs),
        ms(timings.firstVisit.contentMs),
        ms(timings.firstVisit.appMs),
        ms(timings.firstVisit.controlledMs),
      ],
      [
        'offline reload',
        ms(timings.offlineReload.h1VisibleMs),
        ms(timings.offlineReload.dataMs),
        ms(timings.offlineReload.contentMs),
        ms(timings.offlineReload.appMs),
        timings.offlineReload.controlledAtStart ? 'at start' : 'no',
      ],
    ]),
  );
  lines.push(
    `service worker: register() at ${ms(timings.worker.registerCalledMs)} ms, installed ${ms(timings.worker.installedMs)} ms, activated ${ms(timings.worker.activatedMs)} ms, ready ${ms(timings.worker.readyMs)} ms: install ${ms(timings.worker.installMs)} ms from registration to ready`,
  );
  const { loadAverage, cores } = results.environment;
  if (Math.max(loadAverage.start, loadAverage.end) > cores) {
    lines.push(
      '',
      `Note: the machine was busy (load average ${loadAverage.start} at the start, ${loadAverage.end} at the end, ${cores} cores): timings and Lighthouse performance are noisier and slower than on an idle machine.`,
    );
  }
  if (results.errors.length > 0) {
    lines.push('', 'Measurements that failed:', ...results.errors.map((error) => `  ${error}`));
  }
  lines.push('', 'Targets');
  for (const target of targets) {
    const values = Object.entries(target.values)
      .map(([key, value]) => {
        const shown = target.id === 'landing-js-gzip' ? `${kB(value)} kB` : (value ?? '-');
        return `${key}: ${shown}`;
      })
      .join(', ');
    lines.push(`  [${target.met ? 'met' : 'NOT MET'}] ${target.description} — ${values}`);
  }
  return lines.join('\n');
}

/** Serves `dist` and measures what each route loads and the home page's timings. */
async function measureBuild({ label, dist, port, routes, blogPost }) {
  const server = await launching(() => startStaticServer({ root: dist, port }));
  track(() => server.stop());
  const baseUrl = server.url;
  log(`Serving ${label} at ${baseUrl}`);

  const browser = await launching(() =>
    chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      handleSIGINT: false,
      handleSIGTERM: false,
    }),
  );
  const untrackBrowser = track(() => browser.close());
  log(`JS and CSS per route (${label}) ...`);
  const bundles = await measureBundles(browser, baseUrl, routes, dist);
  const serviceWorker = await fileSizes(dist, '/sw.js');
  // The documents: each measured page's rendered file (a first visit's) and the
  // worker's app shell (every controlled load's).
  const documents = [];
  for (const path of ['/', '/portfolio', blogPost, '/admin-login']) {
    const file = `/${fileOf(path)}`;
    const sizes = await fileSizes(dist, file);
    if (sizes) documents.push({ path, file, ...sizes });
  }
  const shell = await fileSizes(dist, '/shell.html');
  if (shell) documents.push({ path: '(worker in control)', file: '/shell.html', ...shell });

  log(
    `Home page first visit and offline reload (${label}, ${RUNS} run${RUNS === 1 ? '' : 's'}) ...`,
  );
  const timings = await measureTimings(browser, baseUrl);
  const chromiumVersion = browser.version();
  untrackBrowser();
  await browser.close();
  return { label, baseUrl, chromiumVersion, bundles, serviceWorker, documents, timings };
}

/** The figures of the targets, the baseline's beside this build's. */
function sideBySide(baseline, current) {
  const landing = (results) => results.bundles.find((route) => route.path === '/');
  const lighthouseRow = (results, path, pick) =>
    pick(results.lighthouse.find((entry) => entry.formFactor === 'mobile' && entry.path === path));
  const rows = [
    ['', `baseline ${baseline.label}`, 'this build'],
    ['landing JS gzip kB', kB(landing(baseline)?.js.gzip), kB(landing(current)?.js.gzip)],
    [
      'offline reload to content ms',
      ms(baseline.timings.offlineReload.contentMs),
      ms(current.timings.offlineReload.contentMs),
    ],
    [
      'first visit content ms',
      ms(baseline.timings.firstVisit.contentMs),
      ms(current.timings.firstVisit.contentMs),
    ],
  ];
  for (const entry of current.lighthouse.filter((item) => item.formFactor === 'mobile')) {
    for (const [name, pick] of [
      ['perf', (item) => item?.scores.performance ?? '-'],
      ['LCP ms', (item) => ms(item?.metrics.lcpMs)],
      ['TBT ms', (item) => ms(item?.metrics.tbtMs)],
    ]) {
      rows.push([
        `mobile ${entry.path} ${name}`,
        lighthouseRow(baseline, entry.path, pick),
        lighthouseRow(current, entry.path, pick),
      ]);
    }
  }
  return ['', 'Side by side (same run)', table(rows)].join('\n');
}

async function main() {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const [slug, credentials] = await Promise.all([firstBlogSlug(), adminCredentials()]);
  const blogPost = `/blog/${slug}`;

  log(`Building the production app into ${OUT_DIR} ...`);
  const buildStarted = performance.now();
  checkInterrupted();
  await build();
  checkInterrupted();
  const buildMs = performance.now() - buildStarted;
  log(`  built in ${(buildMs / 1000).toFixed(1)} s`);
  let baselineBuild;
  if (BASELINE) {
    log(`Building the baseline ${BASELINE} in a git worktree ...`);
    baselineBuild = await buildBaseline(BASELINE);
    checkInterrupted();
  }

  const routes = [
    { path: '/' },
    { path: '/services/cloud-devops' },
    { path: '/case-studies' },
    { path: '/portfolio' },
    { path: '/team' },
    { path: '/blog' },
    { path: blogPost },
    { path: '/contact' },
    { path: '/admin-login', expectH1: 'Admin Login' },
    {
      path: '/admin',
      expectH1: 'Admin Dashboard',
      localStorage: { adminAuth: 'true', adminCredentials: JSON.stringify(credentials) },
    },
  ];
  const builds = [
    await measureBuild({ label: 'current', dist: DIST, port: PORT, routes, blogPost }),
  ];
  if (baselineBuild) {
    builds.push(
      await measureBuild({
        label: baselineBuild.commit,
        dist: baselineBuild.dist,
        port: PORT + 1,
        routes,
        blogPost,
      }),
    );
  }

  log(`Lighthouse, mobile and desktop (${RUNS} run${RUNS === 1 ? '' : 's'} each) ...`);
  const lighthouse = await measureLighthouse(builds, ['/', '/portfolio', blogPost, '/admin-login']);

  const environment = {
    node: process.version,
    chromium: builds[0]?.chromiumVersion,
    runs: RUNS,
    port: PORT,
    buildDir: OUT_DIR,
    baseline: baselineBuild?.commit ?? null,
    buildMs: Math.round(buildMs),
    totalSeconds: null,
    cores: cpus().length,
    loadAverage: { start: round(loadAtStart, 1), end: round(loadavg()[0] ?? 0, 1) },
    units: {
      bytes: 'raw and gzip (node:zlib gzipSync, default level) of the files in dist-bench',
      kB: 1000,
      times: 'ms since the navigation start of the document',
    },
  };
  const resultsOf = ({ label, bundles, serviceWorker, documents, timings }) => {
    const entries = lighthouse[label] ?? [];
    return {
      label,
      targets: evaluateTargets({ bundles, lighthouse: entries, timings }),
      bundles,
      serviceWorker,
      documents,
      timings,
      lighthouse: entries,
      errors,
      environment,
    };
  };
  const [current, baseline] = builds.map(resultsOf);
  if (baseline) {
    log(`\n==== Baseline ${baseline.label} ====`);
    log(report(baseline));
    log('\n==== This build ====');
  }
  log(report(current));
  if (baseline) log(sideBySide(baseline, current));
  const totalSeconds = (performance.now() - started) / 1000;
  environment.totalSeconds = round(totalSeconds, 1);
  const results = { generatedAt: new Date().toISOString(), environment, ...current, baseline };
  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nFull results: bench-results/bench.json (${totalSeconds.toFixed(0)} s in all)`);
  if (errors.length > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  if (error instanceof Interrupted) await new Promise(() => undefined); // the signal handler exits
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
