import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import { Icon } from './nav-icons';

/**
 * The phone header's overflow (UX-01): a disclosure button and a panel below the header holding the
 * secondary actions as they are (menus included). The panel stays mounted while closed, so popups
 * opened from it keep their opener for focus return.
 */
export function HeaderOverflow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <IconButton
        variant="plain"
        aria-label={t('shell.moreActions')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="moreHoriz" />
      </IconButton>
      <Sheet
        id={panelId}
        hidden={!open}
        variant="outlined"
        sx={{
          position: 'absolute',
          top: '100%',
          right: 8,
          left: 8,
          zIndex: 1200,
          p: 1,
          borderRadius: 'md',
          boxShadow: 'md',
          display: open ? 'flex' : 'none',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {children}
      </Sheet>
    </>
  );
}
