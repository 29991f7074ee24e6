/**
 * oxlint JS plugin with one rule, `boundaries/zones` (ARCH-02, ARCH-05): every import, export-from
 * and dynamic import() is checked by {@link problemOf} against the zones and rooms declared in
 * `.oxlintrc.json`.
 * oxlint has no zones rule of its own (no `import/no-restricted-paths`).
 */
import path from 'node:path';
import { problemOf, type ZoneOptions } from './zones.ts';

type Source = { type: string; value?: unknown };
type ImportNode = {
  source?: Source | null;
  importKind?: string;
  exportKind?: string;
  specifiers?: { importKind?: string }[];
};
type RuleContext = {
  cwd: string;
  filename: string;
  options: unknown[];
  report(diagnostic: { node: Source; message: string }): void;
};

// `import { type A, type B }` erases like `import type { A, B }`.
const typeOnly = (node: ImportNode) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (!!node.specifiers?.length && node.specifiers.every((specifier) => specifier.importKind === 'type'));

// The schema below has checked the shape; this only tells TypeScript.
const isZoneOptions = (value: unknown): value is ZoneOptions =>
  typeof value === 'object' && value !== null && 'layers' in value;

const paths = { type: 'array', items: { type: 'string' } };
// Validated by oxlint, so a typo in .oxlintrc.json fails the lint run instead of disabling a check.
const schema = [
  {
    type: 'object',
    required: ['layers', 'testsAt', 'mocks', 'packages', 'rooms'],
    additionalProperties: false,
    properties: {
      layers: { type: 'array', items: paths },
      testsAt: { type: 'string' },
      mocks: {
        type: 'object',
        required: ['path', 'dynamicFrom'],
        properties: { path: { type: 'string' }, dynamicFrom: paths },
      },
      packages: { type: 'object', additionalProperties: paths },
      rooms: { type: 'object', additionalProperties: paths },
    },
  },
];

const zones = {
  meta: {
    type: 'problem',
    schema,
    docs: { description: 'Imports keep the layers, owners and rooms of .oxlintrc.json' },
  },
  create(context: RuleContext) {
    const [options] = context.options;
    if (!isZoneOptions(options)) throw new Error('boundaries/zones needs its options (see .oxlintrc.json)');
    const from = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (node: ImportNode, dynamic: boolean) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const fact = { from, specifier: source.value, typeOnly: typeOnly(node), dynamic };
      const message = problemOf(fact, options);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node: ImportNode) => check(node, false),
      ExportNamedDeclaration: (node: ImportNode) => check(node, false),
      ExportAllDeclaration: (node: ImportNode) => check(node, false),
      ImportExpression: (node: ImportNode) => check(node, true),
    };
  },
};

/** The plugin object oxlint loads through `jsPlugins`. */
export default { meta: { name: 'boundaries' }, rules: { zones } };
