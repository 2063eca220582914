import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { useSelectedRestaurant } from '../../app/restaurant-selection.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { PageTabs } from '../../ui/PageTabs.tsx';
import { RestaurantPage } from '../../ui/RestaurantPage.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { zoneMessages as t } from './messages.ts';
import { useZoneMutations } from './operations.ts';
import { RestaurantZonesQuery } from './documents.ts';
import {
  toCreateZoneInput,
  toSurfaceInput,
  toUpdateZoneInput,
  type SurfaceFormValues,
  type ZoneFormValues,
} from './schema.ts';
import { SurfaceDialog } from './SurfaceDialog.tsx';
import { SurfaceTable, type SurfaceRow } from './SurfaceTable.tsx';
import { ZoneDialog } from './ZoneDialog.tsx';
import { ZoneTable, type ZoneRow } from './ZoneTable.tsx';

type TabName = 'zones' | 'surfaces';
/** The open create/edit dialog: a zone or a surface, new (no row) or edited. */
type Editing = { kind: 'zone'; zone?: ZoneRow } | { kind: 'surface'; surface?: SurfaceRow } | null;
type Deleting = { kind: 'zone'; zone: ZoneRow } | { kind: 'surface'; surface: SurfaceRow };

/** /restaurant/zones: the zones and surfaces of the selected restaurant (spec 001 §2, §5, §6). */
export function ZonesPage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('ZONES');
  const [tab, setTab] = useState<TabName>('zones');
  const [editing, setEditing] = useState<Editing>(null);

  const { data, error } = useQuery(RestaurantZonesQuery, {
    variables: { restaurantId: restaurant?.id ?? '' },
    skip: !restaurant,
  });
  // Spec 001 §8: a failure to load is only logged.
  if (error) console.error('[zones] loading failed', error);
  const zones = data?.restaurant.zones ?? (error ? [] : null);
  const surfaces = data?.restaurant.surfaces ?? (error ? [] : null);
  const noZone = zones !== null && zones.length === 0;

  const newButton =
    tab === 'zones' ? (
      <CreateButton
        label={t.newZone}
        disabled={!restaurant || !permissions.canCreate}
        onClick={() => setEditing({ kind: 'zone' })}
      />
    ) : (
      <CreateButton
        label={t.newSurface}
        hint={permissions.canCreate && noZone ? t.needsZone : ''}
        disabled={!restaurant || !permissions.canCreate || zones === null || noZone}
        onClick={() => setEditing({ kind: 'surface' })}
      />
    );

  return (
    <RestaurantPage
      title={t.title}
      permissions={permissions}
      selectMessage={t.selectRestaurant}
      actions={newButton}
    >
      {(selected) => (
        <RestaurantZones
          restaurantId={selected.id}
          zones={zones}
          surfaces={surfaces}
          tab={tab}
          onTab={setTab}
          editing={editing}
          onEditing={setEditing}
          canCreate={permissions.canCreate}
          canEdit={permissions.canEdit}
          canDelete={permissions.canDelete}
        />
      )}
    </RestaurantPage>
  );
}

interface RestaurantZonesProps {
  restaurantId: string;
  /** null while loading. */
  zones: ZoneRow[] | null;
  surfaces: SurfaceRow[] | null;
  tab: TabName;
  onTab(tab: TabName): void;
  editing: Editing;
  onEditing(editing: Editing): void;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

function RestaurantZones({
  restaurantId,
  zones,
  surfaces,
  tab,
  onTab,
  editing,
  onEditing,
  canCreate,
  canEdit,
  canDelete,
}: RestaurantZonesProps) {
  const { restaurants } = useSelectedRestaurant();
  const ops = useZoneMutations(restaurantId);
  const { show: toast, toast: toastElement } = useToast();
  const close = () => onEditing(null);

  const saveZone = async (values: ZoneFormValues) => {
    if (editing?.kind === 'zone' && editing.zone) {
      await ops.updateZone(editing.zone.id, toUpdateZoneInput(values));
      toast(t.zoneUpdated);
    } else {
      await ops.createZone(toCreateZoneInput(values));
      const elsewhere = restaurants.find(
        (r) => r.id === values.restaurantId && r.id !== restaurantId,
      );
      toast(elsewhere ? t.zoneCreatedIn(elsewhere.name) : t.zoneCreated);
    }
    close();
  };

  const saveSurface = async (values: SurfaceFormValues) => {
    if (editing?.kind === 'surface' && editing.surface) {
      const { surface } = editing;
      await ops.updateSurface(surface.id, toSurfaceInput(values, 'edit'), surface.zone.id);
      toast(t.surfaceUpdated);
    } else {
      await ops.createSurface(toSurfaceInput(values, 'create'));
      toast(t.surfaceCreated);
    }
    close();
  };

  // What a zone still holds (409): shown in the dialog, which stays open; other failures are
  // only logged (spec 001 §8).
  const deletion = useDeleteConfirm<Deleting>({
    onDelete: async (deleting) => {
      if (deleting.kind === 'zone') {
        await ops.deleteZone(deleting.zone.id);
        toast(t.zoneDeleted);
      } else {
        await ops.deleteSurface(deleting.surface.id, deleting.surface.zone.id);
        toast(t.surfaceDeleted);
      }
    },
    shown: { codes: ['CONFLICT'], fallback: t.deleteFailed },
    logLabel: 'zones',
  });
  const askDelete = deletion.ask;
  const deleting = deletion.target;

  const newZone = () => onEditing({ kind: 'zone' });
  const newSurface = () => onEditing({ kind: 'surface' });
  const deletingName = deleting?.kind === 'zone' ? deleting.zone.name : deleting?.surface.name;

  return (
    <>
      <PageTabs
        label={t.tabsLabel}
        active={tab}
        onChange={onTab}
        tabs={[
          {
            name: 'zones',
            label: t.zonesTab(zones?.length),
            icon: <SpaceDashboardOutlined fontSize="small" />,
          },
          {
            name: 'surfaces',
            label: t.surfacesTab(surfaces?.length),
            icon: <LayersOutlined fontSize="small" />,
          },
        ]}
      />

      <TabPanel name="zones" active={tab}>
        {zones?.length === 0 ? (
          <EmptyState
            icon={<SpaceDashboardOutlined />}
            title={t.zones.emptyTitle}
            description={t.zones.emptyDescription}
            action={
              <CreateButton label={t.zones.emptyAction} disabled={!canCreate} onClick={newZone} />
            }
          />
        ) : (
          <ZoneTable
            zones={zones}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={(zone) => onEditing({ kind: 'zone', zone })}
            onDelete={(zone) => askDelete({ kind: 'zone', zone })}
          />
        )}
      </TabPanel>

      <TabPanel name="surfaces" active={tab}>
        {surfaces?.length === 0 ? (
          <EmptyState
            icon={<LayersOutlined />}
            title={t.surfaces.emptyTitle}
            description={zones?.length === 0 ? t.needsZone : t.surfaces.emptyDescription}
            action={
              <CreateButton
                label={t.surfaces.emptyAction}
                disabled={!canCreate || !zones?.length}
                onClick={newSurface}
              />
            }
          />
        ) : (
          <SurfaceTable
            surfaces={surfaces}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={(surface) => onEditing({ kind: 'surface', surface })}
            onDelete={(surface) => askDelete({ kind: 'surface', surface })}
          />
        )}
      </TabPanel>

      <ZoneDialog
        open={editing?.kind === 'zone'}
        zone={editing?.kind === 'zone' ? editing.zone : undefined}
        restaurants={restaurants}
        defaultRestaurantId={restaurantId}
        onSave={saveZone}
        onClose={close}
      />
      <SurfaceDialog
        open={editing?.kind === 'surface'}
        surface={editing?.kind === 'surface' ? editing.surface : undefined}
        zones={zones ?? []}
        onSave={saveSurface}
        onClose={close}
      />

      <ConfirmDialog
        {...deletion.dialogProps}
        title={deleting?.kind === 'surface' ? t.confirmSurfaceTitle : t.confirmZoneTitle}
        message={
          deleting?.kind === 'surface'
            ? t.confirmSurface(deletingName ?? '')
            : t.confirmZone(deletingName ?? '')
        }
        confirmLabel={t.confirmLabel}
        destructive
      />

      {toastElement}
    </>
  );
}
