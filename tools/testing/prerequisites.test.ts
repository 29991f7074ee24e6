import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BROTLI_MODULE, ensurePrerequisites, prerequisites, thisMachine, type Machine } from './prerequisites.ts';

/** A machine with the given files, root and apt or not; apt-get "installs" by adding the package's files. */
function fakeMachine({
  files,
  canInstall,
  aptWorks = true,
}: {
  files: string[];
  canInstall: boolean;
  aptWorks?: boolean;
}) {
  const present = new Set(files);
  const runs: string[] = [];
  const machine: Machine = {
    has: ({ path }) => present.has(path),
    canInstall: () => canInstall,
    run: (command, args, env) => {
      runs.push(
        `${Object.entries(env)
          .map(([k, v]) => `${k}=${v} `)
          .join('')}${command} ${args.join(' ')}`,
      );
      if (!aptWorks) return 100;
      if (args[0] === 'install')
        for (const item of prerequisites({})) if (args.includes(item.debianPackage)) present.add(item.path);
      return 0;
    },
  };
  return { machine, runs };
}
const ALL = prerequisites({}).map((item) => item.path);
/** The cross-engine tour's (XB-02): present in the cases about the others. */
const ENGINES = ALL.slice(4);
const quiet = () => undefined;

describe('[TEST-05] the system prerequisites npm test checks first', () => {
  test('[TEST-05] [XB-02] Chromium, its headless shell, nginx and its brotli module, Firefox ESR, WebKitWebDriver, MiniBrowser and Xvfb, at the paths the suite uses', () => {
    expect(prerequisites({})).toEqual([
      { debianPackage: 'chromium', path: '/usr/bin/chromium', executable: true },
      { debianPackage: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell', executable: true },
      { debianPackage: 'nginx', path: '/usr/sbin/nginx', executable: true },
      { debianPackage: 'libnginx-mod-http-brotli-static', path: BROTLI_MODULE, executable: false },
      { debianPackage: 'firefox-esr', path: '/usr/bin/firefox-esr', executable: true },
      { debianPackage: 'webkit2gtk-driver', path: '/usr/bin/WebKitWebDriver', executable: true },
      {
        debianPackage: 'libwebkit2gtk-4.1-0',
        path: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        executable: true,
      },
      { debianPackage: 'xvfb', path: '/usr/bin/Xvfb', executable: true },
    ]);
    const paths = prerequisites({
      CHROMIUM_PATH: '/opt/c/chrome',
      CHROMIUM_HEADLESS_SHELL_PATH: '/opt/c/shell',
      FIREFOX_PATH: '/opt/f/firefox',
    });
    expect(paths.map((item) => item.path).slice(0, 2)).toEqual(['/opt/c/chrome', '/opt/c/shell']);
    expect(paths[4]?.path).toBe('/opt/f/firefox');
  });

  test('[XB-02] a machine without the other engines: apt-get installs Firefox ESR, the WebKit driver and Xvfb', () => {
    const { machine, runs } = fakeMachine({ files: ALL.slice(0, 4), canInstall: true });
    const outcome = ensurePrerequisites(machine, prerequisites({}), quiet);
    expect(outcome).toEqual({
      ok: true,
      installed: ['firefox-esr', 'webkit2gtk-driver', 'libwebkit2gtk-4.1-0', 'xvfb'],
    });
    expect(runs.at(-1)).toBe(
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb',
    );
  });

  test('[TEST-05] all there: nothing is installed and nothing runs', () => {
    const { machine, runs } = fakeMachine({ files: ALL, canInstall: true });
    expect(ensurePrerequisites(machine, prerequisites({}), quiet)).toEqual({ ok: true, installed: [] });
    expect(runs).toEqual([]);
  });

  test('[TEST-05] missing, not root or no apt: one line naming the one command, and nothing runs', () => {
    const { machine, runs } = fakeMachine({ files: [ALL[0]!, ALL[3]!, ...ENGINES], canInstall: false });
    const outcome = ensurePrerequisites(machine, prerequisites({}), quiet);
    expect(outcome).toEqual({
      ok: false,
      message:
        "npm test needs /usr/bin/chromium-headless-shell, /usr/sbin/nginx (Debian's chromium-headless-shell, nginx); " +
        'install them as root with: apt-get install -y chromium-headless-shell nginx',
    });
    expect(runs).toEqual([]);
  });

  test('[TEST-05] missing, root on Debian: apt-get installs exactly the missing packages, as .ci/run did', () => {
    const { machine, runs } = fakeMachine({ files: [ALL[1]!, ALL[2]!, ...ENGINES], canInstall: true });
    const lines: string[] = [];
    const outcome = ensurePrerequisites(machine, prerequisites({}), (line) => lines.push(line));
    expect(outcome).toEqual({ ok: true, installed: ['chromium', 'libnginx-mod-http-brotli-static'] });
    expect(runs).toEqual([
      'DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium libnginx-mod-http-brotli-static',
    ]);
    expect(lines).toEqual([
      `Installing Debian's chromium libnginx-mod-http-brotli-static (missing: /usr/bin/chromium, ${BROTLI_MODULE})`,
    ]);
  });

  test('[TEST-05] apt-get failing, or a path it cannot fill, stops with a message', () => {
    const failing = fakeMachine({ files: ALL.slice(1), canInstall: true, aptWorks: false });
    expect(ensurePrerequisites(failing.machine, prerequisites({}), quiet)).toEqual({
      ok: false,
      message: 'apt-get could not install chromium; see its output above, then run: apt-get install -y chromium',
    });
    // CHROMIUM_PATH names a file the package does not provide.
    const elsewhere = fakeMachine({ files: ALL.slice(1), canInstall: true });
    const outcome = ensurePrerequisites(elsewhere.machine, prerequisites({ CHROMIUM_PATH: '/opt/none/chrome' }), quiet);
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^still missing after apt-get install: \/opt\/none\/chrome /),
    });
  });
});

describe('[TEST-05] the probes of this machine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-prereq-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('[TEST-05] a binary must be an executable file; a module a readable one', () => {
    const binary = join(dir, 'tool');
    const module = join(dir, 'module.so');
    writeFileSync(binary, '#!/bin/sh\n');
    writeFileSync(module, '');
    const machine = thisMachine({ PATH: '' });
    expect(machine.has({ path: binary, debianPackage: 'x', executable: true })).toBe(false);
    chmodSync(binary, 0o755);
    expect(machine.has({ path: binary, debianPackage: 'x', executable: true })).toBe(true);
    expect(machine.has({ path: module, debianPackage: 'x', executable: false })).toBe(true);
    expect(machine.has({ path: dir, debianPackage: 'x', executable: true })).toBe(false);
    expect(machine.has({ path: join(dir, 'missing'), debianPackage: 'x', executable: false })).toBe(false);
  });

  test('[TEST-05] apt can install only where apt-get is on PATH (and the user is root)', () => {
    expect(thisMachine({ PATH: dirname(process.execPath) }).canInstall()).toBe(false);
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'apt-get'), '#!/bin/sh\n');
    chmodSync(join(bin, 'apt-get'), 0o755);
    expect(thisMachine({ PATH: bin }).canInstall()).toBe(process.getuid?.() === 0);
  });
});

describe('[TEST-05] npm test on a machine without Chromium', () => {
  test('[TEST-05] stops before lint, within its time bound, with the one command to run', () => {
    // PATH holds only Node: no apt-get (so nothing can be installed), no npm (so no step could start).
    const result = spawnSync(process.execPath, ['scripts/test-all.ts'], {
      encoding: 'utf8',
      env: { PATH: dirname(process.execPath), CHROMIUM_PATH: '/nonexistent/chromium', HOME: process.env.HOME },
      timeout: 60_000,
    });
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('▶ npm run');
    expect(result.stderr).toContain(
      "✖ npm test needs /nonexistent/chromium (Debian's chromium); install them as root with: apt-get install -y chromium\n",
    );
    expect(result.stdout).toMatch(/^0 passed, 1 failed$/m);
  });
});
