import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp.tsx';

// The screens of the products, stock and purchasing sections, apart from router.test.tsx (the
// redirects, the guards and the other screens) so that two workers share the route table.
//
// A screen that reads an entity gets no answer from the mocked graph here: it shows what it shows
// when that read fails (its not-found or failure heading; an edit form and a count go back to
// their list), which proves the route reached that screen.
describe('screens', () => {
  it.each([
    ['/tags', 'Tags'],
    ['/suppliers', 'Fournisseurs'],
    ['/suppliers/new', 'Nouveau fournisseur'],
    ['/suppliers/4', 'Fournisseur non trouvé'],
    ['/suppliers/4/edit', 'Fournisseurs'],
    ['/articles', 'Articles'],
    ['/articles/new', 'Nouvel article'],
    ['/articles/5', 'Article non trouvé'],
    ['/articles/5/edit', 'Articles'],
    ['/products', 'Produits'],
    ['/products/6', 'Le produit n’a pas pu être chargé.'],
    ['/recipes', 'Recettes'],
    ['/recipes/7', 'La recette n’a pas pu être chargée.'],
    ['/stocks', 'Stocks'],
    ['/stocks/product/8', 'Le stock du produit n’a pas pu être chargé.'],
    ['/purchase-orders', 'Bons de commande émis'],
    ['/purchase-orders/new', 'Nouveau bon de commande'],
    ['/purchase-orders/9', 'Erreur lors du chargement du bon de commande'],
    ['/internal-sales', 'Ventes internes'],
    ['/inventory', 'Inventaires'],
    ['/inventory/new', 'Nouvel inventaire'],
    ['/inventory/12', 'Inventaires'],
  ])('%s is titled %s', async (path, title) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // These say a failed read in the 'Erreur' dialog, which hides the page behind it.
  it.each(['/purchase-orders/9/edit', '/purchase-orders/9/expedite'])(
    '%s says the order could not be loaded',
    async (path) => {
      renderApp({ path });
      const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
      expect(dialog).toHaveTextContent('Erreur lors du chargement du bon de commande');
    },
  );
});
