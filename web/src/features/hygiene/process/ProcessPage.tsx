import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import type { EquipmentFamily } from '@bo/domain';
import { useSelectedRestaurant } from '../../../app/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../../app/restaurant-selection.tsx';
import type { ProcessRecordInput } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format.ts';
import { splitSaveErrors } from '../../../lib/save-errors.ts';
import { CreateButton } from '../../../ui/CreateButton.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { RestaurantPage } from '../../../ui/RestaurantPage.tsx';
import { useToast } from '../../../ui/useToast.tsx';
import { usePermissions, type Permissions } from '../../../ui/usePermissions.ts';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import {
  CoolingRecordsQuery,
  HeatingRecordsQuery,
  RecordCoolingMutation,
  RecordHeatingMutation,
} from './documents.ts';
import { PROCESS_MESSAGES_BY_KIND, type ProcessKind } from './messages.ts';
import { PROCESS_FORM_FIELDS, ProcessDialog, type ProcessField } from './ProcessDialog.tsx';
import { useRecordOptions } from './useRecordOptions.ts';
import { processCsvColumns, ProcessTable, type ProcessRow } from './ProcessTable.tsx';

/** The equipment family each log accepts (the api refuses the others). */
const FAMILY: Record<ProcessKind, EquipmentFamily> = { cooling: 'COOLING', heating: 'HEATING' };

/** /hygiene/cooling and /hygiene/heating: one page, two logs (spec 001 §2, §3). */
export function ProcessPage({ kind }: { kind: ProcessKind }) {
  const t = PROCESS_MESSAGES_BY_KIND[kind];
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
          label={t.newRecord}
          disabled={!restaurant || !permissions.canCreate}
          onClick={() => setCreating(true)}
        />
      }
    >
      {(selected) => (
        <RestaurantProcesses
          kind={kind}
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

interface RestaurantProcessesProps {
  kind: ProcessKind;
  restaurant: SelectableRestaurant;
  permissions: Permissions;
  creating: boolean;
  onCreate(): void;
  onCreateClosed(): void;
}

function RestaurantProcesses({
  kind,
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: RestaurantProcessesProps) {
  const t = PROCESS_MESSAGES_BY_KIND[kind];
  const { show, toast } = useToast();
  const { timeZone, equipments, employees } = useRecordOptions(restaurant.id, FAMILY[kind]);
  const period = usePeriod(timeZone);
  const variables = { restaurantId: restaurant.id, ...period.range };
  const cooling = useQuery(CoolingRecordsQuery, { variables, skip: kind !== 'cooling' });
  const heating = useQuery(HeatingRecordsQuery, { variables, skip: kind !== 'heating' });
  const refetch = {
    refetchQueries: [
      { query: kind === 'cooling' ? CoolingRecordsQuery : HeatingRecordsQuery, variables },
    ],
    awaitRefetchQueries: true,
  };
  const [recordCooling] = useMutation(RecordCoolingMutation, refetch);
  const [recordHeating] = useMutation(RecordHeatingMutation, refetch);
  const [viewed, setViewed] = useState<ProcessRow | null>(null);

  const error = kind === 'cooling' ? cooling.error : heating.error;
  // Spec 001 §8: a failure to load is only logged.
  if (error) console.error(`[${kind}] loading failed`, error);

  const records: readonly ProcessRow[] | null =
    (kind === 'cooling'
      ? cooling.data?.restaurant.coolingRecords
      : heating.data?.restaurant.heatingRecords) ?? (error ? [] : null);

  const save = async (input: ProcessRecordInput) => {
    try {
      if (kind === 'cooling') await recordCooling({ variables: { input } });
      else await recordHeating({ variables: { input } });
      onCreateClosed();
      show(t.created);
    } catch (failure) {
      console.error(`[${kind}] save failed`, failure);
      return splitSaveErrors<ProcessField>(failure, PROCESS_FORM_FIELDS, t.saveFailed);
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
          disabled={!records || records.length === 0}
          csv={{
            filename: `${t.csvName}-${period.range.from}-${period.range.to}`,
            columns: processCsvColumns(t),
            rows: records ?? [],
          }}
        />
      </Stack>

      {records && records.length === 0 ? (
        <EmptyState
          icon={kind === 'cooling' ? <AcUnitOutlined /> : <LocalFireDepartmentOutlined />}
          title={t.empty}
          action={
            <CreateButton
              label={t.newRecord}
              disabled={!permissions.canCreate}
              onClick={onCreate}
            />
          }
        />
      ) : (
        <ProcessTable messages={t} records={records} onViewPhoto={setViewed} />
      )}

      <ProcessDialog
        open={creating}
        restaurantId={restaurant.id}
        messages={t}
        equipments={equipments}
        employees={employees}
        onSave={save}
        onClose={onCreateClosed}
      />
      <PhotoDialog
        photos={viewed?.photo ? [viewed.photo] : []}
        {...(viewed && { title: viewed.productName, caption: formatDateTime(viewed.startTime) })}
        onClose={() => setViewed(null)}
      />
      {toast}
    </>
  );
}
