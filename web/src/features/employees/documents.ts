import { graphql } from '../../gql';

export const EmployeeTableFragment = graphql(`
  fragment EmployeeTable_employee on Employee {
    id
    firstName
    lastName
    pin
    contractType
    contractNbHours
    createdAt
    restaurant {
      id
      name
    }
  }
`);

export const RestaurantEmployeesQuery = graphql(`
  query RestaurantEmployees($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      ...EmployeeTable_employee
    }
  }
`);

/** The staff list, a page at a time (schema.graphql, « Listes »). */
export const EmployeePageQuery = graphql(`
  query EmployeePage(
    $restaurantId: ID!
    $filter: EmployeeFilter
    $sort: EmployeeSort
    $limit: Int
    $offset: Int
  ) {
    employeePage(
      restaurantId: $restaurantId
      filter: $filter
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      total
      limit
      offset
      data {
        ...EmployeeTable_employee
      }
    }
  }
`);

export const CreateEmployeeMutation = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) {
      ...EmployeeTable_employee
    }
  }
`);

export const UpdateEmployeeMutation = graphql(`
  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...EmployeeTable_employee
    }
  }
`);

export const DeleteEmployeeMutation = graphql(`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id)
  }
`);
