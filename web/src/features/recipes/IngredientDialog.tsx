import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  INGREDIENT_QUANTITY_MIN,
  INGREDIENT_QUANTITY_STEP,
  RECIPE_ITEM_TYPES,
  UNIT_DISPLAY,
  ingredientUnits,
  type RecipeItemType,
} from '@bo/domain';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { IngredientItemOptionsQuery } from './documents.ts';
import { recipeMessages } from './messages.ts';
import {
  ingredientSchema,
  withItem,
  withItemType,
  type IngredientFormValues,
  type IngredientItemOption,
} from './schema.ts';

const t = recipeMessages.ingredients;
const m = t.dialog;
const ID = 'ingredient';
/** The options one search answers: a name narrows them. */
const ITEM_OPTIONS = 50;

interface IngredientDialogProps {
  open: boolean;
  onClose(): void;
  /** The recipe the ingredient belongs to: never offered as its own sub-recipe (docs/areas/recipes.md#forms). */
  recipeId: string;
  /** The ingredient being edited, its item already known; absent: a new one. */
  ingredient?: IngredientFormValues | undefined;
  /** Saves and closes; rejects with the server's refusal (a cycle's CONFLICT shows on top). */
  onSave(values: IngredientFormValues): Promise<void>;
}

/** The ingredient dialog (docs/areas/recipes.md#forms): type, item, quantity, and a unit of the item's family. */
export const IngredientDialog = formDialog<IngredientDialogProps>(
  'ingredient-dialog-title',
  IngredientForm,
);

function IngredientForm({ recipeId, ingredient, onSave }: IngredientDialogProps) {
  const form = useDialogForm<IngredientFormValues>({
    initialValues: ingredient ?? { itemType: '', item: null, quantity: '', unit: '' },
    validationSchema: ingredientSchema,
    onSave,
    failed: m.failed,
    logLabel: 'recipes',
    serverFields: { itemId: 'item', itemUnit: 'unit' },
  });
  const { formik, content, field, errorOf } = form;
  const { values } = formik;
  // One update for the fields a choice changes together, validated once.
  const replace = (next: IngredientFormValues) => void formik.setValues(next);
  const units = values.item ? ingredientUnits(values.item.baseUnit) : [];

  return (
    <FormDialogContent titles={m} mode={ingredient ? 'edit' : 'create'} {...content}>
      <TextField
        {...field('itemType', ID)}
        select
        required
        label={m.type}
        onChange={(event) => replace(withItemType(values, event.target.value as RecipeItemType))}
      >
        {RECIPE_ITEM_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t.types[type]}
          </MenuItem>
        ))}
      </TextField>
      <ItemPicker
        // A new type is a new search: the picker starts again.
        key={values.itemType}
        itemType={values.itemType}
        recipeId={recipeId}
        value={values.item}
        error={errorOf('item')}
        onChange={(item) => replace(withItem(values, item))}
        onBlur={() => void formik.setFieldTouched('item', true)}
      />
      <Stack direction="row" spacing={2}>
        <NumberField
          {...field('quantity', ID)}
          required
          min={INGREDIENT_QUANTITY_MIN}
          step={INGREDIENT_QUANTITY_STEP}
          label={m.quantity}
        />
        <TextField
          {...field('unit', ID)}
          select
          required
          // No unit before an item: its base unit says which are allowed (docs/areas/recipes.md#forms).
          disabled={!values.item}
          label={m.unit}
          helperText={errorOf('unit') ?? (values.item ? undefined : m.unitWaits)}
        >
          {units.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {UNIT_DISPLAY[unit]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialogContent>
  );
}

interface ItemPickerProps {
  itemType: RecipeItemType | '';
  recipeId: string;
  value: IngredientItemOption | null;
  error: string | undefined;
  onChange(item: IngredientItemOption | null): void;
  onBlur(): void;
}

/** The product or the sub-recipe, searched by name on the server as the user types. */
function ItemPicker({ itemType, recipeId, value, error, onChange, onBlur }: ItemPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const {
    data,
    previousData,
    loading,
    error: failure,
  } = useQuery(IngredientItemOptionsQuery, {
    variables: {
      limit: ITEM_OPTIONS,
      products: itemType === 'PRODUCT',
      recipes: itemType === 'RECIPE',
      ...(search && { search }),
    },
    skip: !itemType,
  });
  if (failure) console.error('[recipes] loading ingredient choices failed', failure);
  // The last answer stays on screen while the next one comes.
  const answer = data ?? previousData;
  const options: IngredientItemOption[] =
    itemType === 'PRODUCT'
      ? (answer?.products?.data ?? [])
      : itemType === 'RECIPE'
        ? // The recipe itself is never its own ingredient (docs/areas/recipes.md#forms); deeper cycles are the
          // server's to refuse (CONFLICT).
          (answer?.recipes?.data ?? []).filter((recipe) => recipe.id !== recipeId)
        : [];

  return (
    <Autocomplete<IngredientItemOption>
      id={`${ID}-item`}
      options={options}
      value={value}
      loading={loading}
      disabled={!itemType}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      noOptionsText={m.noItem}
      loadingText={m.loadingItems}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_, option) => {
        setTyped('');
        onChange(option);
      }}
      onBlur={onBlur}
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
          name="item"
          required
          label={m.item}
          placeholder={itemType ? m.itemSearch : undefined}
          error={Boolean(error)}
          helperText={error ?? (itemType ? undefined : m.chooseTypeFirst)}
        />
      )}
    />
  );
}
