import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
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
      <Box component="span" sx={{ display: 'flex', color: 'primary.solidBg', fontSize: 'xl2' }}>
        <Icon name="pulse" />
      </Box>
      {(expanded || size === 'phone') && t('app.title')}
    </Link>
  );
  const drawer = useNavDrawer(navEntries, logo);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', maxWidth: '100vw' }}>
      <Box
        component="a"
        href="#content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.surface' },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      {size === 'phone' ? (
        drawer.drawer
      ) : (
        <Box
          data-nav-width={expanded ? NAV_WIDTH.expanded : NAV_WIDTH.collapsed}
          sx={{
            width: expanded ? NAV_WIDTH.expanded : NAV_WIDTH.collapsed,
            flexShrink: 0,
            // The rail stays in view on a long page, its collapse button at the viewport's bottom: a
            // page that grows (a table arriving) moves nothing of it (CLS 0).
            position: 'sticky',
            top: 0,
            height: '100dvh',
            overflowY: 'auto',
            borderRight: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.surface',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            py: 1.5,
            transition: 'width 150ms',
          }}
        >
          <Box
            sx={{
              px: 1.5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: expanded ? 'space-between' : 'center',
            }}
          >
            {logo}
          </Box>
          <Navigation entries={navEntries} expanded={expanded} />
          <Box
            sx={{
              mt: 'auto',
              px: 1.5,
              display: size === 'desktop' ? 'flex' : 'none',
              justifyContent: expanded ? 'flex-end' : 'center',
            }}
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
          </Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {renderHeader(
          size === 'phone' ? drawer.button : undefined,
          size === 'desktop' && !expanded ? (
            <Typography level="title-md" noWrap component="span">
              {t('app.title')}
            </Typography>
          ) : undefined,
        )}
        <Box component="main" id="content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
