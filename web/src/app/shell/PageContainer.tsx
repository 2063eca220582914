import { Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageLoader } from '../../ui/PageLoader.tsx';

/** The working area of a screen; a screen's code loads inside it, so the shell stays put. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ flex: 1, px: { xs: 2, md: 4 }, py: { xs: 2, md: 3.5 } }}>
      <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
