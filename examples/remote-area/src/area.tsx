/**
 * The exposed module `./Area`: what the portal loads, in its page (federated) or in a frame of its
 * own (isolated): the same build, the same SDK API. Everything it uses from outside (React, Joy,
 * TanStack Query, react-router, the SDK, …) is a shared singleton its host provides; the build bundles
 * none of it.
 */
import { type AreaModule } from '@portal/area-sdk';
import { Route, Routes } from 'react-router';
import { DomainPage } from './domain.tsx';
import { Overview } from './overview.tsx';
import { translations as texts } from './translations.ts';

export const translations: AreaModule['translations'] = texts;

/** The area's own routes, relative to its path in the portal: the overview and one page per domain. */
export default function CustomerInsights() {
  return (
    <Routes>
      <Route index element={<Overview />} />
      <Route path="domains/:position" element={<DomainPage />} />
    </Routes>
  );
}
