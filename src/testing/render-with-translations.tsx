import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssVarsProvider } from '@mui/joy/styles';
import { loadTranslations } from '@/i18n/translation-files';

// The texts the portal is served: the shared files with every area's merged in.
const { en = {}, de = {} } = loadTranslations();

/** An i18next instance with the real translations, synchronously ready. */
export function createTestI18n(language: 'en' | 'de' = 'en'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders plain UI (no session, no router) with translations (English unless told), a query client and Joy's theme. */
export function renderWithTranslations(ui: ReactElement, { language = 'en' }: { language?: 'en' | 'de' } = {}) {
  const i18n = createTestI18n(language);
  // No retries: a failing request fails the test at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CssVarsProvider>{children}</CssVarsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, i18n, queryClient };
}
