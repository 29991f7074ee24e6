import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { failureMarker } from '@/api/failure-text';
import { RetryButton } from '@/components/retry-button';
import { RetryStatus } from '@/components/retry-status';
import { useCustomerContext } from '@/customer-context/customer-context';
import { customerLabel } from '@/customer-context/customer-selection';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden';
import { chunkReload } from '@/utils/chunk-reload';
import type { CustomerAutocompleteProps } from './customer-autocomplete';
import { CUSTOMER_FIELD_SX, DESKTOP_FROM, MEDIA } from './shell-size';

const STATUS_SX = { display: 'none', [`@media (min-width: ${DESKTOP_FROM}px)`]: { display: 'inline' } } as const;

type Autocomplete = ComponentType<CustomerAutocompleteProps>;
/**
 * The dropdown's chunk (Joy's Autocomplete, Popper, the option list), imported once; asked again
 * after a failure. Fetched ahead on intent (pointer over or down), a failure stays quiet; when the
 * field is used, a chunk gone after a deployment reloads the page once (DEPLOY-07).
 */
const autocompleteChunk = chunkReload.shared((): Promise<Autocomplete> =>
  import('./customer-autocomplete').then((module) => module.default),
);
const prefetch = () => void autocompleteChunk.prefetch().catch(() => undefined);

/**
 * The customer selection: a searchable dropdown of all customers for global roles, the selected
 * customer's name (disabled) for everyone else. Choosing one stores it and reloads the page.
 */
export function CustomerPicker() {
  const { t } = useTranslation();
  const context = useCustomerContext();
  if (context.status === 'error') {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        role="alert"
        {...failureMarker(context.isGlobal ? 'listCustomers' : 'getCustomer', context.failure)}
      >
        {/* Phones show a short line beside Retry (the sentence wrapped to three lines there); screen readers hear the sentence. */}
        <Typography level="body-sm" color="danger" sx={{ [MEDIA.phone]: VISUALLY_HIDDEN_SX }}>
          {t('customer.loadFailed')}
        </Typography>
        <Typography
          level="body-sm"
          color="danger"
          aria-hidden
          sx={{ display: 'none', whiteSpace: 'nowrap', [MEDIA.phone]: { display: 'block' } }}
        >
          {t('customer.loadFailedShort')}
        </Typography>
        <RetryButton busy={context.progress.phase === 'retrying'} onRetry={context.retry} />
        {/* The header is narrow below 1024 px: there the busy Retry button alone shows the retries. */}
        <Box sx={STATUS_SX}>
          <RetryStatus progress={context.progress} />
        </Box>
      </Stack>
    );
  }
  if (!context.isGlobal) {
    const name = context.selected ? context.selected.customerName || context.selected.id : t('customer.none');
    return <Input size="sm" disabled value={name} aria-label={t('customer.label')} sx={CUSTOMER_FIELD_SX} />;
  }
  if (!context.selected || context.status === 'loading') {
    // The selection is often known before the list (PERF-10); its name comes with the list.
    const text = context.status === 'loading' ? t('app.loading') : t('customer.none');
    return <Input size="sm" disabled value={text} aria-label={t('customer.label')} sx={CUSTOMER_FIELD_SX} />;
  }
  return <GlobalCustomerPicker customers={context.customers} selected={context.selected} onSelect={context.select} />;
}

/**
 * PERF-09: the dropdown is not part of the first screen, nor of the start's idle time (its code is
 * some 60 ms of main-thread work at 4× CPU). The field shows the selection; its chunk is fetched on
 * intent (pointer over or down, focus), and the dropdown replaces the field when it is focused
 * or pressed (opened at once when pressed), taking the focus with it. What the user types, or an
 * ArrowDown, before the chunk is in is kept: the dropdown starts with that search, open, and an arrow
 * pressed after typing moves its highlight as it would have in the open list; the label selected with
 * Ctrl+A is selected there too.
 */
function GlobalCustomerPicker(props: CustomerAutocompleteProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<'focus' | 'press'>();
  const [Loaded, setLoaded] = useState<Autocomplete>();
  const [typed, setTyped] = useState<string>();
  const [openAsked, setOpenAsked] = useState(false);
  const [arrowAfterTyping, setArrowAfterTyping] = useState<'ArrowDown' | 'ArrowUp'>();
  // A press focuses the field (its default action): the swap waits for that focus, so the browser's
  // own focusing of the pressed field cannot take the focus back from the dropdown.
  const pressed = useRef(false);
  // Ctrl+A pressed into the plain field before typing: the dropdown selects its label too, so the next
  // key replaces it there as it would have here (read in the dropdown's first layout effect).
  const labelSelected = useRef(false);
  if (used && Loaded)
    return (
      <Loaded
        {...props}
        takeFocus
        openOnFocus={used === 'press' || openAsked || typed !== undefined}
        initialInput={typed}
        labelSelected={typed === undefined ? labelSelected : undefined}
        initialArrow={arrowAfterTyping}
      />
    );
  return (
    <Input
      size="sm"
      value={typed ?? customerLabel(props.selected)}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') labelSelected.current = true;
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        setOpenAsked(true);
        // Typed text opens Joy's list, where an arrow moves the highlight; without it an arrow only opens.
        if (typed !== undefined) setArrowAfterTyping(event.key);
      }}
      aria-label={t('customer.label')}
      slotProps={{ input: { role: 'combobox', 'aria-expanded': false, 'aria-haspopup': 'listbox' } }}
      onPointerEnter={prefetch}
      onPointerDown={() => {
        pressed.current = true;
        prefetch();
      }}
      onFocus={() => {
        setUsed(pressed.current ? 'press' : 'focus');
        void autocompleteChunk.load().then(
          (component) => setLoaded(() => component),
          () => undefined,
        );
      }}
      sx={CUSTOMER_FIELD_SX}
    />
  );
}
