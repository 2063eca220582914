import { graphql } from '../../gql';

/** A row of /products: photo, name, base unit, tags, restaurant count. */
export const ProductTableFragment = graphql(`
  fragment ProductTable_product on Product {
    id
    name
    baseUnit
    category
    dlcEntame
    photoUrl
    restaurantCount
    allergens
    tags {
      id
      name
    }
  }
`);

/** The products, a page at a time (schema.graphql, « Listes »). */
export const ProductListQuery = graphql(`
  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {
    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      limit
      offset
      data {
        ...ProductTable_product
      }
    }
  }
`);

/** What the product dialog picks among on create: the restaurants and the chain's tags. */
export const ProductDialogOptionsQuery = graphql(`
  query ProductDialogOptions {
    restaurants {
      id
      name
      isLab
    }
    tags {
      id
      name
    }
  }
`);

export const ProductPackagingFragment = graphql(`
  fragment ProductPackaging_packaging on Packaging {
    id
    type
    name
    sourceQuantity
    sourceUnit
    baseQuantity
  }
`);

export const ProductArticleFragment = graphql(`
  fragment ProductArticle_article on Article {
    ...ArticleDialog_article
    id
    name
    supplierRef
    price
    vat
    vatRate
    temperatureCategory
    costPerBaseUnit
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
    tags {
      id
      name
    }
  }
`);

export const ProductArticleCostFragment = graphql(`
  fragment ProductCost_articleCost on ArticleCost {
    costPerBaseUnit
    article {
      id
      name
      supplier {
        id
        kind
        name
      }
    }
  }
`);

export const ProductCostFragment = graphql(`
  fragment ProductCost_product on Product {
    id
    preferredSupplier {
      id
      kind
      name
    }
    cost {
      costPerBaseUnit
      cheapest {
        ...ProductCost_articleCost
      }
      preferred {
        ...ProductCost_articleCost
      }
      missing {
        reason
        unit
        article {
          id
          name
        }
      }
    }
  }
`);

/** The product sheet and its six tabs, in one round trip. */
export const ProductSheetQuery = graphql(`
  query ProductSheet($id: ID!) {
    product(id: $id) {
      id
      name
      baseUnit
      category
      dlcEntame
      photoUrl
      allergens
      tags {
        id
        name
      }
      restaurants {
        id
        name
      }
      storageSpaces {
        id
      }
      packagings {
        ...ProductPackaging_packaging
      }
      ...ConversionDialog_product
      articles {
        ...ProductArticle_article
      }
      usedInRecipes {
        recipeId
        name
        namePrint
        photoUrl
        quantity
        unit
      }
      ...ProductCost_product
    }
  }
`);

/** The choices of the restaurants, tags and storage-spaces tabs. */
export const ProductSheetChoicesQuery = graphql(`
  query ProductSheetChoices {
    restaurants {
      id
      name
      isLab
    }
    tags {
      id
      name
    }
    storageSpaces {
      id
      name
      zone {
        id
        name
        restaurant {
          id
          name
        }
      }
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      ...ProductTable_product
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductTable_product
    }
  }
`);

export const DeleteProductArticleMutation = graphql(`
  mutation DeleteProductArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

export const CreateProductPackagingMutation = graphql(`
  mutation CreateProductPackaging($productId: ID!, $input: PackagingInput!) {
    createPackaging(productId: $productId, input: $input) {
      ...ProductPackaging_packaging
    }
  }
`);

export const UpdateProductPackagingMutation = graphql(`
  mutation UpdateProductPackaging($id: ID!, $input: UpdatePackagingInput!) {
    updatePackaging(id: $id, input: $input) {
      ...ProductPackaging_packaging
    }
  }
`);

export const DeleteProductPackagingMutation = graphql(`
  mutation DeleteProductPackaging($id: ID!) {
    deletePackaging(id: $id)
  }
`);

export const DeleteProductConversionMutation = graphql(`
  mutation DeleteProductConversion($id: ID!) {
    deleteConversionRule(id: $id)
  }
`);
