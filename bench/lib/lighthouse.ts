// Lighthouse 12 (mobile preset: its default config) with Debian's Chromium; the median of N runs,
// and the page's JavaScript: every Script resource the run loaded, gzipped here.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, chromiumPath } from '../../e2e/browser';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  performance: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /**
   * Lighthouse's measure of this machine's speed, taken at the start of the run (higher is
   * faster). On this shared VM it moves from about 1,400 to 2,900 within minutes, and every task
   * of the page, hence TBT, moves with it: kept beside each run so a figure can be read with it.
   */
  benchmarkIndex: number;
  scriptUrls: string[];
  /** What Lighthouse blames: shifted elements and the scripts costing main-thread time. */
  diagnostics: { layoutShifts: unknown[]; bootup: unknown[] };
}

export interface LighthouseSummary extends Omit<LighthouseRun, 'scriptUrls'> {
  runs: Array<Omit<LighthouseRun, 'scriptUrls' | 'diagnostics'>>;
  /** Scripts the median run loaded (for the JavaScript bytes of the page). */
  scriptUrls: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

let chrome: chromeLauncher.LaunchedChrome | null = null;

export async function stopChrome(): Promise<void> {
  const c = chrome;
  chrome = null;
  if (c) await Promise.resolve(c.kill()).catch(() => {});
}

async function once(url: string, headers?: Record<string, string>): Promise<LighthouseRun> {
  chrome ??= await chromeLauncher.launch({
    // The full browser where Debian's chromium is installed (the figures so far); else the
    // headless shell the journeys use, installed if missing, rather than a crash that leaves the
    // bench's servers running.
    chromePath: process.env.CHROME_PATH ?? (existsSync(CHROMIUM) ? CHROMIUM : chromiumPath()),
    chromeFlags: CHROME_FLAGS,
  });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A shopper's page (the checkout of a cart): its cookie on every request of the run.
    ...(headers ? { extraHeaders: headers } : {}),
    // A loaded 2-core machine: give the first paint and the load more time than the defaults.
    maxWaitForFcp: 60_000,
    maxWaitForLoad: 90_000,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const itemsOf = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ??
      []) as Array<Record<string, unknown>>;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: +num('cumulative-layout-shift').toFixed(4),
    tbtMs: Math.round(num('total-blocking-time')),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    scriptUrls: items.filter((i) => i.resourceType === 'Script').map((i) => i.url),
    diagnostics: {
      layoutShifts: itemsOf('layout-shifts')
        .slice(0, 5)
        .map((i) => ({
          score: i.score,
          node: (i.node as { snippet?: string; selector?: string } | undefined)?.snippet,
          selector: (i.node as { selector?: string } | undefined)?.selector,
        })),
      bootup: itemsOf('bootup-time')
        .slice(0, 5)
        .map((i) => ({ url: i.url, totalMs: i.total, scriptingMs: i.scripting })),
    },
  };
}

/** N runs (a fresh tab each; Chrome stays up), summarised by the run of median performance. */
export async function lighthouseMedian(
  url: string,
  runs: number,
  headers?: Record<string, string>,
): Promise<LighthouseSummary> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(url, headers));
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const strip = ({ scriptUrls: _, diagnostics: __, ...rest }: LighthouseRun) => rest;
  return {
    ...strip(median),
    runs: all.map(strip),
    scriptUrls: median.scriptUrls,
    diagnostics: median.diagnostics,
  };
}

/** One line per page: each run's TBT with the machine's speed when it ran. */
export const describeRuns = (runs: LighthouseSummary['runs']): string =>
  runs
    .map((r) => `TBT ${r.tbtMs} ms (perf. ${r.performance}, speed ${r.benchmarkIndex})`)
    .join(', ');

export interface ScriptBytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  largest: Array<{ url: string; gzipBytes: number }>;
}

/** The external scripts an HTML document names (`<script src>`), as absolute URLs. */
export const scriptSrcs = (html: string, base: string): string[] =>
  // noModule scripts (Next's legacy polyfills) are never fetched by a modern browser.
  [...html.matchAll(/<script(?![^>]*nomodule)[^>]*\ssrc="([^"]+)"/gi)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, '&'), base).href,
  );

/** Fetches each script and gzips it (level 6, what a server's compression would send). */
export async function scriptBytes(urls: string[]): Promise<ScriptBytes> {
  const unique = [...new Set(urls)];
  let rawBytes = 0;
  let gzipBytes = 0;
  const sizes: Array<{ url: string; gzipBytes: number }> = [];
  for (const url of unique) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gz = gzipSync(body, { level: 6 }).length;
    rawBytes += body.length;
    gzipBytes += gz;
    sizes.push({ url: new URL(url).pathname, gzipBytes: gz });
  }
  sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files: unique.length, rawBytes, gzipBytes, largest: sizes.slice(0, 5) };
}
