import type { ChangeEvent } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useSaveKey } from '../lib/idempotency.ts';
import { splitSaveErrors, type SaveErrors } from '../lib/save-errors.ts';

/** How a refused save shows; a page that decides it gives it to its dialog as one prop. */
export interface SaveRefusal<F extends string> {
  /** The message on top of the form when the server's refusal says nothing readable. */
  failed: string;
  /**
   * Save failures are also logged (docs/areas/platform.md#errors), as `[<logLabel>] save failed`.
   */
  logLabel?: string | undefined;
  /**
   * The fields that show a server message (all the values' by default): a refusal of another one
   * goes on top of the form.
   */
  fields?: readonly F[] | undefined;
}

export interface FormOptions<V extends FormikValues>
  extends
    Pick<FormikConfig<V>, 'initialValues' | 'validationSchema' | 'validate'>,
    SaveRefusal<Extract<keyof V, string>> {
  /**
   * Sends the save (and closes, toasts, navigates once done). It rejects with the server's
   * refusal, which the form shows: its field errors under the form's fields, the rest on top.
   */
  onSave(values: V): Promise<unknown>;
  /**
   * The form's fields the server names otherwise (e.g. `{ restaurantIds: 'restaurantId' }`); every
   * other server field error goes under the field of the same name, if the form has one.
   */
  serverFields?: Readonly<Record<string, Extract<keyof V, string>>>;
  /**
   * Check each field as it is left or typed (Formik's default). Off, the form is checked when sent
   * only, and a field's message goes as soon as it is edited: nothing moves under the pointer.
   */
  validateOnBlur?: boolean;
}

/**
 * The one form hook of every create/edit dialog and full-page form: Formik, plus what the server
 * says when it refuses a save, kept under its field until that field is edited (splitSaveErrors).
 * Its mutations carry the save's idempotency key: the same when the same values are saved again
 * after a failure, a new one for other values or another opening of the form
 * (lib/idempotency.ts).
 */
export function useDialogForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  validate,
  onSave,
  failed,
  logLabel,
  fields: shown,
  serverFields = {},
  validateOnBlur = true,
}: FormOptions<V>) {
  type Field = Extract<keyof V, string>;
  const saveKey = useSaveKey();

  const toSaveErrors = (failure: unknown): SaveErrors<Field> => {
    if (logLabel) console.error(`[${logLabel}] save failed`, failure);
    const names = shown ?? (Object.keys(initialValues) as Field[]);
    const { fields, form } = splitSaveErrors(
      failure,
      [...names, ...Object.keys(serverFields)],
      failed,
    );
    const placed: Partial<Record<Field, string>> = {};
    for (const [name, text] of Object.entries(fields) as [string, string][]) {
      placed[serverFields[name] ?? (name as Field)] = text;
    }
    return { fields: placed, ...(form !== undefined && { form }) };
  };

  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    ...(validate && { validate }),
    validateOnBlur,
    validateOnChange: validateOnBlur,
    initialStatus: {},
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const errors = await saveKey.run(values, async () => {
        try {
          await onSave(values);
          return null;
        } catch (failure) {
          return toSaveErrors(failure);
        }
      });
      if (errors) helpers.setStatus(errors);
      else saveKey.forget();
    },
  });
  const status = (formik.status ?? {}) as Partial<SaveErrors<Field>>;

  // Formik re-validates on blur, which would wipe a server message from `errors`: it lives in
  // `status` instead, until its field changes.
  const errorOf = (name: Field): string | undefined =>
    (formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined) ??
    status.fields?.[name];

  const setValue = (name: Field, value: unknown) => {
    if (status.fields?.[name]) {
      formik.setStatus({ ...status, fields: { ...status.fields, [name]: undefined } });
    }
    if (!validateOnBlur) formik.setFieldError(name, undefined);
    void formik.setFieldValue(name, value);
  };

  /** The props of a text field bound to `name`. */
  const field = (name: Field, idPrefix: string) => {
    const error = errorOf(name);
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: formik.values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      fullWidth: true,
    };
  };

  /** What FormDialogContent (or FormPage) needs from the form. */
  const content = {
    formError: status.form,
    submitting: formik.isSubmitting,
    onSubmit: formik.handleSubmit,
  };

  return { formik, errorOf, setValue, field, content, serverErrors: status.fields ?? {} };
}
