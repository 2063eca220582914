import { graphql } from '../../gql';

/**
 * The supplier list: external suppliers and laboratories alike. The fields are read on the
 * interface itself, not through a fragment on it: the web's cache knows no possible types, and a
 * fragment on an interface would match none of its objects.
 */
export const SuppliersQuery = graphql(`
  query Suppliers {
    suppliers {
      id
      kind
      name
      email
      phone
      address
      deliveryDelayDays
    }
  }
`);

/** The Mercurial tab's row: an article with its last price change. */
export const SupplierMercurialFragment = graphql(`
  fragment SupplierMercurial_article on Article {
    id
    name
    price
    vat
    product {
      id
      name
      photoUrl
    }
    lastPriceChange {
      id
      price
      change
      changePercent
      changedAt
    }
  }
`);

/** The supplier page: contact, delivery, its articles and the restaurants it delivers. */
export const SupplierPageQuery = graphql(`
  query SupplierPage($id: ID!, $kind: SupplierKind!) {
    supplier(id: $id, kind: $kind) {
      id
      kind
      name
      email
      phone
      address
      minOrderAmount
      deliveryDelayDays
      deliveryDays
      restaurants {
        id
      }
      articles {
        ...SupplierMercurial_article
      }
    }
  }
`);

/** The Restaurants tab's toggles: every restaurant the user sees. */
export const SupplierRestaurantOptionsQuery = graphql(`
  query SupplierRestaurantOptions {
    restaurants {
      id
      name
      address
      isLab
    }
  }
`);

export const SetSupplierRestaurantsMutation = graphql(`
  mutation SetSupplierRestaurants($supplierId: ID!, $restaurantIds: [ID!]!) {
    setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) {
      id
      restaurants {
        id
      }
    }
  }
`);

export const SetLabServedRestaurantsMutation = graphql(`
  mutation SetLabServedRestaurants($laboratoryId: ID!, $restaurantIds: [ID!]!) {
    setServedRestaurants(laboratoryId: $laboratoryId, restaurantIds: $restaurantIds) {
      id
      servedRestaurants {
        id
      }
    }
  }
`);

/** The external supplier's form. */
export const SupplierFormFragment = graphql(`
  fragment SupplierForm_supplier on ExternalSupplier {
    id
    name
    email
    phone
    address
    minOrderAmount
    deliveryDelayDays
    mondayDelivery
    tuesdayDelivery
    wednesdayDelivery
    thursdayDelivery
    fridayDelivery
    saturdayDelivery
    sundayDelivery
  }
`);

export const SupplierFormQuery = graphql(`
  query SupplierForm($id: ID!) {
    supplier(id: $id, kind: EXTERNAL) {
      __typename
      ... on ExternalSupplier {
        ...SupplierForm_supplier
      }
    }
  }
`);

export const CreateSupplierMutation = graphql(`
  mutation CreateSupplier($input: SupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierForm_supplier
    }
  }
`);

export const UpdateSupplierMutation = graphql(`
  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierForm_supplier
    }
  }
`);
