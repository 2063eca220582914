import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import * as yup from 'yup';
import { requiredTextField } from '../../lib/texts.ts';

export interface TagFormValues {
  name: string;
}

/**
 * A tag's name is required (unique in the chain: the server says so)
 * (docs/areas/restaurants.md#tags).
 */
export const tagSchema: yup.ObjectSchema<TagFormValues> = yup.object({
  name: requiredTextField(M.tagNameRequired, SETUP_LIMITS.nameMaxLength),
});
