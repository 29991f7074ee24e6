import { describe, expect, test } from 'vitest';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import type { AccessSubject } from '@/auth/access';
import { createTestI18n } from '@/testing/render-with-translations';
import { filterCommands } from './filter-commands';
import { paletteCommands, type PaletteRoute } from './palette-commands';

const ROUTES: PaletteRoute[] = [
  { path: 'pulse', nav: { labelKey: 'nav.pulse' } },
  { path: 'environments', roles: ['environment-viewer'], nav: { labelKey: 'nav.environments' } },
  { path: 'installation-metrics', roles: ['admin', 'support'], nav: { labelKey: 'nav.installationMetrics' } },
];
const customer = (id: string, customerName: string, customerAbbreviation: string): Customer => ({
  id,
  customerName,
  customerAbbreviation,
  validEmailDomains: [],
});
const CUSTOMERS = [customer('c1', 'Acme', 'ACM'), customer('c2', 'Globex', 'GLX')];
const t = createTestI18n('en').t;
const commandsFor = (subject: AccessSubject, isGlobal: boolean, selectedId = 'c1') =>
  paletteCommands({ routes: ROUTES, subject, customers: { isGlobal, selectedId, list: CUSTOMERS }, t });
const ids = (commands: ReturnType<typeof commandsFor>) => commands.map((command) => command.id);

const ADMIN: AccessSubject = { globalRoles: ['admin'], authorities: [] };
const VIEWER_OF_C1: AccessSubject = {
  globalRoles: [],
  authorities: [{ role: 'environment-viewer', customerId: 'c1' }],
};

describe('palette commands', () => {
  test('[UX-03] a global role gets every area it may open and the other customers, not the selected one', () => {
    const commands = ids(commandsFor(ADMIN, true));
    expect(commands).toEqual(expect.arrayContaining(['area-pulse', 'area-installation-metrics', 'customer-c2']));
    expect(commands).not.toContain('area-environments');
    expect(commands).not.toContain('customer-c1');
  });

  test('[UX-03] a customer user gets the areas of the selected customer and never a customer switch', () => {
    expect(ids(commandsFor(VIEWER_OF_C1, false))).toEqual(
      expect.arrayContaining(['area-pulse', 'area-environments', 'assistant', 'versionInfo', 'userInfo']),
    );
    expect(ids(commandsFor(VIEWER_OF_C1, false)).filter((id) => id.startsWith('customer-'))).toEqual([]);
    expect(ids(commandsFor(VIEWER_OF_C1, false))).not.toContain('area-installation-metrics');
    // The role is held for c1 only: with c2 selected the area is not offered (as in the navigation).
    expect(ids(commandsFor(VIEWER_OF_C1, false, 'c2'))).not.toContain('area-environments');
  });

  test('[UX-03] themes and languages are offered to everyone, languages named in themselves', () => {
    const commands = commandsFor(VIEWER_OF_C1, false);
    expect(ids(commands)).toEqual(expect.arrayContaining(['theme-system', 'theme-light', 'theme-dark', 'language-de']));
    expect(commands.find((command) => command.id === 'language-de')?.label).toBe('Deutsch');
  });

  test('[UX-03] an empty query lists all but customers; typing finds customers by name, best match first', () => {
    const commands = commandsFor(ADMIN, true);
    expect(ids(filterCommands(commands, '').map((result) => result.command))).not.toContain('customer-c2');
    const found = filterCommands(commands, 'glob');
    expect(found[0]?.command.id).toBe('customer-c2');
    expect(found[0]?.ranges).toEqual([[0, 4]]);
    expect(filterCommands(commands, 'zzz')).toEqual([]);
  });

  test('[UX-03] the group name finds its commands too, ranked below label matches', () => {
    const found = filterCommands(commandsFor(ADMIN, true), 'theme');
    expect(found.map((result) => result.command.id).slice(0, 3)).toEqual(['theme-system', 'theme-light', 'theme-dark']);
  });
});
