import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import * as yup from 'yup';

export interface TagFormValues {
  name: string;
}

/**
 * A tag's name is required (unique in the chain: the server says so)
 * (docs/areas/restaurants.md#tags).
 */
export const tagSchema: yup.ObjectSchema<TagFormValues> = yup.object({
  name: yup
    .string()
    .ensure()
    .trim()
    .required(M.tagNameRequired)
    .max(SETUP_LIMITS.nameMaxLength, M.tooLong(SETUP_LIMITS.nameMaxLength)),
});
