/**
 * Rebuilds the area on every save (PLUG-10): the project's own Vite (`vite build --watch` with its
 * vite.config.ts, the same build as `npm run build`), reporting each finished build and each error.
 */
export type AreaWatch = { close(): Promise<void> };

export type WatchEvents = {
  /** A build finished (the first one too) and dist/ holds it. */
  onBuilt: (milliseconds: number) => void;
  onError: (message: string) => void;
};

type WatchEvent = {
  code: string;
  duration?: number;
  error?: { message?: string };
  result?: { close(): unknown } | null;
};
type Watcher = { on(event: 'event', listener: (event: WatchEvent) => void): unknown; close(): Promise<void> | void };

const isWatcher = (value: unknown): value is Watcher =>
  typeof value === 'object' && value !== null && 'on' in value && 'close' in value;

/** Starts `vite build --watch` in `root`, with the Vite the project installed (a peer of this package). */
export async function watchArea(root: string, { onBuilt, onError }: WatchEvents): Promise<AreaWatch> {
  const { build } = await import('vite');
  let started = Date.now();
  const watcher = await build({ root, logLevel: 'warn', mode: 'production', build: { watch: {} } });
  if (!isWatcher(watcher)) throw new Error('vite build --watch returned no watcher');
  watcher.on('event', (event) => {
    if (event.code === 'START') started = Date.now();
    if (event.code === 'BUNDLE_END' || event.code === 'ERROR') void event.result?.close();
    if (event.code === 'END') onBuilt(Date.now() - started);
    if (event.code === 'ERROR') onError(event.error?.message ?? 'the build failed');
  });
  return {
    close: async () => {
      await watcher.close();
    },
  };
}
