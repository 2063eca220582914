import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import {
  mayPerformTransition,
  PURCHASE_ORDER_TRANSITION_FROM,
  PURCHASING_MESSAGES,
  purchaseOrderTransitionRefusal,
  quantityText,
  stockText,
  TEMPERATURE_CATEGORY_BADGES,
  vatRateText,
  personName,
} from '@bo/domain';
import type {
  PurchaseOrderDetail_LineFragment,
  PurchaseOrderDetail_OrderFragment,
  PurchaseOrderStatus,
  PurchaseOrderTransition,
  TemperatureCategory,
} from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatEuros,
  formatNumber,
  formatTemperature,
} from '../../lib/format.ts';
import { useFollowRestaurant, useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { BackButton } from '../../ui/BackButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Fact } from '../../ui/Fact.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ListTable, type Column } from '../../ui/TableParts.tsx';
import { useArrivalToast } from '../../ui/useToast.tsx';
import { LabBadge } from '../catalogue/CatalogueBits.tsx';
import { InfoCard, SupplierContact } from '../catalogue/SupplierCard.tsx';
import { internalSaleUrls } from '../internal-sales/urls.ts';
import { supplierUrls } from '../suppliers/urls.ts';
import { PurchaseOrderDetailQuery } from './documents.ts';
import { purchaseOrderMessages as t } from './messages.ts';
import { actionLabel, useOrderActions, type OrderAction } from './OrderActions.tsx';
import { ReceptionDialog } from './ReceptionDialog.tsx';
import { PurchaseOrderStatusBadge } from './StatusBadge.tsx';
import { purchaseOrderUrls } from './urls.ts';

type Order = PurchaseOrderDetail_OrderFragment;
type Line = PurchaseOrderDetail_LineFragment;

/** The statuses in which a laboratory controls its expedition (docs/areas/purchasing.md). */
export const isExpeditable = (status: PurchaseOrderStatus) =>
  PURCHASE_ORDER_TRANSITION_FROM.EXPEDITE.includes(status);

/** The transition buttons, in the order a user reads them: moving on first, undoing last. */
const ACTION_ORDER: readonly OrderAction[] = ['SEND', 'ACKNOWLEDGE', 'REFUSE', 'CANCEL', 'DELETE'];

/**
 * /purchase-orders/{id} (docs/areas/purchasing.md): the order's reference, status and lines with
 * their ordered and received quantities, its totals, notes, supplier or laboratory and
 * restaurant, its receptions; the buttons of what the user may do now (the graph's
 * allowedTransitions). 'Bon de commande non trouvé' for an id the user cannot read.
 */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(PurchaseOrderDetailQuery, {
    variables: { id },
  });
  const notFound = error ? readGraphQLError(error).code === 'NOT_FOUND' : false;
  useEffect(() => {
    if (error && !notFound) console.error('[purchase-orders] loading the order failed', error);
  }, [error, notFound]);
  if (error) {
    return (
      <>
        <BackButton to={purchaseOrderUrls.purchaseOrders()} label={t.backToList} compact />
        <EmptyState
          icon={notFound ? <SearchOffOutlined /> : <ErrorOutlineOutlined />}
          titleComponent="h1"
          title={notFound ? t.notFound : t.loadFailed}
        />
      </>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  // A reception answers the order's lines and status, not its history: read the order again.
  return <OrderSheet order={data.purchaseOrder} onReceived={() => void refetch()} />;
}

function OrderSheet({ order, onReceived }: { order: Order; onReceived(): void }) {
  const navigate = useNavigate();
  const { restaurant } = useSelectedRestaurant();
  // The laboratory reads its own words for the statuses, and goes back to its internal sales.
  const laboratoryView =
    order.supplier?.kind === 'LABORATORY' && restaurant?.id === order.supplier.id;
  const back = laboratoryView
    ? { to: internalSaleUrls.internalSales(), label: t.backToSales }
    : { to: purchaseOrderUrls.purchaseOrders(), label: t.backToList };
  // The picker names the page's restaurant: the issuer's, or the laboratory's when the order was
  // opened from its internal sales.
  useFollowRestaurant([
    order.restaurant.id,
    ...(order.supplier?.kind === 'LABORATORY' ? [order.supplier.id] : []),
  ]);
  const actions = useOrderActions({ onDeleted: () => void navigate(back.to) });
  const [receiving, setReceiving] = useState(false);
  // The expedition page hands over with its confirmation: said here, on the order it changed.
  const { toast } = useArrivalToast();
  // What the graph allows, on the side the selected restaurant stands: an ADMIN may answer a
  // laboratory order and receive it, but the restaurant's page shows the restaurant's actions and
  // the laboratory's (reached from its internal sales) the laboratory's.
  const allowed = (transition: PurchaseOrderTransition) =>
    order.allowedTransitions.includes(transition) &&
    mayPerformTransition(transition, {
      role: 'ADMIN',
      issuer: !laboratoryView,
      laboratory: laboratoryView,
      supplierKind: order.supplier?.kind ?? 'EXTERNAL',
    });
  const creator = order.createdBy ? ` ${t.createdBy(personName(order.createdBy))}` : '';

  return (
    <>
      <title>{`${order.reference} · Brigade`}</title>
      <BackButton to={back.to} label={back.label} compact />
      <PageHeader
        title={order.reference}
        badges={<PurchaseOrderStatusBadge status={order.status} laboratoryView={laboratoryView} />}
        subtitle={`${t.createdOn(formatDate(order.createdAt))}${creator}`}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={t.orderTitle}
        sx={{ flexWrap: 'wrap', mt: -1.5, mb: 3 }}
      >
        {allowed('RECEIVE') ? (
          <Button
            variant="contained"
            startIcon={<InventoryOutlined />}
            onClick={() => setReceiving(true)}
          >
            {t.receive}
          </Button>
        ) : null}
        {laboratoryView && isExpeditable(order.status) ? (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<LocalShippingOutlined />}
            disabled={!allowed('EXPEDITE')}
            onClick={() => void navigate(purchaseOrderUrls.purchaseOrderExpedite(order.id))}
          >
            {t.expedite}
          </Button>
        ) : null}
        {order.pdfUrl ? (
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            href={order.pdfUrl}
            target="_blank"
            rel="noopener"
          >
            {t.downloadPdf}
          </Button>
        ) : null}
        {allowed('EDIT') ? (
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => void navigate(purchaseOrderUrls.purchaseOrderEdit(order.id))}
          >
            {t.edit}
          </Button>
        ) : null}
        {ACTION_ORDER.filter(allowed).map((action) => (
          <Button
            key={action}
            variant={action === 'SEND' ? 'contained' : 'outlined'}
            color={
              action === 'CANCEL' || action === 'DELETE' || action === 'REFUSE'
                ? 'error'
                : 'primary'
            }
            startIcon={
              action === 'SEND' ? <SendOutlined /> : action === 'DELETE' ? <DeleteOutlined /> : null
            }
            disabled={actions.busy}
            onClick={() => actions.request(action, order)}
          >
            {actionLabel(action, order)}
          </Button>
        ))}
      </Stack>
      <OrderAlerts
        order={order}
        laboratoryView={laboratoryView}
        onResend={() => actions.resendEmail(order)}
        busy={actions.busy}
      />
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {t.lines}
          </Typography>
          <OrderLines lines={order.lines} />
          <Box sx={{ mt: 2.5 }}>
            <OrderNotes order={order} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2.5}>
            <OrderSummary order={order} />
            <SupplierBlock order={order} />
            <InfoCard title={t.restaurantCard} id="order-restaurant">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {order.restaurant.name}
              </Typography>
              <SupplierContact
                email={order.restaurant.email}
                phone={order.restaurant.phone}
                address={order.restaurant.address}
              />
            </InfoCard>
          </Stack>
        </Grid>
      </Grid>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {t.receptions}
      </Typography>
      <Receptions receptions={order.receptions} />
      {/* Always mounted: its toast ('Reçu', 'Partiellement reçu') outlives the dialog. */}
      <ReceptionDialog
        order={order}
        open={receiving}
        onClose={() => {
          setReceiving(false);
          onReceived();
        }}
      />
      {actions.view}
      {toast}
    </>
  );
}

/** A failed email to the supplier, and why an order was refused or cancelled. */
function OrderAlerts({
  order,
  laboratoryView,
  onResend,
  busy,
}: {
  order: Order;
  laboratoryView: boolean;
  onResend(): void;
  busy: boolean;
}) {
  const failed = order.emailStatus === 'FAILED' && !laboratoryView;
  const reason =
    (order.status === 'REFUSED_SUPPLIER' || order.status === 'CANCELLED') && order.statusReason;
  // The restaurant waits for the laboratory's expedition before it receives (its stock leaves
  // then): said where 'Réceptionner' would be, so nobody looks for it.
  const awaitingExpedition =
    !laboratoryView &&
    purchaseOrderTransitionRefusal('RECEIVE', {
      status: order.status,
      supplierKind: order.supplier?.kind ?? 'EXTERNAL',
    }) === PURCHASING_MESSAGES.receiveAfterExpedition;
  if (!failed && !reason && !awaitingExpedition) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {failed ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={onResend}>
              {t.resendEmail}
            </Button>
          }
        >
          {order.status === 'CANCELLED' ? t.cancelEmailFailed : t.emailFailed}
          {order.emailError ? ` (${order.emailError})` : ''}
        </Alert>
      ) : null}
      {awaitingExpedition ? (
        <Alert severity="info">{PURCHASING_MESSAGES.receiveAfterExpedition}</Alert>
      ) : null}
      {reason ? <Alert severity="info">{`${t.statusReason} : ${reason}`}</Alert> : null}
    </Stack>
  );
}

const TEMPERATURE_ICONS: Record<TemperatureCategory, ReactElement> = {
  DRY: <WbSunnyOutlined />,
  FRESH: <ThermostatOutlined />,
  FROZEN: <AcUnitOutlined />,
};
const TEMPERATURE_COLORS: Record<TemperatureCategory, 'default' | 'info' | 'primary'> = {
  DRY: 'default',
  FRESH: 'info',
  FROZEN: 'primary',
};

/** A line's temperature category: Sec, Frais or Surgelé. */
export function TemperatureBadge({ category }: { category: TemperatureCategory }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={TEMPERATURE_ICONS[category]}
      label={TEMPERATURE_CATEGORY_BADGES[category]}
      color={TEMPERATURE_COLORS[category]}
      sx={{ height: 22, fontSize: 12 }}
    />
  );
}

/** What a packaging holds: 'Carton (6 pièce)'. */
const packagingOf = (line: Pick<Line, 'packagingName' | 'packagingQuantity' | 'packagingUnit'>) =>
  `${line.packagingName} (${quantityText(line.packagingQuantity, line.packagingUnit)})`;

const LINE_COLUMNS: readonly Column[] = [
  { label: t.lineColumns.product },
  { label: t.lineColumns.article },
  { label: t.lineColumns.ordered, align: 'right' },
  { label: t.lineColumns.unitPrice, align: 'right' },
  { label: t.lineColumns.lineTotal, align: 'right' },
  { label: t.lineColumns.received, align: 'right' },
];

const Caption = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="textSecondary" component="div">
    {children}
  </Typography>
);

function OrderLines({ lines }: { lines: readonly Line[] }) {
  return (
    <ListTable columns={LINE_COLUMNS} aria-label={t.linesLabel}>
      {lines.map((line) => (
        <TableRow key={line.id} hover>
          <TableCell>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <span>{line.productName}</span>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <TemperatureBadge category={line.temperatureCategory} />
                {line.deliveryTempC === null ? null : (
                  <Caption>{t.deliveryTemperature(formatTemperature(line.deliveryTempC))}</Caption>
                )}
              </Stack>
            </Stack>
          </TableCell>
          <TableCell>{line.supplierRef ?? line.articleName}</TableCell>
          <TableCell align="right">
            <Box>
              <strong>{formatNumber(line.quantityOrdered)}</strong> × {packagingOf(line)}
            </Box>
            {line.quantityOrderedBase === null ? null : (
              <Caption>{stockText(line.quantityOrderedBase, line.baseUnit)}</Caption>
            )}
            {line.quantityExpedited === null ? null : (
              <Caption>{t.expedited(formatNumber(line.quantityExpedited))}</Caption>
            )}
          </TableCell>
          <TableCell align="right">
            <Box>{formatEuros(line.unitPrice)}</Box>
            <Caption>{t.vatLabel(vatRateText(line.vatRate))}</Caption>
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatEuros(line.lineTotal)}
          </TableCell>
          <TableCell align="right">
            <Box>{`${formatNumber(line.quantityReceivedPackaging)} ${line.packagingName}`}</Box>
            <Caption>{stockText(line.quantityReceivedBase, line.baseUnit)}</Caption>
            {line.receivingLineNote ? <Caption>{line.receivingLineNote}</Caption> : null}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function OrderNotes({ order }: { order: Order }) {
  const notes: [string, string | null][] = [
    [t.orderNotes, order.notes],
    [t.receivingNote, order.receivingNote],
    ...(order.shippingNote ? [[t.shippingNote, order.shippingNote] as [string, string]] : []),
  ];
  return (
    <InfoCard title={t.notes} id="order-notes">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {notes.map(([label, text]) => (
          <Fact key={label} label={label} wrap>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {text ?? t.noNote}
            </Box>
          </Fact>
        ))}
      </Box>
    </InfoCard>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <InfoCard title={t.summary} id="order-summary">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        <Fact label={t.expectedDate}>{formatDate(order.expectedDate)}</Fact>
        <Fact label={t.totalHT}>{formatEuros(order.subtotalHT)}</Fact>
        {order.vatBreakdown.map((vat) => (
          <Fact key={vat.rate} label={`${t.totalVAT} ${vatRateText(vat.rate)}`}>
            {formatEuros(vat.amount)}
          </Fact>
        ))}
        <Fact label={t.totalTTC}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatEuros(order.totalTTC)}
          </Box>
        </Fact>
        <Fact label={t.firstReception}>{formatDateTime(order.firstReceivedAt)}</Fact>
        <Fact label={t.lastReception}>{formatDateTime(order.lastReceivedAt)}</Fact>
      </Box>
    </InfoCard>
  );
}

function SupplierBlock({ order }: { order: Order }) {
  const { supplier } = order;
  const lab = supplier?.kind === 'LABORATORY';
  return (
    <InfoCard title={lab ? t.laboratoryCard : t.supplierCard} id="order-supplier">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {supplier ? (
          <Link
            component={RouterLink}
            to={supplierUrls.supplier(supplier)}
            sx={{ fontWeight: 600 }}
          >
            {supplier.name}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {order.supplierName}
          </Typography>
        )}
        {lab ? <LabBadge /> : null}
      </Stack>
      {supplier ? (
        <SupplierContact email={supplier.email} phone={supplier.phone} address={supplier.address} />
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t.deletedSupplier}
        </Typography>
      )}
    </InfoCard>
  );
}

const RECEPTION_COLUMNS: readonly Column[] = [
  { label: t.receptionColumns.product },
  { label: t.receptionColumns.quantity, align: 'right' },
  { label: t.receptionColumns.temperature },
  { label: t.receptionColumns.lot },
  { label: t.receptionColumns.useBy },
  { label: t.receptionColumns.note },
];

/**
 * Every delivery received, oldest first, as a health inspector reads them: who received what,
 * at which temperature (flagged beyond the threshold), from which lot, until when.
 */
function Receptions({ receptions }: { receptions: Order['receptions'] }) {
  if (receptions.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        {t.noReception}
      </Typography>
    );
  }
  return (
    <Stack spacing={2.5}>
      {receptions.map((reception) => {
        const when = formatDateTime(reception.receivedAt);
        const who = reception.receivedBy ? personName(reception.receivedBy) : null;
        return (
          <Box key={reception.id} component="section" aria-label={t.receptionTitle(when, who)}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {t.receptionTitle(when, who)}
            </Typography>
            {reception.note ? (
              <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
                {reception.note}
              </Typography>
            ) : null}
            <ListTable columns={RECEPTION_COLUMNS} aria-label={t.receptionLabel(when)} size="small">
              {reception.lines.map((received) => (
                <TableRow key={received.id}>
                  <TableCell>{received.line.productName}</TableCell>
                  <TableCell align="right">
                    <Box>{`${formatNumber(received.quantityReceivedPackaging)} ${received.line.packagingName}`}</Box>
                    <Caption>
                      {stockText(received.quantityReceivedBase, received.line.baseUnit)}
                    </Caption>
                  </TableCell>
                  <TableCell>
                    <ReceivedTemperature
                      value={received.deliveryTempC}
                      alert={received.temperatureAlert}
                    />
                  </TableCell>
                  <TableCell>{received.lotNumber ?? EMPTY_VALUE}</TableCell>
                  <TableCell>{formatDate(received.useByDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>
                    {received.note ?? EMPTY_VALUE}
                  </TableCell>
                </TableRow>
              ))}
            </ListTable>
          </Box>
        );
      })}
    </Stack>
  );
}

function ReceivedTemperature({ value, alert }: { value: number | null; alert: boolean }) {
  if (value === null) return <>{EMPTY_VALUE}</>;
  return (
    <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center' }}>
      <span>{formatTemperature(value)}</span>
      {alert ? (
        <Chip
          size="small"
          color="error"
          label={PURCHASING_MESSAGES.temperatureAlert}
          sx={{ height: 22 }}
        />
      ) : null}
    </Stack>
  );
}
