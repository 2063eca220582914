import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { PasswordField } from '../auth/components/PasswordField.tsx';
import { acceptMessages as t } from './messages.ts';
import { acceptSchema, initialAcceptValues, type AcceptValues } from './schema.ts';

/** Errors to show after a refused submit: per field (the graph's names) and for the form. */
export type AcceptErrors = Partial<Record<keyof AcceptValues | 'form', string>>;

interface AcceptInvitationFormProps {
  email: string;
  /** The page's title, which names the form (the account's role). */
  title?: string;
  /** Resolves with the errors to show, or nothing once the account exists. */
  onSubmit(values: AcceptValues): Promise<AcceptErrors | void>;
}

type FieldName = keyof AcceptValues;

/** The manager's account: his names and password; the email is the invitation's. */
export function AcceptInvitationForm({
  email,
  title = t.title,
  onSubmit,
}: AcceptInvitationFormProps) {
  const formik = useFormik<AcceptValues>({
    initialValues: initialAcceptValues,
    validationSchema: acceptSchema,
    initialStatus: {} satisfies AcceptErrors,
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const errors = await onSubmit(values);
      if (errors) helpers.setStatus(errors);
    },
  });
  const status = (formik.status ?? {}) as AcceptErrors;

  const errorOf = (name: FieldName): string | undefined =>
    (formik.touched[name] ? formik.errors[name] : undefined) ?? status[name];

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    if (status[name]) formik.setStatus({ ...status, [name]: undefined });
    formik.handleChange(event);
  };

  const field = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `accept-${name}`,
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

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={title}>
      <Stack spacing={2.5}>
        {status.form ? <Alert severity="error">{status.form}</Alert> : null}
        <TextField
          id="accept-email"
          label={t.email}
          value={email}
          fullWidth
          disabled
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('firstName')}
            label={t.firstName}
            autoFocus
            slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
          />
          <TextField
            {...field('lastName')}
            label={t.lastName}
            slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
          />
        </Stack>
        <PasswordField
          {...field('password')}
          label={t.password}
          helperText={errorOf('password') ?? t.passwordHelp}
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
