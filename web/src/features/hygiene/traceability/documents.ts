import { graphql } from '../../../gql';

export const TraceabilityRecordsQuery = graphql(`
  query TraceabilityRecords(
    $restaurantId: ID!
    $filter: TraceabilityFilter
    $limit: Int
    $offset: Int
  ) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      employees {
        ...HygieneLog_employee
      }
      traceabilityRecords(filter: $filter, limit: $limit, offset: $offset) {
        total
        limit
        offset
        data {
          id
          productName
          lotNumber
          supplierName
          notes
          history {
            ...HygieneLog_correction
          }
          voided {
            ...HygieneLog_correction
          }
          createdAt
          employee {
            ...HygieneLog_employee
          }
          photo {
            ...HygieneLog_photo
          }
        }
      }
    }
  }
`);

export const RecordTraceabilityMutation = graphql(`
  mutation RecordTraceability($input: TraceabilityRecordInput!) {
    recordTraceability(input: $input) {
      id
    }
  }
`);
