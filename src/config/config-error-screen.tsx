import type { ConfigError } from './load-runtime-config';

// Shown before i18n can start (translations are versioned by the config), so its texts live here.
const TEXTS = {
  en: {
    title: 'The portal cannot start',
    unreachable: 'The configuration file /config.json could not be loaded.',
    http: 'The configuration file /config.json could not be loaded (HTTP {status}).',
    'not-json': 'The configuration file /config.json is not valid JSON.',
    invalid: 'The configuration file /config.json has invalid settings:',
    key: 'Setting',
    root: '(whole file)',
    help: 'Please contact your administrator. Nothing was sent to any service.',
    retry: 'Try again',
  },
  de: {
    title: 'Das Portal kann nicht starten',
    unreachable: 'Die Konfigurationsdatei /config.json konnte nicht geladen werden.',
    http: 'Die Konfigurationsdatei /config.json konnte nicht geladen werden (HTTP {status}).',
    'not-json': 'Die Konfigurationsdatei /config.json ist kein gültiges JSON.',
    invalid: 'Die Konfigurationsdatei /config.json enthält ungültige Einstellungen:',
    key: 'Einstellung',
    root: '(ganze Datei)',
    help: 'Bitte wenden Sie sich an Ihre Administration. Es wurde nichts an einen Dienst gesendet.',
    retry: 'Erneut versuchen',
  },
} as const;

export type ConfigErrorScreenProps = { error: ConfigError; language?: string };

/** Names what is wrong with the runtime config; makes no request of its own. */
export function ConfigErrorScreen({ error, language = navigator.language }: ConfigErrorScreenProps) {
  const lang = language.toLowerCase().startsWith('de') ? 'de' : 'en';
  const t = TEXTS[lang];
  const summary = error.kind === 'http' ? t.http.replace('{status}', String(error.status)) : t[error.kind];
  return (
    <main
      lang={lang}
      role="alert"
      style={{ maxWidth: 640, margin: '10vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}
    >
      <h1 style={{ fontSize: 24 }}>{t.title}</h1>
      <p>{summary}</p>
      {error.kind === 'invalid' && (
        <ul>
          {error.problems.map((problem, index) => (
            <li key={index}>
              {t.key} <code>{problem.key ?? t.root}</code>: {problem.message}
            </li>
          ))}
        </ul>
      )}
      <p>{t.help}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 16px', fontSize: 16 }}>
        {t.retry}
      </button>
    </main>
  );
}
