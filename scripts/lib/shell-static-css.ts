/**
 * The static rules of the shell's plainly rendered elements (PERF-09, src/components/static-classes.ts):
 * icons as Joy's `SvgIcon`, navigation entries as Joy's `ListItem` and `ListItemButton` in the
 * navigation's `List`, the collapsed rail's label, the layout's boxes. Generated at build time into the frame's stylesheet
 * from Joy's own style functions, called with the theme and the props the Joy components had, so the
 * plain elements keep Joy's look (both schemes, the colour-blind palette, the parent's CSS variables)
 * without a component, an emotion serialisation or a style insertion per render.
 */
import { createRequire } from 'node:module';
import { STATIC_CLASS } from '../../src/components/static-classes.ts';
import { HEADER_HEIGHT, MEDIA } from '../../src/shell/shell-size.ts';
import { declarations, joyTheme, toCss, type Declarations } from './joy-static-css.ts';

// Joy's CommonJS build: Node's ESM resolver refuses its folders (no `exports` map).
const require = createRequire(import.meta.url);

type Theme = ReturnType<typeof joyTheme>;
type OwnerState = Record<string, unknown>;

/**
 * The style object a Joy styled component produces for `ownerState`: its style arguments called with
 * the theme and merged in order, as emotion serialises them (arrays flattened, falsy parts skipped).
 */
export function joyComponentStyles(component: unknown, theme: Theme, ownerState: OwnerState): Declarations {
  // Emotion keeps a styled component's style arguments (objects, or functions of the props) on it.
  const styles: unknown =
    typeof component === 'function' || (typeof component === 'object' && component !== null)
      ? Reflect.get(component, '__emotion_styles')
      : undefined;
  if (!Array.isArray(styles)) throw new Error('Joy component without emotion styles (Joy upgraded?)');
  const merged: Declarations = {};
  const add = (part: unknown): void => {
    if (Array.isArray(part)) return part.forEach(add);
    if (typeof part === 'function') return add(part({ theme, ownerState }));
    if (typeof part === 'object' && part !== null) Object.assign(merged, declarations(part));
  };
  styles.forEach(add);
  return merged;
}

const joyExport = (path: string, name: string): unknown => {
  const module: Record<string, unknown> = require(`@mui/joy/node/${path}`);
  if (!module[name]) throw new Error(`@mui/joy/node/${path} exports no ${name} (Joy upgraded?)`);
  return module[name];
};

const cls = (name: keyof typeof STATIC_CLASS) => `.${STATIC_CLASS[name]}`;

/** The shell's static rules. */
export function shellStaticCss(theme: Theme = joyTheme()): string {
  const vars = theme.vars;
  // The navigation's entries, as Navigation rendered them with Joy: a ListItem (plain, neutral) in
  // the List, a ListItemButton (plain, neutral, horizontal) as its first child.
  const item = joyComponentStyles(joyExport('ListItem/ListItem.js', 'StyledListItem'), theme, {
    variant: 'plain',
    color: 'neutral',
    'data-first-child': '',
  });
  const link = joyComponentStyles(joyExport('ListItemButton/ListItemButton.js', 'StyledListItemButton'), theme, {
    variant: 'plain',
    color: 'neutral',
    orientation: 'horizontal',
    'data-first-child': '',
  });
  return [
    // Joy's SvgIcon root (SvgIcon.js), sizes md and sm.
    toCss(cls('icon'), {
      userSelect: 'none',
      margin: 'var(--Icon-margin)',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      fill: 'currentColor',
      flexShrink: 0,
      fontSize: `var(--Icon-fontSize, ${vars.fontSize.xl2})`,
      color: `var(--Icon-color, ${vars.palette.text.icon})`,
    }),
    // An explicit size (`size="sm"`) sets the variable too, so it wins over the parent's (a Chip's, a Button's).
    toCss(cls('iconSmall'), {
      '--Icon-fontSize': vars.fontSize.xl,
      fontSize: `var(--Icon-fontSize, ${vars.fontSize.xl})`,
    }),
    toCss(cls('navItem'), item),
    // Joy's List gives every item but the first the list's gap (its `data-first-child`).
    toCss(`${cls('navItem')}:not(:first-child)`, { marginBlockStart: 'var(--List-gap)' }),
    toCss(cls('navLink'), link),
    // ListItemButton grows to fill its ListItem (its `.MuiListItem-root > &` rule).
    toCss(`${cls('navItem')} > ${cls('navLink')}`, {
      '--unstable_ListItem-flex': '1 0 0%',
    }),
    // In the collapsed rail the link sits in the label's box, not first in its ListItem: Joy gave it the list's gap above.
    toCss(`${cls('railTipAnchor')} > ${cls('navLink')}`, { marginBlockStart: 'var(--List-gap)' }),
    // The opened area's entry (React Router's `active`), as Navigation's `sx` made it.
    toCss(`${cls('navLink')}.active`, {
      backgroundColor: vars.palette.primary.softBg,
      color: vars.palette.primary.softColor,
      fontWeight: vars.fontWeight.lg,
    }),
    // Joy's ListItemDecorator (horizontal parent) and ListItemContent roots.
    toCss(cls('navDecorator'), {
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'var(--unstable_ListItemDecorator-alignItems, center)',
      minInlineSize: 'var(--ListItemDecorator-size)',
      marginInlineEnd: 'calc(-1 * var(--ListItem-gap))',
    }),
    toCss(cls('navLabel'), { flex: '1 1 auto', minWidth: 0 }),
    // The collapsed rail's label (RailTooltip), beside its entry.
    toCss(cls('railTipAnchor'), { position: 'relative', width: '100%' }),
    toCss(cls('railTip'), {
      position: 'absolute',
      left: 'calc(100% + 12px)',
      top: '50%',
      transform: 'translateY(-50%)',
      zIndex: vars.zIndex.tooltip,
      padding: `${theme.spacing(0.5)} ${theme.spacing(1)}`,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.palette.neutral.solidBg,
      color: vars.palette.neutral.solidColor,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.sm,
      whiteSpace: 'nowrap',
      boxShadow: vars.shadow.sm,
    }),
    ...layoutRules(theme),
  ].join('\n');
}

/** The shell's layout boxes, as the `sx` of the Joy `Box`es they were (Joy's spacing and palette variables). */
function layoutRules(theme: Theme): string[] {
  const { vars } = theme;
  const space = (factor: number) => theme.spacing(factor);
  const surface = { backgroundColor: vars.palette.background.surface };
  return [
    toCss(cls('shell'), { display: 'flex', minHeight: '100dvh', maxWidth: '100vw' }),
    toCss(cls('skipLink'), {
      position: 'absolute',
      left: '-9999px',
      '&:focus': { left: '8px', top: '8px', zIndex: 2000, padding: space(1), ...surface },
    }),
    // The rail's width and its foot's display follow the layout: the element's own style sets them.
    toCss(cls('rail'), {
      flexShrink: 0,
      // The rail stays in view on a long page, its collapse button at the viewport's bottom: a page that
      // grows (a table arriving) moves nothing of it (CLS 0).
      position: 'sticky',
      top: 0,
      height: '100dvh',
      overflowY: 'auto',
      borderRight: '1px solid',
      borderColor: vars.palette.divider,
      ...surface,
      display: 'flex',
      flexDirection: 'column',
      gap: space(1),
      paddingTop: space(1.5),
      paddingBottom: space(1.5),
      transition: 'width 150ms',
    }),
    toCss(cls('railLogo'), {
      paddingLeft: space(1.5),
      paddingRight: space(1.5),
      display: 'flex',
      alignItems: 'center',
    }),
    toCss(cls('railFoot'), { marginTop: 'auto', paddingLeft: space(1.5), paddingRight: space(1.5) }),
    toCss(cls('logoMark'), { display: 'flex', color: vars.palette.primary.solidBg, fontSize: vars.fontSize.xl2 }),
    toCss(cls('shellMain'), { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }),
    toCss(cls('content'), { flex: 1, outline: 'none' }),
    toCss(cls('header'), {
      position: 'relative',
      height: `${HEADER_HEIGHT}px`,
      display: 'flex',
      alignItems: 'center',
      gap: space(2),
      paddingLeft: space(2),
      paddingRight: space(2),
      borderBottom: '1px solid',
      borderColor: vars.palette.divider,
      ...surface,
      [MEDIA.compact]: { gap: space(1), paddingLeft: space(1), paddingRight: space(1) },
    }),
    toCss(cls('headerPicker'), { minWidth: 0, flex: '0 1 auto', [MEDIA.compact]: { flex: '1 1 auto' } }),
    toCss(cls('headerSpacer'), { flex: 1, [MEDIA.compact]: { flex: 0 } }),
  ];
}
