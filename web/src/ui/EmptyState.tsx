import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Usually the button creating the first item. */
  action?: ReactNode;
  /** The heading level of the title: h2 inside a page, h1 when the state is the whole page. */
  titleComponent?: 'h1' | 'h2' | 'h3';
}

/** What a list or a page shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleComponent = 'h2',
}: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 8,
        px: 3,
        color: 'text.secondary',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          mb: 1,
          '& svg': { fontSize: 28 },
        }}
      >
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography variant="h3" component={titleComponent} color="text.primary">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
