import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';

export const ACCESS_DENIED_TITLE = 'Accès non autorisé';
export const ACCESS_DENIED_TEXT =
  "Vous n'avez pas les permissions nécessaires pour accéder à cette page.";

/**
 * The page shown in place of a screen whose allowed roles exclude the user
 * (docs/areas/platform.md#permissions).
 */
export function AccessDenied() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        py: 10,
        px: 3,
        gap: 1.5,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(198, 40, 40, 0.08)',
          color: 'error.main',
          '& svg': { fontSize: 32 },
        }}
      >
        <GppMaybeOutlined />
      </Box>
      <Typography variant="h1">{ACCESS_DENIED_TITLE}</Typography>
      <Typography color="textSecondary">{ACCESS_DENIED_TEXT}</Typography>
    </Box>
  );
}
