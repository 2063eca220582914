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
