/**
 * The benchmarks' browser: Debian's Chromium (the full browser), launched by Playwright with a
 * persistent profile, so every page opened in it later shares the identity provider's session cookie
 * that Playwright's sign-in left behind (an SSO session). `npm run perf:lighthouse` hands it to
 * Lighthouse through its debugging port; `npm run perf:startup` opens its pages in the returned context.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { TEST_PASSWORD } from '../testing/idp/test-users.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../testing/chromium.ts';

const TIMEOUT_MS = 30_000;

/**
 * Launches Chromium (with a debugging port on 127.0.0.1 when one is given), signs in as the persona at
 * the first URL (a portal build's, or the work-matched floor's) and checks that every URL then opens
 * without a sign-in form (the session is single sign-on for all of them).
 */
export async function launchSignedIn(debuggingPort: number | undefined, portalUrls: string[], personaId: string) {
  const profile = await mkdtemp(join(tmpdir(), 'perf-chromium-'));
  const debugging =
    debuggingPort === undefined
      ? []
      : [`--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1'];
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...debugging],
    timeout: TIMEOUT_MS,
  });
  const stop = async () => {
    await context.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const [first, ...others] = portalUrls;
    if (first) {
      const persona = findPersona(personaId);
      if (!persona) throw new Error(`Unknown persona ${personaId}.`);
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      await page.goto(first);
      await page.getByLabel('Username or email').fill(persona.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      for (const url of [first, ...others]) {
        if (url !== first) await page.goto(url);
        await page.waitForURL(url);
        // The portal's navigation, or the work-matched floor's table (it has no navigation).
        await page.getByRole('navigation').or(page.getByRole('table')).first().waitFor();
      }
      await page.close();
    }
    return { context, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
