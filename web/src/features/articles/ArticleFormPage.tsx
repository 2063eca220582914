import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { ARTICLE_FORM_UNITS, DEFAULT_VAT_ARTICLE_FORM } from '@bo/domain';
import type { ArticleDialog_ArticleFragment } from '../../gql/graphql';
import { FormPage, FormSection } from '../../ui/FormPage.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { ArticleFields } from '../catalogue/ArticleFields.tsx';
import {
  ARTICLE_SERVER_FIELDS,
  articleRequiredFilled,
  articleSchema,
  articleValuesOf,
  emptyArticleValues,
  toCreateArticleInput,
  toUpdateArticleInput,
  type ArticleFormValues,
} from '../catalogue/articleForm.ts';
import {
  CatalogueCreateArticleMutation,
  CatalogueUpdateArticleMutation,
} from '../catalogue/documents.ts';
import { useUnitCheck } from '../catalogue/useUnitCheck.tsx';
import { ArticleFormQuery } from './documents.ts';
import { articleMessages as t } from './messages.ts';
import { articleUrls } from './urls.ts';

/** /articles/new: with the articles create permission, else back to the list. */
export function ArticleNewPage() {
  const { canCreate, loading } = usePermissions('ARTICLES');
  if (loading) return <PageLoader />;
  if (!canCreate) return <Navigate to={articleUrls.articles()} replace />;
  return <ArticleForm />;
}

/**
 * /articles/{id}/edit: without the edit permission, or when the article cannot be loaded, back to
 * the list (docs/areas/catalogue.md#screens: the failure is only logged).
 */
export function ArticleEditPage() {
  const { id = '' } = useParams();
  const { canEdit, loading } = usePermissions('ARTICLES');
  const query = useQuery(ArticleFormQuery, { variables: { id }, skip: !canEdit });
  useEffect(() => {
    if (query.error) console.error('[articles] loading the article form failed', query.error);
  }, [query.error]);
  if (loading) return <PageLoader />;
  if (!canEdit || query.error) return <Navigate to={articleUrls.articles()} replace />;
  if (query.data) return <ArticleForm key={id} article={query.data.article} />;
  return <PageLoader />;
}

const ID = 'article-form';

/**
 * The full-page article form (docs/areas/catalogue.md#screens): VAT 5,5 % by default, the units KG, G, L, ML and
 * PIECE, submit disabled until the product, the supplier, the price, the packaging's quantity and
 * unit are filled; the dialog's unit check applies here too.
 */
function ArticleForm({ article }: { article?: ArticleDialog_ArticleFragment }) {
  const navigate = useNavigate();
  const [create] = useMutation(CatalogueCreateArticleMutation);
  const [update] = useMutation(CatalogueUpdateArticleMutation);
  const title = article ? t.form.editTitle : t.form.newTitle;

  const form = useDialogForm<ArticleFormValues>({
    initialValues: article
      ? articleValuesOf(article)
      : emptyArticleValues(DEFAULT_VAT_ARTICLE_FORM),
    validationSchema: articleSchema,
    serverFields: ARTICLE_SERVER_FIELDS,
    onSave: async (values) => {
      if (article) {
        await update({ variables: { id: article.id, input: toUpdateArticleInput(values) } });
        void navigate(articleUrls.article(article.id));
      } else {
        const { data } = await create({ variables: { input: toCreateArticleInput(values) } });
        if (!data) throw new Error('no data');
        void navigate(articleUrls.article(data.createArticle.id));
      }
    },
    failed: article ? t.articleSaveFailed : t.articleCreateFailed,
    logLabel: 'articles',
  });
  const { values } = form.formik;
  const check = useUnitCheck(values.productId, values.packagingUnit);

  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <FormPage
        title={title}
        subtitle={article?.name}
        back={{
          to: article ? articleUrls.article(article.id) : articleUrls.articles(),
          label: t.backToList,
        }}
        submitLabel={article ? t.form.save : t.form.create}
        submittingLabel={article ? t.form.saving : t.form.creating}
        {...form.content}
        submitDisabled={!articleRequiredFilled(values) || check.blocked}
      >
        <FormSection>
          <ArticleFields
            form={form}
            idPrefix={ID}
            units={ARTICLE_FORM_UNITS}
            initialProduct={article?.product}
            unitNotice={check.notice}
          />
        </FormSection>
      </FormPage>
      {check.dialog}
    </>
  );
}
