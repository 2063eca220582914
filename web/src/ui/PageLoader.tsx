import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Placeholder while a lazy screen's code or the session loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress size={32} aria-label="Chargement" />
    </Box>
  );
}
