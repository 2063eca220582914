import { Alert, Box, Button, Stack, TextField, Tooltip } from '@mui/material';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { PasswordField } from '../components/PasswordField.tsx';
import { TEST_CREDENTIALS, loginMessages as t } from '../messages.ts';
import type { LoginErrors } from './placeError.ts';
import { initialLoginValues, loginSchema, type LoginValues } from './schema.ts';

interface LoginFormProps {
  /** Resolves with the errors to show, or nothing when the login went through. */
  onSubmit(values: LoginValues): Promise<LoginErrors | void>;
}

/**
 * Email and password (docs/areas/platform.md#sign-in). Server errors live in Formik's status, not
 * in its errors: Formik re-validates the whole form on every blur, which would wipe them; here each
 * one stays until its field is edited.
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const formik = useFormik<LoginValues>({
    initialValues: initialLoginValues,
    validationSchema: loginSchema,
    initialStatus: {} satisfies LoginErrors,
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const errors = await onSubmit({ ...values, email: values.email.trim() });
      if (errors) helpers.setStatus(errors);
    },
  });
  const status = (formik.status ?? {}) as LoginErrors;

  // Checked on submit only: a message appearing when the focused email field loses focus would
  // grow the card and move 'Créer votre enseigne' from under the click that left the field.
  const fieldError = (name: keyof LoginValues): string | undefined =>
    (formik.submitCount > 0 ? formik.errors[name] : undefined) ?? status[name];

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as keyof LoginValues;
    // A corrected field drops its server error; the red box goes with any edit.
    if (status[name] || status.form)
      formik.setStatus({ ...status, [name]: undefined, form: undefined });
    formik.handleChange(event);
  };

  const fillTestCredentials = () => {
    formik.setStatus({});
    void formik.setValues({ ...TEST_CREDENTIALS }, false);
    void formik.setTouched({}, false);
  };

  const emailError = fieldError('email');
  const passwordError = fieldError('password');

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t.title}>
      <Stack spacing={2.5}>
        {status.form && <Alert severity="error">{status.form}</Alert>}
        <TextField
          id="login-email"
          name="email"
          type="email"
          label={t.email}
          placeholder={t.emailPlaceholder}
          required
          fullWidth
          autoFocus
          value={formik.values.email}
          onChange={handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(emailError)}
          helperText={emailError}
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        <PasswordField
          id="login-password"
          name="password"
          label={t.password}
          required
          fullWidth
          autoComplete="current-password"
          showLabel={t.showPassword}
          hideLabel={t.hidePassword}
          value={formik.values.password}
          onChange={handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(passwordError)}
          helperText={passwordError}
        />
        <Stack direction="row" spacing={1.5} sx={{ pt: 0.5 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={formik.isSubmitting}
            sx={{ py: 1.25, fontWeight: 600 }}
          >
            {formik.isSubmitting ? t.submitting : t.submit}
          </Button>
          <Tooltip title={t.testHint} describeChild>
            <Button
              variant="outlined"
              size="large"
              onClick={fillTestCredentials}
              sx={{ flex: 'none', minWidth: 72 }}
            >
              {t.testButton}
            </Button>
          </Tooltip>
        </Stack>
      </Stack>
    </Box>
  );
}
