import { STATIC_CLASS } from './static-classes';

const CLASS_NAME = { md: STATIC_CLASS.icon, sm: `${STATIC_CLASS.icon} ${STATIC_CLASS.iconSmall}` } as const;

/**
 * A decorative icon (a 24×24 Material Design path) as plain SVG, styled by the static stylesheet as
 * Joy's `SvgIcon` is, CSS variables of the parent included (PERF-09: one element, not a component
 * with an emotion rule). Its meaning is always carried by a text or accessible name beside it.
 */
export function PlainIcon({ path, size = 'md' }: { path: string; size?: keyof typeof CLASS_NAME }) {
  return (
    <svg className={CLASS_NAME[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
