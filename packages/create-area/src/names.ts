/**
 * The names a project is made of, from the area's id, and the rules for them: the same id rule as the
 * portal's runtime config (`^[a-z][a-z0-9-]{1,30}$`), titles that fit into any file of the template.
 */

export type AreaNames = {
  /** The area's id: runtime config, `/remotes/<id>/`, i18n namespace, Kubernetes names. */
  readonly id: string;
  readonly titleEn: string;
  readonly titleDe: string;
};

const ID = /^[a-z][a-z0-9-]{1,30}$/;
// Titles go into TypeScript strings, JSON and YAML comments of the template as they are.
const TITLE = /^[^'"`\\\n\r<>{}$]{1,60}$/;

/** Why `id` cannot be an area's id, or undefined when it can. */
export function idProblem(id: string): string | undefined {
  if (!ID.test(id))
    return `"${id}" is not an area id: lower-case letters, digits and "-", starting with a letter, 2 to 31 characters (e.g. fleet-health).`;
  if (id.endsWith('-') || id.includes('--')) return `"${id}" is not an area id: no "-" at its end and no "--".`;
  return undefined;
}

/** Why `title` cannot be a title, or undefined when it can. */
export function titleProblem(title: string): string | undefined {
  return TITLE.test(title)
    ? undefined
    : `"${title}" is not a title: 1 to 60 characters without quotes, backslashes, < > { } $ or line breaks.`;
}

/** `fleet-health` → `Fleet health`. */
export const defaultTitle = (id: string): string => {
  const words = id.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The strings of the example area (examples/remote-area, the template) and what each becomes in a new
 * project; every other byte of the template is copied as it is.
 */
export const EXAMPLE_NAMES: AreaNames = {
  id: 'customer-insights',
  titleEn: 'Customer insights',
  titleDe: 'Kundeneinblicke',
};

/** The forms a project's names take in its files: id, federation name, environment variable part, titles. */
const forms = (names: AreaNames): string[] => {
  const underscored = names.id.replaceAll('-', '_');
  return [names.id, underscored, underscored.toUpperCase(), names.titleEn, names.titleDe];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const EXAMPLE_FORMS = forms(EXAMPLE_NAMES);
const EXAMPLE_PATTERN = new RegExp(EXAMPLE_FORMS.map(escape).join('|'), 'g');

/** Rewrites one template file from the example's names to the project's, in one pass. */
export function renameText(text: string, names: AreaNames): string {
  const to = forms(names);
  return text.replace(EXAMPLE_PATTERN, (found) => to[EXAMPLE_FORMS.indexOf(found)]!);
}
