import { describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLObjectType,
} from 'graphql';
import sdl from '../../../schema.graphql?raw';
import { WRITES } from '@bo/domain';
import { mutationField, writesLink } from './writes-link.ts';

const schema = buildSchema(sdl);
const mutations = schema.getMutationType()!.getFields();

describe('what each write changes (WRITES, domain/src/graph-writes.ts), against schema.graphql', () => {
  it.each(Object.entries(WRITES))('%s is a mutation of the graph', (name, effect) => {
    expect(mutations[name], `no mutation ${name}`).toBeDefined();
    expect(
      effect.stale?.length || effect.removes || effect.changes?.length,
      `${name} declares nothing`,
    ).toBeTruthy();
  });

  it.each(Object.entries(WRITES).filter(([, effect]) => effect.stale || effect.changes))(
    "%s's stale and changed fields exist",
    (_, effect) => {
      for (const place of [...(effect.stale ?? []), ...(effect.changes ?? [])]) {
        const [typeName = '', field = ''] = place.split('.');
        const type = schema.getType(typeName);
        expect(isObjectType(type), `${typeName} is not an object type`).toBe(true);
        expect((type as GraphQLObjectType).getFields()[field], `no field ${place}`).toBeDefined();
      }
    },
  );

  it.each(Object.entries(WRITES).filter(([, effect]) => effect.removes))(
    '%s answers the id of the object it removes',
    (name, effect) => {
      expect(isObjectType(schema.getType(effect.removes!))).toBe(true);
      const answer = getNullableType(mutations[name]!.type);
      expect(isScalarType(answer) && getNamedType(answer).name).toBe('ID');
    },
  );
});

// The test's own operations, parsed rather than tagged: codegen types only the app's documents.
const LIST = parse(`
  query Products {
    products {
      id
      name
    }
  }
`);
const CREATE = parse(`
  mutation CreateProduct($name: String!) {
    createProduct(input: { name: $name }) {
      id
      name
    }
  }
`);
const TAGS = parse(`
  query Tags {
    tags {
      id
      name
    }
  }
`);
const DELETE_TAG = parse(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);

function client(mocks: MockLink.MockedResponse[]) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([writesLink, new MockLink(mocks, { defaultOptions: { delay: 0 } })]),
  });
}

const product = (id: string, name: string) => ({ __typename: 'Product', id, name });

describe('writesLink', () => {
  it("names a mutation's root field, and no field for a query", () => {
    expect(mutationField(CREATE)).toBe('createProduct');
    expect(mutationField(LIST)).toBeNull();
  });

  it('fetches again the list on screen that a write makes stale, keeping it shown meanwhile, and resolves after it', async () => {
    const apollo = client([
      { request: { query: LIST }, result: { data: { products: [product('1', 'Beurre')] } } },
      {
        request: { query: CREATE, variables: { name: 'Farine' } },
        result: { data: { createProduct: product('2', 'Farine') } },
      },
      {
        request: { query: LIST },
        result: { data: { products: [product('1', 'Beurre'), product('2', 'Farine')] } },
      },
    ]);
    const seen: (string[] | undefined)[] = [];
    const watched = apollo.watchQuery({ query: LIST }).subscribe((result) => {
      const data = result.data as { products?: { name: string }[] } | undefined;
      // From the first answer on, every state the screen is given.
      if (seen.length > 0 || data?.products) seen.push(data?.products?.map((p) => p.name));
    });
    await vi.waitFor(() => expect(seen).toEqual([['Beurre']]));

    await apollo.mutate({ mutation: CREATE, variables: { name: 'Farine' } });

    // Already fresh when the write resolves (a dialog closing on success shows the new row).
    expect(seen.at(-1)).toEqual(['Beurre', 'Farine']);
    // Never emptied on the way: the screen did not blink to its loading state.
    expect(seen.every((names) => names !== undefined)).toBe(true);
    watched.unsubscribe();
  });

  it('drops a stale list that no screen shows, so that its next visit reads it afresh', async () => {
    const apollo = client([
      {
        request: { query: CREATE, variables: { name: 'Farine' } },
        result: { data: { createProduct: product('2', 'Farine') } },
      },
    ]);
    apollo.cache.writeQuery({ query: LIST, data: { products: [product('1', 'Beurre')] } });

    await apollo.mutate({ mutation: CREATE, variables: { name: 'Farine' } });

    expect(apollo.cache.readQuery({ query: LIST })).toBeNull();
  });

  it('takes a deleted object out of the cache and out of every list naming it', async () => {
    const tag = (id: string, name: string) => ({ __typename: 'Tag', id, name });
    const apollo = client([
      {
        request: { query: DELETE_TAG, variables: { id: '7' } },
        result: { data: { deleteTag: '7' } },
      },
    ]);
    apollo.cache.writeQuery({ query: TAGS, data: { tags: [tag('7', 'Bio'), tag('8', 'Local')] } });

    await apollo.mutate({ mutation: DELETE_TAG, variables: { id: '7' } });

    expect(apollo.cache.readQuery<{ tags: { id: string }[] }>({ query: TAGS })?.tags).toEqual([
      tag('8', 'Local'),
    ]);
    expect((apollo.cache.extract() as Record<string, unknown>)['Tag:7']).toBeUndefined();
  });

  it("leaves in the cache the fields only the bff reads again (a write's `changes`)", async () => {
    expect(WRITES.createTag?.changes).toContain('Query.tags');
    const CREATE_TAG = parse(`
      mutation CreateTag($name: String!) {
        createTag(name: $name) {
          id
          name
        }
      }
    `);
    const apollo = client([
      {
        request: { query: CREATE_TAG, variables: { name: 'Local' } },
        result: { data: { createTag: { __typename: 'Tag', id: '8', name: 'Local' } } },
      },
    ]);
    const tags = [{ __typename: 'Tag', id: '7', name: 'Bio' }];
    apollo.cache.writeQuery({ query: TAGS, data: { tags } });

    await apollo.mutate({ mutation: CREATE_TAG, variables: { name: 'Local' } });

    expect(apollo.cache.readQuery({ query: TAGS })).toEqual({ tags });
  });

  it('changes nothing when the write is refused', async () => {
    const apollo = client([
      {
        request: { query: DELETE_TAG, variables: { id: '7' } },
        result: { errors: [{ message: 'Étiquette introuvable' }] },
      },
    ]);
    apollo.cache.writeQuery({
      query: TAGS,
      data: { tags: [{ __typename: 'Tag', id: '7', name: 'Bio' }] },
    });

    await expect(apollo.mutate({ mutation: DELETE_TAG, variables: { id: '7' } })).rejects.toThrow();

    expect((apollo.cache.extract() as Record<string, unknown>)['Tag:7']).toBeDefined();
  });
});
