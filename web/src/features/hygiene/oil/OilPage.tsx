import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import OilBarrelOutlined from '@mui/icons-material/OilBarrelOutlined';
import { useSelectedRestaurant } from '../../../app/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../../app/restaurant-selection.tsx';
import type { OilRecordInput } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format.ts';
import { splitSaveErrors } from '../../../lib/save-errors.ts';
import { CreateButton } from '../../../ui/CreateButton.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { RestaurantPage } from '../../../ui/RestaurantPage.tsx';
import { useToast } from '../../../ui/useToast.tsx';
import { usePermissions, type Permissions } from '../../../ui/usePermissions.ts';
import { useRecordOptions } from '../process/useRecordOptions.ts';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import { OilRecordsQuery, RecordOilMutation } from './documents.ts';
import { OIL_FORM_FIELDS, OilDialog, type OilField } from './OilDialog.tsx';
import { oilMessages as t } from './messages.ts';
import { OIL_CSV_COLUMNS, OilTable, type OilRow } from './OilTable.tsx';

/** /hygiene/oil: the fryer-oil checks of the selected restaurant (spec 001 §2, §3, §4). */
export function OilPage() {
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
        <RestaurantOil
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

interface RestaurantOilProps {
  restaurant: SelectableRestaurant;
  permissions: Permissions;
  creating: boolean;
  onCreate(): void;
  onCreateClosed(): void;
}

function RestaurantOil({
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: RestaurantOilProps) {
  const { show, toast } = useToast();
  const { timeZone, equipments: fryers, employees } = useRecordOptions(restaurant.id, 'OIL');
  const period = usePeriod(timeZone);
  const variables = { restaurantId: restaurant.id, ...period.range };
  const { data, error } = useQuery(OilRecordsQuery, { variables });
  const [recordOil] = useMutation(RecordOilMutation, {
    refetchQueries: [{ query: OilRecordsQuery, variables }],
    awaitRefetchQueries: true,
  });
  const [viewed, setViewed] = useState<OilRow | null>(null);

  // Spec 001 §8: a failure to load is only logged.
  if (error) console.error('[oil] loading failed', error);
  const records: readonly OilRow[] | null = data?.restaurant.oilRecords ?? (error ? [] : null);

  const save = async (input: OilRecordInput) => {
    try {
      await recordOil({ variables: { input } });
      onCreateClosed();
      show(t.created);
    } catch (failure) {
      console.error('[oil] save failed', failure);
      return splitSaveErrors<OilField>(failure, OIL_FORM_FIELDS, t.saveFailed);
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
            columns: OIL_CSV_COLUMNS,
            rows: records ?? [],
          }}
        />
      </Stack>

      {records && records.length === 0 ? (
        <EmptyState
          icon={<OilBarrelOutlined />}
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
        <OilTable records={records} onViewPhoto={setViewed} />
      )}

      <OilDialog
        open={creating}
        fryers={fryers}
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
