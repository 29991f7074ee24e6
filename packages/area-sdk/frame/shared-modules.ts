// The frame page's own module objects, handed to the isolated area as shared singletons (PLUG-02,
// PLUG-14): the same keys as the portal's, at the versions this page was built with.
import * as EmotionReact from '@emotion/react';
import * as EmotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as EmotionStyled from '@emotion/styled';
import * as Joy from '@mui/joy';
import * as ReactQuery from '@tanstack/react-query';
import * as I18next from 'i18next';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactI18next from 'react-i18next';
import * as ReactRouter from 'react-router';
import * as AreaSdk from '../src/index.ts';
import { SHARED_PACKAGES } from '../src/shared-packages.ts';

type SharedKey = keyof typeof SHARED_PACKAGES;

export const FRAME_MODULES: Readonly<Record<SharedKey, object>> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': ReactRouter,
  '@tanstack/react-query': ReactQuery,
  '@mui/joy': Joy,
  '@emotion/react': EmotionReact,
  '@emotion/react/jsx-runtime': EmotionJsxRuntime,
  '@emotion/styled': EmotionStyled,
  i18next: I18next,
  'react-i18next': ReactI18next,
  '@portal/area-sdk': AreaSdk,
};

const PACKAGE_OF = new Map<string, string>(Object.entries(SHARED_PACKAGES));

/** The version this page provides for `key` (its build's installed packages), undefined for any other key. */
export const frameProvidedVersion = (key: string): string | undefined => {
  const name = PACKAGE_OF.get(key);
  return name === undefined ? undefined : __SHARED_VERSIONS__[name];
};
