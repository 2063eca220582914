import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import { SETTINGS_MESSAGES } from '@bo/domain';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { readSessionExpired } from '../../lib/idle.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { LoginForm } from './login/LoginForm.tsx';
import type { LoginValues } from './login/schema.ts';
import { PRODUCT_NAME, loginMessages as t } from './messages.ts';
import { authUrls, returnPathFrom } from './urls.ts';
import { LoginMutation } from './documents.ts';

/** /login (docs/areas/platform.md#sign-in). */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  // A signed-out deep link (or a page left when the session ended) is where signing in leads.
  const returnTo = returnPathFrom(useLocation().search);
  const [login] = useMutation(LoginMutation);
  // Read once: the notice stays while this page is shown, and goes with the next sign-in.
  const [expiredAfter] = useState(readSessionExpired);

  if (session.status === 'authenticated') return <Navigate to={returnTo} replace />;

  // A refusal goes back to the form, which shows it.
  const submit = async (values: LoginValues): Promise<void> => {
    const { data } = await login({ variables: values });
    if (!data) throw new Error('login: no data');
    session.signIn(data.login.token, data.login.user);
    navigate(returnTo, { replace: true });
  };

  return (
    <AuthLayout>
      <title>{`${t.pageTitle} · ${PRODUCT_NAME}`}</title>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}
      >
        <Typography variant="h1">{t.title}</Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
          {t.subtitle}
        </Typography>
        {expiredAfter !== null ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            {SETTINGS_MESSAGES.sessionExpired(expiredAfter)}
          </Alert>
        ) : null}
        <LoginForm onSubmit={submit} />
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Typography variant="body2" color="textSecondary" component="span">
            {t.noAccount}{' '}
          </Typography>
          <Link
            component={RouterLink}
            to={authUrls.signup}
            variant="body2"
            sx={{ fontWeight: 600 }}
          >
            {t.signupLink}
          </Link>
        </Box>
      </Paper>
    </AuthLayout>
  );
}
