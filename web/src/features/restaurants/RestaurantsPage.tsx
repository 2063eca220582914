import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { restaurantUrls } from './urls.ts';
import type { RestaurantPage_RestaurantFragment } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FirstRestaurant, RestaurantsLoadFailed } from '../../ui/NoRestaurant.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { LabConfigCard } from './components/LabConfigCard.tsx';
import { RestaurantFields } from './components/RestaurantFields.tsx';
import { RestaurantPreviewCard } from './components/RestaurantPreviewCard.tsx';
import { restaurantMessages as t } from './messages.ts';
import {
  pageValuesOf,
  restaurantPageSchema,
  toPageInput,
  type RestaurantPageValues,
} from './schema.ts';
import {
  DeleteRestaurantMutation,
  RestaurantPageQuery,
  UpdateRestaurantMutation,
} from './documents.ts';

/**
 * /restaurant/restaurants (docs/areas/restaurants.md#restaurants): the selected restaurant, edited
 * in place.
 */
export function RestaurantsPage() {
  const { restaurant, restaurants, loading, loadFailed, newRestaurantPath } =
    useSelectedRestaurant();
  const rights = usePermissions('RESTAURANTS');

  const newButton = (
    <Button
      component={RouterLink}
      to={restaurantUrls.restaurantNew()}
      variant="contained"
      startIcon={<AddOutlined />}
      disabled={!rights.canCreate}
    >
      {t.newRestaurant}
    </Button>
  );
  const header = (
    <PageHeader
      title={t.pageTitle}
      subtitle={restaurant?.name}
      badges={!rights.loading && !rights.canEdit ? <ReadOnlyBadge /> : undefined}
      actions={newButton}
    />
  );

  if (!restaurant) {
    return (
      <>
        <title>{`${t.pageTitle} · Brigade`}</title>
        {header}
        {loading ? (
          <PageLoader />
        ) : loadFailed ? (
          <RestaurantsLoadFailed />
        ) : restaurants.length === 0 ? (
          // Nothing to select: only how to get the first one (ui/NoRestaurant).
          <FirstRestaurant newRestaurantPath={newRestaurantPath} />
        ) : (
          <EmptyState
            icon={<StorefrontOutlined />}
            title={t.noSelection}
            description={t.noSelectionHint}
          />
        )}
      </>
    );
  }
  return (
    <>
      <title>{`${restaurant.name} · ${t.pageTitle} · Brigade`}</title>
      {header}
      <SelectedRestaurant
        key={restaurant.id}
        id={restaurant.id}
        canEdit={rights.canEdit}
        canDelete={rights.canDelete}
      />
    </>
  );
}

function SelectedRestaurant({
  id,
  canEdit,
  canDelete,
}: {
  id: string;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { data, loading, error } = useQuery(RestaurantPageQuery, { variables: { id } });
  if (data) {
    return (
      <RestaurantEditor
        key={data.restaurant.id}
        restaurant={data.restaurant}
        canEdit={canEdit}
        canDelete={canDelete}
      />
    );
  }
  if (loading) return <PageLoader />;
  return <Alert severity="error">{readGraphQLError(error).message ?? t.notFound}</Alert>;
}

function RestaurantEditor({
  restaurant,
  canEdit,
  canDelete,
}: {
  restaurant: RestaurantPage_RestaurantFragment;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { replace } = useSelectedRestaurant();
  const [update] = useMutation(UpdateRestaurantMutation);
  const [remove] = useMutation(DeleteRestaurantMutation);
  // The pages' one toast (3 seconds, its own timer: docs/areas/restaurants.md#restaurants).
  const { show, toast } = useToast();
  const { formik, content, serverErrors } = useDialogForm<RestaurantPageValues>({
    initialValues: pageValuesOf(restaurant),
    validationSchema: restaurantPageSchema,
    enableReinitialize: true,
    onSave: async (values) => {
      try {
        const { data } = await update({
          variables: { id: restaurant.id, input: toPageInput(values, restaurant) },
        });
        if (!data) throw new Error('no data');
        const saved = data.updateRestaurant;
        // The updated restaurant replaces the one in the picker and the selection
        // (docs/areas/restaurants.md#restaurants).
        replace({ id: saved.id, name: saved.name, address: saved.address, isLab: saved.isLab });
        show(t.updated);
      } catch (error) {
        // The toast says it; the server's field errors go under their fields.
        show(t.updateFailed, 'error');
        throw error;
      }
    },
    failed: t.updateFailed,
    idempotent: false,
  });

  // A 409 says what data remains (employees, ...): shown in the dialog, nothing is lost.
  const deletion = useDeleteConfirm<string>({
    onDelete: async (id) => {
      await remove({ variables: { id } });
    },
    shown: { codes: 'any', fallback: t.deleteFailed },
    logLabel: 'restaurants',
  });

  const readOnly = !canEdit;
  return (
    <Box component="form" noValidate onSubmit={content.onSubmit} aria-label={t.editTitle}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={3}>
            <Card variant="outlined" component="section" aria-labelledby="edit-title">
              <CardContent sx={{ p: 3 }}>
                <Typography id="edit-title" variant="h3" component="h2" sx={{ mb: 2.5 }}>
                  {t.editSection}
                </Typography>
                <RestaurantFields
                  formik={formik}
                  serverErrors={serverErrors}
                  disabled={readOnly}
                  idPrefix="restaurant"
                />
              </CardContent>
            </Card>
            <LabConfigCard formik={formik} serverErrors={serverErrors} disabled={readOnly} />
            {canEdit || canDelete ? (
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                {canDelete ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutlined />}
                    onClick={() => deletion.ask(restaurant.id)}
                    sx={{ mr: 'auto' }}
                  >
                    {t.delete}
                  </Button>
                ) : null}
                {canEdit ? (
                  <>
                    <Button
                      color="inherit"
                      disabled={!formik.dirty || content.submitting}
                      onClick={() => formik.resetForm()}
                    >
                      {t.cancel}
                    </Button>
                    <Button type="submit" variant="contained" disabled={content.submitting}>
                      {content.submitting ? t.saving : t.save}
                    </Button>
                  </>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <RestaurantPreviewCard
            values={formik.values}
            createdAt={restaurant.createdAt}
            servedRestaurants={restaurant.servedRestaurants}
          />
        </Grid>
      </Grid>

      <ConfirmDialog
        {...deletion.dialogProps}
        title={t.deleteTitle}
        message={t.deleteQuestion(restaurant.name)}
        confirmLabel={t.delete}
        destructive
      />

      {toast}
    </Box>
  );
}
