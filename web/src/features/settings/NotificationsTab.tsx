import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREFERENCE_LABELS, type NotificationKey, type Preferences } from '@bo/domain';
import { usePreferences } from '../../app/preferences.tsx';
import { settingsMessages as t } from './messages.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { SwitchRow } from './SwitchRow.tsx';
import type { Notify } from './types.ts';
import { usePreferenceForm, usePreferenceSave } from './usePreferenceSave.ts';

type Values = Preferences['notifications'];

const GROUPS: { title: string; keys: NotificationKey[] }[] = [
  {
    title: t.notifications.alerts,
    keys: ['email', 'push', 'temperatureAlerts', 'cleaningReminders', 'equipmentAlerts'],
  },
  { title: t.notifications.reports, keys: ['dailyReport', 'weeklyReport', 'monthlyReport'] },
];

/**
 * Notifications: the eight switches and their defaults (docs/areas/settings.md#preferences), saved
 * to the account.
 */
export function NotificationsTab({ notify }: { notify: Notify }) {
  const { notifications } = usePreferences();
  const save = usePreferenceSave(notify);
  const { formik, content, setValue } = usePreferenceForm<Values>(notifications, (values) =>
    save({ notifications: values }),
  );

  return (
    <SettingsSection title={t.notifications.title} description={t.notifications.description}>
      <form noValidate onSubmit={content.onSubmit} aria-label={t.notifications.title}>
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t.notifications.notice}
        </Alert>
        {GROUPS.map((group, index) => (
          <Stack key={group.title} sx={{ mt: index === 0 ? 0 : 2 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              {group.title}
            </Typography>
            <Stack divider={<Divider flexItem />}>
              {group.keys.map((key) => (
                <SwitchRow
                  key={key}
                  id={`notification-${key}`}
                  label={PREFERENCE_LABELS.notifications[key]}
                  checked={formik.values[key]}
                  onChange={(checked) => setValue(key, checked)}
                />
              ))}
            </Stack>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <SaveButton dirty={formik.dirty} submitting={content.submitting} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
