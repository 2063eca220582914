import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import ShelvesIcon from '@mui/icons-material/Shelves';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { BASE_UNIT_LABELS, PRODUCT_CATEGORY_LABELS, compareNames } from '@bo/domain';
import type { ProductSheetQuery as ProductSheetData, UpdateProductInput } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { BackButton } from '../../ui/BackButton.tsx';
import { Fact } from '../../ui/Fact.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PageTabs, type PageTab } from '../../ui/PageTabs.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useAddressTab } from '../../ui/useAddressTab.ts';
import { useToast } from '../../ui/useToast.tsx';
import { ArticlesTab } from './ArticlesTab.tsx';
import { ProductSheetChoicesQuery, ProductSheetQuery, UpdateProductMutation } from './documents.ts';
import { PackagingsTab } from './PackagingsTab.tsx';
import { ProductCost, type Seller } from './ProductCost.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import { SheetBlock, SheetHeader } from '../catalogue/SheetHeader.tsx';
import { RestaurantToggles, type ToggledRestaurant } from '../catalogue/RestaurantToggles.tsx';
import { AllergenBadges } from '../recipes/AllergenBadges.tsx';
import { RecipesTab } from './RecipesTab.tsx';
import { TagChips } from './TagChips.tsx';
import { productMessages as t } from './messages.ts';
import { toUpdateInput, type ProductFormValues } from './schema.ts';
import { productUrls } from './urls.ts';

type Product = ProductSheetData['product'];

const TAB_NAMES = ['articles', 'recipes', 'restaurants', 'packagings', 'tags', 'storage'] as const;
type TabName = (typeof TAB_NAMES)[number];

const ICONS: Record<TabName, PageTab<TabName>['icon']> = {
  articles: <ShoppingBasketOutlined />,
  recipes: <MenuBookOutlined />,
  restaurants: <StorefrontOutlined />,
  packagings: <Inventory2Outlined />,
  tags: <LocalOfferOutlined />,
  storage: <ShelvesIcon />,
};

const Back = () => <BackButton to={productUrls.products()} label={t.sheet.back} />;

/** /products/{id}: the product sheet and its six tabs (docs/areas/catalogue.md#screens). */
export function ProductPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(ProductSheetQuery, { variables: { id } });

  if (error) {
    const notFound = readGraphQLError(error).code === 'NOT_FOUND';
    // A loading failure is only logged (docs/areas/catalogue.md#messages); an unknown product says so.
    if (!notFound) console.error('[products] product loading failed', error);
    return (
      <>
        <Back />
        <EmptyState
          icon={<SearchOffOutlined />}
          titleComponent="h1"
          title={notFound ? t.productNotFound : t.loadFailed}
        />
      </>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  return <ProductSheet product={data.product} reload={() => refetch()} />;
}

/** The product's sellers, each once, by name. */
function sellersOf(product: Product): Seller[] {
  const byKey = new Map<string, Seller>();
  for (const { supplier } of product.articles)
    byKey.set(`${supplier.kind}:${supplier.id}`, supplier);
  return [...byKey.values()].sort(compareNames);
}

function ProductSheet({ product, reload }: { product: Product; reload(): Promise<unknown> }) {
  const permissions = usePermissions('PRODUCTS');
  const canEdit = permissions.canCreate;
  const [tab, selectTab] = useAddressTab(TAB_NAMES);
  const [editing, setEditing] = useState(false);
  const { show, toast } = useToast();

  const choices = useQuery(ProductSheetChoicesQuery);
  if (choices.error) console.error('[products] tab choices failed', choices.error);
  const [updateProduct] = useMutation(UpdateProductMutation);

  const saveProduct = async (values: ProductFormValues) => {
    await updateProduct({ variables: { id: product.id, input: toUpdateInput(values) } });
    setEditing(false);
    show(t.updated);
    await reload();
  };

  /** A toggles tab: restaurants, tags or storage spaces (docs/areas/catalogue.md#screens), reloaded after a save. */
  const toggles = (
    label: string,
    choices: readonly ToggledRestaurant[],
    saved: readonly { id: string }[],
    empty: string,
    toInput: (ids: string[]) => UpdateProductInput,
  ) => (
    // The lists scroll past 8rem (docs/areas/catalogue.md#screens).
    <Box
      sx={{
        maxWidth: 560,
        '& .MuiFormGroup-root': { maxHeight: '8rem', overflowY: 'auto', flexWrap: 'nowrap' },
      }}
    >
      <RestaurantToggles
        label={label}
        restaurants={choices}
        saved={saved.map((x) => x.id)}
        canEdit={canEdit}
        onSave={(ids) => updateProduct({ variables: { id: product.id, input: toInput(ids) } })}
        reload={reload}
        onSaved={() => show(t.toggles.saved)}
        labels={{ save: t.toggles.save, saving: t.toggles.saving, empty }}
        logLabel="products"
      />
    </Box>
  );

  const tabs: PageTab<TabName>[] = TAB_NAMES.map((name) => ({
    name,
    label: t.sheet.tabs[name],
    icon: ICONS[name],
  }));
  const restaurants = choices.data?.restaurants ?? [];
  const tags = choices.data?.tags ?? [];
  const spaces = choices.data?.storageSpaces ?? [];

  return (
    <>
      <SheetHeader
        name={product.name}
        photoUrl={product.photoUrl}
        back={<Back />}
        readOnly={permissions.readOnly}
        edit={canEdit ? { label: t.sheet.edit, onClick: () => setEditing(true) } : undefined}
        facts={
          <>
            <Fact label={t.sheet.baseUnit}>{BASE_UNIT_LABELS[product.baseUnit]}</Fact>
            <Fact label={t.sheet.category}>{PRODUCT_CATEGORY_LABELS[product.category]}</Fact>
            <Fact label={t.sheet.dlc}>
              {product.dlcEntame === null || product.dlcEntame === undefined
                ? t.sheet.noDlc
                : t.sheet.dlcDays(product.dlcEntame)}
            </Fact>
          </>
        }
        aside={
          <ProductCost
            product={product}
            baseUnit={product.baseUnit}
            sellers={sellersOf(product)}
            canEdit={canEdit}
          />
        }
      >
        <SheetBlock label={t.sheet.tags}>
          {product.tags.length ? (
            <TagChips tags={product.tags} max={product.tags.length} />
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t.sheet.noTag}
            </Typography>
          )}
        </SheetBlock>
        <SheetBlock label={t.sheet.allergens}>
          <AllergenBadges
            allergens={product.allergens}
            label={t.sheet.allergens}
            empty={t.sheet.noAllergen}
          />
        </SheetBlock>
      </SheetHeader>

      <PageTabs label={t.sheet.tabsLabel} tabs={tabs} active={tab} onChange={selectTab} />
      <TabPanel name="articles" active={tab}>
        <ArticlesTab
          product={product}
          articles={product.articles}
          canEdit={canEdit}
          reload={reload}
        />
      </TabPanel>
      <TabPanel name="recipes" active={tab}>
        <RecipesTab recipes={product.usedInRecipes} />
      </TabPanel>
      <TabPanel name="restaurants" active={tab}>
        {toggles(
          t.toggles.restaurantsLabel,
          restaurants,
          product.restaurants,
          t.toggles.noRestaurant,
          (restaurantIds) => ({ restaurantIds }),
        )}
      </TabPanel>
      <TabPanel name="packagings" active={tab}>
        <PackagingsTab product={product} canEdit={canEdit} reload={reload} />
      </TabPanel>
      <TabPanel name="tags" active={tab}>
        {toggles(t.toggles.tagsLabel, tags, product.tags, t.toggles.noTag, (tagIds) => ({
          tagIds,
        }))}
      </TabPanel>
      <TabPanel name="storage" active={tab}>
        {toggles(
          t.toggles.storageLabel,
          spaces.map((space) => ({
            id: space.id,
            name: t.toggles.storageName(space.zone.name, space.name, space.zone.restaurant.name),
          })),
          product.storageSpaces,
          t.toggles.noStorage,
          (storageSpaceIds) => ({ storageSpaceIds }),
        )}
      </TabPanel>

      <ProductDialog
        open={editing}
        product={product}
        onSave={saveProduct}
        onClose={() => setEditing(false)}
      />
      {toast}
    </>
  );
}
