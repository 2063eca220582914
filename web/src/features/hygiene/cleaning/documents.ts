import { graphql } from '../../../gql';

export const CleaningRecordsQuery = graphql(`
  query CleaningRecords($restaurantId: ID!, $from: Date!, $to: Date!) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      employees {
        ...HygieneLog_employee
      }
      equipments {
        ...HygieneLog_equipment
      }
      surfaces {
        id
        name
      }
      cleaningRecords(from: $from, to: $to) {
        id
        cleanedAt
        notes
        history {
          ...HygieneLog_correction
        }
        voided {
          ...HygieneLog_correction
        }
        equipment {
          id
          name
          zone {
            id
            name
          }
        }
        surface {
          id
          name
          zone {
            id
            name
          }
        }
        employee {
          ...HygieneLog_employee
        }
        photos {
          ...HygieneLog_photo
        }
      }
    }
  }
`);

export const RecordCleaningMutation = graphql(`
  mutation RecordCleaning($input: CleaningRecordInput!) {
    recordCleaning(input: $input) {
      id
    }
  }
`);
