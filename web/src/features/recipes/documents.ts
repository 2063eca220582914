import { graphql } from '../../gql';

/** A row of /recipes, and what the recipe dialog edits. */
export const RecipeRowFragment = graphql(`
  fragment RecipeRow_recipe on Recipe {
    id
    name
    namePrint
    quantity
    baseUnit
    category
    dlc
    photoUrl
    productIngredientCount
    recipeIngredientCount
    allergens
    createdAt
  }
`);

/** The recipes, a page at a time (schema.graphql, « Listes »). */
export const RecipeListQuery = graphql(`
  query RecipeList($filter: RecipeFilter, $sort: RecipeSort, $limit: Int, $offset: Int) {
    recipes(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      limit
      offset
      data {
        ...RecipeRow_recipe
      }
    }
  }
`);

export const RecipeIngredientFragment = graphql(`
  fragment RecipeIngredient_ingredient on RecipeIngredient {
    id
    itemType
    itemId
    quantity
    unit
    cost
    costShare
    costGap
    item {
      __typename
      ... on Product {
        id
        name
        productUnit: baseUnit
        photoUrl
      }
      ... on Recipe {
        id
        name
        recipeUnit: baseUnit
        photoUrl
      }
    }
  }
`);

/** The recipe sheet, its cost and its three tabs, in one round trip. */
export const RecipeSheetQuery = graphql(`
  query RecipeSheet($id: ID!) {
    recipe(id: $id) {
      ...RecipeRow_recipe
      ingredients {
        ...RecipeIngredient_ingredient
      }
      cost {
        total
        perBaseUnit
        complete
        missing {
          ...RecipeIngredient_ingredient
        }
      }
      restaurants {
        id
      }
      tags {
        id
        name
      }
    }
  }
`);

/** The choices of the restaurants and tags tabs. */
export const RecipeSheetChoicesQuery = graphql(`
  query RecipeSheetChoices {
    restaurants {
      id
      name
      isLab
    }
    tags {
      id
      name
    }
  }
`);

/** The ingredient dialog's item search: products or recipes by name, with their base units. */
export const IngredientItemOptionsQuery = graphql(`
  query IngredientItemOptions(
    $search: String
    $limit: Int
    $products: Boolean!
    $recipes: Boolean!
  ) {
    products(filter: { search: $search }, limit: $limit) @include(if: $products) {
      data {
        id
        name
        photoUrl
        baseUnit
      }
    }
    recipes(filter: { search: $search }, limit: $limit) @include(if: $recipes) {
      data {
        id
        name
        photoUrl
        baseUnit
      }
    }
  }
`);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($input: CreateRecipeInput!) {
    createRecipe(input: $input) {
      ...RecipeRow_recipe
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe($id: ID!, $input: UpdateRecipeInput!) {
    updateRecipe(id: $id, input: $input) {
      ...RecipeRow_recipe
    }
  }
`);

export const AddRecipeIngredientMutation = graphql(`
  mutation AddRecipeIngredient($recipeId: ID!, $input: RecipeIngredientInput!) {
    addRecipeIngredient(recipeId: $recipeId, input: $input) {
      id
    }
  }
`);

export const UpdateRecipeIngredientMutation = graphql(`
  mutation UpdateRecipeIngredient($recipeId: ID!, $id: ID!, $input: RecipeIngredientInput!) {
    updateRecipeIngredient(recipeId: $recipeId, id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteRecipeIngredientMutation = graphql(`
  mutation DeleteRecipeIngredient($recipeId: ID!, $id: ID!) {
    deleteRecipeIngredient(recipeId: $recipeId, id: $id)
  }
`);
