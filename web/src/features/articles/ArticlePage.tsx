import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { TEMPERATURE_CATEGORY_LABELS, UNIT_DISPLAY } from '@bo/domain';
import type { ArticleDetailQuery as ArticleDetailData } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import {
  EMPTY_VALUE,
  formatDateTime,
  formatEuros,
  formatNumber,
  formatPerson,
} from '../../lib/format.ts';
import { BackButton } from '../../ui/BackButton.tsx';
import { Fact } from '../../ui/Fact.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { ListTable, type Column } from '../../ui/TableParts.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { PriceChange, ProductAvatar, SupplierKindBadge } from '../catalogue/CatalogueBits.tsx';
import { packagingText, vatText } from '../catalogue/format.ts';
import { InfoCard, SupplierContact, SupplierDelivery } from '../catalogue/SupplierCard.tsx';
import { productUrls } from '../products/urls.ts';
import { supplierUrls } from '../suppliers/urls.ts';
import { ArticleDetailQuery } from './documents.ts';
import { articleMessages as t } from './messages.ts';
import { articleUrls } from './urls.ts';

type Article = ArticleDetailData['article'];

const Back = () => <BackButton to={articleUrls.articles()} label={t.backToList} compact />;

/**
 * /articles/{id} (docs/areas/catalogue.md#screens): general information, the linked product, price, VAT, temperature
 * category, ordering packaging, the supplier's card, and the price history with each change since
 * the price before (issue 11 item 5). 'Article non trouvé' for an unknown id.
 */
export function ArticlePage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(ArticleDetailQuery, { variables: { id } });
  const notFound = error ? readGraphQLError(error).code === 'NOT_FOUND' : false;
  // A loading failure is only logged (docs/areas/catalogue.md#messages); an unknown article says so.
  useEffect(() => {
    if (error && !notFound) console.error('[articles] loading the article failed', error);
  }, [error, notFound]);
  if (error) {
    return (
      <>
        <Back />
        <EmptyState icon={<SearchOffOutlined />} titleComponent="h1" title={t.articleNotFound} />
      </>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  return <ArticleSheet article={data.article} />;
}

function ArticleSheet({ article }: { article: Article }) {
  const navigate = useNavigate();
  const permissions = usePermissions('ARTICLES');
  const { product, supplier, orderingPackaging } = article;
  const baseUnit = UNIT_DISPLAY[product.baseUnit];

  return (
    <>
      <title>{`${article.name} · Brigade`}</title>
      <Back />
      <PageHeader
        title={article.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            disabled={!permissions.canEdit}
            onClick={() => void navigate(articleUrls.articleEdit(article.id))}
          >
            {t.edit}
          </Button>
        }
      />
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <InfoCard title={t.general} id="article-general">
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2,
              }}
            >
              <Fact wrap label={t.product}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ProductAvatar name={product.name} photoUrl={product.photoUrl} size={28} />
                  <Link component={RouterLink} to={productUrls.product(product.id)}>
                    {product.name}
                  </Link>
                </Stack>
              </Fact>
              <Fact wrap label={t.supplierRef}>
                {article.supplierRef ?? EMPTY_VALUE}
              </Fact>
              <Fact wrap label={t.price}>
                {formatEuros(article.price)}
              </Fact>
              <Fact wrap label={t.vat}>
                {vatText(article.vat)}
              </Fact>
              <Fact wrap label={t.temperatureCategory}>
                {TEMPERATURE_CATEGORY_LABELS[article.temperatureCategory]}
              </Fact>
              <Fact wrap label={t.orderingPackaging}>
                {packagingText(orderingPackaging)}
              </Fact>
              <Fact wrap label={t.costPerBaseUnit(baseUnit)}>
                {article.costPerBaseUnit === null
                  ? EMPTY_VALUE
                  : `${formatNumber(article.costPerBaseUnit, 4)} €`}
              </Fact>
              <Fact wrap label={t.tags}>
                {article.tags.length === 0 ? (
                  EMPTY_VALUE
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} component="span">
                    {article.tags.map((tag) => (
                      <Chip key={tag.id} size="small" label={tag.name} />
                    ))}
                  </Stack>
                )}
              </Fact>
            </Box>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <InfoCard title={t.supplierCard} id="article-supplier">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={supplierUrls.supplier(supplier)}
                sx={{ fontWeight: 600 }}
              >
                {supplier.name}
              </Link>
              <SupplierKindBadge kind={supplier.kind} />
            </Stack>
            <SupplierContact
              email={supplier.email}
              phone={supplier.phone}
              address={supplier.address}
            />
            <SupplierDelivery
              minOrderAmount={supplier.minOrderAmount}
              deliveryDelayDays={supplier.deliveryDelayDays}
              deliveryDays={supplier.deliveryDays}
            />
          </InfoCard>
        </Grid>
      </Grid>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {t.priceHistory}
      </Typography>
      <PriceHistory history={article.priceHistory} />
    </>
  );
}

const HISTORY_COLUMNS: readonly Column[] = [
  { label: t.historyColumns.date },
  { label: t.historyColumns.author },
  { label: t.historyColumns.price, align: 'right' },
  { label: t.historyColumns.change },
];

/** Every price of the article, newest first, each with its change since the price before. */
function PriceHistory({ history }: { history: Article['priceHistory'] }) {
  return (
    <ListTable columns={HISTORY_COLUMNS} aria-label={t.priceHistoryLabel}>
      {history.map((entry) => (
        <TableRow key={entry.id} hover>
          <TableCell>{formatDateTime(entry.changedAt)}</TableCell>
          <TableCell>{formatPerson(entry.changedBy, t.unknownAuthor)}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatEuros(entry.price)}
          </TableCell>
          <TableCell>
            {entry.previousPrice === null ? (
              <Typography variant="body2" component="span" color="textSecondary">
                {t.firstPrice}
              </Typography>
            ) : (
              <PriceChange change={entry.change} changePercent={entry.changePercent} />
            )}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
