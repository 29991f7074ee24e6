/**
 * TEST-05: what `npm test` needs from the machine besides Node and npm, checked before its first
 * step. A missing one is installed with Debian's apt where that can work (root, `apt-get` on PATH);
 * otherwise `npm test` stops at once with the one command that installs everything missing.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from './webkit.ts';

/** One file the suite needs and the Debian package that provides it. */
export type Prerequisite = { path: string; debianPackage: string; executable: boolean };

/** The brotli static module the portal's nginx config loads (deploy/nginx/nginx.conf.template). */
export const BROTLI_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Chromium for Lighthouse and the screenshots, its headless shell for the e2e tests
 * (tools/testing/chromium.ts, the same variables), nginx and its brotli module for the deploy tests
 * and the production e2e projects (tools/testing/nginx.ts); for the cross-engine tour (XB-02)
 * Firefox ESR (tools/testing/firefox.ts, `FIREFOX_PATH`), WebKitWebDriver, the MiniBrowser it drives
 * (from the driver's dependency libwebkit2gtk-4.1-0) and Xvfb (tools/testing/webkit.ts).
 */
export const prerequisites = (env: NodeJS.ProcessEnv = process.env): Prerequisite[] => [
  { debianPackage: 'chromium', path: env.CHROMIUM_PATH ?? '/usr/bin/chromium', executable: true },
  {
    debianPackage: 'chromium-headless-shell',
    path: env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    executable: true,
  },
  { debianPackage: 'nginx', path: '/usr/sbin/nginx', executable: true },
  { debianPackage: 'libnginx-mod-http-brotli-static', path: BROTLI_MODULE, executable: false },
  { debianPackage: 'firefox-esr', path: env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', executable: true },
  { debianPackage: 'webkit2gtk-driver', path: WEBKIT_DRIVER_PATH, executable: true },
  { debianPackage: 'libwebkit2gtk-4.1-0', path: MINIBROWSER_PATH, executable: true },
  { debianPackage: 'xvfb', path: XVFB_PATH, executable: true },
];

/** What the check asks of the machine; tests hand in their own. */
export type Machine = {
  /** Whether the file is there (and executable where it must be). */
  has(prerequisite: Prerequisite): boolean;
  /** Whether apt can install here: root, with `apt-get` on PATH. */
  canInstall(): boolean;
  /** Runs a command with the terminal's output; its exit status. */
  run(command: string, args: string[], env: Record<string, string>): number;
};

const isFile = (path: string, mode: number) => {
  try {
    accessSync(path, mode);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The machine `npm test` runs on. */
export const thisMachine = (env: NodeJS.ProcessEnv = process.env): Machine => ({
  has: ({ path, executable }) => isFile(path, executable ? constants.X_OK : constants.R_OK),
  canInstall: () =>
    process.getuid?.() === 0 &&
    (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && isFile(join(dir, 'apt-get'), constants.X_OK)),
  run: (command, args, extra) =>
    spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extra } }).status ?? 1,
});

export type Outcome = { ok: true; installed: string[] } | { ok: false; message: string };

/**
 * Installs what is missing where apt can (`apt-get update -qq`, then `apt-get install -y -qq …`,
 * non-interactive, as `.ci/run` did), or says in one line which command would.
 */
export function ensurePrerequisites(
  machine: Machine = thisMachine(),
  list: Prerequisite[] = prerequisites(),
  log: (line: string) => void = console.log,
): Outcome {
  const missing = list.filter((prerequisite) => !machine.has(prerequisite));
  if (missing.length === 0) return { ok: true, installed: [] };
  const packages = missing.map((prerequisite) => prerequisite.debianPackage);
  const paths = missing.map((prerequisite) => prerequisite.path).join(', ');
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!machine.canInstall())
    return {
      ok: false,
      message: `npm test needs ${paths} (Debian's ${packages.join(', ')}); install them as root with: ${command}`,
    };
  log(`Installing Debian's ${packages.join(' ')} (missing: ${paths})`);
  const apt = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    machine.run('apt-get', ['update', '-qq'], apt) !== 0 ||
    machine.run('apt-get', ['install', '-y', '-qq', ...packages], apt) !== 0
  )
    return {
      ok: false,
      message: `apt-get could not install ${packages.join(' ')}; see its output above, then run: ${command}`,
    };
  const still = missing.filter((prerequisite) => !machine.has(prerequisite));
  if (still.length > 0)
    return {
      ok: false,
      message: `still missing after apt-get install: ${still.map((p) => p.path).join(', ')} (CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH and FIREFOX_PATH must name the installed browsers)`,
    };
  return { ok: true, installed: packages };
}
