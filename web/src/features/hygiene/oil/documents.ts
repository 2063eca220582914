import { graphql } from '../../../gql';

graphql(`
  fragment OilRow on OilRecord {
    id
    action
    method
    rate
    level
    recordedAt
    date
    notes
    equipment {
      id
      name
    }
    employee {
      id
      firstName
      lastName
    }
    photo {
      id
      url
    }
  }
`);

export const OilRecordsQuery = graphql(`
  query OilRecords($restaurantId: ID!, $from: Date!, $to: Date!) {
    restaurant(id: $restaurantId) {
      id
      oilRecords(from: $from, to: $to) {
        ...OilRow
      }
    }
  }
`);

export const RecordOilMutation = graphql(`
  mutation RecordOil($input: OilRecordInput!) {
    recordOil(input: $input) {
      ...OilRow
    }
  }
`);
