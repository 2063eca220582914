import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { MockedProvider } from '../test/MockedProvider.tsx';
import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RestaurantSelectionProvider,
  SelectableRestaurantsQuery,
  useSelectedRestaurant,
} from '../lib/restaurant-selection.tsx';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../test/renderApp.tsx';
import { NothingSelected } from '../test/selection.tsx';
import type { SessionUser } from '../app/session.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReadOnlyBadge } from './ReadOnlyBadge.tsx';
import { RequireRestaurant } from './RequireRestaurant.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.ts';
import { usePermissions } from './usePermissions.ts';

function withGraph(
  ui: React.ReactNode,
  user: SessionUser = USERS.ADMIN,
  restaurants = DEMO_RESTAURANTS,
) {
  return render(
    <MockedProvider mocks={shellMocks(user, restaurants)}>
      <RestaurantSelectionProvider>{ui}</RestaurantSelectionProvider>
    </MockedProvider>,
  );
}

describe('RequireRestaurant', () => {
  it('renders the page for the selected restaurant', async () => {
    withGraph(<RequireRestaurant>{(r) => <p>Page de {r.name}</p>}</RequireRestaurant>);
    expect(await screen.findByText('Page de La Table des Halles')).toBeInTheDocument();
  });

  it('asks to select a restaurant when none is selected', async () => {
    render(
      <NothingSelected>
        <RequireRestaurant>{(r) => <p>{r.name}</p>}</RequireRestaurant>
      </NothingSelected>,
    );
    expect(await screen.findByText('Veuillez sélectionner un restaurant...')).toBeInTheDocument();
  });

  it("uses the page's own wording when given", async () => {
    render(
      <NothingSelected>
        <RequireRestaurant message="Veuillez sélectionner un restaurant pour créer un inventaire">
          {(r) => <p>{r.name}</p>}
        </RequireRestaurant>
      </NothingSelected>,
    );
    expect(
      await screen.findByText('Veuillez sélectionner un restaurant pour créer un inventaire'),
    ).toBeInTheDocument();
  });

  it('tells a user who sees no restaurant how to get the first one, without asking to select', async () => {
    withGraph(<RequireRestaurant>{(r) => <p>{r.name}</p>}</RequireRestaurant>, USERS.EMPLOYEE, []);
    expect(await screen.findByText('Aucun restaurant pour le moment')).toBeInTheDocument();
    expect(screen.queryByText(/Veuillez sélectionner/)).not.toBeInTheDocument();
  });

  it('says the restaurants could not be loaded, not that the chain has none', async () => {
    // The shell's graph, but the picker's list fails: an empty list that says nothing.
    const mocks = [
      ...shellMocks(USERS.ADMIN, []).filter(
        (mock) => mock.request.query !== SelectableRestaurantsQuery,
      ),
      { request: { query: SelectableRestaurantsQuery }, error: new Error('Network error') },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <RestaurantSelectionProvider>
          <RequireRestaurant>{(r) => <p>{r.name}</p>}</RequireRestaurant>
        </RestaurantSelectionProvider>
      </MockedProvider>,
    );
    expect(
      await screen.findByText(
        'Impossible de charger vos restaurants. Rechargez la page pour réessayer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aucun restaurant pour le moment')).not.toBeInTheDocument();
    expect(screen.queryByText(/n'a pas encore de restaurant/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Veuillez sélectionner/)).not.toBeInTheDocument();
  });
});

describe('restaurant selection', () => {
  function Probe() {
    const { restaurant, restaurants, replace } = useSelectedRestaurant();
    return (
      <>
        <p data-testid="selected">{restaurant?.name ?? 'aucun'}</p>
        <p data-testid="list">{restaurants.map((r) => r.name).join(' | ')}</p>
        <button
          onClick={() =>
            restaurant && replace({ ...restaurant, name: 'Zinc des Halles', isLab: true })
          }
        >
          renommer
        </button>
      </>
    );
  }

  it('replaces an updated restaurant in the list and in the selection', async () => {
    withGraph(<Probe />);
    await waitFor(() =>
      expect(screen.getByTestId('selected')).toHaveTextContent('La Table des Halles'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'renommer' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('Zinc des Halles');
    // Now a laboratory, it moves after the restaurants.
    expect(screen.getByTestId('list')).toHaveTextContent(
      'Le Bistrot du Port | Le Comptoir Lyonnais | Laboratoire Central | Zinc des Halles',
    );
  });
});

describe('usePermissions', () => {
  function Rights() {
    const { canCreate, canEdit, canDelete, loading } = usePermissions('RESTAURANTS');
    if (loading) return <p>chargement</p>;
    return <p>{[canCreate, canEdit, canDelete].map((b) => (b ? 'oui' : 'non')).join(' ')}</p>;
  }

  it.each([
    [USERS.ADMIN, 'oui oui oui'],
    [USERS.MANAGER, 'non oui non'],
    [USERS.EMPLOYEE, 'non non non'],
  ])("reads $role's rights from me.permissions", async (user, expected) => {
    withGraph(<Rights />, user);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Supprimer l'invitation"
        message="Êtes-vous sûr de vouloir supprimer cette invitation ? Cette action est irréversible."
        confirmLabel="Supprimer"
        destructive
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    );
  }

  it('confirms or cancels', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'invitation" });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ReadOnlyBadge', () => {
  it("reads 'Lecture seule'", () => {
    render(<ReadOnlyBadge />);
    expect(screen.getByText('Lecture seule')).toBeInTheDocument();
  });
});

describe('useDeleteConfirm', () => {
  function Harness({ onDelete }: { onDelete: (name: string) => Promise<void> }) {
    const deletion = useDeleteConfirm<string>({
      onDelete,
      shown: { codes: ['CONFLICT'], fallback: 'Suppression impossible' },
      logLabel: 'test',
    });
    return (
      <>
        <button onClick={() => deletion.ask('Cuisine')}>Supprimer Cuisine</button>
        <ConfirmDialog
          {...deletion.dialogProps}
          title="Supprimer la zone"
          message={`Êtes-vous sûr de vouloir supprimer la zone « ${deletion.target ?? ''} » ?`}
          confirmLabel="Supprimer"
          destructive
        />
      </>
    );
  }
  const conflict = () =>
    new CombinedGraphQLErrors({
      errors: [{ message: 'Cette zone contient 2 surfaces', extensions: { code: 'CONFLICT' } }],
    });

  it('keeps the dialog open with the server message on a listed refusal', async () => {
    const onDelete = vi.fn<(name: string) => Promise<void>>().mockRejectedValueOnce(conflict());
    render(<Harness onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Cuisine' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la zone' });
    expect(dialog).toHaveTextContent('« Cuisine »');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette zone contient 2 surfaces',
    );
    expect(onDelete).toHaveBeenCalledWith('Cuisine');
    // A second try that succeeds closes it.
    onDelete.mockResolvedValueOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes and only logs any other failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('réseau');
    render(<Harness onDelete={() => Promise.reject(failure)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Cuisine' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('[test] deletion failed', failure);
    logged.mockRestore();
  });
});
