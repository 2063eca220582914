import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BASE_UNITS,
  DLC_ENTAME_MIN_DAYS,
  PACKAGING_QUANTITY_MIN,
  PACKAGING_QUANTITY_STEP,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  UNIT_DISPLAY,
  storagePackagingUnits,
  type BaseUnit,
  type ProductCategory,
} from '@bo/domain';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NameField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { PhotoField, type UploadedPhoto } from '../hygiene/shared/PhotoField.tsx';
import { ProductDialogOptionsQuery } from './documents.ts';
import { AllergenField } from './AllergenField.tsx';
import { PickList } from './PickList.tsx';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { productMessages as t } from './messages.ts';
import {
  dlcAllowed,
  emptyProductValues,
  productSchema,
  valuesOf,
  withBaseUnit,
  withCategory,
  withDlcOption,
  type EditedProduct,
  type ProductFormValues,
} from './schema.ts';
import { baseUnitText } from './units.ts';

interface ProductDialogProps {
  open: boolean;
  /** The product being edited; absent: a new product. */
  product?: EditedProduct | undefined;
  /** Saves and closes; rejects with the server's refusal, which the dialog shows. */
  onSave(values: ProductFormValues): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'product-dialog-title';
const ID = 'product';

/** The create/edit dialog of /products and the product sheet (docs/areas/catalogue.md#constants). */
export const ProductDialog = formDialog<ProductDialogProps>(TITLE_ID, ProductForm);

function ProductForm(props: ProductDialogProps) {
  const creating = !props.product;
  const options = useQuery(ProductDialogOptionsQuery, { skip: !creating });
  // A failure to load the pick lists is only logged (docs/areas/catalogue.md#messages): the lists stay empty.
  if (options.error) console.error('[products] dialog options failed', options.error);
  if (creating && options.loading && !options.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 6 }}>
        <CircularProgress aria-label={t.dialog.loading} />
      </Box>
    );
  }
  return (
    <ProductFields
      {...props}
      restaurants={options.data?.restaurants ?? []}
      tags={options.data?.tags ?? []}
    />
  );
}

interface Choice {
  id: string;
  name: string;
}

function ProductFields({
  product,
  onSave,
  restaurants,
  tags,
}: ProductDialogProps & { restaurants: readonly Choice[]; tags: readonly Choice[] }) {
  const mode = product ? 'edit' : 'create';
  const { formik, content, field, errorOf, setValue } = useDialogForm<ProductFormValues>({
    initialValues: product
      ? valuesOf(product)
      : // New products start with every restaurant, as new articles do (decisions: products).
        emptyProductValues(restaurants.map((r) => r.id)),
    validationSchema: productSchema(mode),
    onSave,
    failed: t.dialog.failed,
    logLabel: 'products',
    serverFields: { DLC_ENTAME: 'dlcEntame', photoURL: 'photoUrl', photo: 'photoUrl' },
  });
  const { values } = formik;
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);

  // A category or a base unit changes several fields at once: one update, validated once.
  const replace = (next: ProductFormValues) => void formik.setValues(next);

  const storageUnits = values.baseUnit ? storagePackagingUnits(values.baseUnit) : [];
  const dlcOn = values.dlcEnabled && dlcAllowed(values.category);

  return (
    <FormDialogContent titles={t.dialog} mode={mode} {...content}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('category', ID)}
          select
          required
          label={t.dialog.category}
          onChange={(event) =>
            replace(withCategory(values, event.target.value as ProductCategory, mode))
          }
        >
          {PRODUCT_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {PRODUCT_CATEGORY_LABELS[category]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('baseUnit', ID)}
          select
          required
          disabled={mode === 'edit'}
          label={t.dialog.baseUnit}
          helperText={
            errorOf('baseUnit') ?? (mode === 'edit' ? t.dialog.baseUnitLockedHelp : undefined)
          }
          onChange={(event) => replace(withBaseUnit(values, event.target.value as BaseUnit))}
        >
          {BASE_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {baseUnitText(unit)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <NameField {...field('name', ID)} label={t.dialog.name} autoFocus={false} />

      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ pt: 1, flexShrink: 0 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={dlcOn}
                disabled={!dlcAllowed(values.category)}
                onChange={(event) => {
                  const next = withDlcOption(values, event.target.checked);
                  setValue('dlcEnabled', next.dlcEnabled);
                  setValue('dlcEntame', next.dlcEntame);
                }}
              />
            }
            label={t.dialog.dlcOption}
          />
          {dlcAllowed(values.category) ? null : (
            <FormHelperText sx={{ mt: 0 }}>{t.dialog.dlcDisabledHelp}</FormHelperText>
          )}
        </Box>
        <NumberField
          {...field('dlcEntame', ID)}
          integer
          min={DLC_ENTAME_MIN_DAYS}
          disabled={!dlcOn}
          label={t.dialog.dlcDays}
          unit="j"
        />
      </Stack>

      {mode === 'create' ? (
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" component="h3">
            {t.dialog.storagePackaging}
          </Typography>
          <TextField
            {...field('storagePackagingName', ID)}
            label={t.dialog.storagePackagingName}
            helperText={t.dialog.storagePackagingNameHelp}
          />
          <Stack direction="row" spacing={2}>
            <NumberField
              {...field('storagePackagingQuantity', ID)}
              required
              min={PACKAGING_QUANTITY_MIN}
              step={PACKAGING_QUANTITY_STEP}
              label={t.dialog.storageQuantity}
            />
            <TextField
              {...field('storagePackagingUnit', ID)}
              select
              required
              // One compatible unit is forced (PIECE); several are a choice (docs/areas/catalogue.md#screens).
              disabled={storageUnits.length < 2}
              label={t.dialog.storageUnit}
              helperText={
                errorOf('storagePackagingUnit') ??
                (values.baseUnit ? undefined : t.dialog.storageUnitWaits)
              }
            >
              {storageUnits.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {UNIT_DISPLAY[unit]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      ) : null}

      <AllergenField
        label={t.dialog.allergens}
        value={values.allergens}
        onChange={(next) => setValue('allergens', next)}
      />

      <Stack spacing={1.5}>
        {product?.photoUrl && !photo && !values.photoUrl && !values.photoRemoved ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ProductAvatar name={product.name} photoUrl={product.photoUrl} size={72} />
            <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
              {t.dialog.currentPhoto}
            </Typography>
            <Button size="small" color="inherit" onClick={() => setValue('photoRemoved', true)}>
              {t.dialog.removePhoto}
            </Button>
          </Stack>
        ) : null}
        <PhotoField
          label={t.dialog.photo}
          value={photo}
          error={errorOf('photoId')}
          onChange={(next) => {
            setPhoto(next);
            setValue('photoId', next?.id ?? '');
            // An image clears the address (docs/areas/catalogue.md#screens).
            if (next) setValue('photoUrl', '');
          }}
        />
        <TextField
          {...field('photoUrl', ID)}
          label={t.dialog.photoUrl}
          placeholder="https://"
          helperText={errorOf('photoUrl') ?? t.dialog.photoUrlHelp}
          slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
          onChange={(event) => {
            setValue('photoUrl', event.target.value);
            // An address clears the image (docs/areas/catalogue.md#screens).
            if (event.target.value.trim() && values.photoId) {
              setPhoto(null);
              setValue('photoId', '');
            }
          }}
        />
      </Stack>

      {mode === 'create' ? (
        <>
          <PickList
            label={t.dialog.restaurants}
            items={restaurants.map((r) => ({ id: r.id, label: r.name }))}
            selected={new Set(values.restaurantIds)}
            onChange={(next) => setValue('restaurantIds', [...next])}
            empty={t.toggles.noRestaurant}
          />
          <PickList
            label={t.dialog.tags}
            items={tags.map((tag) => ({ id: tag.id, label: tag.name }))}
            selected={new Set(values.tagIds)}
            onChange={(next) => setValue('tagIds', [...next])}
            empty={t.dialog.noTag}
          />
        </>
      ) : null}
    </FormDialogContent>
  );
}
