import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import type { EquipmentFamily } from '@bo/domain';
import type { ProcessRecordInput } from '../../../gql/graphql';
import {
  EmptyLog,
  HygieneLogPage,
  PeriodToolbar,
  useRecordSave,
  type HygieneLogContext,
} from '../shared/HygieneLogPage.tsx';
import { usePeriod } from '../shared/PeriodPicker.tsx';
import { RecordPhotoDialog } from '../shared/PhotoDialog.tsx';
import {
  CoolingRecordsQuery,
  HeatingRecordsQuery,
  RecordCoolingMutation,
  RecordHeatingMutation,
} from './documents.ts';
import { PROCESS_MESSAGES_BY_KIND, type ProcessKind } from './messages.ts';
import { PROCESS_FORM_FIELDS, ProcessDialog } from './ProcessDialog.tsx';
import { useRecordOptions } from './useRecordOptions.ts';
import { processCsvColumns, ProcessTable, type ProcessRow } from './ProcessTable.tsx';

/** The equipment family each log accepts (the api refuses the others). */
const FAMILY: Record<ProcessKind, EquipmentFamily> = { cooling: 'COOLING', heating: 'HEATING' };

/**
 * /hygiene/cooling and /hygiene/heating: one page, two logs
 * (docs/areas/hygiene.md#cooling-and-reheating).
 */
export function ProcessPage({ kind }: { kind: ProcessKind }) {
  const t = PROCESS_MESSAGES_BY_KIND[kind];
  return (
    <HygieneLogPage title={t.title} selectMessage={t.selectRestaurant} newLabel={t.newRecord}>
      {(context) => <RestaurantProcesses kind={kind} {...context} />}
    </HygieneLogPage>
  );
}

function RestaurantProcesses({
  kind,
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: HygieneLogContext & { kind: ProcessKind }) {
  const t = PROCESS_MESSAGES_BY_KIND[kind];
  const { timeZone, equipments, employees } = useRecordOptions(restaurant.id, FAMILY[kind]);
  const period = usePeriod(timeZone);
  const variables = { restaurantId: restaurant.id, ...period.range };
  const cooling = useQuery(CoolingRecordsQuery, { variables, skip: kind !== 'cooling' });
  const heating = useQuery(HeatingRecordsQuery, { variables, skip: kind !== 'heating' });
  const [recordCooling] = useMutation(RecordCoolingMutation);
  const [recordHeating] = useMutation(RecordHeatingMutation);
  const { save, toast, refusal } = useRecordSave({
    record: (input: ProcessRecordInput) =>
      kind === 'cooling'
        ? recordCooling({ variables: { input } })
        : recordHeating({ variables: { input } }),
    fields: PROCESS_FORM_FIELDS,
    messages: t,
    onSaved: onCreateClosed,
    log: kind,
  });
  const [viewed, setViewed] = useState<ProcessRow | null>(null);

  const error = kind === 'cooling' ? cooling.error : heating.error;
  // A failure to load is only logged (docs/areas/platform.md#errors).
  if (error) console.error(`[${kind}] loading failed`, error);

  const records: readonly ProcessRow[] | null =
    (kind === 'cooling'
      ? cooling.data?.restaurant.coolingRecords
      : heating.data?.restaurant.heatingRecords) ?? (error ? [] : null);

  return (
    <>
      <PeriodToolbar
        restaurantId={restaurant.id}
        period={period}
        timeZone={timeZone}
        rows={records}
        csvName={t.csvName}
        columns={processCsvColumns(t)}
      />

      {records && records.length === 0 ? (
        <EmptyLog
          icon={kind === 'cooling' ? <AcUnitOutlined /> : <LocalFireDepartmentOutlined />}
          title={t.empty}
          newLabel={t.newRecord}
          canCreate={permissions.canCreate}
          onCreate={onCreate}
        />
      ) : (
        <ProcessTable
          log={FAMILY[kind] === 'COOLING' ? 'COOLING' : 'HEATING'}
          messages={t}
          records={records}
          onViewPhoto={setViewed}
        />
      )}

      <ProcessDialog
        open={creating}
        restaurantId={restaurant.id}
        messages={t}
        equipments={equipments}
        employees={employees}
        onSave={save}
        refusal={refusal}
        onClose={onCreateClosed}
      />
      <RecordPhotoDialog
        record={viewed && { name: viewed.productName, at: viewed.startTime, photo: viewed.photo }}
        onClose={() => setViewed(null)}
      />
      {toast}
    </>
  );
}
