import { frenchNumberText, missingProductLabel, missingRecipeLabel } from '@bo/domain';
import type { RecipeIngredient_IngredientFragment } from '../../gql/graphql';
import { productUrls } from '../products/urls.ts';
import { recipeMessages as t } from './messages.ts';
import type { IngredientFormValues, IngredientItemOption } from './schema.ts';
import { recipeUrls } from './urls.ts';

export type IngredientRow = RecipeIngredient_IngredientFragment;

/** What a line shows of its item: its name and page, or why it has none. */
export type ItemView =
  | { known: true; name: string; to: string; photoUrl: string | null }
  | {
      known: false;
      /** 'Ingrédient inconnu' (docs/areas/recipes.md#messages). */
      name: string;
      /** 'Produit #id' / 'Recette #id': which one is gone. */
      ref: string;
    };

export function itemView(line: IngredientRow): ItemView {
  const item = line.item;
  if (item?.__typename === 'Product') {
    return {
      known: true,
      name: item.name,
      to: productUrls.product(item.id),
      photoUrl: item.photoUrl ?? null,
    };
  }
  if (item?.__typename === 'Recipe') {
    return {
      known: true,
      name: item.name,
      to: recipeUrls.recipe(item.id),
      photoUrl: item.photoUrl ?? null,
    };
  }
  return {
    known: false,
    name: t.unknownIngredient,
    ref:
      line.itemType === 'RECIPE'
        ? missingRecipeLabel(line.itemId)
        : missingProductLabel(line.itemId),
  };
}

/** The item as the ingredient dialog picks it: null when it is gone (the user picks another). */
export function itemOption(line: IngredientRow): IngredientItemOption | null {
  const item = line.item;
  if (item?.__typename === 'Product') {
    return { id: item.id, name: item.name, photoUrl: item.photoUrl, baseUnit: item.productUnit };
  }
  if (item?.__typename === 'Recipe') {
    return { id: item.id, name: item.name, photoUrl: item.photoUrl, baseUnit: item.recipeUnit };
  }
  return null;
}

/** An edit starts from the line; a gone item leaves the item and unit to pick again. */
export function ingredientValuesOf(line: IngredientRow): IngredientFormValues {
  const item = itemOption(line);
  return {
    itemType: line.itemType,
    item,
    quantity: frenchNumberText(line.quantity),
    unit: item ? line.unit : '',
  };
}
