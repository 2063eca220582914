import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { restaurantMessages as t } from '../messages.ts';
import type { RestaurantFieldsValues } from '../schema.ts';

type FieldName = keyof RestaurantFieldsValues;

interface RestaurantFieldsProps<V extends RestaurantFieldsValues> {
  formik: FormikProps<V>;
  /** Errors the server placed on fields (BAD_USER_INPUT), shown until the field is edited. */
  serverErrors?: Partial<Record<string, string>>;
  disabled?: boolean;
  idPrefix: string;
}

/** Name, address, phone, email: one set of fields for the page and the new/edit form. */
export function RestaurantFields<V extends RestaurantFieldsValues>({
  formik,
  serverErrors = {},
  disabled = false,
  idPrefix,
}: RestaurantFieldsProps<V>) {
  const field = (name: FieldName, required = false) => {
    const touched = (formik.touched as Partial<Record<FieldName, boolean>>)[name];
    const error =
      (touched ? (formik.errors as Partial<Record<FieldName, string>>)[name] : undefined) ??
      serverErrors[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      fullWidth: true,
      required,
      disabled,
    };
  };
  return (
    <Stack spacing={2.5}>
      <TextField {...field('name', true)} label={t.name} />
      <TextField {...field('address', true)} label={t.address} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('phone')} label={t.phone} type="tel" />
        <TextField {...field('email')} label={t.email} type="email" />
      </Stack>
    </Stack>
  );
}
