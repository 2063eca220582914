import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  RECIPE_BASE_UNITS,
  RECIPE_DLC_MIN,
  RECIPE_NAME_PRINT_MAX,
  RECIPE_QUANTITY_MIN,
  RECIPE_QUANTITY_STEP,
} from '@bo/domain';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NameField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { PhotoField, type UploadedPhoto } from '../hygiene/shared/PhotoField.tsx';
import { recipeMessages as t } from './messages.ts';
import {
  emptyRecipeValues,
  recipeSchema,
  recipeValuesOf,
  type EditedRecipe,
  type RecipeFormValues,
} from './schema.ts';

interface RecipeDialogProps {
  open: boolean;
  /** The recipe being edited; absent: a new recipe. */
  recipe?: EditedRecipe | undefined;
  /** Saves and closes; rejects with the server's refusal, which the dialog shows. */
  onSave(values: RecipeFormValues): Promise<void>;
  onClose(): void;
}

const ID = 'recipe';
const m = t.dialog;

/** The create/edit dialog of /recipes and the recipe sheet (docs/areas/recipes.md#forms). */
export const RecipeDialog = formDialog<RecipeDialogProps>('recipe-dialog-title', RecipeForm);

function RecipeForm({ recipe, onSave }: RecipeDialogProps) {
  const mode = recipe ? 'edit' : 'create';
  const { formik, content, field, errorOf, setValue } = useDialogForm<RecipeFormValues>({
    initialValues: recipe ? recipeValuesOf(recipe) : emptyRecipeValues(),
    validationSchema: recipeSchema(mode),
    onSave,
    failed: m.failed,
    logLabel: 'recipes',
    serverFields: { DLC: 'dlc', photoURL: 'photoUrl', photo: 'photoUrl', unit: 'baseUnit' },
  });
  const { values } = formik;
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const printLength = [...values.namePrint.trim()].length;

  return (
    <FormDialogContent titles={m} mode={mode} {...content}>
      {/* The dialog takes the focus as it opens: an autofocused name would be left at once and
          show 'Le nom est requis' before anything was typed. */}
      <NameField {...field('name', ID)} label={m.name} autoFocus={false} />
      <TextField
        {...field('namePrint', ID)}
        required={mode === 'create'}
        label={m.namePrint}
        // The counter of docs/areas/recipes.md#forms: the domain's limit, counted as the rule counts.
        helperText={
          errorOf('namePrint') ?? `${m.namePrintHelp} · ${printLength}/${RECIPE_NAME_PRINT_MAX}`
        }
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          {...field('quantity', ID)}
          required
          min={RECIPE_QUANTITY_MIN}
          step={RECIPE_QUANTITY_STEP}
          label={m.quantity}
        />
        <TextField {...field('baseUnit', ID)} select required label={m.baseUnit}>
          {RECIPE_BASE_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t.baseUnits[unit]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('category', ID)} select required label={m.category}>
          {PRODUCT_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {PRODUCT_CATEGORY_LABELS[category]}
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          {...field('dlc', ID)}
          required
          integer
          min={RECIPE_DLC_MIN}
          label={m.dlc}
          unit={m.dlcUnit}
        />
      </Stack>

      <Stack spacing={1.5}>
        {recipe?.photoUrl && !photo && !values.photoUrl && !values.photoRemoved ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ProductAvatar name={recipe.name} photoUrl={recipe.photoUrl} size={72} />
            <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
              {m.currentPhoto}
            </Typography>
            <Button size="small" color="inherit" onClick={() => setValue('photoRemoved', true)}>
              {m.removePhoto}
            </Button>
          </Stack>
        ) : null}
        {/* An uploaded file is offered on edit only (docs/areas/recipes.md#forms). */}
        {mode === 'edit' ? (
          <PhotoField
            label={m.photo}
            value={photo}
            error={errorOf('photoId')}
            onChange={(next) => {
              setPhoto(next);
              setValue('photoId', next?.id ?? '');
              // An image clears the address (docs/areas/recipes.md#forms).
              if (next) setValue('photoUrl', '');
            }}
          />
        ) : null}
        <TextField
          {...field('photoUrl', ID)}
          label={mode === 'edit' ? m.photoUrlOr : m.photoUrl}
          placeholder="https://"
          helperText={errorOf('photoUrl') ?? (mode === 'edit' ? m.photoUrlHelp : undefined)}
          slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
          onChange={(event) => {
            setValue('photoUrl', event.target.value);
            // An address clears the image (docs/areas/recipes.md#forms).
            if (event.target.value.trim() && values.photoId) {
              setPhoto(null);
              setValue('photoId', '');
            }
          }}
        />
      </Stack>
    </FormDialogContent>
  );
}
