import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { WEEKDAY_SHORT_LABELS, type Weekday } from '@bo/domain';
import { formatMinOrder } from '../../../lib/format.ts';
import { labMessages as t } from '../messages.ts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 'YYYY-MM-DD' (a calendar day, no time zone) → 'lundi 23/11/2026'. */
export function formatDeliveryDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  // Built in local time so the day shown is the day given, whatever the browser's zone.
  return dayFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

interface DeliveryInfoProps {
  deliveryDays: readonly Weekday[];
  nextDeliveryDate: string | null | undefined;
}

/** The delivery-info widget of a laboratory: its delivery days and the next delivery date. */
export function DeliveryInfo({ deliveryDays, nextDeliveryDate }: DeliveryInfoProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        alignItems: 'flex-start',
      }}
      aria-label="Livraison"
      role="group"
    >
      <LocalShippingOutlined fontSize="small" color="secondary" sx={{ mt: 0.25 }} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t.deliveryDays} :{' '}
          </Box>
          {deliveryDays.length
            ? deliveryDays.map((d) => WEEKDAY_SHORT_LABELS[d]).join(', ')
            : t.noDeliveryDay}
        </Typography>
        {nextDeliveryDate ? (
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t.nextDelivery} :{' '}
            </Box>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {formatDeliveryDay(nextDeliveryDate)}
            </Box>
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

interface LabBadgesProps {
  minOrderAmount: number | null | undefined;
  deliveryDelayDays: number | null | undefined;
}

/** 'Min: {amount}€' when a minimum is set, 'Délai: {n} jour(s)' when a delay is set. */
export function LabBadges({ minOrderAmount, deliveryDelayDays }: LabBadgesProps) {
  const hasMin = minOrderAmount !== null && minOrderAmount !== undefined;
  const hasDelay = deliveryDelayDays !== null && deliveryDelayDays !== undefined;
  if (!hasMin && !hasDelay) return null;
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    px: 1,
    py: 0.25,
    borderRadius: 1,
    fontSize: 12,
    fontWeight: 600,
    lineHeight: 1.6,
  } as const;
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      {hasMin ? (
        <Box
          component="span"
          sx={{ ...chip, bgcolor: 'rgba(46, 125, 50, 0.1)', color: 'success.dark' }}
        >
          {formatMinOrder(minOrderAmount)}
        </Box>
      ) : null}
      {hasDelay ? (
        <Box
          component="span"
          sx={{ ...chip, bgcolor: 'rgba(2, 119, 189, 0.1)', color: 'info.dark' }}
        >
          {t.delayBadge(deliveryDelayDays)}
        </Box>
      ) : null}
    </Stack>
  );
}
