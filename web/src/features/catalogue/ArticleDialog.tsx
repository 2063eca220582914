import { useMutation } from '@apollo/client/react';
import { DEFAULT_VAT_ARTICLE_DIALOG, UNITS } from '@bo/domain';
import type { ArticleDialog_ArticleFragment } from '../../gql/graphql';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { ArticleFields, type ProductOption } from './ArticleFields.tsx';
import {
  ARTICLE_SERVER_FIELDS,
  articleSchema,
  articleValuesOf,
  emptyArticleValues,
  toCreateArticleInput,
  toUpdateArticleInput,
  type ArticleFormValues,
} from './articleForm.ts';
import { CatalogueCreateArticleMutation, CatalogueUpdateArticleMutation } from './documents.ts';
import { catalogueMessages as t } from './messages.ts';
import { useUnitCheck } from './useUnitCheck.tsx';

export interface ArticleDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the article is saved; the caller closes the dialog and re-reads its lists. */
  onSaved(article: ArticleDialog_ArticleFragment): void;
  /** The article being edited; absent or null: a new one. */
  article?: ArticleDialog_ArticleFragment | null | undefined;
  /** The product, when opened from its page: fixed, not chosen. */
  product?: ProductOption | undefined;
}

const TITLE_ID = 'article-dialog-title';
const ID = 'article';

/**
 * Create or edit an article in a dialog (docs/areas/catalogue.md#screens, article form): VAT 20 % and 'Sec' by
 * default, every restaurant allowed on create. When the packaging unit is outside the product's
 * base unit's family and no rule of the product covers it (the domain's needsConversion), the
 * submit button is disabled and 'Créer la conversion' opens the conversion dialog preset to that
 * unit; the new rule joins the product in the cache and the article can be sent.
 */
export const ArticleDialog = formDialog<ArticleDialogProps>(TITLE_ID, ArticleForm);

function ArticleForm({ article, product, onSaved }: ArticleDialogProps) {
  const editing = article ?? null;
  const [create] = useMutation(CatalogueCreateArticleMutation);
  const [update] = useMutation(CatalogueUpdateArticleMutation);

  const form = useDialogForm<ArticleFormValues>({
    initialValues: editing
      ? articleValuesOf(editing)
      : emptyArticleValues(DEFAULT_VAT_ARTICLE_DIALOG, { productId: product?.id }),
    validationSchema: articleSchema,
    serverFields: ARTICLE_SERVER_FIELDS,
    onSave: async (values) => {
      if (editing) {
        const { data } = await update({
          variables: { id: editing.id, input: toUpdateArticleInput(values) },
        });
        if (!data) throw new Error('no data');
        onSaved(data.updateArticle);
      } else {
        const { data } = await create({ variables: { input: toCreateArticleInput(values) } });
        if (!data) throw new Error('no data');
        onSaved(data.createArticle);
      }
    },
    // The product page's edit has its own wording (docs/areas/catalogue.md#messages).
    failed: editing ? t.articleSaveFailed : t.articleCreateFailed,
    logLabel: 'articles',
  });
  const { values } = form.formik;

  const check = useUnitCheck(values.productId, values.packagingUnit);

  return (
    <>
      <FormDialogContent
        titles={t.articleDialog}
        mode={editing ? 'edit' : 'create'}
        {...form.content}
        submitDisabled={check.blocked}
      >
        <ArticleFields
          form={form}
          idPrefix={ID}
          units={UNITS}
          fixedProduct={product}
          initialProduct={editing?.product}
          unitNotice={check.notice}
        />
      </FormDialogContent>
      {check.dialog}
    </>
  );
}
