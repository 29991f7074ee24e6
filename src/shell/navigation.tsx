import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import { Icon, type IconName } from './nav-icons';
import { RailTooltip } from './rail-tooltip';

/** One navigation entry, already filtered by the access rule. */
export type NavEntry = {
  path: string;
  labelKey: string;
  icon: IconName;
  /** Fetches the area's code ahead, when the pointer or focus reaches the entry (PERF-04). */
  prefetch?: () => Promise<unknown>;
};

export type NavigationProps = {
  entries: readonly NavEntry[];
  expanded: boolean;
  /** Called when an entry is chosen (the phone drawer closes). */
  onNavigate?: () => void;
};

/** The left navigation's entries; collapsed, only icons show, with the label as tooltip and accessible name. */
export function Navigation({ entries, expanded, onNavigate }: NavigationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <List size="sm" sx={{ '--ListItem-radius': '8px', gap: 0.5, px: 1 }}>
        {entries.map((entry) => {
          const label = t(entry.labelKey);
          // A failed prefetch is harmless: the click imports again and handles the error (DEPLOY-07).
          const prefetch = () => void entry.prefetch?.().catch(() => undefined);
          const button = (
            <ListItemButton
              component={NavLink}
              to={`/${entry.path}`}
              onClick={onNavigate}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              aria-label={expanded ? undefined : label}
              sx={{ '&.active': { bgcolor: 'primary.softBg', color: 'primary.softColor', fontWeight: 'lg' } }}
            >
              <ListItemDecorator>
                <Icon name={entry.icon} />
              </ListItemDecorator>
              {expanded && <ListItemContent>{label}</ListItemContent>}
            </ListItemButton>
          );
          return (
            <ListItem key={entry.path}>
              {expanded ? button : <RailTooltip label={label}>{button}</RailTooltip>}
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
