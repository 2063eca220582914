import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import OilBarrelOutlined from '@mui/icons-material/OilBarrelOutlined';
import type { OilRecordInput } from '../../../gql/graphql';
import { useRecordOptions } from '../process/useRecordOptions.ts';
import {
  EmptyLog,
  HygieneLogPage,
  PeriodToolbar,
  useRecordSave,
  type HygieneLogContext,
} from '../shared/HygieneLogPage.tsx';
import { usePeriod } from '../shared/PeriodPicker.tsx';
import { RecordPhotoDialog } from '../shared/PhotoDialog.tsx';
import { OilRecordsQuery, RecordOilMutation } from './documents.ts';
import { OIL_FORM_FIELDS, OilDialog } from './OilDialog.tsx';
import { oilMessages as t } from './messages.ts';
import { OIL_CSV_COLUMNS, OilTable, type OilRow } from './OilTable.tsx';

/**
 * /hygiene/oil: the fryer-oil checks of the selected restaurant (docs/areas/hygiene.md#fryer-oil).
 */
export function OilPage() {
  return (
    <HygieneLogPage title={t.title} selectMessage={t.selectRestaurant} newLabel={t.newRecord}>
      {(context) => <RestaurantOil {...context} />}
    </HygieneLogPage>
  );
}

function RestaurantOil({
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: HygieneLogContext) {
  const { timeZone, equipments: fryers, employees } = useRecordOptions(restaurant.id, 'OIL');
  const period = usePeriod(timeZone);
  const variables = { restaurantId: restaurant.id, ...period.range };
  const { data, error } = useQuery(OilRecordsQuery, { variables });
  const [recordOil] = useMutation(RecordOilMutation);
  const { save, toast, refusal } = useRecordSave({
    record: (input: OilRecordInput) => recordOil({ variables: { input } }),
    fields: OIL_FORM_FIELDS,
    messages: t,
    onSaved: onCreateClosed,
    log: 'oil',
  });
  const [viewed, setViewed] = useState<OilRow | null>(null);

  // A failure to load is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[oil] loading failed', error);
  const records: readonly OilRow[] | null = data?.restaurant.oilRecords ?? (error ? [] : null);

  return (
    <>
      <PeriodToolbar
        restaurantId={restaurant.id}
        period={period}
        timeZone={timeZone}
        rows={records}
        csvName={t.csvName}
        columns={OIL_CSV_COLUMNS}
      />

      {records && records.length === 0 ? (
        <EmptyLog
          icon={<OilBarrelOutlined />}
          title={t.empty}
          newLabel={t.newRecord}
          canCreate={permissions.canCreate}
          onCreate={onCreate}
        />
      ) : (
        <OilTable records={records} onViewPhoto={setViewed} />
      )}

      <OilDialog
        open={creating}
        fryers={fryers}
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
