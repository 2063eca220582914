import { graphql } from '../../gql';

export const EquipmentTableFragment = graphql(`
  fragment EquipmentTable_equipment on Equipment {
    id
    name
    description
    serialNumber
    zone {
      id
      name
    }
    equipmentType {
      id
      name
      equipmentFamily
      temperatureMin
      temperatureMax
      temperatureUnit
    }
  }
`);

export const EquipmentTypeTableFragment = graphql(`
  fragment EquipmentTypeTable_equipmentType on EquipmentType {
    id
    name
    description
    equipmentFamily
    temperatureMin
    temperatureMax
    temperatureUnit
    equipmentCount
  }
`);

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
