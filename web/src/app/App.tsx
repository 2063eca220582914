import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../lib/apollo.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { PreferencesProvider } from './preferences.tsx';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session.tsx';

export function App() {
  // Created once per mounted app, not per module load, so tests and HMR get a fresh cache.
  const [client] = useState(() => createApolloClient());
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        {/* The theme, the formats and the idle timeout follow the signed-in user's choices. The
            date pickers' localization is the signed-in pages' (router.tsx), not the login's. */}
        <PreferencesProvider>
          <Suspense fallback={<PageLoader fullScreen />}>
            <RouterProvider router={router} />
          </Suspense>
        </PreferencesProvider>
      </SessionProvider>
    </ApolloProvider>
  );
}
