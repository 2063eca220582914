import type { ChangeEvent } from 'react';
import { getIn, useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useSaveKey } from '../lib/idempotency.ts';
import { splitSaveErrors, type SaveErrors } from '../lib/save-errors.ts';

/** A form's field, or a field inside one of its lists or groups (`lines.3.quantity`). */
export type FieldPath<V> = Extract<keyof V, string> | `${Extract<keyof V, string>}.${string}`;

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
    Pick<FormikConfig<V>, 'initialValues' | 'validationSchema' | 'validate' | 'enableReinitialize'>,
    SaveRefusal<Extract<keyof V, string>> {
  /**
   * Sends the save (and closes, toasts, navigates once done). It rejects with the server's
   * refusal, which the form shows: its field errors under the form's fields, the rest on top.
   */
  onSave(values: V): Promise<unknown>;
  /**
   * The form's fields the server names otherwise (e.g. `{ restaurantIds: 'restaurantId' }`); every
   * other server field error goes under the field of the same name, if the form has one. A
   * function places each server name itself (a list's `lines.3.quantity` under its line's
   * field), undefined for one that goes on top.
   */
  serverFields?:
    | Readonly<Record<string, Extract<keyof V, string>>>
    | ((serverName: string) => FieldPath<V> | undefined);
  /**
   * Places a refusal by other rules than its field errors' names (the login's, by what its
   * message says), instead of `serverFields` and `failed`.
   */
  placeRefusal?(failure: unknown): SaveErrors<FieldPath<V>>;
  /**
   * Check each field as it is left or typed (Formik's default). Off, the form is checked when sent
   * only, and a field's message goes as soon as it is edited: nothing moves under the pointer.
   */
  validateOnBlur?: boolean;
  /**
   * Show no field's message before the form is first sent, then follow the typing: leaving a
   * field never grows the form under the click that left it (the login and signup cards).
   */
  checkOnceSent?: boolean;
  /**
   * The message on top goes as soon as any field is edited (the login's red box, the kiosk's PIN
   * pad).
   */
  formErrorUntilEdit?: boolean;
  /**
   * Put the save's idempotency key on its mutations (the default). Off for a save that writes
   * nothing twice whatever happens (a sign-in, a preference).
   */
  idempotent?: boolean;
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
  placeRefusal,
  validateOnBlur = true,
  checkOnceSent = false,
  formErrorUntilEdit = false,
  idempotent = true,
  enableReinitialize = false,
}: FormOptions<V>) {
  type Path = FieldPath<V>;
  const saveKey = useSaveKey();

  const toSaveErrors = (failure: unknown): SaveErrors<Path> => {
    if (logLabel) console.error(`[${logLabel}] save failed`, failure);
    if (placeRefusal) return placeRefusal(failure);
    const names: readonly string[] = shown ?? Object.keys(initialValues);
    const placeOf =
      typeof serverFields === 'function'
        ? serverFields
        : (name: string): Path | undefined =>
            serverFields[name] ?? (names.includes(name) ? (name as Path) : undefined);
    return splitSaveErrors<Path>(failure, placeOf, failed);
  };

  /** Sends `values`; resolves with how the refusal shows, null once saved. */
  const save = (values: V): Promise<SaveErrors<Path> | null> => {
    const attempt = async () => {
      try {
        await onSave(values);
        return null;
      } catch (failure) {
        return toSaveErrors(failure);
      }
    };
    return idempotent ? saveKey.run(values, attempt) : attempt();
  };

  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    ...(validate && { validate }),
    validateOnBlur,
    validateOnChange: validateOnBlur,
    enableReinitialize,
    initialStatus: {},
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const errors = await save(values);
      if (errors) helpers.setStatus(errors);
      else if (idempotent) saveKey.forget();
    },
  });
  const status = (formik.status ?? {}) as Partial<SaveErrors<Path>>;

  // Formik re-validates on blur, which would wipe a server message from `errors`: it lives in
  // `status` instead, until its field changes.
  const errorOf = (name: Path): string | undefined => {
    const checked = checkOnceSent ? formik.submitCount > 0 : Boolean(getIn(formik.touched, name));
    const error: unknown = checked ? getIn(formik.errors, name) : undefined;
    return (typeof error === 'string' ? error : undefined) ?? status.fields?.[name];
  };

  const setValue = (name: Path, value: unknown) => {
    if (status.fields?.[name] || (formErrorUntilEdit && status.form)) {
      formik.setStatus({
        fields: { ...status.fields, [name]: undefined },
        ...(!formErrorUntilEdit && status.form !== undefined && { form: status.form }),
      });
    }
    if (!validateOnBlur) formik.setFieldError(name, undefined);
    void formik.setFieldValue(name, value);
  };

  /** The props of a text field bound to `name`. */
  const field = (name: Path, idPrefix: string) => {
    const error = errorOf(name);
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: getIn(formik.values, name) as string,
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

  /**
   * Saves `values` as sending the form does, without Formik's checks, for a form whose buttons
   * save in more than one way (the order form's draft and send: `values` then say which, so each
   * has its own idempotency key). Resolves with the refusal as the form now shows it, or null.
   */
  const saveValues = async (values: V): Promise<SaveErrors<Path> | null> => {
    formik.setStatus({});
    const errors = await save(values);
    if (errors) formik.setStatus(errors);
    else if (idempotent) saveKey.forget();
    return errors;
  };

  return {
    formik,
    errorOf,
    setValue,
    field,
    content,
    saveValues,
    serverErrors: status.fields ?? {},
  };
}
