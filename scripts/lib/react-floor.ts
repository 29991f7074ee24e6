/**
 * The floor of `npm run perf:lighthouse`: a hello-world React 19 app built with this project's Vite
 * and React plugin, in the same run, so its figures share the machine's conditions with the portal's.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// Inside the repository's node_modules, so the sources resolve react and react-dom from there.
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>Hello world</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello world</h1>
  </StrictMode>,
);
`;

export type Floor = { dist: string; remove(): Promise<void> };

/** Writes and builds the hello-world app; `dist` is the built site, `remove` deletes everything. */
export async function buildReactFloor(): Promise<Floor> {
  await mkdir(CACHE, { recursive: true });
  const root = await mkdtemp(join(CACHE, 'perf-floor-'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'main.tsx'), MAIN_TSX);
  const dist = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir: dist, emptyOutDir: true, target: 'es2023' },
  });
  return { dist, remove: () => rm(root, { recursive: true, force: true }) };
}
