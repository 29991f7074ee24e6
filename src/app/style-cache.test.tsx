import { render, screen } from '@testing-library/react';
import Box from '@mui/joy/Box';
import { afterEach, describe, expect, test } from 'vitest';
import { readCspNonce } from '@/utils/csp-nonce';
import { StyleCacheProvider } from './style-cache';

afterEach(() => document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove()));

describe('StyleCacheProvider', () => {
  test('[DEPLOY-02] the nonce of the meta tag is read from its property', () => {
    expect(readCspNonce()).toBeUndefined();
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = '0123abcd';
    document.head.append(meta);
    expect(readCspNonce()).toBe('0123abcd');
  });

  test('[DEPLOY-02] the styles Joy injects carry the nonce', () => {
    // Only the styles of this render: other files of the worker share the page (isolate: false).
    const before = new Set<Element>(document.head.querySelectorAll('style'));
    render(
      <StyleCacheProvider nonce="0123abcd">
        <Box sx={{ color: 'rgb(1, 2, 3)' }}>styled</Box>
      </StyleCacheProvider>,
    );
    expect(screen.getByText('styled')).toHaveStyle({ color: 'rgb(1, 2, 3)' });
    const styles = [...document.head.querySelectorAll('style[data-emotion]')].filter((style) => !before.has(style));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('0123abcd');
  });
});
