import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One 'label : value' of a sheet's header, a `dt` and its `dd`: put them in a `dl`. `wrap` lets a
 * long value (a reference, an address) break anywhere.
 */
export function Fact({
  label,
  children,
  wrap = false,
}: {
  label: string;
  children: ReactNode;
  wrap?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        sx={{ m: 0, fontWeight: 500, ...(wrap && { overflowWrap: 'anywhere' }) }}
      >
        {children}
      </Typography>
    </Box>
  );
}
