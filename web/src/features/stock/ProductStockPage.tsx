import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SwapVertOutlined from '@mui/icons-material/SwapVertOutlined';
import type { ProductStockQuery as ProductStockData, StockMovementInput } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { formatDateTime, formatEuros } from '../../lib/format.ts';
import {
  useSelectedRestaurant,
  type SelectableRestaurant,
} from '../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { BackButton } from '../../ui/BackButton.tsx';
import { Fact } from '../../ui/Fact.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import { useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { baseUnitText } from '../products/units.ts';
import {
  ProductStockQuery,
  RecordStockMovementMutation,
  StockMovementsQuery,
} from './documents.ts';
import { MovementDialog } from './MovementDialog.tsx';
import { MOVEMENT_LIST, MovementsTable } from './MovementsTable.tsx';
import { StockChart } from './StockChart.tsx';
import { displayText, StockStatusChip } from './StockBits.tsx';
import { stockMessages as t } from './messages.ts';
import { stockUrls } from './urls.ts';

type Product = ProductStockData['product'];

/** The chart draws this many of the latest movements (the graph's largest page). */
const CHART_MOVEMENTS = 100;

const Back = () => <BackButton to={stockUrls.stocks()} label={t.product.back} />;

/** /stocks/product/{productId} (docs/areas/stock.md): the product, its stock and its movements. */
export function ProductStockPage() {
  const { productId = '' } = useParams();
  const { restaurant } = useSelectedRestaurant();
  return (
    <>
      <Back />
      {restaurant ? null : <PageHeader title={t.title} />}
      <RequireRestaurant message={t.selectRestaurant}>
        {(selected) => (
          <ProductStock
            key={`${selected.id}:${productId}`}
            restaurant={selected}
            productId={productId}
          />
        )}
      </RequireRestaurant>
    </>
  );
}

function ProductStock({
  restaurant,
  productId,
}: {
  restaurant: SelectableRestaurant;
  productId: string;
}) {
  const { data, error, loading } = useQuery(ProductStockQuery, {
    variables: { productId, restaurantId: restaurant.id },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    const notFound = readGraphQLError(error).code === 'NOT_FOUND';
    // A loading failure is only logged (docs/areas/stock.md#messages); an unknown product says so.
    if (!notFound) console.error('[stock] product stock loading failed', error);
    return (
      <EmptyState
        icon={<SearchOffOutlined />}
        titleComponent="h1"
        title={notFound ? t.productNotFound : t.product.loadFailed}
      />
    );
  }
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  return <ProductStockSheet product={data.product} restaurant={restaurant} />;
}

function ProductStockSheet({
  product,
  restaurant,
}: {
  product: Product;
  restaurant: SelectableRestaurant;
}) {
  const permissions = usePermissions('STOCK');
  const denied = !permissions.loading && !permissions.canCreate;
  const [recording, setRecording] = useState(false);
  const { show, toast } = useToast();
  const { stock } = product;

  const list = useListState(MOVEMENT_LIST);
  const movementsVariables = { restaurantId: restaurant.id, productId: product.id };
  const movements = useQuery(StockMovementsQuery, {
    variables: { ...movementsVariables, limit: list.limit, offset: list.offset },
    fetchPolicy: 'cache-and-network',
  });
  const chart = useQuery(StockMovementsQuery, {
    variables: { ...movementsVariables, limit: CHART_MOVEMENTS, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  if (movements.error) console.error('[stock] movements loading failed', movements.error);
  if (chart.error) console.error('[stock] chart loading failed', chart.error);

  const [record] = useMutation(RecordStockMovementMutation);
  const save = async (input: StockMovementInput) => {
    await record({ variables: { input } });
    setRecording(false);
    show(t.product.recorded);
  };

  const page = (movements.data ?? movements.previousData)?.restaurant.stockMovements;
  const rows = page?.data ?? (movements.error ? [] : null);
  const chartPage = chart.data?.restaurant.stockMovements;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={product.name}
        subtitle={restaurant.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.product.newMovement}
            disabled={!permissions.canCreate}
            hint={denied ? t.product.cannotRecord : undefined}
            onClick={() => setRecording(true)}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <ProductAvatar name={product.name} photoUrl={product.photoUrl} size={64} />
          <Box
            component="dl"
            sx={{
              m: 0,
              flex: 1,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
            }}
          >
            <Fact label={t.product.currentStock}>{displayText(stock.display)}</Fact>
            <Fact label={t.product.status}>
              <StockStatusChip status={stock.status} />
            </Fact>
            <Fact label={t.product.baseUnit}>{baseUnitText(product.baseUnit)}</Fact>
            <Fact label={t.product.value}>
              {stock.value === null || stock.value === undefined
                ? t.notValued
                : formatEuros(stock.value)}
            </Fact>
            <Fact label={t.product.lastMovement}>
              {stock.updatedAt ? formatDateTime(stock.updatedAt) : t.product.neverMoved}
            </Fact>
          </Box>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="section"
        aria-labelledby="stock-chart-title"
      >
        <Typography id="stock-chart-title" variant="subtitle1" component="h2">
          {t.product.chartTitle}
        </Typography>
        {chartPage && chartPage.data.length > 0 ? (
          <>
            <StockChart
              label={t.product.chartLabel(product.name)}
              movements={chartPage.data}
              currentStock={stock.currentStock}
              baseUnit={product.baseUnit}
            />
            {chartPage.total > chartPage.data.length ? (
              <Typography variant="caption" color="textSecondary">
                {t.product.chartOnePage(chartPage.data.length, chartPage.total)}
              </Typography>
            ) : null}
          </>
        ) : chartPage ? (
          <Typography variant="body2" color="textSecondary">
            {t.product.chartEmpty}
          </Typography>
        ) : null}
      </Paper>

      <Box component="section" aria-labelledby="stock-movements-title">
        <Typography id="stock-movements-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t.product.movements}
        </Typography>
        {page && page.total === 0 && !movements.error ? (
          <EmptyState icon={<SwapVertOutlined />} title={t.product.noMovement} />
        ) : movements.error && !page ? null : (
          <MovementsTable
            rows={rows}
            total={page?.total ?? 0}
            loading={movements.loading}
            list={list}
            baseUnit={product.baseUnit}
          />
        )}
      </Box>

      <MovementDialog
        open={recording}
        onClose={() => setRecording(false)}
        restaurantId={restaurant.id}
        product={product}
        currentStock={stock.currentStock}
        onSave={save}
      />
      {toast}
    </Stack>
  );
}
