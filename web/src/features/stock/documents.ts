import { graphql } from '../../gql';

/** A row of /stocks: the product with its photo, the stock as read, its status and value. */
export const StockRowFragment = graphql(`
  fragment StockRow_stock on StockLevel {
    currentStock
    baseUnit
    display {
      value
      unit
    }
    status
    value
    updatedAt
    product {
      id
      name
      photoUrl
    }
  }
`);

/** The selected restaurant's stock, a page at a time (schema.graphql, « Listes »). */
export const StockListQuery = graphql(`
  query StockList($restaurantId: ID!, $filter: StockFilter, $limit: Int, $offset: Int) {
    restaurant(id: $restaurantId) {
      id
      stocks(filter: $filter, limit: $limit, offset: $offset) {
        total
        limit
        offset
        data {
          ...StockRow_stock
        }
      }
    }
  }
`);

/** The summary card: counts by status and the value at current cost. */
export const StockSummaryQuery = graphql(`
  query StockSummary($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      stockSummary {
        productCount
        outOfStockCount
        lowCount
        inStockCount
        totalValue
        unvaluedCount
      }
    }
  }
`);

/** The products at or below the alert threshold (docs/areas/stock.md). */
export const StockAlertsQuery = graphql(`
  query StockAlerts($restaurantId: ID!, $threshold: Float) {
    restaurant(id: $restaurantId) {
      id
      stockAlerts(threshold: $threshold) {
        ...StockRow_stock
      }
    }
  }
`);

/** /stocks/product/{id}: the product, what it can be counted in, its stock in the restaurant. */
export const ProductStockQuery = graphql(`
  query ProductStock($productId: ID!, $restaurantId: ID!) {
    product(id: $productId) {
      id
      name
      photoUrl
      baseUnit
      conversionRules {
        id
        sourceQuantity
        sourceUnit
        targetQuantity
        targetUnit
        isActive
      }
      stock(restaurantId: $restaurantId) {
        ...StockRow_stock
      }
    }
  }
`);

/** A product's movements in a restaurant, the most recent first. */
export const StockMovementsQuery = graphql(`
  query StockMovements(
    $restaurantId: ID!
    $productId: ID
    $from: Date
    $to: Date
    $limit: Int
    $offset: Int
  ) {
    restaurant(id: $restaurantId) {
      id
      stockMovements(productId: $productId, from: $from, to: $to, limit: $limit, offset: $offset) {
        total
        limit
        offset
        data {
          id
          type
          reason
          quantity
          unit
          stockBefore
          stockAfter
          occurredAt
          note
          createdBy {
            id
            firstName
            lastName
          }
          inventory {
            id
          }
        }
      }
    }
  }
`);

export const RecordStockMovementMutation = graphql(`
  mutation RecordStockMovement($input: StockMovementInput!) {
    recordStockMovement(input: $input) {
      id
      stockAfter
    }
  }
`);
