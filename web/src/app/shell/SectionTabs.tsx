import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { LAB_ONLY_HINT, isActive, sections } from './navigation.tsx';
import type { SectionKey } from './navigation.tsx';
import { PageContainer } from './PageContainer.tsx';

/** The sub-tab bar of a section (/restaurant, products, stock, purchasing, /hygiene) and its page. */
export function SectionTabs({ section }: { section: SectionKey }) {
  const { label, tabs } = sections[section];
  const { pathname } = useLocation();
  const { restaurant } = useSelectedRestaurant();
  const current = tabs.find((tab) => isActive(tab, pathname));

  return (
    <>
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 2, md: 4 },
        }}
      >
        <Tabs
          value={current?.to ?? false}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
        >
          {tabs.map((tab) => {
            const disabled = tab.labOnly === true && !restaurant?.isLab;
            if (!disabled) {
              return (
                <Tab
                  key={tab.to}
                  value={tab.to}
                  label={tab.label}
                  component={RouterLink}
                  to={tab.to}
                />
              );
            }
            return (
              <Tooltip key={tab.to} title={LAB_ONLY_HINT}>
                <span>
                  <Tab value={tab.to} label={tab.label} disabled />
                </span>
              </Tooltip>
            );
          })}
        </Tabs>
      </Box>
      <PageContainer>
        <Outlet />
      </PageContainer>
    </>
  );
}
