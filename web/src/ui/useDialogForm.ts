import type { ChangeEvent } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useSaveKey } from '../lib/idempotency.ts';
import type { SaveErrors } from '../lib/save-errors.ts';

/**
 * Formik for a create/edit dialog whose save may be refused by the server: `onSave` resolves with
 * the errors to show (splitSaveErrors), kept under their fields until those are edited. Its
 * mutations carry the save's idempotency key: the same when the same values are saved again after
 * a failure, a new one for other values or another opening of the dialog (lib/idempotency.ts).
 */
export function useDialogForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  onSave,
}: Pick<FormikConfig<V>, 'initialValues' | 'validationSchema'> & {
  onSave(values: V): Promise<SaveErrors<Extract<keyof V, string>> | void>;
}) {
  type Field = Extract<keyof V, string>;
  const saveKey = useSaveKey();
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    initialStatus: {},
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const errors = await saveKey.run(values, () => onSave(values));
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

  /** What FormDialogContent needs from the form. */
  const content = {
    formError: status.form,
    submitting: formik.isSubmitting,
    onSubmit: formik.handleSubmit,
  };

  return { formik, errorOf, setValue, field, content };
}
