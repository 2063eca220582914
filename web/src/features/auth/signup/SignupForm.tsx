import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { useSaveKey } from '../../../lib/idempotency.ts';
import { PasswordField } from '../components/PasswordField.tsx';
import { signupMessages as t } from '../messages.ts';
import type { SignupErrors } from './placeError.ts';
import { initialSignupValues, signupSchema, type SignupValues } from './schema.ts';

interface SignupFormProps {
  /** Resolves with the errors to show, or nothing when the chain was created. */
  onSubmit(values: SignupValues): Promise<SignupErrors | void>;
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
 * Step 1 of /signup: the chain and its first administrator (docs/areas/platform.md#signup). Server
 * field errors are kept in Formik's status so the re-validation Formik runs on every blur does not
 * wipe them; each disappears when its field is edited.
 */
export function SignupForm({ onSubmit }: SignupFormProps) {
  // A signup retried after an unknown outcome must not try to create the chain twice.
  const saveKey = useSaveKey();
  const formik = useFormik<SignupValues>({
    initialValues: initialSignupValues,
    validationSchema: signupSchema,
    initialStatus: {} satisfies SignupErrors,
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const errors = await saveKey.run(values, () => onSubmit(values));
      if (errors) helpers.setStatus(errors);
      else saveKey.forget();
    },
  });
  const status = (formik.status ?? {}) as SignupErrors;

  // Checked on submit only: a message appearing when the focused first field loses focus would
  // grow the form and move the link back to /login from under the click that left the field.
  const errorOf = (name: FieldName): string | undefined =>
    (formik.submitCount > 0 ? formik.errors[name] : undefined) ??
    (name === 'confirmPassword' ? undefined : status[name]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    if (name !== 'confirmPassword' && status[name])
      formik.setStatus({ ...status, [name]: undefined });
    formik.handleChange(event);
  };

  const field = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `signup-${name}`,
      name,
      value: formik.values[name],
      onChange: handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      fullWidth: true,
      required: true,
    };
  };

  const passwordError = errorOf('password');

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t.title}>
      <Stack spacing={2.5}>
        {status.form && <Alert severity="error">{status.form}</Alert>}

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
          disabled={formik.isSubmitting}
          sx={{ py: 1.25, fontWeight: 600 }}
        >
          {formik.isSubmitting ? t.submitting : t.submit}
        </Button>
      </Stack>
    </Box>
  );
}
