import { describe, expect, it, vi } from 'vitest';
import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, parse } from 'graphql';
import { RestaurantSelectionProvider } from './restaurant-selection.tsx';
import { theme } from '../app/theme.ts';
import { JobsPage } from '../features/jobs/JobsPage.tsx';
import { CreateJobMutation, RestaurantJobsQuery } from '../features/jobs/documents.ts';
import { fill } from '../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../test/renderApp.tsx';
import { createApolloClient, createSessionLinks } from './apollo.ts';
import { currentSaveKey, useSaveKey } from './idempotency.ts';

// The bff's words for a save whose outcome it does not know (bff/src/rest/errors.ts).
const UNKNOWN =
  "Le service n'a pas répondu à temps : l'enregistrement a pu être fait ou non. Vous pouvez réessayer sans risque de doublon.";

const input = (title: string) => ({
  restaurantId: '12',
  title,
  breakDuration: 30,
  color: '#2196F3',
  isActive: true,
});

/** Every attempt of a job's creation fails as a stalled api would make it. */
const unknownOutcome = (title: string) => ({
  request: { query: CreateJobMutation, variables: { input: input(title) } },
  result: {
    errors: [
      new GraphQLError(UNKNOWN, {
        extensions: { code: 'UPSTREAM_UNAVAILABLE', writeOutcome: 'UNKNOWN' },
      }),
    ],
  },
  maxUsageCount: 10,
});

/** The jobs page on the app's own links, noting the Idempotency-Key of each CreateJob. */
function renderJobs() {
  const keys: (string | undefined)[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    if (operation.operationName === 'CreateJob') {
      const headers = operation.getContext()['headers'] as Record<string, string> | undefined;
      keys.push(headers?.['Idempotency-Key']);
    }
    return forward(operation);
  });
  const mocks = new MockLink([
    ...shellMocks(USERS.ADMIN, DEMO_RESTAURANTS),
    {
      request: { query: RestaurantJobsQuery, variables: { restaurantId: '12' } },
      result: { data: { restaurant: { __typename: 'Restaurant', id: '12', jobs: [] } } },
    },
    unknownOutcome('Sommelier'),
    unknownOutcome('Sommelière'),
  ]);
  const events = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider link={ApolloLink.from([createSessionLinks(), recorder, mocks])}>
        <RestaurantSelectionProvider>
          <JobsPage />
        </RestaurantSelectionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { events, keys };
}

describe('the idempotency key of a save', () => {
  it('is the same when the same values are saved again, new for other values or a new opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, keys } = renderJobs();
    const newButton = await screen.findByRole('button', { name: 'Nouveau poste' });
    await waitFor(() => expect(newButton).toBeEnabled());
    await events.click(newButton);
    let dialog = await screen.findByRole('dialog');
    const title = () => within(dialog).getByRole('textbox', { name: /^Titre/ });
    // The dialog's buttons stay disabled until the previous save's answer is handled (under load,
    // after its request was already recorded).
    const press = async (name: string) => {
      const button = within(dialog).getByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await events.click(button);
    };
    const submit = () => press('Créer');

    await fill(events, title(), 'Sommelier');
    await submit();
    // The outcome is unknown: the dialog says so and keeps what was typed.
    expect(await within(dialog).findByText(UNKNOWN)).toBeInTheDocument();
    expect(title()).toHaveValue('Sommelier');
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    // Enregistrer again, nothing changed: the same save, the same key.
    await submit();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);

    // Other values: another save.
    await events.clear(title());
    await fill(events, title(), 'Sommelière');
    await submit();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[1]);
    await submit();
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(keys[3]).toBe(keys[2]);

    // Closed and opened again: a new save, even with the same values.
    await press('Annuler');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Nouveau poste' }));
    dialog = await screen.findByRole('dialog');
    await fill(events, title(), 'Sommelière');
    await submit();
    await waitFor(() => expect(keys).toHaveLength(5));
    expect(keys[4]).not.toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
  }, 60_000);

  it('goes on the mutations of a save only: not on its queries, not on other mutations', async () => {
    const headers: (Record<string, string> | undefined)[] = [];
    const client = createApolloClient({
      terminatingLink: new ApolloLink((operation) => {
        headers.push(operation.getContext()['headers'] as Record<string, string> | undefined);
        return of({ data: { ping: true } });
      }),
    });
    // parse(), not gql``: codegen collects gql`` documents, and these probe no real field.
    const PING_QUERY = parse('query PingQuery { ping }');
    const PING_MUTATION = parse('mutation PingMutation { ping }');
    let key: string | undefined;
    function Saver() {
      const saveKey = useSaveKey();
      key = undefined;
      void saveKey.run({ a: 1 }, async () => {
        await client.query({ query: PING_QUERY, fetchPolicy: 'network-only' });
        await client.mutate({ mutation: PING_MUTATION });
      });
      return null;
    }
    render(<Saver />);
    await waitFor(() => expect(headers).toHaveLength(2));
    expect(headers[0]?.['Idempotency-Key']).toBeUndefined();
    key = headers[1]?.['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // Once the save is over, a mutation of something else carries none.
    await waitFor(() => expect(currentSaveKey()).toBeNull());
    await client.mutate({ mutation: PING_MUTATION });
    expect(headers[2]?.['Idempotency-Key']).toBeUndefined();
  });
});
