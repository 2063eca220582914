import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useSelectedRestaurant } from '../../app/restaurant-selection.tsx';
import { restaurantUrls } from './urls.ts';
import { readGraphQLError } from '../../lib/apollo.ts';
import { useSaveKey } from '../../lib/idempotency.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { RestaurantFields } from './components/RestaurantFields.tsx';
import { restaurantMessages as t } from './messages.ts';
import {
  emptyRestaurantFields,
  fieldsOf,
  restaurantFormSchema,
  toFieldsInput,
  type RestaurantFieldsValues,
  type RestaurantLike,
} from './schema.ts';
import {
  CreateRestaurantMutation,
  EditRestaurantMutation,
  RestaurantFormQuery,
} from './documents.ts';

/** /restaurant/restaurants/new (spec 000 §2): ADMIN only, else back to the list. */
export function RestaurantNewPage() {
  const { canCreate, loading } = usePermissions('RESTAURANTS');
  if (loading) return <PageLoader />;
  if (!canCreate) return <Navigate to={restaurantUrls.restaurants()} replace />;
  return <RestaurantForm />;
}

/** /restaurant/restaurants/{id}/edit: ADMIN or MANAGER (of that restaurant), else the list. */
export function RestaurantEditPage() {
  const { id = '' } = useParams();
  const { canEdit, loading } = usePermissions('RESTAURANTS');
  const query = useQuery(RestaurantFormQuery, { variables: { id }, skip: !canEdit });
  if (loading) return <PageLoader />;
  if (!canEdit) return <Navigate to={restaurantUrls.restaurants()} replace />;
  if (query.data) return <RestaurantForm key={id} restaurant={query.data.restaurant} />;
  if (query.loading) return <PageLoader />;
  return (
    <>
      <PageHeader title={t.editTitle} />
      <Alert
        severity="error"
        action={
          <Button
            component={RouterLink}
            to={restaurantUrls.restaurants()}
            color="inherit"
            size="small"
          >
            {t.backToList}
          </Button>
        }
      >
        {readGraphQLError(query.error).message ?? t.notFound}
      </Alert>
    </>
  );
}

function RestaurantForm({ restaurant }: { restaurant?: RestaurantLike & { id: string } }) {
  const editing = restaurant !== undefined;
  const navigate = useNavigate();
  const { add, replace } = useSelectedRestaurant();
  const [create] = useMutation(CreateRestaurantMutation);
  const [edit] = useMutation(EditRestaurantMutation);
  const saveKey = useSaveKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const title = editing ? t.editTitle : t.newRestaurant;

  const formik = useFormik<RestaurantFieldsValues>({
    initialValues: restaurant ? fieldsOf(restaurant) : emptyRestaurantFields,
    validationSchema: restaurantFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      setServerErrors({});
      try {
        if (restaurant) {
          const { data } = await edit({
            variables: { id: restaurant.id, input: toFieldsInput(values, restaurant) },
          });
          if (!data) throw new Error('no data');
          replace(pick(data.updateRestaurant));
        } else {
          const { data } = await saveKey.run(values, () =>
            create({ variables: { input: toFieldsInput(values) } }),
          );
          if (!data) throw new Error('no data');
          // The new restaurant joins the picker and becomes the selection.
          add(pick(data.createRestaurant));
        }
        void navigate(restaurantUrls.restaurants());
      } catch (error) {
        const { message, fieldErrors } = readGraphQLError(error);
        setServerErrors(fieldErrors);
        // Spec 000 §8: the server's message, or the mode's own wording.
        setFailure(message ?? (editing ? t.editFailed : t.createFailed));
      }
    },
  });

  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <PageHeader title={title} subtitle={restaurant?.name} />
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: 3 }}>
          <Stack
            component="form"
            noValidate
            onSubmit={formik.handleSubmit}
            aria-label={title}
            spacing={3}
          >
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <RestaurantFields
              formik={formik}
              serverErrors={serverErrors}
              idPrefix="restaurant-form"
            />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={restaurantUrls.restaurants()} color="inherit">
                {t.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {editing
                  ? formik.isSubmitting
                    ? t.saving
                    : t.save
                  : formik.isSubmitting
                    ? t.creating
                    : t.create}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

const pick = (r: { id: string; name: string; address: string; isLab: boolean }) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  isLab: r.isLab,
});
