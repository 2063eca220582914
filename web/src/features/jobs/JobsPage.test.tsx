// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: these tests read colours as a browser computes them (rgb()),
// which happy-dom leaves as written.
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
import { keepStyles } from '../../test/styles.tsx';
import type { JobRow } from './JobTable.tsx';
import { JobsPage } from './JobsPage.tsx';
import {
  CreateJobMutation,
  DeleteJobMutation,
  RestaurantJobsQuery,
  UpdateJobMutation,
} from './documents.ts';

// 'La Table des Halles' (id 12) comes first in the picker: it is the selected restaurant.
const job = (fields: Partial<JobRow> & { id: string; title: string }) => ({
  __typename: 'Job' as const,
  breakDuration: 30,
  color: '#F44336',
  displayColor: '#F44336',
  isActive: true,
  createdAt: '2026-03-05T10:00:00.000Z',
  ...fields,
});

const CUISINIER = job({ id: '1', title: 'Cuisinier' });
const PLONGEUR = job({
  id: '2',
  title: 'Plongeur',
  breakDuration: 20,
  color: 'vert d’eau',
  displayColor: '#9E9E9E',
});
const CHEF = job({
  id: '3',
  title: 'Chef de rang',
  color: '#9C27B0',
  displayColor: '#9C27B0',
  isActive: false,
});

const listMock = (
  jobs: JobRow[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: RestaurantJobsQuery, variables: { restaurantId: '12' } },
  result: { data: { restaurant: { __typename: 'Restaurant', id: '12', jobs } } },
  ...extra,
});

function renderPage({
  role = 'ADMIN',
  jobs = [CUISINIER, PLONGEUR, CHEF],
  restaurants = DEMO_RESTAURANTS,
  nothingSelected = false,
  mocks = [],
  listDelay,
}: {
  role?: Role;
  jobs?: JobRow[];
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
          listMock(jobs, listDelay ? { delay: listDelay } : {}),
          ...mocks,
        ]}
      >
        <Selection>
          <JobsPage />
        </Selection>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const newButton = () => screen.getByRole('button', { name: 'Nouveau poste' });
const table = () => screen.findByRole('table', { name: 'Postes du restaurant' });
const titlesShown = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('the jobs table', () => {
  it('shows title, colour, break, status and creation date, by title', async () => {
    renderPage();
    const jobs = await table();
    await waitFor(() => expect(within(jobs).getAllByRole('row')).toHaveLength(4));
    expect(within(jobs).getAllByRole('row')[0]).toHaveTextContent(
      'TitreCouleurPauseStatutDate de créationActions',
    );
    expect(await titlesShown()).toEqual(['Chef de rang', 'Cuisinier', 'Plongeur']);
    const cuisinier = within(jobs).getByRole('row', { name: /Cuisinier/ });
    expect(cuisinier).toHaveTextContent('#F44336');
    expect(cuisinier).toHaveTextContent('30 min');
    expect(cuisinier).toHaveTextContent('Actif');
    expect(cuisinier).toHaveTextContent('05/03/2026');
    expect(within(jobs).getByRole('row', { name: /Chef de rang/ })).toHaveTextContent('Inactif');
  });

  it('paints each swatch with the display colour: grey for a colour it does not know', async () => {
    keepStyles();
    renderPage();
    const jobs = await table();
    await waitFor(() => expect(within(jobs).getAllByRole('row')).toHaveLength(4));
    const swatch = (title: string) =>
      within(jobs)
        .getByRole('row', { name: new RegExp(title) })
        .querySelector('span[aria-hidden]')!;
    expect(getComputedStyle(swatch('Cuisinier')).backgroundColor).toBe('rgb(244, 67, 54)');
    const plongeur = within(jobs).getByRole('row', { name: /Plongeur/ });
    expect(plongeur).toHaveTextContent('vert d’eau');
    expect(plongeur).toHaveTextContent('20 min');
    expect(getComputedStyle(swatch('Plongeur')).backgroundColor).toBe('rgb(158, 158, 158)');
  });

  it('shows 4 skeleton rows while loading', async () => {
    renderPage({ listDelay: 60_000 });
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4));
  });

  it('offers the first job when the restaurant has none', async () => {
    const events = renderPage({ jobs: [] });
    expect(await screen.findByText('Aucun poste dans ce restaurant')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Créer le premier poste' });
    await waitFor(() => expect(first).toBeEnabled());
    await events.click(first);
    expect(await screen.findByRole('heading', { name: 'Nouveau poste' })).toBeInTheDocument();
  });

  it('asks to select a restaurant, with the new button disabled, when none is selected', async () => {
    renderPage({ nothingSelected: true });
    expect(
      await screen.findByText('Veuillez sélectionner un restaurant pour gérer ses postes...'),
    ).toBeInTheDocument();
    expect(newButton()).toBeDisabled();
  });

  it('only logs a failure to load (docs/areas/platform.md#errors)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider theme={theme}>
        <MockedProvider
          mocks={[
            ...shellMocks(USERS.ADMIN, DEMO_RESTAURANTS),
            { ...listMock([]), result: undefined, error: new Error('réseau') },
          ]}
        >
          <RestaurantSelectionProvider>
            <JobsPage />
          </RestaurantSelectionProvider>
        </MockedProvider>
      </ThemeProvider>,
    );
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[jobs] loading failed', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Aucun poste dans ce restaurant')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('what each role may do', () => {
  it("an EMPLOYEE reads: 'Lecture seule', no new button, no row action", async () => {
    renderPage({ role: 'EMPLOYEE' });
    await table();
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    expect(newButton()).toBeDisabled();
    expect(await screen.findByText('Cuisinier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier Cuisinier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer Cuisinier' })).not.toBeInTheDocument();
  });

  it('a MANAGER creates, edits and deletes', async () => {
    renderPage({ role: 'MANAGER' });
    await table();
    await waitFor(() => expect(newButton()).toBeEnabled());
    expect(await screen.findByRole('button', { name: 'Modifier Cuisinier' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer Cuisinier' })).toBeEnabled();
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation of docs/areas/restaurants.md#deleting', async () => {
    const deleted = vi.fn(() => ({ data: { deleteJob: '2' } }));
    const events = renderPage({
      mocks: [{ request: { query: DeleteJobMutation, variables: { id: '2' } }, result: deleted }],
    });
    await table();
    const button = await screen.findByRole('button', { name: 'Supprimer Plongeur' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer le poste « Plongeur » ?');
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Plongeur')).not.toBeInTheDocument());
    expect(deleted).toHaveBeenCalledOnce();
    expect(await screen.findByText('Poste supprimé')).toBeInTheDocument();
    expect(screen.getByText('Cuisinier')).toBeInTheDocument();
  });

  it("keeps the confirmation open with the server's message when the job is in use", async () => {
    const message = 'Ce poste est utilisé par 3 shifts';
    const events = renderPage({
      mocks: [
        {
          request: { query: DeleteJobMutation, variables: { id: '1' } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await table();
    const button = await screen.findByRole('button', { name: 'Supprimer Cuisinier' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the create/edit dialog', () => {
  async function openNew(events: ReturnType<typeof userEvent.setup>) {
    await table();
    await waitFor(() => expect(newButton()).toBeEnabled());
    await events.click(newButton());
    return screen.findByRole('dialog');
  }
  const titleField = () => screen.getByRole('textbox', { name: /^Titre/ });
  const colorField = () => screen.getByRole('textbox', { name: /^Couleur/ });
  // A text field with the decimal keypad (issue 10 item 7): its value is the text typed.
  const breakField = () => screen.getByRole('textbox', { name: /^Pause/ });

  it('starts from a 30-minute break, the default colour and active; requires a title', async () => {
    const input = {
      restaurantId: '12',
      title: 'Sommelier',
      breakDuration: 30,
      color: '#2196F3',
      isActive: true,
    };
    const created = vi.fn(() => ({ data: { createJob: job({ id: '9', ...input }) } }));
    const events = renderPage({
      mocks: [{ request: { query: CreateJobMutation, variables: { input } }, result: created }],
    });
    const dialog = await openNew(events);
    expect(breakField()).toHaveValue('30');
    expect(breakField()).toHaveAttribute('min', '0');
    expect(breakField()).toHaveAttribute('step', '1');
    expect(colorField()).toHaveValue('#2196F3');
    expect(within(dialog).getByRole('switch', { name: 'Poste actif' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Couleur #2196F3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Restaurant' })).toHaveValue(
      'La Table des Halles',
    );

    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le titre est requis')).toBeInTheDocument();
    await fill(events, titleField(), 'Sommelier');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    expect(await titlesShown()).toEqual(['Chef de rang', 'Cuisinier', 'Plongeur', 'Sommelier']);
    expect(await screen.findByText('Poste créé')).toBeInTheDocument();
  });

  it('offers the 16 preset colours; a click selects one and fills the field', async () => {
    const events = renderPage();
    const dialog = await openNew(events);
    const presets = within(
      within(dialog).getByRole('group', { name: 'Couleurs prédéfinies' }),
    ).getAllByRole('button');
    expect(presets).toHaveLength(16);
    await events.click(within(dialog).getByRole('button', { name: 'Couleur #795548' }));
    expect(colorField()).toHaveValue('#795548');
    expect(within(dialog).getByRole('button', { name: 'Couleur #795548' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Couleur #2196F3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Free text is allowed too; then no preset is selected.
    await events.clear(colorField());
    await fill(events, colorField(), 'bordeaux');
    expect(presets.filter((p) => p.getAttribute('aria-pressed') === 'true')).toHaveLength(0);
  });

  it('wants the break as an integer of at least 0 and a colour', async () => {
    const events = renderPage();
    const dialog = await openNew(events);
    await fill(events, titleField(), 'Barman');
    await events.clear(breakField());
    await fill(events, breakField(), '-5');
    await events.clear(colorField());
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText(
        'La pause doit être un nombre entier de minutes, positif ou nul',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('La couleur est requise')).toBeInTheDocument();
    await events.clear(breakField());
    await fill(events, breakField(), '12.5');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText(
        'La pause doit être un nombre entier de minutes, positif ou nul',
      ),
    ).toBeInTheDocument();
  });

  it('edits every field of a job and puts server errors under their fields', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const input = { title: 'Plonge', breakDuration: 0, color: '#009688', isActive: false };
    const updated = vi.fn(() => ({
      data: { updateJob: { ...PLONGEUR, ...input, displayColor: '#009688' } },
    }));
    const events = renderPage({
      mocks: [
        {
          request: {
            query: UpdateJobMutation,
            variables: { id: '2', input: { ...input, title: 'Refusé' } },
          },
          result: {
            errors: [
              new GraphQLError('Données invalides : 100 caractères au plus', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: { title: '100 caractères au plus' },
                },
              }),
            ],
          },
        },
        { request: { query: UpdateJobMutation, variables: { id: '2', input } }, result: updated },
      ],
    });
    await table();
    const edit = await screen.findByRole('button', { name: 'Modifier Plongeur' });
    await waitFor(() => expect(edit).toBeEnabled());
    await events.click(edit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Modifier le poste' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('Plongeur');
    expect(breakField()).toHaveValue('20');
    expect(colorField()).toHaveValue('vert d’eau');

    await events.clear(titleField());
    await fill(events, titleField(), 'Refusé');
    await events.clear(breakField());
    await fill(events, breakField(), '0');
    await events.click(within(dialog).getByRole('button', { name: 'Couleur #009688' }));
    await events.click(within(dialog).getByRole('switch', { name: 'Poste actif' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(titleField()).toHaveAccessibleDescription('100 caractères au plus'));

    await events.clear(titleField());
    await fill(events, titleField(), 'Plonge');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toHaveBeenCalledOnce();
    const row = within(await table()).getByRole('row', { name: /Plonge/ });
    expect(row).toHaveTextContent('0 min');
    expect(row).toHaveTextContent('Inactif');
    expect(await screen.findByText('Poste modifié')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[jobs] save failed', expect.anything());
    logged.mockRestore();
  });
});
