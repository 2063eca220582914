import { useMutation } from '@apollo/client/react';
import { Box, Link, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthLayout } from './components/AuthLayout.tsx';
import { PRODUCT_NAME, signupMessages as t } from './messages.ts';
import { authUrls } from './urls.ts';
import { SignupForm } from './signup/SignupForm.tsx';
import { SignupSuccess } from './signup/SignupSuccess.tsx';
import type { SignupValues } from './signup/schema.ts';
import { SignupMutation } from './documents.ts';

/** /signup (docs/areas/platform.md#signup): step 1 the form, step 2 the success screen. */
export default function SignupPage() {
  const navigate = useNavigate();
  const [signup] = useMutation(SignupMutation);
  const [created, setCreated] = useState<string | null>(null);
  const step = created === null ? 0 : 1;

  // A refusal goes back to the form, which shows it.
  const submit = async (values: SignupValues): Promise<void> => {
    const { data } = await signup({
      variables: {
        input: {
          enseigneName: values.enseigneName.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
        },
      },
    });
    if (!data) throw new Error('signup: no data');
    setCreated(data.signup.enseigne.name);
  };

  return (
    <AuthLayout>
      <title>{`${t.pageTitle} · ${PRODUCT_NAME}`}</title>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 5 }, borderRadius: 3 }}
      >
        <Stepper activeStep={step} sx={{ mb: 4 }}>
          <Step completed={step > 0}>
            <StepLabel>{t.stepForm}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t.stepDone}</StepLabel>
          </Step>
        </Stepper>

        {created === null ? (
          <>
            <Typography variant="h1">{t.title}</Typography>
            <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
              {t.subtitle}
            </Typography>
            <SignupForm onSubmit={submit} />
            <Box sx={{ mt: 4, textAlign: 'center' }}>
              <Typography variant="body2" color="textSecondary" component="span">
                {t.haveAccount}{' '}
              </Typography>
              <Link
                component={RouterLink}
                to={authUrls.login}
                variant="body2"
                sx={{ fontWeight: 600 }}
              >
                {t.loginLink}
              </Link>
            </Box>
          </>
        ) : (
          <SignupSuccess enseigneName={created} onGoToLogin={() => navigate(authUrls.login)} />
        )}
      </Paper>
    </AuthLayout>
  );
}
