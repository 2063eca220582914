import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { compareNames } from '@bo/domain';
import type {
  EquipmentInput,
  EquipmentTable_EquipmentFragment as EquipmentRow,
  EquipmentTypeInput,
} from '../../gql/graphql';
import {
  CreateEquipmentMutation,
  CreateEquipmentTypeMutation,
  DeleteEquipmentMutation,
  DeleteEquipmentTypeMutation,
  EquipmentTypesQuery,
  RestaurantEquipmentsQuery,
  UpdateEquipmentMutation,
  UpdateEquipmentTypeMutation,
} from './documents.ts';

/** Rewrites a restaurant's cached equipment list (when cached), sorted again by name. */
function updateEquipments(
  cache: ApolloCache,
  restaurantId: string,
  change: (list: EquipmentRow[]) => EquipmentRow[],
) {
  cache.updateQuery({ query: RestaurantEquipmentsQuery, variables: { restaurantId } }, (data) =>
    data
      ? {
          restaurant: {
            ...data.restaurant,
            equipments: change([...data.restaurant.equipments]).sort(compareNames),
          },
        }
      : data,
  );
}

/** Shifts a cached count (a type's or a zone's) after an equipment left it. */
function shiftCount(cache: ApolloCache, typename: 'Zone' | 'EquipmentType', id: string) {
  cache.modify({
    id: cache.identify({ __typename: typename, id }),
    fields: { equipmentCount: (n: number) => Math.max(0, n - 1) },
  });
}

/** Where an equipment was before a write: what loses it. */
export interface EquipmentPlace {
  restaurantId: string;
  zoneId: string | null;
  equipmentTypeId: string;
}

/**
 * The page's six mutations, each keeping the Apollo cache right without a refetch: both tables,
 * the tab counts and the counts of zones and types follow every write.
 */
export function useEquipmentMutations() {
  const [createEquipment] = useMutation(CreateEquipmentMutation, {
    update(cache, { data }) {
      const equipment = data?.createEquipment;
      if (!equipment) return;
      // Possibly another restaurant's list (the dialog offers all of the user's).
      updateEquipments(cache, equipment.restaurant.id, (list) => [...list, equipment]);
    },
  });
  const [updateEquipment] = useMutation(UpdateEquipmentMutation);
  const [deleteEquipment] = useMutation(DeleteEquipmentMutation);

  const refreshTypes = (cache: ApolloCache) =>
    cache.updateQuery({ query: EquipmentTypesQuery }, (data) =>
      data ? { equipmentTypes: [...data.equipmentTypes].sort(compareNames) } : data,
    );
  const [createType] = useMutation(CreateEquipmentTypeMutation, {
    update(cache, { data }) {
      const type = data?.createEquipmentType;
      if (!type) return;
      cache.updateQuery({ query: EquipmentTypesQuery }, (list) =>
        list ? { equipmentTypes: [...list.equipmentTypes, type].sort(compareNames) } : list,
      );
    },
  });
  const [updateType] = useMutation(UpdateEquipmentTypeMutation, { update: refreshTypes });
  const [deleteType] = useMutation(DeleteEquipmentTypeMutation);

  return {
    createEquipment: (input: EquipmentInput) => createEquipment({ variables: { input } }),
    updateEquipment: (id: string, input: EquipmentInput, from: EquipmentPlace) =>
      updateEquipment({
        variables: { id, input },
        update(cache, { data }) {
          const equipment = data?.updateEquipment;
          if (!equipment) return;
          // The new zone and type come back counted; the ones it left lose it.
          if (from.zoneId && from.zoneId !== equipment.zone?.id) {
            shiftCount(cache, 'Zone', from.zoneId);
          }
          if (from.equipmentTypeId !== equipment.equipmentType.id) {
            shiftCount(cache, 'EquipmentType', from.equipmentTypeId);
          }
          if (from.restaurantId !== equipment.restaurant.id) {
            updateEquipments(cache, from.restaurantId, (list) =>
              list.filter((e) => e.id !== equipment.id),
            );
            updateEquipments(cache, equipment.restaurant.id, (list) => [...list, equipment]);
          } else {
            updateEquipments(cache, from.restaurantId, (list) => list);
          }
        },
      }),
    deleteEquipment: (id: string, from: EquipmentPlace) =>
      deleteEquipment({
        variables: { id },
        update(cache, { data }) {
          if (!data) return;
          if (from.zoneId) shiftCount(cache, 'Zone', from.zoneId);
          shiftCount(cache, 'EquipmentType', from.equipmentTypeId);
        },
      }),
    createType: (input: EquipmentTypeInput) => createType({ variables: { input } }),
    updateType: (id: string, input: EquipmentTypeInput) => updateType({ variables: { id, input } }),
    deleteType: (id: string) => deleteType({ variables: { id } }),
  };
}
