import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { Interrupted, median } from './bench-stats.mjs';

// Lighthouse over the node API: one fresh Chromium per run (Lighthouse also
// clears the origin's storage, service worker included, so every run is a cold
// load), the median of each figure over the runs, and the audits that cost
// points.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
};

/** Mobile is Lighthouse's default config. */
const CONFIGS = {
  mobile: undefined,
  desktop: desktopConfig,
};

/**
 * @param {{ url: string, formFactor: 'mobile' | 'desktop', chromePath: string, chromeFlags: string[],
 *   track: (stop: () => void) => () => void,
 *   launching: <T>(start: () => Promise<T>) => Promise<T> }} options
 */
async function runOnce({ url, formFactor, chromePath, chromeFlags, track, launching }) {
  const chrome = await launching(() =>
    chromeLauncher.launch({
      chromePath,
      chromeFlags,
      logLevel: 'silent',
      // The bench stops its own processes on Ctrl-C (server, Playwright, this Chromium).
      handleSIGINT: false,
    }),
  );
  const untrack = track(() => chrome.kill());
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      CONFIGS[formFactor],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    untrack();
    chrome.kill();
  }
}

/** The figures of one run: scores 0-100, metrics in ms (CLS unitless). */
function figuresOf(lhr) {
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {};
  for (const [key, audit] of Object.entries(METRICS)) {
    const value = lhr.audits[audit]?.numericValue;
    metrics[key] = typeof value === 'number' ? value : null;
  }
  return { scores, metrics };
}

const clip = (text, length = 160) => {
  const value = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
};

/** A source location of an audit item as text (url:line). */
const sourceOf = (source) => {
  if (typeof source === 'string') return source;
  if (source && typeof source.url === 'string') {
    return typeof source.line === 'number' ? `${source.url}:${source.line + 1}` : source.url;
  }
  return undefined;
};

/** A few readable lines from an audit's details table. */
function itemsOf(audit) {
  const items = audit.details?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
    const parts = [
      node?.selector,
      node?.nodeLabel,
      node?.explanation,
      item.description,
      sourceOf(item.source),
      typeof item.url === 'string' ? item.url : undefined,
      typeof item.label === 'string' ? item.label : undefined,
      node?.snippet,
    ].filter((part) => typeof part === 'string' && part.length > 0);
    return clip(parts.join(' | '), 500);
  });
}

/** Audits with a weight in a category that did not get full marks. */
function lostPoints(lhr) {
  const lost = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight <= 0) continue;
      if (audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') {
        continue;
      }
      lost.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        items: itemsOf(audit),
      });
    }
  }
  return lost;
}

/** The lost points of every run, each audit once, with the number of runs it failed in. */
function lostPointsOfRuns(lhrs) {
  const merged = new Map();
  for (const lhr of lhrs) {
    for (const entry of lostPoints(lhr)) {
      const key = `${entry.category}/${entry.id}`;
      const known = merged.get(key);
      if (known) {
        known.failedRuns += 1;
        known.worstScore = Math.min(known.worstScore, entry.score);
      } else {
        const { score, ...rest } = entry;
        merged.set(key, { ...rest, worstScore: score, failedRuns: 1 });
      }
    }
  }
  return [...merged.values()];
}

/** Why the performance score is what it is, from one run. */
function diagnosticsOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const savings = (id) => audit(id)?.details?.overallSavingsBytes ?? null;
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0];
  return {
    textCompressionSavingsBytes: savings('uses-text-compression'),
    unusedJavaScriptSavingsBytes: savings('unused-javascript'),
    totalByteWeightBytes: audit('total-byte-weight')?.numericValue ?? null,
    bootupTimeMs: audit('bootup-time')?.numericValue ?? null,
    mainThreadWorkMs: audit('mainthread-work-breakdown')?.numericValue ?? null,
    lcpElement: lcpElement?.node?.selector ?? null,
    layoutShifts: itemsOf(audit('layout-shifts') ?? {}),
  };
}

/** Lighthouse's own pick: the run closest to the median FCP and TTI. */
function representative(runs) {
  try {
    return computeMedianRun(runs);
  } catch {
    return runs[0];
  }
}

/**
 * Runs Lighthouse `runs` times on one URL and one form factor. A run that
 * breaks is recorded in `errors` and left out of the medians.
 * @param {{ url: string, path: string, formFactor: 'mobile' | 'desktop', runs: number,
 *   chromePath: string, chromeFlags: string[], reportDir: string,
 *   track: (stop: () => void) => () => void,
 *   launching: <T>(start: () => Promise<T>) => Promise<T>, log: (line: string) => void }} options
 */
export async function lighthouseMedian(options) {
  const { path, formFactor, runs, reportDir, log } = options;
  const lhrs = [];
  const perRun = [];
  const errors = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    let lhr;
    try {
      lhr = await runOnce(options);
    } catch (error) {
      if (error instanceof Interrupted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      errors.push(`run ${run + 1}: ${message}`);
      log(`  lighthouse ${formFactor} ${path} run ${run + 1}/${runs} FAILED: ${message}`);
      continue;
    }
    const seconds = (performance.now() - started) / 1000;
    if (lhr.runtimeError) {
      errors.push(`run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      log(`  lighthouse ${formFactor} ${path} run ${run + 1}: ${lhr.runtimeError.message}`);
    }
    lhrs.push(lhr);
    const figures = figuresOf(lhr);
    perRun.push({ ...figures, seconds: Math.round(seconds * 10) / 10 });
    log(
      `  lighthouse ${formFactor} ${path} run ${run + 1}/${runs}: perf ${figures.scores.performance}, LCP ${Math.round(figures.metrics.lcpMs ?? Number.NaN)} ms (${seconds.toFixed(1)} s)`,
    );
  }
  const scores = {};
  for (const id of CATEGORIES) scores[id] = median(perRun.map((run) => run.scores[id]));
  const metrics = {};
  for (const key of Object.keys(METRICS)) {
    metrics[key] = median(perRun.map((run) => run.metrics[key]));
  }
  const chosen = lhrs.length > 0 ? representative(lhrs) : null;
  const file = join(
    reportDir,
    `${formFactor}${path === '/' ? '-home' : path.replaceAll('/', '-')}.json`,
  );
  if (chosen) {
    await mkdir(reportDir, { recursive: true });
    await writeFile(file, JSON.stringify(chosen));
  }
  const warnings = [
    ...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []).map((warning) => clip(warning, 300))),
  ];
  return {
    path,
    formFactor,
    runs: lhrs.length,
    scores,
    metrics,
    perRun,
    lostPoints: lostPointsOfRuns(lhrs),
    diagnostics: chosen ? diagnosticsOf(chosen) : null,
    runWarnings: warnings,
    benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? null)),
    report: chosen ? relative(process.cwd(), file) : null,
    errors,
  };
}
