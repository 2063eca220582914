import { graphql } from '../../gql';

/** A row of the day table: the planned shift, what was clocked, what was approved. */
export const ClockRowFragment = graphql(`
  fragment ClockTable_row on ClockRow {
    key
    state
    employee {
      id
      firstName
      lastName
    }
    scheduled {
      id
      datetimeStart
      datetimeEnd
      breakDuration
      mealCount
      job {
        id
        title
        color
      }
    }
    realized {
      id
      datetimeStart
      datetimeEnd
      actualBreakDuration
      mealCount
      comment
    }
    approved {
      id
      datetimeStart
      datetimeEnd
      breakDuration
      mealCount
      comment
      job {
        id
        title
        color
      }
    }
  }
`);

/** /badgeuse: the restaurant's week, each day with its rows and counts. */
export const BadgeuseWeekQuery = graphql(`
  query BadgeuseWeek($restaurantId: ID!, $start: Date!) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      week(start: $start) {
        start
        end
        number
        days {
          date
          clockedShiftCount
          approvedCount
          clockRows {
            ...ClockTable_row
          }
        }
      }
    }
  }
`);

export const ApproveRealizedShiftMutation = graphql(`
  mutation ApproveRealizedShift($id: ID!, $adjustments: ShiftAdjustmentsInput) {
    approveRealizedShift(id: $id, adjustments: $adjustments) {
      id
    }
  }
`);

export const UpdateApprovedShiftMutation = graphql(`
  mutation UpdateApprovedShift($id: ID!, $input: UpdateApprovedShiftInput!) {
    updateApprovedShift(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteApprovedShiftMutation = graphql(`
  mutation DeleteApprovedShift($id: ID!) {
    deleteApprovedShift(id: $id)
  }
`);

export const ValidateDayMutation = graphql(`
  mutation ValidateDay($input: ValidateDayInput!) {
    validateDay(input: $input) {
      message
      approved {
        id
      }
      updated {
        id
      }
    }
  }
`);

/** Hours paid without clocking (a forgotten badge), from a planned shift. */
export const CreateApprovedShiftMutation = graphql(`
  mutation CreateApprovedShift($input: ApprovedShiftInput!) {
    createApprovedShift(input: $input) {
      id
    }
  }
`);
