import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';

/**
 * A sheet's way back to its list: a text button with an arrow, in the text's colour. `compact`
 * is the small one pulled to the page's edge, over a detail page's header.
 */
export function BackButton({
  to,
  label,
  compact = false,
}: {
  to: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBack />}
      color="inherit"
      {...(compact && { size: 'small' as const, sx: { mb: 1, ml: -1 } })}
    >
      {label}
    </Button>
  );
}
