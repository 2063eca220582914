import Chip from '@mui/material/Chip';
import LockOutlined from '@mui/icons-material/LockOutlined';

/** Shown next to a page title when the user may read but not change what the page shows. */
export function ReadOnlyBadge() {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<LockOutlined />}
      label="Lecture seule"
      sx={{ bgcolor: 'rgba(199, 119, 0, 0.06)' }}
    />
  );
}
