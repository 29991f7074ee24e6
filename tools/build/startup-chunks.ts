/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  /** The chunk's name: a chunk group's name for the startup groups (tools/build/startup-chunks-plugin.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** Source modules that boot or the /pulse route always load, although they are dynamic imports. */
export const PULSE_STARTUP_MODULES = [
  /^src\/auth\/keycloak-session\.ts$/,
  /^src\/app\/start-app\.tsx$/,
  /^src\/areas\/pulse\/pulse-page\.tsx$/,
];

/** The same for the mock build: the mock sign-in, the mock backend and the Mock mode bar instead of Keycloak. */
export const MOCK_PULSE_STARTUP_MODULES = [
  /^src\/auth\/mock-session\.ts$/,
  /^mocks\/browser\.ts$/,
  /^mocks\/token\.ts$/,
  /^mocks\/mock-controls\.tsx$/,
  /^src\/areas\/pulse\/pulse-page\.tsx$/,
];

/**
 * The chunk groups boot loads at startup (tools/build/startup-chunks-plugin.ts): the sign-in module
 * lives in its group's chunk, which the manifest lists by the group's name, not by a source.
 */
const STARTUP_GROUPS = new Set(['boot', 'sign-in', 'application']);

/**
 * The JavaScript files loaded at startup: every entry chunk, every startup group's chunk and every
 * chunk whose source matches `startupModules` (dynamic imports that boot always takes), each with its
 * static imports.
 */
export function startupFiles(manifest: Record<string, ManifestChunk>, startupModules: RegExp[]): string[] {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (
      chunk.isEntry ||
      STARTUP_GROUPS.has(chunk.name ?? '') ||
      startupModules.some((pattern) => pattern.test(chunk.src ?? key))
    )
      visit(key);
  }
  return [...loaded].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** OBS-02: the telemetry code's entry, a dynamic import loaded when the page is idle. */
export const TELEMETRY_MODULE = /^src\/telemetry\/export\/start-export\.ts$/;

/**
 * The files a lazily loaded module brings that the start has not loaded yet: its chunk and its static
 * imports, less `startup` (what the telemetry code costs the page once it is idle, OBS-02).
 */
export function lazyFiles(
  manifest: Record<string, ManifestChunk>,
  module: RegExp,
  startup: readonly string[],
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (module.test(chunk.src ?? key)) visit(key);
  return [...files].filter((file) => file.endsWith('.js') && !startup.includes(file));
}

/** Reads the budget sentence from README.md; undefined when it is missing. */
export function readBudgetKiB(readme: string): number | undefined {
  const match = /Startup JavaScript budget for `\/pulse`: \*\*(\d+(?:\.\d+)?) KiB\*\*/.exec(readme);
  return match ? Number(match[1]) : undefined;
}
