import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { STATIC_CLASS } from '@/components/static-classes';
import { Icon } from './nav-icons';
import { useNavDrawer } from './nav-drawer';
import { Navigation, type NavEntry } from './navigation';
import { NAV_EXPANDED_KEY, NAV_WIDTH, useShellSize } from './shell-size';

export { NAV_EXPANDED_KEY, NAV_WIDTH } from './shell-size';

export type ShellLayoutProps = {
  navEntries: readonly NavEntry[];
  /**
   * The header, given the phone layout's menu button (undefined from 600 px up) and the product name
   * where the header shows it: on desktops while the rail is collapsed (the expanded rail's logo names it).
   */
  renderHeader: (navButton: ReactNode, productName: ReactNode) => ReactNode;
  children: ReactNode;
};

/** Skip link, left navigation (drawer on phones, rail on tablets), header and the main content area (UX-01). */
export function ShellLayout({ navEntries, renderHeader, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const size = useShellSize();
  const [stored, setExpanded] = useState(() => window.localStorage.getItem(NAV_EXPANDED_KEY) === 'true');
  // Tablets keep the 70 px rail; the stored choice returns from 1024 px up.
  const expanded = stored && size === 'desktop';
  const logo = (
    <Link
      to="/"
      aria-label={t('shell.home', { title: t('app.title') })}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
      }}
    >
      <span className={STATIC_CLASS.logoMark}>
        <Icon name="pulse" />
      </span>
      {(expanded || size === 'phone') && t('app.title')}
    </Link>
  );
  const drawer = useNavDrawer(navEntries, logo);
  // Plain elements with the static stylesheet's rules (PERF-09): what varies with the layout is their own style.
  return (
    <div className={STATIC_CLASS.shell}>
      <a href="#content" className={STATIC_CLASS.skipLink}>
        {t('app.skipToContent')}
      </a>
      {size === 'phone' ? (
        drawer.drawer
      ) : (
        <div
          data-nav-width={expanded ? NAV_WIDTH.expanded : NAV_WIDTH.collapsed}
          className={STATIC_CLASS.rail}
          style={{ width: expanded ? NAV_WIDTH.expanded : NAV_WIDTH.collapsed }}
        >
          <div className={STATIC_CLASS.railLogo} style={{ justifyContent: expanded ? 'space-between' : 'center' }}>
            {logo}
          </div>
          <Navigation entries={navEntries} expanded={expanded} />
          <div
            className={STATIC_CLASS.railFoot}
            style={{ display: size === 'desktop' ? 'flex' : 'none', justifyContent: expanded ? 'flex-end' : 'center' }}
          >
            <IconButton
              size="sm"
              variant="plain"
              onClick={() => {
                window.localStorage.setItem(NAV_EXPANDED_KEY, String(!expanded));
                setExpanded(!expanded);
              }}
              aria-expanded={expanded}
              aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
            >
              <Icon name={expanded ? 'chevronLeft' : 'chevronRight'} />
            </IconButton>
          </div>
        </div>
      )}
      <div className={STATIC_CLASS.shellMain}>
        {renderHeader(
          size === 'phone' ? drawer.button : undefined,
          size === 'desktop' && !expanded ? (
            <Typography level="title-md" noWrap component="span">
              {t('app.title')}
            </Typography>
          ) : undefined,
        )}
        <main id="content" tabIndex={-1} className={STATIC_CLASS.content}>
          {children}
        </main>
      </div>
    </div>
  );
}
