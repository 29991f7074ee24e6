// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { shouldPrecompress } from '../../tools/build/precompress.ts';

const DIST = 'dist';
const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => !/\.(br|gz)$/.test(file));
const template = readFileSync('deploy/nginx/nginx.conf.template', 'utf8');

describe('the production build for nginx', () => {
  test('[DEPLOY-01] every text file has a .br and a .gz of the same content next to it', () => {
    const text = files.filter(shouldPrecompress);
    expect(text).toEqual(expect.arrayContaining(['pre-paint.js', 'third-party-licenses.txt', 'assets/i18n/en.json']));
    expect(text.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of text) {
      const content = readFileSync(join(DIST, file));
      expect(brotliDecompressSync(readFileSync(join(DIST, `${file}.br`))).equals(content), file).toBe(true);
      expect(gunzipSync(readFileSync(join(DIST, `${file}.gz`))).equals(content), file).toBe(true);
    }
    // nginx rewrites index.html per response (the nonce): it must not be served precompressed.
    expect(existsSync(join(DIST, 'index.html.br')) || existsSync(join(DIST, 'index.html.gz'))).toBe(false);
  });

  test('[DEPLOY-01] every asset outside assets/i18n matches the hashed-name pattern nginx marks immutable', () => {
    const pattern = new RegExp(/location ~ "(-\[[^"]+)" \{/.exec(template)?.[1] ?? 'missing');
    const assets = files.filter((file) => file.startsWith('assets/') && !file.startsWith('assets/i18n'));
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.filter((file) => file !== 'assets/i18n' && !pattern.test(file))).toEqual([]);
    expect(pattern.test('assets/i18n/en.json')).toBe(false);
  });

  test('[DEPLOY-02] every script, stylesheet and preload of index.html carries the nonce placeholder nginx replaces', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const tags = html.match(/<(script|link rel="(?:modulepreload|stylesheet)"|style)[^>]*>/g) ?? [];
    // pre-paint.js, the static shell's stylesheet (PERF-06) and the boot entry at least.
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain('nonce="__PORTAL_CSP_NONCE__"');
    expect(html).toContain('<meta property="csp-nonce" nonce="__PORTAL_CSP_NONCE__">');
    expect(template).toContain('sub_filter "@NONCE_PLACEHOLDER@" $request_id;');
    expect(readFileSync('deploy/nginx/docker-entrypoint.sh', 'utf8')).toContain('nonce_placeholder=__PORTAL_CSP_NONCE__');
  });

  test('[DEPLOY-03] the build records its version for the default PORTAL_VERSION', () => {
    expect(readFileSync(join(DIST, 'version.txt'), 'utf8')).toBe(`${packageJson.version}\n`);
  });
});
