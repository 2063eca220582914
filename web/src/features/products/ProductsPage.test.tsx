import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_DLC_ENTAME_DAYS, type Role } from '@bo/domain';
import { SessionProvider } from '../../app/session.tsx';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import {
  CreateProductMutation,
  ProductDialogOptionsQuery,
  ProductListQuery,
  UpdateProductMutation,
} from './documents.ts';
import type { ProductRow } from './ProductTable.tsx';
import { ProductsPage } from './ProductsPage.tsx';

const tag = (id: string, name: string) => ({ __typename: 'Tag' as const, id, name });

const product = (fields: Partial<ProductRow> & { id: string; name: string }) => ({
  __typename: 'Product' as const,
  baseUnit: 'G' as const,
  category: 'VEGETABLE' as const,
  dlcEntame: 3,
  photoUrl: null,
  restaurantCount: 3,
  allergens: [],
  tags: [],
  ...fields,
});

const CAROTTE = product({
  id: '1',
  name: 'Carotte',
  tags: [tag('1', 'Bio'), tag('2', 'Local'), tag('3', 'Hiver'), tag('4', 'Primeur')],
  photoUrl: 'https://example.test/carotte.jpg',
});
const LAIT = product({
  id: '2',
  name: 'Lait entier',
  baseUnit: 'ML',
  category: 'DAIRY',
  restaurantCount: 1,
});
const SERVIETTE = product({
  id: '3',
  name: 'Serviette',
  baseUnit: 'PIECE',
  category: 'ITEM',
  dlcEntame: null,
});

const listMock = (
  products: ReturnType<typeof product>[],
  variables: Record<string, unknown> = { limit: 25, offset: 0 },
): MockLink.MockedResponse => ({
  request: { query: ProductListQuery, variables },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        total: products.length,
        limit: 25,
        offset: 0,
        data: products,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const optionsMock: MockLink.MockedResponse = {
  request: { query: ProductDialogOptionsQuery },
  result: {
    data: {
      restaurants: DEMO_RESTAURANTS.map((r) => ({
        __typename: 'Restaurant',
        id: r.id,
        name: r.name,
        isLab: r.isLab,
      })),
      tags: [tag('1', 'Bio'), tag('2', 'Local')],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// The DataGrid's chunk takes jsdom a few seconds the first time.
beforeAll(() => import('./ProductTable.tsx'), 60_000);
const SLOW = 60_000;

function renderPage({
  role = 'ADMIN',
  products = [CAROTTE, LAIT, SERVIETTE],
  mocks = [],
  path = '/products',
}: {
  role?: Role;
  products?: ReturnType<typeof product>[];
  mocks?: MockLink.MockedResponse[];
  path?: string;
} = {}) {
  const events = userEvent.setup();
  // The photo upload sends the session's token.
  localStorage.setItem('token', `token-${USERS[role].id}`);
  localStorage.setItem('user', JSON.stringify(USERS[role]));
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={[
          ...shellMocks(USERS[role], DEMO_RESTAURANTS),
          listMock(products),
          optionsMock,
          ...mocks,
        ]}
      >
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <ProductsPage />
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const grid = () => screen.findByRole('grid', { name: "Produits de l'enseigne" });
const newButton = () => screen.getByRole('button', { name: 'Nouveau produit' });
const HINT = "Vous n'avez pas les permissions pour créer des produits";

describe('the products list (docs/areas/catalogue.md#screens)', () => {
  it(
    'shows name with photo linking to the sheet, base unit, tags and restaurant count',
    async () => {
      renderPage();
      const list = await grid();
      const link = await within(list).findByRole('link', { name: 'Carotte' });
      expect(link).toHaveAttribute('href', '/products/1');
      const row = link.closest('[role="row"]') as HTMLElement;
      expect(row.querySelector('img')).toHaveAttribute('src', 'https://example.test/carotte.jpg');
      expect(row).toHaveTextContent('Poids (g)');
      expect(row).toHaveTextContent('3 restaurants');
      // Three tags, then the remainder.
      expect(row).toHaveTextContent('BioLocalHiver+1');
      const lait = within(list).getByRole('link', { name: 'Lait entier' }).closest('[role="row"]');
      expect(lait).toHaveTextContent('Volume (mL)');
      expect(lait).toHaveTextContent('1 restaurant');
      const serviette = within(list)
        .getByRole('link', { name: 'Serviette' })
        .closest('[role="row"]');
      expect(serviette).toHaveTextContent('à la pièce');
    },
    SLOW,
  );

  it(
    'searches by name on the server, the search kept in the address',
    async () => {
      const events = renderPage({
        mocks: [listMock([LAIT], { filter: { search: 'lait' }, limit: 25, offset: 0 })],
      });
      await grid();
      // The field shows once the first page is in (the grid's skeleton comes before). Pasted, one
      // change: keys a loaded machine spaces past the filter's pause would each ask the server,
      // for searches this mocked graph does not answer.
      await events.click(await screen.findByRole('textbox', { name: 'Rechercher un produit' }));
      await events.paste('lait');
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Carotte' })).not.toBeInTheDocument(),
      );
      expect(await screen.findByRole('link', { name: 'Lait entier' })).toBeInTheDocument();
    },
    SLOW,
  );

  it('offers the first product when the catalogue is empty', async () => {
    renderPage({ products: [] });
    expect(await screen.findByText('Aucun produit')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Créer le premier produit' })).toBeEnabled();
  });
});

describe('who may create products (docs/areas/catalogue.md#roles)', () => {
  it.each<Role>(['MANAGER', 'EMPLOYEE'])(
    "a %s reads: 'Lecture seule', the button disabled with its tooltip, no edit",
    async (role) => {
      const events = renderPage({ role });
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      await screen.findByRole('link', { name: 'Carotte' });
      expect(newButton()).toBeDisabled();
      await events.hover(newButton().parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
      expect(screen.queryByRole('button', { name: 'Modifier Carotte' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an ADMIN creates and edits; no badge',
    async () => {
      renderPage();
      await screen.findByRole('link', { name: 'Carotte' });
      await waitFor(() => expect(newButton()).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Modifier Carotte' })).toBeEnabled();
      expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('the product dialog (docs/areas/catalogue.md#constants)', () => {
  async function openNew(events: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('link', { name: 'Carotte' });
    await waitFor(() => expect(newButton()).toBeEnabled());
    await events.click(newButton());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: /Catégorie/ });
    return dialog;
  }
  const pick = async (
    events: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    label: RegExp | string,
    option: string,
  ) => {
    await events.click(within(dialog).getByRole('combobox', { name: label }));
    await events.click(await screen.findByRole('option', { name: option }));
  };
  const dlcBox = (dialog: HTMLElement) =>
    within(dialog).getByRole('checkbox', { name: 'DLC entamé' });
  const days = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Jours/ });
  const combo = (dialog: HTMLElement, label: RegExp | string) =>
    within(dialog).getByRole('combobox', { name: label });

  it(
    'presets DLC and unit by category: VEGETABLE and MEAT 3 days and G, DRINK 3 and ML, DAIRY 1 and no unit, ITEM none, PIECE and the DLC disabled',
    async () => {
      const events = renderPage();
      const dialog = await openNew(events);

      await pick(events, dialog, /Catégorie/, 'Légume');
      expect(dlcBox(dialog)).toBeChecked();
      expect(days(dialog)).toHaveValue('3');
      expect(combo(dialog, /Unité de base/)).toHaveTextContent('Poids (g)');
      // G or KG: a choice, not forced.
      expect(combo(dialog, 'Unité')).not.toHaveAttribute('aria-disabled');

      await pick(events, dialog, /Catégorie/, 'Boisson');
      expect(days(dialog)).toHaveValue('3');
      expect(combo(dialog, /Unité de base/)).toHaveTextContent('Volume (mL)');

      await pick(events, dialog, /Catégorie/, 'Produit laitier');
      expect(dlcBox(dialog)).toBeChecked();
      expect(days(dialog)).toHaveValue('1');
      expect(combo(dialog, /Unité de base/)).not.toHaveTextContent(/Poids|Volume|pièce/);

      await pick(events, dialog, /Catégorie/, 'Viande');
      expect(days(dialog)).toHaveValue('3');
      expect(combo(dialog, /Unité de base/)).toHaveTextContent('Poids (g)');

      await pick(events, dialog, /Catégorie/, 'Article');
      expect(dlcBox(dialog)).not.toBeChecked();
      expect(dlcBox(dialog)).toBeDisabled();
      expect(days(dialog)).toHaveValue('');
      expect(combo(dialog, /Unité de base/)).toHaveTextContent('à la pièce');
      // The only unit of the piece family is forced.
      expect(combo(dialog, 'Unité')).toHaveTextContent('pièce');
      expect(combo(dialog, 'Unité')).toHaveAttribute('aria-disabled', 'true');
    },
    SLOW,
  );

  it(
    'unchecking the DLC option clears its value; ticking it by hand gives the default of 3 days',
    async () => {
      const events = renderPage();
      const dialog = await openNew(events);
      // Before any category: the option off, ticked by hand it has its days.
      expect(days(dialog)).toBeDisabled();
      await events.click(dlcBox(dialog));
      expect(days(dialog)).toHaveValue(String(DEFAULT_DLC_ENTAME_DAYS));
      // A dairy product's preset is 1 day; unticked and ticked again, the default.
      await pick(events, dialog, /Catégorie/, 'Produit laitier');
      expect(days(dialog)).toHaveValue('1');
      await events.click(dlcBox(dialog));
      expect(days(dialog)).toHaveValue('');
      expect(days(dialog)).toBeDisabled();
      await events.click(dlcBox(dialog));
      expect(days(dialog)).toBeEnabled();
      expect(days(dialog)).toHaveValue(String(DEFAULT_DLC_ENTAME_DAYS));
      expect(DEFAULT_DLC_ENTAME_DAYS).toBe(3);
    },
    SLOW,
  );

  it(
    'refuses a storage quantity under 0,1, then creates the product with every restaurant by default',
    async () => {
      const created = vi.fn(() => ({
        data: { createProduct: product({ id: '9', name: 'Poireau', restaurantCount: 4 }) },
      }));
      const events = renderPage({
        mocks: [
          {
            request: {
              query: CreateProductMutation,
              variables: {
                input: {
                  name: 'Poireau',
                  category: 'VEGETABLE',
                  baseUnit: 'G',
                  dlcEntame: 3,
                  storagePackagingQuantity: 2.5,
                  storagePackagingUnit: 'KG',
                  storagePackagingName: 'Bac',
                  restaurantIds: ['11', '12', '13', '14'],
                  tagIds: ['1'],
                  allergens: [],
                },
              },
            },
            result: created,
          },
        ],
      });
      const dialog = await openNew(events);
      await pick(events, dialog, /Catégorie/, 'Légume');
      await fill(events, within(dialog).getByRole('textbox', { name: 'Nom' }), 'Poireau');
      await fill(
        events,
        within(dialog).getByRole('textbox', { name: /Nom du conditionnement/ }),
        'Bac',
      );
      const quantity = within(dialog).getByRole('textbox', { name: /Quantité/ });
      await fill(events, quantity, '0,05');
      await pick(events, dialog, 'Unité', 'kg');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(
        await within(dialog).findByText('La quantité doit être au moins 0,1'),
      ).toBeInTheDocument();
      await events.clear(quantity);
      await fill(events, quantity, '2,5');
      await events.click(within(dialog).getByRole('switch', { name: 'Bio' }));
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      await waitFor(() => expect(created).toHaveBeenCalledOnce());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Produit créé')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'locks the base unit on edit and has no storage packaging there',
    async () => {
      const events = renderPage();
      await screen.findByRole('link', { name: 'Carotte' });
      await events.click(screen.getByRole('button', { name: 'Modifier Carotte' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByRole('heading', { name: 'Modifier le produit' }),
      ).toBeInTheDocument();
      expect(combo(dialog, /Unité de base/)).toHaveAttribute('aria-disabled', 'true');
      expect(within(dialog).queryByText('Conditionnement de stockage')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveValue('Carotte');
    },
    SLOW,
  );

  it(
    'saves an edit without the base unit, a DLC switched off as null, the allergens checked, the photo untouched',
    async () => {
      const updated = vi.fn(() => ({
        data: { updateProduct: { ...CAROTTE, name: 'Carotte des sables', dlcEntame: null } },
      }));
      const events = renderPage({
        mocks: [
          {
            request: {
              query: UpdateProductMutation,
              variables: {
                id: '1',
                input: {
                  name: 'Carotte des sables',
                  category: 'VEGETABLE',
                  dlcEntame: null,
                  // Checked in the dialog, sent in the regulation's order (issue 12 item 4).
                  allergens: ['CELERY', 'MUSTARD'],
                },
              },
            },
            result: updated,
          },
        ],
      });
      await screen.findByRole('link', { name: 'Carotte' });
      await events.click(screen.getByRole('button', { name: 'Modifier Carotte' }));
      const dialog = await screen.findByRole('dialog');
      const name = within(dialog).getByRole('textbox', { name: 'Nom' });
      await events.clear(name);
      await fill(events, name, 'Carotte des sables');
      await events.click(dlcBox(dialog));
      await events.click(within(dialog).getByRole('checkbox', { name: 'Moutarde' }));
      await events.click(within(dialog).getByRole('checkbox', { name: 'Céleri' }));
      // The current photo shows; it is sent only if replaced or removed.
      expect(within(dialog).getByText('Photo actuelle')).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(updated).toHaveBeenCalledOnce());
      expect(await screen.findByText('Produit modifié')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an image and an address clear each other',
    async () => {
      const events = renderPage();
      const dialog = await openNew(events);
      const url = within(dialog).getByRole('textbox', { name: /adresse de l’image/ });
      await fill(events, url, 'not a url');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText('URL invalide')).toBeInTheDocument();
      // The upload itself is PhotoField's (hygiene/shared, tested there): a picked image empties the
      // address through the same onChange this dialog gives it.
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ photo: { id: 7, url: 'https://example.test/p/7' } })),
      );
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
      const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
      await events.upload(input, new File(['x'], 'poireau.png', { type: 'image/png' }));
      expect(await within(dialog).findByRole('img', { name: 'Aperçu de la photo' })).toBeVisible();
      await waitFor(() => expect(url).toHaveValue(''));
      await fill(events, url, 'https://example.test/poireau.jpg');
      expect(
        within(dialog).queryByRole('img', { name: 'Aperçu de la photo' }),
      ).not.toBeInTheDocument();
      vi.unstubAllGlobals();
    },
    SLOW,
  );
});
