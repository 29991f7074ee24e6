import { useTranslation } from 'react-i18next';
import type { Element, ElementContent } from 'hast';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { highlightCode } from './highlight';
import { CheckIcon, CopyIcon } from './icons';
import { CODE_TOKEN_STYLES } from './code-token-styles';
import { useCopy } from './use-copy';

const textOf = (nodes: readonly ElementContent[]): string =>
  nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : ''))
    .join('');

/** The code element of a `<pre>`, its language (from `language-x`) and its text. */
function readCode(pre: Element | undefined): { language?: string; code: string } {
  const code = pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const classes = code?.properties.className;
  const language = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  // Markdown code fences end with a newline; the copy should not.
  return { language, code: textOf(code?.children ?? []).replace(/\n$/, '') };
}

export type CodeBlockProps = { node?: Element };

/** A fenced code block: highlighted, horizontally scrollable, with a copy button (CHAT-12). */
export function CodeBlock({ node }: CodeBlockProps) {
  const { t } = useTranslation();
  const { language, code } = readCode(node);
  const { copied, copy } = useCopy();
  return (
    <Box sx={{ my: 1, borderRadius: 'sm', bgcolor: 'background.level1', border: '1px solid', borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 1.5, pr: 0.5, py: 0.25 }}>
        <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
          {language ?? ''}
        </Typography>
        <Button
          size="sm"
          variant="plain"
          color="neutral"
          startDecorator={copied ? <CheckIcon /> : <CopyIcon />}
          onClick={() => void copy(code)}
        >
          <span aria-live="polite">{copied ? t('assistant.copied') : t('assistant.copy')}</span>
        </Button>
      </Box>
      {/* Long lines scroll sideways; tabIndex lets keyboard users scroll too (axe: scrollable-region-focusable). */}
      <Box
        component="pre"
        tabIndex={0}
        sx={{ m: 0, px: 1.5, pb: 1, overflowX: 'auto', fontFamily: 'code', fontSize: 'sm', ...CODE_TOKEN_STYLES }}
      >
        <code>{highlightCode(code, language)}</code>
      </Box>
    </Box>
  );
}
