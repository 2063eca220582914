import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title (restaurant name, count, ...). */
  subtitle?: ReactNode;
  /** Badges next to the title, such as <ReadOnlyBadge />. */
  badges?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** Less room under it: a screen whose content must start high (counting on a phone). */
  dense?: boolean;
}

/** The title block every screen starts with: one h1 per page. */
export function PageHeader({ title, subtitle, badges, actions, dense }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: dense ? 1.5 : 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h1">{title}</Typography>
          {badges}
        </Stack>
        {subtitle ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
