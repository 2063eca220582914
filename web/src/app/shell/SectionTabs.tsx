import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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
          // A disabled tab is never the current one: the bar keeps a tab the keyboard can reach.
          value={current && !(current.labOnly === true && !restaurant?.isLab) ? current.to : false}
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
            // A disabled tab receives no pointer events, so its hint is part of the tab (a
            // tab list holds tabs only): its second line, and its description.
            return (
              <Tab
                key={tab.to}
                value={tab.to}
                disabled
                aria-describedby={`${tab.to.replace(/\W/g, '')}-hint`}
                label={
                  <>
                    {tab.label}
                    <Box
                      component="span"
                      id={`${tab.to.replace(/\W/g, '')}-hint`}
                      sx={{ display: 'block', fontSize: '0.7rem', textTransform: 'none' }}
                    >
                      {LAB_ONLY_HINT}
                    </Box>
                  </>
                }
              />
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
