import { base64, type IntegritySection } from './file-integrity.ts';

/**
 * How the browser is made to run only the bytes a pinned area's manifest commits to (PLUG-11): an
 * import map with an `integrity` section (HTML's import-map integrity), which the browser applies to
 * every module fetched afterwards: `import()`, static and dynamic imports inside it, modulepreload.
 */
export interface ModuleIntegrity {
  /**
   * Adds the hashes to the page and answers whether this browser enforces them. It fails open (a
   * map without the nonce is dropped silently, a browser without the feature ignores it), so each
   * map carries probe modules that show it works: false means nothing would be checked.
   */
  pin(section: IntegritySection): Promise<boolean>;
  /** Fetches and checks each module without running it; answers the URLs that failed to load. */
  prefetch(urls: readonly string[]): Promise<string[]>;
}

/** The page's CSP nonce from `<meta property="csp-nonce">` (the property: browsers hide the attribute). */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

let probes = 0;

/** A module of its own as a `data:` URL, unique for the page (the first hash for a URL wins). */
function probeModule(kind: string) {
  probes += 1;
  const source = `export default 1;//portal-integrity-probe-${kind}-${Date.now()}-${probes}`;
  const bytes = new TextEncoder().encode(source);
  return { url: `data:text/javascript;base64,${base64(bytes)}`, bytes };
}

const imports = (url: string) =>
  import(/* @vite-ignore */ url).then(
    () => true,
    () => false,
  );

/** Inserts `<script type="importmap">` with the page's nonce (the property: browsers hide the attribute). */
function insertImportMap(integrity: IntegritySection, doc: Document) {
  const script = doc.createElement('script');
  script.type = 'importmap';
  const nonce = readCspNonce(doc);
  if (nonce) script.nonce = nonce;
  script.textContent = JSON.stringify({ integrity });
  doc.head.append(script);
}

/** Whether `<link rel=modulepreload>` of `url` loads (fetched and checked, not run). */
const preloads = (url: string, doc: Document) =>
  new Promise<boolean>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    const nonce = readCspNonce(doc);
    if (nonce) link.nonce = nonce;
    const settle = (loaded: boolean) => {
      link.remove();
      resolve(loaded);
    };
    link.addEventListener('load', () => settle(true), { once: true });
    link.addEventListener('error', () => settle(false), { once: true });
    link.href = url;
    doc.head.append(link);
  });

/**
 * Where this browser was seen checking the hashes: its user agent (a new version checks again). The
 * probe that proves it must fail a load, and the browser logs every failed check as an error (RES-06:
 * a healthy load logs none): once known, a map is trusted by what can still stop it, its nonce and
 * the policy's refusal.
 */
export const ENFORCED_KEY = 'portal-module-integrity-enforced';

const knownToEnforce = (): boolean => {
  try {
    return window.localStorage.getItem(ENFORCED_KEY) === navigator.userAgent;
  } catch {
    return false;
  }
};

const rememberEnforced = () => {
  try {
    window.localStorage.setItem(ENFORCED_KEY, navigator.userAgent);
  } catch {
    // Storage refused: the probe runs at the next pin again.
  }
};

/** Inserts the map and answers whether the policy refused an inline script meanwhile (a map without the nonce). */
async function insertUnrefused(integrity: IntegritySection, doc: Document): Promise<boolean> {
  let refused = false;
  const listen = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI === 'inline' && event.effectiveDirective.startsWith('script-src')) refused = true;
  };
  doc.addEventListener('securitypolicyviolation', listen);
  insertImportMap(integrity, doc);
  // The violation's event is a task queued by the insertion: two tasks later it has run.
  for (let task = 0; task < 2; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  doc.removeEventListener('securitypolicyviolation', listen);
  return !refused;
}

/** The page's import maps as {@link ModuleIntegrity}. */
export function importMapIntegrity(doc: Document = document): ModuleIntegrity {
  return {
    async pin(section) {
      if (knownToEnforce() && readCspNonce(doc) && (await insertUnrefused(section, doc))) return true;
      // An unlisted module must load (data: modules run here at all), one with its right hash too,
      // and one with a well-formed wrong hash must not: only then are hashes checked.
      const unlisted = probeModule('unlisted');
      const right = probeModule('right');
      const wrong = probeModule('wrong');
      const rightHash = `sha384-${base64(new Uint8Array(await crypto.subtle.digest('SHA-384', right.bytes)))}`;
      insertImportMap({ ...section, [right.url]: rightHash, [wrong.url]: `sha384-${'A'.repeat(64)}` }, doc);
      const [unlistedRuns, rightRuns, wrongRuns] = await Promise.all([
        imports(unlisted.url),
        imports(right.url),
        imports(wrong.url),
      ]);
      const enforced = unlistedRuns && rightRuns && !wrongRuns;
      if (enforced) rememberEnforced();
      return enforced;
    },
    async prefetch(urls) {
      const loaded = await Promise.all(urls.map((url) => preloads(url, doc)));
      return urls.filter((_, index) => !loaded[index]);
    },
  };
}
