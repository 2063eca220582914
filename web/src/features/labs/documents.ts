import { graphql } from '../../gql';

export const LabCardFragment = graphql(`
  fragment LabCard_laboratory on Restaurant {
    id
    name
    address
    phone
    email
    minOrderAmount
    deliveryDelayDays
    deliveryDays
    nextDeliveryDate
    servedRestaurants {
      id
      name
    }
  }
`);

export const LaboratoriesQuery = graphql(`
  query Laboratories {
    laboratories {
      ...LabCard_laboratory
    }
  }
`);
