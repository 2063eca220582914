import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface TabPanelProps<N extends string> {
  /** The panel's tab: its ids are `${name}-tab` and `${name}-panel`. */
  name: N;
  active: N;
  children: ReactNode;
}

/** The content of one MUI Tab, rendered only while its tab is selected. */
export function TabPanel<N extends string>({ name, active, children }: TabPanelProps<N>) {
  return (
    <Box
      role="tabpanel"
      id={`${name}-panel`}
      aria-labelledby={`${name}-tab`}
      hidden={name !== active}
    >
      {name === active ? children : null}
    </Box>
  );
}
