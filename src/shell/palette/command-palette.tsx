// The combobox pattern needs a listbox of styled options that native <select>/<datalist> cannot give.
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { HighlightedText } from '@/components/highlighted-text';
import { useDocumentTitle } from '../document-title';
import { filterCommands } from './filter-commands';
import { paletteCommands, type PaletteAction, type PaletteInput } from './palette-commands';

export type CommandPaletteProps = Omit<PaletteInput, 't'> & {
  open: boolean;
  onClose: () => void;
  onRun: (action: PaletteAction) => void;
};

const OPTION_SX = {
  display: 'flex',
  gap: 1,
  alignItems: 'baseline',
  px: 1.5,
  py: 1,
  borderRadius: 'sm',
  cursor: 'pointer',
  '&[aria-selected="true"]': { bgcolor: 'primary.softBg', color: 'primary.softColor' },
} as const;

// Typing starts at once: the input takes focus as it appears (the modal keeps focus already inside).
const focusOnMount = (node: HTMLInputElement | null) => {
  node?.focus();
};

// The active option stays visible while arrows move through a long list.
const scrollIntoView = (node: HTMLElement | null) => {
  node?.scrollIntoView?.({ block: 'nearest' });
};

/**
 * The command palette (UX-03), its own chunk: a WAI-ARIA combobox whose listbox follows the typed
 * text; the active option is announced through `aria-activedescendant`, so focus stays in the input.
 */
export default function CommandPalette({ open, onClose, onRun, routes, subject, customers }: CommandPaletteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const commands = useMemo(() => paletteCommands({ routes, subject, customers, t }), [routes, subject, customers, t]);
  const results = useMemo(() => filterCommands(commands, query), [commands, query]);
  const current = Math.min(active, results.length - 1);
  useDocumentTitle(open ? t('palette.title') : undefined, 'popup');
  const optionId = (index: number) => `${id}-option-${index}`;
  const run = (index: number) => {
    const result = results[index];
    if (!result) return;
    onClose();
    onRun(result.command.action);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: results.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined && results.length > 0) {
      event.preventDefault();
      setActive((next + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(current);
    }
  };
  return (
    <Modal open={open} onClose={onClose} disableRestoreFocus>
      <ModalDialog
        aria-labelledby={`${id}-title`}
        layout="center"
        sx={{ width: 560, maxWidth: '95vw', top: '20vh', transform: 'translateX(-50%)', p: 1.5, gap: 1 }}
      >
        <Typography id={`${id}-title`} level="title-md" sx={{ px: 0.5 }}>
          {t('palette.title')}
        </Typography>
        <Input
          value={query}
          placeholder={t('palette.input')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              ref: focusOnMount,
              role: 'combobox',
              'aria-label': t('palette.input'),
              'aria-expanded': true,
              'aria-controls': `${id}-listbox`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
              'aria-describedby': `${id}-hint`,
            },
          }}
        />
        <Box
          component="ul"
          role="listbox"
          id={`${id}-listbox`}
          aria-label={t('palette.listbox')}
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '50vh', overflowY: 'auto' }}
        >
          {results.map((result, index) => (
            <Box
              component="li"
              key={result.command.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              sx={OPTION_SX}
              ref={index === current ? scrollIntoView : undefined}
              onMouseMove={() => setActive(index)}
              onClick={() => run(index)}
            >
              <span>
                <HighlightedText text={result.command.label} ranges={result.ranges} />
              </span>
              {result.command.detail && <Typography level="body-xs">{result.command.detail}</Typography>}
              <Typography level="body-xs" sx={{ ml: 'auto', color: 'inherit' }}>
                {result.command.group}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography id={`${id}-hint`} level="body-xs">
          {t('palette.hint')}
        </Typography>
        <Typography component="output" level="body-xs">
          {results.length === 0 ? t('palette.none') : t('palette.results', { count: results.length })}
        </Typography>
      </ModalDialog>
    </Modal>
  );
}
