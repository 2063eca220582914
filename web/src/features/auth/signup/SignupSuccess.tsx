import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, Button, Typography } from '@mui/material';
import { signupMessages as t } from '../messages.ts';

interface SignupSuccessProps {
  enseigneName: string;
  onGoToLogin(): void;
}

/** Step 2 of /signup: the chain exists; the administrator now signs in. */
export function SignupSuccess({ enseigneName, onGoToLogin }: SignupSuccessProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }} role="status">
      <CheckCircleRounded color="success" sx={{ fontSize: 64, mb: 2 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t.successTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 380, mx: 'auto' }}>
        {t.successText(enseigneName)}
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={onGoToLogin}
        sx={{ px: 4, fontWeight: 600 }}
      >
        {t.successButton}
      </Button>
    </Box>
  );
}
