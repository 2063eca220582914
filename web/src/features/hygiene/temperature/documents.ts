import { graphql } from '../../../gql';

// The graph documents of the temperature page.

graphql(`
  fragment TemperatureRow on TemperatureReading {
    id
    temperature
    recordedAt
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

export const TemperatureReadingsQuery = graphql(`
  query TemperatureReadings($restaurantId: ID!, $from: Date!, $to: Date!) {
    restaurant(id: $restaurantId) {
      id
      temperatureReadings(from: $from, to: $to) {
        ...TemperatureRow
      }
    }
  }
`);

/** The restaurant's zone, equipment with their type range (dialog, charts) and staff. */
export const TemperatureOptionsQuery = graphql(`
  query TemperatureOptions($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      equipments {
        id
        name
        equipmentType {
          id
          name
          equipmentFamily
          temperatureMin
          temperatureMax
          temperatureUnit
        }
      }
      employees {
        ...HygieneLog_employee
      }
    }
  }
`);

export const RecordTemperatureMutation = graphql(`
  mutation RecordTemperature($input: TemperatureReadingInput!) {
    recordTemperature(input: $input) {
      ...TemperatureRow
    }
  }
`);
