import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './config-error-screen';
import type { ConfigError } from './load-runtime-config';

/** Renders the config error screen in place of the static shell; boot loads this only on a failure (AUTH-02). */
export function showConfigError(error: ConfigError): void {
  createRoot(document.getElementById('root')!).render(<ConfigErrorScreen error={error} />);
}
