import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { testBrowser } from '../testing/chromium.ts';
import { LCP_ELEMENTS, lcpKeeperScript } from './lcp-keeper.ts';

// A frame-like page: its largest text is painted by the HTML and removed by a script soon after.
const PAGE = `<!doctype html><html><body>
<p id="frame" style="font-size:40px">The pre-paint frame's purpose text, the largest on screen</p>
<script>setTimeout(() => document.getElementById('frame').remove(), 300)</script>
</body></html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(testBrowser().launchOptions);
});
afterAll(async () => {
  await browser.close();
});

async function removedLcpElement(keep: boolean) {
  const page = await browser.newPage();
  try {
    if (keep) await page.addInitScript({ content: lcpKeeperScript() });
    await page.route('http://frame.test/', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto('http://frame.test/');
    await page.waitForFunction(() => document.getElementById('frame') === null);
    return await page.evaluate((key) => {
      const kept: unknown = Reflect.get(window, key);
      if (!Array.isArray(kept)) return undefined;
      return kept.map((element: Element) => ({ id: element.id, connected: element.isConnected }));
    }, LCP_ELEMENTS);
  } finally {
    await page.close();
  }
}

test('[PERF-04] the LCP element stays held after the page removed it, so Lighthouse can still name it', async () => {
  expect(await removedLcpElement(true)).toContainEqual({ id: 'frame', connected: false });
  // Without the script the page holds nothing: only the browser's weak reference, lost at the next GC.
  expect(await removedLcpElement(false)).toBeUndefined();
});
