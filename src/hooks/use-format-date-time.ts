import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/utils/format-date-time';

/**
 * `formatDateTime` bound to the current language; components using it re-render when the language
 * changes (react-i18next's `useTranslation` subscribes to `languageChanged`).
 */
export function useFormatDateTime(): (value: Date | number | string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((value) => formatDateTime(value, language), [language]);
}
