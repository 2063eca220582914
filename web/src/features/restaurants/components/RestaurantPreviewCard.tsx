import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { ReactNode } from 'react';
import {
  BUSINESS_TIME_ZONE,
  deliveryDaysOf,
  todayIn,
  nextDeliveryDate,
  parseFrenchInteger,
  parseFrenchNumber,
  type DeliveryFlags,
} from '@bo/domain';
import { EMPTY_VALUE, formatDate } from '../../../lib/format.ts';
import { DeliveryInfo, LabBadges } from '../../labs/components/DeliveryInfo.tsx';
import { labMessages } from '../../labs/messages.ts';
import { restaurantMessages as t } from '../messages.ts';
import type { RestaurantPageValues } from '../schema.ts';

interface RestaurantPreviewCardProps {
  /** The form's current values: the card follows what is typed. */
  values: RestaurantPageValues;
  createdAt: string;
  servedRestaurants: readonly { id: string; name: string }[];
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" color="text.primary" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** How the restaurant reads elsewhere (picker, laboratories grid), live while editing. */
export function RestaurantPreviewCard({
  values,
  createdAt,
  servedRestaurants,
}: RestaurantPreviewCardProps) {
  const amount = parseFrenchNumber(values.minOrderAmount) ?? Number.NaN;
  const delay = parseFrenchInteger(values.deliveryDelayDays);
  const days = deliveryDaysOf(values.days as DeliveryFlags);
  const delayOk = delay !== null && delay >= 0;
  // The same rule as the graph's nextDeliveryDate (@bo/domain), on the values being typed.
  const next = nextDeliveryDate(todayIn(BUSINESS_TIME_ZONE), delayOk ? delay : 0, days);
  return (
    <Card variant="outlined" component="section" aria-labelledby="preview-title">
      <CardContent sx={{ p: 3 }}>
        <Typography
          id="preview-title"
          variant="overline"
          component="h2"
          color="textSecondary"
          sx={{ fontWeight: 600, letterSpacing: '0.08em' }}
        >
          {t.previewSection}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              bgcolor: values.isLab ? 'rgba(123, 31, 162, 0.08)' : 'action.hover',
              color: values.isLab ? 'secondary.main' : 'text.secondary',
            }}
          >
            {values.isLab ? <ScienceOutlined /> : <StorefrontOutlined />}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="p" noWrap>
              {values.name.trim() || EMPTY_VALUE}
            </Typography>
            <Chip
              size="small"
              label={values.isLab ? t.laboratory : t.restaurant}
              color={values.isLab ? 'secondary' : 'default'}
              variant="outlined"
              sx={{ mt: 0.5 }}
            />
          </Box>
        </Stack>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Line icon={<PlaceOutlined fontSize="small" />}>
            {values.address.trim() || EMPTY_VALUE}
          </Line>
          <Line icon={<PhoneOutlined fontSize="small" />}>
            {values.phone.trim() || EMPTY_VALUE}
          </Line>
          <Line icon={<EmailOutlined fontSize="small" />}>
            {values.email.trim() || EMPTY_VALUE}
          </Line>
        </Stack>
        {values.isLab ? (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            <LabBadges
              minOrderAmount={
                values.minOrderAmount.trim() !== '' && Number.isFinite(amount) ? amount : null
              }
              deliveryDelayDays={delayOk ? delay : null}
            />
            <DeliveryInfo deliveryDays={days} nextDeliveryDate={next} />
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {labMessages.servedRestaurants} :{' '}
              </Box>
              {servedRestaurants.length
                ? servedRestaurants.map((r) => r.name).join(', ')
                : labMessages.noServedRestaurant}
            </Typography>
          </Stack>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Typography variant="caption" color="textSecondary">
          {t.createdOn(formatDate(createdAt))}
        </Typography>
      </CardContent>
    </Card>
  );
}
