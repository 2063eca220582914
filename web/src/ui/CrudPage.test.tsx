import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrudPage, useCrudActions, type CreateAction } from './CrudPage.tsx';
import type { Permissions } from './usePermissions.ts';

const RIGHTS = {
  all: { canCreate: true, canEdit: true, canDelete: true, readOnly: false, loading: false },
  none: { canCreate: false, canEdit: false, canDelete: false, readOnly: true, loading: false },
  loading: { canCreate: false, canEdit: false, canDelete: false, readOnly: false, loading: true },
} satisfies Record<string, Permissions>;

const BISTROT = { id: '1', name: 'Le Bistrot du Port' };

function Page({
  permissions = RIGHTS.all,
  restaurant = BISTROT,
  loading = false,
  loadFailed = false,
  create = {},
  deniedHint,
  remove = () => Promise.resolve('Zone supprimée'),
}: {
  permissions?: Permissions;
  restaurant?: typeof BISTROT | null;
  loading?: boolean;
  loadFailed?: boolean;
  create?: Partial<CreateAction>;
  deniedHint?: string;
  remove?: (name: string) => Promise<string>;
}) {
  return (
    <CrudPage
      title="Zones"
      permissions={permissions}
      // A failed load leaves the list empty, as a chain without restaurants would.
      selection={{ restaurant, loading, loadFailed, ...(loadFailed && { restaurants: [] }) }}
      selectMessage="Veuillez sélectionner un restaurant pour gérer ses zones..."
      create={{ label: 'Nouvelle zone', onClick: () => {}, ...create }}
      {...(deniedHint !== undefined && { deniedHint })}
    >
      {(selected) => <Body restaurantName={selected.name} remove={remove} />}
    </CrudPage>
  );
}

function Body({
  restaurantName,
  remove,
}: {
  restaurantName: string;
  remove: (name: string) => Promise<string>;
}) {
  const crud = useCrudActions<string>({
    remove,
    confirm: (name) => ({
      title: 'Supprimer la zone',
      message: `Êtes-vous sûr de vouloir supprimer la zone « ${name} » ?`,
    }),
    confirmLabel: 'Supprimer',
    shown: { codes: ['CONFLICT'], fallback: 'Suppression impossible' },
    logLabel: 'test',
  });
  return (
    <>
      <p>Zones de {restaurantName}</p>
      <button onClick={() => crud.askDelete('Cuisine')}>Supprimer Cuisine</button>
      {crud.overlays}
    </>
  );
}

const newButton = () => screen.getByRole('button', { name: 'Nouvelle zone' });

describe('CrudPage', () => {
  it("shows the title, the restaurant's name and its lists, without 'Lecture seule'", () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Zones' })).toBeInTheDocument();
    expect(screen.getByText('Le Bistrot du Port')).toBeInTheDocument();
    expect(screen.getByText('Zones de Le Bistrot du Port')).toBeInTheDocument();
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
    expect(newButton()).toBeEnabled();
  });

  it("reads 'Lecture seule' without any right, the create button disabled", () => {
    render(<Page permissions={RIGHTS.none} />);
    expect(screen.getByText('Lecture seule')).toBeInTheDocument();
    expect(newButton()).toBeDisabled();
  });

  it('says nothing while the rights load, the create button disabled', async () => {
    render(<Page permissions={RIGHTS.loading} deniedHint="Interdit" />);
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
    expect(newButton()).toBeDisabled();
    await userEvent.hover(newButton().parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains a create button disabled for want of the permission, in its tooltip', async () => {
    render(
      <Page
        permissions={RIGHTS.none}
        deniedHint="Vous n'avez pas les permissions pour créer des zones"
      />,
    );
    expect(newButton()).toBeDisabled();
    await userEvent.hover(newButton().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "Vous n'avez pas les permissions pour créer des zones",
    );
  });

  it('explains a blocked create button to a user who may create, and only to him', async () => {
    const blocked = { blocked: true, hint: "Créez d'abord une zone" };
    const { unmount } = render(<Page create={blocked} />);
    expect(newButton()).toBeDisabled();
    await userEvent.hover(newButton().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Créez d'abord une zone");
    unmount();

    render(<Page permissions={RIGHTS.none} create={blocked} />);
    await userEvent.hover(newButton().parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('asks to select a restaurant when there is none, the create button disabled', () => {
    render(<Page restaurant={null} />);
    expect(
      screen.getByText('Veuillez sélectionner un restaurant pour gérer ses zones...'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Zones de/)).not.toBeInTheDocument();
    expect(newButton()).toBeDisabled();
  });

  it('says the restaurants could not be loaded, not how to get the first one, when they failed', () => {
    render(<Page restaurant={null} loadFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de charger vos restaurants. Rechargez la page pour réessayer.',
    );
    expect(screen.queryByText('Aucun restaurant pour le moment')).not.toBeInTheDocument();
    expect(screen.queryByText(/Veuillez sélectionner/)).not.toBeInTheDocument();
    expect(newButton()).toBeDisabled();
  });

  it('shows a loader, not the request to select, while the selection loads', () => {
    render(<Page restaurant={null} loading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText(/Veuillez sélectionner/)).not.toBeInTheDocument();
  });
});

describe('useCrudActions', () => {
  const conflict = () =>
    new CombinedGraphQLErrors({
      errors: [{ message: 'Cette zone contient 2 surfaces', extensions: { code: 'CONFLICT' } }],
    });

  it("keeps the confirmation open with the server's 409 reason, then deletes with a toast", async () => {
    const remove = vi
      .fn<(name: string) => Promise<string>>()
      .mockRejectedValueOnce(conflict())
      .mockResolvedValueOnce('Zone supprimée');
    render(<Page remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Cuisine' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la zone' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer la zone « Cuisine » ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette zone contient 2 surfaces',
    );
    expect(screen.queryByText('Zone supprimée')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Zone supprimée')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove).toHaveBeenCalledWith('Cuisine');
  });

  it('closes and only logs a failure it cannot explain, without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('réseau');
    render(<Page remove={() => Promise.reject(failure)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Cuisine' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('[test] deletion failed', failure);
    expect(screen.queryByText('Zone supprimée')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
