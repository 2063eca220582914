import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import { BUSINESS_TIME_ZONE, compareNames } from '@bo/domain';
import type { TemperatureReadingInput } from '../../../gql/graphql';
import { usePreferences } from '../../../app/preferences.tsx';
import {
  EmptyLog,
  HygieneLogPage,
  PeriodToolbar,
  useRecordSave,
  type HygieneLogContext,
} from '../shared/HygieneLogPage.tsx';
import { usePeriod } from '../shared/PeriodPicker.tsx';
import { employeeOptions } from '../shared/people.ts';
import { RecordPhotoDialog } from '../shared/PhotoDialog.tsx';
import {
  RecordTemperatureMutation,
  TemperatureOptionsQuery,
  TemperatureReadingsQuery,
} from './documents.ts';
import { temperatureMessages as t } from './messages.ts';
import { ReadingsChart, type ChartEquipment } from './ReadingsChart.tsx';
import { TEMPERATURE_FORM_FIELDS, TemperatureDialog } from './TemperatureDialog.tsx';
import {
  temperatureCsvColumns,
  TemperatureTable,
  type TemperatureRow,
} from './TemperatureTable.tsx';

/**
 * /hygiene/temperature: readings of the period, their statuses, a chart per equipment
 * (docs/areas/hygiene.md#temperatures).
 */
export function TemperaturePage() {
  return (
    <HygieneLogPage title={t.title} selectMessage={t.selectRestaurant} newLabel={t.newReading}>
      {(context) => <RestaurantTemperatures {...context} />}
    </HygieneLogPage>
  );
}

/** Equipment for a reading: those with a temperature range first, then by name. */
export function readingEquipmentOrder(a: ChartEquipment, b: ChartEquipment): number {
  const ranked = (e: ChartEquipment) => (e.equipmentType.equipmentFamily === 'TEMPERATURE' ? 0 : 1);
  return ranked(a) - ranked(b) || compareNames(a, b);
}

function RestaurantTemperatures({
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: HygieneLogContext) {
  const unit = usePreferences().appearance.temperatureUnit;
  const options = useQuery(TemperatureOptionsQuery, { variables: { restaurantId: restaurant.id } });
  const timeZone = options.data?.restaurant.timeZone;
  const period = usePeriod(timeZone);
  const variables = { restaurantId: restaurant.id, ...period.range };
  const { data, error } = useQuery(TemperatureReadingsQuery, { variables });
  const [recordTemperature] = useMutation(RecordTemperatureMutation);
  const { save, toast, refusal } = useRecordSave({
    record: (input: TemperatureReadingInput) => recordTemperature({ variables: { input } }),
    fields: TEMPERATURE_FORM_FIELDS,
    messages: t,
    onSaved: onCreateClosed,
    log: 'temperature',
  });
  const [viewed, setViewed] = useState<TemperatureRow | null>(null);

  // A failure to load is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[temperature] loading failed', error);
  if (options.error) console.error('[temperature] loading the options failed', options.error);

  const readings: readonly TemperatureRow[] | null =
    data?.restaurant.temperatureReadings ?? (error ? [] : null);
  const equipments = useMemo(
    () => [...(options.data?.restaurant.equipments ?? [])].sort(readingEquipmentOrder),
    [options.data],
  );
  const employees = useMemo(
    () => employeeOptions(options.data?.restaurant.employees),
    [options.data],
  );

  return (
    <>
      <PeriodToolbar
        restaurantId={restaurant.id}
        period={period}
        timeZone={timeZone}
        rows={readings}
        csvName={t.csvName}
        columns={temperatureCsvColumns}
      />

      <SummaryCards readings={readings} />

      {readings && readings.length === 0 ? (
        <EmptyLog
          icon={<ThermostatOutlined />}
          title={t.empty}
          newLabel={t.newReading}
          canCreate={permissions.canCreate}
          onCreate={onCreate}
        />
      ) : (
        <>
          {/* Above the history: a drifting fridge is seen before scrolling through its rows. */}
          {readings && (
            <EquipmentCharts
              // A voided reading is no point of the charts.
              readings={readings.filter((r) => !r.voided)}
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
        refusal={refusal}
        onClose={onCreateClosed}
      />
      <RecordPhotoDialog
        record={
          viewed && { name: viewed.equipment.name, at: viewed.recordedAt, photo: viewed.photo }
        }
        onClose={() => setViewed(null)}
      />
      {toast}
    </>
  );
}

/**
 * Total, compliant, warning and critical readings of the period
 * (docs/areas/hygiene.md#temperatures); a voided reading counts in none of them.
 */
function SummaryCards({ readings }: { readings: readonly TemperatureRow[] | null }) {
  const count = (status?: string) =>
    readings?.filter((r) => !r.voided && (status === undefined || r.status === status)).length ?? 0;
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
