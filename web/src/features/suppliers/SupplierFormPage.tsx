import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { DELIVERY_FLAGS, SUPPLIER_DELAY_TYPES, WEEKDAY_SHORT_LABELS, WEEKDAYS } from '@bo/domain';
import type { SupplierForm_SupplierFragment } from '../../gql/graphql';
import { FormPage, FormSection } from '../../ui/FormPage.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { PickList } from '../products/PickList.tsx';
import { supplierMessages as t } from './messages.ts';
import {
  delayDaysOf,
  emptySupplierValues,
  MIN_ORDER_AMOUNT_MIN,
  MIN_ORDER_AMOUNT_STEP,
  supplierSchema,
  supplierValuesOf,
  toSupplierInput,
  type SupplierFormValues,
} from './schema.ts';
import {
  CreateSupplierMutation,
  SetSupplierRestaurantsMutation,
  SupplierFormQuery,
  SupplierRestaurantOptionsQuery,
  UpdateSupplierMutation,
} from './documents.ts';
import { supplierUrls } from './urls.ts';

/** /suppliers/new: with the suppliers create permission, else back to the list. */
export function SupplierNewPage() {
  const { canCreate, loading } = usePermissions('SUPPLIERS');
  if (loading) return <PageLoader />;
  if (!canCreate) return <Navigate to={supplierUrls.suppliers()} replace />;
  return <SupplierForm />;
}

/**
 * /suppliers/{id}/edit: an external supplier (a laboratory is edited on its restaurant's page).
 * Without the edit permission, or when the supplier cannot be loaded, back to the list (spec 002
 * docs/areas/catalogue.md#screens: the failure is only logged).
 */
export function SupplierEditPage() {
  const { id = '' } = useParams();
  const { canEdit, loading } = usePermissions('SUPPLIERS');
  const query = useQuery(SupplierFormQuery, { variables: { id }, skip: !canEdit });
  useEffect(() => {
    if (query.error) console.error('[suppliers] loading the supplier form failed', query.error);
  }, [query.error]);
  if (loading) return <PageLoader />;
  if (!canEdit || query.error) return <Navigate to={supplierUrls.suppliers()} replace />;
  const supplier = query.data?.supplier;
  if (supplier?.__typename === 'ExternalSupplier') {
    return <SupplierForm key={id} supplier={supplier} />;
  }
  if (query.loading) return <PageLoader />;
  return <Navigate to={supplierUrls.suppliers()} replace />;
}

const ID = 'supplier-form';

function SupplierForm({ supplier }: { supplier?: SupplierForm_SupplierFragment }) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateSupplierMutation);
  const [update] = useMutation(UpdateSupplierMutation);
  const [setRestaurants] = useMutation(SetSupplierRestaurantsMutation);
  const title = supplier ? t.form.editTitle : t.form.newTitle;

  // A new supplier delivers every restaurant unless unticked here, as a new product is sold in
  // all: one created without any would be missing from every order form (see
  // docs/decisions/purchasing.md#who-an-order-form-offers-and-a-new-suppliers-restaurants). Once created, its Restaurants tab changes them.
  const options = useQuery(SupplierRestaurantOptionsQuery, { skip: Boolean(supplier) });
  const restaurants = useMemo(() => options.data?.restaurants ?? [], [options.data]);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const delivered = picked ?? new Set(restaurants.map((r) => r.id));

  const { formik, content, field } = useDialogForm<SupplierFormValues>({
    initialValues: supplier ? supplierValuesOf(supplier) : emptySupplierValues,
    validationSchema: supplierSchema,
    // The server names the delay by its days; the form by the type that gives them.
    serverFields: { deliveryDelayDays: 'delayType' },
    onSave: async (values) => {
      const input = toSupplierInput(values, supplier);
      if (supplier) {
        await update({ variables: { id: supplier.id, input } });
        void navigate(supplierUrls.supplier({ id: supplier.id, kind: 'EXTERNAL' }));
      } else {
        const { data } = await create({ variables: { input } });
        if (!data) throw new Error('no data');
        const id = data.createSupplier.id;
        if (delivered.size > 0) {
          try {
            await setRestaurants({ variables: { supplierId: id, restaurantIds: [...delivered] } });
          } catch (error) {
            // The supplier exists: saving again would create it twice. Its page's Restaurants
            // tab shows what it holds and saves the rest.
            console.error('[suppliers] saving the new supplier’s restaurants failed', error);
          }
        }
        void navigate(supplierUrls.supplier({ id, kind: 'EXTERNAL' }));
      }
    },
    failed: t.form.failed,
    logLabel: 'suppliers',
  });
  const { values } = formik;
  const days = delayDaysOf(values.delayType);

  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <FormPage
        title={title}
        subtitle={supplier?.name}
        back={{
          to: supplier
            ? supplierUrls.supplier({ id: supplier.id, kind: 'EXTERNAL' })
            : supplierUrls.suppliers(),
          label: t.backToList,
        }}
        submitLabel={supplier ? t.form.save : t.form.create}
        submittingLabel={supplier ? t.form.saving : t.form.creating}
        {...content}
      >
        <FormSection title={t.form.identity} id="supplier-identity">
          <Stack spacing={2.5}>
            <TextField
              {...field('name', ID)}
              required
              autoFocus
              label={t.form.name}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('email', ID)}
                type="email"
                label={t.form.email}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
              <TextField
                {...field('phone', ID)}
                type="tel"
                label={t.form.phone}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
            </Stack>
            <TextField {...field('address', ID)} label={t.form.address} multiline minRows={2} />
          </Stack>
        </FormSection>
        <FormSection title={t.form.delivery} id="supplier-delivery">
          <Stack spacing={2.5}>
            <NumberField
              {...field('minOrderAmount', ID)}
              label={t.form.minOrderAmount}
              unit="€"
              min={MIN_ORDER_AMOUNT_MIN}
              step={MIN_ORDER_AMOUNT_STEP}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('delayType', ID)} select label={t.form.delayType}>
                <MenuItem value="">
                  <em>{t.form.noDelayType}</em>
                </MenuItem>
                {SUPPLIER_DELAY_TYPES.map((type) => (
                  <MenuItem key={type.label} value={type.label}>
                    {t.form.delayTypeOption(type.label, type.days)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id={`${ID}-deliveryDelayDays`}
                label={t.form.deliveryDelayDays}
                value={days === null ? '' : String(days)}
                helperText={t.form.deliveryDelayDaysHelp}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            </Stack>
            <Box role="group" aria-labelledby={`${ID}-days-label`}>
              <Typography
                id={`${ID}-days-label`}
                variant="body2"
                color="textSecondary"
                sx={{ mb: 1, fontWeight: 500 }}
              >
                {t.form.deliveryDays}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {DELIVERY_FLAGS.map((flag, i) => (
                  <ToggleButton
                    key={flag}
                    value={flag}
                    size="small"
                    color="primary"
                    selected={values.days[flag]}
                    onChange={() => void formik.setFieldValue(`days.${flag}`, !values.days[flag])}
                    sx={{ minWidth: 52, borderRadius: 2, fontWeight: 600 }}
                  >
                    {WEEKDAY_SHORT_LABELS[WEEKDAYS[i]!]}
                  </ToggleButton>
                ))}
              </Stack>
            </Box>
          </Stack>
        </FormSection>
        {supplier ? null : (
          <FormSection title={t.form.restaurants} id="supplier-restaurants">
            <PickList
              label={t.form.restaurantsLabel}
              items={restaurants.map((r) => ({ id: r.id, label: r.name }))}
              selected={delivered}
              onChange={setPicked}
              empty={options.loading ? t.form.restaurantsLoading : t.noRestaurant}
            />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t.form.restaurantsHint}
            </Typography>
          </FormSection>
        )}
      </FormPage>
    </>
  );
}
