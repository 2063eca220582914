import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SellOutlined from '@mui/icons-material/SellOutlined';
import type {
  ArticleFilter,
  ArticleSortField,
  ArticleTable_ArticleFragment,
} from '../../gql/graphql';
import { formatEuros } from '../../lib/format.ts';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { CellLink } from '../../ui/CellLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import { ListFilterReset } from '../../ui/list/ListFilterReset.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import { sortVariable, useListState } from '../../ui/list/useListState.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { ArticleDialog } from '../catalogue/ArticleDialog.tsx';
import { sellerKey } from '../catalogue/articleForm.ts';
import { LabBadge, ProductName, SellerName } from '../catalogue/CatalogueBits.tsx';
import { CatalogueSupplierOptionsQuery } from '../catalogue/documents.ts';
import { vatText } from '../catalogue/format.ts';
import { ArticlePageQuery } from './documents.ts';
import { articleMessages as t } from './messages.ts';
import { articleUrls } from './urls.ts';

type ArticleRow = ArticleTable_ArticleFragment;

/** The graph's sort field of each sortable column. */
const ARTICLE_SORT_FIELDS = {
  name: 'NAME',
  product: 'PRODUCT_NAME',
  supplier: 'SUPPLIER_NAME',
  price: 'PRICE',
} as const satisfies Record<string, ArticleSortField>;
type SortColumn = keyof typeof ARTICLE_SORT_FIELDS;

/** The graph's page sizes: 25 by default, 100 at most. */
const ARTICLE_PAGE_SIZES = [25, 50, 100] as const;

/** The list's address: ?search=&supplier=&page=&size=&sort=&order= (docs/how-to/lists.md). */
export const ARTICLE_LIST: ListConfig<SortColumn, 'search' | 'supplier'> = {
  pageSize: ARTICLE_PAGE_SIZES[0],
  pageSizes: ARTICLE_PAGE_SIZES,
  defaultSort: { field: 'name', direction: 'asc' },
  sortFields: Object.keys(ARTICLE_SORT_FIELDS) as SortColumn[],
  filters: ['search', 'supplier'],
};

/** The graph's filter of the address's: the search, and a supplier or laboratory by its key. */
function filterOf(search: string, supplier: string): ArticleFilter | undefined {
  const filter: ArticleFilter = {};
  if (search) filter.search = search;
  const [kind, id] = supplier.split(':');
  if (id && kind === 'LABORATORY') filter.labId = id;
  else if (id && kind === 'EXTERNAL') filter.supplierId = id;
  return Object.keys(filter).length > 0 ? filter : undefined;
}

const COLUMNS: ListColumn<ArticleRow>[] = [
  {
    field: 'name',
    header: t.columns.name,
    card: 'title',
    minWidth: 180,
    cell: (article) => <CellLink to={articleUrls.article(article.id)}>{article.name}</CellLink>,
  },
  {
    field: 'product',
    header: t.columns.product,
    minWidth: 180,
    cell: (article) => (
      <ProductName name={article.product.name} photoUrl={article.product.photoUrl} />
    ),
  },
  {
    field: 'supplier',
    header: t.columns.supplier,
    minWidth: 160,
    cell: (article) => <SellerName name={article.supplier.name} kind={article.supplier.kind} />,
  },
  {
    field: 'price',
    header: t.columns.price,
    align: 'right',
    flex: 0.6,
    cell: (article) => formatEuros(article.price),
  },
  {
    field: 'vat',
    header: t.columns.vat,
    align: 'right',
    flex: 0.5,
    minWidth: 80,
    cell: (article) => vatText(article.vat),
  },
];

/**
 * /articles (docs/areas/catalogue.md#screens): the chain's articles by pages, searched by article or product name and
 * filtered by supplier or laboratory on the server, the count 'x sur y'; 'Nouvel article' opens the
 * article dialog.
 */
export function ArticlesPage() {
  const permissions = usePermissions('ARTICLES');
  const { show, toast } = useToast();
  const [creating, setCreating] = useState(false);
  const list = useListState(ARTICLE_LIST);
  const search = list.state.filters.search.trim();
  const supplier = list.state.filters.supplier;
  const filter = filterOf(search, supplier);
  const { data, previousData, error, loading, refetch } = useQuery(ArticlePageQuery, {
    variables: {
      ...(filter && { filter }),
      ...sortVariable(list, ARTICLE_SORT_FIELDS),
      limit: list.limit,
      offset: list.offset,
    },
  });
  const suppliers = useQuery(CatalogueSupplierOptionsQuery);
  // Loading failures are only logged (docs/areas/catalogue.md#messages).
  useEffect(() => {
    if (error) console.error('[articles] loading failed', error);
    if (suppliers.error) console.error('[articles] loading suppliers failed', suppliers.error);
  }, [error, suppliers.error]);

  const shown = data ?? previousData;
  const page = shown?.articles;
  const all = shown?.everyArticle.total ?? 0;
  const rows = page?.data ?? (error ? [] : null);
  const denied = !permissions.loading && !permissions.canCreate;

  return (
    <>
      <title>{`${t.title} · Brigade`}</title>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.newArticle}
            disabled={!permissions.canCreate}
            hint={denied ? t.cannotCreateArticles : ''}
            onClick={() => setCreating(true)}
          />
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <ListTextFilter
          list={list}
          name="search"
          label={t.search}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <TextField
          select
          size="small"
          label={t.supplierFilter}
          value={supplier}
          onChange={(event) => list.setFilter('supplier', event.target.value)}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          <MenuItem value="">
            <em>{t.allSuppliers}</em>
          </MenuItem>
          {(suppliers.data?.suppliers ?? []).map((seller) => (
            <MenuItem key={sellerKey(seller)} value={sellerKey(seller)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{seller.name}</span>
                {seller.kind === 'LABORATORY' ? <LabBadge /> : null}
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        <ListFilterReset
          list={list}
          label={t.reset}
          count={page ? t.count(page.total, all) : null}
        />
      </Stack>
      {page && page.total === 0 && !error ? (
        list.filtered ? (
          <EmptyState icon={<SellOutlined />} title={t.emptyFiltered} />
        ) : (
          <EmptyState
            icon={<SellOutlined />}
            title={t.emptyTitle}
            description={t.emptyDescription}
          />
        )
      ) : (
        <DataList
          label={t.tableLabel}
          pagerLabel={t.pagerLabel}
          columns={COLUMNS}
          rows={rows}
          total={page?.total ?? 0}
          loading={loading}
          list={list}
        />
      )}
      <ArticleDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          show(t.created);
          // The new article moves the others between pages: the page is read again.
          void refetch();
        }}
      />
      {toast}
    </>
  );
}
