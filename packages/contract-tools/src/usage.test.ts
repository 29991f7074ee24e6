// @vitest-environment node
/**
 * `diff --contracts DIR` reads the usage manifest beside the contracts (CON-14: what the table of
 * bound kinds runs the installed bin on); a bad file is bad input naming it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BadInputError } from './errors.ts';
import { readManifest } from './usage.ts';

describe('[CON-14] diff --contracts: a usage manifest read from a file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-manifest-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const failure = async (text: string | undefined): Promise<string> => {
    const file = join(dir, 'usage-manifest.json');
    if (text === undefined) await rm(file, { force: true });
    else await writeFile(file, text);
    try {
      readManifest(file);
    } catch (error) {
      if (error instanceof BadInputError) return error.message.replace(dir, 'DIR');
      throw error;
    }
    throw new Error('no error');
  };

  test('[CON-14] a manifest as `portal-contract usage` prints it is read', async () => {
    const manifest = {
      source: 'src/',
      operations: { placeOrder: { api: 'orders', method: 'POST', path: '/orders', calledFrom: [], reads: ['/id'] } },
    };
    await writeFile(join(dir, 'usage-manifest.json'), JSON.stringify(manifest));
    expect(readManifest(join(dir, 'usage-manifest.json'))).toEqual(manifest);
  });

  test.each([
    ['missing', undefined, /^Cannot read the usage manifest DIR\/usage-manifest\.json: ENOENT/],
    ['not JSON', '{', /^Cannot read the usage manifest DIR\/usage-manifest\.json: /],
    ['without operations', '{"operations": {}}', /^DIR\/usage-manifest\.json lists no used operation/],
    ['an operation of another shape', '{"operations": {"x": {"api": 1}}}', /operation x is not a used operation/],
  ])('[CON-14] a manifest file %s is bad input naming the file', async (_name, text, message) => {
    expect(await failure(text)).toMatch(message);
  });
});
