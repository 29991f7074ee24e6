/**
 * The floors of the benchmarks (`npm run perf:lighthouse`, `npm run perf:startup`), built with this
 * project's Vite and React plugin in the same run, so their figures share the machine's conditions
 * with the portal's:
 * - `hello`: a hello-world React 19 app (what React alone costs);
 * - `joy`: the minimal Joy page, the stack's own floor (PERF-04): React and `@mui/joy` at the
 *   portal's installed versions, `CssVarsProvider` and `CssBaseline` as the portal has them, a header,
 *   a Sheet, a list of 10 items and two buttons;
 * - `work`: the work-matched floor (PERF-09, PERF-04's TBT): the Joy page doing the portal's necessary
 *   start work (./work-floor/main.tsx) with keycloak-js, axios and TanStack Query at the portal's
 *   installed versions, served with the portal's silent-check page and translation files; its
 *   `config.json` is written once the benchmark's identity provider and API run ({@link writeFloorConfig}).
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { loadTranslations } from '../../src/i18n/translation-files.ts';
import type { RuntimeConfig } from '../../src/config/runtime-config.ts';
import { packageVersion } from './bench-options.ts';

// Inside the repository's node_modules, so the sources resolve react, react-dom and @mui/joy from there.
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));

export const FLOOR_KINDS = ['hello', 'joy', 'work'] as const;
export type FloorKind = (typeof FLOOR_KINDS)[number];

/** How the benchmarks' tables name each floor. */
export const FLOOR_APPS: Record<FloorKind, string> = {
  hello: 'hello-world React (floor)',
  joy: 'minimal Joy page (floor)',
  work: 'work-matched floor',
};

const indexHtml = (title: string, body = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root">${body}</div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const HELLO_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello world</h1>
  </StrictMode>,
);
`;

const JOY_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssVarsProvider } from '@mui/joy/styles';
import CssBaseline from '@mui/joy/CssBaseline';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const ITEMS = Array.from({ length: 10 }, (_, index) => \`Item \${index + 1}\`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CssVarsProvider>
      <CssBaseline />
      <Sheet component="header" variant="soft" sx={{ px: 2, py: 1.5 }}>
        <Typography level="title-lg">Minimal Joy page</Typography>
      </Sheet>
      <Box component="main" sx={{ p: 2 }}>
        <Typography level="h1" sx={{ mb: 1 }}>
          A list of ten items
        </Typography>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
          <List>
            {ITEMS.map((item) => (
              <ListItem key={item}>{item}</ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button>Save</Button>
            <Button variant="outlined">Cancel</Button>
          </Box>
        </Sheet>
      </Box>
    </CssVarsProvider>
  </StrictMode>,
);
`;

/** The work-matched floor's page (./work-floor/main.tsx), imported from the floor's own root. */
const WORK_FLOOR_MAIN = fileURLToPath(new URL('work-floor/main.tsx', import.meta.url));
/** The portal's files the work-matched floor serves as they are: the silent check's page and script. */
const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));
const SILENT_CHECK_FILES = ['silent-check-sso.html', 'silent-check-sso.js'];

/**
 * The work-matched floor's HTML paints Pulse's heading and purpose in English before any module runs,
 * as the portal's frame does (PERF-08): its start work then runs after its first paint, as the portal's.
 */
function workFloorBody(): string {
  const pulse = loadTranslations().en?.pulse;
  const value = (key: string) => (typeof pulse === 'object' && typeof pulse[key] === 'string' ? pulse[key] : key);
  const text = (key: string) => value(key).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<main style="font-family: sans-serif; padding: 16px"><h1>${text('title')}</h1><p>${text('purpose')}</p></main>`;
}

/** What each floor's Vite root holds: its HTML, its entry module, and (work) the files it serves as they are. */
async function writeSources(kind: FloorKind, root: string): Promise<{ publicDir: string | false }> {
  if (kind !== 'work') {
    const { title, main } =
      kind === 'hello' ? { title: 'Hello world', main: HELLO_TSX } : { title: 'Minimal Joy page', main: JOY_TSX };
    await writeFile(join(root, 'index.html'), indexHtml(title));
    await writeFile(join(root, 'main.tsx'), main);
    return { publicDir: false };
  }
  await writeFile(join(root, 'index.html'), indexHtml('Work-matched floor', workFloorBody()));
  await writeFile(join(root, 'main.tsx'), `import ${JSON.stringify(relative(root, WORK_FLOOR_MAIN))};\n`);
  const publicDir = join(root, 'public');
  await mkdir(join(publicDir, 'assets/i18n'), { recursive: true });
  for (const file of SILENT_CHECK_FILES) await copyFile(join(PUBLIC, file), join(publicDir, file));
  // The same bytes as the portal's build writes (tools/build/translations-plugin.ts).
  for (const [language, texts] of Object.entries(loadTranslations()))
    await writeFile(join(publicDir, `assets/i18n/${language}.json`), JSON.stringify(texts));
  return { publicDir };
}

/** The work-matched floor's runtime config: the one nginx renders for the production build of the same run. */
export const writeFloorConfig = (dist: string, config: RuntimeConfig) =>
  writeFile(join(dist, 'config.json'), JSON.stringify(config));

/** One line for the benchmarks' output: which versions the floors were built from. */
export const floorVersions = (kinds: readonly FloorKind[] = FLOOR_KINDS) =>
  `floors built now from the portal's installed react ${packageVersion('react')}, react-dom ${packageVersion('react-dom')}, @mui/joy ${packageVersion('@mui/joy')}${kinds.includes('work') ? `; the work-matched floor's keycloak-js ${packageVersion('keycloak-js')}, axios ${packageVersion('axios')}, @tanstack/react-query ${packageVersion('@tanstack/react-query')}` : ''}`;

export type Floor = { kind: FloorKind; app: string; dist: string; remove(): Promise<void> };

/** Writes and builds one floor (one Vite build); `dist` is the built site, `remove` deletes everything. */
export async function buildFloor(kind: FloorKind): Promise<Floor> {
  await mkdir(CACHE, { recursive: true });
  const root = await mkdtemp(join(CACHE, `perf-floor-${kind}-`));
  const dist = join(root, 'dist');
  try {
    const { publicDir } = await writeSources(kind, root);
    await build({
      root,
      publicDir,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      build: { outDir: dist, emptyOutDir: true, target: 'es2023' },
    });
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return { kind, app: FLOOR_APPS[kind], dist, remove: () => rm(root, { recursive: true, force: true }) };
}
