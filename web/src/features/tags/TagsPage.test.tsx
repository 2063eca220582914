import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { Role } from '@bo/domain';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../test/renderApp.tsx';
import type { TagRow } from './TagTable.tsx';
import { TagsPage } from './TagsPage.tsx';
import { CreateTagMutation, DeleteTagMutation, TagsQuery, UpdateTagMutation } from './documents.ts';

const tag = (id: string, name: string, createdAt = '2026-03-05T10:00:00.000Z') => ({
  __typename: 'Tag' as const,
  id,
  name,
  createdAt,
});
const BIO = tag('1', 'Bio');
const MAISON = tag('2', 'Fait maison', '2026-04-01T09:00:00.000Z');
const VEGE = tag('3', 'Végétarien');

const HINT = "Vous n'avez pas les permissions pour créer des tags";

function renderPage({
  role = 'ADMIN',
  tags = [VEGE, BIO, MAISON],
  mocks = [],
  listDelay,
}: {
  role?: Role;
  tags?: TagRow[];
  mocks?: MockLink.MockedResponse[];
  listDelay?: number;
} = {}) {
  const events = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={[
          ...shellMocks(USERS[role], DEMO_RESTAURANTS),
          {
            request: { query: TagsQuery },
            result: { data: { tags } },
            ...(listDelay ? { delay: listDelay } : {}),
          },
          ...mocks,
        ]}
      >
        <TagsPage />
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

const newButton = () => screen.getByRole('button', { name: 'Nouveau tag' });
const table = () => screen.findByRole('table', { name: "Tags de l'enseigne" });
const namesShown = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
const nameField = () => screen.getByRole('textbox', { name: /^Nom/ });

describe('the tags table', () => {
  it('shows name and creation date, by name', async () => {
    renderPage();
    const tags = await table();
    await waitFor(() => expect(within(tags).getAllByRole('row')).toHaveLength(4));
    expect(within(tags).getAllByRole('row')[0]).toHaveTextContent('NomDate de créationActions');
    expect(await namesShown()).toEqual(['Bio', 'Fait maison', 'Végétarien']);
    expect(within(tags).getByRole('row', { name: /Fait maison/ })).toHaveTextContent('01/04/2026');
  });

  it('shows 5 skeleton rows while loading', async () => {
    renderPage({ listDelay: 60_000 });
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
  });

  it('offers the first tag when the chain has none', async () => {
    const events = renderPage({ tags: [] });
    expect(await screen.findByText('Aucun tag')).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: 'Créer le premier tag' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau tag' })).toBeInTheDocument();
  });
});

describe('who may change tags (docs/areas/restaurants.md#tags)', () => {
  it.each<Role>(['MANAGER', 'EMPLOYEE'])(
    "a %s reads: 'Lecture seule', the new button disabled with the hint",
    async (role) => {
      renderPage({ role });
      await table();
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      expect(newButton()).toBeDisabled();
      expect(newButton()).toHaveAccessibleDescription(HINT);
      expect(screen.getByText(HINT)).toBeVisible();
      // The table shows skeleton rows first: wait for the tag itself.
      expect(await screen.findByText('Bio')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Modifier Bio' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Supprimer Bio' })).not.toBeInTheDocument();
    },
  );

  it('an ADMIN may create, edit and delete; no badge, no hint', async () => {
    renderPage();
    await table();
    await waitFor(() => expect(newButton()).toBeEnabled());
    expect(await screen.findByRole('button', { name: 'Modifier Bio' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer Bio' })).toBeEnabled();
    expect(screen.queryByText('Lecture seule')).not.toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});

describe('the create/edit dialog', () => {
  async function openNew(events: ReturnType<typeof userEvent.setup>) {
    await table();
    await waitFor(() => expect(newButton()).toBeEnabled());
    await events.click(newButton());
    return screen.findByRole('dialog');
  }

  it('requires a name, creates the tag and puts it in its place', async () => {
    const created = vi.fn(() => ({ data: { createTag: tag('9', 'Épicé') } }));
    const events = renderPage({
      mocks: [
        { request: { query: CreateTagMutation, variables: { name: 'Épicé' } }, result: created },
      ],
    });
    const dialog = await openNew(events);
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom du tag est requis')).toBeInTheDocument();
    await fill(events, nameField(), '  Épicé ');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledOnce();
    expect(await namesShown()).toEqual(['Bio', 'Épicé', 'Fait maison', 'Végétarien']);
    expect(await screen.findByText('Tag créé')).toBeInTheDocument();
  });

  it("shows the server's message under the name when it is taken", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = renderPage({
      mocks: [
        {
          request: { query: CreateTagMutation, variables: { name: 'bio' } },
          result: {
            errors: [
              new GraphQLError('Un tag porte déjà ce nom', {
                extensions: { code: 'CONFLICT', fieldErrors: { name: 'Un tag porte déjà ce nom' } },
              }),
            ],
          },
        },
      ],
    });
    const dialog = await openNew(events);
    await fill(events, nameField(), 'bio');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('Un tag porte déjà ce nom'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Typing again clears the server's message.
    await events.type(nameField(), 'x');
    expect(nameField()).not.toHaveAccessibleDescription('Un tag porte déjà ce nom');
    logged.mockRestore();
  });

  it('renames a tag', async () => {
    const updated = vi.fn(() => ({ data: { updateTag: { ...BIO, name: 'Agriculture bio' } } }));
    const events = renderPage({
      mocks: [
        {
          request: { query: UpdateTagMutation, variables: { id: '1', name: 'Agriculture bio' } },
          result: updated,
        },
      ],
    });
    await table();
    const edit = await screen.findByRole('button', { name: 'Modifier Bio' });
    await waitFor(() => expect(edit).toBeEnabled());
    await events.click(edit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Modifier le tag' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Bio');
    await events.clear(nameField());
    await fill(events, nameField(), 'Agriculture bio');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updated).toHaveBeenCalledOnce();
    expect(await namesShown()).toEqual(['Agriculture bio', 'Fait maison', 'Végétarien']);
    expect(await screen.findByText('Tag modifié')).toBeInTheDocument();
  });
});

describe('deleting a tag', () => {
  it('asks the confirmation of docs/areas/restaurants.md#deleting, then deletes', async () => {
    const deleted = vi.fn(() => ({ data: { deleteTag: '2' } }));
    const events = renderPage({
      mocks: [{ request: { query: DeleteTagMutation, variables: { id: '2' } }, result: deleted }],
    });
    await table();
    const button = await screen.findByRole('button', { name: 'Supprimer Fait maison' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer le tag « Fait maison » ?');
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Fait maison')).not.toBeInTheDocument());
    expect(deleted).toHaveBeenCalledOnce();
    expect(await screen.findByText('Tag supprimé')).toBeInTheDocument();
  });

  it('keeps nothing open and only logs another failure (docs/areas/platform.md#errors)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = renderPage({
      mocks: [
        {
          request: { query: DeleteTagMutation, variables: { id: '1' } },
          error: new Error('réseau'),
        },
      ],
    });
    await table();
    const button = await screen.findByRole('button', { name: 'Supprimer Bio' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('[tags] deletion failed', expect.anything());
    expect(screen.getByText('Bio')).toBeInTheDocument();
    logged.mockRestore();
  });
});
