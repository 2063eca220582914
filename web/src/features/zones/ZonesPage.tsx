import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { CrudPage, useCrudActions, type CreateAction } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageTabs } from '../../ui/PageTabs.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
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

/**
 * /restaurant/zones: the zones and surfaces of the selected restaurant
 * (docs/areas/restaurants.md#zones-and-surfaces).
 */
export function ZonesPage() {
  const selection = useSelectedRestaurant();
  const { restaurant } = selection;
  const permissions = usePermissions('ZONES');
  const [tab, setTab] = useState<TabName>('zones');
  const [editing, setEditing] = useState<Editing>(null);

  const { data, error } = useQuery(RestaurantZonesQuery, {
    variables: { restaurantId: restaurant?.id ?? '' },
    skip: !restaurant,
  });
  // A failure to load is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[zones] loading failed', error);
  const zones = data?.restaurant.zones ?? (error ? [] : null);
  const surfaces = data?.restaurant.surfaces ?? (error ? [] : null);
  const noZone = zones !== null && zones.length === 0;

  const create: CreateAction =
    tab === 'zones'
      ? { label: t.newZone, onClick: () => setEditing({ kind: 'zone' }) }
      : {
          label: t.newSurface,
          hint: noZone ? t.needsZone : '',
          blocked: zones === null || noZone,
          onClick: () => setEditing({ kind: 'surface' }),
        };

  return (
    <CrudPage
      title={t.title}
      permissions={permissions}
      selection={selection}
      selectMessage={t.selectRestaurant}
      create={create}
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
    </CrudPage>
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
  // only logged (docs/areas/platform.md#errors).
  const { toast, askDelete, overlays } = useCrudActions<Deleting>({
    remove: async (deleting) => {
      if (deleting.kind === 'zone') {
        await ops.deleteZone(deleting.zone.id);
        return t.zoneDeleted;
      }
      await ops.deleteSurface(deleting.surface.id, deleting.surface.zone.id);
      return t.surfaceDeleted;
    },
    confirm: (deleting) =>
      deleting.kind === 'surface'
        ? { title: t.confirmSurfaceTitle, message: t.confirmSurface(deleting.surface.name) }
        : { title: t.confirmZoneTitle, message: t.confirmZone(deleting.zone.name) },
    confirmLabel: t.confirmLabel,
    shown: { codes: ['CONFLICT'], fallback: t.deleteFailed },
    logLabel: 'zones',
  });

  const newZone = () => onEditing({ kind: 'zone' });
  const newSurface = () => onEditing({ kind: 'surface' });

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

      {overlays}
    </>
  );
}
