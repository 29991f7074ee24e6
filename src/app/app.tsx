import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssVarsProvider } from '@mui/joy/styles';
import CssBaseline from '@mui/joy/CssBaseline';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import type { RuntimeConfig } from '../config/runtime-config';
import { PulsePage } from '../areas/pulse/pulse-page';
import { AssistantButton } from '../assistant';

export type AppProps = { config: RuntimeConfig; queryClient: QueryClient; mockControls?: ReactNode };

/** Composition root: providers around the (for now single) page. The shell comes with its own issue. */
export function App({ config, queryClient, mockControls }: AppProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <CssVarsProvider defaultMode="system">
            <CssBaseline />
            {mockControls}
            <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
              <AssistantButton />
            </header>
            <PulsePage />
          </CssVarsProvider>
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
