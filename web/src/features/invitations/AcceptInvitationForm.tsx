import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { PasswordField } from '../auth/components/PasswordField.tsx';
import { acceptMessages as t } from './messages.ts';
import { acceptSchema, initialAcceptValues, type AcceptValues } from './schema.ts';

interface AcceptInvitationFormProps {
  email: string;
  /** The page's title, which names the form (the account's role). */
  title?: string;
  /** Creates the account; rejects with the server's refusal, which the form shows. */
  onSubmit(values: AcceptValues): Promise<void>;
}

type FieldName = keyof AcceptValues;

/** The graph names its input like the form; the confirmation never leaves the page. */
const SERVER_FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'password'];

/** The manager's account: his names and password; the email is the invitation's. */
export function AcceptInvitationForm({
  email,
  title = t.title,
  onSubmit,
}: AcceptInvitationFormProps) {
  const {
    content,
    field: bound,
    errorOf,
  } = useDialogForm<AcceptValues>({
    initialValues: initialAcceptValues,
    validationSchema: acceptSchema,
    onSave: onSubmit,
    failed: t.acceptFailed,
    fields: SERVER_FIELDS,
    idempotent: false,
  });

  const field = (name: FieldName) => ({ ...bound(name, 'accept'), required: true });

  return (
    <Box component="form" noValidate onSubmit={content.onSubmit} aria-label={title}>
      <Stack spacing={2.5}>
        {content.formError ? <Alert severity="error">{content.formError}</Alert> : null}
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
          disabled={content.submitting}
          sx={{ py: 1.25, fontWeight: 600 }}
        >
          {content.submitting ? t.submitting : t.submit}
        </Button>
      </Stack>
    </Box>
  );
}
