/**
 * contract:diff, the constraints on what the portal sends (CON-14): every value the portal's
 * contract allows for a request body property or a parameter must be one the provider accepts.
 *
 * - `constraint-tightened` (breaking-for-portal for a used operation): the provider adds or
 *   tightens a bound, and the portal's range is not inside the provider's; the message names the
 *   values the portal may send that the provider refuses;
 * - `constraint-widened` (info): the provider loosens or drops a bound the portal's contract states;
 * - `constraint-unproven` (breaking-for-portal for a used operation): a pattern or format the
 *   portal's contract cannot be shown to meet; never silently clean.
 *
 * Where the portal's contract lists its values (an enum), each is checked instead of the range.
 */
import type { Limit } from './bounds.ts';
import type { FindingClass } from './findings.ts';
import type { JsonObject } from './json.ts';
import { viewSchema, type SchemaView } from './openapi.ts';
import { sameTypes, typesOf, type Add } from './diff-schema.ts';

type Report = (constraint: string, message: string, expected: string, actual: string) => void;
type Sink = { tightened: Report; widened: Report; unproven: Report };

const accepts = (view: SchemaView, type: string): boolean => view.types.length === 0 || view.types.includes(type);
const isNumeric = (view: SchemaView): boolean => accepts(view, 'number') || accepts(view, 'integer');
const isInteger = (view: SchemaView): boolean => view.types.includes('integer') && !view.types.includes('number');

/** Up to five values for a message: `"log-proxy", "hub"`, with `describe` after each. */
function listValues(values: unknown[], describe: (value: unknown) => string = () => ''): string {
  const shown = values.slice(0, 5).map((value) => `${JSON.stringify(value)}${describe(value)}`);
  return `${shown.join(', ')}${values.length > 5 ? ` and ${values.length - 5} more` : ''}`;
}

/** `1 item`, `3 items`. */
const amount = (count: number, unit: string): string => `${count} ${count === 1 ? unit.replace(/s$/, '') : unit}`;

type Measure = {
  unit: 'characters' | 'items';
  min: 'minLength' | 'minItems';
  max: 'maxLength' | 'maxItems';
  size: (value: unknown) => number | undefined;
};

// Counted as Java's @Size counts them, in UTF-16 units (JSON Schema counts code points: the same but for emoji and rarer scripts).
const CHARACTERS: Measure = {
  unit: 'characters',
  min: 'minLength',
  max: 'maxLength',
  size: (value) => (typeof value === 'string' ? value.length : undefined),
};
const ITEMS: Measure = {
  unit: 'items',
  min: 'minItems',
  max: 'maxItems',
  size: (value) => (Array.isArray(value) ? value.length : undefined),
};

/** maxLength/minLength or maxItems/minItems. */
function compareSize(measure: Measure, mine: SchemaView, their: SchemaView, values: unknown[] | undefined, sink: Sink) {
  const { unit, min, max, size } = measure;
  const sized = (value: unknown) => ` (${amount(size(value) ?? 0, unit)})`;
  const [ourMax, theirMax] = [mine.bounds[max], their.bounds[max]];
  const maxima = [`${max} ${ourMax ?? 'none'}`, `${max} ${theirMax ?? 'none'}`] as const;
  if (theirMax !== undefined && (ourMax === undefined || ourMax > theirMax)) {
    const refused = values?.filter((value) => (size(value) ?? 0) > theirMax);
    if (!refused)
      sink.tightened(
        max,
        `The portal sends up to ${ourMax ?? 'unbounded'} ${unit}; the provider accepts at most ${theirMax}.`,
        ...maxima,
      );
    else if (refused.length > 0)
      sink.tightened(
        max,
        `The portal sends ${listValues(refused, sized)}; the provider accepts at most ${amount(theirMax, unit)}.`,
        ...maxima,
      );
  } else if (ourMax !== undefined && (theirMax === undefined || theirMax > ourMax)) {
    const wider = theirMax === undefined ? `any number of ${unit}` : `up to ${amount(theirMax, unit)}`;
    sink.widened(max, `The provider accepts ${wider}; the portal sends at most ${ourMax}.`, ...maxima);
  }

  const [ourMin, theirMin] = [mine.bounds[min] ?? 0, their.bounds[min] ?? 0];
  const minima = [`${min} ${mine.bounds[min] ?? 'none'}`, `${min} ${their.bounds[min] ?? 'none'}`] as const;
  if (theirMin > ourMin) {
    const refused = values?.filter((value) => (size(value) ?? theirMin) < theirMin);
    if (!refused)
      sink.tightened(
        min,
        `The portal sends as few as ${amount(ourMin, unit)}; the provider accepts at least ${theirMin}.`,
        ...minima,
      );
    else if (refused.length > 0)
      sink.tightened(
        min,
        `The portal sends ${listValues(refused, sized)}; the provider accepts at least ${amount(theirMin, unit)}.`,
        ...minima,
      );
  } else if (theirMin < ourMin) {
    sink.widened(
      min,
      `The provider accepts as few as ${amount(theirMin, unit)}; the portal sends at least ${ourMin}.`,
      ...minima,
    );
  }
}

/** One end of a numeric range and where it comes from: a keyword, or an integer format. */
type Edge = Limit & { keyword: string; shown: string };
type Side = 'maximum' | 'minimum';

const INTEGER_FORMATS: Record<string, Record<Side, [number, string]>> = {
  int32: { minimum: [-(2 ** 31), '-2147483648'], maximum: [2 ** 31 - 1, '2147483647'] },
  int64: { minimum: [-(2 ** 63), '-9223372036854775808'], maximum: [2 ** 63 - 1, '9223372036854775807'] },
};
/** Formats whose only effect on a number is its range (or none: Jackson reads any JSON number into a float or double). */
const NUMERIC_FORMATS = new Set(['int32', 'int64', 'float', 'double']);

const isNumericFormat = (format: string | undefined) => format === undefined || NUMERIC_FORMATS.has(format);

/** `sign` 1 for a maximum, -1 for a minimum: > 0 when `a` lies beyond `b`. */
const beyond = (a: number, b: number, side: Side) => (a - b) * (side === 'maximum' ? 1 : -1);

/** The binding end of a side: the stated limit or the integer format's, whichever is tighter. */
function edgeOf(view: SchemaView, side: Side): Edge | undefined {
  const limit = view.bounds[side];
  const exclusiveKeyword = side === 'maximum' ? 'exclusiveMaximum' : 'exclusiveMinimum';
  const stated: Edge | undefined = limit && {
    ...limit,
    keyword: limit.exclusive ? exclusiveKeyword : side,
    shown: String(limit.value),
  };
  const range = view.format === undefined ? undefined : INTEGER_FORMATS[view.format]?.[side];
  const implied: Edge | undefined = range && {
    value: range[0],
    exclusive: false,
    keyword: 'format',
    shown: `${range[1]} (${view.format})`,
  };
  if (!stated || !implied) return stated ?? implied;
  const past = beyond(stated.value, implied.value, side);
  return past < 0 || (past === 0 && stated.exclusive) ? stated : implied;
}

/** An integer's inclusive end (`exclusiveMaximum: 10` is `maximum: 9`): the portal sends integers only. */
function integral(edge: Edge | undefined, side: Side): Edge | undefined {
  if (!edge) return undefined;
  const value =
    side === 'maximum'
      ? edge.exclusive
        ? Math.ceil(edge.value) - 1
        : Math.floor(edge.value)
      : edge.exclusive
        ? Math.floor(edge.value) + 1
        : Math.ceil(edge.value);
  return { ...edge, value, exclusive: false };
}

/** True when every value up to (down to) `ours` is accepted by `theirs`. */
function inside(ours: Edge | undefined, theirs: Edge | undefined, side: Side): boolean {
  if (!theirs) return true;
  if (!ours) return false;
  const past = beyond(ours.value, theirs.value, side);
  return past < 0 || (past === 0 && (ours.exclusive || !theirs.exclusive));
}

const admits = (value: number, edge: Edge, side: Side): boolean => {
  const past = beyond(value, edge.value, side);
  return past < 0 || (past === 0 && !edge.exclusive);
};

/** maximum/exclusiveMaximum or minimum/exclusiveMinimum, with integer formats' ranges. */
function compareRange(side: Side, mine: SchemaView, their: SchemaView, values: unknown[] | undefined, sink: Sink) {
  const [ours, theirs] = [edgeOf(mine, side), edgeOf(their, side)];
  const integer = isInteger(mine);
  const [ourEnd, theirEnd] = integer ? [integral(ours, side), integral(theirs, side)] : [ours, theirs];
  const texts = [
    ours ? `${ours.keyword} ${ours.shown}` : `${side} none`,
    theirs ? `${theirs.keyword} ${theirs.shown}` : `${side} none`,
  ] as const;
  const [upTo, atMost, onlyBeyond] =
    side === 'maximum' ? ['up to', 'at most', 'only values below'] : ['down to', 'at least', 'only values above'];
  const describe = (edge: Edge) => `${edge.exclusive ? onlyBeyond : atMost} ${edge.shown}`;
  if (theirs && theirEnd && !inside(ourEnd, theirEnd, side)) {
    const refused = values?.filter((value) => typeof value === 'number' && !admits(value, theirEnd, side));
    const sends = refused ? listValues(refused) : `values ${upTo} ${ours ? ours.shown : 'unbounded'}`;
    if (!refused || refused.length > 0)
      sink.tightened(theirs.keyword, `The portal sends ${sends}; the provider accepts ${describe(theirs)}.`, ...texts);
    return;
  }
  const same = ourEnd?.value === theirEnd?.value && ourEnd?.exclusive === theirEnd?.exclusive;
  if (ours && !same) {
    const wider = theirs ? describe(theirs) : `any value (no ${side})`;
    sink.widened(ours.keyword, `The provider accepts ${wider}; the portal sends ${describe(ours)}.`, ...texts);
  }
}

/** `a` is a whole multiple of `b` (decimal steps such as 0.01 compared with a tolerance). */
const isMultiple = (a: number, b: number): boolean => {
  const quotient = a / b;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9 * Math.max(1, Math.abs(quotient));
};

/** multipleOf, and a provider that accepts integers only where the portal sends any number. */
function compareSteps(mine: SchemaView, their: SchemaView, values: unknown[] | undefined, sink: Sink) {
  const integer = isInteger(mine);
  const ours = [...mine.bounds.multipleOf, ...(integer ? [1] : [])];
  const required = [
    ...their.bounds.multipleOf.map((step) => ({ step, keyword: 'multipleOf' })),
    ...(isInteger(their) && !integer ? [{ step: 1, keyword: 'type' }] : []),
  ];
  const stated = (view: SchemaView) =>
    `multipleOf ${view.bounds.multipleOf.join(' and ') || 'none'}${isInteger(view) ? ' (integer)' : ''}`;
  const sends =
    mine.bounds.multipleOf.length > 0
      ? `multiples of ${mine.bounds.multipleOf.join(' and ')}`
      : integer
        ? 'any integer'
        : 'any number';
  let tightened = false;
  for (const { step, keyword } of required) {
    const refused = values?.filter((value) => typeof value === 'number' && !isMultiple(value, step));
    if (refused ? refused.length === 0 : ours.some((own) => isMultiple(own, step))) continue;
    tightened = true;
    const only = keyword === 'type' ? 'only integers' : `only multiples of ${step}`;
    sink.tightened(
      keyword,
      `The portal sends ${refused ? listValues(refused) : sends}; the provider accepts ${only}.`,
      stated(mine),
      stated(their),
    );
  }
  const same =
    mine.bounds.multipleOf.length === their.bounds.multipleOf.length &&
    mine.bounds.multipleOf.every((step) => their.bounds.multipleOf.includes(step));
  if (!tightened && mine.bounds.multipleOf.length > 0 && !same) {
    const wider =
      their.bounds.multipleOf.length > 0 ? `multiples of ${their.bounds.multipleOf.join(' and ')}` : 'any step';
    sink.widened(
      'multipleOf',
      `The provider accepts ${wider}; the portal sends ${sends}.`,
      stated(mine),
      stated(their),
    );
  }
}

/** The pattern as JSON Schema reads it (ECMAScript, Unicode), or undefined when JavaScript cannot compile it. */
function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

const UNPROVEN = 'the values the portal sends cannot be shown to match it (not compared exactly)';

function comparePatterns(mine: SchemaView, their: SchemaView, values: unknown[] | undefined, sink: Sink) {
  const [ours, theirs] = [mine.bounds.patterns, their.bounds.patterns];
  const expected = `pattern ${ours.join(' and ') || 'none'}`;
  const added = theirs.filter((pattern) => !ours.includes(pattern));
  for (const pattern of added) {
    const regex = compile(pattern);
    const refused = regex && values?.filter((value) => typeof value !== 'string' || !regex.test(value));
    if (refused) {
      if (refused.length > 0)
        sink.tightened(
          'pattern',
          `The portal sends ${listValues(refused)}; the provider accepts only values matching ${pattern}.`,
          expected,
          `pattern ${pattern}`,
        );
      continue;
    }
    const instead = ours.length > 0 ? `instead of ${ours.join(' and ')}` : "which the portal's contract does not state";
    sink.unproven(
      'pattern',
      `The provider checks the pattern ${pattern}, ${instead}: ${UNPROVEN}.`,
      expected,
      `pattern ${pattern}`,
    );
  }
  if (added.length > 0) return;
  for (const pattern of ours.filter((own) => !theirs.includes(own)))
    sink.widened(
      'pattern',
      `The provider no longer checks the pattern ${pattern}.`,
      expected,
      `pattern ${theirs.join(' and ') || 'none'}`,
    );
}

/** Formats whose values are all values of others (an `int32` is an `int64`). */
const WIDER_FORMATS: Record<string, string[]> = {
  email: ['idn-email'],
  hostname: ['idn-hostname'],
  uri: ['iri', 'uri-reference', 'iri-reference'],
  iri: ['iri-reference'],
  'uri-reference': ['iri-reference'],
};

/** Formats a listed value can be checked against exactly. */
const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value) && !Number.isNaN(Date.parse(value)),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  email: (value) => /^[^\s@]+@[^\s@]+$/.test(value),
  uri: (value) => /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value),
};

function compareFormat(mine: SchemaView, their: SchemaView, values: unknown[] | undefined, sink: Sink) {
  const [ours, theirs] = [mine.format, their.format];
  if (ours === theirs) return;
  // A number's format is its range (compareRange) or nothing a JSON number can fail.
  if (isNumeric(mine) && isNumericFormat(ours) && isNumericFormat(theirs)) return;
  const texts = [`format ${ours ?? 'none'}`, `format ${theirs ?? 'none'}`] as const;
  if (theirs === undefined) {
    sink.widened('format', `The provider no longer checks the format ${ours ?? ''}.`, ...texts);
    return;
  }
  if (ours !== undefined && WIDER_FORMATS[ours]?.includes(theirs)) {
    sink.widened('format', `The provider accepts ${theirs}, which includes every ${ours} the portal sends.`, ...texts);
    return;
  }
  const check = FORMAT_CHECKS[theirs];
  if (check && values?.every((value) => typeof value === 'string')) {
    const refused = values.filter((value) => typeof value === 'string' && !check(value));
    if (refused.length > 0)
      sink.tightened(
        'format',
        `The portal sends ${listValues(refused)}, which the format ${theirs} refuses.`,
        ...texts,
      );
    return;
  }
  const instead = ours === undefined ? "which the portal's contract does not state" : `instead of ${ours}`;
  sink.unproven('format', `The provider checks the format ${theirs}, ${instead}: ${UNPROVEN}.`, ...texts);
}

/**
 * Compares the constraints of one value the portal sends (a body property, a parameter, an item)
 * with the provider's. `uses(cls)` is breaking-for-portal for a used operation and `cls` otherwise.
 */
export function compareSentBounds(
  mine: SchemaView,
  their: SchemaView,
  pointer: string,
  uses: (unused: FindingClass) => FindingClass,
  add: Add,
): void {
  const sink: Sink = {
    tightened: (constraint, message, expected, actual) =>
      add('constraint-tightened', uses('spec-debt'), pointer, message, expected, actual, constraint),
    widened: (constraint, message, expected, actual) =>
      add('constraint-widened', 'info', pointer, message, expected, actual, constraint),
    unproven: (constraint, message, expected, actual) =>
      add('constraint-unproven', uses('spec-debt'), pointer, message, expected, actual, constraint),
  };
  const values = mine.enum?.map((text): unknown => JSON.parse(text));
  if (accepts(mine, 'string')) compareSize(CHARACTERS, mine, their, values, sink);
  if (accepts(mine, 'array')) compareSize(ITEMS, mine, their, values, sink);
  if (isNumeric(mine)) {
    compareRange('maximum', mine, their, values, sink);
    compareRange('minimum', mine, their, values, sink);
    compareSteps(mine, their, values, sink);
  }
  if (accepts(mine, 'string')) comparePatterns(mine, their, values, sink);
  compareFormat(mine, their, values, sink);
}

/** A parameter's value (and the items of an array parameter, `…/*`): its constraints. */
export function compareSentValue(
  ours: JsonObject,
  theirs: JsonObject,
  pointer: string,
  uses: (unused: FindingClass) => FindingClass,
  add: Add,
  depth = 0,
): void {
  const [mine, their] = [viewSchema(ours), viewSchema(theirs)];
  compareSentBounds(mine, their, pointer, uses, add);
  if (depth < 4 && mine.items && their.items && sameTypes(typesOf(mine.items), typesOf(their.items)))
    compareSentValue(mine.items, their.items, `${pointer}/*`, uses, add, depth + 1);
}
