import { graphql } from '../../gql';

/** /inventory: a page of inventories, the most recent first. */
export const InventoryListQuery = graphql(`
  query InventoryList($restaurantId: ID, $status: InventoryStatus, $limit: Int, $offset: Int) {
    inventories(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {
      total
      limit
      offset
      data {
        id
        status
        startedAt
        finalizedAt
        lineCount
        note
        restaurant {
          id
          name
        }
        countedBy {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

/** A saved line, as the counting screen reloads it and the finalized table shows it. */
export const InventoryLineFragment = graphql(`
  fragment InventoryCounting_line on InventoryLine {
    id
    inputQuantity
    packagingName
    packagingQuantity
    packagingUnit
    quantityInBaseUnit
    packaging {
      id
    }
    product {
      id
      name
      baseUnit
    }
  }
`);

/** An inventory as the counting screen shows it; every mutation answers it, so the cache follows. */
export const InventoryCountingFragment = graphql(`
  fragment InventoryCounting_inventory on Inventory {
    id
    status
    startedAt
    finalizedAt
    cancelledAt
    note
    restaurant {
      id
      name
    }
    countedBy {
      id
      firstName
      lastName
    }
    lines {
      ...InventoryCounting_line
    }
  }
`);

/** /inventory/{id}. */
export const InventoryQuery = graphql(`
  query Inventory($id: ID!) {
    inventory(id: $id) {
      ...InventoryCounting_inventory
    }
  }
`);

/** A packaging counted: INVENTORY and STORAGE alike. */
export const CountingPackagingFragment = graphql(`
  fragment CountingProduct_packaging on Packaging {
    id
    type
    name
    sourceQuantity
    sourceUnit
  }
`);

/**
 * The products to count, a page at a time (fetchAllPages): their counting packagings, the rules
 * converting them to the base unit, their storage spaces and the restaurants using them.
 */
export const CountingProductsQuery = graphql(`
  query CountingProducts($limit: Int, $offset: Int) {
    products(limit: $limit, offset: $offset) {
      total
      data {
        id
        name
        baseUnit
        photoUrl
        restaurants {
          id
        }
        storageSpaces {
          id
          name
          zone {
            id
            name
            restaurant {
              id
            }
          }
        }
        inventoryPackagings: packagings(type: INVENTORY) {
          ...CountingProduct_packaging
        }
        storagePackagings: packagings(type: STORAGE) {
          ...CountingProduct_packaging
        }
        conversionRules {
          id
          sourceQuantity
          sourceUnit
          targetQuantity
          targetUnit
          isActive
        }
      }
    }
  }
`);

/** The counting employee's choices: the restaurant's staff. */
export const InventoryEmployeesQuery = graphql(`
  query InventoryEmployees($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      id
      firstName
      lastName
    }
  }
`);

export const SaveInventoryMutation = graphql(`
  mutation SaveInventory($input: SaveInventoryInput!) {
    saveInventory(input: $input) {
      ...InventoryCounting_inventory
    }
  }
`);

export const CompleteInventoryMutation = graphql(`
  mutation CompleteInventory($input: SaveInventoryInput!) {
    completeInventory(input: $input) {
      ...InventoryCounting_inventory
    }
  }
`);

export const FinalizeInventoryMutation = graphql(`
  mutation FinalizeInventory($id: ID!) {
    finalizeInventory(id: $id) {
      ...InventoryCounting_inventory
    }
  }
`);

export const CancelInventoryMutation = graphql(`
  mutation CancelInventory($id: ID!) {
    cancelInventory(id: $id) {
      ...InventoryCounting_inventory
    }
  }
`);
