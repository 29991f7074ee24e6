/**
 * Colours of highlight.js tokens from Joy's palette, so they follow light and dark mode and keep
 * WCAG AA contrast on the code block's background (checked by the axe scans of the e2e tests).
 */
export const CODE_TOKEN_STYLES = {
  '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in, & .hljs-type, & .hljs-meta': {
    color: 'var(--joy-palette-primary-plainColor)',
  },
  '& .hljs-string, & .hljs-regexp, & .hljs-addition, & .hljs-symbol': {
    color: 'var(--joy-palette-success-plainColor)',
  },
  '& .hljs-number, & .hljs-literal, & .hljs-variable, & .hljs-template-variable, & .hljs-attr, & .hljs-attribute': {
    color: 'var(--joy-palette-warning-plainColor)',
  },
  '& .hljs-title, & .hljs-name, & .hljs-section, & .hljs-deletion': {
    color: 'var(--joy-palette-danger-plainColor)',
  },
  '& .hljs-comment, & .hljs-quote': { color: 'var(--joy-palette-text-tertiary)', fontStyle: 'italic' },
} as const;
