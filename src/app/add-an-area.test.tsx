import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerProvider } from '@/customer-context/customer-context';
import { reloadTestTranslations, renderWithProviders } from '@/testing/render-with-providers';
import { loadTranslations } from '@/i18n/translation-files';
import { routes } from './router';

// CONTRIBUTING's "add an area" done for real: a page and a texts file planted in src/areas, and the
// one route-table row the recipe adds (appended to the real table); nothing else is edited.
const planted = vi.hoisted(() => {
  const name = `planted-${process.pid}`;
  const folder = `src/areas/${name}`;
  return { name, folder, page: `${folder}/${name}-page.tsx`, texts: `${folder}/${name}.i18n.json` };
});
vi.mock('./route-table', async (importOriginal) => {
  const table = await importOriginal<typeof import('./route-table')>();
  const row: (typeof table.AREA_ROUTES)[number] = {
    path: planted.name,
    area: () => import(/* @vite-ignore */ `${process.cwd()}/${planted.page}`),
    roles: [],
    customerScoped: false,
    nav: { labelKey: 'nav.planted', icon: 'hub' },
  };
  return { ...table, AREA_ROUTES: [...table.AREA_ROUTES, row] };
});

const PAGE = `import { useTranslation } from 'react-i18next';
import { AreaFrame } from '@/components/area-frame';

/** A planted area (CONTRIBUTING, "add an area"). */
export default function PlantedPage() {
  const { t } = useTranslation();
  return <AreaFrame title={t('areas.planted.title')} purpose={t('areas.planted.purpose')} />;
}
`;
const TEXTS = {
  en: { nav: { planted: 'Planted' }, areas: { planted: { title: 'Planted area', purpose: 'Proves the recipe.' } } },
  de: {
    nav: { planted: 'Gepflanzt' },
    areas: { planted: { title: 'Gepflanzter Bereich', purpose: 'Belegt das Rezept.' } },
  },
};

/** `npm run lint`'s two tools over the planted files: oxlint (type-aware) and prettier. */
const lint = (files: string[]) =>
  Promise.all(
    [
      ['node_modules/oxlint/bin/oxlint', '--type-aware', '--deny-warnings', ...files],
      ['node_modules/prettier/bin/prettier.cjs', '--check', ...files],
    ].map(
      (args) =>
        new Promise<string>((resolve) =>
          execFile(process.execPath, args, { cwd: process.cwd() }, (error, stdout, stderr) =>
            resolve(error ? `${args[0]}: ${stdout}${stderr}` : ''),
          ),
        ),
    ),
  );

describe('[ARCH-03] adding an area takes its page, its texts file and one route-table row', () => {
  beforeAll(async () => {
    await mkdir(planted.folder, { recursive: true });
    await writeFile(planted.page, PAGE);
    await writeFile(planted.texts, `${JSON.stringify(TEXTS, null, 2)}\n`);
    // As the build and the dev server do: the served texts are merged again with the new file.
    await reloadTestTranslations();
  });
  afterAll(() => rm(planted.folder, { recursive: true, force: true }));

  it('[ARCH-03] [I18N-02] its texts are served in both languages, merged into the shared ones', () => {
    const { en, de } = loadTranslations();
    expect(en?.nav).toMatchObject({ planted: 'Planted', pulse: 'Pulse' });
    expect(de?.areas).toMatchObject({ planted: TEXTS.de.areas.planted });
  });

  it(
    '[ARCH-03] [ROUTE-01] the router opens it and the navigation lists it, translated',
    { timeout: 20_000 },
    async () => {
      const router = createMemoryRouter(routes, { initialEntries: [`/${planted.name}`] });
      await renderWithProviders(
        <CustomerProvider isGlobal customerIds={[]} adminCustomerId="c-0001">
          <RouterProvider router={router} />
        </CustomerProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toHaveTextContent('Planted area');
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: 'Planted' })).toHaveAttribute('href', `/${planted.name}`);
      await act(() => i18next.changeLanguage('de'));
      expect(await within(nav).findByRole('link', { name: 'Gepflanzt' })).toBeVisible();
      await act(() => i18next.changeLanguage('en'));
    },
  );

  it('[ARCH-03] its files pass lint', { timeout: 60_000 }, async () => {
    const files = [
      `src/areas/${planted.name}/${planted.name}-page.tsx`,
      `src/areas/${planted.name}/${planted.name}.i18n.json`,
    ];
    expect(await lint(files)).toEqual(['', '']);
  });
});
