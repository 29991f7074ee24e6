/**
 * The page side of tools/testing/recording-proxy.ts: a classic script the proxy serves at
 * {@link RECORDER_PATH} of every origin and puts first into every HTML document. It reports with
 * `navigator.sendBeacon` to the same origin (`connect-src 'self'`), so a report survives the page
 * navigating away (a sign-in redirect, the customer switch's reload).
 */

export const RECORDER_PATH = '/__xb-recorder.js';
export const RECORDER_REPORT_PATH = '/__xb-recorder/report';

/** Runs in the page: serialised with `toString()`, so it uses nothing from this module. */
// oxlint-disable unicorn/consistent-function-scoping -- it must hold all it uses itself
function recorder() {
  const report = (kind: string, text: string) =>
    navigator.sendBeacon('/__xb-recorder/report', JSON.stringify({ kind, text, page: location.href }));
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    report('console', args.map(describe).join(' '));
    consoleError(...args);
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element)
        report(
          'error',
          `${target.tagName} failed to load: ${target.getAttribute('src') ?? target.getAttribute('href') ?? ''}`,
        );
      else report('error', `${event.message} at ${event.filename}:${event.lineno}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => report('error', `unhandled rejection: ${describe(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    report('csp', `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
  );
  // A marker the driver waits for: every report sent before it has arrived (see `flush`).
  Object.assign(window, { __xbRecorderFlush: (id: string) => report('flush', id) });
}
// oxlint-enable unicorn/consistent-function-scoping

export const RECORDER_SOURCE = `(${recorder.toString()})();\n`;

/** The HTML with the recorder as its first script: right after `<head>`, else at the very start. */
export function withRecorder(html: string): string {
  const tag = `<script src="${RECORDER_PATH}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const end = head.index + head[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}
