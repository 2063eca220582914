import * as yup from 'yup';
import { emailField } from '../../lib/texts.ts';
import { enseigneMessages as t } from './messages.ts';

const email = emailField();

/** The invitation dialogs' rules: a manager's email; an employee's email and restaurant. */
export const inviteSchemas = {
  MANAGER: yup.object({ email }),
  EMPLOYEE: yup.object({
    email,
    restaurantId: yup.string().required(t.employeeRestaurantRequired),
  }),
};
