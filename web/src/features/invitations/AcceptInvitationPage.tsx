import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PendingScreen } from '../../ui/PendingScreen.tsx';

/** /accept-invitation — public; the verification and the account form come with the chain issue. */
export default function AcceptInvitationPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
        <PendingScreen title="Accepter l'invitation" />
      </Paper>
    </Box>
  );
}
