/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n': typeof types.RestaurantSelection_RestaurantFragmentDoc;
  '\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n': typeof types.SelectableRestaurantsDocument;
  '\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n': typeof types.TestRestaurantsDocument;
  '\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n': typeof types.Session_UserFragmentDoc;
  '\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n': typeof types.SessionMeDocument;
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n': typeof types.SignupDocument;
  '\n  query R {\n    restaurants {\n      id\n    }\n  }\n': typeof types.RDocument;
  '\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n': typeof types.LDocument;
  '\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n': typeof types.MyPermissionsDocument;
};
const documents: Documents = {
  '\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n':
    types.RestaurantSelection_RestaurantFragmentDoc,
  '\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n':
    types.SelectableRestaurantsDocument,
  '\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n':
    types.TestRestaurantsDocument,
  '\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n':
    types.Session_UserFragmentDoc,
  '\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n': types.SessionMeDocument,
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n':
    types.SignupDocument,
  '\n  query R {\n    restaurants {\n      id\n    }\n  }\n': types.RDocument,
  '\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n':
    types.LDocument,
  '\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n':
    types.MyPermissionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n',
): (typeof documents)['\n  fragment RestaurantSelection_restaurant on Restaurant {\n    id\n    name\n    address\n    isLab\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n',
): (typeof documents)['\n  query SelectableRestaurants {\n    restaurants {\n      ...RestaurantSelection_restaurant\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query TestRestaurants {\n    restaurants {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n',
): (typeof documents)['\n  fragment Session_user on User {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n',
): (typeof documents)['\n  query SessionMe {\n    me {\n      ...Session_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...Session_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n      enseigne {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query R {\n    restaurants {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query R {\n    restaurants {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n',
): (typeof documents)['\n  mutation L($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyPermissions {\n    me {\n      id\n      role\n      permissions {\n        area\n        canCreate\n        canEdit\n        canDelete\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
