import * as React from 'react';
import * as AreaSdk from '@portal/area-sdk';
import { describe, expect, test } from 'vitest';
import { sharedScope } from './shared-scope';

describe('the shared scope the shell registers', () => {
  test('[PLUG-02] every contract key, with the installed version and the shell’s own module object', () => {
    const scope = sharedScope();
    expect(Object.keys(scope).toSorted()).toEqual(
      [
        'react',
        'react/jsx-runtime',
        'react-dom',
        'react-dom/client',
        'react-router',
        '@tanstack/react-query',
        '@mui/joy',
        '@emotion/react',
        '@emotion/react/jsx-runtime',
        '@emotion/styled',
        'i18next',
        'react-i18next',
        '@portal/area-sdk',
      ].toSorted(),
    );
    const react = scope.react;
    const sdk = scope['@portal/area-sdk'];
    expect(react && !Array.isArray(react) && 'lib' in react && react.lib?.()).toBe(React);
    expect(react && !Array.isArray(react) && react.version).toBe(React.version);
    expect(react && !Array.isArray(react) && react.shareConfig?.singleton).toBe(true);
    expect(sdk && !Array.isArray(sdk) && 'lib' in sdk && sdk.lib?.()).toBe(AreaSdk);
    expect(sdk && !Array.isArray(sdk) && sdk.version).toBe(AreaSdk.SDK_VERSION);
  });
});
