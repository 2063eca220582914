import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSession } from '../session.tsx';
import { useSelectedRestaurant } from '../restaurant-selection.tsx';
import { isChainWideRoute } from '../urls.ts';
import { RestaurantPicker } from './RestaurantPicker.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { PageContainer } from './PageContainer.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';

/** Left menu, top bar, and the current screen (spec 000 §2 Layout). */
export function AppShell() {
  const { user } = useSession();
  const { restaurant } = useSelectedRestaurant();
  const { pathname } = useLocation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // On a narrow screen the menu starts as a rail so the page keeps its width.
  const [collapsed, setCollapsed] = useState(narrow);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SideMenu
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
        isAdmin={user?.role === 'ADMIN'}
        isLab={restaurant?.isLab === true}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ minHeight: 64, gap: 2, px: { xs: 2, md: 4 } }}>
            <RestaurantPicker chainWide={isChainWideRoute(pathname)} />
            <Box sx={{ flex: 1 }} />
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
