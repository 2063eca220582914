import { graphql } from '../../../gql';

export const TraceabilityRecordsQuery = graphql(`
  query TraceabilityRecords(
    $restaurantId: ID!
    $filter: TraceabilityFilter
    $sort: TraceabilitySort
    $limit: Int
    $offset: Int
  ) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      employees {
        ...HygieneLog_employee
      }
      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
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
          recordedBy {
            id
            firstName
            lastName
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

/** The CSV's columns for every record of the filter, read page after page (fetchAllPages). */
export const TraceabilityExportQuery = graphql(`
  query TraceabilityExport(
    $restaurantId: ID!
    $filter: TraceabilityFilter
    $sort: TraceabilitySort
    $limit: Int
    $offset: Int
  ) {
    restaurant(id: $restaurantId) {
      id
      traceabilityRecords(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
        total
        data {
          id
          productName
          lotNumber
          supplierName
          notes
          createdAt
          employee {
            id
            firstName
            lastName
          }
          recordedBy {
            id
            firstName
            lastName
          }
        }
      }
    }
  }
`);
