import { graphql } from '../../gql';

/** Everything the page shows, in one round trip (the bff answers it with one REST call). */
export const DashboardQuery = graphql(`
  query Dashboard {
    dashboard {
      restaurantCount
      employeeCount
      equipmentCount
      temperatureReadingCount
      recentRestaurants {
        id
        name
        createdAt
      }
      recentEmployees {
        id
        firstName
        lastName
        createdAt
      }
    }
  }
`);
