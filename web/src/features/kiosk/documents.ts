import { graphql } from '../../gql';

export const KioskInfoQuery = graphql(`
  query KioskInfo {
    kiosk {
      deviceId
      label
      restaurantName
      timeZone
    }
  }
`);

export const KioskEmployeeFragment = graphql(`
  fragment KioskScreen_employee on KioskEmployee {
    firstName
    lastNameInitial
    presence
    since
    plannedStart
    plannedEnd
    actions
  }
`);

export const KioskIdentifyMutation = graphql(`
  mutation KioskIdentify($pin: String!) {
    kioskIdentify(pin: $pin) {
      ...KioskScreen_employee
    }
  }
`);

export const KioskClockMutation = graphql(`
  mutation KioskClock($pin: String!, $action: KioskAction!) {
    kioskClock(pin: $pin, action: $action) {
      action
      at
      message
      employee {
        ...KioskScreen_employee
      }
    }
  }
`);
