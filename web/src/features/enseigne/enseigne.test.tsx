import { CombinedGraphQLErrors } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-utils.tsx';
import { fill } from '../../test/fill.ts';
import { EnseigneDetailPage } from './EnseigneDetailPage.tsx';
import {
  DeactivateUserMutation,
  DeleteInvitationMutation,
  EnseigneDetailQuery,
  InviteEmployeeMutation,
  InviteManagerMutation,
  ReactivateUserMutation,
  SetUserRestaurantsMutation,
} from './documents.ts';
import { InviteEmployeeStaffQuery } from './documents.ts';
import { EnseigneOverviewPage } from './EnseigneOverviewPage.tsx';
import { MyEnseigneQuery } from './documents.ts';
import { InvitationList, type InvitationRow } from './InvitationList.tsx';
import { InviteDialog } from './InviteDialog.tsx';

const r = (id: string, name: string, isLab = false) => ({ id, name, isLab });
const RESTAURANTS = [
  r('1', 'Le Bistrot du Port'),
  r('2', 'La Table des Halles'),
  r('3', 'Le Comptoir Lyonnais'),
  r('4', 'Laboratoire Central', true),
  r('5', 'Le Cinquième'),
];

const invitation = (over: Partial<InvitationRow> & { id: string }): InvitationRow => ({
  email: `m${over.id}@exemple.fr`,
  status: 'PENDING',
  createdAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-09T10:00:00.000Z',
  acceptUrl: `http://localhost:4000/accept-invitation?token=tok${over.id}`,
  restaurants: [],
  ...over,
});

describe('InviteDialog for a manager', () => {
  it('selects and deselects every restaurant, and sends the checked ones', async () => {
    const onInvite = vi.fn().mockResolvedValue('http://x/accept-invitation?token=abc');
    const u = userEvent.setup();
    renderPage({
      routes: {
        '/': (
          <InviteDialog
            kind="MANAGER"
            restaurants={RESTAURANTS}
            onInvite={onInvite}
            onClose={() => {}}
          />
        ),
      },
    });
    const list = screen.getByTestId('invite-restaurants');
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(screen.getByText(/aucun restaurant coché/i)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    for (const box of boxes) expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'Tout sélectionner' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Tout désélectionner' }));
    for (const box of boxes) expect(box).not.toBeChecked();

    // The email is required and checked before anything is sent.
    await u.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      "L'email est requis",
    );
    await fill(u, screen.getByRole('textbox', { name: /^Email/ }), 'pas-un-email');
    await u.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Email invalide',
      ),
    );
    expect(onInvite).not.toHaveBeenCalled();

    await u.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await fill(u, screen.getByRole('textbox', { name: /^Email/ }), 'Lea@Exemple.fr');
    await u.click(screen.getByRole('checkbox', { name: 'La Table des Halles' }));
    await u.click(screen.getByRole('checkbox', { name: 'Laboratoire Central' }));
    await u.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(onInvite).toHaveBeenCalledWith({
      kind: 'MANAGER',
      email: 'Lea@Exemple.fr',
      restaurantIds: ['2', '4'],
    });
    expect(await screen.findByText('Invitation créée')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-link')).toHaveValue(
      'http://x/accept-invitation?token=abc',
    );
    expect(screen.getByRole('button', { name: "Copier le lien d'invitation" })).toBeInTheDocument();
  });

  it('places a refusal of the email under the field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onInvite = vi.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Données invalides : Un compte existe déjà avec cet email',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { email: 'Un compte existe déjà avec cet email' },
            },
          },
        ],
      }),
    );
    const u = userEvent.setup();
    renderPage({
      routes: {
        '/': (
          <InviteDialog
            kind="MANAGER"
            restaurants={RESTAURANTS}
            onInvite={onInvite}
            onClose={() => {}}
          />
        ),
      },
    });
    await fill(u, screen.getByRole('textbox', { name: /^Email/ }), 'manager@demo.fr');
    await u.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Un compte existe déjà avec cet email',
      ),
    );
    expect(logged).toHaveBeenCalledWith('[invitations] save failed', expect.anything());
    logged.mockRestore();
  });
});

describe('InvitationList', () => {
  it('shows the status labels, 3 restaurants then +n, and delete only while PENDING', async () => {
    const onDelete = vi.fn();
    renderPage({
      routes: {
        '/': (
          <InvitationList
            onDelete={onDelete}
            invitations={[
              invitation({ id: '1', restaurants: RESTAURANTS }),
              invitation({
                id: '2',
                status: 'ACCEPTED',
                acceptUrl: null,
                restaurants: RESTAURANTS.slice(0, 3),
              }),
              invitation({ id: '3', status: 'EXPIRED', acceptUrl: null }),
            ]}
          />
        ),
      },
    });
    const row = (id: string) => within(screen.getByTestId(`invitation-${id}`));
    expect(row('1').getByText('En attente')).toBeInTheDocument();
    expect(row('2').getByText('Acceptée')).toBeInTheDocument();
    expect(row('3').getByText('Expirée')).toBeInTheDocument();
    for (const id of ['1', '2', '3']) expect(row(id).getByText('Manager')).toBeInTheDocument();

    expect(row('1').getByText('Le Bistrot du Port')).toBeInTheDocument();
    expect(row('1').getByText('Le Comptoir Lyonnais')).toBeInTheDocument();
    expect(row('1').queryByText('Laboratoire Central')).toBeNull();
    expect(row('1').getByText('+2')).toBeInTheDocument();
    expect(row('2').queryByText(/^\+/)).toBeNull();
    expect(row('3').getByText('Aucun restaurant')).toBeInTheDocument();
    expect(row('1').getByText('02/03/2026')).toBeInTheDocument();

    expect(row('1').getByTestId('invitation-link')).toHaveValue(
      'http://localhost:4000/accept-invitation?token=tok1',
    );
    expect(row('2').queryByTestId('invitation-link')).toBeNull();
    expect(row('2').queryByRole('button', { name: /Supprimer/ })).toBeNull();
    expect(row('3').queryByRole('button', { name: /Supprimer/ })).toBeNull();
    await userEvent.click(
      row('1').getByRole('button', { name: "Supprimer l'invitation m1@exemple.fr" }),
    );
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  });
});

const detail = (invitations: InvitationRow[]) => ({
  enseigne: {
    __typename: 'Enseigne',
    id: '7',
    name: 'Enseigne Démo',
    createdAt: '2026-01-15T09:00:00.000Z',
    userCount: 3,
    users: [
      {
        __typename: 'User',
        id: '1',
        firstName: 'Alice',
        lastName: 'Martin',
        email: 'admin@demo.fr',
        role: 'ADMIN',
        active: true,
        deactivatedAt: null,
        restaurants: [],
        homeRestaurant: null,
      },
      {
        __typename: 'User',
        id: '2',
        firstName: 'Marc',
        lastName: 'Dubois',
        email: 'manager@demo.fr',
        role: 'MANAGER',
        active: true,
        deactivatedAt: null,
        restaurants: RESTAURANTS.slice(0, 4).map(({ id, name }) => ({
          __typename: 'Restaurant',
          id,
          name,
        })),
        homeRestaurant: null,
      },
      {
        __typename: 'User',
        id: '3',
        firstName: 'Emma',
        lastName: 'Petit',
        email: 'emma@demo.fr',
        role: 'EMPLOYEE',
        active: false,
        deactivatedAt: '2026-02-01T09:00:00.000Z',
        restaurants: [],
        homeRestaurant: { __typename: 'Restaurant', id: '2', name: 'La Table des Halles' },
      },
    ],
    restaurants: RESTAURANTS.map((x) => ({ __typename: 'Restaurant', ...x })),
    invitations: invitations.map((i) => ({
      __typename: 'Invitation',
      role: 'MANAGER',
      ...i,
      restaurants: i.restaurants.map(({ id, name }) => ({ __typename: 'Restaurant', id, name })),
    })),
  },
});

function renderDetail(mocks: MockLink.MockedResponse[]) {
  return renderPage({
    mocks,
    route: '/enseignes/7',
    routes: { '/enseignes/:id': <EnseigneDetailPage /> },
  });
}

describe('EnseigneDetailPage', () => {
  it('shows users with role badges and a manager’s restaurants, and deletes after confirming', async () => {
    const pending = invitation({ id: '1' });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([pending]) },
      },
      {
        request: { query: DeleteInvitationMutation, variables: { id: '1' } },
        result: { data: { deleteInvitation: '1' } },
      },
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([]) },
      },
    ];
    renderDetail(mocks);
    expect(
      await screen.findByRole('heading', { name: 'Enseigne Démo', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Créée le 15/01/2026 · 3 utilisateurs')).toBeInTheDocument();
    const marc = within(screen.getByTestId('user-2'));
    expect(marc.getByText('Manager')).toBeInTheDocument();
    expect(marc.getByText('+1')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-1')).getByText('Admin')).toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: "Supprimer l'invitation m1@exemple.fr" }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Êtes-vous sûr de vouloir supprimer cette invitation ? Cette action est irréversible.',
      ),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune invitation pour le moment')).toBeInTheDocument();
  });

  it('invites a manager and shows the new link', async () => {
    const created = invitation({
      id: '9',
      email: 'lea@exemple.fr',
      restaurants: [RESTAURANTS[0]!],
    });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([]) },
      },
      {
        request: {
          query: InviteManagerMutation,
          variables: { input: { email: 'lea@exemple.fr', restaurantIds: ['1'] } },
        },
        result: {
          data: {
            inviteManager: {
              __typename: 'Invitation',
              ...created,
              restaurants: [{ __typename: 'Restaurant', id: '1', name: 'Le Bistrot du Port' }],
            },
          },
        },
      },
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([created]) },
      },
    ];
    renderDetail(mocks);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Inviter un manager' }));
    const dialog = await screen.findByRole('dialog');
    await fill(u, within(dialog).getByRole('textbox', { name: /^Email/ }), 'lea@exemple.fr');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Le Bistrot du Port' }));
    await u.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText('Invitation créée')).toBeInTheDocument();
    expect(within(dialog).getByTestId('invitation-link')).toHaveValue(created.acceptUrl);
    expect(await screen.findByTestId('invitation-9')).toBeInTheDocument();
  });

  it('shows each account’s status, and deactivates one after confirming', async () => {
    renderDetail([
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([]) },
      },
      {
        request: { query: DeactivateUserMutation, variables: { id: '2' } },
        result: {
          errors: [
            {
              message: "Le dernier administrateur actif de l'enseigne ne peut pas être désactivé",
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
      {
        request: { query: DeactivateUserMutation, variables: { id: '2' } },
        result: {
          data: {
            deactivateUser: {
              __typename: 'User',
              id: '2',
              active: false,
              deactivatedAt: '2026-03-01T10:00:00.000Z',
            },
          },
        },
      },
    ]);
    const marc = within(await screen.findByTestId('user-2'));
    expect(marc.getByText('Actif')).toBeInTheDocument();
    const emma = within(screen.getByTestId('user-3'));
    expect(emma.getByText('Désactivé')).toBeInTheDocument();
    expect(emma.getByText('depuis le 01/02/2026')).toBeInTheDocument();
    // An employee shows his restaurant; a deactivated account offers its reactivation only.
    expect(emma.getByText('La Table des Halles')).toBeInTheDocument();
    expect(emma.getByRole('button', { name: 'Réactiver le compte de Emma Petit' })).toBeVisible();
    expect(emma.queryByRole('button', { name: /Désactiver/ })).toBeNull();

    const u = userEvent.setup();
    await u.click(marc.getByRole('button', { name: 'Désactiver le compte de Marc Dubois' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Êtes-vous sûr de vouloir désactiver le compte de Marc Dubois \?/),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    // The server's refusal stays under the question; trying again succeeds.
    expect(
      await within(dialog).findByText(
        "Le dernier administrateur actif de l'enseigne ne peut pas être désactivé",
      ),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await marc.findByText('Désactivé')).toBeInTheDocument();
    expect(marc.getByRole('button', { name: 'Réactiver le compte de Marc Dubois' })).toBeVisible();
  });

  it('on a phone, lists one block per user with its actions in reach', async () => {
    // jsdom has no matchMedia: this one says every query (here: narrower than 'sm') matches.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      renderDetail([
        {
          request: { query: EnseigneDetailQuery, variables: { id: '7' } },
          result: { data: detail([]) },
        },
      ]);
      const marc = within(await screen.findByTestId('user-2'));
      expect(screen.queryByRole('table', { name: 'Utilisateurs' })).toBeNull();
      expect(marc.getByText('manager@demo.fr')).toBeInTheDocument();
      expect(marc.getByText('Actif')).toBeInTheDocument();
      expect(
        marc.getByRole('button', { name: 'Modifier les restaurants de Marc Dubois' }),
      ).toBeInTheDocument();
      expect(
        within(screen.getByTestId('user-3')).getByRole('button', {
          name: 'Réactiver le compte de Emma Petit',
        }),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reactivates an account after confirming', async () => {
    renderDetail([
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([]) },
      },
      {
        request: { query: ReactivateUserMutation, variables: { id: '3' } },
        result: {
          data: {
            reactivateUser: { __typename: 'User', id: '3', active: true, deactivatedAt: null },
          },
        },
      },
    ]);
    const u = userEvent.setup();
    const emma = within(await screen.findByTestId('user-3'));
    await u.click(emma.getByRole('button', { name: 'Réactiver le compte de Emma Petit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Il pourra de nouveau se connecter/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Réactiver' }));
    expect(await emma.findByText('Actif')).toBeInTheDocument();
  });

  it("changes a manager's restaurants with the invitation's list", async () => {
    const after = detail([]);
    after.enseigne.users[1]!.restaurants = [
      { __typename: 'Restaurant', id: '5', name: 'Le Cinquième' },
    ];
    renderDetail([
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([]) },
      },
      {
        request: {
          query: SetUserRestaurantsMutation,
          variables: { userId: '2', restaurantIds: ['5'] },
        },
        result: {
          data: {
            setUserRestaurants: {
              __typename: 'User',
              id: '2',
              restaurants: [{ __typename: 'Restaurant', id: '5', name: 'Le Cinquième' }],
            },
          },
        },
      },
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: after },
      },
    ]);
    const u = userEvent.setup();
    const marc = within(await screen.findByTestId('user-2'));
    // Only a manager has restaurants to edit.
    expect(
      within(screen.getByTestId('user-3')).queryByRole('button', { name: /restaurants/ }),
    ).toBeNull();
    await u.click(marc.getByRole('button', { name: 'Modifier les restaurants de Marc Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurants de Marc Dubois' });
    expect(within(dialog).getByRole('checkbox', { name: 'Le Bistrot du Port' })).toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Tout désélectionner' }));
    await u.click(within(dialog).getByRole('checkbox', { name: 'Le Cinquième' }));
    await u.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await marc.findByText('Le Cinquième')).toBeInTheDocument();
  });

  it('invites an employee to a restaurant, linked to a staff record', async () => {
    const created = invitation({
      id: '12',
      email: 'hugo@exemple.fr',
      role: 'EMPLOYEE',
      restaurants: [RESTAURANTS[1]!],
    });
    renderDetail([
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([]) },
      },
      {
        request: { query: InviteEmployeeStaffQuery, variables: { restaurantId: '2' } },
        result: {
          data: {
            employees: [
              { __typename: 'Employee', id: '31', firstName: 'Hugo', lastName: 'Serveur' },
              { __typename: 'Employee', id: '30', firstName: 'Anna', lastName: 'Blanc' },
            ],
          },
        },
      },
      {
        request: {
          query: InviteEmployeeMutation,
          variables: {
            input: { email: 'hugo@exemple.fr', restaurantId: '2', employeeId: '31' },
          },
        },
        result: {
          data: {
            inviteEmployee: {
              __typename: 'Invitation',
              ...created,
              restaurants: [{ __typename: 'Restaurant', id: '2', name: 'La Table des Halles' }],
            },
          },
        },
      },
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: { data: detail([created]) },
      },
    ]);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Inviter un employé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un employé' });
    await fill(u, within(dialog).getByRole('textbox', { name: /^Email/ }), 'hugo@exemple.fr');
    await u.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(
      await within(dialog).findByText("Choisissez le restaurant de l'employé"),
    ).toBeInTheDocument();

    await u.click(within(dialog).getByRole('combobox', { name: /^Restaurant/ }));
    await u.click(await screen.findByRole('option', { name: 'La Table des Halles' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: /^Fiche du personnel/ }),
      ).not.toHaveAttribute('aria-disabled'),
    );
    await u.click(within(dialog).getByRole('combobox', { name: /^Fiche du personnel/ }));
    const options = await screen.findAllByRole('option');
    // 'Aucune fiche' first, then the staff sorted by last name.
    expect(options.map((o) => o.textContent)).toEqual([
      'Aucune fiche',
      'Anna Blanc',
      'Hugo Serveur',
    ]);
    await u.click(screen.getByRole('option', { name: 'Hugo Serveur' }));
    await u.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText('Invitation créée')).toBeInTheDocument();
    const row = within(await screen.findByTestId('invitation-12'));
    expect(row.getByText('Employé')).toBeInTheDocument();
  });

  it("says 'Enseigne introuvable' for another chain's id", async () => {
    renderDetail([
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        result: {
          errors: [{ message: 'Enseigne introuvable', extensions: { code: 'NOT_FOUND' } }],
        },
      },
    ]);
    expect(await screen.findByText('Enseigne introuvable')).toBeInTheDocument();
  });

  it('says it cannot load the chain on any other failure', async () => {
    renderDetail([
      {
        request: { query: EnseigneDetailQuery, variables: { id: '7' } },
        error: new Error('réseau'),
      },
    ]);
    expect(
      await screen.findByText("Impossible de charger les informations de l'enseigne"),
    ).toBeInTheDocument();
  });
});

describe('EnseigneOverviewPage', () => {
  it("shows 'Mon Enseigne' with its counts and links", async () => {
    renderPage({
      routes: { '/': <EnseigneOverviewPage /> },
      mocks: [
        {
          request: { query: MyEnseigneQuery },
          result: {
            data: {
              me: {
                __typename: 'User',
                id: '1',
                enseigne: {
                  __typename: 'Enseigne',
                  id: '7',
                  name: 'Enseigne Démo',
                  createdAt: '2026-01-15T09:00:00.000Z',
                  userCount: 3,
                  restaurantCount: 4,
                },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Mon Enseigne' })).toBeInTheDocument();
    expect(screen.getByText('Enseigne Démo')).toBeInTheDocument();
    expect(screen.getByText('Créée le 15/01/2026')).toBeInTheDocument();
    expect(screen.getByText('3 utilisateurs')).toBeInTheDocument();
    expect(screen.getByText('4 restaurants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Gérer l'enseigne/ })).toHaveAttribute(
      'href',
      '/enseignes/7',
    );
    expect(screen.getByRole('link', { name: /Gérer les utilisateurs/ })).toHaveAttribute(
      'href',
      '/enseignes/7#utilisateurs',
    );
    expect(screen.getByRole('link', { name: /Voir les produits/ })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it("says 'Aucune enseigne trouvée' when the chain is gone", async () => {
    renderPage({
      routes: { '/': <EnseigneOverviewPage /> },
      mocks: [
        {
          request: { query: MyEnseigneQuery },
          result: {
            errors: [{ message: 'Enseigne introuvable', extensions: { code: 'NOT_FOUND' } }],
          },
        },
      ],
    });
    expect(await screen.findByText('Aucune enseigne trouvée')).toBeInTheDocument();
  });
});
