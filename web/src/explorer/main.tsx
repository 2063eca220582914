// The graph's explorer, served by the bff at GET /graphql (bff/README.md): GraphiQL bundled from
// npm by vite.explorer.config.ts, so it works offline and under the bff's Content-Security-Policy
// (no CDN; its Monaco workers and fonts come from the same origin).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readToken } from '../lib/storage.ts';

// Signed in to the web app in this browser: the explorer asks the graph as that user (the token
// is read at each request, like the app's auth link, and never shown in the headers editor).
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    const token = readToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  },
});

const DEFAULT_QUERY = `# Explorateur du graphe de Brigade.
# Connecté à l'application dans ce navigateur, les requêtes partent avec votre session.
{
  me {
    id
    role
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
