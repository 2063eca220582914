import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readKioskToken } from './storage.ts';

/**
 * The kiosk's own client: the device token on every request, and none of the session's links (a
 * refused device token is the kiosk's to show, not a session to clear).
 */
export function createKioskClient(uri = '/graphql'): ApolloClient {
  const deviceLink = new SetContextLink((previous) => {
    const token = readKioskToken();
    return token
      ? {
          headers: {
            ...(previous['headers'] as Record<string, string>),
            Authorization: `Bearer ${token}`,
          },
        }
      : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([deviceLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
  });
}
