import { graphql } from '../../gql';

/**
 * The graph operations of the purchase-order write screens: the two-step form, the expedition
 * control and the reception dialog. Supplier fields are read on the interface itself, not
 * through a fragment on it: the web's cache knows no possible types (see suppliers/documents.ts).
 */

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
      id
      reference
      status
      expectedDate
      notes
      restaurant {
        id
        name
      }
      supplier {
        id
        kind
        name
      }
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

/** The expedition control's order: its lines with what was ordered. */
export const ExpeditionOrderQuery = graphql(`
  query ExpeditionOrder($id: ID!) {
    purchaseOrder(id: $id) {
      id
      reference
      status
      expectedDate
      totalTTC
      restaurant {
        id
        name
      }
      supplier {
        id
        kind
        name
      }
      lines {
        id
        articleName
        productName
        quantityOrdered
        packagingName
        packagingQuantity
        packagingUnit
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

/** What the reception dialog needs of an order (the detail page spreads it in its query). */
export const ReceptionDialogOrderFragment = graphql(`
  fragment ReceptionDialog_order on PurchaseOrder {
    id
    reference
    status
    lines {
      id
      articleName
      productName
      quantityOrdered
      packagingName
      packagingQuantity
      packagingUnit
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
