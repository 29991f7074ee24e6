/**
 * The browser `npm run perf:lighthouse` hands to Lighthouse: Debian's Chromium with a debugging
 * port, launched by Playwright with a persistent profile, so the pages Lighthouse opens share the
 * identity provider's session cookie that Playwright's sign-in left behind (an SSO session).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { TEST_PASSWORD } from '../../e2e/idp/test-users.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.ts';

const TIMEOUT_MS = 30_000;

/**
 * Launches Chromium on 127.0.0.1:`debuggingPort`, signs in as the persona at the first URL and checks
 * that every URL then opens without a sign-in form (the session is single sign-on for all of them).
 */
export async function launchSignedIn(debuggingPort: number, portalUrls: string[], personaId: string) {
  const profile = await mkdtemp(join(tmpdir(), 'perf-lighthouse-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      `--remote-debugging-port=${debuggingPort}`,
      '--remote-debugging-address=127.0.0.1',
    ],
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
        await page.getByRole('navigation').first().waitFor();
      }
      await page.close();
    }
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
