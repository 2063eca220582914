import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { Role } from '@bo/domain';
import { RestaurantSelectionProvider } from '../../lib/restaurant-selection.tsx';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import { NothingSelected } from '../../test/selection.tsx';
import {
  CreateSurfaceMutation,
  CreateZoneMutation,
  DeleteSurfaceMutation,
  DeleteZoneMutation,
  RestaurantZonesQuery,
  UpdateSurfaceMutation,
  UpdateZoneMutation,
} from './documents.ts';
import type { SurfaceRow } from './SurfaceTable.tsx';
import { ZonesPage } from './ZonesPage.tsx';
import type { ZoneRow } from './ZoneTable.tsx';

// 'La Table des Halles' (id 12) comes first in the picker: it is the selected restaurant.
const HALLES_ID = '12';

const zone = (id: string, name: string, fields: Partial<ZoneRow> = {}) => ({
  __typename: 'Zone' as const,
  id,
  name,
  description: null,
  surfaceCount: 0,
  equipmentCount: 0,
  restaurant: { __typename: 'Restaurant' as const, id: HALLES_ID },
  ...fields,
});
const surface = (
  id: string,
  name: string,
  of: { id: string; name: string },
  fields: Partial<SurfaceRow> = {},
) => ({
  __typename: 'Surface' as const,
  id,
  name,
  description: null,
  isStorageArea: false,
  zone: { __typename: 'Zone' as const, id: of.id, name: of.name },
  ...fields,
});

const CUISINE = zone('1', 'Cuisine', {
  description: 'Cuisine chaude',
  surfaceCount: 2,
  equipmentCount: 4,
});
const RESERVE = zone('2', 'Réserve', { surfaceCount: 1, equipmentCount: 2 });
const SALLE = zone('3', 'Salle');
const PLAN = surface('10', 'Plan de travail', CUISINE, { description: 'Inox' });
const PIANO = surface('11', 'Piano de cuisson', CUISINE);
const ETAGERES = surface('12', 'Étagères sèches', RESERVE, { isStorageArea: true });

type Zone = ReturnType<typeof zone>;
type Surface = ReturnType<typeof surface>;

const pageMock = (
  zones: Zone[],
  surfaces: Surface[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: RestaurantZonesQuery, variables: { restaurantId: HALLES_ID } },
  result: {
    data: { restaurant: { __typename: 'Restaurant', id: HALLES_ID, zones, surfaces } },
  },
  ...extra,
});

function renderPage({
  role = 'ADMIN',
  zones = [CUISINE, RESERVE, SALLE],
  surfaces = [ETAGERES, PIANO, PLAN],
  restaurants = DEMO_RESTAURANTS,
  nothingSelected = false,
  mocks = [],
  delay,
}: {
  role?: Role;
  zones?: Zone[];
  surfaces?: Surface[];
  restaurants?: typeof DEMO_RESTAURANTS;
  /** Restaurants to pick from, none picked (the page asks to select one). */
  nothingSelected?: boolean;
  mocks?: MockLink.MockedResponse[];
  delay?: number;
} = {}) {
  const events = userEvent.setup();
  const Selection = nothingSelected ? NothingSelected : RestaurantSelectionProvider;
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={[
          ...shellMocks(USERS[role], restaurants),
          pageMock(zones, surfaces, delay ? { delay } : {}),
          ...mocks,
        ]}
      >
        <Selection>
          <ZonesPage />
        </Selection>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const zonesTable = () => screen.findByRole('table', { name: 'Zones du restaurant' });
const surfacesTable = () => screen.findByRole('table', { name: 'Surfaces du restaurant' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const bodyRows = async (table: Promise<HTMLElement>) =>
  within(await table)
    .getAllByRole('row')
    .slice(1);
const enabled = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('the zones and surfaces tabs', () => {
  it('shows the zones with counts, and the tabs with theirs', async () => {
    renderPage();
    const table = await zonesTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      'NomDescriptionSurfacesÉquipementsActions',
    );
    expect((await bodyRows(zonesTable())).map(cells)).toEqual([
      ['Cuisine', 'Cuisine chaude', '2', '4', ''],
      ['Réserve', '—', '1', '2', ''],
      ['Salle', '—', '0', '0', ''],
    ]);
    expect(screen.getByRole('tab', { name: 'Zones (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Surfaces (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zones et surfaces' })).toBeInTheDocument();
    expect(screen.getByText('La Table des Halles')).toBeInTheDocument();
  });

  it('shows the surfaces with their zone and the storage badge', async () => {
    const events = renderPage();
    await zonesTable();
    await events.click(await screen.findByRole('tab', { name: 'Surfaces (3)' }));
    const rows = await bodyRows(surfacesTable());
    expect(
      within((await surfacesTable()).querySelector('thead')!).getByRole('row'),
    ).toHaveTextContent('NomDescriptionZoneStockageActions');
    expect(rows.map(cells)).toEqual([
      ['Étagères sèches', '—', 'Réserve', 'Zone de stockage', ''],
      ['Piano de cuisson', '—', 'Cuisine', '', ''],
      ['Plan de travail', 'Inox', 'Cuisine', '', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Nouvelle surface' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouvelle zone' })).not.toBeInTheDocument();
  });

  it('shows 5 skeleton rows while loading', async () => {
    renderPage({ delay: 60_000 });
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
    expect(screen.getByRole('tab', { name: 'Zones' })).toBeInTheDocument();
  });

  it('offers the first zone, and no surface before a zone exists', async () => {
    const events = renderPage({ zones: [], surfaces: [] });
    expect(await screen.findByText('Aucune zone dans ce restaurant')).toBeInTheDocument();
    await events.click(await enabled('Créer la première zone'));
    expect(await screen.findByRole('heading', { name: 'Nouvelle zone' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    // The rest of the page is hidden from assistive technology until the dialog has gone.
    await events.click(await screen.findByRole('tab', { name: 'Surfaces (0)' }));
    expect(await screen.findByText('Aucune surface dans ce restaurant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter la première surface' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nouvelle surface' })).toBeDisabled();
  });

  it('asks to select a restaurant, with the new button disabled, when none is selected', async () => {
    renderPage({ nothingSelected: true });
    expect(
      await screen.findByText(
        'Veuillez sélectionner un restaurant pour gérer ses zones et surfaces...',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle zone' })).toBeDisabled();
  });
});

describe('what each role may do', () => {
  it("an EMPLOYEE reads: 'Lecture seule', the new button disabled, no row actions", async () => {
    renderPage({ role: 'EMPLOYEE' });
    await zonesTable();
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle zone' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Modifier Cuisine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('a MANAGER creates, edits and deletes', async () => {
    renderPage({ role: 'MANAGER' });
    await zonesTable();
    await enabled('Nouvelle zone');
    expect(await screen.findByRole('button', { name: 'Modifier Cuisine' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer Cuisine' })).toBeEnabled();
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
  });
});

describe('zones', () => {
  it('creates a zone in the selected restaurant: required name, sorted in, counted', async () => {
    const input = { restaurantId: HALLES_ID, name: 'Cave', description: 'Vins' };
    const created = vi.fn(() => ({
      data: { createZone: zone('4', 'Cave', { description: 'Vins' }) },
    }));
    const events = renderPage({
      mocks: [{ request: { query: CreateZoneMutation, variables: { input } }, result: created }],
    });
    await zonesTable();
    await events.click(await enabled('Nouvelle zone'));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle zone' });
    expect(within(dialog).getByRole('combobox', { name: /^Restaurant/ })).toHaveTextContent(
      'La Table des Halles',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom de la zone est requis')).toBeInTheDocument();

    await fill(events, within(dialog).getByRole('textbox', { name: /^Nom/ }), ' Cave ');
    await fill(events, within(dialog).getByRole('textbox', { name: 'Description' }), 'Vins');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    expect((await bodyRows(zonesTable())).map((r) => cells(r)[0])).toEqual([
      'Cave',
      'Cuisine',
      'Réserve',
      'Salle',
    ]);
    expect(screen.getByRole('tab', { name: 'Zones (4)' })).toBeInTheDocument();
    expect(await screen.findByText('Zone créée')).toBeInTheDocument();
  });

  it('edits a zone with its restaurant fixed, and clears an emptied description', async () => {
    const input = { name: 'Cuisine centrale', description: null };
    const updated = vi.fn(() => ({
      data: { updateZone: { ...CUISINE, name: 'Cuisine centrale', description: null } },
    }));
    const events = renderPage({
      mocks: [
        { request: { query: UpdateZoneMutation, variables: { id: '1', input } }, result: updated },
      ],
    });
    await zonesTable();
    await events.click(await enabled('Modifier Cuisine'));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la zone' });
    const restaurant = within(dialog).getByRole('combobox', { name: /^Restaurant/ });
    expect(restaurant).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText("Le restaurant d'une zone ne change pas")).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Nom/ });
    expect(name).toHaveValue('Cuisine');
    await events.clear(name);
    await fill(events, name, 'Cuisine centrale');
    await events.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toHaveBeenCalledOnce();
    expect(await screen.findByText('Cuisine centrale')).toBeInTheDocument();
    expect(await screen.findByText('Zone modifiée')).toBeInTheDocument();
  });

  it("puts the server's field error under its field and keeps the dialog open", async () => {
    const input = { restaurantId: HALLES_ID, name: 'Cave' };
    const events = renderPage({
      mocks: [
        {
          request: { query: CreateZoneMutation, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Données invalides : Restaurant introuvable', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: { restaurantId: 'Restaurant introuvable' },
                },
              }),
            ],
          },
        },
      ],
    });
    await zonesTable();
    await events.click(await enabled('Nouvelle zone'));
    const dialog = await screen.findByRole('dialog');
    await fill(events, within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Cave');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Restaurant introuvable')).toBeInTheDocument();
  });

  it('deletes an empty zone after confirming', async () => {
    const deleted = vi.fn(() => ({ data: { deleteZone: '3' } }));
    const events = renderPage({
      mocks: [{ request: { query: DeleteZoneMutation, variables: { id: '3' } }, result: deleted }],
    });
    await zonesTable();
    await events.click(await enabled('Supprimer Salle'));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la zone' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer la zone « Salle » ?');
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Salle')).not.toBeInTheDocument());
    expect(deleted).toHaveBeenCalledOnce();
    expect(await screen.findByRole('tab', { name: 'Zones (2)' })).toBeInTheDocument();
    expect(await screen.findByText('Zone supprimée')).toBeInTheDocument();
  });

  it("keeps the confirmation open with the server's reason when the zone is not empty", async () => {
    const message = 'Cette zone contient encore : 2 surfaces, 4 équipements';
    const events = renderPage({
      mocks: [
        {
          request: { query: DeleteZoneMutation, variables: { id: '1' } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await zonesTable();
    await events.click(await enabled('Supprimer Cuisine'));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la zone' });
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Supprimer la zone' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Zones du restaurant', hidden: true });
    expect(within(table).getByText('Cuisine')).toBeInTheDocument();
  });
});

describe('surfaces', () => {
  async function surfacesTab(events: ReturnType<typeof userEvent.setup>) {
    await zonesTable();
    await events.click(await screen.findByRole('tab', { name: 'Surfaces (3)' }));
    return surfacesTable();
  }

  it('creates a storage surface: zone and name required, the zone count follows', async () => {
    const input = { zoneId: '3', name: 'Cave à vin', isStorageArea: true };
    const created = vi.fn(() => ({
      data: {
        createSurface: {
          ...surface('13', 'Cave à vin', SALLE, { isStorageArea: true }),
          zone: { __typename: 'Zone' as const, id: '3', name: 'Salle', surfaceCount: 1 },
        },
      },
    }));
    const events = renderPage({
      mocks: [{ request: { query: CreateSurfaceMutation, variables: { input } }, result: created }],
    });
    await surfacesTab(events);
    await events.click(await enabled('Nouvelle surface'));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle surface' });
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('La zone est requise')).toBeInTheDocument();
    expect(within(dialog).getByText('Le nom de la surface est requis')).toBeInTheDocument();
    const storage = within(dialog).getByRole('switch', { name: 'Zone de stockage' });
    expect(storage).toHaveAccessibleDescription(/inventaires sont organisés par zones de stockage/);

    await events.click(within(dialog).getByRole('combobox', { name: /^Zone/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Cuisine', 'Réserve', 'Salle']);
    await events.click(screen.getByRole('option', { name: 'Salle' }));
    await fill(events, within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Cave à vin');
    await events.click(storage);
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    expect((await bodyRows(surfacesTable())).map((r) => cells(r).slice(0, 4))).toEqual([
      ['Cave à vin', '—', 'Salle', 'Zone de stockage'],
      ['Étagères sèches', '—', 'Réserve', 'Zone de stockage'],
      ['Piano de cuisson', '—', 'Cuisine', ''],
      ['Plan de travail', 'Inox', 'Cuisine', ''],
    ]);
    expect(screen.getByRole('tab', { name: 'Surfaces (4)' })).toBeInTheDocument();
    expect(await screen.findByText('Surface créée')).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Zones (3)' }));
    expect(cells(within(await zonesTable()).getByRole('row', { name: /Salle/ }))[2]).toBe('1');
  });

  it('moves a surface to another zone: both zones are counted again', async () => {
    const input = {
      zoneId: '2',
      name: 'Plan de travail',
      description: 'Inox',
      isStorageArea: false,
    };
    const updated = vi.fn(() => ({
      data: {
        updateSurface: {
          ...PLAN,
          zone: { __typename: 'Zone' as const, id: '2', name: 'Réserve', surfaceCount: 2 },
        },
      },
    }));
    const events = renderPage({
      mocks: [
        {
          request: { query: UpdateSurfaceMutation, variables: { id: '10', input } },
          result: updated,
        },
      ],
    });
    await surfacesTab(events);
    await events.click(await enabled('Modifier Plan de travail'));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la surface' });
    expect(within(dialog).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Plan de travail');
    await events.click(within(dialog).getByRole('combobox', { name: /^Zone/ }));
    await events.click(await screen.findByRole('option', { name: 'Réserve' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toHaveBeenCalledOnce();
    expect(
      cells(within(await surfacesTable()).getByRole('row', { name: /Plan de travail/ }))[2],
    ).toBe('Réserve');
    await events.click(screen.getByRole('tab', { name: 'Zones (3)' }));
    const table = await zonesTable();
    expect(cells(within(table).getByRole('row', { name: /Cuisine/ }))[2]).toBe('1');
    expect(cells(within(table).getByRole('row', { name: /Réserve/ }))[2]).toBe('2');
  });

  it('deletes a surface after confirming; its zone loses it', async () => {
    const deleted = vi.fn(() => ({ data: { deleteSurface: '11' } }));
    const events = renderPage({
      mocks: [
        { request: { query: DeleteSurfaceMutation, variables: { id: '11' } }, result: deleted },
      ],
    });
    await surfacesTab(events);
    await events.click(await enabled('Supprimer Piano de cuisson'));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la surface' });
    expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer la surface « Piano de cuisson » ?',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Piano de cuisson')).not.toBeInTheDocument());
    expect(await screen.findByRole('tab', { name: 'Surfaces (2)' })).toBeInTheDocument();
    expect(await screen.findByText('Surface supprimée')).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Zones (3)' }));
    expect(cells(within(await zonesTable()).getByRole('row', { name: /Cuisine/ }))[2]).toBe('1');
  });
});
