/**
 * XB-01: the cross-engine tour (tour.ts) in Chromium, Firefox ESR and WebKitGTK, on the mock build and
 * on the production build behind nginx signed in through the test identity provider under the strict
 * nonce policy. Each test names its engine; every console error, uncaught error, policy violation and
 * failed request of the whole tour fails it.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MOCKED_PORT, REAL_AUTH } from '../../tools/testing/ports.ts';
import { ENGINES, type EngineDriver } from './driver.ts';
import { expect, test } from './engines.ts';
import { crossEngineTour } from './tour.ts';

/** A loaded machine's budget for a tour of some 30 screens in a slower engine (TEST-02); a passing tour takes a fraction. */
const TOUR_MS = 300_000;

/**
 * The check of a clean tour can fail: a console error and, under the policy, a blocked inline style,
 * caused here on purpose after it, reach the driver in this engine too.
 */
async function expectProblemsHeard(driver: EngineDriver, policy: boolean) {
  await driver.evaluate((withPolicy) => {
    console.error('xb: a console error the tour must hear');
    if (!withPolicy) return;
    const style = document.createElement('style');
    style.textContent = '.xb-self-check{}';
    document.head.append(style);
  }, policy);
  const heard = [expect.stringContaining('xb: a console error the tour must hear')];
  if (policy) heard.push(expect.stringMatching(/style-src/));
  await expect.poll(() => driver.problems()).toEqual(expect.arrayContaining(heard));
}

/**
 * The page runs under nginx's strict policy, and the nonce reaches what needs it: every style
 * emotion injected carries the nonce of the page's `<meta>`, read from the property (engines hide
 * the attribute once parsed).
 */
async function expectStrictNoncePolicy(driver: EngineDriver) {
  const page = await driver.evaluate(async () => {
    const policy = (await fetch(location.href)).headers.get('content-security-policy') ?? '';
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.nonce);
    return { policy, meta, styles };
  }, null);
  expect(page.policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(page.policy).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(page.policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(page.meta).toMatch(/^[0-9a-f]{32}$/);
  expect(page.styles.length).toBeGreaterThan(0);
  expect(new Set(page.styles)).toEqual(new Set([page.meta]));
}

for (const engine of ENGINES) {
  test.describe(engine, () => {
    test.use({ engine });

    test(`[XB-01] ${engine}: the mock build, a customer user then an admin: every area, popup, the assistant, the customer switch, theme and language, palette, rail, phone, keyboard; no console error`, async ({
      driver,
    }) => {
      test.setTimeout(TOUR_MS);
      await crossEngineTour(driver, { name: 'mock', origin: `http://127.0.0.1:${MOCKED_PORT}` }, async () => undefined);
      expect(await driver.problems()).toEqual([]);
      await expectProblemsHeard(driver, false);
    });

    test(`[XB-01] ${engine}: the production build behind nginx, signed in at the identity provider, under the strict nonce policy: the same tour, zero violations, a screenshot per screen`, async ({
      driver,
    }, testInfo) => {
      test.setTimeout(TOUR_MS);
      const shots = join(testInfo.project.outputDir, 'cross-engine', engine);
      await mkdir(shots, { recursive: true });
      await crossEngineTour(driver, { name: 'production', origin: REAL_AUTH.portal }, (name) =>
        driver.screenshot(join(shots, `${name}.png`)),
      );
      await expectStrictNoncePolicy(driver);
      expect(await driver.problems()).toEqual([]);
      await expectProblemsHeard(driver, true);
    });
  });
}
