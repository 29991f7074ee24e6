import { describe, expect, test, vi } from 'vitest';
import { fetchDeployedVersion } from './use-deployed-version';

const answer = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('deployed version', () => {
  test('[DEPLOY-07] reads the version of /config.json past every cache', async () => {
    const fetchConfig = answer(JSON.stringify({ version: '1.3.0', stage: 'prod' }));
    expect(await fetchDeployedVersion(fetchConfig)).toBe('1.3.0');
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  test('[DEPLOY-07] an error, a non-JSON body or a config without a version means unknown, not new', async () => {
    expect(await fetchDeployedVersion(answer('{"version":"9.9.9"}', 503))).toBeUndefined();
    expect(await fetchDeployedVersion(answer('<html>'))).toBeUndefined();
    expect(await fetchDeployedVersion(answer('{"version":""}'))).toBeUndefined();
    expect(await fetchDeployedVersion(answer('{"version":2}'))).toBeUndefined();
    expect(await fetchDeployedVersion(answer('null'))).toBeUndefined();
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchDeployedVersion(offline)).toBeUndefined();
  });
});
