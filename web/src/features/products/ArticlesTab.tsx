import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import { formatEuros } from '../../lib/format.ts';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { useCrudActions } from '../../ui/CrudPage.tsx';
import { CellLink } from '../../ui/CellLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListTable, RowActions, type Column } from '../../ui/TableParts.tsx';
import { articleUrls } from '../articles/urls.ts';
import { ArticleDialog } from '../catalogue/ArticleDialog.tsx';
import { SellerName } from '../catalogue/CatalogueBits.tsx';
import { packagingText, vatText } from '../catalogue/format.ts';
import type { ProductArticle_ArticleFragment } from '../../gql/graphql';
import { DeleteProductArticleMutation } from './documents.ts';
import { TagChips } from './TagChips.tsx';
import { productMessages as t } from './messages.ts';

type ArticleRow = ProductArticle_ArticleFragment;

/** Article tag badges show 2, then '+n' (docs/areas/catalogue.md#screens). */
const ARTICLE_TAGS_SHOWN = 2;

interface ArticlesTabProps {
  product: { id: string; name: string; photoUrl?: string | null | undefined };
  articles: readonly ArticleRow[];
  /** New, edit and delete only with products.canCreate (docs/areas/catalogue.md#screens). */
  canEdit: boolean;
  /** Re-reads the product (its cost follows its articles), after a deletion. */
  reload(): Promise<unknown>;
}

const m = t.articles;

/**
 * The supplier-articles tab: each article selling the product, with its seller ('Labo' for a
 * laboratory), price, VAT, ordering packaging and tags; the article dialog creates and edits them.
 */
export function ArticlesTab({ product, articles, canEdit, reload }: ArticlesTabProps) {
  const [editing, setEditing] = useState<ArticleRow | 'new' | null>(null);
  const [deleteArticle] = useMutation(DeleteProductArticleMutation);
  const crud = useCrudActions<ArticleRow>({
    remove: async (article) => {
      await deleteArticle({ variables: { id: article.id } });
      await reload();
      return m.deleted;
    },
    confirm: () => ({ title: m.confirmTitle, message: t.confirmDeleteArticle }),
    confirmLabel: t.confirmLabel,
    // A refusal the user can act on (articles still ordered) says why; others are only logged.
    shown: { codes: ['CONFLICT'], fallback: m.deleteFailed },
    logLabel: 'products',
  });

  const columns: Column[] = [
    { label: m.columns.name },
    { label: m.columns.supplier },
    { label: m.columns.price, align: 'right' },
    { label: m.columns.vat, align: 'right' },
    { label: m.columns.packaging },
    { label: m.columns.tags },
    ...(canEdit ? [{ label: m.columns.actions, align: 'right' as const, hidden: true }] : []),
  ];

  return (
    <>
      {canEdit ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <CreateButton label={m.newArticle} onClick={() => setEditing('new')} />
        </Box>
      ) : null}
      {articles.length === 0 ? (
        <EmptyState icon={<ShoppingBasketOutlined />} title={m.empty} description={m.emptyHint} />
      ) : (
        <ListTable columns={columns} aria-label={m.label}>
          {articles.map((article) => (
            <TableRow key={article.id} hover>
              <TableCell>
                <CellLink to={articleUrls.article(article.id)}>{article.name}</CellLink>
              </TableCell>
              <TableCell>
                <SellerName name={article.supplier.name} kind={article.supplier.kind} />
              </TableCell>
              <TableCell align="right">{formatEuros(article.price)}</TableCell>
              <TableCell align="right">{vatText(article.vat)}</TableCell>
              <TableCell>{packagingText(article.orderingPackaging)}</TableCell>
              <TableCell>
                <TagChips tags={article.tags} max={ARTICLE_TAGS_SHOWN} />
              </TableCell>
              {canEdit ? (
                <RowActions
                  name={article.name}
                  canEdit
                  canDelete
                  onEdit={() => setEditing(article)}
                  onDelete={() => crud.askDelete(article)}
                />
              ) : null}
            </TableRow>
          ))}
        </ListTable>
      )}
      <ArticleDialog
        open={editing !== null}
        article={editing === 'new' ? null : editing}
        product={product}
        onClose={() => setEditing(null)}
        // No reload: a saved article makes its product's cost stale, and the write reads the
        // product again, its articles with it (domain/src/graph-writes.ts).
        onSaved={() => {
          crud.toast(editing === 'new' ? m.created : m.updated);
          setEditing(null);
        }}
      />
      {crud.overlays}
    </>
  );
}
