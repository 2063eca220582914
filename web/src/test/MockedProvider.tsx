import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import {
  MockedProvider as ApolloMockedProvider,
  type MockedProviderProps,
} from '@apollo/client/testing/react';
import { writesLink } from '../lib/writes-link.ts';

/**
 * Apollo's MockedProvider with the app's writes link in front of its mocks (or of the given link),
 * as the app's own client has it: a screen's write drops and refetches what it made stale
 * (domain/src/graph-writes.ts), so a test mocks the refetch the app would make.
 */
export function MockedProvider({
  link,
  mocks = [],
  mockLinkDefaultOptions,
  showWarnings,
  ...props
}: MockedProviderProps) {
  const terminating =
    link ?? new MockLink(mocks, { defaultOptions: mockLinkDefaultOptions, showWarnings });
  return <ApolloMockedProvider {...props} link={ApolloLink.from([writesLink, terminating])} />;
}
