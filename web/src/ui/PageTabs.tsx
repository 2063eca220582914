import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface PageTab<N extends string> {
  name: N;
  label: ReactNode;
  icon: ReactElement;
}

interface PageTabsProps<N extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PageTab<N>[];
  active: N;
  onChange(name: N): void;
}

/**
 * The tabs of a page with several lists (label with its count, icon), each controlling the
 * TabPanel of the same name (ids `${name}-tab` and `${name}-panel`).
 */
export function PageTabs<N extends string>({ label, tabs, active, onChange }: PageTabsProps<N>) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
      {/* Scrollable: a phone scrolls the tabs, never the page sideways (six on a product sheet). */}
      <Tabs
        value={active}
        onChange={(_, value: N) => onChange(value)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.name}
            value={tab.name}
            id={`${tab.name}-tab`}
            aria-controls={`${tab.name}-panel`}
            icon={tab.icon}
            iconPosition="start"
            label={tab.label}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
