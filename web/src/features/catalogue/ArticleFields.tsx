import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PACKAGING_QUANTITY_MIN,
  PACKAGING_QUANTITY_STEP,
  TEMPERATURE_CATEGORIES,
  TEMPERATURE_CATEGORY_LABELS,
  UNIT_DISPLAY,
  VAT_CODES,
  type Unit,
} from '@bo/domain';
import { FixedField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import type { useDialogForm } from '../../ui/useDialogForm.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import {
  ARTICLE_PRICE_MIN,
  ARTICLE_PRICE_STEP,
  sellerKey,
  type ArticleFormValues,
} from './articleForm.ts';
import { LabBadge, ProductAvatar } from './CatalogueBits.tsx';
import {
  CatalogueProductOptionsQuery,
  CatalogueRestaurantOptionsQuery,
  CatalogueSupplierOptionsQuery,
} from './documents.ts';
import { vatText } from './format.ts';
import { catalogueMessages } from './messages.ts';

const t = catalogueMessages.articleDialog;

/** How many products the picker offers for what is typed. */
const PRODUCT_OPTIONS = 25;

export type ArticleForm = ReturnType<typeof useDialogForm<ArticleFormValues>>;

/** A product the picker shows. */
export interface ProductOption {
  id: string;
  name: string;
  photoUrl?: string | null | undefined;
}

interface ArticleFieldsProps {
  form: ArticleForm;
  idPrefix: string;
  /** The packaging units offered (all six in the dialog, five in the full-page form). */
  units: readonly Unit[];
  /** The product, when the form is opened from its page: shown, not chosen. */
  fixedProduct?: ProductOption | undefined;
  /** The product already chosen (an edited article's). */
  initialProduct?: ProductOption | undefined;
  /** Below the packaging unit: the dialog's conversion check. */
  unitNotice?: ReactNode;
}

/**
 * The article's fields (docs/areas/catalogue.md#screens, article form), shared by the dialog and the full-page form:
 * supplier or laboratory, name, supplier reference, product, price, VAT, temperature category,
 * and the supplier packaging (quantity, unit, name).
 */
export function ArticleFields({
  form,
  idPrefix,
  units,
  fixedProduct,
  initialProduct,
  unitNotice,
}: ArticleFieldsProps) {
  const { field, formik } = form;
  const suppliers = useQuery(CatalogueSupplierOptionsQuery);
  if (suppliers.error) console.error('[articles] loading suppliers failed', suppliers.error);
  const sellers = suppliers.data?.suppliers ?? [];

  const quantity = field('packagingQuantity', idPrefix);
  return (
    <Stack spacing={2.5}>
      <TextField {...field('seller', idPrefix)} select required label={t.supplier}>
        {sellers.map((seller) => (
          <MenuItem key={sellerKey(seller)} value={sellerKey(seller)}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{seller.name}</span>
              {seller.kind === 'LABORATORY' ? <LabBadge /> : null}
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('name', idPrefix)}
          required
          label={t.name}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          {...field('supplierRef', idPrefix)}
          label={t.supplierRef}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
      </Stack>
      {fixedProduct ? (
        <FixedField id={`${idPrefix}-productId`} label={t.product} value={fixedProduct.name} />
      ) : (
        <ProductPicker form={form} idPrefix={idPrefix} initial={initialProduct} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          {...field('price', idPrefix)}
          required
          label={t.price}
          unit="€"
          min={ARTICLE_PRICE_MIN}
          step={ARTICLE_PRICE_STEP}
        />
        <TextField {...field('vat', idPrefix)} select required label={t.vat}>
          {VAT_CODES.map((vat) => (
            <MenuItem key={vat} value={vat}>
              {vatText(vat)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...field('temperatureCategory', idPrefix)}
        select
        required
        label={t.temperatureCategory}
      >
        {TEMPERATURE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {TEMPERATURE_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="subtitle2" component="h3">
        {t.packaging}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <NumberField
          {...quantity}
          required
          label={t.packagingQuantity}
          min={PACKAGING_QUANTITY_MIN}
          step={PACKAGING_QUANTITY_STEP}
        />
        <TextField
          {...field('packagingUnit', idPrefix)}
          select
          required
          label={t.packagingUnit}
          value={formik.values.packagingUnit}
        >
          {units.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {UNIT_DISPLAY[unit]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {unitNotice}
      <TextField
        {...field('packagingName', idPrefix)}
        label={t.packagingName}
        helperText={field('packagingName', idPrefix).helperText ?? t.packagingNameHelp}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <RestaurantsPicker form={form} idPrefix={idPrefix} />
    </Stack>
  );
}

/**
 * The restaurants allowed to order the article, among those the user sees: all of them until
 * the user unticks one (a new article's default, docs/areas/catalogue.md#screens).
 */
function RestaurantsPicker({ form, idPrefix }: { form: ArticleForm; idPrefix: string }) {
  const { formik, setValue, errorOf } = form;
  const { data, error } = useQuery(CatalogueRestaurantOptionsQuery);
  if (error) console.error('[articles] loading restaurants failed', error);
  const restaurants = data?.restaurants ?? [];
  const all = restaurants.map((r) => r.id);
  const chosen = formik.values.restaurantIds ?? all;
  const names = new Map(restaurants.map((r) => [r.id, r.name]));
  const message = errorOf('restaurantIds');
  return (
    <TextField
      id={`${idPrefix}-restaurantIds`}
      name="restaurantIds"
      select
      fullWidth
      label={t.restaurants}
      value={chosen}
      error={Boolean(message)}
      helperText={message}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        setValue('restaurantIds', typeof value === 'string' ? value.split(',') : value);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => {
            const ids = selected as string[];
            return ids.length === all.length && all.length > 0
              ? t.allRestaurants
              : ids.map((id) => names.get(id) ?? id).join(', ');
          },
        },
      }}
    >
      {restaurants.map((restaurant) => (
        <MenuItem key={restaurant.id} value={restaurant.id}>
          <Checkbox size="small" checked={chosen.includes(restaurant.id)} sx={{ p: 0, mr: 1 }} />
          {restaurant.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The product, searched by name on the server as the user types. */
function ProductPicker({
  form,
  idPrefix,
  initial,
}: {
  form: ArticleForm;
  idPrefix: string;
  initial: ProductOption | undefined;
}) {
  const { formik, setValue, errorOf } = form;
  const [chosen, setChosen] = useState<ProductOption | null>(initial ?? null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const { data, previousData, loading, error } = useQuery(CatalogueProductOptionsQuery, {
    variables: { limit: PRODUCT_OPTIONS, ...(search && { search }) },
  });
  if (error) console.error('[articles] loading products failed', error);
  // The last answer stays on screen while the next one comes: options do not vanish under the
  // pointer between two keystrokes.
  const options: ProductOption[] = (data ?? previousData)?.products.data ?? [];
  const fieldError = errorOf('productId');

  return (
    <Autocomplete<ProductOption>
      id={`${idPrefix}-productId`}
      options={options}
      value={chosen}
      loading={loading}
      // The server filters: every option it answers is shown.
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.name}
      noOptionsText={t.noProduct}
      loadingText={t.loadingProducts}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setTyped(value);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_, option) => {
        setChosen(option);
        setTyped('');
        setValue('productId', option?.id ?? '');
      }}
      onBlur={() => void formik.setFieldTouched('productId', true)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ProductAvatar name={option.name} photoUrl={option.photoUrl} size={24} />
            <span>{option.name}</span>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="productId"
          required
          label={t.product}
          placeholder={t.productSearch}
          error={Boolean(fieldError)}
          helperText={fieldError}
        />
      )}
    />
  );
}
