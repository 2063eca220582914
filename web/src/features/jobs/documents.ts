import { graphql } from '../../gql';

export const JobTableFragment = graphql(`
  fragment JobTable_job on Job {
    id
    title
    breakDuration
    color
    displayColor
    isActive
    createdAt
  }
`);

export const RestaurantJobsQuery = graphql(`
  query RestaurantJobs($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      jobs {
        ...JobTable_job
      }
    }
  }
`);

export const CreateJobMutation = graphql(`
  mutation CreateJob($input: CreateJobInput!) {
    createJob(input: $input) {
      ...JobTable_job
    }
  }
`);

export const UpdateJobMutation = graphql(`
  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {
    updateJob(id: $id, input: $input) {
      ...JobTable_job
    }
  }
`);

export const DeleteJobMutation = graphql(`
  mutation DeleteJob($id: ID!) {
    deleteJob(id: $id)
  }
`);
