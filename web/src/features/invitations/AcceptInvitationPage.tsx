import { useMutation, useQuery } from '@apollo/client/react';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { readGraphQLError } from '../../lib/apollo.ts';
import { formatDate } from '../../lib/format.ts';
import { AuthLayout } from '../auth/components/AuthLayout.tsx';
import { PRODUCT_NAME } from '../auth/messages.ts';
import { authUrls } from '../auth/urls.ts';
import { AcceptInvitationForm } from './AcceptInvitationForm.tsx';
import { acceptMessages as t, REDIRECT_DELAY_MS } from './messages.ts';
import type { AcceptValues } from './schema.ts';
import { AcceptInvitationMutation, VerifyInvitationQuery } from './documents.ts';

/** The server's refusal of a token (unknown, used, expired) is said as it is; the rest is not. */
const REFUSALS = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

function Verifying() {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
      <CircularProgress size={36} sx={{ mb: 2 }} aria-label={t.verifying} />
      <Typography color="textSecondary">{t.verifying}</Typography>
    </Box>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 2 }}>
      <ErrorOutlineRounded color="error" sx={{ fontSize: 56, mb: 1.5 }} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t.invalidTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={authUrls.login} variant="outlined">
        {t.goToLogin}
      </Button>
    </Box>
  );
}

function Success({ enseigneName }: { enseigneName: string }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleRounded color="success" sx={{ fontSize: 64, mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t.successTitle}
      </Typography>
      <Typography color="textSecondary">{t.successText(enseigneName)}</Typography>
    </Box>
  );
}

/**
 * /accept-invitation?token=… (docs/areas/people.md#accepting-an-invitation): verifying, then the
 * form (or the error), then success; the new manager is signed in and lands on / after 2 seconds.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const verification = useQuery(VerifyInvitationQuery, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [accept] = useMutation(AcceptInvitationMutation);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate(authUrls.home, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  // A refusal goes back to the form, which shows it.
  const submit = async (values: AcceptValues): Promise<void> => {
    const { data } = await accept({
      variables: {
        token,
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          password: values.password,
        },
      },
    });
    if (!data) throw new Error('acceptInvitation: no data');
    signIn(data.acceptInvitation.token, data.acceptInvitation.user);
    setDone(true);
  };

  let content;
  const invitation = verification.data?.verifyInvitation;
  if (!token) {
    content = <Failure message={t.missingToken} />;
  } else if (done && invitation) {
    content = <Success enseigneName={invitation.enseigneName} />;
  } else if (verification.error) {
    const { code, message } = readGraphQLError(verification.error);
    content = (
      <Failure message={code && REFUSALS.has(code) && message ? message : t.verifyFailed} />
    );
  } else if (!invitation) {
    content = <Verifying />;
  } else {
    const employee = invitation.role === 'EMPLOYEE';
    const title = employee ? t.employeeTitle : t.title;
    content = (
      <>
        <Typography variant="h1">{title}</Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {(employee ? t.employeeIntro : t.intro)(invitation.enseigneName)}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
          {t.expires(formatDate(invitation.expiresAt))}
        </Typography>
        <AcceptInvitationForm email={invitation.email} title={title} onSubmit={submit} />
      </>
    );
  }

  return (
    <AuthLayout>
      <title>{`${t.pageTitle} · ${PRODUCT_NAME}`}</title>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 }, borderRadius: 3 }}
      >
        {content}
      </Paper>
    </AuthLayout>
  );
}
