import type DataLoader from 'dataloader';
import { EQUIPMENT_MESSAGES } from '@bo/domain';
import { byIds, listsBy } from './batch.ts';
import type { RestClient } from './client.ts';
import type { RestEquipment, RestEquipmentType } from './types.ts';

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
  /**
   * After an equipment write: the equipment as answered; equipment lists and types (their
   * counts) are read again. Zones' summaries are the zone loaders' (forgetZones).
   */
  primeEquipment(equipment: RestEquipment): void;
  /** After an equipment delete. */
  forgetEquipment(id: number): void;
  /** After a type write: the type as answered; the list and the equipment embedding it are read again. */
  primeEquipmentType(type: RestEquipmentType): void;
  /** After a type delete. */
  forgetEquipmentType(id: number): void;
}

export function createEquipmentLoaders(rest: RestClient): EquipmentLoaders {
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

  const forgetEquipmentLists = () => {
    equipmentsOfRestaurant.clearAll();
    equipmentsOfZone.clearAll();
    equipmentsOfType.clearAll();
  };
  const forgetTypes = () => {
    equipmentType.clearAll();
    types = undefined;
  };

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
    primeEquipment(e) {
      forgetEquipmentLists();
      // A type's equipmentCount changes when an equipment comes, goes or changes type.
      forgetTypes();
      equipment.clear(e.id).prime(e.id, e);
    },
    forgetEquipment(id) {
      equipment.clear(id);
      forgetEquipmentLists();
      forgetTypes();
    },
    primeEquipmentType(t) {
      types = undefined;
      equipmentType.clear(t.id).prime(t.id, t);
      // Equipment embeds its type's name and range.
      equipment.clearAll();
      forgetEquipmentLists();
    },
    forgetEquipmentType(id) {
      equipmentType.clear(id);
      types = undefined;
    },
  };
}
