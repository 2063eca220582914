import { Alert, Box, Button, Stack, TextField, Tooltip } from '@mui/material';
import { useDialogForm } from '../../../ui/useDialogForm.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { TEST_CREDENTIALS, loginMessages as t } from '../messages.ts';
import { placeLoginError } from './placeError.ts';
import { initialLoginValues, loginSchema, type LoginValues } from './schema.ts';

interface LoginFormProps {
  /** Signs in; rejects with the server's refusal, which the form shows. */
  onSubmit(values: LoginValues): Promise<void>;
}

/**
 * Email and password (docs/areas/platform.md#sign-in). A refusal's message goes where its text
 * says (placeLoginError) and stays until its field is edited; the red box goes with any edit.
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { formik, content, field } = useDialogForm<LoginValues>({
    initialValues: initialLoginValues,
    validationSchema: loginSchema,
    onSave: (values) => onSubmit({ ...values, email: values.email.trim() }),
    failed: t.fallbackError,
    placeRefusal: placeLoginError,
    // Checked once sent only: a message appearing when the focused email field loses focus
    // would grow the card and move 'Créer votre enseigne' from under the click that left it.
    checkOnceSent: true,
    formErrorUntilEdit: true,
    // A sign-in writes nothing that a second one would repeat.
    idempotent: false,
  });

  const fillTestCredentials = () => {
    formik.setStatus({});
    void formik.setValues({ ...TEST_CREDENTIALS }, false);
    void formik.setTouched({}, false);
  };

  return (
    <Box component="form" noValidate onSubmit={content.onSubmit} aria-label={t.title}>
      <Stack spacing={2.5}>
        {content.formError && <Alert severity="error">{content.formError}</Alert>}
        <TextField
          {...field('email', 'login')}
          type="email"
          label={t.email}
          placeholder={t.emailPlaceholder}
          required
          autoFocus
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        <PasswordField
          {...field('password', 'login')}
          label={t.password}
          required
          autoComplete="current-password"
          showLabel={t.showPassword}
          hideLabel={t.hidePassword}
        />
        <Stack direction="row" spacing={1.5} sx={{ pt: 0.5 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={content.submitting}
            sx={{ py: 1.25, fontWeight: 600 }}
          >
            {content.submitting ? t.submitting : t.submit}
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
