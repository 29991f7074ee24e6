import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import List from '@mui/joy/List';
import { Icon, type IconName } from './nav-icons';
import { RailTooltip } from './rail-tooltip';
import { STATIC_CLASS } from '@/components/static-classes';

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

/**
 * The left navigation's entries; collapsed, only icons show, with the label as tooltip and accessible
 * name. Each entry is a plain `li` and React Router's `NavLink`, styled by the static stylesheet as
 * Joy's `ListItem` and `ListItemButton` (PERF-09: some 20 components and 5 emotion rules less per entry).
 */
export function Navigation({ entries, expanded, onNavigate }: NavigationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <List size="sm" sx={{ '--ListItem-radius': '8px', gap: 0.5, px: 1 }}>
        {entries.map((entry) => {
          const label = t(entry.labelKey);
          // A failed prefetch is harmless: the click imports again and handles the error (DEPLOY-07).
          const prefetch = () => void entry.prefetch?.().catch(() => undefined);
          const link = (
            <NavLink
              className={STATIC_CLASS.navLink}
              to={`/${entry.path}`}
              onClick={onNavigate}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              aria-label={expanded ? undefined : label}
            >
              <span className={STATIC_CLASS.navDecorator}>
                <Icon name={entry.icon} />
              </span>
              {expanded && <span className={STATIC_CLASS.navLabel}>{label}</span>}
            </NavLink>
          );
          return (
            <li key={entry.path} className={STATIC_CLASS.navItem}>
              {expanded ? link : <RailTooltip label={label}>{link}</RailTooltip>}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
