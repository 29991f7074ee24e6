import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { matchesSri } from './file-integrity.ts';
import { ENFORCED_KEY, importMapIntegrity } from './module-integrity.ts';

const NONCE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const ENTRY = 'https://portal.example/remotes/customer-insights/remoteEntry.js';
const HASH = `sha384-${'B'.repeat(64)}`;

// Only what a test added goes: the files of a worker share the page (isolate: false), and emptying the
// head pulls emotion's style tags from under the next file's components.
let before = new Set<Element>();
beforeEach(() => void (before = new Set(document.head.children)));
afterEach(() => [...document.head.children].filter((node) => !before.has(node)).forEach((node) => node.remove()));

describe('the import map of a pinned area (PLUG-11)', () => {
  test('[PLUG-11] one <script type="importmap"> with only an integrity section: the area\'s hashes and two probes, with the page\'s nonce', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = NONCE;
    document.head.append(meta);
    await importMapIntegrity().pin({ [ENTRY]: HASH });
    const maps = document.head.querySelectorAll<HTMLScriptElement>('script[type="importmap"]');
    expect(maps).toHaveLength(1);
    expect(maps[0]!.nonce).toBe(NONCE);
    const map = JSON.parse(maps[0]!.textContent ?? '');
    expect(Object.keys(map)).toEqual(['integrity']);
    expect(map.integrity[ENTRY]).toBe(HASH);
    const probes = Object.keys(map.integrity).filter((url) => url.startsWith('data:text/javascript;base64,'));
    expect(probes).toHaveLength(2);
    // The probe with the right hash has it; the other a well-formed wrong one.
    const verdicts = await Promise.all(
      probes.map(async (url) => {
        const bytes = Uint8Array.from(atob(url.split(',')[1]!), (c) => c.charCodeAt(0));
        return matchesSri(bytes.buffer, map.integrity[url]);
      }),
    );
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect(map.integrity[probes[verdicts.indexOf(false)]!]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  test('[PLUG-11] fails closed: where modules are not checked (jsdom has no import maps), pin answers false', async () => {
    expect(await importMapIntegrity().pin({ [ENTRY]: HASH })).toBe(false);
  });

  test('[PLUG-11] every pin has probes of its own (the first hash for a URL wins for the page)', async () => {
    const integrity = importMapIntegrity();
    await integrity.pin({ [ENTRY]: HASH });
    await integrity.pin({ [ENTRY]: HASH });
    const probeUrls = [...document.head.querySelectorAll('script[type="importmap"]')].flatMap((script) =>
      Object.keys(JSON.parse(script.textContent ?? '').integrity).filter((url) => url.startsWith('data:')),
    );
    expect(new Set(probeUrls).size).toBe(4);
  });

  test('[PLUG-11] prefetch adds a modulepreload link per file with the nonce and answers those that failed', async () => {
    const integrity = importMapIntegrity();
    const files = [ENTRY, 'https://portal.example/remotes/customer-insights/assets/a-B-68rWvI.js'];
    const prefetching = integrity.prefetch(files);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.href)).toEqual(files);
    links[0]!.dispatchEvent(new Event('load'));
    links[1]!.dispatchEvent(new Event('error'));
    expect(await prefetching).toEqual([files[1]]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  test("[RES-06] once this browser was seen checking, a pin with the page's nonce adds the hashes alone: no probe, no failed load", async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = NONCE;
    document.head.append(meta);
    window.localStorage.setItem(ENFORCED_KEY, navigator.userAgent);
    try {
      expect(await importMapIntegrity().pin({ [ENTRY]: HASH })).toBe(true);
      const maps = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="importmap"]')];
      expect(maps.map((map) => JSON.parse(map.textContent ?? '').integrity)).toEqual([{ [ENTRY]: HASH }]);
    } finally {
      window.localStorage.removeItem(ENFORCED_KEY);
    }
  });

  test('[RES-06] [PLUG-11] without the nonce, or seen by another browser version, it probes again (and fails closed here)', async () => {
    window.localStorage.setItem(ENFORCED_KEY, navigator.userAgent);
    expect(await importMapIntegrity().pin({ [ENTRY]: HASH })).toBe(false);
    window.localStorage.setItem(ENFORCED_KEY, 'Another/1.0');
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = NONCE;
    document.head.append(meta);
    expect(await importMapIntegrity().pin({ [ENTRY]: HASH })).toBe(false);
    window.localStorage.removeItem(ENFORCED_KEY);
  });
});
