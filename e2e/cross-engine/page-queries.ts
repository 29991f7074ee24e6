/**
 * Role queries inside a page driven over WebDriver classic, which finds elements by CSS and XPath
 * only: Testing Library's `queryAllByRole` (the ARIA roles and accessible names of
 * dom-accessibility-api, what the unit tests query by too), put into each document once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Query } from './driver.ts';

const TESTING_LIBRARY = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@testing-library/dom/package.json')),
    'dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
);

/** A query as JSON: a RegExp name becomes its source and flags. */
export type WireQuery =
  | {
      role: string;
      name?: string | { source: string; flags: string };
      level?: number;
      within?: WireQuery;
      nth?: number;
    }
  | { css: string; within?: WireQuery; nth?: number };

export function wire(query: Query): WireQuery {
  const within = query.within ? wire(query.within) : undefined;
  if ('css' in query) return { css: query.css, within, nth: query.nth };
  const name = query.name instanceof RegExp ? { source: query.name.source, flags: query.name.flags } : query.name;
  return { role: query.role, name, level: query.level, within, nth: query.nth };
}

/** Runs in the page (serialised with `toString()`): defines `window.__xbDom.all(query)`. */
// oxlint-disable unicorn/consistent-function-scoping -- it must hold all it uses itself
function installResolver() {
  type Wire = WireQuery;
  type Library = {
    queryAllByRole: (container: Element, role: string, options: { name?: unknown; level?: number }) => Element[];
  };
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the UMD bundle just put there (INSTALL_QUERIES)
  const library = (window as unknown as { TestingLibraryDom: Library }).TestingLibraryDom;
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const all = (query: Wire): Element[] => {
    const scope = query.within ? all(query.within)[0] : document.body;
    if (!scope) return [];
    let found: Element[];
    if ('css' in query) found = [...scope.querySelectorAll(query.css)];
    else {
      const wanted = query.name;
      const name =
        wanted === undefined
          ? undefined
          : typeof wanted === 'string'
            ? (accessible: string) => normalise(accessible) === normalise(wanted)
            : new RegExp(wanted.source, wanted.flags);
      found = library.queryAllByRole(scope, query.role, { name, level: query.level });
    }
    if (query.nth === undefined) return found;
    const one = found.at(query.nth);
    return one ? [one] : [];
  };
  Object.assign(window, { __xbDom: { all } });
}
// oxlint-enable unicorn/consistent-function-scoping

/** The script that puts Testing Library and the resolver into the current document. */
export const INSTALL_QUERIES = `${TESTING_LIBRARY};\n(${installResolver.toString()})();\nreturn true;`;
