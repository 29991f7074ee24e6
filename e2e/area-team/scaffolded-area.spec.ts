import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RemoteArea } from '@/config/remote-areas';
import { findPersona } from '../../mocks/personas.ts';
import { parseDockerfile, instructionsOf } from '../../scripts/deploy/dockerfile.ts';
import { lifelineEnv } from '../../tools/testing/lifeline.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { runtimeConfigEnv } from '../../tools/testing/runtime-env.ts';
import { startStaticServer, type StaticServer } from '../../tools/testing/static-server.ts';
import { AREA_ID, AREA_TITLE, createAreaTeamProject, type AreaTeamProject } from '../support/area-team';
import { recordCspViolations } from '../support/csp';
import { AREA_TEAM_PORTS, REAL_AUTH } from '../../tools/testing/ports';
import { realAuthConfig, submitIdpLogin } from '../support/real-auth';

// One project per run (publish, create, install, test, build: minutes), shared by both tests, in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let project: AreaTeamProject;
test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  project = await createAreaTeamProject();
});
test.afterAll(() => project?.stop());

const card = (page: Page) => page.getByTestId(`${AREA_ID}-card`);
const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name });

test('[PLUG-08] [PLUG-09] [PLUG-18] from an empty folder to the area in the production build: published (a second run skips every package published), created, installed from the registry, tested, built, loaded behind nginx signed in, no CSP violation, its version shown', async ({
  page,
}) => {
  for (const name of ['@portal/area-sdk', '@portal/create-area', '@portal/dev-portal'])
    expect(project.republished).toMatch(new RegExp(`^skipped ${name}@\\d+\\.\\d+\\.\\d+: already in `, 'm'));
  expect(project.republished).not.toContain('published @portal/');
  const manifest: { version: string; dependencies: Record<string, string> } = JSON.parse(
    readFileSync(join(project.dir, 'package.json'), 'utf8'),
  );
  // The SDK came from the loopback registry (the project's .npmrc), React from the normal one.
  const lock = JSON.parse(readFileSync(join(project.dir, 'package-lock.json'), 'utf8'));
  expect(lock.packages['node_modules/@portal/area-sdk'].resolved).toMatch(new RegExp(`^${project.registry.url}`));
  expect(lock.packages['node_modules/react'].resolved).not.toContain('127.0.0.1');
  expect(existsSync(join(project.dir, 'node_modules/@portal/area-sdk/src'))).toBe(false);
  // The image recipe's inputs are all in the project (npm ci needs the lock file npm install wrote).
  const sources = parseDockerfile(readFileSync(join(project.dir, 'Dockerfile'), 'utf8')).flatMap((stage) =>
    instructionsOf(stage, 'COPY')
      .filter((args) => !args.startsWith('--from='))
      .flatMap((args) => args.split(' ').slice(0, -1)),
  );
  for (const source of sources) expect(existsSync(join(project.dir, source)), source).toBe(true);

  const area: RemoteArea = {
    ...JSON.parse(readFileSync(join(project.dir, 'area.json'), 'utf8')),
    entry: `/remotes/${AREA_ID}/mf-manifest.json`,
  };
  let upstream: StaticServer | undefined;
  let nginx: RunningNginx | undefined;
  try {
    upstream = await startStaticServer(join(project.dir, 'dist'), AREA_TEAM_PORTS.upstream);
    nginx = await startNginx({
      root: resolve('dist'),
      port: AREA_TEAM_PORTS.portal,
      env: runtimeConfigEnv({ ...realAuthConfig(), remoteAreas: [area] }, { [AREA_ID]: upstream.url }),
    });
    const violations = await recordCspViolations(page);
    await page.goto(`${REAL_AUTH.areaTeam}/${AREA_ID}`);
    await submitIdpLogin(page, findPersona('support')!.email);
    await expect(heading(page, AREA_TITLE.en)).toBeVisible();
    // Its API call through the portal's client (the mock API checks the token), its Joy card in the portal's theme.
    await expect(card(page)).toBeVisible();
    const loaded = (Date.now() - project.startedAt) / 1000;
    const steps = project.steps.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ');
    console.log(`[PLUG-09] from an empty folder to the area loaded: ${loaded.toFixed(0)} s (steps: ${steps})`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Version information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version information' });
    await expect(
      dialog.getByRole('row', { name: new RegExp(`${AREA_ID} ${manifest.version.replaceAll('.', '\\.')} loaded`) }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await nginx?.stop();
    await upstream?.close();
  }
});

/** `npm run dev` in the project, started as a team does; stops with this test (or its runner). */
function startDev(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(AREA_TEAM_PORTS.devPortal)], {
    cwd: project.dir,
    env: { ...project.env, ...lifelineEnv(process.pid) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  return { child, output: () => output };
}

test('[PLUG-10] npm run dev: the portal on its mock backend with the area; a saved edit is rebuilt and the open page reloads with it', async ({
  page,
}) => {
  const dev = startDev();
  try {
    await expect.poll(dev.output, { timeout: 120_000 }).toContain(`${AREA_ID} built in`);
    await page.goto(`http://127.0.0.1:${AREA_TEAM_PORTS.devPortal}/${AREA_ID}?persona=admin&scenario=none`);
    await expect(heading(page, AREA_TITLE.en)).toBeVisible();
    await expect(card(page)).toBeVisible();
    // A team's edit: the heading's English text, saved.
    const texts = join(project.dir, 'src/translations.ts');
    const source = readFileSync(texts, 'utf8');
    writeFileSync(texts, source.replace(`heading: '${AREA_TITLE.en}'`, `heading: '${AREA_TITLE.en}, edited'`));
    // No action in the page: the dev portal rebuilds and tells the page to reload.
    await expect(heading(page, `${AREA_TITLE.en}, edited`)).toBeVisible({ timeout: 120_000 });
    await expect(card(page)).toBeVisible();
    expect(dev.output()).toMatch(/built in \d+ ms: reloading the open pages/);
  } finally {
    // npm, its shell and the dev portal are one process group, started here.
    if (dev.child.pid) process.kill(-dev.child.pid, 'SIGTERM');
  }
});
