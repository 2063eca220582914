import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '@bo/domain';
import { SessionProvider } from '../../app/session.tsx';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import { CreateRecipeMutation, RecipeListQuery, UpdateRecipeMutation } from './documents.ts';
import type { RecipeRow } from './RecipeTable.tsx';
import { RecipesPage } from './RecipesPage.tsx';

const recipe = (fields: Partial<RecipeRow> & { id: string; name: string }) => ({
  __typename: 'Recipe' as const,
  namePrint: null,
  quantity: 1,
  baseUnit: 'KG' as const,
  category: 'ITEM' as const,
  dlc: 3,
  photoUrl: null,
  productIngredientCount: 0,
  recipeIngredientCount: 0,
  allergens: [],
  createdAt: '2026-11-02T09:30:00.000Z',
  ...fields,
});

const QUICHE = recipe({
  id: '7',
  name: 'Quiche lorraine',
  namePrint: 'QUICHE LOR.',
  quantity: 2,
  baseUnit: 'PIECE',
  productIngredientCount: 3,
  recipeIngredientCount: 1,
  // Out of the regulation's order: the list puts them back in it.
  allergens: ['MILK', 'GLUTEN', 'EGGS'],
});
const BECHAMEL = recipe({
  id: '3',
  name: 'Béchamel',
  quantity: 1.5,
  baseUnit: 'L',
  productIngredientCount: 1,
});

const listMock = (
  recipes: ReturnType<typeof recipe>[],
  variables: Record<string, unknown> = { limit: 25, offset: 0 },
): MockLink.MockedResponse => ({
  request: { query: RecipeListQuery, variables },
  result: {
    data: {
      recipes: {
        __typename: 'RecipePage',
        total: recipes.length,
        limit: 25,
        offset: 0,
        data: recipes,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

// The DataGrid's chunk takes jsdom a few seconds the first time.
beforeAll(() => import('./RecipeTable.tsx'), 60_000);
const SLOW = 60_000;
// The dialog test types a dozen fields: jsdom and MUI take their time on a busy machine.
const VERY_SLOW = 150_000;

function renderPage({
  role = 'ADMIN',
  recipes = [BECHAMEL, QUICHE],
  mocks = [],
}: { role?: Role; recipes?: ReturnType<typeof recipe>[]; mocks?: MockLink.MockedResponse[] } = {}) {
  const events = userEvent.setup();
  localStorage.setItem('token', `token-${USERS[role].id}`);
  localStorage.setItem('user', JSON.stringify(USERS[role]));
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={[...shellMocks(USERS[role], DEMO_RESTAURANTS), listMock(recipes), ...mocks]}
      >
        <SessionProvider>
          <MemoryRouter initialEntries={['/recipes']}>
            <RecipesPage />
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const grid = () => screen.findByRole('grid', { name: "Recettes de l'enseigne" });
const newButton = () => screen.getByRole('button', { name: 'Nouvelle recette' });
const HINT = "Vous n'avez pas les permissions pour créer des recettes";
const openNew = async (events: ReturnType<typeof userEvent.setup>) => {
  await grid();
  await waitFor(() => expect(newButton()).toBeEnabled());
  await events.click(newButton());
  return screen.findByRole('dialog');
};
const textbox = (dialog: HTMLElement, name: RegExp | string) =>
  within(dialog).getByRole('textbox', { name });
const pick = async (
  events: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: RegExp | string,
  option: string,
) => {
  await events.click(within(dialog).getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
};

describe('the recipes list (docs/areas/recipes.md)', () => {
  it(
    'shows the name linking to the sheet, print name, quantity, ingredient counts, date and allergens',
    async () => {
      renderPage();
      const list = await grid();
      const link = await within(list).findByRole('link', { name: 'Quiche lorraine' });
      expect(link).toHaveAttribute('href', '/recipes/7');
      const row = link.closest('[role="row"]') as HTMLElement;
      expect(row).toHaveTextContent('QUICHE LOR.');
      expect(row).toHaveTextContent('2 pièces');
      expect(row).toHaveTextContent('3 produits · 1 sous-recette');
      expect(row).toHaveTextContent('02/11/2026');
      expect(
        within(within(row).getByRole('list', { name: 'Allergènes' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Gluten', 'Œufs', '+1']);
      // The row keeps one line: the third is named by the '+1'.
      expect(within(row).getByLabelText('Lait')).toHaveTextContent('+1');
      const bechamel = within(list).getByRole('link', { name: 'Béchamel' }).closest('[role="row"]');
      expect(bechamel).toHaveTextContent('1,5 L');
      expect(bechamel).toHaveTextContent('1 produit · 0 sous-recette');
    },
    SLOW,
  );

  it(
    'searches on the server',
    async () => {
      const events = renderPage({
        mocks: [listMock([BECHAMEL], { filter: { search: 'bech' }, limit: 25, offset: 0 })],
      });
      await grid();
      // The field shows once the first page is in (the grid's skeleton comes before). Pasted, one
      // change: keys a loaded machine spaces past the filter's pause would each ask the server,
      // for searches this mocked graph does not answer.
      await events.click(await screen.findByRole('textbox', { name: 'Rechercher une recette' }));
      await events.paste('bech');
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Quiche lorraine' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('link', { name: 'Béchamel' })).toBeInTheDocument();
    },
    SLOW,
  );

  it('offers the first recipe when there is none', async () => {
    renderPage({ recipes: [] });
    expect(await screen.findByText('Aucune recette')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Créer la première recette' })).toBeEnabled();
  });
});

describe('who may create recipes (docs/areas/recipes.md)', () => {
  it.each<Role>(['MANAGER', 'EMPLOYEE'])(
    "a %s reads: 'Lecture seule', the button disabled with its tooltip, no edit",
    async (role) => {
      const events = renderPage({ role });
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      await screen.findByRole('link', { name: 'Quiche lorraine' });
      expect(newButton()).toBeDisabled();
      await events.hover(newButton().parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
      expect(
        screen.queryByRole('button', { name: 'Modifier Quiche lorraine' }),
      ).not.toBeInTheDocument();
    },
    SLOW,
  );

  it('an empty list offers no first recipe to a MANAGER', async () => {
    renderPage({ role: 'MANAGER', recipes: [] });
    expect(await screen.findByText('Aucune recette')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer la première recette' })).toBeNull();
  });
});

describe('the recipe dialog (docs/areas/recipes.md#forms)', () => {
  it(
    'requires the print name on create, counts it to 25, refuses a quantity under 0,1 and a DLC under 1, then creates with category ITEM and no empty photo address',
    async () => {
      const created = vi.fn(() => ({
        data: { createRecipe: recipe({ id: '9', name: 'Pâte brisée' }) },
      }));
      const events = renderPage({
        mocks: [
          {
            request: {
              query: CreateRecipeMutation,
              variables: {
                input: {
                  name: 'Pâte brisée',
                  quantity: 1.5,
                  baseUnit: 'KG',
                  category: 'ITEM',
                  dlc: 2,
                  namePrint: 'PATE BRISEE',
                },
              },
            },
            result: created,
          },
        ],
      });
      const dialog = await openNew(events);
      // Category ITEM by default, labelled Article; no upload on create.
      expect(within(dialog).getByRole('combobox', { name: /Catégorie/ })).toHaveTextContent(
        'Article',
      );
      expect(within(dialog).queryByRole('button', { name: 'Ajouter une photo' })).toBeNull();
      await fill(events, textbox(dialog, 'Nom'), 'Pâte brisée');
      await fill(events, textbox(dialog, /Quantité produite/), '0,05');
      await pick(events, dialog, /Unité de base/, 'Kilogramme (kg)');
      await fill(events, textbox(dialog, /DLC/), '0');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText("Le nom d'impression est requis")).toBeInTheDocument();
      expect(within(dialog).getByText('La quantité doit être au moins 0,1')).toBeInTheDocument();
      expect(within(dialog).getByText("La DLC doit être d'au moins 1 jour")).toBeInTheDocument();

      const print = textbox(dialog, /Nom d'impression/);
      await fill(events, print, 'PATE BRISEE PUR BEURRE MAISON');
      expect(
        await within(dialog).findByText("Le nom d'impression fait au plus 25 caractères"),
      ).toBeInTheDocument();
      await events.clear(print);
      await fill(events, print, 'PATE BRISEE');
      expect(await within(dialog).findByText(/11\/25/)).toBeInTheDocument();
      const quantity = textbox(dialog, /Quantité produite/);
      await events.clear(quantity);
      await fill(events, quantity, '1,5');
      const dlc = textbox(dialog, /DLC/);
      await events.clear(dlc);
      await fill(events, dlc, '2');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      await waitFor(() => expect(created).toHaveBeenCalledOnce());
      expect(await screen.findByText('Recette créée')).toBeInTheDocument();
    },
    VERY_SLOW,
  );

  it(
    'on edit the print name is optional, a quantity of 0 is refused as the api refuses it, an image may be uploaded, and an emptied print name is cleared',
    async () => {
      const updated = vi.fn(() => ({
        data: { updateRecipe: { ...QUICHE, namePrint: null, quantity: 0.5 } },
      }));
      const events = renderPage({
        mocks: [
          {
            request: {
              query: UpdateRecipeMutation,
              variables: {
                id: '7',
                input: {
                  name: 'Quiche lorraine',
                  quantity: 0.5,
                  baseUnit: 'PIECE',
                  category: 'ITEM',
                  dlc: 3,
                  namePrint: null,
                },
              },
            },
            result: updated,
          },
        ],
      });
      await screen.findByRole('link', { name: 'Quiche lorraine' });
      await events.click(screen.getByRole('button', { name: 'Modifier Quiche lorraine' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByRole('heading', { name: 'Modifier la recette' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Ajouter une photo' })).toBeInTheDocument();
      await events.clear(textbox(dialog, /Nom d'impression/));
      const quantity = textbox(dialog, /Quantité produite/);
      expect(quantity).toHaveValue('2');
      // The same minimum as on create: the api holds no recipe yielding nothing.
      expect(quantity).toHaveAttribute('min', '0.1');
      await events.clear(quantity);
      await fill(events, quantity, '0');
      await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(
        await within(dialog).findByText('La quantité doit être au moins 0,1'),
      ).toBeInTheDocument();
      expect(updated).not.toHaveBeenCalled();
      await events.clear(quantity);
      await fill(events, quantity, '0,5');
      await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(updated).toHaveBeenCalledOnce());
      expect(await screen.findByText('Recette modifiée')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses a photo address that is none',
    async () => {
      const events = renderPage();
      const dialog = await openNew(events);
      await fill(events, textbox(dialog, /Adresse de l’image/), 'pas une adresse');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText('URL invalide')).toBeInTheDocument();
    },
    SLOW,
  );
});
