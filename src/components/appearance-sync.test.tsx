import { act, render } from '@testing-library/react';
import { CssVarsProvider } from '@mui/joy/styles';
import { afterEach, describe, expect, test } from 'vitest';
import { COLOUR_BLIND_ATTRIBUTE, COLOUR_BLIND_STORAGE_KEY, THEME_STORAGE_KEY } from '@/utils/appearance-storage';
import { APPEARANCE_PROVIDER_PROPS, AppearanceSync } from './appearance-sync';

const root = document.documentElement;
const renderSync = () =>
  render(
    <CssVarsProvider {...APPEARANCE_PROVIDER_PROPS}>
      <AppearanceSync />
    </CssVarsProvider>,
  );

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute(COLOUR_BLIND_ATTRIBUTE);
  root.removeAttribute('data-joy-color-scheme');
  root.style.removeProperty('color-scheme');
});

describe('AppearanceSync', () => {
  test('[THEME-01] leaves only the documented theme key in storage, with a documented value', () => {
    renderSync();
    expect(Object.keys(window.localStorage)).toEqual([THEME_STORAGE_KEY]);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  test('[THEME-01] a theme chosen in another tab applies here', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderSync();
    await act(async () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(root.getAttribute('data-joy-color-scheme')).toBe('dark');
  });

  test('[THEME-02] applies the stored colour-blind mode to <html> and takes over color-scheme from pre-paint.js', () => {
    window.localStorage.setItem(COLOUR_BLIND_STORAGE_KEY, 'true');
    root.style.colorScheme = 'dark';
    renderSync();
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(true);
    expect(root.style.colorScheme).toBe('');
  });
});
