import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { restaurantUrls } from './urls.ts';
import { readGraphQLError } from '../../lib/apollo.ts';
import { FormPage, FormSection } from '../../ui/FormPage.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
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

/**
 * /restaurant/restaurants/new (docs/areas/restaurants.md#restaurant-form): ADMIN only, else back to
 * the list.
 */
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
  const navigate = useNavigate();
  const { add, replace } = useSelectedRestaurant();
  const [create] = useMutation(CreateRestaurantMutation);
  const [edit] = useMutation(EditRestaurantMutation);
  const title = restaurant ? t.editTitle : t.newRestaurant;

  const { formik, content, serverErrors } = useDialogForm<RestaurantFieldsValues>({
    initialValues: restaurant ? fieldsOf(restaurant) : emptyRestaurantFields,
    validationSchema: restaurantFormSchema,
    onSave: async (values) => {
      if (restaurant) {
        const { data } = await edit({
          variables: { id: restaurant.id, input: toFieldsInput(values, restaurant) },
        });
        if (!data) throw new Error('no data');
        replace(pick(data.updateRestaurant));
      } else {
        const { data } = await create({ variables: { input: toFieldsInput(values) } });
        if (!data) throw new Error('no data');
        // The new restaurant joins the picker and becomes the selection.
        add(pick(data.createRestaurant));
      }
      void navigate(restaurantUrls.restaurants());
    },
    // The server's message, or the mode's own wording (docs/areas/restaurants.md#restaurant-form).
    failed: restaurant ? t.editFailed : t.createFailed,
    logLabel: 'restaurants',
  });

  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <FormPage
        title={title}
        subtitle={restaurant?.name}
        back={{ to: restaurantUrls.restaurants(), label: t.backToList }}
        cancelLabel={t.cancel}
        submitLabel={restaurant ? t.save : t.create}
        submittingLabel={restaurant ? t.saving : t.creating}
        {...content}
      >
        <FormSection>
          <RestaurantFields
            formik={formik}
            serverErrors={serverErrors}
            idPrefix="restaurant-form"
          />
        </FormSection>
      </FormPage>
    </>
  );
}

const pick = (r: { id: string; name: string; address: string; isLab: boolean }) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  isLab: r.isLab,
});
