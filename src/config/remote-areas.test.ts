import { describe, expect, test } from 'vitest';
import { INSIGHTS_AREA } from '@/testing/remote-areas';
import { isAllowedEntry, validRemoteAreas } from './remote-areas';

const ORIGIN = 'https://portal.example';

const insights = INSIGHTS_AREA;

const environments = {
  id: 'environments',
  entry: '/remotes/environments/mf-manifest.json',
  module: './Area',
  apiPrefixes: [],
  route: 'environments',
};

describe('remoteAreas in the runtime config', () => {
  test('[PLUG-01] a new area and a bound route pass as written', () => {
    const { areas, problems } = validRemoteAreas([insights, environments], [], ORIGIN);
    expect(problems).toEqual([]);
    expect(areas.map((area) => area.id)).toEqual(['customer-insights', 'environments']);
  });

  test.each([
    ['id', { ...insights, id: 'Insights' }],
    ['module', { ...insights, module: 'Area' }],
    ['apiPrefixes.0', { ...insights, apiPrefixes: ['api/customers'] }],
    ['integrity', { ...insights, integrity: 'md5-abc' }],
    ['area.icon', { ...insights, area: { ...insights.area, icon: 'rocket' } }],
    ['area.title.de', { ...insights, area: { ...insights.area, title: { en: 'x' } } }],
    ['area.path', { ...insights, area: { ...insights.area, path: '/a/b' } }],
    ['route', { ...insights, route: 'environments' }],
    ['route', { id: 'neither', entry: '/remotes/neither/m.json', module: './Area', apiPrefixes: [] }],
    ['colour', { ...insights, colour: 'red' }],
    ['entry', { ...insights, entry: '/remotes/other-area/mf-manifest.json' }],
  ])(
    '[PLUG-01] an entry with a bad %s is left out with one console error naming entry and key; the rest stays',
    (key, bad) => {
      const { areas, problems } = validRemoteAreas([bad, environments], [], ORIGIN);
      expect(areas.map((area) => area.id)).toEqual(['environments']);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ entry: expect.stringMatching(/^remoteAreas\[0\]/), key });
    },
  );

  test('[PLUG-12] an entry that declares no API prefixes is left out, saying how to declare none; [] is that explicit none', () => {
    const { apiPrefixes: _, ...undeclared } = insights;
    const { areas, problems } = validRemoteAreas(
      [undeclared, { ...insights, id: 'no-api', entry: '/remotes/no-api/mf-manifest.json', apiPrefixes: [] }],
      [],
      ORIGIN,
    );
    expect(areas.map((area) => area.id)).toEqual(['no-api']);
    expect(problems).toEqual([
      {
        entry: 'remoteAreas[0] (customer-insights)',
        key: 'apiPrefixes',
        message: 'must list the API prefixes the area calls (paths such as /customer-management), or be [] for none',
      },
    ]);
  });

  test('[PLUG-01] a second entry with the same id is left out', () => {
    const { areas, problems } = validRemoteAreas([insights, insights], [], ORIGIN);
    expect(areas).toHaveLength(1);
    expect(problems).toEqual([
      { entry: 'remoteAreas[1] (customer-insights)', key: 'id', message: 'is used by an earlier entry' },
    ]);
  });
});

describe('entries the shell may load (the nonce does not confine import())', () => {
  test.each([
    ['/remotes/customer-insights/mf-manifest.json', true],
    ['https://areas.example/customer-insights/mf-manifest.json', true],
    ['/remotes/customer-insights/../other/mf-manifest.json', false],
    ['/remotes/customer-insights/%2e%2e/x.json', false],
    ['/remotes/other/mf-manifest.json', false],
    ['/assets/mf-manifest.json', false],
    ['//evil.example/remotes/customer-insights/mf-manifest.json', false],
    ['/\\evil.example/mf-manifest.json', false],
    ['https://evil.example/mf-manifest.json', false],
    ['http://areas.example/mf-manifest.json', false],
    ['https://user:pw@areas.example/mf-manifest.json', false],
    ['javascript:alert(1)', false],
  ])('[PLUG-05] %s allowed: %s', (entry, allowed) => {
    expect(isAllowedEntry(entry, 'customer-insights', ['https://areas.example'], ORIGIN)).toBe(allowed);
  });
});
