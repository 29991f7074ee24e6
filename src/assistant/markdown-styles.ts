/** Typography of rendered assistant Markdown inside the narrow popup. */
export const MARKDOWN_STYLES = {
  fontSize: 'sm',
  lineHeight: 'md',
  color: 'text.primary',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p, & ul, & ol, & blockquote': { my: 1 },
  '& ul, & ol': { pl: 2.5 },
  '& h3, & h4, & h5, & h6': { fontSize: 'md', fontWeight: 'lg', mt: 1.5, mb: 0.5 },
  '& a': { color: 'primary.plainColor' },
  '& :not(pre) > code': {
    fontFamily: 'code',
    fontSize: '0.9em',
    px: 0.5,
    borderRadius: 'xs',
    bgcolor: 'background.level1',
  },
  '& blockquote': { pl: 1.5, mx: 0, borderLeft: '3px solid', borderColor: 'divider', color: 'text.secondary' },
  // Tables wrap instead of scrolling sideways: a scroll area would need its own keyboard stop.
  '& table': { width: '100%', my: 1, borderCollapse: 'collapse', fontSize: 'xs' },
  // Cells break only words that cannot fit (the message's `anywhere` would split every word in a narrow column).
  '& th, & td': {
    border: '1px solid',
    borderColor: 'divider',
    px: 1,
    py: 0.5,
    textAlign: 'left',
    overflowWrap: 'break-word',
  },
  '& th': { bgcolor: 'background.level1' },
} as const;
