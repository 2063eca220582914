import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { compareNames } from '@bo/domain';
import { graphql } from '../../gql';
import type {
  EquipmentInput,
  EquipmentTable_EquipmentFragment as EquipmentRow,
  EquipmentTypeInput,
} from '../../gql/graphql';

export const RestaurantEquipmentsQuery = graphql(`
  query RestaurantEquipments($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      equipments {
        ...EquipmentTable_equipment
      }
    }
  }
`);

/** The chain's types: the types tab and the equipment dialog's choices. */
export const EquipmentTypesQuery = graphql(`
  query EquipmentTypes {
    equipmentTypes {
      ...EquipmentTypeTable_equipmentType
    }
  }
`);

/** The zones the equipment dialog offers: those of the restaurant chosen in it. */
export const EquipmentZonesQuery = graphql(`
  query EquipmentZones($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      zones {
        id
        name
      }
    }
  }
`);

// A written equipment comes back with its restaurant, and its zone's and type's new counts, so
// the lists, the zones page and the types tab follow without a refetch.
export const CreateEquipmentMutation = graphql(`
  mutation CreateEquipment($input: EquipmentInput!) {
    createEquipment(input: $input) {
      ...EquipmentTable_equipment
      restaurant {
        id
      }
      zone {
        id
        equipmentCount
      }
      equipmentType {
        id
        equipmentCount
      }
    }
  }
`);

export const UpdateEquipmentMutation = graphql(`
  mutation UpdateEquipment($id: ID!, $input: EquipmentInput!) {
    updateEquipment(id: $id, input: $input) {
      ...EquipmentTable_equipment
      restaurant {
        id
      }
      zone {
        id
        equipmentCount
      }
      equipmentType {
        id
        equipmentCount
      }
    }
  }
`);

export const DeleteEquipmentMutation = graphql(`
  mutation DeleteEquipment($id: ID!) {
    deleteEquipment(id: $id)
  }
`);

export const CreateEquipmentTypeMutation = graphql(`
  mutation CreateEquipmentType($input: EquipmentTypeInput!) {
    createEquipmentType(input: $input) {
      ...EquipmentTypeTable_equipmentType
    }
  }
`);

export const UpdateEquipmentTypeMutation = graphql(`
  mutation UpdateEquipmentType($id: ID!, $input: EquipmentTypeInput!) {
    updateEquipmentType(id: $id, input: $input) {
      ...EquipmentTypeTable_equipmentType
    }
  }
`);

export const DeleteEquipmentTypeMutation = graphql(`
  mutation DeleteEquipmentType($id: ID!) {
    deleteEquipmentType(id: $id)
  }
`);

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
  const [deleteType] = useMutation(DeleteEquipmentTypeMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({
        id: cache.identify({ __typename: 'EquipmentType', id: data.deleteEquipmentType }),
      });
      cache.gc();
    },
  });

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
          cache.evict({
            id: cache.identify({ __typename: 'Equipment', id: data.deleteEquipment }),
          });
          cache.gc();
        },
      }),
    createType: (input: EquipmentTypeInput) => createType({ variables: { input } }),
    updateType: (id: string, input: EquipmentTypeInput) => updateType({ variables: { id, input } }),
    deleteType: (id: string) => deleteType({ variables: { id } }),
  };
}
