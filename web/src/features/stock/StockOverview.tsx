import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STOCK_ALERT_THRESHOLD_DEFAULT, STOCK_STATUS_LABELS, frenchNumberText } from '@bo/domain';
import { formatEuros } from '../../lib/format.ts';
import { typedNumber } from '../../lib/numbers.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { NumberField } from '../../ui/NumberField.tsx';
import { StockAlertsQuery, StockSummaryQuery } from './documents.ts';
import { displayText, StockStatusChip } from './StockBits.tsx';
import { stockMessages as t } from './messages.ts';
import { stockUrls } from './urls.ts';

const CARD = { p: 2, flex: 1, minWidth: 0 } as const;

function Count({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The restaurant's stock at a glance: products by status and their value at current cost. */
export function StockSummaryCard({ restaurantId }: { restaurantId: string }) {
  const { data, error } = useQuery(StockSummaryQuery, {
    variables: { restaurantId },
    // A movement recorded on a product's page changes it: read again on each visit.
    fetchPolicy: 'cache-and-network',
  });
  // A failure to load the stock is only logged (docs/areas/stock.md#messages).
  if (error) console.error('[stock] summary loading failed', error);
  const summary = data?.restaurant.stockSummary;
  return (
    <Paper variant="outlined" sx={CARD} component="section" aria-labelledby="stock-summary-title">
      <Typography id="stock-summary-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t.summary.title}
      </Typography>
      {summary ? (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            }}
          >
            <Count label={t.summary.products} value={String(summary.productCount)} />
            <Count
              label={STOCK_STATUS_LABELS.OUT_OF_STOCK}
              value={String(summary.outOfStockCount)}
            />
            <Count label={STOCK_STATUS_LABELS.LOW} value={String(summary.lowCount)} />
            <Count label={STOCK_STATUS_LABELS.IN_STOCK} value={String(summary.inStockCount)} />
            <Count label={t.summary.value} value={formatEuros(summary.totalValue)} />
          </Box>
          {summary.unvaluedCount > 0 ? (
            <Alert severity="info" sx={{ mt: 1.5 }}>
              {t.summary.unvalued(summary.unvaluedCount)}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}

/**
 * The products at or below the threshold (docs/areas/stock.md, 10 by default, in each product's base
 * unit), which the user may change: the list follows once typing pauses.
 */
export function StockAlertsCard({ restaurantId }: { restaurantId: string }) {
  const [text, setText] = useState(frenchNumberText(STOCK_ALERT_THRESHOLD_DEFAULT));
  const typed = typedNumber(text);
  const invalid = typed === null || Number.isNaN(typed) || typed < 0;
  const threshold = useDebouncedValue(invalid ? null : typed);
  const { data, previousData, error } = useQuery(StockAlertsQuery, {
    variables: { restaurantId, threshold: threshold ?? STOCK_ALERT_THRESHOLD_DEFAULT },
    fetchPolicy: 'cache-and-network',
    skip: threshold === null,
  });
  if (error) console.error('[stock] alerts loading failed', error);
  const alerts = (data ?? previousData)?.restaurant.stockAlerts;
  return (
    <Paper variant="outlined" sx={CARD} component="section" aria-labelledby="stock-alerts-title">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="stock-alerts-title" variant="subtitle1" component="h2">
            {t.alerts.title}
          </Typography>
          {alerts ? (
            <Typography variant="body2" color="textSecondary">
              {t.alerts.count(alerts.length)}
            </Typography>
          ) : null}
        </Box>
        <NumberField
          id="stock-alert-threshold"
          name="threshold"
          size="small"
          label={t.alerts.threshold}
          value={text}
          min={0}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
          sx={{ width: 110, flexShrink: 0 }}
        />
      </Stack>
      {alerts && alerts.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t.alerts.none(threshold === null ? text : frenchNumberText(threshold))}
        </Typography>
      ) : null}
      {alerts && alerts.length > 0 ? (
        <Box
          component="ul"
          aria-labelledby="stock-alerts-title"
          sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 220, overflowY: 'auto' }}
        >
          {alerts.map((level) => (
            <Stack
              component="li"
              key={level.product.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', py: 0.5, minWidth: 0 }}
            >
              <Link
                component={RouterLink}
                to={stockUrls.productStock(level.product.id)}
                underline="hover"
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {level.product.name}
              </Link>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {displayText(level.display)}
              </Typography>
              <StockStatusChip status={level.status} />
            </Stack>
          ))}
        </Box>
      ) : null}
      <Typography variant="caption" color="textSecondary">
        {t.alerts.thresholdHelp}
      </Typography>
    </Paper>
  );
}
