import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import { sortVariable, useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { CreateProductMutation, ProductListQuery, UpdateProductMutation } from './documents.ts';
import { ProductDialog } from './ProductDialog.tsx';
import {
  PRODUCT_LIST,
  PRODUCT_SORT_FIELDS,
  ProductTable,
  type ProductRow,
} from './ProductTable.tsx';
import { productMessages as t } from './messages.ts';
import { toCreateInput, toUpdateInput, type ProductFormValues } from './schema.ts';

/** /products: the chain's catalogue of products (docs/areas/catalogue.md#screens, docs/areas/catalogue.md). */
export function ProductsPage() {
  const permissions = usePermissions('PRODUCTS');
  const denied = !permissions.loading && !permissions.canCreate;
  const list = useListState(PRODUCT_LIST);
  const search = list.state.filters.search.trim();
  const variables = {
    ...(search && { filter: { search } }),
    ...sortVariable(list, PRODUCT_SORT_FIELDS),
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, error, loading } = useQuery(ProductListQuery, { variables });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ProductRow | null>(null);
  const { show, toast } = useToast();

  // A new product moves the others between pages: the page is read again.
  const [createProduct] = useMutation(CreateProductMutation, {
    refetchQueries: ['ProductList'],
    awaitRefetchQueries: true,
  });
  const [updateProduct] = useMutation(UpdateProductMutation);

  // A failure to load the products is only logged (docs/areas/catalogue.md#messages).
  if (error) console.error('[products] loading failed', error);

  const save = async (values: ProductFormValues) => {
    if (editing) {
      await updateProduct({ variables: { id: editing.id, input: toUpdateInput(values) } });
      setEditing(null);
      show(t.updated);
    } else {
      await createProduct({ variables: { input: toCreateInput(values) } });
      setCreating(false);
      show(t.created);
    }
  };

  const page = (data ?? previousData)?.products;
  const products = page?.data ?? (error ? [] : null);
  const searching = list.state.filters.search !== '';

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.newProduct}
            disabled={!permissions.canCreate}
            hint={denied ? t.cannotCreateProducts : undefined}
            onClick={() => setCreating(true)}
          />
        }
      />
      {searching || (page && page.total > 0) ? (
        <ListTextFilter
          list={list}
          name="search"
          label={t.search}
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        />
      ) : null}
      {page && page.total === 0 && !error && searching ? (
        <EmptyState icon={<EggAltOutlined />} title={t.emptySearch} />
      ) : page && page.total === 0 && !error ? (
        <EmptyState
          icon={<EggAltOutlined />}
          title={t.emptyTitle}
          description={t.emptyDescription}
          action={
            permissions.canCreate ? (
              <CreateButton label={t.emptyAction} onClick={() => setCreating(true)} />
            ) : null
          }
        />
      ) : error && !page ? null : (
        <ProductTable
          products={products}
          total={page?.total ?? 0}
          loading={loading}
          list={list}
          onEdit={permissions.canCreate ? setEditing : undefined}
        />
      )}

      <ProductDialog
        open={creating || editing !== null}
        product={editing ?? undefined}
        onSave={save}
        onClose={() => {
          setEditing(null);
          setCreating(false);
        }}
      />
      {toast}
    </>
  );
}
