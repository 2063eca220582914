import { graphql } from '../../gql';

export const KioskDeviceFragment = graphql(`
  fragment KioskDevices_device on KioskDevice {
    id
    label
    createdAt
    lastUsedAt
    revokedAt
  }
`);

export const RestaurantKioskDevicesQuery = graphql(`
  query RestaurantKioskDevices($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      kioskDevices {
        ...KioskDevices_device
      }
    }
  }
`);

export const CreateKioskDeviceMutation = graphql(`
  mutation CreateKioskDevice($restaurantId: ID!, $label: String!) {
    createKioskDevice(restaurantId: $restaurantId, label: $label) {
      token
      device {
        ...KioskDevices_device
      }
    }
  }
`);

export const RevokeKioskDeviceMutation = graphql(`
  mutation RevokeKioskDevice($id: ID!) {
    revokeKioskDevice(id: $id) {
      ...KioskDevices_device
    }
  }
`);
