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
import type { EquipmentRow } from './EquipmentTable.tsx';
import { EquipmentsPage } from './EquipmentsPage.tsx';
import type { EquipmentTypeRow } from './EquipmentTypeTable.tsx';
import {
  CreateEquipmentMutation,
  CreateEquipmentTypeMutation,
  DeleteEquipmentTypeMutation,
  EquipmentTypesQuery,
  EquipmentZonesQuery,
  RestaurantEquipmentsQuery,
  UpdateEquipmentMutation,
} from './documents.ts';

// 'La Table des Halles' (id 12) comes first in the picker: it is the selected restaurant.
const HALLES_ID = '12';
const BISTROT_ID = '11';

const type = (id: string, name: string, fields: Partial<EquipmentTypeRow> = {}) => ({
  __typename: 'EquipmentType' as const,
  id,
  name,
  description: null,
  equipmentFamily: 'STANDARD' as EquipmentTypeRow['equipmentFamily'],
  temperatureMin: null,
  temperatureMax: null,
  temperatureUnit: null,
  equipmentCount: 0,
  ...fields,
});
const FRIDGE = type('1', 'Réfrigérateur positif', {
  description: 'Produits frais',
  equipmentFamily: 'TEMPERATURE',
  temperatureMin: 0,
  temperatureMax: 4,
  temperatureUnit: 'CELSIUS',
  equipmentCount: 8,
});
const FRYER = type('2', 'Friteuse', { equipmentFamily: 'OIL', equipmentCount: 4 });
const SINK = type('3', 'Plonge');
type Type = ReturnType<typeof type>;

const summary = ({
  id,
  name,
  equipmentFamily,
  temperatureMin,
  temperatureMax,
  temperatureUnit,
}: Type) => ({
  __typename: 'EquipmentType' as const,
  id,
  name,
  equipmentFamily,
  temperatureMin,
  temperatureMax,
  temperatureUnit,
});
const CUISINE = { __typename: 'Zone' as const, id: '21', name: 'Cuisine' };
const RESERVE = { __typename: 'Zone' as const, id: '22', name: 'Réserve' };

const equipment = (id: string, name: string, of: Type, fields: Partial<EquipmentRow> = {}) => ({
  __typename: 'Equipment' as const,
  id,
  name,
  description: null,
  serialNumber: null,
  zone: null,
  equipmentType: summary(of),
  ...fields,
});
const PREP = equipment('31', 'Frigo de préparation', FRIDGE, {
  description: 'Poste froid',
  serialNumber: 'RF-2041',
  zone: CUISINE,
});
const DOUBLE = equipment('32', 'Friteuse double bac', FRYER, { zone: CUISINE });
const BAR = equipment('33', 'Plonge du bar', SINK);
type Equipment = ReturnType<typeof equipment>;

const forever = Number.POSITIVE_INFINITY;
const zonesMock = (restaurantId: string, zones: (typeof CUISINE)[]): MockLink.MockedResponse => ({
  request: { query: EquipmentZonesQuery, variables: { restaurantId } },
  result: { data: { restaurant: { __typename: 'Restaurant', id: restaurantId, zones } } },
  maxUsageCount: forever,
});

function renderPage({
  role = 'ADMIN',
  equipments = [PREP, DOUBLE, BAR],
  types = [FRYER, SINK, FRIDGE],
  restaurants = DEMO_RESTAURANTS,
  nothingSelected = false,
  mocks = [],
  delay,
}: {
  role?: Role;
  equipments?: Equipment[];
  types?: Type[];
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
          {
            request: { query: RestaurantEquipmentsQuery, variables: { restaurantId: HALLES_ID } },
            result: {
              data: { restaurant: { __typename: 'Restaurant', id: HALLES_ID, equipments } },
            },
            ...(delay ? { delay } : {}),
          },
          { request: { query: EquipmentTypesQuery }, result: { data: { equipmentTypes: types } } },
          zonesMock(HALLES_ID, [CUISINE, RESERVE]),
          zonesMock(BISTROT_ID, []),
          ...mocks,
        ]}
      >
        <Selection>
          <EquipmentsPage />
        </Selection>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const equipmentsTable = () => screen.findByRole('table', { name: 'Équipements du restaurant' });
const typesTable = () => screen.findByRole('table', { name: "Types d'équipement de l'enseigne" });
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
const choose = async (
  events: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: RegExp,
  option: string,
) => {
  await events.click(within(dialog).getByRole('combobox', { name: field }));
  await events.click(await screen.findByRole('option', { name: option }));
};

describe('the equipment and types tabs', () => {
  it('shows each equipment with its type, serial, zone and range, and the tabs with counts', async () => {
    renderPage();
    const table = await equipmentsTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      'NomTypeN° de sérieZoneTempératureActions',
    );
    expect((await bodyRows(equipmentsTable())).map(cells)).toEqual([
      [
        'Frigo de préparationPoste froid',
        'Réfrigérateur positif',
        'RF-2041',
        'Cuisine',
        '0 °C – 4 °C',
        '',
      ],
      ['Friteuse double bac', 'Friteuse', '—', 'Cuisine', 'N/A', ''],
      ['Plonge du bar', 'Plonge', '—', 'Non assigné', 'N/A', ''],
    ]);
    expect(screen.getByRole('tab', { name: 'Équipements (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: "Types d'équipement (3)" })).toBeInTheDocument();
  });

  it('shows the types with family badge, range with unit and equipment count', async () => {
    const events = renderPage();
    await events.click(await screen.findByRole('tab', { name: /^Types d'équipement/ }));
    const table = await typesTable();
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      'NomDescriptionFamillePlage de températuresÉquipementsActions',
    );
    expect((await bodyRows(typesTable())).map(cells)).toEqual([
      ['Friteuse', '—', 'Huile de friture', '—', '4', ''],
      ['Plonge', '—', 'Standard', '—', '0', ''],
      ['Réfrigérateur positif', 'Produits frais', 'Température', '0 °C – 4 °C', '8', ''],
    ]);
  });

  it('shows 5 skeleton rows while loading', async () => {
    renderPage({ delay: 60_000 });
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
  });

  it('asks to select a restaurant when none is selected', async () => {
    renderPage({ nothingSelected: true });
    expect(
      await screen.findByText('Veuillez sélectionner un restaurant pour gérer ses équipements...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvel équipement' })).toBeDisabled();
  });

  it('offers the first equipment, or says a type comes first', async () => {
    renderPage({ equipments: [], types: [] });
    expect(await screen.findByText('Aucun équipement dans ce restaurant')).toBeInTheDocument();
    expect(
      await screen.findByText("Créez d'abord un type d'équipement : chaque équipement a un type"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter le premier équipement' })).toBeDisabled();
  });
});

describe('what each role may do', () => {
  it("an EMPLOYEE reads: 'Lecture seule', no actions", async () => {
    renderPage({ role: 'EMPLOYEE' });
    await equipmentsTable();
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvel équipement' })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Modifier Plonge du bar' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('a MANAGER creates, edits and deletes', async () => {
    renderPage({ role: 'MANAGER' });
    await equipmentsTable();
    await enabled('Nouvel équipement');
    expect(await screen.findByRole('button', { name: 'Modifier Plonge du bar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer Plonge du bar' })).toBeEnabled();
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
  });
});

describe('the equipment dialog', () => {
  it("creates an equipment in a zone of the selected restaurant; another restaurant's zones follow", async () => {
    const input = {
      restaurantId: HALLES_ID,
      equipmentTypeId: '1',
      name: 'Saladette',
      zoneId: RESERVE.id,
      serialNumber: 'SL-1',
    };
    const created = vi.fn(() => ({
      data: {
        createEquipment: {
          ...equipment('34', 'Saladette', FRIDGE, { serialNumber: 'SL-1' }),
          restaurant: { __typename: 'Restaurant', id: HALLES_ID },
          zone: { ...RESERVE, equipmentCount: 3 },
          equipmentType: { ...summary(FRIDGE), equipmentCount: 9 },
        },
      },
    }));
    const events = renderPage({
      mocks: [
        { request: { query: CreateEquipmentMutation, variables: { input } }, result: created },
      ],
    });
    await equipmentsTable();
    await events.click(await enabled('Nouvel équipement'));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel équipement' });
    expect(within(dialog).getByRole('combobox', { name: /^Restaurant/ })).toHaveTextContent(
      'La Table des Halles',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText("Le type d'équipement est requis")).toBeInTheDocument();
    expect(within(dialog).getByText("Le nom de l'équipement est requis")).toBeInTheDocument();

    // A restaurant without zones: the zone field is left out; back to Halles, its zones.
    await choose(events, dialog, /^Restaurant/, 'Le Bistrot du Port');
    await waitFor(() =>
      expect(within(dialog).queryByRole('combobox', { name: /^Zone/ })).not.toBeInTheDocument(),
    );
    await choose(events, dialog, /^Restaurant/, 'La Table des Halles');
    await events.click(await within(dialog).findByRole('combobox', { name: /^Zone/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Non assigné',
      'Cuisine',
      'Réserve',
    ]);
    await events.click(screen.getByRole('option', { name: 'Réserve' }));

    await choose(events, dialog, /^Type d'équipement/, 'Réfrigérateur positif');
    await fill(events, within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Saladette');
    await fill(events, within(dialog).getByRole('textbox', { name: 'Numéro de série' }), 'SL-1');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    expect((await bodyRows(equipmentsTable())).map((r) => cells(r)[0])).toEqual([
      'Frigo de préparationPoste froid',
      'Friteuse double bac',
      'Plonge du bar',
      'Saladette',
    ]);
    expect(screen.getByRole('tab', { name: 'Équipements (4)' })).toBeInTheDocument();
    expect(await screen.findByText('Équipement créé')).toBeInTheDocument();
  });

  it('edits an equipment, unassigning it and clearing its serial number', async () => {
    const input = {
      restaurantId: HALLES_ID,
      equipmentTypeId: '1',
      name: 'Frigo de préparation',
      zoneId: null,
      serialNumber: null,
      description: 'Poste froid',
    };
    const updated = vi.fn(() => ({
      data: {
        updateEquipment: {
          ...PREP,
          zone: null,
          serialNumber: null,
          restaurant: { __typename: 'Restaurant', id: HALLES_ID },
          equipmentType: { ...summary(FRIDGE), equipmentCount: 8 },
        },
      },
    }));
    const events = renderPage({
      mocks: [
        {
          request: { query: UpdateEquipmentMutation, variables: { id: '31', input } },
          result: updated,
        },
      ],
    });
    await equipmentsTable();
    await events.click(await enabled('Modifier Frigo de préparation'));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'équipement" });
    expect(await within(dialog).findByRole('combobox', { name: /^Zone/ })).toHaveTextContent(
      'Cuisine',
    );
    await choose(events, dialog, /^Zone/, 'Non assigné');
    await events.clear(within(dialog).getByRole('textbox', { name: 'Numéro de série' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toHaveBeenCalledOnce();
    const [prep] = await bodyRows(equipmentsTable());
    expect(cells(prep!)[3]).toBe('Non assigné');
    expect(await screen.findByText('Équipement modifié')).toBeInTheDocument();
  });
});

describe('the equipment type dialog', () => {
  it('shows min, max and unit only for TEMPERATURE, checks them, and sends numbers', async () => {
    const input = {
      name: 'Saladette',
      equipmentFamily: 'TEMPERATURE',
      temperatureMin: 1.5,
      temperatureMax: 4,
      temperatureUnit: 'CELSIUS',
    };
    const created = vi.fn(() => ({
      data: {
        createEquipmentType: type('4', 'Saladette', {
          equipmentFamily: 'TEMPERATURE',
          temperatureMin: 1.5,
          temperatureMax: 4,
          temperatureUnit: 'CELSIUS',
        }),
      },
    }));
    const events = renderPage({
      mocks: [
        { request: { query: CreateEquipmentTypeMutation, variables: { input } }, result: created },
      ],
    });
    await events.click(await screen.findByRole('tab', { name: /^Types d'équipement/ }));
    await typesTable();
    await events.click(await enabled('Nouveau type'));
    const dialog = await screen.findByRole('dialog', { name: "Nouveau type d'équipement" });
    expect(
      within(dialog).queryByRole('textbox', { name: /^Température m/ }),
    ).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom du type est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('La famille est requise')).toBeInTheDocument();

    await fill(events, within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Saladette');
    await choose(events, dialog, /^Famille/, 'Température');
    const min = within(dialog).getByRole('textbox', { name: /^Température min/ });
    const max = within(dialog).getByRole('textbox', { name: /^Température max/ });
    expect(min).toHaveAttribute('step', '0.1');
    expect(within(dialog).getByRole('combobox', { name: /^Unité/ })).toHaveTextContent(
      'Celsius (°C)',
    );
    await fill(events, min, '6');
    await fill(events, max, '4');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText('La température minimale doit être inférieure à la maximale'),
    ).toBeInTheDocument();
    await events.clear(min);
    await fill(events, min, '1.5');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    const rows = await bodyRows(typesTable());
    expect(cells(rows[3]!)).toEqual(['Saladette', '—', 'Température', '1,5 °C – 4 °C', '0', '']);
    expect(await screen.findByText("Type d'équipement créé")).toBeInTheDocument();
  });

  it('keeps the confirmation open with the server message when the type is in use', async () => {
    const message = 'Ce type est utilisé par 8 équipements';
    const events = renderPage({
      mocks: [
        {
          request: { query: DeleteEquipmentTypeMutation, variables: { id: '1' } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await events.click(await screen.findByRole('tab', { name: /^Types d'équipement/ }));
    await typesTable();
    await events.click(await enabled('Supprimer Réfrigérateur positif'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer le type « Réfrigérateur positif » ?',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Réfrigérateur positif')).toBeInTheDocument();
  });
});
