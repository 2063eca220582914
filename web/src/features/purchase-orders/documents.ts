import { graphql } from '../../gql';

/**
 * The graph operations of the purchase orders' screens, in the order of the screens: the lists
 * (/purchase-orders, /internal-sales), the order's page and its transitions, the two-step form,
 * the expedition control and the reception dialog.
 */

// What several screens read alike.

/** A line as it was ordered: what, in which packaging, how many. */
export const OrderedLineFragment = graphql(`
  fragment OrderedLine_line on PurchaseOrderLine {
    id
    articleName
    productName
    quantityOrdered
    packagingName
    packagingQuantity
    packagingUnit
  }
`);

/** The heading of an order's write screens (the form, the expedition control). */
export const OrderHeadingFragment = graphql(`
  fragment OrderHeading_order on PurchaseOrder {
    id
    reference
    status
    expectedDate
    restaurant {
      id
      name
    }
    supplier {
      id
      kind
      name
    }
  }
`);

// The lists.

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

// The order's page (/purchase-orders/{id}) and its transitions.

/** A line of the order's page. */
export const PurchaseOrderLineFragment = graphql(`
  fragment PurchaseOrderDetail_line on PurchaseOrderLine {
    ...OrderedLine_line
    supplierRef
    article {
      id
    }
    product {
      id
    }
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
    ...ReceptionDialog_order
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

// The two-step form (/purchase-orders/new, /purchase-orders/{id}/edit).

/** Step 1's choices: every supplier and laboratory, with the restaurants each delivers. */
export const OrderFormSuppliersQuery = graphql(`
  query OrderFormSuppliers {
    suppliers {
      id
      kind
      name
      email
      minOrderAmount
      deliveryDelayDays
      deliveryDays
      restaurants {
        id
      }
    }
  }
`);

/** An article as step 2 offers it: its ordering packaging, price and VAT. */
export const OrderFormArticleFragment = graphql(`
  fragment OrderForm_article on Article {
    id
    name
    supplierRef
    price
    vat
    vatRate
    product {
      id
      name
    }
    orderingPackaging {
      id
      type
      name
      sourceQuantity
      sourceUnit
    }
    restaurants {
      id
    }
  }
`);

/** Step 2's table: the chosen supplier's articles (its mercurial). */
export const OrderFormArticlesQuery = graphql(`
  query OrderFormArticles($id: ID!, $kind: SupplierKind!) {
    supplier(id: $id, kind: $kind) {
      id
      kind
      articles {
        ...OrderForm_article
      }
    }
  }
`);

/** The draft an edit form starts from. */
export const OrderFormOrderQuery = graphql(`
  query OrderFormOrder($id: ID!) {
    purchaseOrder(id: $id) {
      ...OrderHeading_order
      allowedTransitions
      notes
      lines {
        id
        quantityOrdered
        article {
          id
        }
      }
    }
  }
`);

/** What the form reads back from a save: where to go, and whether the email left. */
export const OrderFormResultFragment = graphql(`
  fragment OrderForm_result on PurchaseOrder {
    id
    reference
    status
    emailStatus
    emailError
    allowedTransitions
    subtotalHT
    totalTTC
  }
`);

export const CreatePurchaseOrderMutation = graphql(`
  mutation CreatePurchaseOrder($input: PurchaseOrderInput!, $send: Boolean) {
    createPurchaseOrder(input: $input, send: $send) {
      ...OrderForm_result
    }
  }
`);

export const UpdatePurchaseOrderMutation = graphql(`
  mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderInput!, $send: Boolean) {
    updatePurchaseOrder(id: $id, input: $input, send: $send) {
      ...OrderForm_result
    }
  }
`);

// The expedition control (/purchase-orders/{id}/expedite).

/** The expedition control's order: its lines with what was ordered. */
export const ExpeditionOrderQuery = graphql(`
  query ExpeditionOrder($id: ID!) {
    purchaseOrder(id: $id) {
      ...OrderHeading_order
      allowedTransitions
      totalTTC
      lines {
        ...OrderedLine_line
        quantityExpedited
      }
    }
  }
`);

export const ExpeditePurchaseOrderMutation = graphql(`
  mutation ExpeditePurchaseOrder($id: ID!, $input: ExpeditionInput!) {
    expeditePurchaseOrder(id: $id, input: $input) {
      id
      status
      allowedTransitions
      shippingNote
      expeditedAt
      lines {
        id
        quantityExpedited
      }
    }
  }
`);

// The reception dialog of the order's page.

/** What the reception dialog needs of an order (the detail page spreads it in its query). */
export const ReceptionDialogOrderFragment = graphql(`
  fragment ReceptionDialog_order on PurchaseOrder {
    id
    reference
    status
    lines {
      ...OrderedLine_line
      baseUnit
      conversionToBase
      unitPrice
      temperatureCategory
      quantityReceivedPackaging
    }
  }
`);

/** A reception: the order answers with its new status and what each line has received. */
export const ReceivePurchaseOrderMutation = graphql(`
  mutation ReceivePurchaseOrder($id: ID!, $input: ReceptionInput!) {
    receivePurchaseOrder(id: $id, input: $input) {
      id
      status
      allowedTransitions
      receivingNote
      firstReceivedAt
      lastReceivedAt
      lines {
        id
        quantityReceivedPackaging
        quantityReceivedBase
        deliveryTempC
        receivingLineNote
      }
    }
  }
`);
