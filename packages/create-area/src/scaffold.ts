/**
 * A new area project (PLUG-09): the template (examples/remote-area, built into the package) with the
 * example's names replaced by the project's, plus its package.json (every dependency pinned to the
 * portal release) and its .npmrc (the `@portal` scope mapped to the company's registry).
 */
import { renameText, type AreaNames } from './names.ts';
import {
  PROJECT_DEPENDENCIES,
  PROJECT_DEV_DEPENDENCIES,
  PROJECT_ENGINES,
  PROJECT_VERSION,
  type Release,
} from './release.ts';

/** A project's files by relative path (`/` separated). */
export type Files = Readonly<Record<string, string>>;

export type ProjectOptions = {
  readonly names: AreaNames;
  /** package.json's name (default: the area's id). */
  readonly packageName?: string;
  /** The registry `@portal/*` comes from; without one, .npmrc says where to set it. */
  readonly registry?: string;
};

/** The files the scaffolder writes itself; the template carries the rest. */
export const GENERATED = ['package.json', '.npmrc'] as const;

const pinned = (release: Release, names: readonly string[]) =>
  Object.fromEntries(
    [...names].toSorted().map((name) => {
      const version = release.versions[name];
      if (!version) throw new Error(`the release names no version of ${name}`);
      return [name, version];
    }),
  );

/** package.json: scripts for dev, build and test, every dependency at the release's exact version. */
export function packageJson(release: Release, { names, packageName }: ProjectOptions): string {
  const manifest = {
    name: packageName ?? names.id,
    version: PROJECT_VERSION,
    private: true,
    description: `${names.titleEn}: a remote area of the management portal, built on @portal/area-sdk.`,
    type: 'module',
    license: 'UNLICENSED',
    engines: { node: PROJECT_ENGINES },
    scripts: { dev: 'portal-dev', build: 'vite build', test: 'tsc --noEmit && vitest run' },
    dependencies: pinned(release, PROJECT_DEPENDENCIES),
    devDependencies: pinned(release, PROJECT_DEV_DEPENDENCIES),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const WHY =
  "# The portal's packages (@portal/*) come from the company's registry, never from the public one:\n" +
  "# a package of that name there would be someone else's (dependency confusion).\n";

// PLUG-18: on another Node, vitest and i18next fail only later, with errors that name no version.
const NODE =
  "# The Node versions of package.json's engines are required: npm refuses to install on another.\n" +
  "# Get one with `nvm install` (it reads .nvmrc) or your system's Node 24 LTS.\n" +
  'engine-strict=true\n';

/** .npmrc: the scope mapping (or where to put it), exact versions for what the team adds, the Node version enforced. */
export function npmrc(registry: string | undefined): string {
  const mapping = registry
    ? `@portal:registry=${registry.endsWith('/') ? registry : `${registry}/`}\n`
    : '# Set it (then npm install): @portal:registry=https://npm.your-company.example/\n';
  return `${WHY}${mapping}save-exact=true\n${NODE}`;
}

/** Every file of the new project. */
export function scaffold(template: Files, release: Release, options: ProjectOptions): Files {
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(template)) files[path] = renameText(text, options.names);
  files['package.json'] = packageJson(release, options);
  files['.npmrc'] = npmrc(options.registry);
  return files;
}
