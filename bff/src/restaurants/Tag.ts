import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  TagResolvers,
} from '../generated/graphql.ts';
import { TAG_NOT_FOUND } from './job-loaders.ts';
import { restId } from '../resolvers/ids.ts';

// The chain's tags (jobs are tagged with them): `Tag`, `Query.tags` and the tag mutations.

const Tag: TagResolvers = {
  id: (tag) => String(tag.id),
};

const TagQueries: Pick<QueryResolvers, 'tags'> = {
  tags: (_parent, _args, ctx) => ctx.loaders.tags(),
};

const TagMutations: Pick<MutationResolvers, 'createTag' | 'updateTag' | 'deleteTag'> = {
  createTag: async (_parent, { name }, ctx) => {
    const tag = await ctx.rest.call('post', '/api/tags', { body: { name } });
    return tag;
  },

  updateTag: async (_parent, { id, name }, ctx) => {
    const tag = await ctx.rest.call('put', '/api/tags/{id}', {
      params: { id: restId(id, TAG_NOT_FOUND) },
      body: { name },
    });
    return tag;
  },

  deleteTag: async (_parent, { id }, ctx) => {
    const tagId = restId(id, TAG_NOT_FOUND);
    await ctx.rest.call('delete', '/api/tags/{id}', { params: { id: tagId } });
    return String(tagId);
  },
};

export const resolvers: Resolvers = {
  Tag,
  Query: TagQueries,
  Mutation: TagMutations,
};
