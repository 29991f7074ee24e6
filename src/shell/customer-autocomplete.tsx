import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Typography from '@mui/joy/Typography';
import { HighlightedText } from '@/components/highlighted-text';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { byName, customerLabel } from '@/customer-context/customer-selection';
import { CUSTOMER_FIELD_SX } from './shell-size';

/**
 * At most this many matches are rendered: with 10,000 customers the list stays instant and keyboard
 * navigation stays exact; typing narrows it (SHELL-05).
 */
export const MAX_CUSTOMER_OPTIONS = 100;

/** Matches name or abbreviation, case-insensitively (SHELL-05). */
const LISTBOX_SX = { minWidth: 'min(320px, calc(100vw - 16px))' } as const;

const matches = (customer: Customer, query: string): boolean => {
  const needle = query.trim().toLocaleLowerCase();
  return (
    customer.customerName.toLocaleLowerCase().includes(needle) ||
    customer.customerAbbreviation.toLocaleLowerCase().includes(needle)
  );
};

/** The span of `label` that the typed text matches, to highlight (UX-07). */
export const matchRanges = (label: string, query: string): Array<[number, number]> => {
  const needle = query.trim().toLocaleLowerCase();
  const at = needle ? label.toLocaleLowerCase().indexOf(needle) : -1;
  return at < 0 ? [] : [[at, at + needle.length]];
};

/** Labels shared by more than one customer: those options also show the id (UX-07). */
const sharedLabels = (customers: readonly Customer[]): Set<string> => {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const label of customers.map(customerLabel)) (seen.has(label) ? shared : seen).add(label);
  return shared;
};

export type CustomerAutocompleteProps = {
  customers: readonly Customer[];
  selected: Customer;
  onSelect: (customerId: string) => void;
  /** Takes the focus when it replaces the picker's plain field, which had it (PERF-09). */
  takeFocus?: boolean;
  /** Opens on focus: the user pressed the field to open it. */
  openOnFocus?: boolean;
  /** What the user typed into the plain field before this dropdown arrived: its search, kept. */
  initialInput?: string;
  /** Whether the user selected the plain field's label (Ctrl+A) before this dropdown arrived, nothing typed yet. */
  labelSelected?: { readonly current: boolean };
  /**
   * The arrow key the user pressed into the plain field after typing there: once open, the dropdown
   * moves the highlight as that key would have (from the selection to the next match, for ArrowDown).
   */
  initialArrow?: 'ArrowDown' | 'ArrowUp';
};

/** The searchable dropdown of all customers (lazily loaded: it is the heaviest widget of the header). */
export default function CustomerAutocomplete({
  customers,
  selected,
  onSelect,
  takeFocus,
  openOnFocus,
  initialInput,
  labelSelected,
  initialArrow,
}: CustomerAutocompleteProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [inputValue, setInputValue] = useState(() => initialInput ?? customerLabel(selected));
  // Joy's first effect resets the text to the selection's label; typed text survives that one reset.
  const keepTyped = useRef(initialInput !== undefined);
  // The field the user focused or pressed is replaced by this one: the focus moves with it, the caret
  // after anything typed there, or the label selected as it was there. In the commit that swaps them,
  // so no key pressed meanwhile goes to the page instead.
  useLayoutEffect(() => {
    if (!takeFocus || !input.current) return;
    input.current.focus();
    if (initialInput !== undefined) input.current.setSelectionRange(initialInput.length, initialInput.length);
    else if (labelSelected?.current) input.current.select();
  }, [takeFocus, initialInput, labelSelected]);
  // The arrow is played once, when the list opens (Joy moves the highlight only in an open list), as
  // the keydown it was: the highlight then follows Joy's own rules.
  const arrowToPlay = useRef(initialArrow);
  const playArrow = () => {
    const [key, field] = [arrowToPlay.current, input.current];
    if (!key || !field) return;
    arrowToPlay.current = undefined;
    // After the list's own effects, which highlight the selection when it opens.
    setTimeout(() => field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
  };
  const shared = useMemo(() => sharedLabels(customers), [customers]);
  return (
    <Autocomplete
      size="sm"
      aria-label={t('customer.label')}
      placeholder={t('customer.search')}
      options={byName(customers)}
      value={selected}
      noOptionsText={t('customer.noMatch')}
      getOptionLabel={customerLabel}
      // Keyed by id: two customers may share "abbreviation | name".
      renderOption={(props, customer, state) => {
        const label = customerLabel(customer);
        // While the field shows the selection itself nothing is being searched, so nothing is marked.
        const query = state.inputValue === customerLabel(selected) ? '' : state.inputValue;
        return (
          <AutocompleteOption {...props} key={customer.id}>
            <HighlightedText text={label} ranges={matchRanges(label, query)} />
            {shared.has(label) && (
              <Typography level="body-xs" sx={{ ml: 'auto', pl: 1 }}>
                {customer.id}
              </Typography>
            )}
          </AutocompleteOption>
        );
      }}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options, state) => {
        const found: Customer[] = [];
        for (const customer of options) {
          if (matches(customer, state.inputValue)) found.push(customer);
          if (found.length === MAX_CUSTOMER_OPTIONS) break;
        }
        return found;
      }}
      onChange={(_, customer) => customer && customer.id !== selected.id && onSelect(customer.id)}
      inputValue={inputValue}
      onInputChange={(_, value, reason) => {
        const kept = reason === 'reset' && keepTyped.current;
        keepTyped.current = false;
        if (!kept) setInputValue(value);
      }}
      disableClearable
      openOnFocus={openOnFocus}
      onOpen={playArrow}
      // Joy points the listbox at a label element we do not render; name it directly (WCAG 4.1.2, UX-01).
      // The list keeps a readable width where the field shrinks (phones), within the viewport (UX-01).
      slotProps={{
        input: { ref: input },
        listbox: { 'aria-label': t('customer.label'), 'aria-labelledby': undefined, sx: LISTBOX_SX },
      }}
      sx={CUSTOMER_FIELD_SX}
    />
  );
}
