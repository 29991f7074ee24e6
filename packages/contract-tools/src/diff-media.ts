/**
 * contract:diff, the media types of a request body (CON-15): the portal's client sends its body as
 * the media type its contract declares (`application/json`), so the provider must still accept that
 * type, itself or through a range that includes it. Modelled on oasdiff's
 * `request-body-media-type-removed`, with one difference: a replacement that includes what the
 * portal sends (`application/*+json`, `application/*`, `*\/*`, `application/json;charset=UTF-8`)
 * changes nothing for the portal and is no finding.
 */
import type { FindingClass } from './findings.ts';
import { asObject, escapeSegment, isObject, type JsonObject } from './json.ts';
import type { Add } from './diff-schema.ts';
import { bareMediaType } from './specs.ts';

/**
 * How closely a media range includes a media type (both without parameters, lower case): 4 the same
 * type, 3 a structured syntax suffix range (`application/*+json` includes `application/json` and
 * `application/problem+json`), 2 a subtype range (`application/*`), 1 any (`*\/*`), 0 not at all.
 */
export function inclusion(range: string, type: string): number {
  if (range === type) return 4;
  if (range === '*/*') return 1;
  const [rangeType, rangeSubtype = ''] = range.split('/');
  const [typeType, typeSubtype = ''] = type.split('/');
  if (rangeType !== typeType) return 0;
  if (rangeSubtype === '*') return 2;
  const suffix = rangeSubtype.startsWith('*+') ? rangeSubtype.slice(2) : undefined;
  return suffix !== undefined && (typeSubtype === suffix || typeSubtype.endsWith(`+${suffix}`)) ? 3 : 0;
}

/** The key of `content` that accepts a body of the media type `sent`, the closest first; undefined when none does. */
export function acceptingMediaType(content: JsonObject, sent: string): string | undefined {
  const wanted = bareMediaType(sent);
  return Object.keys(content)
    .map((key) => ({ key, rank: inclusion(bareMediaType(key), wanted) }))
    .filter(({ rank }) => rank > 0)
    .toSorted((a, b) => b.rank - a.rank)[0]?.key;
}

/** The schema of a body the portal sends and the provider's schema for it. */
export type SentBody = { mine: JsonObject; theirs: JsonObject };

/**
 * Each media type of the portal's request body (`ours`) against the provider's (`theirs`): one the
 * provider no longer accepts is `media-type-removed`, naming the types it does accept; the others
 * give the pair of schemas to compare field by field. `uses(cls)` as in compareRequestBody.
 */
export function compareBodyMediaTypes(
  ours: JsonObject,
  theirs: JsonObject,
  uses: (unused: FindingClass) => FindingClass,
  add: Add,
): SentBody[] {
  const theirContent = asObject(theirs.content);
  const bodies: SentBody[] = [];
  for (const [sent, media] of Object.entries(asObject(ours.content))) {
    const key = acceptingMediaType(theirContent, sent);
    if (key === undefined) {
      const accepted = Object.keys(theirContent).join(', ') || 'none';
      add(
        'media-type-removed',
        uses('spec-debt'),
        `#/requestBody/content/${escapeSegment(sent)}`,
        `The provider no longer accepts the body as ${sent}, the media type the portal sends; it accepts ${accepted}.`,
        sent,
        accepted,
      );
      continue;
    }
    const [mine, their] = [asObject(media).schema, asObject(theirContent[key]).schema];
    if (isObject(mine) && isObject(their)) bodies.push({ mine, theirs: their });
  }
  return bodies;
}
