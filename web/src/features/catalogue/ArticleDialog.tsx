import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import {
  conversionRequiredMessage,
  DEFAULT_VAT_ARTICLE_DIALOG,
  needsConversion,
  UNITS,
  type Unit,
} from '@bo/domain';
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
import { ConversionDialog } from './ConversionDialog.tsx';
import {
  CatalogueCreateArticleMutation,
  CatalogueProductUnitsQuery,
  CatalogueUpdateArticleMutation,
} from './documents.ts';
import { catalogueMessages as t } from './messages.ts';

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
 * Create or edit an article in a dialog (spec 002 §5, article form): VAT 20 % and 'Sec' by
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
  const [converting, setConverting] = useState<Unit | null>(null);
  const [converted, setConverted] = useState(false);

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
    // The product page's edit has its own wording (spec 002 §8).
    failed: editing ? t.articleSaveFailed : t.articleCreateFailed,
    logLabel: 'articles',
  });
  const { values } = form.formik;

  // The chosen product's base unit and rules, from the cache the conversion dialog writes to.
  const units = useQuery(CatalogueProductUnitsQuery, {
    variables: { id: values.productId },
    skip: values.productId === '',
  });
  if (units.error) console.error('[articles] loading the product failed', units.error);
  const chosen = units.data?.product.id === values.productId ? units.data.product : null;
  const unit = values.packagingUnit === '' ? null : values.packagingUnit;
  const blocked = chosen !== null && unit !== null && needsConversion(unit, chosen);

  const notice = blocked ? (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<SwapHorizOutlined />}
          onClick={() => setConverting(unit)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t.createConversion}
        </Button>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
    >
      {conversionRequiredMessage(unit, chosen.baseUnit)}
    </Alert>
  ) : converted && chosen && unit ? (
    <Alert severity="success">{t.articleDialog.conversionCreated}</Alert>
  ) : null;

  return (
    <>
      <FormDialogContent
        titles={t.articleDialog}
        mode={editing ? 'edit' : 'create'}
        {...form.content}
        submitDisabled={blocked}
      >
        <ArticleFields
          form={form}
          idPrefix={ID}
          units={UNITS}
          fixedProduct={product}
          initialProduct={editing?.product}
          unitNotice={notice}
        />
      </FormDialogContent>
      {chosen ? (
        <ConversionDialog
          open={converting !== null}
          product={chosen}
          presetSourceUnit={converting ?? undefined}
          onClose={() => setConverting(null)}
          onSaved={() => {
            setConverting(null);
            setConverted(true);
          }}
        />
      ) : null}
    </>
  );
}
