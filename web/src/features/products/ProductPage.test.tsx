import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CATALOGUE_MESSAGES as C, missingRuleMessage, type Role } from '@bo/domain';
import { SessionProvider } from '../../app/session.tsx';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import {
  CatalogueProductUnitsQuery,
  CatalogueRestaurantOptionsQuery,
  CatalogueSupplierOptionsQuery,
  CatalogueUpdateArticleMutation,
} from '../catalogue/documents.ts';
import {
  CreateProductPackagingMutation,
  DeleteProductConversionMutation,
  DeleteProductPackagingMutation,
  ProductSheetChoicesQuery,
  ProductSheetQuery,
  UpdateProductMutation,
} from './documents.ts';
import { ProductPage } from './ProductPage.tsx';

const forever = Number.POSITIVE_INFINITY;
const tag = (id: string, name: string) => ({ __typename: 'Tag' as const, id, name });
const restaurant = (id: string, name: string) => ({ __typename: 'Restaurant' as const, id, name });

const PRIMEURS = {
  __typename: 'ExternalSupplier' as const,
  id: '3',
  kind: 'EXTERNAL' as const,
  name: 'Primeurs Dupont',
};
const LABO = {
  __typename: 'Laboratory' as const,
  id: '14',
  kind: 'LABORATORY' as const,
  name: 'Laboratoire Central',
};

const article = (
  id: string,
  name: string,
  supplier: typeof PRIMEURS | typeof LABO,
  extra = {},
) => ({
  __typename: 'Article' as const,
  id,
  name,
  supplierRef: null,
  price: 12.5,
  vat: 'VAT_5_5' as const,
  vatRate: 5.5,
  temperatureCategory: 'FRESH' as const,
  costPerBaseUnit: 0.0025,
  product: { __typename: 'Product' as const, id: '1', name: 'Carotte' },
  supplier,
  orderingPackaging: {
    __typename: 'Packaging' as const,
    id: `p${id}`,
    name: 'Sac',
    sourceQuantity: 5,
    sourceUnit: 'KG' as const,
  },
  restaurants: [{ __typename: 'Restaurant' as const, id: '11' }],
  tags: [tag('1', 'Bio'), tag('2', 'Local'), tag('3', 'Hiver')],
  ...extra,
});

const rule = (id: string, fields = {}) => ({
  __typename: 'ConversionRule' as const,
  id,
  sourceQuantity: 1,
  sourceUnit: 'PIECE' as const,
  targetQuantity: 150.25,
  targetUnit: 'G' as const,
  factor: 150.25,
  notes: null,
  isActive: true,
  inUse: false,
  ...fields,
});

const packaging = (id: string, type: string, fields = {}) => ({
  __typename: 'Packaging' as const,
  id,
  type,
  name: 'Bac',
  sourceQuantity: 2,
  sourceUnit: 'KG' as const,
  baseQuantity: 2000,
  ...fields,
});

const cheapest = {
  __typename: 'ArticleCost' as const,
  costPerBaseUnit: 0.0025,
  article: {
    __typename: 'Article' as const,
    id: '21',
    name: 'Carotte sac 5 kg',
    supplier: PRIMEURS,
  },
};

const CAROTTE = {
  __typename: 'Product' as const,
  id: '1',
  name: 'Carotte',
  baseUnit: 'G' as const,
  category: 'VEGETABLE' as const,
  dlcEntame: 3,
  photoUrl: null,
  // Given out of the regulation's order: the sheet puts them back in it.
  allergens: ['CELERY', 'GLUTEN'] as const,
  tags: [tag('1', 'Bio')],
  restaurants: [restaurant('11', 'Le Bistrot du Port')],
  storageSpaces: [] as { __typename: 'Surface'; id: string }[],
  packagings: [packaging('31', 'STORAGE')],
  conversionRules: [rule('41', { inUse: true })],
  articles: [
    article('21', 'Carotte sac 5 kg', PRIMEURS),
    article('22', 'Carottes du labo', LABO, { tags: [] }),
  ],
  usedInRecipes: [],
  preferredSupplier: null,
  cost: {
    __typename: 'ProductCost' as const,
    costPerBaseUnit: 0.0025,
    cheapest,
    preferred: null,
    missing: [],
  },
};
type Sheet = typeof CAROTTE;

/** updateProduct's answer (the list row's fields). */
const updated = (restaurantCount: number) => ({
  data: {
    updateProduct: {
      __typename: 'Product',
      id: '1',
      name: 'Carotte',
      baseUnit: 'G',
      category: 'VEGETABLE',
      dlcEntame: 3,
      photoUrl: null,
      restaurantCount,
      allergens: ['CELERY', 'GLUTEN'],
      tags: [tag('1', 'Bio')],
    },
  },
});

const sheetMock = (product: Sheet, extra: Partial<MockLink.MockedResponse> = {}) => ({
  request: { query: ProductSheetQuery, variables: { id: '1' } },
  result: { data: { product } },
  ...extra,
});

const choicesMock: MockLink.MockedResponse = {
  request: { query: ProductSheetChoicesQuery },
  result: {
    data: {
      restaurants: DEMO_RESTAURANTS.map((r) => ({ ...restaurant(r.id, r.name), isLab: r.isLab })),
      tags: [tag('1', 'Bio'), tag('2', 'Local')],
      storageSpaces: [
        {
          __typename: 'Surface',
          id: '51',
          name: 'Étagère haute',
          zone: {
            __typename: 'Zone',
            id: '5',
            name: 'Chambre froide',
            restaurant: { __typename: 'Restaurant', id: '11', name: 'Le Bistrot du Port' },
          },
        },
      ],
    },
  },
  maxUsageCount: forever,
};

function renderSheet({
  role = 'ADMIN',
  mocks = [sheetMock(CAROTTE, { maxUsageCount: forever })],
  path = '/products/1',
}: { role?: Role; mocks?: MockLink.MockedResponse[]; path?: string } = {}) {
  const events = userEvent.setup();
  localStorage.setItem('token', `token-${USERS[role].id}`);
  localStorage.setItem('user', JSON.stringify(USERS[role]));
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={[...shellMocks(USERS[role], DEMO_RESTAURANTS), choicesMock, ...mocks]}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/products/:id" element={<ProductPage />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const SLOW = 60_000;
const openTab = async (events: ReturnType<typeof userEvent.setup>, name: string) => {
  await events.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
};

describe('the product sheet (docs/areas/catalogue.md#screens)', () => {
  it(
    'shows the base unit as Poids, the category, the DLC entamé, the tags and the cost per base unit',
    async () => {
      renderSheet();
      expect(await screen.findByRole('heading', { name: 'Carotte', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Poids')).toBeInTheDocument();
      expect(screen.getByText('Légume')).toBeInTheDocument();
      expect(screen.getByText('3 jours')).toBeInTheDocument();
      // The allergens as badges, in the regulation's order (issue 12 item 4).
      expect(
        within(screen.getByRole('list', { name: 'Allergènes' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Gluten', 'Céleri']);
      const cost = screen.getByRole('region', { name: 'Coût par unité de base' });
      expect(cost).toHaveTextContent('0,0025 €');
      expect(cost).toHaveTextContent('HT par g · 2,50 € / kg');
      expect(cost).toHaveTextContent(
        'Le moins cher : 0,0025 € — Carotte sac 5 kg — Primeurs Dupont',
      );
      // The six tabs, the supplier articles first.
      expect(
        screen
          .getAllByRole('tab', { hidden: false })
          .slice(0, 6)
          .map((t) => t.textContent),
      ).toEqual([
        'Articles fournisseurs',
        'Recettes',
        'Restaurants',
        'Conditionnements',
        'Tags',
        'Espaces de stockage',
      ]);
    },
    SLOW,
  );

  it(
    "lists the supplier articles: seller with the 'Labo' badge, price, VAT, packaging, 2 tags then '+n'",
    async () => {
      renderSheet();
      const table = await screen.findByRole('table', { name: 'Articles fournisseurs du produit' });
      const first = within(table).getByRole('row', { name: /Carotte sac 5 kg/ });
      expect(within(first).getByRole('link', { name: 'Carotte sac 5 kg' })).toHaveAttribute(
        'href',
        '/articles/21',
      );
      expect(first).toHaveTextContent('Primeurs Dupont');
      expect(first).toHaveTextContent('12,50 €');
      expect(first).toHaveTextContent('5,5 %');
      expect(first).toHaveTextContent('Sac · 5 kg');
      expect(first).toHaveTextContent('BioLocal+1');
      expect(first).not.toHaveTextContent('Hiver');
      const lab = within(table).getByRole('row', { name: /Carottes du labo/ });
      expect(within(lab).getByText('Labo')).toBeInTheDocument();
    },
    SLOW,
  );

  it('says when the product does not exist', async () => {
    renderSheet({
      path: '/products/999',
      mocks: [
        {
          request: { query: ProductSheetQuery, variables: { id: '999' } },
          result: {
            errors: [new GraphQLError('Produit non trouvé', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Produit non trouvé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux produits' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it(
    'asks before deleting an article, with the sentence of the spec',
    async () => {
      const events = renderSheet();
      await events.click(await screen.findByRole('button', { name: 'Supprimer Carotte sac 5 kg' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent(C.confirmDeleteArticle);
    },
    SLOW,
  );
});

describe('the cost per base unit (issue 11 item 5)', () => {
  it(
    "lets an ADMIN choose the preferred supplier among the articles' sellers, a laboratory by its own id",
    async () => {
      const chosen = vi.fn(() => updated(1));
      const events = renderSheet({
        mocks: [
          sheetMock(CAROTTE, { maxUsageCount: forever }),
          {
            request: {
              query: UpdateProductMutation,
              variables: { id: '1', input: { preferredSupplierId: null, preferredLabId: '14' } },
            },
            result: chosen,
          },
        ],
      });
      const select = await screen.findByRole('combobox', { name: 'Fournisseur préféré' });
      expect(select).toHaveTextContent('Aucun : le moins cher');
      await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
      await events.click(select);
      const options = await screen.findAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual([
        'Aucun : le moins cher',
        'Laboratoire Central (Labo)',
        'Primeurs Dupont',
      ]);
      await events.click(screen.getByRole('option', { name: 'Laboratoire Central (Labo)' }));
      await waitFor(() => expect(chosen).toHaveBeenCalledOnce());
      expect(await screen.findByText('Fournisseur préféré enregistré')).toBeInTheDocument();
    },
    SLOW,
  );

  it('says what keeps the product from being costed', async () => {
    renderSheet({
      mocks: [
        sheetMock(
          {
            ...CAROTTE,
            cost: {
              ...CAROTTE.cost,
              costPerBaseUnit: null,
              cheapest: null,
              missing: [
                {
                  __typename: 'CostGap',
                  reason: 'NO_CONVERSION',
                  unit: 'L',
                  article: { __typename: 'Article', id: '22', name: 'Carottes du labo' },
                },
              ],
            },
          } as unknown as Sheet,
          { maxUsageCount: forever },
        ),
      ],
    });
    const cost = await screen.findByRole('region', { name: 'Coût par unité de base' });
    expect(cost).toHaveTextContent('Non chiffrable');
    expect(cost).toHaveTextContent("Aucune règle de conversion pour l'unité L (Carottes du labo)");
  });
});

describe("an article's price makes the product's cost (domain/src/graph-writes.ts)", () => {
  it(
    "reads the product again once an article's new price is saved: its cost and its row follow",
    async () => {
      const repriced = article('21', 'Carotte sac 5 kg', PRIMEURS, { price: 13.5 });
      const after: Sheet = {
        ...CAROTTE,
        articles: [repriced, CAROTTE.articles[1]!],
        cost: {
          ...CAROTTE.cost,
          costPerBaseUnit: 0.0027,
          cheapest: { ...cheapest, costPerBaseUnit: 0.0027 },
        },
      };
      const sheets = [CAROTTE, after];
      // The first read, then the one the write makes (Product.cost is stale after updateArticle).
      const read = vi.fn(() => ({ data: { product: sheets.shift() ?? after } }));
      const saved = vi.fn(() => ({
        data: {
          updateArticle: {
            __typename: 'Article',
            id: '21',
            name: 'Carotte sac 5 kg',
            supplierRef: null,
            price: 13.5,
            vat: 'VAT_5_5',
            temperatureCategory: 'FRESH',
            product: { __typename: 'Product', id: '1', name: 'Carotte' },
            supplier: PRIMEURS,
            orderingPackaging: repriced.orderingPackaging,
            restaurants: [{ __typename: 'Restaurant', id: '11' }],
          },
        },
      }));
      const events = renderSheet({
        mocks: [
          {
            request: { query: ProductSheetQuery, variables: { id: '1' } },
            result: read,
            maxUsageCount: forever,
          },
          {
            request: { query: CatalogueSupplierOptionsQuery },
            result: { data: { suppliers: [PRIMEURS, LABO] } },
            maxUsageCount: forever,
          },
          {
            request: { query: CatalogueRestaurantOptionsQuery },
            result: {
              data: {
                restaurants: DEMO_RESTAURANTS.map((r) => ({
                  ...restaurant(r.id, r.name),
                  isLab: r.isLab,
                })),
              },
            },
            maxUsageCount: forever,
          },
          {
            request: { query: CatalogueProductUnitsQuery, variables: { id: '1' } },
            result: {
              data: {
                product: {
                  __typename: 'Product',
                  id: '1',
                  name: 'Carotte',
                  photoUrl: null,
                  baseUnit: 'G',
                  conversionRules: CAROTTE.conversionRules,
                },
              },
            },
            maxUsageCount: forever,
          },
          {
            request: { query: CatalogueUpdateArticleMutation, variables: () => true },
            result: saved,
          },
        ],
      });
      const cost = await screen.findByRole('region', { name: 'Coût par unité de base' });
      expect(cost).toHaveTextContent('0,0025 €');
      await events.click(await screen.findByRole('button', { name: 'Modifier Carotte sac 5 kg' }));
      const dialog = await screen.findByRole('dialog');
      const price = within(dialog).getByRole('textbox', { name: /Prix HT/ });
      await events.clear(price);
      await fill(events, price, '13,5');
      await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(saved).toHaveBeenCalledOnce());
      expect(await screen.findByText('Article modifié')).toBeInTheDocument();
      await waitFor(() => expect(cost).toHaveTextContent('0,0027 €'));
      const table = screen.getByRole('table', { name: 'Articles fournisseurs du produit' });
      expect(within(table).getByRole('row', { name: /Carotte sac 5 kg/ })).toHaveTextContent(
        '13,50 €',
      );
      // Read again by the write alone: the page does not read it a third time.
      expect(read).toHaveBeenCalledTimes(2);
    },
    SLOW,
  );
});

describe('who may change the product (docs/areas/catalogue.md#screens)', () => {
  it(
    "a MANAGER reads: 'Lecture seule', no edit, no new article, no actions, toggles disabled",
    async () => {
      const events = renderSheet({ role: 'MANAGER' });
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      await screen.findByRole('table', { name: 'Articles fournisseurs du produit' });
      expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Nouvel article' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Supprimer Carotte/ })).not.toBeInTheDocument();
      const panel = await openTab(events, 'Restaurants');
      const toggle = await within(panel).findByRole('switch', { name: /Le Bistrot du Port/ });
      expect(toggle).toBeDisabled();
      expect(within(panel).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Fournisseur préféré' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    SLOW,
  );

  it(
    'an ADMIN edits: the edit and new-article buttons, the actions',
    async () => {
      renderSheet();
      expect(await screen.findByRole('button', { name: 'Modifier' })).toBeEnabled();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Nouvel article' })).toBeEnabled(),
      );
      expect(screen.getByRole('button', { name: 'Modifier Carotte sac 5 kg' })).toBeEnabled();
      expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('the toggle tabs (docs/areas/catalogue.md#screens)', () => {
  it(
    'enables save only when the selection differs from the saved one, saves, and reloads',
    async () => {
      const saved = vi.fn(() => updated(2));
      const after = {
        ...CAROTTE,
        restaurants: [
          restaurant('11', 'Le Bistrot du Port'),
          restaurant('13', 'Le Comptoir Lyonnais'),
        ],
      };
      const events = renderSheet({
        mocks: [
          sheetMock(CAROTTE),
          {
            request: {
              query: UpdateProductMutation,
              variables: { id: '1', input: { restaurantIds: ['11', '13'] } },
            },
            result: saved,
          },
          sheetMock(after, { maxUsageCount: forever }),
        ],
      });
      const panel = await openTab(events, 'Restaurants');
      const save = within(panel).getByRole('button', { name: 'Enregistrer' });
      const comptoir = await within(panel).findByRole('switch', { name: /Le Comptoir Lyonnais/ });
      expect(save).toBeDisabled();
      await events.click(comptoir);
      expect(save).toBeEnabled();
      // Back to the saved selection: nothing to save.
      await events.click(comptoir);
      expect(save).toBeDisabled();
      await events.click(comptoir);
      await events.click(save);
      await waitFor(() => expect(saved).toHaveBeenCalledOnce());
      expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
      // The reloaded product holds the new restaurant: nothing left to save.
      await waitFor(() =>
        expect(within(panel).getByRole('button', { name: 'Enregistrer' })).toBeDisabled(),
      );
      expect(within(panel).getByRole('switch', { name: /Le Comptoir Lyonnais/ })).toBeChecked();
    },
    SLOW,
  );

  it(
    "names storage spaces 'zone name - area name', then their restaurant",
    async () => {
      const events = renderSheet();
      const panel = await openTab(events, 'Espaces de stockage');
      expect(
        await within(panel).findByRole('switch', {
          name: 'Chambre froide - Étagère haute · Le Bistrot du Port',
        }),
      ).not.toBeChecked();
    },
    SLOW,
  );
});

describe('packagings and conversions (docs/areas/catalogue.md#screens)', () => {
  it(
    'turns a save refused for a missing rule into the alert asking to create the conversion first',
    async () => {
      // The sheet says the piece is covered (a rule); the server, which knows better, refuses.
      const withRule = { ...CAROTTE, conversionRules: [rule('41')] };
      const events = renderSheet({
        mocks: [
          sheetMock(withRule, { maxUsageCount: forever }),
          {
            request: {
              query: CreateProductPackagingMutation,
              variables: {
                productId: '1',
                input: { type: 'INVENTORY', name: null, sourceQuantity: 1, sourceUnit: 'PIECE' },
              },
            },
            result: {
              errors: [
                new GraphQLError('Données invalides', {
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fieldErrors: { sourceUnit: missingRuleMessage('PIECE', 'G') },
                  },
                }),
              ],
            },
          },
        ],
      });
      const panel = await openTab(events, 'Conditionnements');
      await events.click(within(panel).getByRole('tab', { name: /Inventaire/ }));
      await events.click(within(panel).getByRole('button', { name: 'Nouveau conditionnement' }));
      const dialog = await screen.findByRole('dialog');
      await events.type(within(dialog).getByRole('textbox', { name: 'Quantité' }), '1');
      await events.click(within(dialog).getByRole('combobox', { name: 'Unité' }));
      await events.click(await screen.findByRole('option', { name: 'pièce' }));
      expect(within(dialog).queryByText(C.conversionRuleNeededAlert)).not.toBeInTheDocument();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText(C.conversionRuleNeededAlert)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: C.createConversion })).toBeInTheDocument();
      vi.restoreAllMocks();
    },
    SLOW,
  );

  it(
    'offers STORAGE units of the base unit only, any unit otherwise',
    async () => {
      const events = renderSheet();
      const panel = await openTab(events, 'Conditionnements');
      await events.click(within(panel).getByRole('button', { name: 'Nouveau conditionnement' }));
      let dialog = await screen.findByRole('dialog');
      await events.click(within(dialog).getByRole('combobox', { name: 'Unité' }));
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['g', 'kg']);
      await events.keyboard('{Escape}');
      await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await events.click(within(panel).getByRole('tab', { name: /Perte/ }));
      await events.click(within(panel).getByRole('button', { name: 'Nouveau conditionnement' }));
      dialog = await screen.findByRole('dialog');
      await events.click(within(dialog).getByRole('combobox', { name: 'Unité' }));
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
        'g',
        'kg',
        'mL',
        'cL',
        'L',
        'pièce',
      ]);
      // A volume: no rule of this product covers it, said before sending.
      await events.click(screen.getByRole('option', { name: 'L' }));
      expect(await within(dialog).findByText(C.conversionRuleNeededAlert)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says the spec sentence when a packaging cannot be deleted',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const events = renderSheet({
        mocks: [
          sheetMock(CAROTTE, { maxUsageCount: forever }),
          {
            request: { query: DeleteProductPackagingMutation, variables: { id: '31' } },
            result: { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL' } })] },
          },
        ],
      });
      const panel = await openTab(events, 'Conditionnements');
      await events.click(await within(panel).findByRole('button', { name: 'Supprimer Bac' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent(C.confirmDeletePackaging);
      await events.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await within(confirm).findByText(C.packagingDeleteFailed)).toBeInTheDocument();
      vi.restoreAllMocks();
    },
    SLOW,
  );

  it(
    'shows each rule with its ratio to one decimal; a rule in use cannot be deleted (short tooltip)',
    async () => {
      const events = renderSheet();
      const panel = await openTab(events, 'Conditionnements');
      await events.click(within(panel).getByRole('tab', { name: /Conversions/ }));
      const table = await within(panel).findByRole('table', { name: 'Conversions du produit' });
      const row = within(table).getByRole('row', { name: /1 pièce = 150,25 g/ });
      expect(row).toHaveTextContent('150,3');
      const remove = within(row).getByRole('button', { name: 'Supprimer la conversion' });
      expect(remove).toBeDisabled();
      await events.hover(remove.parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(C.conversionInUseShort);
      // One rule: another may be added.
      expect(within(panel).getByRole('button', { name: 'Nouvelle conversion' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    'disables the add button at 2 rules; a 409 says the sentence, another failure the spec one',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const two = {
        ...CAROTTE,
        conversionRules: [
          rule('41'),
          rule('42', { sourceUnit: 'L', targetQuantity: 1000, factor: 1000 }),
        ],
      };
      const events = renderSheet({
        mocks: [
          sheetMock(two, { maxUsageCount: forever }),
          {
            request: { query: DeleteProductConversionMutation, variables: { id: '41' } },
            result: {
              errors: [new GraphQLError(C.conversionInUse, { extensions: { code: 'CONFLICT' } })],
            },
          },
          {
            request: { query: DeleteProductConversionMutation, variables: { id: '42' } },
            result: {
              errors: [new GraphQLError('upstream', { extensions: { code: 'INTERNAL' } })],
            },
          },
        ],
      });
      const panel = await openTab(events, 'Conditionnements');
      await events.click(within(panel).getByRole('tab', { name: /Conversions/ }));
      const add = await within(panel).findByRole('button', { name: 'Nouvelle conversion' });
      expect(add).toBeDisabled();
      await events.hover(add.parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(C.tooManyConversions);

      const rows = within(panel).getAllByRole('row').slice(1);
      await events.click(within(rows[0]!).getByRole('button', { name: 'Supprimer la conversion' }));
      let confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent(C.confirmDeleteConversion);
      await events.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await within(confirm).findByText(C.conversionInUse)).toBeInTheDocument();
      await events.click(within(confirm).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await events.click(within(rows[1]!).getByRole('button', { name: 'Supprimer la conversion' }));
      confirm = await screen.findByRole('dialog');
      await events.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await within(confirm).findByText(C.conversionDeleteFailed)).toBeInTheDocument();
      vi.restoreAllMocks();
    },
    SLOW,
  );
});
