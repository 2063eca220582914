import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type { ReactNode } from 'react';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { restaurantUrls } from '../restaurants/urls.ts';
import type { LabCard_LaboratoryFragment } from '../../gql/graphql';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { DeliveryInfo, LabBadges } from './components/DeliveryInfo.tsx';
import { labMessages as t } from './messages.ts';
import { LaboratoriesQuery } from './documents.ts';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" color="text.primary" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}

interface LabCardProps {
  lab: LabCard_LaboratoryFragment;
  /** Absent when the laboratory cannot be selected (it delivers a manager without being his). */
  onOpen?: () => void;
}

export function LabCard({ lab, onOpen }: LabCardProps) {
  const content = (
    <CardContent sx={{ p: 2.5, height: '100%' }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(123, 31, 162, 0.08)',
              color: 'secondary.main',
              flexShrink: 0,
            }}
          >
            <ScienceOutlined fontSize="small" />
          </Box>
          <Typography variant="h3" component="h2" noWrap>
            {lab.name}
          </Typography>
        </Stack>
        <Stack spacing={0.75}>
          <Line icon={<PlaceOutlined fontSize="small" />}>{lab.address}</Line>
          <Line icon={<PhoneOutlined fontSize="small" />}>{lab.phone ?? EMPTY_VALUE}</Line>
          <Line icon={<EmailOutlined fontSize="small" />}>{lab.email ?? EMPTY_VALUE}</Line>
        </Stack>
        <LabBadges minOrderAmount={lab.minOrderAmount} deliveryDelayDays={lab.deliveryDelayDays} />
        <DeliveryInfo deliveryDays={lab.deliveryDays} nextDeliveryDate={lab.nextDeliveryDate} />
        <Typography variant="body2" color="textSecondary">
          {t.servedRestaurants} :{' '}
          <Box component="span" sx={{ color: 'text.primary' }}>
            {lab.servedRestaurants.length
              ? lab.servedRestaurants.map((r) => r.name).join(', ')
              : t.noServedRestaurant}
          </Box>
        </Typography>
        {onOpen ? null : (
          <Typography variant="caption" color="textSecondary">
            {t.deliversYou}
          </Typography>
        )}
      </Stack>
    </CardContent>
  );
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      {onOpen ? (
        <CardActionArea onClick={onOpen} aria-label={t.open(lab.name)} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/**
 * /labs (docs/areas/restaurants.md#laboratories): the laboratories; a click selects one and opens
 * the restaurant page.
 */
export function LabsPage() {
  const navigate = useNavigate();
  const { restaurants, select } = useSelectedRestaurant();
  const { data, loading, error } = useQuery(LaboratoriesQuery);

  // A failure of the labs list is only logged (docs/areas/platform.md#errors).
  useEffect(() => {
    if (error) console.error('[labs] laboratories could not be loaded', error);
  }, [error]);

  const open = (id: string) => {
    select(id);
    void navigate(restaurantUrls.restaurants());
  };
  const labs = data?.laboratories ?? [];

  return (
    <>
      <title>{`${t.pageTitle} · Brigade`}</title>
      <PageHeader title={t.pageTitle} subtitle={t.subtitle} />
      {loading && !data ? (
        <Grid container spacing={2.5} aria-busy>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={260} />
            </Grid>
          ))}
        </Grid>
      ) : data && labs.length === 0 ? (
        <EmptyState icon={<ScienceOutlined />} title={t.empty} description={t.emptyHint} />
      ) : (
        <Grid container spacing={2.5}>
          {labs.map((lab) => (
            <Grid key={lab.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <LabCard
                lab={lab}
                onOpen={restaurants.some((r) => r.id === lab.id) ? () => open(lab.id) : undefined}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
