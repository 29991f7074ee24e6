import { Fragment } from 'react';

/** `text` with the matched spans in `<mark>`, so the user sees why an entry matched (UX-03, UX-07). */
export function HighlightedText({ text, ranges }: { text: string; ranges: ReadonlyArray<readonly [number, number]> }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark
            key={index}
            style={{ background: 'none', color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
          >
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
