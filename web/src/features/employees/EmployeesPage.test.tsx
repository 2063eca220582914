import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { Role } from '@bo/domain';
import { RestaurantSelectionProvider } from '../../lib/restaurant-selection.tsx';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import { NothingSelected } from '../../test/selection.tsx';
import type { EmployeeRow } from './EmployeeTable.tsx';
import { EmployeesPage } from './EmployeesPage.tsx';
import {
  CreateEmployeeMutation,
  DeleteEmployeeMutation,
  EmployeePageQuery,
  UpdateEmployeeMutation,
} from './documents.ts';

// 'La Table des Halles' (id 12) comes first in the picker: it is the selected restaurant.
const HALLES = { __typename: 'Restaurant' as const, id: '12', name: 'La Table des Halles' };

const employee = (
  fields: Partial<EmployeeRow> & { id: string },
): EmployeeRow & {
  __typename: 'Employee';
} => ({
  __typename: 'Employee',
  firstName: 'Léa',
  lastName: 'Garnier',
  pin: '1234',
  contractType: 'CDI',
  contractNbHours: 39,
  createdAt: '2026-03-05T10:00:00.000Z',
  restaurant: HALLES,
  ...fields,
});

const LEA = employee({ id: '1' });
const NATHAN = employee({
  id: '2',
  firstName: 'Nathan',
  lastName: 'Roux',
  pin: '5678',
  contractType: null,
  contractNbHours: null,
});

// The first page of the list, 25 employees a page, by name (the default: no sort sent).
const listMock = (
  employees: EmployeeRow[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: EmployeePageQuery, variables: { restaurantId: '12', limit: 25, offset: 0 } },
  result: {
    data: {
      employeePage: {
        __typename: 'EmployeePage',
        total: employees.length,
        limit: 25,
        offset: 0,
        data: employees,
      },
    },
  },
  ...extra,
});

// The DataGrid's renders make these tests slow under jsdom on a busy machine.
const SLOW_UNDER_LOAD = 60_000;

// The list's chunk (MUI X's DataGrid) takes jsdom a few seconds to load the first time.
beforeAll(() => import('./EmployeeTable.tsx'), 60_000);

function renderPage({
  role = 'ADMIN',
  employees = [LEA, NATHAN],
  restaurants = DEMO_RESTAURANTS,
  nothingSelected = false,
  mocks = [],
  listDelay,
}: {
  role?: Role;
  employees?: EmployeeRow[];
  restaurants?: typeof DEMO_RESTAURANTS;
  /** Restaurants to pick from, none picked (the page asks to select one). */
  nothingSelected?: boolean;
  mocks?: MockLink.MockedResponse[];
  listDelay?: number;
} = {}) {
  const events = userEvent.setup();
  const Selection = nothingSelected ? NothingSelected : RestaurantSelectionProvider;
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={[
          ...shellMocks(USERS[role], restaurants),
          listMock(employees, listDelay ? { delay: listDelay } : {}),
          ...mocks,
        ]}
      >
        <Selection>
          {/* The list keeps its page, sort and search in the address. */}
          <MemoryRouter>
            <EmployeesPage />
          </MemoryRouter>
        </Selection>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const newButton = () => screen.getByRole('button', { name: 'Nouvel employé' });
const table = () => screen.findByRole('grid', { name: 'Employés du restaurant' });
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

describe('the staff table', { timeout: SLOW_UNDER_LOAD }, () => {
  it('shows name, PIN, contract, restaurant and date added', async () => {
    renderPage();
    const staff = await table();
    await waitFor(() => expect(within(staff).getAllByRole('row')).toHaveLength(3));
    expect(within(staff).getAllByRole('row')[0]).toHaveTextContent(
      "NomPINContratRestaurantDate d'ajoutActions",
    );
    const lea = within(await table()).getByRole('row', { name: /Léa Garnier/ });
    expect(lea).toHaveTextContent('1234');
    expect(lea).toHaveTextContent('CDI · 39 h / semaine');
    expect(lea).toHaveTextContent('La Table des Halles');
    expect(lea).toHaveTextContent('05/03/2026');
    const nathan = within(await table()).getByRole('row', { name: /Nathan Roux/ });
    expect(nathan).toHaveTextContent('—');
  });

  it('shows 5 skeleton rows while loading', async () => {
    renderPage({ listDelay: 60_000 });
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
  });

  it('offers the first employee when the restaurant has none', async () => {
    const events = renderPage({ employees: [] });
    expect(await screen.findByText('Aucun employé dans ce restaurant')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Ajouter le premier employé' });
    await waitFor(() => expect(first).toBeEnabled());
    await events.click(first);
    expect(await screen.findByRole('heading', { name: 'Nouvel employé' })).toBeInTheDocument();
  });

  it('asks to select a restaurant, with the new button disabled, when none is selected', async () => {
    renderPage({ nothingSelected: true });
    expect(
      await screen.findByText('Veuillez sélectionner un restaurant pour gérer ses employés...'),
    ).toBeInTheDocument();
    expect(newButton()).toBeDisabled();
  });
});

describe('what each role may do', { timeout: SLOW_UNDER_LOAD }, () => {
  it("an EMPLOYEE reads: 'Lecture seule' and every button disabled", async () => {
    renderPage({ role: 'EMPLOYEE' });
    await table();
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    expect(newButton()).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Modifier Léa Garnier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer Léa Garnier' })).toBeDisabled();
  });

  it('an EMPLOYEE, who reads no PIN (the graph answers null), gets no PIN column', async () => {
    renderPage({
      role: 'EMPLOYEE',
      employees: [employee({ id: '1', pin: null }), { ...NATHAN, pin: null }],
    });
    const staff = await table();
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    await waitFor(() => expect(within(staff).getAllByRole('row')).toHaveLength(3));
    expect(within(staff).getAllByRole('row')[0]).toHaveTextContent(
      "NomContratRestaurantDate d'ajoutActions",
    );
    const lea = within(staff).getByRole('row', { name: /Léa Garnier/ });
    expect(lea).toHaveTextContent('CDI · 39 h / semaine');
  });

  it('a MANAGER creates and edits but does not delete', async () => {
    renderPage({ role: 'MANAGER' });
    await table();
    await waitFor(() => expect(newButton()).toBeEnabled());
    expect(await screen.findByRole('button', { name: 'Modifier Léa Garnier' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer Léa Garnier' })).toBeDisabled();
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
  });

  it('an ADMIN deletes after confirming', async () => {
    const deleted = vi.fn(() => ({ data: { deleteEmployee: '2' } }));
    const events = renderPage({
      mocks: [
        { request: { query: DeleteEmployeeMutation, variables: { id: '2' } }, result: deleted },
        listMock([LEA]),
      ],
    });
    await table();
    const button = await screen.findByRole('button', { name: 'Supprimer Nathan Roux' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer Nathan Roux ? Cette action est irréversible.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Nathan Roux')).not.toBeInTheDocument());
    expect(deleted).toHaveBeenCalledOnce();
    expect(screen.getByText('Léa Garnier')).toBeInTheDocument();
  });
});

describe('the create/edit dialog', { timeout: SLOW_UNDER_LOAD }, () => {
  async function openNew(events: ReturnType<typeof userEvent.setup>) {
    await table();
    await waitFor(() => expect(newButton()).toBeEnabled());
    await events.click(newButton());
    return screen.findByRole('dialog');
  }

  it('requires names and the PIN on create; sends the hours as an integer, no empty contract', async () => {
    const input = {
      firstName: 'Ana',
      lastName: 'Vidal',
      pin: '8080',
      restaurantId: '12',
      contractNbHours: 20,
    };
    const created = vi.fn(() => ({
      data: {
        createEmployee: employee({
          id: '3',
          ...input,
          contractType: null,
        }),
      },
    }));
    const events = renderPage({
      mocks: [
        { request: { query: CreateEmployeeMutation, variables: { input } }, result: created },
        listMock([LEA, NATHAN, employee({ id: '3', ...input, contractType: null })]),
      ],
    });
    const dialog = await openNew(events);
    expect(within(dialog).getByRole('textbox', { name: 'Restaurant' })).toHaveValue(
      'La Table des Halles',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le prénom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le code PIN est requis')).toBeInTheDocument();

    await fill(events, field(/^Prénom/), 'Ana');
    await fill(events, field(/^Nom/), 'Vidal');
    await fill(events, field(/^Code PIN/), '8080');
    await fill(events, within(dialog).getByRole('textbox', { name: 'Heures hebdomadaires' }), '20');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    // The new employee joins the table in name order: Garnier, Roux, Vidal.
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      'Léa Garnier',
      'Nathan Roux',
      'Ana Vidal',
    ]);
    expect(await screen.findByText('Employé ajouté')).toBeInTheDocument();
  });

  it('wants the hours as an integer from 0 to 80 and a PIN of 4 to 6 digits', async () => {
    const events = renderPage();
    const dialog = await openNew(events);
    const hours = within(dialog).getByRole('textbox', { name: 'Heures hebdomadaires' });
    expect(hours).toHaveAttribute('min', '0');
    expect(hours).toHaveAttribute('max', '80');
    await fill(events, hours, '81');
    await fill(events, field(/^Code PIN/), '12');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText("Le nombre d'heures doit être un entier entre 0 et 80"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Le code PIN doit contenir de 4 à 6 chiffres'),
    ).toBeInTheDocument();
  });

  it('puts a taken PIN under the PIN field', async () => {
    const input = { firstName: 'Ana', lastName: 'Vidal', pin: '1234', restaurantId: '12' };
    const events = renderPage({
      mocks: [
        {
          request: { query: CreateEmployeeMutation, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Ce code PIN est déjà utilisé dans ce restaurant', {
                extensions: {
                  code: 'CONFLICT',
                  fieldErrors: { pin: 'Ce code PIN est déjà utilisé dans ce restaurant' },
                },
              }),
            ],
          },
        },
      ],
    });
    const dialog = await openNew(events);
    await fill(events, field(/^Prénom/), 'Ana');
    await fill(events, field(/^Nom/), 'Vidal');
    await fill(events, field(/^Code PIN/), '1234');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    const pin = field(/^Code PIN/);
    await waitFor(() => expect(pin).toHaveAccessibleDescription(/déjà utilisé dans ce restaurant/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('on edit, an empty PIN is left out and an emptied contract is cleared', async () => {
    const input = {
      firstName: 'Léa',
      lastName: 'Garnier-Roy',
      contractType: null,
      contractNbHours: 39,
    };
    const updated = vi.fn(() => ({
      data: { updateEmployee: { ...LEA, lastName: 'Garnier-Roy', contractType: null } },
    }));
    const events = renderPage({
      mocks: [
        {
          request: { query: UpdateEmployeeMutation, variables: { id: '1', input } },
          result: updated,
        },
      ],
    });
    await table();
    const edit = await screen.findByRole('button', { name: 'Modifier Léa Garnier' });
    await waitFor(() => expect(edit).toBeEnabled());
    await events.click(edit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: "Modifier l'employé" })).toBeInTheDocument();
    const pin = field(/^Code PIN/);
    expect(pin).toHaveValue('');
    expect(pin).not.toBeRequired();
    expect(pin).toHaveAccessibleDescription('Laisser vide pour conserver le code actuel');
    expect(within(dialog).getByRole('textbox', { name: 'Heures hebdomadaires' })).toHaveValue('39');

    await events.clear(field(/^Nom/));
    await fill(events, field(/^Nom/), 'Garnier-Roy');
    await events.click(within(dialog).getByRole('combobox', { name: 'Type de contrat' }));
    await events.click(await screen.findByRole('option', { name: 'Aucun' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toHaveBeenCalledOnce();
    expect(await screen.findByText('Léa Garnier-Roy')).toBeInTheDocument();
  });
});
