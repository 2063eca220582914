import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import {
  DATE_FORMATS,
  LANGUAGES,
  PREFERENCE_LABELS,
  TEMPERATURE_UNITS,
  THEMES,
  TIME_ZONES,
  type Preferences,
  type Theme,
} from '@bo/domain';
import { usePreferences } from '../../app/preferences.tsx';
import { settingsMessages as t } from './messages.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { Notify } from './types.ts';
import { usePreferenceForm, usePreferenceSave } from './usePreferenceSave.ts';

type Values = Preferences['appearance'];
type SelectName = Exclude<keyof Values, 'theme'>;

const THEME_ICONS: Record<Theme, ReactNode> = {
  LIGHT: <LightModeOutlined fontSize="small" />,
  DARK: <DarkModeOutlined fontSize="small" />,
};

const OPTIONS: Record<SelectName, { values: readonly string[]; labels: Record<string, string> }> = {
  language: { values: LANGUAGES, labels: PREFERENCE_LABELS.languages },
  timezone: { values: TIME_ZONES, labels: PREFERENCE_LABELS.timeZones },
  dateFormat: { values: DATE_FORMATS, labels: PREFERENCE_LABELS.dateFormats },
  temperatureUnit: { values: TEMPERATURE_UNITS, labels: PREFERENCE_LABELS.temperatureUnits },
};

/**
 * Apparence: theme, language, time zone, date format and temperature unit. Once saved they
 * apply to the whole app (PreferencesProvider), on every device of the user.
 */
export function AppearanceTab({ notify }: { notify: Notify }) {
  const { appearance } = usePreferences();
  const save = usePreferenceSave(notify);
  const { formik, content, setValue } = usePreferenceForm<Values>(appearance, (values) =>
    save({ appearance: values }),
  );

  const select = (name: SelectName, label: string, help?: string) => (
    <TextField
      select
      id={`appearance-${name}`}
      name={name}
      label={label}
      value={formik.values[name]}
      onChange={(event) => setValue(name, event.target.value)}
      helperText={help}
      fullWidth
    >
      {OPTIONS[name].values.map((value) => (
        <MenuItem key={value} value={value}>
          {OPTIONS[name].labels[value]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <SettingsSection title={t.appearance.title} description={t.appearance.description}>
      <form noValidate onSubmit={content.onSubmit} aria-label={t.appearance.title}>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="appearance-theme-label" sx={{ mb: 1, fontSize: '0.875rem' }}>
              {t.appearance.theme}
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              color="primary"
              aria-labelledby="appearance-theme-label"
              value={formik.values.theme}
              onChange={(_event, value: Theme | null) => {
                // Clicking the selected button would unselect it: a theme is always chosen.
                if (value) setValue('theme', value);
              }}
            >
              {THEMES.map((theme) => (
                <ToggleButton key={theme} value={theme} sx={{ gap: 1, px: 2.5 }}>
                  {THEME_ICONS[theme]}
                  {PREFERENCE_LABELS.themes[theme]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </FormControl>
          {select('language', t.appearance.language, t.appearance.languageHelp)}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('timezone', t.appearance.timezone, t.appearance.timezoneHelp)}
            {select('dateFormat', t.appearance.dateFormat)}
          </Stack>
          {select('temperatureUnit', t.appearance.temperatureUnit)}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <SaveButton dirty={formik.dirty} submitting={content.submitting} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
