/**
 * For scripts that look at the mock build in a browser (screenshots, benchmarks): serves
 * `dist-mock/` with `vite preview` on 127.0.0.1 and launches Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.ts';

/** Serves `dist-mock/` on the port while `work` runs, then stops the server (never by name: by its process). */
export async function withMockPreview<T>(port: number, work: (base: string) => Promise<T>): Promise<T> {
  const base = `http://127.0.0.1:${port}`;
  const args = [
    'vite',
    'preview',
    '--mode',
    'mock',
    '--outDir',
    'dist-mock',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ];
  const preview = spawn('npx', args, { stdio: 'ignore' });
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const up = await fetch(base).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await work(base);
  } finally {
    preview.kill();
  }
}

/** Debian's Chromium, headless, without background traffic. */
export const launchChromium = (): Promise<Browser> => chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
