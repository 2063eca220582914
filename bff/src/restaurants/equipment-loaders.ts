import type DataLoader from 'dataloader';
import { EQUIPMENT_MESSAGES } from '@bo/domain';
import { byIds, listsBy } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestEquipment, RestEquipmentType } from '../rest/types.ts';

export const EQUIPMENT_NOT_FOUND = EQUIPMENT_MESSAGES.equipmentNotFound;
export const EQUIPMENT_TYPE_NOT_FOUND = EQUIPMENT_MESSAGES.equipmentTypeNotFound;

/**
 * Per-request loaders of equipment and equipment types, merged into Loaders (rest/loaders.ts).
 * Every list is one batched call whatever the number of restaurants, zones or types asked in the
 * same tick.
 */
export interface EquipmentLoaders {
  /** Equipment by id: ONE `GET /api/equipments?ids=…` per tick; an invisible one is NOT_FOUND. */
  equipment: DataLoader<number, RestEquipment>;
  /** A restaurant's equipment by name: ONE `GET /api/equipments?restaurantIds=…`. */
  equipmentsOfRestaurant: DataLoader<number, RestEquipment[]>;
  /** A zone's equipment by name: ONE `GET /api/equipments?zoneIds=…`. */
  equipmentsOfZone: DataLoader<number, RestEquipment[]>;
  /** The visible equipment of a type: ONE `GET /api/equipments?equipmentTypeIds=…`. */
  equipmentsOfType: DataLoader<number, RestEquipment[]>;
  /** Types by id: ONE `GET /api/equipment-types?ids=…` per tick (or none after the list). */
  equipmentType: DataLoader<number, RestEquipmentType>;
  /** `GET /api/equipment-types` (the chain's), at most once per request; primes `equipmentType`. */
  equipmentTypes(): Promise<RestEquipmentType[]>;
}

export function createEquipmentLoaders(rest: RestClient, serve: Serve): EquipmentLoaders {
  const equipments = (query: Record<string, string>) =>
    rest.call('get', '/api/equipments', { query }).then((body) => body.equipments);
  const equipment = byIds((ids) => equipments({ ids }), EQUIPMENT_NOT_FOUND);

  /** Equipment lists grouped by one key, read with the matching batch parameter. */
  const listsOf = (
    param: 'restaurantIds' | 'zoneIds' | 'equipmentTypeIds',
    ownerOf: (e: RestEquipment) => number | null,
  ) =>
    listsBy(
      (ids) => equipments({ [param]: ids }),
      ownerOf,
      (e) => equipment.clear(e.id).prime(e.id, e),
    );
  const equipmentsOfRestaurant = listsOf('restaurantIds', (e) => e.restaurantId);
  const equipmentsOfZone = listsOf('zoneIds', (e) => e.zoneId);
  const equipmentsOfType = listsOf('equipmentTypeIds', (e) => e.equipmentTypeId);

  const equipmentType = byIds(
    (ids) =>
      rest
        .call('get', '/api/equipment-types', { query: { ids } })
        .then((body) => body.equipmentTypes),
    EQUIPMENT_TYPE_NOT_FOUND,
  );
  let types: Promise<RestEquipmentType[]> | undefined;

  // An equipment's row embeds its type's name and range; a type's carries its equipment count.
  const embedded = ['Equipment.equipmentType'] as const;
  serve({ type: 'Equipment', byId: equipment, feeds: embedded });
  serve({
    feeds: ['Restaurant.equipments', ...embedded],
    clear: () => void equipmentsOfRestaurant.clearAll(),
  });
  serve({ feeds: ['Zone.equipments', ...embedded], clear: () => void equipmentsOfZone.clearAll() });
  serve({
    feeds: ['EquipmentType.equipments', ...embedded],
    clear: () => void equipmentsOfType.clearAll(),
  });
  serve({ type: 'EquipmentType', byId: equipmentType, feeds: ['EquipmentType.equipmentCount'] });
  serve({
    feeds: ['Query.equipmentTypes', 'EquipmentType.equipmentCount'],
    clear: () => void (types = undefined),
  });

  return {
    equipment,
    equipmentsOfRestaurant,
    equipmentsOfZone,
    equipmentsOfType,
    equipmentType,
    equipmentTypes() {
      types ??= rest.call('get', '/api/equipment-types').then(({ equipmentTypes }) => {
        for (const t of equipmentTypes) equipmentType.clear(t.id).prime(t.id, t);
        return equipmentTypes;
      });
      return types;
    },
  };
}
