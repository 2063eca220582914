import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useDialogForm } from '../../../ui/useDialogForm.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { signupMessages as t } from '../messages.ts';
import { placeSignupError } from './placeError.ts';
import { initialSignupValues, signupSchema, type SignupValues } from './schema.ts';

interface SignupFormProps {
  /** Creates the chain; rejects with the server's refusal, which the form shows. */
  onSubmit(values: SignupValues): Promise<void>;
}

type FieldName = keyof SignupValues;

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography
      variant="overline"
      component="h2"
      color="textSecondary"
      sx={{ fontWeight: 600, letterSpacing: '0.08em', lineHeight: 2 }}
    >
      {children}
    </Typography>
  );
}

/**
 * Step 1 of /signup: the chain and its first administrator (docs/areas/platform.md#signup). A
 * server field error stays under its field until that field is edited.
 */
export function SignupForm({ onSubmit }: SignupFormProps) {
  // The hook's save key: a signup retried after an unknown outcome does not create the chain twice.
  const {
    content,
    field: bound,
    errorOf,
  } = useDialogForm<SignupValues>({
    initialValues: initialSignupValues,
    validationSchema: signupSchema,
    onSave: onSubmit,
    failed: t.fallbackError,
    placeRefusal: placeSignupError,
    // Checked once sent only: a message appearing when the focused first field loses focus would
    // grow the form and move the link back to /login from under the click that left the field.
    checkOnceSent: true,
  });

  const field = (name: FieldName) => ({ ...bound(name, 'signup'), required: true });

  const passwordError = errorOf('password');

  return (
    <Box component="form" noValidate onSubmit={content.onSubmit} aria-label={t.title}>
      <Stack spacing={2.5}>
        {content.formError && <Alert severity="error">{content.formError}</Alert>}

        <Box>
          <SectionTitle>{t.sectionEnseigne}</SectionTitle>
          <TextField
            {...field('enseigneName')}
            label={t.enseigneName}
            placeholder={t.enseigneNamePlaceholder}
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { autoComplete: 'organization' } }}
          />
        </Box>

        <Box>
          <SectionTitle>{t.sectionAdmin}</SectionTitle>
          <Stack spacing={2.5} sx={{ mt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('firstName')}
                label={t.firstName}
                slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
              />
              <TextField
                {...field('lastName')}
                label={t.lastName}
                slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
              />
            </Stack>
            <TextField
              {...field('email')}
              type="email"
              label={t.email}
              placeholder={t.emailPlaceholder}
              slotProps={{ htmlInput: { autoComplete: 'email' } }}
            />
            <PasswordField
              {...field('password')}
              label={t.password}
              helperText={passwordError ?? t.passwordHelp}
              autoComplete="new-password"
              showLabel={t.showPassword}
              hideLabel={t.hidePassword}
            />
            <PasswordField
              {...field('confirmPassword')}
              label={t.confirmPassword}
              autoComplete="new-password"
              showLabel={t.showPassword}
              hideLabel={t.hidePassword}
            />
          </Stack>
        </Box>

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
      </Stack>
    </Box>
  );
}
