import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import {
  countError,
  countFromInput,
  inventoryTitle,
  isInventoryEditable,
  linesToSave,
  productTotals,
  personName,
} from '@bo/domain';
import type { InventoryQuery as InventoryData, SaveInventoryInput } from '../../gql/graphql';
import { formatDate } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { fetchAllPages } from '../../ui/list/fetchAllPages.ts';
import { usePhoneLayout } from '../../ui/layout.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useMenuAnchor } from '../../ui/useMenuAnchor.ts';
import { useToast } from '../../ui/useToast.tsx';
import { stockUrls } from '../stock/urls.ts';
import {
  EMPTY_COUNTING,
  clearDraft,
  countLines,
  countingFromLines,
  draftKey,
  inputKey,
  readDraft,
  screenProducts,
  writeDraft,
  zonesOf,
  type CountingState,
  type ScreenProduct,
} from './counting.ts';
import {
  CancelInventoryMutation,
  CompleteInventoryMutation,
  CountingProductsQuery,
  FinalizeInventoryMutation,
  InventoryEmployeesQuery,
  SaveInventoryMutation,
} from './documents.ts';
import { InventoryStatusBadge } from './InventoriesPage.tsx';
import { inventoryMessages as t } from './messages.ts';
import { ProductCount } from './ProductCount.tsx';
import { SavedLines } from './SavedLines.tsx';
import { inventoryUrls } from './urls.ts';

type Inventory = InventoryData['inventory'];

/** The largest page of products the graph gives (schema.graphql: 100 au plus). */
const PRODUCT_PAGE_MAX = 100;

/** Under the shell's sticky top bar (taller on a phone, where the picker has a line of its own). */
const ZONE_HEADER_TOP = { xs: 112, sm: 64 } as const;

/** A zone's section id: letters, digits, '-' and '_' only. */
const zoneAnchor = (zoneKey: string): string => `zone-${zoneKey.replace(/[^\w-]/g, '_')}`;

/**
 * The window scrolled so the zone's header lands under the shell's top bar (its scroll margin).
 * Not scrollIntoView: it also scrolls the shell's clipped boxes, which shifts the whole page.
 */
function scrollToZone(zoneKey: string): void {
  const section = document.getElementById(zoneAnchor(zoneKey));
  if (!section) return;
  const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  window.scrollTo({
    top: section.getBoundingClientRect().top + window.scrollY - margin,
    behavior: 'smooth',
  });
}

type Confirming = 'finalize' | 'complete' | 'cancel' | null;

/** The signature of what is saved, to tell whether the screen holds unsaved counts. */
const signature = (
  lines: readonly { productId: string; packagingId: string | null; inputQuantity: number }[],
): string =>
  lines
    .map((l) => `${l.productId}:${l.packagingId ?? ''}:${l.inputQuantity}`)
    .sort()
    .join(',');

/**
 * The counting screen of /inventory/new and /inventory/{id} (docs/areas/stock.md;
 * docs/areas/stock.md#counting), built for a phone held in one hand in a cold room: big minus and
 * plus, the decimal keypad, zone headers that stay on top while their products scroll, the
 * buttons in a bar at the bottom of the screen, and the counts kept in sessionStorage until saved
 * (a phone that sleeps reloads the page).
 */
export function CountingScreen({
  restaurant,
  inventory,
}: {
  restaurant: { id: string; name: string };
  /** null: a new inventory. */
  inventory: Inventory | null;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const permissions = usePermissions('INVENTORY');
  const phone = usePhoneLayout();
  const { show, toast } = useToast();
  const status = inventory?.status ?? 'DRAFT';
  const editable = isInventoryEditable(status) && permissions.canEdit;
  const storageKey = draftKey(restaurant.id, inventory?.id ?? null);

  // Products are read for a draft only (and kept on screen when it is finalized meanwhile): a
  // finalized inventory shows its saved lines, 'do not reload product and employee data' (docs/areas/stock.md#inventory-statuses).
  const loadProducts = isInventoryEditable(status);
  const [products, setProducts] = useState<ScreenProduct[] | null>(null);
  useEffect(() => {
    if (!loadProducts) return;
    let live = true;
    fetchAllPages(async (offset, limit) => {
      const { data } = await client.query({
        query: CountingProductsQuery,
        variables: { offset, limit },
      });
      if (!data) throw new Error('no products');
      return data.products;
    }, PRODUCT_PAGE_MAX)
      .then((all) => {
        if (live) setProducts(screenProducts(all, restaurant.id));
      })
      .catch((error: unknown) => {
        // A failed load is only logged (docs/areas/stock.md#messages): the screen says there is nothing to count.
        console.error('[inventory] products loading failed', error);
        if (live) setProducts([]);
      });
    return () => {
      live = false;
    };
  }, [client, loadProducts, restaurant.id]);

  const employees = useQuery(InventoryEmployeesQuery, {
    variables: { restaurantId: restaurant.id },
    skip: inventory !== null,
  });
  if (employees.error) console.error('[inventory] employees loading failed', employees.error);

  const zones = useMemo(() => (products ? zonesOf(products) : []), [products]);

  // The counts: from the phone's storage when a count was left unsaved, else from the saved lines.
  const [counting, setCounting] = useState<CountingState | null>(null);
  const [restored, setRestored] = useState(false);
  // Once the permissions are known too: while they load nothing is editable, and a draft read
  // then would be skipped for good (a phone waking from sleep reloads both at once).
  if (products !== null && counting === null && !permissions.loading) {
    const draft = editable ? readDraft(storageKey) : null;
    if (draft) setRestored(true);
    setCounting(
      draft ?? {
        ...EMPTY_COUNTING,
        ...(inventory ? countingFromLines(inventory.lines, zones) : {}),
      },
    );
  }
  const state = counting ?? EMPTY_COUNTING;
  const touched = useRef(false);
  useEffect(() => {
    if (counting && touched.current && editable) writeDraft(storageKey, counting);
  }, [counting, editable, storageKey]);

  const update = (change: (current: CountingState) => CountingState) => {
    touched.current = true;
    setCounting((current) => change(current ?? EMPTY_COUNTING));
  };
  const setCount = (key: string, text: string) =>
    update((current) => {
      const productId = key.split('|')[1] ?? '';
      // A quantity typed counts the product: one tap less with a glove on.
      const counted =
        countFromInput(text) > 0 && !current.counted.includes(productId)
          ? [...current.counted, productId]
          : current.counted;
      return { ...current, counts: { ...current.counts, [key]: text }, counted };
    });
  const toggle = (productId: string, on: boolean) =>
    update((current) => ({
      ...current,
      counted: on
        ? [...current.counted.filter((id) => id !== productId), productId]
        : current.counted.filter((id) => id !== productId),
    }));

  const { lines, unconverted } = useMemo(
    () => countLines(zones, state.counts, countFromInput),
    [zones, state.counts],
  );
  const unconvertedKey = unconverted.join(',');
  useEffect(() => {
    // The spec's fallback: a unit that converts to nothing counts 0, with a warning.
    if (unconvertedKey)
      console.warn('[inventory] no conversion to the base unit, counted as 0:', unconvertedKey);
  }, [unconvertedKey]);

  const payloadLines = linesToSave(lines, state.counted).map((line) => ({
    productId: String(line.productId),
    packagingId: line.packagingId === null ? null : String(line.packagingId),
    inputQuantity: line.inputQuantity,
  }));
  const savedLines = inventory?.lines ?? [];
  const dirty =
    signature(payloadLines) !==
    signature(
      savedLines.map((l) => ({
        productId: l.product.id,
        packagingId: l.packaging?.id ?? null,
        inputQuantity: l.inputQuantity,
      })),
    );

  const [saveInventory] = useMutation(SaveInventoryMutation);
  const [completeInventory] = useMutation(CompleteInventoryMutation);
  const [finalizeInventory] = useMutation(FinalizeInventoryMutation);
  const [cancelInventory] = useMutation(CancelInventoryMutation);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showCountErrors, setShowCountErrors] = useState(false);
  const countsRefused = zones.some((zone) =>
    zone.products.some((product) =>
      product.packagings.some(
        (packaging) =>
          countError(state.counts[inputKey(zone.key, product.id, packaging.id)] ?? '') !== null,
      ),
    ),
  );
  /** Runs `action` only when every count can be saved; else each field says why. */
  const whenCountsHold = (action: () => void) => {
    if (countsRefused) {
      setShowCountErrors(true);
      setFailure(t.fixCounts);
      return;
    }
    action();
  };

  const input = (): SaveInventoryInput =>
    inventory
      ? {
          id: inventory.id,
          countedById: inventory.countedBy?.id ?? null,
          note: inventory.note ?? null,
          lines: payloadLines,
        }
      : {
          restaurantId: restaurant.id,
          countedById: state.countedById || null,
          note: state.note.trim() || null,
          lines: payloadLines,
        };

  const run = async (action: () => Promise<void>, failed: string, label: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      console.error(`[inventory] ${label} failed`, error);
      setFailure(failed);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const afterSave = () => {
    touched.current = false;
    clearDraft(storageKey);
  };

  const save = () =>
    run(
      async () => {
        const { data } = await saveInventory({ variables: { input: input() } });
        if (!data) throw new Error('no answer');
        afterSave();
        show(t.saved);
        if (!inventory) void navigate(inventoryUrls.inventory(data.saveInventory.id));
      },
      inventory ? t.inventoryLinesSaveFailed : t.inventoryCreateFailed,
      'save',
    );

  const complete = () =>
    run(
      async () => {
        const { data } = await completeInventory({ variables: { input: input() } });
        if (!data) throw new Error('no answer');
        afterSave();
        void navigate(inventoryUrls.inventory(data.completeInventory.id));
      },
      t.inventoryCreateFailed,
      'complete',
    );

  const finalize = async () => {
    if (!inventory) return;
    // Counts changed since the last save are saved first: what is finalized is what is on screen.
    if (dirty) {
      let saved = false;
      await run(
        async () => {
          await saveInventory({ variables: { input: input() } });
          saved = true;
        },
        t.inventoryLinesSaveFailed,
        'save',
      );
      if (!saved) return;
    }
    await run(
      async () => {
        await finalizeInventory({ variables: { id: inventory.id } });
        afterSave();
        show(t.finalized);
      },
      t.inventoryFinalizeFailed,
      'finalize',
    );
  };

  const cancel = () =>
    run(
      async () => {
        if (!inventory) return;
        await cancelInventory({ variables: { id: inventory.id } });
        afterSave();
        show(t.cancelledToast);
      },
      t.cancelFailed,
      'cancel',
    );

  // A saved inventory names its counter; a new one, the employee picked so far.
  const counter = inventory
    ? inventory.countedBy
    : employees.data?.employees.find((e) => e.id === state.countedById);
  const countedBy = counter ? personName(counter) : null;
  const detailsSummary = `${t.countedBy} : ${countedBy ?? t.notSpecified}`;
  const countedSet = new Set(state.counted);
  const loading = loadProducts && (products === null || counting === null);

  return (
    <>
      <title>{`${inventory ? inventoryTitle(inventory.id) : t.newInventory} · Brigade`}</title>
      {/* On a phone the area's tabs lead back to the list: the screen is left to the cards. */}
      {phone ? null : (
        <Button
          component={RouterLink}
          to={inventoryUrls.inventories()}
          startIcon={<ArrowBackRounded />}
          color="inherit"
          sx={{ mb: 1, minHeight: 44 }}
        >
          {t.back}
        </Button>
      )}
      <PageHeader
        title={inventory ? inventoryTitle(inventory.id) : t.newInventory}
        // On a phone the picker above names the restaurant (it follows the inventory).
        subtitle={phone ? undefined : restaurant.name}
        dense={phone}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
      />

      <Details phone={phone} summary={detailsSummary}>
        {inventory ? (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(4, auto 1fr)' },
              columnGap: 1.5,
              rowGap: 0.75,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t.status}</dt>
            <dd>
              <InventoryStatusBadge status={inventory.status} />
            </dd>
            <dt>{t.countedBy}</dt>
            <dd>{countedBy ?? t.notSpecified}</dd>
            <dt>{t.startedAt}</dt>
            <dd>{formatDate(inventory.startedAt)}</dd>
            <dt>{t.note}</dt>
            <dd>{inventory.note ?? t.noNote}</dd>
          </Box>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t.chooseEmployee}
              value={state.countedById}
              disabled={!editable}
              onChange={(event) =>
                update((current) => ({ ...current, countedById: event.target.value }))
              }
              sx={{ minWidth: { sm: 260 } }}
              fullWidth
            >
              <MenuItem value="">{t.notSpecified}</MenuItem>
              {(employees.data?.employees ?? []).map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {personName(e)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t.note}
              value={state.note}
              disabled={!editable}
              multiline
              minRows={1}
              fullWidth
              onChange={(event) => update((current) => ({ ...current, note: event.target.value }))}
            />
          </Stack>
        )}
      </Details>

      {status === 'FINALIZED' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle>{t.inventoryFinalized}</AlertTitle>
          {t.inventoryFinalizedReadOnly}
        </Alert>
      ) : null}
      {status === 'CANCELLED' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{t.cancelledTitle}</AlertTitle>
          {t.cancelled}
        </Alert>
      ) : null}
      {restored ? (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setRestored(false)}>
          {t.restored}
        </Alert>
      ) : null}

      {loading ? (
        <PageLoader />
      ) : products && products.length === 0 && loadProducts ? (
        <EmptyState icon={<Inventory2Outlined />} title={t.noProduct} />
      ) : (
        <Stack spacing={{ xs: 1.5, sm: 3 }}>
          {zones.length > 1 ? (
            <TextField
              select
              size="small"
              label={t.zonesNav}
              value=""
              // The menu's scroll lock would fight the scroll to the zone as the menu closes.
              slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
              onChange={(event) => scrollToZone(event.target.value)}
              sx={{ width: { xs: '100%', sm: 360 } }}
            >
              {zones.map((zone) => (
                <MenuItem key={zone.key} value={zone.key}>
                  {`${zone.label} (${zone.products.length})`}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {zones.map((zone) => (
            <Box
              component="section"
              key={zone.key}
              id={zoneAnchor(zone.key)}
              aria-label={zone.label}
              // Scrolled to from the zones' menu: its header lands under the shell's top bar.
              sx={{ scrollMarginTop: ZONE_HEADER_TOP }}
            >
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{
                  position: 'sticky',
                  top: ZONE_HEADER_TOP,
                  zIndex: 2,
                  bgcolor: 'background.default',
                  fontWeight: 700,
                  py: { xs: 0.5, sm: 1 },
                  mb: 1,
                  borderBottom: 2,
                  borderColor: 'primary.main',
                }}
              >
                {zone.label}
              </Typography>
              <Stack spacing={1.5}>
                {zone.products.map((product) => (
                  <ProductCount
                    key={product.id}
                    product={product}
                    zoneKey={zone.key}
                    counts={state.counts}
                    counted={countedSet.has(product.id)}
                    totals={productTotals(lines, product.id, zone.key)}
                    disabled={!editable || busy}
                    showErrors={showCountErrors}
                    onToggle={(on) => toggle(product.id, on)}
                    onChange={setCount}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}

      {status === 'FINALIZED' && inventory ? (
        <Box sx={{ mt: 3 }}>
          <SavedLines lines={inventory.lines} />
          <Button component={RouterLink} to={stockUrls.stocks()} sx={{ mt: 1.5, minHeight: 44 }}>
            {t.seeStock}
          </Button>
        </Box>
      ) : null}

      {editable ? (
        <Paper
          elevation={6}
          square
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 3,
            mt: 3,
            mx: { xs: -2, md: 0 },
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {failure ? (
            <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          ) : null}
          <ActionBar
            phone={phone}
            primary={{
              label: t.saveQuantities,
              disabled: busy || loading,
              busy,
              onClick: () => whenCountsHold(() => void save()),
            }}
            secondary={[
              inventory
                ? {
                    label: t.updateInventory,
                    disabled: busy || loading,
                    onClick: () => whenCountsHold(() => void save()),
                  }
                : {
                    label: t.createAndFinalizeInventory,
                    color: 'success' as const,
                    disabled: busy || loading,
                    onClick: () => whenCountsHold(() => setConfirming('complete')),
                  },
              ...(inventory && savedLines.length > 0
                ? [
                    {
                      label: t.finalizeInventory,
                      color: 'success' as const,
                      emphasis: true,
                      disabled: busy || loading,
                      onClick: () => whenCountsHold(() => setConfirming('finalize')),
                    },
                  ]
                : []),
              ...(inventory
                ? [
                    {
                      label: t.cancelInventory,
                      color: 'error' as const,
                      text: true,
                      disabled: busy,
                      onClick: () => setConfirming('cancel'),
                    },
                  ]
                : []),
            ]}
          />
        </Paper>
      ) : null}

      <ConfirmDialog
        open={confirming === 'finalize' || confirming === 'complete'}
        title={confirming === 'complete' ? t.createAndFinalizeInventory : t.finalizeTitle}
        message={t.confirmFinalize}
        confirmLabel={t.confirm}
        busy={busy}
        onConfirm={() => void (confirming === 'complete' ? complete() : finalize())}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t.cancelTitle}
        message={t.confirmCancel}
        confirmLabel={t.cancelInventory}
        cancelLabel={t.keepInventory}
        destructive
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(null)}
      />
      {toast}
    </>
  );
}

interface BarAction {
  label: string;
  disabled: boolean;
  onClick(): void;
  color?: 'success' | 'error';
  /** Filled rather than outlined (the step that ends the counting). */
  emphasis?: boolean;
  /** A plain text button (a destructive step set apart). */
  text?: boolean;
}

/**
 * The counting's buttons. On a phone they take one line, so the cards keep the screen: the save
 * button and a menu of the others; wider, every button in a row.
 */
function ActionBar({
  phone,
  primary,
  secondary,
}: {
  phone: boolean;
  primary: BarAction & { busy: boolean };
  secondary: BarAction[];
}) {
  const menu = useMenuAnchor();
  const save = (
    <Button
      variant="contained"
      disabled={primary.disabled}
      onClick={primary.onClick}
      startIcon={primary.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ minHeight: 48, flex: phone ? 1 : undefined }}
    >
      {primary.label}
    </Button>
  );
  if (phone) {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {save}
        <IconButton
          aria-label={t.moreActions}
          {...menu.buttonProps}
          sx={{ width: 48, height: 48, border: 1, borderColor: 'divider' }}
        >
          <MoreVertRounded />
        </IconButton>
        <Menu
          {...menu.menuProps}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          {secondary.map((action) => (
            <MenuItem
              key={action.label}
              disabled={action.disabled}
              sx={{ minHeight: 48, color: action.color ? `${action.color}.main` : undefined }}
              onClick={() => {
                menu.close();
                action.onClick();
              }}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'flex-end',
        '& .MuiButton-root': { minHeight: 48 },
      }}
    >
      {save}
      {secondary.map((action) => (
        <Button
          key={action.label}
          variant={action.text ? 'text' : action.emphasis ? 'contained' : 'outlined'}
          color={action.color ?? 'primary'}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}

/**
 * Who counts and the note. On a phone, folded under one line (who counts) so the product cards
 * keep the screen; opened with a tap. Wider, always shown.
 */
function Details({
  phone,
  summary,
  children,
}: {
  phone: boolean;
  summary: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {children}
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ mb: 1 }}>
      <Button
        fullWidth
        color="inherit"
        aria-expanded={open}
        aria-controls="inventory-details"
        endIcon={open ? <ExpandLessRounded /> : <ExpandMoreRounded />}
        onClick={() => setOpen((current) => !current)}
        sx={{ justifyContent: 'space-between', minHeight: 44, px: 1.5, textAlign: 'left' }}
      >
        {summary}
      </Button>
      <Collapse in={open} id="inventory-details">
        <Box sx={{ p: 2, pt: 1 }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
