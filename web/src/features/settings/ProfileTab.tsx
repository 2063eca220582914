import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSession } from '../../app/session.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { SettingsProfileQuery, UpdateProfileMutation } from './documents.ts';
import { settingsMessages as t } from './messages.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { profileSchema, toProfileInput, type ProfileValues } from './schema.ts';
import type { Notify } from './types.ts';

type FieldName = keyof ProfileValues;
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'phone'];

/** Profil: the user's names, email and phone, saved to his account. */
export function ProfileTab({ notify }: { notify: Notify }) {
  const { data, error } = useQuery(SettingsProfileQuery);
  if (error) {
    console.error('[settings] profile not loaded', error);
    return <Alert severity="error">{t.profile.loadFailed}</Alert>;
  }
  const me = data?.me;
  return (
    <SettingsSection title={t.profile.title} description={t.profile.description}>
      {me ? (
        <ProfileForm
          notify={notify}
          initial={{
            firstName: me.firstName,
            lastName: me.lastName,
            email: me.email,
            phone: me.phone ?? '',
          }}
        />
      ) : (
        <Stack spacing={2.5} data-testid="profile-loading">
          {FIELDS.map((name) => (
            <Skeleton key={name} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}

function ProfileForm({ initial, notify }: { initial: ProfileValues; notify: Notify }) {
  const session = useSession();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const { formik, content, field, errorOf } = useDialogForm<ProfileValues>({
    initialValues: initial,
    validationSchema: profileSchema,
    onSave: async (values) => {
      const { data } = await updateProfile({ variables: { input: toProfileInput(values) } });
      if (!data) throw new Error('updateProfile: no data');
      const user = data.updateProfile;
      // The top bar's name and the stored session follow at once.
      session.updateUser(user);
      formik.resetForm({
        values: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone ?? '',
        },
      });
      notify(t.profileSaved);
    },
    failed: t.profile.failed,
    fields: FIELDS,
    // Saving the same profile twice changes nothing.
    idempotent: false,
  });

  return (
    <form noValidate onSubmit={content.onSubmit} aria-label={t.profile.title}>
      <Stack spacing={2.5}>
        {content.formError ? <Alert severity="error">{content.formError}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('firstName', 'profile')}
            label={t.profile.firstName}
            required
            slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
          />
          <TextField
            {...field('lastName', 'profile')}
            label={t.profile.lastName}
            required
            slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
          />
        </Stack>
        <TextField
          {...field('email', 'profile')}
          helperText={errorOf('email') ?? t.profile.emailHelp}
          type="email"
          label={t.profile.email}
          required
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        <TextField
          {...field('phone', 'profile')}
          helperText={errorOf('phone') ?? t.profile.phoneHelp}
          type="tel"
          label={t.profile.phone}
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SaveButton dirty={formik.dirty} submitting={content.submitting} />
        </Stack>
      </Stack>
    </form>
  );
}
