import { useMutation, useQuery } from '@apollo/client/react';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import { useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { CatalogueListPage } from '../catalogue/CatalogueListPage.tsx';
import { searchListVariables } from '../catalogue/CatalogueTable.tsx';
import { CreateProductMutation, ProductListQuery, UpdateProductMutation } from './documents.ts';
import { ProductDialog } from './ProductDialog.tsx';
import { PRODUCT_LIST, PRODUCT_SORT_FIELDS, ProductTable } from './ProductTable.tsx';
import { productMessages as t } from './messages.ts';
import { toCreateInput, toUpdateInput, type ProductFormValues } from './schema.ts';

const TEXTS = {
  title: t.title,
  subtitle: t.subtitle,
  search: t.search,
  create: t.newProduct,
  createDenied: t.cannotCreateProducts,
  emptySearch: t.emptySearch,
  emptyTitle: t.emptyTitle,
  emptyDescription: t.emptyDescription,
  emptyAction: t.emptyAction,
  created: t.created,
  updated: t.updated,
};

/** /products: the chain's catalogue of products (docs/areas/catalogue.md#screens, docs/areas/catalogue.md). */
export function ProductsPage() {
  const permissions = usePermissions('PRODUCTS');
  const list = useListState(PRODUCT_LIST);
  const variables = searchListVariables(list, PRODUCT_SORT_FIELDS);
  const { data, previousData, error, loading } = useQuery(ProductListQuery, { variables });

  const [createProduct] = useMutation(CreateProductMutation);
  const [updateProduct] = useMutation(UpdateProductMutation);

  // A failure to load the products is only logged (docs/areas/catalogue.md#messages).
  if (error) console.error('[products] loading failed', error);

  return (
    <CatalogueListPage
      texts={TEXTS}
      icon={<EggAltOutlined />}
      permissions={permissions}
      list={list}
      page={(data ?? previousData)?.products}
      error={error}
      loading={loading}
      create={(values: ProductFormValues) =>
        createProduct({ variables: { input: toCreateInput(values) } })
      }
      update={(product, values: ProductFormValues) =>
        updateProduct({ variables: { id: product.id, input: toUpdateInput(values) } })
      }
      table={({ rows, ...props }) => <ProductTable products={rows} list={list} {...props} />}
      dialog={({ row, ...props }) => <ProductDialog product={row} {...props} />}
    />
  );
}
