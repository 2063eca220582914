import { INVITATION_PASSWORD_MIN_LENGTH, MESSAGES } from '@bo/domain';
import * as yup from 'yup';
import { passwordField, requiredTextField } from '../../lib/texts.ts';

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
  firstName: requiredTextField(MESSAGES.firstNameRequired),
  lastName: requiredTextField(MESSAGES.lastNameRequired),
  password: passwordField(MESSAGES.passwordRequired).min(
    INVITATION_PASSWORD_MIN_LENGTH,
    MESSAGES.invitationPasswordTooShort,
  ),
  confirmPassword: yup
    .string()
    .ensure()
    .test('matches', MESSAGES.passwordsDiffer, function matches(value) {
      return value === ((this.parent as { password?: string }).password ?? '');
    }),
});
