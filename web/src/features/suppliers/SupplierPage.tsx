import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SupplierPageQuery as SupplierPageData } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { EMPTY_VALUE, formatDate, formatEuros } from '../../lib/format.ts';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { BackButton } from '../../ui/BackButton.tsx';
import { CellLink } from '../../ui/CellLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PageTabs } from '../../ui/PageTabs.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { ListTable, type Column } from '../../ui/TableParts.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { articleUrls } from '../articles/urls.ts';
import { PriceChange, ProductName, SupplierKindBadge } from '../catalogue/CatalogueBits.tsx';
import { vatText } from '../catalogue/format.ts';
import { RestaurantToggles } from '../catalogue/RestaurantToggles.tsx';
import { InfoCard, SupplierContact, SupplierDelivery } from '../catalogue/SupplierCard.tsx';
import { restaurantUrls } from '../restaurants/urls.ts';
import {
  SetLabServedRestaurantsMutation,
  SetSupplierRestaurantsMutation,
  SupplierPageQuery,
  SupplierRestaurantOptionsQuery,
} from './documents.ts';
import { supplierMessages as t } from './messages.ts';
import { parseSupplierSegment, supplierUrls, type SupplierRef } from './urls.ts';

type Supplier = SupplierPageData['supplier'];

const TABS = ['mercurial', 'restaurants'] as const;
type TabName = (typeof TABS)[number];
const isTab = (value: string | null): value is TabName =>
  (TABS as readonly (string | null)[]).includes(value);

const Back = () => <BackButton to={supplierUrls.suppliers()} label={t.backToList} compact />;

/** 'Fournisseur non trouvé' with the way back to the list (docs/areas/catalogue.md#screens). */
function SupplierNotFound() {
  return (
    <>
      <Back />
      <EmptyState
        icon={<SearchOffOutlined />}
        titleComponent="h1"
        title={t.supplierNotFound}
        action={
          <Button component={RouterLink} to={supplierUrls.suppliers()} variant="contained">
            {t.backToList}
          </Button>
        }
      />
    </>
  );
}

/**
 * /suppliers/{id} and /suppliers/lab-{id} (docs/areas/catalogue.md#screens): contact and delivery, then the Mercurial
 * tab (the supplier's articles with their last price change) and the Restaurants tab.
 */
export function SupplierPage() {
  const { id } = useParams();
  const ref = parseSupplierSegment(id);
  if (!ref) return <SupplierNotFound />;
  return <SupplierView key={`${ref.kind}:${ref.id}`} supplierRef={ref} />;
}

function SupplierView({ supplierRef }: { supplierRef: SupplierRef }) {
  const { data, error, loading, refetch } = useQuery(SupplierPageQuery, {
    variables: supplierRef,
    // Articles are created and repriced elsewhere: the Mercurial shows the cache, then the server.
    fetchPolicy: 'cache-and-network',
  });
  const notFound = error ? readGraphQLError(error).code === 'NOT_FOUND' : false;
  // A loading failure is only logged (docs/areas/catalogue.md#messages); an unknown supplier says so.
  useEffect(() => {
    if (error && !notFound) console.error('[suppliers] loading the supplier failed', error);
  }, [error, notFound]);
  if (error) return <SupplierNotFound />;
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  return <SupplierSheet supplier={data.supplier} reload={() => refetch()} />;
}

function SupplierSheet({ supplier, reload }: { supplier: Supplier; reload(): Promise<unknown> }) {
  const navigate = useNavigate();
  const permissions = usePermissions('SUPPLIERS');
  const restaurantRights = usePermissions('RESTAURANTS');
  const { restaurants: selectable, select } = useSelectedRestaurant();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabName = isTab(requested) ? requested : 'mercurial';
  const lab = supplier.kind === 'LABORATORY';

  const selectTab = (next: TabName) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'mercurial') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );

  // A laboratory is a restaurant: it is edited on the restaurant page, once selected.
  const canEdit = lab
    ? restaurantRights.canEdit && selectable.some((r) => r.id === supplier.id)
    : permissions.canEdit;
  const edit = () => {
    if (lab) {
      select(supplier.id);
      void navigate(restaurantUrls.restaurants());
    } else {
      void navigate(supplierUrls.supplierEdit(supplier.id));
    }
  };
  const editButton = (
    <Button variant="outlined" startIcon={<EditOutlined />} disabled={!canEdit} onClick={edit}>
      {t.edit}
    </Button>
  );

  return (
    <>
      <title>{`${supplier.name} · Brigade`}</title>
      <Back />
      <PageHeader
        title={supplier.name}
        badges={
          <>
            <SupplierKindBadge kind={supplier.kind} />
            {permissions.readOnly ? <ReadOnlyBadge /> : null}
          </>
        }
        actions={
          lab ? (
            <Tooltip title={t.editLabHint}>
              <span>{editButton}</span>
            </Tooltip>
          ) : (
            editButton
          )
        }
      />
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard title={t.contact} id="supplier-contact">
            <SupplierContact
              email={supplier.email}
              phone={supplier.phone}
              address={supplier.address}
            />
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard title={t.delivery} id="supplier-delivery">
            <SupplierDelivery
              minOrderAmount={supplier.minOrderAmount}
              deliveryDelayDays={supplier.deliveryDelayDays}
              deliveryDays={supplier.deliveryDays}
            />
          </InfoCard>
        </Grid>
      </Grid>
      <PageTabs
        label={t.tabsLabel}
        tabs={[
          {
            name: 'mercurial',
            label: `${t.mercurialTab} (${supplier.articles.length})`,
            icon: <ReceiptLongOutlined fontSize="small" />,
          },
          {
            name: 'restaurants',
            label: `${t.restaurantsTab} (${supplier.restaurants.length})`,
            icon: <StorefrontOutlined fontSize="small" />,
          },
        ]}
        active={tab}
        onChange={selectTab}
      />
      <TabPanel name="mercurial" active={tab}>
        <Mercurial articles={supplier.articles} />
      </TabPanel>
      <TabPanel name="restaurants" active={tab}>
        <SupplierRestaurants supplier={supplier} reload={reload} />
      </TabPanel>
    </>
  );
}

const MERCURIAL_COLUMNS: readonly Column[] = [
  { label: t.mercurialColumns.name },
  { label: t.mercurialColumns.product },
  { label: t.mercurialColumns.price, align: 'right' },
  { label: t.mercurialColumns.vat, align: 'right' },
  { label: t.mercurialColumns.lastChange },
];

/** The Mercurial tab: the supplier's articles, each with its price and its last change. */
function Mercurial({ articles }: { articles: Supplier['articles'] }) {
  if (articles.length === 0) {
    return <EmptyState icon={<ReceiptLongOutlined />} title={t.mercurialEmpty} />;
  }
  return (
    <ListTable columns={MERCURIAL_COLUMNS} aria-label={t.mercurialLabel}>
      {articles.map((article) => (
        <TableRow key={article.id} hover>
          <TableCell>
            <CellLink to={articleUrls.article(article.id)}>{article.name}</CellLink>
          </TableCell>
          <TableCell>
            <ProductName name={article.product.name} photoUrl={article.product.photoUrl} />
          </TableCell>
          <TableCell align="right">{formatEuros(article.price)}</TableCell>
          <TableCell align="right">{vatText(article.vat)}</TableCell>
          <TableCell>
            {article.lastPriceChange ? (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'inherit' }}
              >
                <PriceChange
                  change={article.lastPriceChange.change}
                  changePercent={article.lastPriceChange.changePercent}
                />
                <Typography variant="caption" color="textSecondary">
                  {t.changedOn(formatDate(article.lastPriceChange.changedAt))}
                </Typography>
              </Stack>
            ) : (
              EMPTY_VALUE
            )}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

/**
 * The Restaurants tab: a toggle per restaurant the user sees, governed by products.canCreate (docs/areas/catalogue.md#roles). A laboratory's are the restaurants it delivers (setServedRestaurants); it does not
 * deliver itself.
 */
function SupplierRestaurants({
  supplier,
  reload,
}: {
  supplier: Supplier;
  reload(): Promise<unknown>;
}) {
  const { canCreate } = usePermissions('PRODUCTS');
  const { show, toast } = useToast();
  const options = useQuery(SupplierRestaurantOptionsQuery);
  if (options.error) console.error('[suppliers] loading the restaurants failed', options.error);
  const [setSupplierRestaurants] = useMutation(SetSupplierRestaurantsMutation);
  const [setServedRestaurants] = useMutation(SetLabServedRestaurantsMutation);
  const lab = supplier.kind === 'LABORATORY';
  const restaurants = (options.data?.restaurants ?? []).filter((r) => !lab || r.id !== supplier.id);

  if (options.loading && !options.data) return <PageLoader />;
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {lab ? t.labRestaurantsHint : t.restaurantsHint}
      </Typography>
      <RestaurantToggles
        label={t.restaurantsLabel}
        restaurants={restaurants}
        saved={supplier.restaurants.map((r) => r.id)}
        canEdit={canCreate}
        deniedHint={t.restaurantsDenied}
        onSave={(restaurantIds) =>
          lab
            ? setServedRestaurants({ variables: { laboratoryId: supplier.id, restaurantIds } })
            : setSupplierRestaurants({ variables: { supplierId: supplier.id, restaurantIds } })
        }
        reload={reload}
        onSaved={() => show(t.restaurantsSaved)}
        labels={{ save: t.save, saving: t.saving, empty: t.noRestaurant }}
        logLabel="suppliers"
      />
      {toast}
    </>
  );
}
