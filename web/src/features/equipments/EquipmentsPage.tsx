import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import KitchenOutlined from '@mui/icons-material/KitchenOutlined';
import { usePreferences } from '../../app/preferences.tsx';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { CrudPage, useCrudActions, type CreateAction } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageTabs } from '../../ui/PageTabs.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { usePermissions, type Permissions } from '../../ui/usePermissions.ts';
import { EquipmentDialog } from './EquipmentDialog.tsx';
import { EquipmentTable, type EquipmentRow } from './EquipmentTable.tsx';
import { EquipmentTypeDialog } from './EquipmentTypeDialog.tsx';
import { EquipmentTypeTable, type EquipmentTypeRow } from './EquipmentTypeTable.tsx';
import { equipmentMessages as t } from './messages.ts';
import { useEquipmentMutations, type EquipmentPlace } from './operations.ts';
import { EquipmentTypesQuery, RestaurantEquipmentsQuery } from './documents.ts';
import {
  toEquipmentInput,
  toEquipmentTypeInput,
  type EquipmentFormValues,
  type EquipmentTypeFormValues,
} from './schema.ts';

type TabName = 'equipments' | 'types';
/** The open create/edit dialog: an equipment or a type, new (no row) or edited. */
type Editing =
  | { kind: 'equipment'; equipment?: EquipmentRow }
  | { kind: 'type'; type?: EquipmentTypeRow }
  | null;
type Deleting =
  { kind: 'equipment'; equipment: EquipmentRow } | { kind: 'type'; type: EquipmentTypeRow };

/**
 * /restaurant/equipments: the equipment of the selected restaurant and the chain's equipment
 * types (docs/areas/restaurants.md#equipment).
 */
export function EquipmentsPage() {
  const selection = useSelectedRestaurant();
  const permissions = usePermissions('EQUIPMENTS');
  const [tab, setTab] = useState<TabName>('equipments');
  const [editing, setEditing] = useState<Editing>(null);

  const typesQuery = useQuery(EquipmentTypesQuery);
  // A failure to load is only logged (docs/areas/platform.md#errors).
  if (typesQuery.error) console.error('[equipments] loading types failed', typesQuery.error);
  const types = typesQuery.data?.equipmentTypes ?? (typesQuery.error ? [] : null);
  const noType = types !== null && types.length === 0;

  const create: CreateAction =
    tab === 'equipments'
      ? {
          label: t.newEquipment,
          hint: noType ? t.needsType : '',
          blocked: types === null || noType,
          onClick: () => setEditing({ kind: 'equipment' }),
        }
      : { label: t.newType, onClick: () => setEditing({ kind: 'type' }) };

  return (
    <CrudPage
      title={t.title}
      permissions={permissions}
      selection={selection}
      selectMessage={t.selectRestaurant}
      create={create}
    >
      {(selected) => (
        <RestaurantEquipments
          restaurantId={selected.id}
          types={types}
          tab={tab}
          onTab={setTab}
          editing={editing}
          onEditing={setEditing}
          permissions={permissions}
        />
      )}
    </CrudPage>
  );
}

interface RestaurantEquipmentsProps {
  restaurantId: string;
  /** null while loading. */
  types: EquipmentTypeRow[] | null;
  tab: TabName;
  onTab(tab: TabName): void;
  editing: Editing;
  onEditing(editing: Editing): void;
  permissions: Permissions;
}

const placeOf = (equipment: EquipmentRow, restaurantId: string): EquipmentPlace => ({
  restaurantId,
  zoneId: equipment.zone?.id ?? null,
  equipmentTypeId: equipment.equipmentType.id,
});

function RestaurantEquipments({
  restaurantId,
  types,
  tab,
  onTab,
  editing,
  onEditing,
  permissions: { canCreate, canEdit, canDelete },
}: RestaurantEquipmentsProps) {
  const { restaurants } = useSelectedRestaurant();
  const preferences = usePreferences();
  const ops = useEquipmentMutations();
  const close = () => onEditing(null);

  const { data, error } = useQuery(RestaurantEquipmentsQuery, { variables: { restaurantId } });
  if (error) console.error('[equipments] loading failed', error);
  const equipments = data?.restaurant.equipments ?? (error ? [] : null);

  const nameOf = (id: string) => restaurants.find((r) => r.id === id)?.name ?? '';

  const saveEquipment = async (values: EquipmentFormValues) => {
    if (editing?.kind === 'equipment' && editing.equipment) {
      const { equipment } = editing;
      await ops.updateEquipment(
        equipment.id,
        toEquipmentInput(values, 'edit'),
        placeOf(equipment, restaurantId),
      );
      toast(
        values.restaurantId === restaurantId
          ? t.equipmentUpdated
          : t.equipmentMovedTo(nameOf(values.restaurantId)),
      );
    } else {
      await ops.createEquipment(toEquipmentInput(values, 'create'));
      toast(
        values.restaurantId === restaurantId
          ? t.equipmentCreated
          : t.equipmentCreatedIn(nameOf(values.restaurantId)),
      );
    }
    close();
  };

  const saveType = async (values: EquipmentTypeFormValues) => {
    if (editing?.kind === 'type' && editing.type) {
      await ops.updateType(editing.type.id, toEquipmentTypeInput(values, 'edit'));
      toast(t.typeUpdated);
    } else {
      await ops.createType(toEquipmentTypeInput(values, 'create'));
      toast(t.typeCreated);
    }
    close();
  };

  // A type still in use, or one a manager may not touch: the server says why, in the dialog,
  // which stays open; other failures are only logged (docs/areas/platform.md#errors).
  const { toast, askDelete, overlays } = useCrudActions<Deleting>({
    remove: async (deleting) => {
      if (deleting.kind === 'equipment') {
        const { equipment } = deleting;
        await ops.deleteEquipment(equipment.id, placeOf(equipment, restaurantId));
        return t.equipmentDeleted;
      }
      await ops.deleteType(deleting.type.id);
      return t.typeDeleted;
    },
    confirm: (deleting) =>
      deleting.kind === 'type'
        ? { title: t.confirmTypeTitle, message: t.confirmType(deleting.type.name) }
        : { title: t.confirmEquipmentTitle, message: t.confirmEquipment(deleting.equipment.name) },
    confirmLabel: t.confirmLabel,
    shown: { codes: ['CONFLICT', 'FORBIDDEN'], fallback: t.deleteFailed },
    logLabel: 'equipments',
  });

  const newEquipment = () => onEditing({ kind: 'equipment' });
  const newType = () => onEditing({ kind: 'type' });

  return (
    <>
      <PageTabs
        label={t.tabsLabel}
        active={tab}
        onChange={onTab}
        tabs={[
          {
            name: 'equipments',
            label: t.equipmentsTab(equipments?.length),
            icon: <KitchenOutlined fontSize="small" />,
          },
          {
            name: 'types',
            label: t.typesTab(types?.length),
            icon: <CategoryOutlined fontSize="small" />,
          },
        ]}
      />

      <TabPanel name="equipments" active={tab}>
        {equipments?.length === 0 ? (
          <EmptyState
            icon={<KitchenOutlined />}
            title={t.equipments.emptyTitle}
            description={types?.length === 0 ? t.needsType : t.equipments.emptyDescription}
            action={
              <CreateButton
                label={t.equipments.emptyAction}
                disabled={!canCreate || !types?.length}
                onClick={newEquipment}
              />
            }
          />
        ) : (
          <EquipmentTable
            equipments={equipments}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={(equipment) => onEditing({ kind: 'equipment', equipment })}
            onDelete={(equipment) => askDelete({ kind: 'equipment', equipment })}
          />
        )}
      </TabPanel>

      <TabPanel name="types" active={tab}>
        {types?.length === 0 ? (
          <EmptyState
            icon={<CategoryOutlined />}
            title={t.types.emptyTitle}
            description={t.types.emptyDescription}
            action={
              <CreateButton label={t.types.emptyAction} disabled={!canCreate} onClick={newType} />
            }
          />
        ) : (
          <EquipmentTypeTable
            types={types}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={(type) => onEditing({ kind: 'type', type })}
            onDelete={(type) => askDelete({ kind: 'type', type })}
          />
        )}
      </TabPanel>

      <EquipmentDialog
        open={editing?.kind === 'equipment'}
        equipment={editing?.kind === 'equipment' ? editing.equipment : undefined}
        restaurantId={restaurantId}
        restaurants={restaurants}
        types={types ?? []}
        onSave={saveEquipment}
        onClose={close}
      />
      <EquipmentTypeDialog
        open={editing?.kind === 'type'}
        type={editing?.kind === 'type' ? editing.type : undefined}
        defaultUnit={preferences.appearance.temperatureUnit}
        onSave={saveType}
        onClose={close}
      />

      {overlays}
    </>
  );
}
