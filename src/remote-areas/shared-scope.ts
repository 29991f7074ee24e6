// The shell's own module objects, handed to remote areas as shared singletons (PLUG-02). This module
// loads only with the first remote area (a lazy chunk): users without one download none of it.
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouter from './shared-surfaces';
import * as ReactQuery from './shared-query';
import * as Joy from '@mui/joy';
import * as EmotionReact from '@emotion/react';
import * as EmotionJsxRuntime from '@emotion/react/jsx-runtime';
import * as EmotionStyled from '@emotion/styled';
import * as I18next from 'i18next';
import * as ReactI18next from './shared-i18n';
import * as AreaSdk from '@portal/area-sdk';
import { sharedScopeOf, type SharedScope } from '@portal/area-sdk/federation';
import { providedVersion, type SharedKey } from './shared-versions';

const MODULES: Record<SharedKey, object> = {
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

/** The shared scope for `registerShared`: each key with the shell's module namespace and its exact version. */
export const sharedScope = (): SharedScope => sharedScopeOf(MODULES, providedVersion);
