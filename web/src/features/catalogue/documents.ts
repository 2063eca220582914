import { graphql } from '../../gql';

/**
 * The GraphQL operations of the catalogue's shared dialogs (features/catalogue/): their names
 * start with `Catalogue` so they stay unique beside the suppliers', articles' and products' own.
 */

export const ConversionDialogRuleFragment = graphql(`
  fragment ConversionDialog_rule on ConversionRule {
    id
    sourceQuantity
    sourceUnit
    targetQuantity
    targetUnit
    factor
    notes
    isActive
    inUse
  }
`);

/** What the conversion dialog and the article dialog's unit check read of a product. */
export const ConversionDialogProductFragment = graphql(`
  fragment ConversionDialog_product on Product {
    id
    name
    baseUnit
    conversionRules {
      ...ConversionDialog_rule
    }
  }
`);

export const CatalogueCreateConversionRuleMutation = graphql(`
  mutation CatalogueCreateConversionRule($productId: ID!, $input: ConversionRuleInput!) {
    createConversionRule(productId: $productId, input: $input) {
      ...ConversionDialog_rule
    }
  }
`);

export const CatalogueUpdateConversionRuleMutation = graphql(`
  mutation CatalogueUpdateConversionRule($id: ID!, $input: UpdateConversionRuleInput!) {
    updateConversionRule(id: $id, input: $input) {
      ...ConversionDialog_rule
    }
  }
`);

/** What the article dialog edits of an article. */
export const ArticleDialogArticleFragment = graphql(`
  fragment ArticleDialog_article on Article {
    id
    name
    supplierRef
    price
    vat
    temperatureCategory
    product {
      id
      name
    }
    supplier {
      id
      kind
      name
    }
    orderingPackaging {
      id
      name
      sourceQuantity
      sourceUnit
    }
    restaurants {
      id
    }
  }
`);

/** The article dialog's supplier select: external suppliers and laboratories in one list. */
export const CatalogueSupplierOptionsQuery = graphql(`
  query CatalogueSupplierOptions {
    suppliers {
      id
      kind
      name
    }
  }
`);

/** The article dialog's product search. */
export const CatalogueProductOptionsQuery = graphql(`
  query CatalogueProductOptions($search: String, $limit: Int) {
    products(filter: { search: $search }, limit: $limit) {
      total
      data {
        id
        name
        photoUrl
        baseUnit
      }
    }
  }
`);

/** The chosen product's base unit and rules: the article dialog's unit check. */
export const CatalogueProductUnitsQuery = graphql(`
  query CatalogueProductUnits($id: ID!) {
    product(id: $id) {
      photoUrl
      ...ConversionDialog_product
    }
  }
`);

/** The restaurants an article may be allowed to (those the user sees). */
export const CatalogueRestaurantOptionsQuery = graphql(`
  query CatalogueRestaurantOptions {
    restaurants {
      id
      name
      isLab
    }
  }
`);

export const CatalogueCreateArticleMutation = graphql(`
  mutation CatalogueCreateArticle($input: CreateArticleInput!) {
    createArticle(input: $input) {
      ...ArticleDialog_article
    }
  }
`);

export const CatalogueUpdateArticleMutation = graphql(`
  mutation CatalogueUpdateArticle($id: ID!, $input: UpdateArticleInput!) {
    updateArticle(id: $id, input: $input) {
      ...ArticleDialog_article
    }
  }
`);
