import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { PageLoader } from './PageLoader.tsx';
import { MyPermissionsQuery, usePermissions } from './usePermissions.ts';

export const FIRST_RESTAURANT_MESSAGES = {
  title: 'Aucun restaurant pour le moment',
  /** ADMIN and EMPLOYEE see the whole chain: none means the chain has none yet. */
  chainHasNone: "Votre enseigne n'a pas encore de restaurant.",
  /** A MANAGER sees his own restaurants only. */
  noneAssigned: 'Aucun restaurant ne vous est encore attribué.',
  createFirst:
    "Créez le premier restaurant de l'enseigne : ses zones, son équipement, son personnel et ses relevés s'y rattacheront.",
  createOwn:
    "Créez-en un, ou demandez à un administrateur de l'enseigne de vous attribuer les vôtres.",
  askCreator:
    "Un administrateur de l'enseigne doit d'abord en créer un ; il apparaîtra ensuite dans le sélecteur de restaurant, en haut de la page.",
  askAdmin:
    "Demandez à un administrateur de l'enseigne de vous attribuer vos restaurants ; ils apparaîtront ensuite dans le sélecteur de restaurant, en haut de la page.",
  createButton: 'Créer un restaurant',
  /** The restaurants could not be loaded: whether there are any is not known. */
  loadFailed: 'Impossible de charger vos restaurants. Rechargez la page pour réessayer.',
} as const;

const m = FIRST_RESTAURANT_MESSAGES;

interface NoRestaurantProps {
  /** The page's request to pick a restaurant (its own wording). */
  message: ReactNode;
  /** The restaurants the user sees, when known: none at all means none to pick. */
  restaurants?: readonly unknown[] | undefined;
  /** The page creating a restaurant, for a user who may create one. */
  newRestaurantPath?: string | null | undefined;
  /** The restaurants could not be loaded (RestaurantSelection.loadFailed). */
  loadFailed?: boolean | undefined;
}

/**
 * What a restaurant-scoped page shows without a selected restaurant: the page's request to pick
 * one or, when the user sees no restaurant at all (a brand-new chain, or a manager given none),
 * only how to get the first one — there is nothing to pick, so the request would mislead
 * (docs/areas/platform.md#selected-restaurant).
 */
export function NoRestaurant({
  message,
  restaurants,
  newRestaurantPath,
  loadFailed,
}: NoRestaurantProps) {
  // An empty list that failed to load is not a chain without restaurants.
  if (loadFailed) return <RestaurantsLoadFailed />;
  if (restaurants?.length === 0) {
    return <FirstRestaurant newRestaurantPath={newRestaurantPath ?? null} />;
  }
  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'rgba(199, 119, 0, 0.05)' }}>
      {message}
    </Alert>
  );
}

/** The restaurants could not be loaded (see NoRestaurant). */
export function RestaurantsLoadFailed() {
  return <Alert severity="error">{m.loadFailed}</Alert>;
}

/** How to get a first restaurant, for a user who sees none (see NoRestaurant). */
export function FirstRestaurant({ newRestaurantPath }: { newRestaurantPath: string | null }) {
  const { canCreate, loading } = usePermissions('RESTAURANTS');
  const { data } = useQuery(MyPermissionsQuery);
  if (loading) return <PageLoader />;
  const manager = data?.me.role === 'MANAGER';
  const advice = canCreate
    ? manager
      ? m.createOwn
      : m.createFirst
    : manager
      ? m.askAdmin
      : m.askCreator;
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        canCreate && newRestaurantPath ? (
          <Button
            component={RouterLink}
            to={newRestaurantPath}
            variant="contained"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {m.createButton}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{m.title}</AlertTitle>
      {manager ? m.noneAssigned : m.chainHasNone} {advice}
    </Alert>
  );
}
