import { graphql } from '../../gql';

/** What the grid and the dialog read of a planned shift. */
export const PlanningShiftFragment = graphql(`
  fragment PlanningShift_shift on ScheduledShift {
    id
    day
    datetimeStart
    datetimeEnd
    breakDuration
    mealCount
    comment
    duration
    employee {
      id
    }
    job {
      id
      title
      displayColor
    }
  }
`);

/** The restaurant's zone (its weeks and days) and its jobs, read once per restaurant. */
export const PlanningRestaurantQuery = graphql(`
  query PlanningRestaurant($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      jobs {
        id
        title
        breakDuration
        displayColor
        isActive
      }
    }
  }
`);

/** /planning: the week holding `start` (docs/areas/planning.md#the-grid). */
export const PlanningWeekQuery = graphql(`
  query PlanningWeek($restaurantId: ID!, $start: Date!) {
    restaurant(id: $restaurantId) {
      id
      week(start: $start) {
        start
        end
        number
        label
        workedMinutes
        days {
          date
          people
          workedMinutes
          shifts {
            ...PlanningShift_shift
          }
          absences {
            id
            date
            type
            label
            comment
            employee {
              id
            }
          }
        }
        employees {
          employee {
            id
            firstName
            lastName
          }
          plannedMinutes
          contractHours
          weeklyContractHours
          expectedMinutes
          warnings {
            code
            day
            title
            message
          }
        }
        hoursByJob {
          job {
            id
            title
            displayColor
          }
          minutes
        }
      }
    }
  }
`);

export const CreateScheduledShiftMutation = graphql(`
  mutation CreateScheduledShift($input: ScheduledShiftInput!) {
    createScheduledShift(input: $input) {
      ...PlanningShift_shift
    }
  }
`);

export const UpdateScheduledShiftMutation = graphql(`
  mutation UpdateScheduledShift($id: ID!, $input: UpdateScheduledShiftInput!) {
    updateScheduledShift(id: $id, input: $input) {
      ...PlanningShift_shift
    }
  }
`);

export const DeleteScheduledShiftMutation = graphql(`
  mutation DeleteScheduledShift($id: ID!) {
    deleteScheduledShift(id: $id)
  }
`);

export const CopyPlanningWeekMutation = graphql(`
  mutation CopyPlanningWeek($input: CopyPlanningWeekInput!) {
    copyPlanningWeek(input: $input) {
      message
      count
    }
  }
`);

export const DeletePlanningWeekMutation = graphql(`
  mutation DeletePlanningWeek($input: DeletePlanningWeekInput!) {
    deletePlanningWeek(input: $input) {
      message
      count
    }
  }
`);

export const CreateAbsencesMutation = graphql(`
  mutation CreateAbsences($input: AbsencesInput!) {
    createAbsences(input: $input) {
      id
    }
  }
`);

export const DeleteAbsenceMutation = graphql(`
  mutation DeleteAbsence($id: ID!) {
    deleteAbsence(id: $id)
  }
`);
