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
    history {
      ...HygieneLog_correction
    }
    voided {
      ...HygieneLog_correction
    }
    equipment {
      ...HygieneLog_equipment
    }
    employee {
      ...HygieneLog_employee
    }
    photo {
      ...HygieneLog_photo
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
