/** The icons of the shell's navigation, by name: the route table and remote areas' config choose from these. */
export const AREA_ICONS = [
  'pulse',
  'customers',
  'environments',
  'overlays',
  'hub',
  'products',
  'documentation',
  'users',
  'metrics',
  'downloads',
] as const;

export type AreaIcon = (typeof AREA_ICONS)[number];
