/**
 * Class names of the shell's statically styled elements (PERF-09). Their rules are in the frame's
 * stylesheet, generated at build time from Joy's own style functions (scripts/lib/shell-static-css.ts),
 * so these elements look as the Joy components they stand for and cost no component, no emotion
 * serialisation and no style insertion at render.
 */
export const STATIC_CLASS = {
  /** Joy's `SvgIcon` (size md). */
  icon: 'portal-icon',
  /** Joy's `SvgIcon` (size sm), with `icon`. */
  iconSmall: 'portal-icon-sm',
  /** A navigation entry: Joy's `ListItem` in the navigation's `List`. */
  navItem: 'portal-nav-item',
  /** Its link: Joy's `ListItemButton`, with the opened area's look when React Router marks it `active`. */
  navLink: 'portal-nav-link',
  /** The link's icon box: Joy's `ListItemDecorator`. */
  navDecorator: 'portal-nav-decorator',
  /** The link's text: Joy's `ListItemContent`. */
  navLabel: 'portal-nav-label',
  /** The collapsed rail's entry box and the label drawn beside it (src/shell/rail-tooltip.tsx). */
  railTipAnchor: 'portal-rail-tip-anchor',
  railTip: 'portal-rail-tip',
  /** The shell's boxes (src/shell/shell-layout.tsx, src/shell/header.tsx), as their Joy `Box`es' `sx` made them. */
  shell: 'portal-shell',
  skipLink: 'portal-skip-link',
  rail: 'portal-rail',
  railLogo: 'portal-rail-logo',
  railFoot: 'portal-rail-foot',
  logoMark: 'portal-logo-mark',
  shellMain: 'portal-shell-main',
  content: 'portal-content',
  header: 'portal-header',
  headerPicker: 'portal-header-picker',
  headerSpacer: 'portal-header-spacer',
} as const;
