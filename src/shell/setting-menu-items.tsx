import type { ReactNode } from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import { SettingIcon } from './setting-icon';

export type SettingMenuItemProps = { checked: boolean; onSelect: () => void; lang?: string; children: ReactNode };

/** One choice of a group (`menuitemradio`): a check mark and `aria-checked` show the current one. */
export function RadioMenuItem({ checked, onSelect, lang, children }: SettingMenuItemProps) {
  return (
    <MenuItem role="menuitemradio" aria-checked={checked} selected={checked} lang={lang} onClick={onSelect}>
      <ListItemDecorator>{checked && <SettingIcon name="check" />}</ListItemDecorator>
      {children}
    </MenuItem>
  );
}

/** An on/off setting (`menuitemcheckbox`) with a checkbox drawn beside it. */
export function CheckboxMenuItem({ checked, onSelect, children }: SettingMenuItemProps) {
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={onSelect}>
      <ListItemDecorator>
        <SettingIcon name={checked ? 'checkboxOn' : 'checkboxOff'} />
      </ListItemDecorator>
      {children}
    </MenuItem>
  );
}
