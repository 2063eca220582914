import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { useSession } from '../session.tsx';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { isChainWideRoute } from '../urls.ts';
import { RestaurantPicker } from './RestaurantPicker.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { PageContainer } from './PageContainer.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useNarrowLayout } from '../../ui/layout.ts';

export const OPEN_MENU_LABEL = 'Ouvrir le menu';
const MENU_ID = 'menu-principal';

/**
 * Left menu, top bar, and the current screen (docs/areas/platform.md#shell-and-routes). Below
 * tablet width the menu is a drawer over the page, opened from the top bar, so the page keeps the
 * whole width.
 */
export function AppShell() {
  const { user } = useSession();
  const { restaurant } = useSelectedRestaurant();
  const { pathname } = useLocation();
  const narrow = useNarrowLayout();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Any change of page closes the drawer: a menu link, the back button, a link in the page.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  const closeDrawer = () => setDrawerOpen(false);
  const menuProps = { role: user?.role, isLab: restaurant?.isLab === true };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {narrow ? (
        <Drawer
          id={MENU_ID}
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          slotProps={{ paper: { sx: { border: 0 } } }}
        >
          {/* Clicking the page already shown changes no path: the link closes the drawer too. */}
          <SideMenu collapsed={false} onNavigate={closeDrawer} {...menuProps} />
        </Drawer>
      ) : (
        <SideMenu collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} {...menuProps} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar
            sx={{
              minHeight: 64,
              columnGap: 2,
              rowGap: 1,
              px: { xs: 2, md: 4 },
              // On a phone the picker takes a line of its own, so a restaurant's whole name shows.
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              py: { xs: 1, sm: 0 },
            }}
          >
            {narrow ? (
              <IconButton
                edge="start"
                aria-label={OPEN_MENU_LABEL}
                aria-controls={drawerOpen ? MENU_ID : undefined}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuRounded />
              </IconButton>
            ) : null}
            {narrow ? (
              <Typography sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 700 }}>
                Brigade
              </Typography>
            ) : null}
            <Box
              sx={{ order: { xs: 3, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' }, minWidth: 0 }}
            >
              <RestaurantPicker chainWide={isChainWideRoute(pathname)} />
            </Box>
            <Box sx={{ flex: 1 }} />
            {user ? <NotificationBell /> : null}
            {user ? <UserMenu user={user} /> : null}
          </Toolbar>
        </AppBar>
        {/* A section's tab bar is lazy too: its first load must not blank the whole shell. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/** The page area for screens without sub-tabs. */
export function PlainLayout() {
  return (
    <PageContainer>
      <Outlet />
    </PageContainer>
  );
}
