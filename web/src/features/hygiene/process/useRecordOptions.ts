import { useMemo } from 'react';
import { personName } from '@bo/domain';
import { useQuery } from '@apollo/client/react';
import type { EquipmentFamily } from '@bo/domain';
import { HygieneRecordOptionsQuery } from './documents.ts';

/**
 * What a record dialog of a restaurant offers: its equipment of `family` and its staff, by name
 * as the graph lists them, and the restaurant's time zone (its days, for the period picker).
 */
export function useRecordOptions(restaurantId: string, family: EquipmentFamily) {
  const { data, error } = useQuery(HygieneRecordOptionsQuery, { variables: { restaurantId } });
  // A failure to load is only logged; the dialog then offers nothing
  // (docs/areas/platform.md#errors).
  if (error) console.error('[hygiene] loading the record options failed', error);
  const equipments = useMemo(
    () =>
      (data?.restaurant.equipments ?? [])
        .filter((e) => e.equipmentType.equipmentFamily === family)
        .map((e) => ({ id: e.id, name: e.name })),
    [data, family],
  );
  const employees = useMemo(
    () =>
      (data?.restaurant.employees ?? []).map((e) => ({
        id: e.id,
        name: personName(e),
      })),
    [data],
  );
  return { timeZone: data?.restaurant.timeZone, equipments, employees };
}
