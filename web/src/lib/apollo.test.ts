import { ApolloLink, ServerError, gql } from '@apollo/client';
import { Observable, of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient, isLoginOperation, readGraphQLError } from './apollo.ts';
import { readSession, saveSession } from './storage.ts';

const USER = {
  id: '1',
  firstName: 'Alice',
  lastName: 'Martin',
  email: 'admin@demo.fr',
  role: 'ADMIN',
} as const;

const RESTAURANTS = gql`
  query R {
    restaurants {
      id
    }
  }
`;
const LOGIN = gql`
  mutation L($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`;

const unauthenticated = {
  errors: [{ message: 'Session expirée', extensions: { code: 'UNAUTHENTICATED' } }],
};

/** A transport that records the headers it is given and answers with `answer`. */
function recordingLink(answer: (op: ApolloLink.Operation) => Observable<ApolloLink.Result>) {
  const headers: Array<Record<string, string> | undefined> = [];
  const link = new ApolloLink((operation) => {
    headers.push(operation.getContext()['headers'] as Record<string, string> | undefined);
    return answer(operation);
  });
  return { link, headers };
}

describe('createApolloClient', () => {
  it('sends the stored token as a bearer on every request, read at request time', async () => {
    const { link, headers } = recordingLink(() => of({ data: { restaurants: [] } }));
    const client = createApolloClient({ terminatingLink: link });

    await client.query({ query: RESTAURANTS, fetchPolicy: 'network-only' });
    saveSession('tok-1', USER);
    await client.query({ query: RESTAURANTS, fetchPolicy: 'network-only' });
    saveSession('tok-2', USER);
    await client.query({ query: RESTAURANTS, fetchPolicy: 'network-only' });

    expect(headers[0]?.['Authorization']).toBeUndefined();
    expect(headers[1]?.['Authorization']).toBe('Bearer tok-1');
    expect(headers[2]?.['Authorization']).toBe('Bearer tok-2');
  });

  it('clears the stored session on an UNAUTHENTICATED answer and reports the loss', async () => {
    saveSession('tok-1', USER);
    const onSessionLost = vi.fn();
    const { link } = recordingLink(() => of(unauthenticated));
    const client = createApolloClient({ terminatingLink: link, onSessionLost });

    await expect(client.query({ query: RESTAURANTS })).rejects.toThrow('Session expirée');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('treats an HTTP 401 the same way', async () => {
    saveSession('tok-1', USER);
    const response = new Response('', { status: 401 });
    const { link } = recordingLink(() =>
      throwError(() => new ServerError('Unauthorized', { response, bodyText: '' })),
    );
    const client = createApolloClient({ terminatingLink: link });

    await expect(client.query({ query: RESTAURANTS })).rejects.toThrow();
    expect(readSession()).toBeNull();
  });

  it('does not report wrong credentials at login as a lost session', async () => {
    const onSessionLost = vi.fn();
    const { link } = recordingLink(() =>
      of({
        errors: [{ message: 'Identifiants incorrects', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    const client = createApolloClient({ terminatingLink: link, onSessionLost });

    await expect(
      client.mutate({ mutation: LOGIN, variables: { email: 'a@demo.fr', password: 'x' } }),
    ).rejects.toThrow('Identifiants incorrects');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('keeps a session opened after the refused request was sent', async () => {
    saveSession('tok-old', USER);
    const gate: { release?: () => void } = {};
    const { link } = recordingLink(
      () =>
        new Observable<ApolloLink.Result>((observer) => {
          gate.release = () => {
            observer.next(unauthenticated);
            observer.complete();
          };
        }),
    );
    const client = createApolloClient({ terminatingLink: link });

    const pending = client.query({ query: RESTAURANTS });
    await vi.waitFor(() => expect(gate.release).toBeDefined());
    saveSession('tok-new', USER);
    gate.release?.();
    await expect(pending).rejects.toThrow();
    expect(readSession()?.token).toBe('tok-new');
  });
});

describe('readGraphQLError', () => {
  it('reads code, message and field errors', async () => {
    const client = createApolloClient({
      terminatingLink: new ApolloLink(() =>
        of({
          errors: [
            {
              message: 'Données invalides',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { email: 'Email invalide', n: 3 },
              },
            },
          ],
        }),
      ),
    });
    const error = await client.query({ query: RESTAURANTS }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(readGraphQLError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Données invalides',
      fieldErrors: { email: 'Email invalide' },
    });
  });

  it('gives no message for a network failure, so the caller shows its French fallback', () => {
    expect(readGraphQLError(new TypeError('Failed to fetch'))).toEqual({
      code: null,
      message: null,
      fieldErrors: {},
    });
  });
});

describe('isLoginOperation', () => {
  it('recognises the login mutation by its root field', () => {
    expect(isLoginOperation(LOGIN)).toBe(true);
    expect(isLoginOperation(RESTAURANTS)).toBe(false);
  });
});
