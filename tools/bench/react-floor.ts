/**
 * The floors of the benchmarks (`npm run perf:lighthouse`, `npm run perf:startup`), built with this
 * project's Vite and React plugin in the same run, so their figures share the machine's conditions
 * with the portal's:
 * - `hello`: a hello-world React 19 app (what React alone costs);
 * - `joy`: the minimal Joy page, the stack's own floor (PERF-04): React and `@mui/joy` at the
 *   portal's installed versions, `CssVarsProvider` and `CssBaseline` as the portal has them, a header,
 *   a Sheet, a list of 10 items and two buttons.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { packageVersion } from './bench-options.ts';

// Inside the repository's node_modules, so the sources resolve react, react-dom and @mui/joy from there.
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));

export const FLOOR_KINDS = ['hello', 'joy'] as const;
export type FloorKind = (typeof FLOOR_KINDS)[number];

/** How the benchmarks' tables name each floor. */
export const FLOOR_APPS: Record<FloorKind, string> = {
  hello: 'hello-world React (floor)',
  joy: 'minimal Joy page (floor)',
};

const indexHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
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

const SOURCES: Record<FloorKind, { title: string; main: string }> = {
  hello: { title: 'Hello world', main: HELLO_TSX },
  joy: { title: 'Minimal Joy page', main: JOY_TSX },
};

/** One line for the benchmarks' output: which versions the floors were built from. */
export const floorVersions = () =>
  `floors built now from the portal's installed react ${packageVersion('react')}, react-dom ${packageVersion('react-dom')}, @mui/joy ${packageVersion('@mui/joy')}`;

export type Floor = { kind: FloorKind; app: string; dist: string; remove(): Promise<void> };

/** Writes and builds one floor (one Vite build); `dist` is the built site, `remove` deletes everything. */
export async function buildFloor(kind: FloorKind): Promise<Floor> {
  await mkdir(CACHE, { recursive: true });
  const root = await mkdtemp(join(CACHE, `perf-floor-${kind}-`));
  const { title, main } = SOURCES[kind];
  await writeFile(join(root, 'index.html'), indexHtml(title));
  await writeFile(join(root, 'main.tsx'), main);
  const dist = join(root, 'dist');
  try {
    await build({
      root,
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
