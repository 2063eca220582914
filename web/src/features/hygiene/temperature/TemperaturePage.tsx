import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import { BUSINESS_TIME_ZONE, compareEmployees, compareNames } from '@bo/domain';
import { useSelectedRestaurant } from '../../../app/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../../app/restaurant-selection.tsx';
import type { TemperatureReadingInput } from '../../../gql/graphql';
import { usePreferences } from '../../../app/preferences.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { splitSaveErrors } from '../../../lib/save-errors.ts';
import { CreateButton } from '../../../ui/CreateButton.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { RestaurantPage } from '../../../ui/RestaurantPage.tsx';
import { usePermissions, type Permissions } from '../../../ui/usePermissions.ts';
import { useToast } from '../../../ui/useToast.tsx';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import {
  RecordTemperatureMutation,
  TemperatureOptionsQuery,
  TemperatureReadingsQuery,
} from './documents.ts';
import { temperatureMessages as t } from './messages.ts';
import { ReadingsChart, type ChartEquipment } from './ReadingsChart.tsx';
import {
  TEMPERATURE_FORM_FIELDS,
  TemperatureDialog,
  type TemperatureField,
} from './TemperatureDialog.tsx';
import {
  temperatureCsvColumns,
  TemperatureTable,
  type TemperatureRow,
} from './TemperatureTable.tsx';

/** /hygiene/temperature: readings of the period, their statuses, a chart per equipment (§2). */
export function TemperaturePage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('HYGIENE');
  const [creating, setCreating] = useState(false);
  return (
    <RestaurantPage
      title={t.title}
      permissions={permissions}
      selectMessage={t.selectRestaurant}
      actions={
        <CreateButton
          label={t.newReading}
          disabled={!restaurant || !permissions.canCreate}
          onClick={() => setCreating(true)}
        />
      }
    >
      {(selected) => (
        <RestaurantTemperatures
          restaurant={selected}
          permissions={permissions}
          creating={creating}
          onCreate={() => setCreating(true)}
          onCreateClosed={() => setCreating(false)}
        />
      )}
    </RestaurantPage>
  );
}

/** Equipment for a reading: those with a temperature range first, then by name. */
export function readingEquipmentOrder(a: ChartEquipment, b: ChartEquipment): number {
  const ranked = (e: ChartEquipment) => (e.equipmentType.equipmentFamily === 'TEMPERATURE' ? 0 : 1);
  return ranked(a) - ranked(b) || compareNames(a, b);
}

interface RestaurantTemperaturesProps {
  restaurant: SelectableRestaurant;
  permissions: Permissions;
  creating: boolean;
  onCreate(): void;
  onCreateClosed(): void;
}

function RestaurantTemperatures({
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: RestaurantTemperaturesProps) {
  const { show, toast } = useToast();
  const unit = usePreferences().appearance.temperatureUnit;
  const options = useQuery(TemperatureOptionsQuery, { variables: { restaurantId: restaurant.id } });
  const timeZone = options.data?.restaurant.timeZone;
  const period = usePeriod(timeZone);
  const variables = { restaurantId: restaurant.id, ...period.range };
  const { data, error } = useQuery(TemperatureReadingsQuery, { variables });
  const [recordTemperature] = useMutation(RecordTemperatureMutation, {
    refetchQueries: [{ query: TemperatureReadingsQuery, variables }],
    awaitRefetchQueries: true,
  });
  const [viewed, setViewed] = useState<TemperatureRow | null>(null);

  // Spec 001 §8: a failure to load is only logged.
  if (error) console.error('[temperature] loading failed', error);
  if (options.error) console.error('[temperature] loading the options failed', options.error);

  const readings: readonly TemperatureRow[] | null =
    data?.restaurant.temperatureReadings ?? (error ? [] : null);
  const equipments = useMemo(
    () => [...(options.data?.restaurant.equipments ?? [])].sort(readingEquipmentOrder),
    [options.data],
  );
  const employees = useMemo(
    () =>
      [...(options.data?.restaurant.employees ?? [])]
        .sort(compareEmployees)
        .map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
    [options.data],
  );

  const save = async (input: TemperatureReadingInput) => {
    try {
      await recordTemperature({ variables: { input } });
      onCreateClosed();
      show(t.created);
    } catch (failure) {
      console.error('[temperature] save failed', failure);
      return splitSaveErrors<TemperatureField>(failure, TEMPERATURE_FORM_FIELDS, t.saveFailed);
    }
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <PeriodPicker period={period} timeZone={timeZone} />
        <ExportButtons
          restaurantId={restaurant.id}
          range={period.range}
          disabled={!readings || readings.length === 0}
          csv={{
            filename: `${t.csvName}-${period.range.from}-${period.range.to}`,
            columns: temperatureCsvColumns,
            rows: readings ?? [],
          }}
        />
      </Stack>

      <SummaryCards readings={readings} />

      {readings && readings.length === 0 ? (
        <EmptyState
          icon={<ThermostatOutlined />}
          title={t.empty}
          action={
            <CreateButton
              label={t.newReading}
              disabled={!permissions.canCreate}
              onClick={onCreate}
            />
          }
        />
      ) : (
        <>
          {/* Above the history: a drifting fridge is seen before scrolling through its rows. */}
          {readings && (
            <EquipmentCharts
              readings={readings}
              equipments={equipments}
              range={period.range}
              timeZone={timeZone ?? BUSINESS_TIME_ZONE}
              unit={unit}
            />
          )}
          <TemperatureTable readings={readings} onViewPhoto={setViewed} />
        </>
      )}

      <TemperatureDialog
        open={creating}
        equipments={equipments}
        employees={employees}
        onSave={save}
        onClose={onCreateClosed}
      />
      <PhotoDialog
        photos={viewed?.photo ? [viewed.photo] : []}
        {...(viewed && {
          title: viewed.equipment.name,
          caption: formatDateTime(viewed.recordedAt),
        })}
        onClose={() => setViewed(null)}
      />
      {toast}
    </>
  );
}

/** Total, compliant, warning and critical readings of the period (spec 001 §2). */
function SummaryCards({ readings }: { readings: readonly TemperatureRow[] | null }) {
  const count = (status?: string) =>
    readings?.filter((r) => status === undefined || r.status === status).length ?? 0;
  const cards = [
    { label: t.summary.total, value: count(), color: 'text.primary' },
    { label: t.summary.good, value: count('GOOD'), color: 'success.main' },
    { label: t.summary.warning, value: count('WARNING'), color: 'warning.main' },
    { label: t.summary.critical, value: count('CRITICAL'), color: 'error.main' },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
        my: 2,
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.label}
          variant="outlined"
          sx={{ p: 2 }}
          aria-label={card.label}
          role="group"
        >
          <Typography variant="body2" color="textSecondary">
            {card.label}
          </Typography>
          {readings === null ? (
            <Skeleton width={40} height={40} />
          ) : (
            <Typography variant="h4" component="p" sx={{ color: card.color }}>
              {card.value}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

interface EquipmentChartsProps {
  readings: readonly TemperatureRow[];
  equipments: readonly ChartEquipment[];
  range: { from: string; to: string };
  timeZone: string;
  unit: Parameters<typeof ReadingsChart>[0]['unit'];
}

/** A chart for each equipment read during the period, those with a range first. */
function EquipmentCharts({ readings, equipments, range, timeZone, unit }: EquipmentChartsProps) {
  const read = equipments.filter((e) => readings.some((r) => r.equipment.id === e.id));
  if (read.length === 0) return null;
  return (
    <Box component="section" aria-label={t.charts.title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.charts.title}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' }, gap: 2 }}
      >
        {read.map((equipment) => (
          <ReadingsChart
            key={equipment.id}
            equipment={equipment}
            readings={readings.filter((r) => r.equipment.id === equipment.id)}
            range={range}
            timeZone={timeZone}
            unit={unit}
          />
        ))}
      </Box>
    </Box>
  );
}
