import { act, render, screen } from '@testing-library/react';
import { CssVarsProvider, useColorScheme } from '@mui/joy/styles';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { InstantSchemeChange } from './instant-scheme-change';

function DarkButton() {
  const { setMode } = useColorScheme();
  return <button onClick={() => setMode('dark')}>dark</button>;
}

// Only styles added during the test: other files of the worker share the page (isolate: false).
let before = new Set<HTMLStyleElement>();
beforeEach(() => void (before = new Set(document.head.querySelectorAll('style'))));
const injected = () =>
  [...document.head.querySelectorAll('style')].filter(
    (style) => !before.has(style) && style.textContent?.includes('transition:none'),
  );

afterEach(() => document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove()));

describe('InstantSchemeChange', () => {
  test('[DEPLOY-02] a scheme change turns transitions off for a moment with a style carrying the nonce', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    vi.useFakeTimers();
    render(
      <CssVarsProvider defaultMode="light" storageWindow={null} modeStorageKey="test-mode">
        <DarkButton />
        <InstantSchemeChange />
      </CssVarsProvider>,
    );
    expect(injected()).toEqual([]);
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(injected()).toHaveLength(1);
    expect(injected()[0]?.nonce).toBe('n0nce');
    act(() => {
      vi.advanceTimersByTime(5);
    });
    expect(injected()).toEqual([]);
    vi.useRealTimers();
  });
});
