import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CATALOGUE_MESSAGES } from '@bo/domain';
import { theme } from '../../app/theme.ts';
import type { ConversionDialog_RuleFragment } from '../../gql/graphql';
import { fill } from '../../test/fill.ts';
import { ArticleDialog } from './ArticleDialog.tsx';
import { ConversionDialog, type ConversionProduct } from './ConversionDialog.tsx';
import {
  CatalogueCreateArticleMutation,
  CatalogueCreateConversionRuleMutation,
  CatalogueProductOptionsQuery,
  CatalogueProductUnitsQuery,
  CatalogueRestaurantOptionsQuery,
  CatalogueSupplierOptionsQuery,
  CatalogueUpdateArticleMutation,
} from './documents.ts';

const forever = Number.POSITIVE_INFINITY;

const rule = (fields: Partial<ConversionDialog_RuleFragment> = {}) => ({
  __typename: 'ConversionRule' as const,
  id: '90',
  sourceQuantity: 1,
  sourceUnit: 'PIECE' as const,
  targetQuantity: 400,
  targetUnit: 'G' as const,
  factor: 400,
  notes: null,
  isActive: true,
  inUse: false,
  ...fields,
});

/** A lettuce counted in grams, without any rule yet. */
const LETTUCE = {
  __typename: 'Product' as const,
  id: '7',
  name: 'Salade batavia',
  photoUrl: null,
  baseUnit: 'G' as const,
  conversionRules: [] as ReturnType<typeof rule>[],
};

const suppliersMock: MockLink.MockedResponse = {
  request: { query: CatalogueSupplierOptionsQuery },
  result: {
    data: {
      suppliers: [
        { __typename: 'ExternalSupplier', id: '3', kind: 'EXTERNAL', name: 'Primeurs Dupont' },
        { __typename: 'Laboratory', id: '3', kind: 'LABORATORY', name: 'Laboratoire Central' },
      ],
    },
  },
  maxUsageCount: forever,
};

const restaurantsMock: MockLink.MockedResponse = {
  request: { query: CatalogueRestaurantOptionsQuery },
  result: {
    data: {
      restaurants: [
        { __typename: 'Restaurant', id: '11', name: 'Le Bistrot du Port', isLab: false },
        { __typename: 'Restaurant', id: '12', name: 'La Table des Halles', isLab: false },
      ],
    },
  },
  maxUsageCount: forever,
};

const productOptionsMock: MockLink.MockedResponse = {
  request: { query: CatalogueProductOptionsQuery, variables: () => true },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        total: 1,
        data: [
          { __typename: 'Product', id: '7', name: 'Salade batavia', photoUrl: null, baseUnit: 'G' },
        ],
      },
    },
  },
  maxUsageCount: forever,
};

const unitsMock = (product = LETTUCE): MockLink.MockedResponse => ({
  request: { query: CatalogueProductUnitsQuery, variables: { id: product.id } },
  result: { data: { product } },
  maxUsageCount: forever,
});

function recorder(
  query: MockLink.MockedResponse['request']['query'],
  answer: (variables: Record<string, unknown>) => MockLink.MockedResponse['result'],
  sent: Record<string, unknown>[],
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return typeof answer === 'function' ? answer(variables) : answer;
    },
    maxUsageCount: forever,
  } as MockLink.MockedResponse;
}

const articleAnswer = (variables: Record<string, unknown>) => {
  const input = variables.input as Record<string, unknown>;
  const packaging = (input.packagings as Record<string, unknown>[])[0]!;
  return {
    data: {
      createArticle: {
        __typename: 'Article',
        id: '55',
        name: input.name,
        supplierRef: null,
        price: input.price,
        vat: input.vat,
        temperatureCategory: input.temperatureCategory,
        product: { __typename: 'Product', id: '7', name: 'Salade batavia' },
        supplier: { __typename: 'ExternalSupplier', id: '3', kind: 'EXTERNAL', name: 'Primeurs' },
        orderingPackaging: {
          __typename: 'Packaging',
          id: '81',
          name: packaging.name ?? null,
          sourceQuantity: packaging.sourceQuantity,
          sourceUnit: packaging.sourceUnit,
        },
        restaurants: [],
      },
    },
  };
};

function renderWithGraph(ui: React.ReactElement, mocks: MockLink.MockedResponse[]) {
  const events = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>{ui}</MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

async function choose(
  events: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  option: string | RegExp,
) {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

describe('ConversionDialog', () => {
  const product: ConversionProduct = { id: '7', baseUnit: 'G', conversionRules: [] };

  it('offers source units outside the base family and target units inside it', async () => {
    const events = renderWithGraph(
      <ConversionDialog open product={product} onClose={() => {}} onSaved={() => {}} />,
      [],
    );
    expect(screen.getByRole('heading', { name: 'Nouvelle conversion' })).toBeInTheDocument();
    await events.click(screen.getByRole('combobox', { name: /Unité source/ }));
    const sources = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sources.map((o) => o.textContent)).toEqual(['mL', 'cL', 'L', 'pièce']);
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('combobox', { name: /Unité cible/ }));
    const targets = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(targets.map((o) => o.textContent)).toEqual(['g', 'kg']);
  });

  it('leaves out the families other rules already convert, and says the limit of two', async () => {
    const withOne = { ...product, conversionRules: [rule()] };
    const events = renderWithGraph(
      <ConversionDialog open product={withOne} onClose={() => {}} onSaved={() => {}} />,
      [],
    );
    await events.click(screen.getByRole('combobox', { name: /Unité source/ }));
    const sources = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sources.map((o) => o.textContent)).toEqual(['mL', 'cL', 'L']);
    await events.keyboard('{Escape}');

    const withTwo = {
      ...product,
      conversionRules: [rule(), rule({ id: '91', sourceUnit: 'L', targetQuantity: 900 })],
    };
    renderWithGraph(
      <ConversionDialog open product={withTwo} onClose={() => {}} onSaved={() => {}} />,
      [],
    );
    expect(screen.getByText(CATALOGUE_MESSAGES.tooManyConversions)).toBeInTheDocument();
    const creates = screen.getAllByRole('button', { name: 'Créer' });
    expect(creates.at(-1)).toBeDisabled();
  });

  it('checks the quantities with the domain rules (min 0,0001, step 0,0001)', async () => {
    const events = renderWithGraph(
      <ConversionDialog
        open
        product={product}
        presetSourceUnit="PIECE"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      [],
    );
    const target = screen.getByRole('textbox', { name: /Quantité cible/ });
    expect(target).toHaveAttribute('min', '0.0001');
    expect(target).toHaveAttribute('step', '0.0001');
    await fill(events, target, '0,00001');
    await events.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.conversionQuantityMin)).toBeInTheDocument();
  });

  it('sends the rule, active, and gives it back once saved', async () => {
    const sent: Record<string, unknown>[] = [];
    const onSaved = vi.fn();
    const events = renderWithGraph(
      <ConversionDialog
        open
        product={product}
        presetSourceUnit="PIECE"
        onClose={() => {}}
        onSaved={onSaved}
      />,
      [
        recorder(
          CatalogueCreateConversionRuleMutation,
          () => ({ data: { createConversionRule: rule({ targetQuantity: 350, factor: 350 }) } }),
          sent,
        ),
      ],
    );
    expect(screen.getByRole('combobox', { name: /Unité source/ })).toHaveTextContent('pièce');
    await fill(events, screen.getByRole('textbox', { name: /Quantité cible/ }), '350');
    expect(screen.getByRole('status')).toHaveTextContent('1 pièce = 350 g (rapport 350,0)');
    await events.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      productId: '7',
      input: {
        sourceQuantity: 1,
        sourceUnit: 'PIECE',
        targetQuantity: 350,
        targetUnit: 'G',
        isActive: true,
      },
    });
  });

  it("shows 'Erreur lors de la sauvegarde de la conversion.' when the save fails", async () => {
    const events = renderWithGraph(
      <ConversionDialog
        open
        product={product}
        presetSourceUnit="PIECE"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      [
        {
          request: { query: CatalogueCreateConversionRuleMutation, variables: () => true },
          error: new Error('network down'),
        },
      ],
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fill(events, screen.getByRole('textbox', { name: /Quantité cible/ }), '350');
    await events.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByText('Erreur lors de la sauvegarde de la conversion.'),
    ).toBeInTheDocument();
  });
});

// Dialogs filled in field by field: slow under jsdom on a busy machine.
describe('ArticleDialog', { timeout: 30_000 }, () => {
  it('defaults to VAT 20 % and Sec, and offers external suppliers and laboratories', async () => {
    const events = renderWithGraph(<ArticleDialog open onClose={() => {}} onSaved={() => {}} />, [
      suppliersMock,
      restaurantsMock,
      productOptionsMock,
    ]);
    expect(screen.getByRole('heading', { name: 'Nouvel article' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /TVA/ })).toHaveTextContent('20 %');
    expect(screen.getByRole('combobox', { name: /Catégorie de température/ })).toHaveTextContent(
      'Sec (pas de contrôle)',
    );
    await events.click(screen.getByRole('combobox', { name: /Fournisseur/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Primeurs Dupont',
      'Laboratoire CentralLabo',
    ]);
  });

  it("blocks a unit the product cannot count until 'Créer la conversion' adds the rule", async () => {
    const articles: Record<string, unknown>[] = [];
    const rules: Record<string, unknown>[] = [];
    const onSaved = vi.fn();
    const events = renderWithGraph(
      <ArticleDialog
        open
        onClose={() => {}}
        onSaved={onSaved}
        product={{ id: '7', name: 'Salade batavia' }}
      />,
      [
        suppliersMock,
        restaurantsMock,
        unitsMock(),
        recorder(
          CatalogueCreateConversionRuleMutation,
          () => ({ data: { createConversionRule: rule() } }),
          rules,
        ),
        recorder(CatalogueCreateArticleMutation, articleAnswer, articles),
      ],
    );
    expect(screen.getByLabelText('Produit')).toHaveValue('Salade batavia');
    await choose(events, /Fournisseur/, 'Primeurs Dupont');
    await fill(events, screen.getByRole('textbox', { name: /^Nom\s*\*?$/ }), 'Batavia pièce');
    await fill(events, screen.getByRole('textbox', { name: /Prix HT/ }), '0,85');
    await fill(events, screen.getByRole('textbox', { name: /^Quantité/ }), '1');
    await choose(events, /^Unité/, 'pièce');

    const message =
      "Conversion requise: l'unité choisie (pièce) n'est pas compatible avec l'unité de base du produit (g). Une conversion doit être créée pour utiliser cet article.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Créer la conversion' }));
    const conversion = await screen.findByRole('dialog', { name: 'Nouvelle conversion' });
    expect(within(conversion).getByRole('combobox', { name: /Unité source/ })).toHaveTextContent(
      'pièce',
    );
    await fill(events, within(conversion).getByRole('textbox', { name: /Quantité cible/ }), '400');
    await events.click(within(conversion).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(rules).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(
      screen.getByText('Conversion créée : l’article peut être enregistré.'),
    ).toBeInTheDocument();

    // Once the conversion dialog is gone, the article's own button is found again, enabled.
    const submit = await screen.findByRole('button', { name: 'Créer' });
    expect(submit).toBeEnabled();
    await events.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(articles[0]).toEqual({
      input: {
        name: 'Batavia pièce',
        price: 0.85,
        vat: 'VAT_20',
        temperatureCategory: 'DRY',
        productId: '7',
        supplierId: '3',
        packagings: [{ sourceQuantity: 1, sourceUnit: 'PIECE' }],
      },
    });
  });

  it('sends a laboratory as labId, and a unit of the base family needs no rule', async () => {
    const articles: Record<string, unknown>[] = [];
    const events = renderWithGraph(
      <ArticleDialog
        open
        onClose={() => {}}
        onSaved={() => {}}
        product={{ id: '7', name: 'Salade batavia' }}
      />,
      [
        suppliersMock,
        restaurantsMock,
        unitsMock(),
        recorder(CatalogueCreateArticleMutation, articleAnswer, articles),
      ],
    );
    await choose(events, /Fournisseur/, /Laboratoire Central/);
    await fill(events, screen.getByRole('textbox', { name: /^Nom\s*\*?$/ }), 'Batavia colis');
    await fill(events, screen.getByRole('textbox', { name: /Prix HT/ }), '12');
    await fill(events, screen.getByRole('textbox', { name: /^Quantité/ }), '5');
    await choose(events, /^Unité/, 'kg');
    await fill(events, screen.getByRole('textbox', { name: /Nom du conditionnement/ }), 'Colis');
    // Every restaurant is allowed until one is unticked.
    const allowed = screen.getByRole('combobox', { name: /Restaurants autorisés/ });
    await waitFor(() => expect(allowed).toHaveTextContent('Tous les restaurants'));
    await events.click(allowed);
    await events.click(await screen.findByRole('option', { name: 'Le Bistrot du Port' }));
    await events.keyboard('{Escape}');
    expect(allowed).toHaveTextContent('La Table des Halles');
    expect(screen.queryByRole('button', { name: 'Créer la conversion' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(articles).toHaveLength(1));
    expect(articles[0]!.input).toMatchObject({
      labId: '3',
      packagings: [{ sourceQuantity: 5, sourceUnit: 'KG', name: 'Colis' }],
      restaurantIds: ['12'],
    });
    expect(articles[0]!.input).not.toHaveProperty('supplierId');
  });

  it("says 'Erreur lors de la création de l'article' when a create fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (query: MockLink.MockedResponse['request']['query']) => ({
      request: { query, variables: () => true },
      error: new Error('network down'),
      maxUsageCount: forever,
    });
    const events = renderWithGraph(
      <ArticleDialog
        open
        onClose={() => {}}
        onSaved={() => {}}
        product={{ id: '7', name: 'Salade batavia' }}
      />,
      [suppliersMock, restaurantsMock, unitsMock(), failing(CatalogueCreateArticleMutation)],
    );
    await choose(events, /Fournisseur/, 'Primeurs Dupont');
    await fill(events, screen.getByRole('textbox', { name: /^Nom\s*\*?$/ }), 'Batavia');
    await fill(events, screen.getByRole('textbox', { name: /Prix HT/ }), '1');
    await fill(events, screen.getByRole('textbox', { name: /^Quantité/ }), '1');
    await choose(events, /^Unité/, 'kg');
    await events.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText("Erreur lors de la création de l'article")).toBeInTheDocument();
  });

  it('edits an article with its values, and puts the server field errors under the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const article = {
      __typename: 'Article' as const,
      id: '55',
      name: 'Batavia colis',
      supplierRef: 'BAT-5',
      price: 12.5,
      vat: 'VAT_5_5' as const,
      temperatureCategory: 'FRESH' as const,
      product: { __typename: 'Product' as const, id: '7', name: 'Salade batavia' },
      supplier: {
        __typename: 'ExternalSupplier' as const,
        id: '3',
        kind: 'EXTERNAL' as const,
        name: 'Primeurs Dupont',
      },
      orderingPackaging: {
        __typename: 'Packaging' as const,
        id: '81',
        name: 'Colis',
        sourceQuantity: 5,
        sourceUnit: 'KG' as const,
      },
      restaurants: [{ __typename: 'Restaurant' as const, id: '11' }],
    };
    const events = renderWithGraph(
      <ArticleDialog open onClose={() => {}} onSaved={() => {}} article={article} />,
      [
        suppliersMock,
        restaurantsMock,
        productOptionsMock,
        unitsMock(),
        {
          request: { query: CatalogueUpdateArticleMutation, variables: () => true },
          result: {
            errors: [
              new GraphQLError('Données invalides', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: {
                    'packagings.0.sourceQuantity': 'La quantité doit être au moins 0,1',
                  },
                },
              }),
            ],
          },
        },
      ],
    );
    expect(screen.getByRole('heading', { name: "Modifier l'article" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Prix HT/ })).toHaveValue('12,5');
    expect(screen.getByRole('combobox', { name: /TVA/ })).toHaveTextContent('5,5 %');
    expect(screen.getByRole('combobox', { name: /^Produit/ })).toHaveValue('Salade batavia');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La quantité doit être au moins 0,1')).toBeInTheDocument();
  });
});
