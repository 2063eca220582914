import { INVITATION_PASSWORD_MIN_LENGTH, MESSAGES } from '@bo/domain';
import * as yup from 'yup';

export interface AcceptValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export const initialAcceptValues: AcceptValues = {
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

/** The rules of docs/areas/people.md#accepting-an-invitation, with the api's words (@bo/domain). */
export const acceptSchema: yup.ObjectSchema<AcceptValues> = yup.object({
  firstName: yup.string().trim().required(MESSAGES.firstNameRequired),
  lastName: yup.string().trim().required(MESSAGES.lastNameRequired),
  password: yup
    .string()
    .required(MESSAGES.passwordRequired)
    .min(INVITATION_PASSWORD_MIN_LENGTH, MESSAGES.invitationPasswordTooShort),
  confirmPassword: yup
    .string()
    .ensure()
    .test('matches', MESSAGES.passwordsDiffer, function matches(value) {
      return value === ((this.parent as { password?: string }).password ?? '');
    }),
});
