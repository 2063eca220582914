import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SESSION_TIMEOUTS, type Preferences } from '@bo/domain';
import { usePreferences } from '../../app/preferences.tsx';
import { useSession } from '../../app/session.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { PasswordField } from '../auth/components/PasswordField.tsx';
import { ChangePasswordMutation } from './documents.ts';
import { sessionTimeoutLabel, settingsMessages as t } from './messages.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { SwitchRow } from './SwitchRow.tsx';
import { emptyPasswordValues, passwordSchema, type PasswordValues } from './schema.ts';
import type { Notify } from './types.ts';
import { usePreferenceForm, usePreferenceSave } from './usePreferenceSave.ts';

/** Sécurité: the password change, then the session options. */
export function SecurityTab({ notify }: { notify: Notify }) {
  return (
    <Stack spacing={3}>
      <PasswordSection notify={notify} />
      <SessionSection notify={notify} />
    </Stack>
  );
}

type PasswordFieldName = keyof PasswordValues;
// The graph names its arguments like the form's fields; the confirmation never leaves the page.
const PASSWORD_FIELDS: readonly PasswordFieldName[] = ['currentPassword', 'newPassword'];

function PasswordSection({ notify }: { notify: Notify }) {
  const session = useSession();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const { formik, content, field, errorOf } = useDialogForm<PasswordValues>({
    initialValues: emptyPasswordValues,
    validationSchema: passwordSchema,
    onSave: async ({ currentPassword, newPassword }) => {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      if (!data) throw new Error('changePassword: no data');
      // The api now refuses the previous token: keep working with the one it answered.
      session.signIn(data.changePassword.token, data.changePassword.user);
      formik.resetForm();
      notify(t.passwordChanged);
    },
    failed: t.security.passwordFailed,
    fields: PASSWORD_FIELDS,
    idempotent: false,
  });

  const passwordField = (name: PasswordFieldName) => ({
    ...field(name, 'security'),
    required: true,
    showLabel: t.security.showPassword,
    hideLabel: t.security.hidePassword,
  });

  return (
    <SettingsSection title={t.security.passwordTitle} description={t.security.passwordDescription}>
      <form noValidate onSubmit={content.onSubmit} aria-label={t.security.passwordTitle}>
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          {content.formError ? <Alert severity="error">{content.formError}</Alert> : null}
          <PasswordField
            {...passwordField('currentPassword')}
            label={t.security.currentPassword}
            autoComplete="current-password"
          />
          <PasswordField
            {...passwordField('newPassword')}
            helperText={errorOf('newPassword') ?? t.security.newPasswordHelp}
            label={t.security.newPassword}
            autoComplete="new-password"
          />
          <PasswordField
            {...passwordField('confirmPassword')}
            label={t.security.confirmPassword}
            autoComplete="new-password"
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <SaveButton
            dirty={formik.dirty}
            submitting={content.submitting}
            label={t.security.changePassword}
            busyLabel={t.security.changing}
          />
        </Stack>
      </form>
    </SettingsSection>
  );
}

type SecurityValues = Preferences['security'];

function SessionSection({ notify }: { notify: Notify }) {
  const { security } = usePreferences();
  const save = usePreferenceSave(notify);
  const { formik, content, setValue } = usePreferenceForm<SecurityValues>(security, (values) =>
    save({ security: values }),
  );
  const toggle = (name: 'twoFactor' | 'loginAlerts' | 'apiAccess') => (checked: boolean) =>
    setValue(name, checked);

  return (
    <SettingsSection title={t.security.sessionTitle} description={t.security.sessionDescription}>
      <form noValidate onSubmit={content.onSubmit} aria-label={t.security.sessionTitle}>
        <TextField
          select
          id="security-sessionTimeout"
          name="sessionTimeout"
          label={t.security.sessionTimeout}
          value={formik.values.sessionTimeout}
          onChange={(event) => setValue('sessionTimeout', Number(event.target.value))}
          helperText={t.security.sessionTimeoutHelp}
          sx={{ maxWidth: 480 }}
          fullWidth
        >
          {SESSION_TIMEOUTS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {sessionTimeoutLabel(minutes)}
            </MenuItem>
          ))}
        </TextField>
        <Stack divider={<Divider flexItem />} sx={{ mt: 2 }}>
          <SwitchRow
            id="security-loginAlerts"
            label={t.security.loginAlerts}
            caption={t.security.loginAlertsHelp}
            checked={formik.values.loginAlerts}
            onChange={toggle('loginAlerts')}
          />
          {/* Stored, but not built: shown disabled rather than pretending to protect anything. */}
          <SwitchRow
            id="security-twoFactor"
            label={t.security.twoFactor}
            caption={t.security.comingSoon}
            checked={formik.values.twoFactor}
            disabled
            onChange={toggle('twoFactor')}
          />
          <SwitchRow
            id="security-apiAccess"
            label={t.security.apiAccess}
            caption={t.security.comingSoon}
            checked={formik.values.apiAccess}
            disabled
            onChange={toggle('apiAccess')}
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <SaveButton dirty={formik.dirty} submitting={content.submitting} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
