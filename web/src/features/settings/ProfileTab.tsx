import type { ChangeEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSession } from '../../app/session.tsx';
import { splitSaveErrors, type SaveErrors } from '../../lib/save-errors.ts';
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
  const formik = useFormik<ProfileValues>({
    initialValues: initial,
    validationSchema: profileSchema,
    initialStatus: { fields: {} } satisfies SaveErrors<FieldName>,
    onSubmit: async (values, helpers) => {
      helpers.setStatus({ fields: {} });
      try {
        const { data } = await updateProfile({ variables: { input: toProfileInput(values) } });
        if (!data) throw new Error('updateProfile: no data');
        const user = data.updateProfile;
        // The top bar's name and the stored session follow at once.
        session.updateUser(user);
        helpers.resetForm({
          values: {
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone ?? '',
          },
        });
        notify(t.profileSaved);
      } catch (error) {
        helpers.setStatus(splitSaveErrors(error, FIELDS, t.profile.failed));
      }
    },
  });
  const status = (formik.status ?? { fields: {} }) as SaveErrors<FieldName>;

  // A server message stays under its field until that field is edited.
  const errorOf = (name: FieldName): string | undefined =>
    (formik.touched[name] ? formik.errors[name] : undefined) ?? status.fields[name];

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    if (status.fields[name]) {
      formik.setStatus({ ...status, fields: { ...status.fields, [name]: undefined } });
    }
    formik.handleChange(event);
  };

  const field = (name: FieldName, help?: string) => {
    const error = errorOf(name);
    return {
      id: `profile-${name}`,
      name,
      value: formik.values[name],
      onChange: handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? help,
      fullWidth: true,
    };
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t.profile.title}>
      <Stack spacing={2.5}>
        {status.form ? <Alert severity="error">{status.form}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('firstName')}
            label={t.profile.firstName}
            required
            slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
          />
          <TextField
            {...field('lastName')}
            label={t.profile.lastName}
            required
            slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
          />
        </Stack>
        <TextField
          {...field('email', t.profile.emailHelp)}
          type="email"
          label={t.profile.email}
          required
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        <TextField
          {...field('phone', t.profile.phoneHelp)}
          type="tel"
          label={t.profile.phone}
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SaveButton dirty={formik.dirty} submitting={formik.isSubmitting} />
        </Stack>
      </Stack>
    </form>
  );
}
