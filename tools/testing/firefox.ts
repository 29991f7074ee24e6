/**
 * XB-01: Debian's Firefox ESR (`FIREFOX_PATH`, default `/usr/bin/firefox-esr`) through Playwright's own
 * WebDriver BiDi route, with the relay of tools/testing/firefox-relay.ts in front of it for the one
 * command ESR 153 lacks. Playwright never downloads a browser here.
 */
import { fileURLToPath } from 'node:url';

export const FIREFOX_ESR_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The command Playwright 1.65 sends for every new context and Firefox ESR 153 does not know. */
export const MISSING_COMMAND = 'emulation.setMediaFeaturesOverride';

type Command = { id?: number; method?: string; params?: { features?: Record<string, unknown> } };

/**
 * The relay's own answer to a message from Playwright, or undefined to pass it to Firefox: the
 * missing command asking for no override is done as it stands; any real override is refused.
 */
export function relayAnswer(message: string): string | undefined {
  let command: Command;
  try {
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- only `id`, `method` and `params.features` are read, each checked
    command = JSON.parse(message) as Command;
  } catch {
    return undefined;
  }
  if (command.method !== MISSING_COMMAND || command.id === undefined) return undefined;
  const overrides = Object.entries(command.params?.features ?? {}).filter(([, value]) => value !== null);
  if (overrides.length === 0) return JSON.stringify({ type: 'success', id: command.id, result: {} });
  return JSON.stringify({
    type: 'error',
    id: command.id,
    error: 'unsupported operation',
    message: `Firefox ESR has no ${MISSING_COMMAND}: media emulation (${overrides.map(([name]) => name).join(', ')}) cannot run in it; set colorScheme: null`,
  });
}

/** The relay, started by Playwright as the browser's executable (it is executable, with a `node` shebang). */
export const FIREFOX_RELAY = fileURLToPath(new URL('./firefox-relay.ts', import.meta.url));

/**
 * Playwright's Firefox: BiDi (`moz-firefox`) with the relay as its executable; Playwright's own profile
 * preferences keep it off the network. `node` on PATH must be the project's Node 24, as under
 * `npm run` and `npx`.
 */
export const FIREFOX_LAUNCH_OPTIONS = { channel: 'moz-firefox', executablePath: FIREFOX_RELAY };

/** Context options every Firefox context needs: no media emulation (`null`: none; see {@link relayAnswer}). */
export const FIREFOX_CONTEXT_OPTIONS = { colorScheme: null };
