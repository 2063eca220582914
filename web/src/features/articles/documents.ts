import { graphql } from '../../gql';

/** A row of /articles. */
export const ArticleTableFragment = graphql(`
  fragment ArticleTable_article on Article {
    id
    name
    price
    vat
    product {
      id
      name
      photoUrl
    }
    supplier {
      id
      kind
      name
    }
  }
`);

/**
 * The articles, a page at a time (schema.graphql, « Listes »), and how many the chain has in all
 * (the count 'x sur y' reads both).
 */
export const ArticlePageQuery = graphql(`
  query ArticlePage($filter: ArticleFilter, $sort: ArticleSort, $limit: Int, $offset: Int) {
    articles(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      limit
      offset
      data {
        ...ArticleTable_article
      }
    }
    everyArticle: articles(limit: 1) {
      total
    }
  }
`);

/** /articles/{id}: the article, its product, its seller's card and its price history. */
export const ArticleDetailQuery = graphql(`
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      id
      name
      supplierRef
      price
      vat
      temperatureCategory
      costPerBaseUnit
      createdAt
      updatedAt
      product {
        id
        name
        photoUrl
        baseUnit
      }
      supplier {
        id
        kind
        name
        email
        phone
        address
        minOrderAmount
        deliveryDelayDays
        deliveryDays
      }
      orderingPackaging {
        id
        name
        sourceQuantity
        sourceUnit
        baseQuantity
      }
      tags {
        id
        name
      }
      priceHistory {
        id
        price
        previousPrice
        change
        changePercent
        changedAt
        changedBy {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

/** The full-page form's article. */
export const ArticleFormQuery = graphql(`
  query ArticleForm($id: ID!) {
    article(id: $id) {
      ...ArticleDialog_article
    }
  }
`);
