import { graphql } from '../../gql';

/**
 * The purchase orders' read screens and their transitions (the list, the order, internal sales).
 * The supplier's fields are read on the interface itself: the web's cache knows no possible
 * types, and a fragment on an interface would match none of its objects.
 */

/** A row of /purchase-orders and /internal-sales. */
export const PurchaseOrderRowFragment = graphql(`
  fragment PurchaseOrderRow_order on PurchaseOrder {
    id
    reference
    status
    allowedTransitions
    supplierName
    supplier {
      id
      kind
      name
    }
    restaurant {
      id
      name
    }
    expectedDate
    subtotalHT
    totalTTC
    createdAt
  }
`);

/**
 * The orders a restaurant issued, a page at a time (schema.graphql, « Listes »), and how many it
 * issued in all (the count 'x sur y' reads both).
 */
export const PurchaseOrderListQuery = graphql(`
  query PurchaseOrderList(
    $restaurantId: ID!
    $filter: PurchaseOrderFilter
    $sort: PurchaseOrderSort
    $limit: Int
    $offset: Int
  ) {
    purchaseOrders(
      restaurantId: $restaurantId
      filter: $filter
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      total
      limit
      offset
      data {
        ...PurchaseOrderRow_order
      }
    }
    everyOrder: purchaseOrders(restaurantId: $restaurantId, limit: 1) {
      total
    }
  }
`);

/** The orders a laboratory received from the restaurants, a page at a time, and their count. */
export const InternalSaleListQuery = graphql(`
  query InternalSaleList(
    $labId: ID!
    $filter: PurchaseOrderFilter
    $sort: PurchaseOrderSort
    $limit: Int
    $offset: Int
  ) {
    internalSales(labId: $labId, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      limit
      offset
      data {
        ...PurchaseOrderRow_order
      }
    }
    everySale: internalSales(labId: $labId, limit: 1) {
      total
    }
  }
`);

/** A line of the order's page. */
export const PurchaseOrderLineFragment = graphql(`
  fragment PurchaseOrderDetail_line on PurchaseOrderLine {
    id
    articleName
    supplierRef
    productName
    article {
      id
    }
    product {
      id
    }
    quantityOrdered
    packagingName
    packagingQuantity
    packagingUnit
    baseUnit
    conversionToBase
    quantityOrderedBase
    unitPrice
    vat
    vatRate
    lineTotal
    lineTotalTTC
    temperatureCategory
    quantityExpedited
    quantityReceivedPackaging
    quantityReceivedBase
    deliveryTempC
    receivingLineNote
  }
`);

/** /purchase-orders/{id}: everything the order's page shows, and what each transition returns. */
export const PurchaseOrderDetailFragment = graphql(`
  fragment PurchaseOrderDetail_order on PurchaseOrder {
    id
    reference
    status
    allowedTransitions
    supplierName
    supplier {
      id
      kind
      name
      email
      phone
      address
    }
    restaurant {
      id
      name
      address
      phone
      email
    }
    expectedDate
    notes
    receivingNote
    shippingNote
    statusReason
    subtotalHT
    totalVAT
    totalTTC
    vatBreakdown {
      rate
      base
      amount
    }
    lines {
      ...PurchaseOrderDetail_line
    }
    lineCount
    pdfUrl
    emailStatus
    emailError
    createdAt
    createdBy {
      id
      firstName
      lastName
    }
    sentAt
    expeditedAt
    firstReceivedAt
    lastReceivedAt
    receptions {
      id
      receivedAt
      receivedBy {
        id
        firstName
        lastName
      }
      note
      lines {
        id
        line {
          id
          productName
          articleName
          packagingName
          packagingUnit
          baseUnit
          temperatureCategory
        }
        quantityReceivedPackaging
        quantityReceivedBase
        unitPrice
        deliveryTempC
        temperatureAlert
        lotNumber
        useByDate
        note
      }
    }
  }
`);

export const PurchaseOrderDetailQuery = graphql(`
  query PurchaseOrderDetail($id: ID!) {
    purchaseOrder(id: $id) {
      ...PurchaseOrderDetail_order
    }
  }
`);

export const SendPurchaseOrderMutation = graphql(`
  mutation SendPurchaseOrder($id: ID!) {
    sendPurchaseOrder(id: $id) {
      ...PurchaseOrderDetail_order
    }
  }
`);

export const ResendPurchaseOrderEmailMutation = graphql(`
  mutation ResendPurchaseOrderEmail($id: ID!) {
    resendPurchaseOrderEmail(id: $id) {
      ...PurchaseOrderDetail_order
    }
  }
`);

export const AcknowledgePurchaseOrderMutation = graphql(`
  mutation AcknowledgePurchaseOrder($id: ID!) {
    acknowledgePurchaseOrder(id: $id) {
      ...PurchaseOrderDetail_order
    }
  }
`);

export const RefusePurchaseOrderMutation = graphql(`
  mutation RefusePurchaseOrder($id: ID!, $reason: String) {
    refusePurchaseOrder(id: $id, reason: $reason) {
      ...PurchaseOrderDetail_order
    }
  }
`);

export const CancelPurchaseOrderMutation = graphql(`
  mutation CancelPurchaseOrder($id: ID!, $reason: String) {
    cancelPurchaseOrder(id: $id, reason: $reason) {
      ...PurchaseOrderDetail_order
    }
  }
`);

export const DeletePurchaseOrderMutation = graphql(`
  mutation DeletePurchaseOrder($id: ID!) {
    deletePurchaseOrder(id: $id)
  }
`);
