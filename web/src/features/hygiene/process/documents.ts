import { graphql } from '../../../gql';

// The graph documents of the cooling and reheating pages: the same fields for both logs.

graphql(`
  fragment ProcessRow_cooling on CoolingRecord {
    id
    productName
    startTemperature
    endTemperature
    startTime
    endTime
    date
    durationMinutes
    status
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

graphql(`
  fragment ProcessRow_heating on HeatingRecord {
    id
    productName
    startTemperature
    endTemperature
    startTime
    endTime
    date
    durationMinutes
    status
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

export const CoolingRecordsQuery = graphql(`
  query CoolingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {
    restaurant(id: $restaurantId) {
      id
      coolingRecords(from: $from, to: $to) {
        ...ProcessRow_cooling
      }
    }
  }
`);

export const HeatingRecordsQuery = graphql(`
  query HeatingRecords($restaurantId: ID!, $from: Date!, $to: Date!) {
    restaurant(id: $restaurantId) {
      id
      heatingRecords(from: $from, to: $to) {
        ...ProcessRow_heating
      }
    }
  }
`);

/** What a record dialog offers (the restaurant's equipment and staff) and its time zone. */
export const HygieneRecordOptionsQuery = graphql(`
  query HygieneRecordOptions($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      equipments {
        id
        name
        equipmentType {
          id
          equipmentFamily
        }
      }
      employees {
        ...HygieneLog_employee
      }
    }
  }
`);

export const RecordCoolingMutation = graphql(`
  mutation RecordCooling($input: ProcessRecordInput!) {
    recordCooling(input: $input) {
      ...ProcessRow_cooling
    }
  }
`);

export const RecordHeatingMutation = graphql(`
  mutation RecordHeating($input: ProcessRecordInput!) {
    recordHeating(input: $input) {
      ...ProcessRow_heating
    }
  }
`);
