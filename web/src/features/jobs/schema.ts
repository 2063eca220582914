import {
  DEFAULT_JOB_BREAK_MINUTES,
  JOB_DEFAULT_COLOR,
  JOB_TAG_MESSAGES as JT,
  parseFrenchInteger,
  SETUP_LIMITS,
  SETUP_MESSAGES as M,
} from '@bo/domain';
import * as yup from 'yup';
import type { CreateJobInput, UpdateJobInput } from '../../gql/graphql.ts';
import { numberText } from '../../lib/numbers.ts';
import { requiredTextField } from '../../lib/texts.ts';

/** The dialog's fields as typed: the break stays text until the payload. */
export interface JobFormValues {
  title: string;
  breakDuration: string;
  color: string;
  isActive: boolean;
}

/**
 * A new job (docs/areas/restaurants.md#jobs): a 30-minute break, the default preset colour, active.
 */
export const emptyJobValues: JobFormValues = {
  title: '',
  breakDuration: String(DEFAULT_JOB_BREAK_MINUTES),
  color: JOB_DEFAULT_COLOR,
  isActive: true,
};

/** What the dialog edits of an existing job. */
export interface EditedJob {
  title: string;
  breakDuration: number;
  color: string;
  isActive: boolean;
}

export const valuesOf = (job: EditedJob): JobFormValues => ({
  title: job.title,
  breakDuration: String(job.breakDuration),
  color: job.color,
  isActive: job.isActive,
});

/**
 * Title required; break an integer ≥ 0 (step 1); colour free text, not empty
 * (docs/areas/restaurants.md#jobs).
 */
export const jobSchema: yup.ObjectSchema<JobFormValues> = yup.object({
  title: requiredTextField(M.jobTitleRequired, SETUP_LIMITS.nameMaxLength),
  breakDuration: numberText({ integer: true, message: M.breakInvalid })
    .trim()
    .required(M.breakInvalid)
    .test('positive', M.breakInvalid, (value) => (parseFrenchInteger(value) ?? 0) >= 0)
    .test(
      'max',
      JT.breakTooLong,
      (value) => (parseFrenchInteger(value) ?? 0) <= SETUP_LIMITS.breakMinutesMax,
    ),
  color: requiredTextField(JT.colorRequired, SETUP_LIMITS.colorMaxLength),
  isActive: yup.boolean().defined(),
});

/** The update mutation's input: every field, trimmed, the break as an integer. */
export function toUpdateJobInput(values: JobFormValues): UpdateJobInput {
  return {
    title: values.title.trim(),
    breakDuration: parseFrenchInteger(values.breakDuration)!,
    color: values.color.trim(),
    isActive: values.isActive,
  };
}

/** The create mutation's input: the same fields, in the selected restaurant. */
export const toCreateJobInput = (values: JobFormValues, restaurantId: string): CreateJobInput => ({
  restaurantId,
  ...toUpdateJobInput(values),
});
