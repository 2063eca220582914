import { useQuery } from '@apollo/client/react';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { productUrls } from '../products/urls.ts';
import { enseigneUrls } from './urls.ts';
import { readGraphQLError } from '../../lib/apollo.ts';
import { formatDate } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { enseigneMessages as t } from './messages.ts';
import { MyEnseigneQuery } from './documents.ts';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="caption" color="textSecondary" component="p">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      </Box>
    </Stack>
  );
}

function QuickAction({
  to,
  icon,
  title,
  hint,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
}) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 240 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
              {icon}
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" color="textSecondary">
                {hint}
              </Typography>
            </Box>
            <ArrowForwardRounded aria-hidden fontSize="small" color="action" />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /enseignes — 'Mon Enseigne' (docs/areas/people.md#the-chain): the chain, its counts and where to
 * go next.
 */
export function EnseigneOverviewPage() {
  const { data, loading, error } = useQuery(MyEnseigneQuery);
  const title = <title>{`${t.overviewTitle} · Brigade`}</title>;

  if (loading && !data) return <PageLoader />;
  if (error || !data) {
    const { code } = readGraphQLError(error);
    return (
      <>
        {title}
        <PageHeader title={t.overviewTitle} />
        {code === 'NOT_FOUND' ? (
          <EmptyState icon={<ApartmentOutlined />} title={t.noneFound} />
        ) : (
          <Alert severity="error">{t.loadFailed}</Alert>
        )}
      </>
    );
  }
  const enseigne = data.me.enseigne;
  if (!enseigne) {
    return (
      <>
        {title}
        <PageHeader title={t.overviewTitle} />
        <EmptyState icon={<ApartmentOutlined />} title={t.noEnseigne} />
      </>
    );
  }

  return (
    <>
      {title}
      <PageHeader title={t.overviewTitle} subtitle={t.overviewSubtitle} />
      <Card variant="outlined" sx={{ mb: 4 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h2">{enseigne.name}</Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                {t.createdOn(formatDate(enseigne.createdAt))}
              </Typography>
            </Box>
            <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Stat
                icon={<GroupOutlined />}
                label={t.usersLabel}
                value={t.users(enseigne.userCount)}
              />
              <Stat
                icon={<StorefrontOutlined />}
                label={t.restaurantsLabel}
                value={t.restaurants(enseigne.restaurantCount)}
              />
            </Stack>
            <Button
              component={RouterLink}
              to={enseigneUrls.enseigne(enseigne.id)}
              variant="contained"
              endIcon={<ArrowForwardRounded />}
            >
              {t.manage}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {t.quickActions}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <QuickAction
          to={`${enseigneUrls.enseigne(enseigne.id)}#utilisateurs`}
          icon={<GroupOutlined />}
          title={t.manageUsers}
          hint={t.manageUsersHint}
        />
        <QuickAction
          to={productUrls.products()}
          icon={<Inventory2Outlined />}
          title={t.seeProducts}
          hint={t.seeProductsHint}
        />
      </Stack>
    </>
  );
}
