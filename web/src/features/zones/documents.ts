import { graphql } from '../../gql';

export const ZoneTableFragment = graphql(`
  fragment ZoneTable_zone on Zone {
    id
    name
    description
    surfaceCount
    equipmentCount
    restaurant {
      id
    }
  }
`);

export const SurfaceTableFragment = graphql(`
  fragment SurfaceTable_surface on Surface {
    id
    name
    description
    isStorageArea
    zone {
      id
      name
    }
  }
`);

export const RestaurantZonesQuery = graphql(`
  query RestaurantZones($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      zones {
        ...ZoneTable_zone
      }
      surfaces {
        ...SurfaceTable_surface
      }
    }
  }
`);

export const CreateZoneMutation = graphql(`
  mutation CreateZone($input: CreateZoneInput!) {
    createZone(input: $input) {
      ...ZoneTable_zone
    }
  }
`);

export const UpdateZoneMutation = graphql(`
  mutation UpdateZone($id: ID!, $input: UpdateZoneInput!) {
    updateZone(id: $id, input: $input) {
      ...ZoneTable_zone
    }
  }
`);

export const DeleteZoneMutation = graphql(`
  mutation DeleteZone($id: ID!) {
    deleteZone(id: $id)
  }
`);

// A surface written comes back with its zone's new count, so the zones table follows.
export const CreateSurfaceMutation = graphql(`
  mutation CreateSurface($input: SurfaceInput!) {
    createSurface(input: $input) {
      ...SurfaceTable_surface
      zone {
        id
        surfaceCount
      }
    }
  }
`);

export const UpdateSurfaceMutation = graphql(`
  mutation UpdateSurface($id: ID!, $input: SurfaceInput!) {
    updateSurface(id: $id, input: $input) {
      ...SurfaceTable_surface
      zone {
        id
        surfaceCount
      }
    }
  }
`);

export const DeleteSurfaceMutation = graphql(`
  mutation DeleteSurface($id: ID!) {
    deleteSurface(id: $id)
  }
`);
