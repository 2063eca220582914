import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { supplierDelayType, type Weekday } from '@bo/domain';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { DeliveryInfo, LabBadges } from '../labs/components/DeliveryInfo.tsx';
import { catalogueMessages as t } from './messages.ts';

/**
 * A supplier's contact and delivery terms, as the supplier page and the article page's supplier
 * card show them (docs/areas/catalogue.md#screens). The badges and the weekdays are the laboratories' own
 * (features/labs), since a laboratory is a supplier too.
 */

/** A titled card of facts. */
function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>{icon}</Box>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function InfoCard({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id={id} variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** The supplier's contact lines: email and phone as links, the address. */
export function SupplierContact({
  email,
  phone,
  address,
}: {
  email: string | null;
  phone: string | null;
  address: string | null;
}) {
  return (
    <>
      <Line icon={<EmailOutlined fontSize="small" />}>
        {email ? <Link href={`mailto:${email}`}>{email}</Link> : EMPTY_VALUE}
      </Line>
      <Line icon={<PhoneOutlined fontSize="small" />}>
        {phone ? <Link href={`tel:${phone}`}>{phone}</Link> : EMPTY_VALUE}
      </Line>
      <Line icon={<PlaceOutlined fontSize="small" />}>{address ?? EMPTY_VALUE}</Line>
    </>
  );
}

/** The supplier's delivery terms: 'Min: {amount}€', the delay and its type, the weekdays. */
export function SupplierDelivery({
  minOrderAmount,
  deliveryDelayDays,
  deliveryDays,
}: {
  minOrderAmount: number | null;
  deliveryDelayDays: number | null;
  deliveryDays: readonly Weekday[];
}) {
  const type = supplierDelayType(deliveryDelayDays);
  return (
    <>
      <LabBadges minOrderAmount={minOrderAmount} deliveryDelayDays={deliveryDelayDays} />
      {minOrderAmount === null ? (
        <Typography variant="body2" color="textSecondary">
          {t.noMinOrder}
        </Typography>
      ) : null}
      {deliveryDelayDays === null ? (
        <Typography variant="body2" color="textSecondary">
          {t.noDelay}
        </Typography>
      ) : type ? (
        <Typography variant="body2">{t.delayType(type)}</Typography>
      ) : null}
      <DeliveryInfo deliveryDays={deliveryDays} nextDeliveryDate={null} />
    </>
  );
}
