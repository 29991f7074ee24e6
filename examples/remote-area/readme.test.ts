// @vitest-environment node
/**
 * The README's operator variables are the config entry of area.json (PLUG-18): edit area.json and this
 * test names the lines the README must show instead (the portal's operators copy them from there).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import config from './area.json' with { type: 'json' };

const root = import.meta.dirname;

/** The portal's variables for this area, as docs/deploying.md of the portal names them (UPSTREAM aside). */
function variables(): string[] {
  const prefix = `PORTAL_REMOTE_AREA_${config.id.toUpperCase().replaceAll('-', '_')}_`;
  // A new area (`area`) or a route of the portal's table it binds (`route`): area.json has one of them.
  const entry: { area?: (typeof config)['area']; route?: string } = config;
  const { area, route } = entry;
  return [
    `PORTAL_REMOTE_AREAS: ${config.id}`,
    `${prefix}API_PREFIXES: ${config.apiPrefixes.join(' ') || 'none'}`,
    ...(route ? [`${prefix}ROUTE: ${route}`] : []),
    ...(area
      ? [
          `${prefix}PATH: ${area.path}`,
          `${prefix}ROLES: ${area.roles.join(' ')}`,
          `${prefix}CUSTOMER_SCOPED: '${String(area.customerScoped)}'`,
          `${prefix}ICON: ${area.icon}`,
          `${prefix}TITLE_EN: ${area.title.en}`,
          `${prefix}TITLE_DE: ${area.title.de}`,
        ]
      : []),
  ];
}

describe('README.md', () => {
  test('lists the operator variables of area.json, exactly', async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
    const block = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const shown = block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('PORTAL_REMOTE_AREA') && !line.includes('_UPSTREAM:'));
    expect(shown, `README.md's yaml block should list:\n${variables().join('\n')}`).toEqual(variables());
  });
});
