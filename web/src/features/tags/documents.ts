import { graphql } from '../../gql';

export const TagTableFragment = graphql(`
  fragment TagTable_tag on Tag {
    id
    name
    createdAt
  }
`);

export const TagsQuery = graphql(`
  query Tags {
    tags {
      ...TagTable_tag
    }
  }
`);

export const CreateTagMutation = graphql(`
  mutation CreateTag($name: String!) {
    createTag(name: $name) {
      ...TagTable_tag
    }
  }
`);

export const UpdateTagMutation = graphql(`
  mutation UpdateTag($id: ID!, $name: String!) {
    updateTag(id: $id, name: $name) {
      ...TagTable_tag
    }
  }
`);

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);
