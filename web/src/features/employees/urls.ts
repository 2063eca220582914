/** A restaurant's staff: `employeePaths` are the router's patterns, `employeeUrls` build links. */
export const employeePaths = {
  employees: '/restaurant/employees',
} as const;

export const employeeUrls = {
  employees: () => employeePaths.employees,
} as const;
