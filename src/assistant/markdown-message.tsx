import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { stripCitations } from './chat-message';
import { CodeBlock } from './code-block';
import { safeUrl } from './safe-url';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link that opens in a new tab without opener; an unsafe one (href emptied by {@link safeUrl}) is plain text. */
function SafeLink({ href, children }: ComponentProps<'a'> & ExtraProps) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} {...NEW_TAB}>
      {children}
    </a>
  );
}

/** Never loads an image: a link to it instead (opens in a new tab on click), or its text when unsafe. */
function ImageLink({ src, alt }: ComponentProps<'img'> & ExtraProps) {
  const { t } = useTranslation();
  const label = alt ? t('assistant.image', { alt }) : t('assistant.imageUntitled');
  if (typeof src !== 'string' || !src) return <span>{label}</span>;
  return (
    <a href={src} {...NEW_TAB}>
      {label}
    </a>
  );
}

/** A GFM task-list box as a character: a disabled, unlabelled checkbox would only confuse screen readers. */
function TaskBox({ checked }: ComponentProps<'input'> & ExtraProps) {
  return <span>{checked ? '☑ ' : '☐ '}</span>;
}

// Headings start at level 3: the popup's title is the level-2 heading.
const COMPONENTS: Components = {
  a: SafeLink,
  img: ImageLink,
  pre: CodeBlock,
  input: TaskBox,
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  h6: 'h6',
};

// What GFM Markdown produces; anything else (there should be nothing) is unwrapped to its content.
const ALLOWED_ELEMENTS =
  'p a strong em del code pre blockquote hr br img sup section ul ol li input table thead tbody tr th td h1 h2 h3 h4 h5 h6'.split(
    ' ',
  );

export type MarkdownMessageProps = { text: string };

/**
 * An assistant message as GFM Markdown (CHAT-07), without citation markers (CHAT-08), and inert
 * (CHAT-13): raw HTML stays text, unsafe links and all images become plain text or links.
 */
export function MarkdownMessage({ text }: MarkdownMessageProps) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      urlTransform={safeUrl}
      components={COMPONENTS}
      allowedElements={ALLOWED_ELEMENTS}
      unwrapDisallowed
    >
      {stripCitations(text)}
    </Markdown>
  );
}
