import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { createApolloClient } from '../lib/apollo.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { PreferencesProvider } from './preferences.tsx';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session.tsx';

// Weeks start on Monday and month names are French wherever dayjs formats outside the pickers.
dayjs.locale('fr');

export function App() {
  // Created once per mounted app, not per module load, so tests and HMR get a fresh cache.
  const [client] = useState(() => createApolloClient());
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        {/* The theme, the formats and the idle timeout follow the signed-in user's choices. */}
        <PreferencesProvider>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
            <Suspense fallback={<PageLoader fullScreen />}>
              <RouterProvider router={router} />
            </Suspense>
          </LocalizationProvider>
        </PreferencesProvider>
      </SessionProvider>
    </ApolloProvider>
  );
}
