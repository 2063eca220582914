import { useEffect, type ReactNode } from 'react';
import { personName } from '@bo/domain';
import { useQuery } from '@apollo/client/react';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Groups from '@mui/icons-material/Groups';
import KitchenOutlined from '@mui/icons-material/KitchenOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { employeeUrls } from '../employees/urls.ts';
import { hygieneUrls } from '../hygiene/urls.ts';
import { restaurantUrls } from '../restaurants/urls.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { DASHBOARD_MESSAGES as t } from './messages.ts';
import { DashboardQuery } from './documents.ts';

const countFormat = new Intl.NumberFormat('fr-FR');

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}

function StatCard({ label, value, icon, color }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: color,
              color: 'common.white',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="textSecondary">
              {label}
            </Typography>
            {value === undefined ? (
              <Skeleton width={64} height={40} />
            ) : (
              // The label names the number for screen readers (a card is read as "Employés 8").
              <Typography variant="h4" component="p" aria-label={`${label} : ${value}`}>
                {countFormat.format(value)}
              </Typography>
            )}
            <Typography variant="caption" color="textSecondary">
              {t.cardHint}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * / (docs/areas/platform.md#dashboard): the counts across the user's restaurants, recent activity,
 * quick links.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const { data, error } = useQuery(DashboardQuery);

  // A dashboard failure is only logged (docs/areas/platform.md#errors).
  useEffect(() => {
    if (error) console.error('[dashboard] the dashboard could not be loaded', error);
  }, [error]);

  const dashboard = data?.dashboard;
  // At most 5 items, the first 3 restaurants created then the first 2 employees
  // (docs/areas/platform.md#dashboard).
  const activity = dashboard
    ? [
        ...dashboard.recentRestaurants.map((r) => ({
          key: `r${r.id}`,
          icon: <StorefrontOutlined />,
          text: t.restaurantCreated(r.name),
          date: r.createdAt,
        })),
        ...dashboard.recentEmployees.map((e) => ({
          key: `e${e.id}`,
          icon: <PersonAddAltOutlined />,
          text: t.employeeAdded(personName(e)),
          date: e.createdAt,
        })),
      ]
    : undefined;

  return (
    <>
      <title>{`${t.pageTitle} · Brigade`}</title>
      <PageHeader title={t.pageTitle} subtitle={user ? t.greeting(user.firstName) : undefined} />
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        {[
          {
            label: t.cards.restaurants,
            value: dashboard?.restaurantCount,
            icon: <StorefrontOutlined />,
            color: 'primary.main',
          },
          {
            label: t.cards.employees,
            value: dashboard?.employeeCount,
            icon: <Groups />,
            color: 'secondary.main',
          },
          {
            label: t.cards.equipments,
            value: dashboard?.equipmentCount,
            icon: <KitchenOutlined />,
            color: 'info.main',
          },
          {
            label: t.cards.readings,
            value: dashboard?.temperatureReadingCount,
            icon: <ThermostatOutlined />,
            color: 'success.main',
          },
        ].map((card) => (
          <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard {...card} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" component="section" aria-labelledby="dashboard-activity">
            <CardContent>
              <Typography id="dashboard-activity" variant="h6" component="h2">
                {t.activityTitle}
              </Typography>
              {!activity ? (
                <Stack spacing={1} sx={{ mt: 1 }} aria-busy>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Skeleton key={i} height={48} />
                  ))}
                </Stack>
              ) : activity.length === 0 ? (
                <Typography color="textSecondary" sx={{ mt: 1 }}>
                  {t.activityEmpty}
                </Typography>
              ) : (
                <List aria-label={t.activityTitle}>
                  {activity.map((item) => (
                    <ListItem key={item.key} disableGutters>
                      <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                      <ListItemText primary={item.text} secondary={formatDate(item.date)} />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="nav" aria-labelledby="dashboard-links">
            <CardContent>
              <Typography id="dashboard-links" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t.linksTitle}
              </Typography>
              <Stack spacing={1}>
                {[
                  { to: restaurantUrls.restaurants(), label: t.links.restaurants },
                  { to: employeeUrls.employees(), label: t.links.employees },
                  { to: hygieneUrls.hygieneTemperature(), label: t.links.readings },
                ].map((link) => (
                  <Button
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    variant="outlined"
                    endIcon={<ArrowForward />}
                    sx={{ justifyContent: 'space-between' }}
                  >
                    {link.label}
                  </Button>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
