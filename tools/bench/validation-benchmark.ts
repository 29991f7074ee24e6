/**
 * RES-01 benchmark, `npm run perf:validation` (scripts/perf-validation.ts): what checking the answer of
 * `listCustomers` with 10,000 customers costs in the browser at 4× CPU (Chromium's throttling, as
 * Lighthouse's mobile profile), for the portal's precompiled check (src/api/json-check.ts with the
 * generated table) and, in the same run, the zod/mini schema orval's `variant: 'mini'` writes for it.
 * Both are bundled (esbuild, minified) and their gzip sizes printed beside the times. Prints figures,
 * asserts nothing (these machines are shared and noisy: compare rows of one run only).
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { faker } from '@faker-js/faker';
import { generateCustomers } from '../../mocks/seed-data.ts';
import { launchChromium } from '../testing/mock-preview.ts';

const CUSTOMERS = 10_000;
const RUNS = 9;
const CPU_RATE = 4;
const ROOT = new URL('../../', import.meta.url).pathname;

// Each entry exports `check(value)`: undefined when it holds, else a description of the first mismatch.
const ENTRIES = {
  'precompiled (the portal)': `
    import { OPERATIONS } from './src/api/generated/operations.ts';
    import { firstMismatch } from './src/api/json-check.ts';
    const operation = OPERATIONS.find((candidate) => candidate.operationId === 'listCustomers');
    globalThis.check = (value) => firstMismatch(operation.response, value);`,
  'zod/mini (orval, variant mini)': `
    import * as zod from 'zod/mini';
    zod.config({ jitless: true });
    const Item = zod.object({
      id: zod.string().check(zod.minLength(1)),
      customerName: zod.string(),
      customerAbbreviation: zod.string(),
      validEmailDomains: zod.array(zod.string()),
    });
    const List = zod.array(Item);
    globalThis.check = (value) => { const result = List.safeParse(value); return result.success ? undefined : result.error.issues[0]; };`,
} as const;

const bundle = async (source: string) => {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    target: 'es2023',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
};

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runValidationBenchmark(): Promise<void> {
  faker.seed(42);
  const body = JSON.stringify(generateCustomers(faker, CUSTOMERS));
  const browser = await launchChromium();
  try {
    console.log(
      `RES-01: checking listCustomers' answer of ${CUSTOMERS.toLocaleString('en')} customers (${(body.length / 1024).toFixed(0)} KiB of JSON) at ${CPU_RATE}× CPU, ${RUNS} runs each, medians`,
    );
    for (const [name, source] of Object.entries(ENTRIES)) {
      const code = await bundle(source);
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>validation</title>');
      await page.addScriptTag({ content: code });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      const samples = await page.evaluate(
        ({ text, runs }) => {
          const check: unknown = Reflect.get(globalThis, 'check');
          if (typeof check !== 'function') throw new Error('The bundle set no check.');
          const times: { parse: number; check: number; verdict: unknown }[] = [];
          for (let run = 0; run < runs; run += 1) {
            const started = performance.now();
            const value: unknown = JSON.parse(text);
            const parsed = performance.now();
            const verdict = check(value);
            times.push({ parse: parsed - started, check: performance.now() - parsed, verdict });
          }
          return times;
        },
        { text: body, runs: RUNS },
      );
      if (samples.some((sample) => sample.verdict !== undefined)) throw new Error(`${name} refused valid customers`);
      const gzip = gzipSync(code, { level: 9 }).length;
      console.log(
        `  ${name.padEnd(32)} check ${median(samples.map((s) => s.check))
          .toFixed(1)
          .padStart(
            6,
          )} ms   (JSON.parse ${median(samples.map((s) => s.parse)).toFixed(1)} ms)   bundle ${(code.length / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip`,
      );
      await page.close();
    }
    console.log(
      "  The bundle of each holds its runtime and the check; the portal's startup JavaScript is measured by npm run perf:size.",
    );
  } finally {
    await browser.close();
  }
}
