import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@bo/domain';
import { SessionProvider } from '../../app/session.tsx';
import { theme } from '../../app/theme.ts';
import { createCache } from '../../lib/apollo.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import {
  AddRecipeIngredientMutation,
  DeleteRecipeIngredientMutation,
  IngredientItemOptionsQuery,
  RecipeSheetChoicesQuery,
  RecipeSheetQuery,
} from './documents.ts';
import { RecipePage } from './RecipePage.tsx';

const forever = Number.POSITIVE_INFINITY;
const SLOW = 60_000;
const VERY_SLOW = 150_000;

const product = (id: string, name: string, baseUnit: 'G' | 'ML' | 'PIECE') => ({
  __typename: 'Product' as const,
  id,
  name,
  productUnit: baseUnit,
  photoUrl: null,
});
const subRecipe = (id: string, name: string, baseUnit: 'KG' | 'L' | 'PIECE') => ({
  __typename: 'Recipe' as const,
  id,
  name,
  recipeUnit: baseUnit,
  photoUrl: null,
});

const line = (
  id: string,
  fields: {
    itemType: 'PRODUCT' | 'RECIPE';
    itemId: string;
    item: ReturnType<typeof product> | ReturnType<typeof subRecipe> | null;
    quantity: number;
    unit: 'G' | 'KG' | 'ML' | 'CL' | 'L' | 'PIECE';
    cost: number | null;
    costShare: number | null;
    costGap?: 'NO_PRICE' | 'NO_CONVERSION' | 'UNKNOWN_ITEM' | 'INCOMPLETE_SUB_RECIPE' | null;
  },
) => ({ __typename: 'RecipeIngredient' as const, id, costGap: null, ...fields });

const FARINE = line('101', {
  itemType: 'PRODUCT',
  itemId: '1',
  item: product('1', 'Farine', 'G'),
  quantity: 500,
  unit: 'G',
  cost: 1.5,
  costShare: 0.75,
});
const BECHAMEL = line('102', {
  itemType: 'RECIPE',
  itemId: '3',
  item: subRecipe('3', 'Béchamel', 'L'),
  quantity: 25,
  unit: 'CL',
  cost: 0.5,
  costShare: 0.25,
});
const SEL = line('103', {
  itemType: 'PRODUCT',
  itemId: '5',
  item: product('5', 'Sel', 'G'),
  quantity: 10,
  unit: 'G',
  cost: null,
  costShare: null,
  costGap: 'NO_PRICE',
});
const GONE = line('104', {
  itemType: 'PRODUCT',
  itemId: '99',
  item: null,
  quantity: 1,
  unit: 'PIECE',
  cost: null,
  costShare: null,
  costGap: 'UNKNOWN_ITEM',
});

const QUICHE = {
  __typename: 'Recipe' as const,
  id: '7',
  name: 'Quiche lorraine',
  namePrint: 'QUICHE LOR.',
  quantity: 2,
  baseUnit: 'PIECE' as const,
  category: 'ITEM' as const,
  dlc: 2,
  photoUrl: null,
  productIngredientCount: 3,
  recipeIngredientCount: 1,
  allergens: ['MILK', 'GLUTEN'] as const,
  createdAt: '2026-11-02T09:30:00.000Z',
  ingredients: [FARINE, BECHAMEL, SEL, GONE],
  cost: {
    __typename: 'RecipeCost' as const,
    total: 2,
    perBaseUnit: 1,
    complete: false,
    missing: [SEL, GONE],
  },
  restaurants: [{ __typename: 'Restaurant' as const, id: '11' }],
  tags: [],
};
type Sheet = typeof QUICHE;

const COMPLETE: Sheet = {
  ...QUICHE,
  ingredients: [FARINE, BECHAMEL],
  cost: { ...QUICHE.cost, complete: true, missing: [] },
};

const sheetMock = (recipe: Sheet, id = '7'): MockLink.MockedResponse => ({
  request: { query: RecipeSheetQuery, variables: { id } },
  result: { data: { recipe } },
  maxUsageCount: forever,
});

const choicesMock: MockLink.MockedResponse = {
  request: { query: RecipeSheetChoicesQuery },
  result: {
    data: {
      restaurants: DEMO_RESTAURANTS.map((r) => ({
        __typename: 'Restaurant',
        id: r.id,
        name: r.name,
        isLab: r.isLab,
      })),
      tags: [{ __typename: 'Tag', id: '1', name: 'Bio' }],
    },
  },
  maxUsageCount: forever,
};

const optionsMock = (type: 'PRODUCT' | 'RECIPE'): MockLink.MockedResponse => ({
  request: {
    query: IngredientItemOptionsQuery,
    variables: { limit: 50, products: type === 'PRODUCT', recipes: type === 'RECIPE' },
  },
  result: {
    data:
      type === 'PRODUCT'
        ? {
            products: {
              __typename: 'ProductPage',
              data: [
                { ...product('1', 'Farine', 'G'), baseUnit: 'G' },
                { ...product('2', 'Lait', 'ML'), baseUnit: 'ML' },
                { ...product('4', 'Œuf', 'PIECE'), baseUnit: 'PIECE' },
              ].map(({ productUnit: _unit, ...option }) => option),
            },
          }
        : {
            recipes: {
              __typename: 'RecipePage',
              data: [
                { ...subRecipe('3', 'Béchamel', 'L'), baseUnit: 'L' },
                // The recipe itself: never offered as its own ingredient.
                { ...subRecipe('7', 'Quiche lorraine', 'PIECE'), baseUnit: 'PIECE' },
                { ...subRecipe('8', 'Pâte brisée', 'KG'), baseUnit: 'KG' },
              ].map(({ recipeUnit: _unit, ...option }) => option),
            },
          },
  },
  maxUsageCount: forever,
});

function renderSheet({
  role = 'ADMIN',
  mocks = [sheetMock(QUICHE)],
  path = '/recipes/7',
}: { role?: Role; mocks?: MockLink.MockedResponse[]; path?: string } = {}) {
  const events = userEvent.setup();
  localStorage.setItem('token', `token-${USERS[role].id}`);
  localStorage.setItem('user', JSON.stringify(USERS[role]));
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        cache={createCache()}
        mocks={[
          ...shellMocks(USERS[role], DEMO_RESTAURANTS),
          choicesMock,
          optionsMock('PRODUCT'),
          optionsMock('RECIPE'),
          ...mocks,
        ]}
      >
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/recipes/:id" element={<RecipePage />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const table = () => screen.findByRole('table', { name: 'Ingrédients de la recette' });
const combo = (dialog: HTMLElement, name: RegExp | string) =>
  within(dialog).getByRole('combobox', { name });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the recipe sheet (docs/areas/recipes.md, issue 12 items 3 and 4)', () => {
  it('shows the recipe, its allergens and its cost, incomplete with the missing ingredients', async () => {
    renderSheet();
    expect(
      await screen.findByRole('heading', { name: 'Quiche lorraine', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('QUICHE LOR.')).toBeInTheDocument();
    expect(screen.getByText('2 pièces')).toBeInTheDocument();
    expect(screen.getByText('02/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux recettes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(
      within(screen.getByRole('list', { name: 'Allergènes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gluten', 'Lait']);
    const cost = screen.getByRole('region', { name: 'Coût de la recette' });
    expect(cost).toHaveTextContent('2,00 €');
    expect(cost).toHaveTextContent('1,00 € HT par pièce');
    expect(within(cost).getByText('coût incomplet')).toBeInTheDocument();
    expect(
      within(within(cost).getByRole('list'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Sel : sans prix', 'Ingrédient inconnu (Produit #99) : introuvable']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ingrédients',
      'Restaurants associés',
      'Tags associés',
    ]);
  });

  it('has no incomplete mark when every line is priced', async () => {
    renderSheet({ mocks: [sheetMock(COMPLETE)] });
    const cost = await screen.findByRole('region', { name: 'Coût de la recette' });
    expect(cost).toHaveTextContent('2,00 €');
    expect(within(cost).queryByText('coût incomplet')).toBeNull();
  });

  it('lists the ingredients: type, item linking to its page, quantity, unit, cost and share; a missing item named', async () => {
    renderSheet();
    const rows = within(await table()).getAllByRole('row');
    const farine = rows.find((row) => row.textContent?.includes('Farine')) as HTMLElement;
    expect(within(farine).getByRole('link', { name: 'Farine' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(farine).toHaveTextContent('Produit');
    expect(farine).toHaveTextContent('500');
    expect(farine).toHaveTextContent('1,50 €');
    expect(farine).toHaveTextContent('75 %');
    const bechamel = rows.find((row) => row.textContent?.includes('Béchamel')) as HTMLElement;
    expect(within(bechamel).getByRole('link', { name: 'Béchamel' })).toHaveAttribute(
      'href',
      '/recipes/3',
    );
    expect(bechamel).toHaveTextContent('Recette');
    expect(bechamel).toHaveTextContent('cL');
    const gone = rows.find((row) => row.textContent?.includes('Ingrédient inconnu'));
    expect(gone).toHaveTextContent('Produit #99');
  });

  it('says when the recipe does not exist, with a way back', async () => {
    renderSheet({
      path: '/recipes/999',
      mocks: [
        {
          request: { query: RecipeSheetQuery, variables: { id: '999' } },
          result: {
            errors: [
              new GraphQLError('Recette non trouvée', { extensions: { code: 'NOT_FOUND' } }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Recette non trouvée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux recettes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('a MANAGER reads: Lecture seule, no edit, no new ingredient, no row action', async () => {
    renderSheet({ role: 'MANAGER' });
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    await table();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouvel ingrédient' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });
});

describe('the ingredient dialog (docs/areas/recipes.md#forms)', () => {
  it(
    'waits for an item before the unit, limits the units by its base unit and presets it; a new type clears both; the recipe itself is never offered',
    async () => {
      const events = renderSheet();
      await table();
      await events.click(await screen.findByRole('button', { name: 'Nouvel ingrédient' }));
      const dialog = await screen.findByRole('dialog');
      expect(combo(dialog, /Unité/)).toHaveAttribute('aria-disabled', 'true');
      expect(within(dialog).getByText('Choisissez d’abord l’élément')).toBeInTheDocument();

      await events.click(combo(dialog, /Type/));
      await events.click(await screen.findByRole('option', { name: 'Produit' }));
      await events.click(combo(dialog, /Élément/));
      await events.click(await screen.findByRole('option', { name: /Lait/ }));
      // ML gives ML, CL or L, preset to ML.
      expect(combo(dialog, /Unité/)).toHaveTextContent('mL');
      await events.click(combo(dialog, /Unité/));
      expect(optionNames()).toEqual(['mL', 'cL', 'L']);
      await events.keyboard('{Escape}');

      await events.click(combo(dialog, /Élément/));
      await events.click(await screen.findByRole('option', { name: /Œuf/ }));
      await events.click(combo(dialog, /Unité/));
      expect(optionNames()).toEqual(['pièce']);
      await events.keyboard('{Escape}');

      // A recipe now: the item and the unit go.
      await events.click(combo(dialog, /Type/));
      await events.click(await screen.findByRole('option', { name: 'Recette' }));
      expect(combo(dialog, /Élément/)).toHaveValue('');
      expect(combo(dialog, /Unité/)).toHaveAttribute('aria-disabled', 'true');
      await events.click(combo(dialog, /Élément/));
      await screen.findByRole('option', { name: /Béchamel/ });
      // Two of the three recipes answered: the recipe itself is left out.
      expect(screen.getAllByRole('option')).toHaveLength(2);
      expect(screen.getByRole('option', { name: /Pâte brisée/ })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /Quiche lorraine/ })).toBeNull();
      await events.click(screen.getByRole('option', { name: /Pâte brisée/ }));
      await events.click(combo(dialog, /Unité/));
      // A sub-recipe counted in KG is used in G or KG.
      expect(optionNames()).toEqual(['g', 'kg']);
    },
    VERY_SLOW,
  );

  it(
    "takes a chef's 0,25 kg with a comma, to three decimals; the spinner keeps its step of 0,1",
    async () => {
      const input = { itemType: 'PRODUCT', itemId: '1', quantity: 0.25, unit: 'KG' };
      const added = vi.fn(() => ({
        data: { addRecipeIngredient: { __typename: 'RecipeIngredient', id: '106' } },
      }));
      const events = renderSheet({
        mocks: [
          sheetMock(QUICHE),
          {
            request: { query: AddRecipeIngredientMutation, variables: { recipeId: '7', input } },
            result: added,
          },
        ],
      });
      await table();
      await events.click(await screen.findByRole('button', { name: 'Nouvel ingrédient' }));
      const dialog = await screen.findByRole('dialog');
      await events.click(combo(dialog, /Type/));
      await events.click(await screen.findByRole('option', { name: 'Produit' }));
      await events.click(combo(dialog, /Élément/));
      await events.click(await screen.findByRole('option', { name: /Farine/ }));
      await events.click(combo(dialog, /Unité/));
      await events.click(await screen.findByRole('option', { name: 'kg' }));
      const quantity = within(dialog).getByRole('textbox', { name: /Quantité/ });
      expect(quantity).toHaveAttribute('step', '0.1');
      await events.type(quantity, '0,2505');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(
        await within(dialog).findByText('La quantité a 3 décimales au plus'),
      ).toBeInTheDocument();
      await events.clear(quantity);
      await events.type(quantity, '0,25');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      await waitFor(() => expect(added).toHaveBeenCalledOnce());
    },
    VERY_SLOW,
  );

  it(
    'adds an ingredient; a cycle the server refuses shows in the dialog',
    async () => {
      const input = { itemType: 'RECIPE', itemId: '8', quantity: 0.5, unit: 'KG' };
      const cycle =
        'Cette recette ne peut pas contenir « Pâte brisée » : « Pâte brisée » contient déjà cette recette.';
      const added = vi.fn(() => ({
        data: { addRecipeIngredient: { __typename: 'RecipeIngredient', id: '105' } },
      }));
      const events = renderSheet({
        mocks: [
          sheetMock(QUICHE),
          {
            request: { query: AddRecipeIngredientMutation, variables: { recipeId: '7', input } },
            result: { errors: [new GraphQLError(cycle, { extensions: { code: 'CONFLICT' } })] },
          },
          {
            request: { query: AddRecipeIngredientMutation, variables: { recipeId: '7', input } },
            result: added,
          },
        ],
      });
      await table();
      await events.click(await screen.findByRole('button', { name: 'Nouvel ingrédient' }));
      const dialog = await screen.findByRole('dialog');
      await events.click(combo(dialog, /Type/));
      await events.click(await screen.findByRole('option', { name: 'Recette' }));
      await events.click(combo(dialog, /Élément/));
      await events.click(await screen.findByRole('option', { name: /Pâte brisée/ }));
      await events.type(within(dialog).getByRole('textbox', { name: /Quantité/ }), '0,5');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText(cycle)).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      await waitFor(() => expect(added).toHaveBeenCalledOnce());
      expect(await screen.findByText('Ingrédient ajouté')).toBeInTheDocument();
    },
    VERY_SLOW,
  );

  it(
    'asks before deleting an ingredient, with the sentence of the spec',
    async () => {
      const deleted = vi.fn(() => ({ data: { deleteRecipeIngredient: '101' } }));
      const events = renderSheet({
        mocks: [
          sheetMock(QUICHE),
          {
            request: {
              query: DeleteRecipeIngredientMutation,
              variables: { recipeId: '7', id: '101' },
            },
            result: deleted,
          },
        ],
      });
      await table();
      await events.click(await screen.findByRole('button', { name: 'Supprimer Farine' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet ingrédient ?');
      await events.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      await waitFor(() => expect(deleted).toHaveBeenCalledOnce());
      expect(await screen.findByText('Ingrédient supprimé')).toBeInTheDocument();
    },
    SLOW,
  );
});
