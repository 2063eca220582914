import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  expeditionRefusal,
  frenchNumberText,
  parseFrenchNumber,
  purchaseOrderScreenRefusal,
  quantityText,
} from '@bo/domain';
import type { ExpeditionOrderQuery } from '../../gql/graphql';
import { useSession } from '../../app/session.tsx';
import { formatDate, formatEuros, formatNumber } from '../../lib/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { arriveWithToast } from '../../ui/useToast.tsx';
import { BackLink, MessageDialog, QuantityStepper, RefusedScreen } from './FormBits.tsx';
import { ExpeditePurchaseOrderMutation, ExpeditionOrderQuery as OrderQuery } from './documents.ts';
import { expeditionMessages as t } from './messages.ts';
import { serverLineField } from './serverFields.ts';
import { purchaseOrderUrls } from './urls.ts';

type Order = ExpeditionOrderQuery['purchaseOrder'];
type Line = Order['lines'][number];

/**
 * /purchase-orders/{id}/expedite, the laboratory's expedition control
 * (docs/areas/purchasing.md#screens): a quantity for every line, 0 allowed. An order that cannot
 * be read, is not addressed to a laboratory, or is not one this user may expedite now, says so and
 * OK goes back to the list.
 */
export function PurchaseOrderExpeditePage() {
  const { id = '' } = useParams();
  const query = useQuery(OrderQuery, { variables: { id }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (query.error) console.error('[purchase-orders] loading the expedition failed', query.error);
  }, [query.error]);
  const order = query.data?.purchaseOrder;
  const screenRefusal =
    order && order.supplier?.kind === 'LABORATORY'
      ? purchaseOrderScreenRefusal('EXPEDITE', {
          status: order.status,
          supplierKind: 'LABORATORY',
          allowedTransitions: order.allowedTransitions,
        })
      : null;
  // Judged when the order opens: the expedition itself then makes it EXPEDITED, which must not
  // turn the form into a refusal under the user's eyes.
  const [admitted, setAdmitted] = useState(false);
  if (
    order &&
    !admitted &&
    !query.error &&
    screenRefusal === null &&
    order.supplier?.kind === 'LABORATORY'
  )
    setAdmitted(true);
  // An order this user cannot expedite (not his laboratory's, or past its expedition) is refused
  // before any quantity is typed, with the api's own reason.
  const refusal = query.error
    ? t.loadFailed
    : order && order.supplier?.kind !== 'LABORATORY'
      ? t.notLab
      : admitted
        ? null
        : screenRefusal;
  if (refusal)
    return <RefusedScreen title={t.title} subtitle={order?.reference} message={refusal} />;
  if (!order) return <PageLoader />;
  return <Expedition key={order.id} order={order} />;
}

/** The expedited quantity after minus or plus: never below 0, which stays a quantity. */
const stepped = (text: string, delta: 1 | -1): string => {
  const value = parseFrenchNumber(text) ?? 0;
  return frenchNumberText(Math.max(0, Math.round((value + delta) * 100) / 100));
};

/** A line's quantity as typed: null while empty, unreadable or below 0 (the domain checks its step). */
const typed = (text: string | undefined): number | null => {
  const value = parseFrenchNumber(text ?? '');
  return value === null || value < 0 ? null : value;
};

interface ExpeditionValues {
  /** The quantity typed per line id ('2,5'). */
  quantities: Record<string, string>;
  shippingNote: string;
}

function Expedition({ order }: { order: Order }) {
  const navigate = useNavigate();
  const { user } = useSession();
  // A refusal found before sending (docs/areas/purchasing.md#screens): the 'Erreur' dialog.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [expedite] = useMutation(ExpeditePurchaseOrderMutation);
  const lineIds = order.lines.map((l) => l.id);

  const { formik, content, setValue, errorOf } = useDialogForm<ExpeditionValues>({
    initialValues: { quantities: {}, shippingNote: '' },
    onSave: async ({ quantities, shippingNote }) => {
      const found = expeditionRefusal(
        user ? Number(user.id) : null,
        order.lines.map((l) => Number(l.id)),
        order.lines.map((l) => ({
          lineId: Number(l.id),
          quantityExpedited: typed(quantities[l.id]),
        })),
      );
      if (found) {
        setRefusal(found);
        return;
      }
      try {
        await expedite({
          variables: {
            id: order.id,
            input: {
              shippingNote: shippingNote.trim() || null,
              lines: order.lines.map((l) => ({
                lineId: l.id,
                quantityExpedited: typed(quantities[l.id]) ?? 0,
              })),
            },
          },
        });
        void navigate(purchaseOrderUrls.purchaseOrder(order.id), arriveWithToast(t.success));
      } catch (error) {
        console.error('[purchase-orders] expedition failed', error);
        throw error;
      }
    },
    // What the server says beyond its field errors goes in the 'Erreur' dialog, under this.
    failed: t.saveFailed,
    // Every line is sent, in the order's order.
    serverFields: serverLineField(
      lineIds,
      { quantityExpedited: '', lineId: '' },
      { shippingNote: 'shippingNote' },
      'quantities',
    ),
  });
  const { quantities } = formik.values;

  const complete =
    order.lines.length > 0 && order.lines.every((l) => typed(quantities[l.id]) !== null);
  const set = (lineId: string, text: string) => setValue(`quantities.${lineId}`, text);
  const closeFailure = () => {
    setRefusal(null);
    formik.setStatus({ ...formik.status, form: undefined });
  };

  return (
    <>
      <title>{`${t.title} · ${order.reference} · Brigade`}</title>
      <BackLink to={purchaseOrderUrls.purchaseOrder(order.id)} label={t.backToOrder} />
      <PageHeader title={t.title} subtitle={order.reference} />
      <Stack
        component="form"
        noValidate
        aria-label={t.title}
        spacing={2.5}
        sx={{ maxWidth: 880 }}
        onSubmit={content.onSubmit}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(2, auto 1fr)' },
              columnGap: 1.5,
              rowGap: 0.75,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t.reference}</dt>
            <dd>{order.reference}</dd>
            <dt>{t.restaurant}</dt>
            <dd>{order.restaurant.name}</dd>
            <dt>{t.expectedDate}</dt>
            <dd>{formatDate(order.expectedDate)}</dd>
            <dt>{t.totalTTC}</dt>
            <dd>{formatEuros(order.totalTTC)}</dd>
          </Box>
        </Paper>

        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.lines.map((line) => (
            <ExpeditionLine
              key={line.id}
              line={line}
              text={quantities[line.id] ?? ''}
              serverError={errorOf(`quantities.${line.id}`)}
              onChange={(text) => set(line.id, text)}
            />
          ))}
        </Stack>

        <TextField
          id="expedition-shippingNote"
          label={t.shippingNote}
          multiline
          minRows={2}
          value={formik.values.shippingNote}
          onChange={(event) => setValue('shippingNote', event.target.value)}
          error={Boolean(errorOf('shippingNote'))}
          helperText={errorOf('shippingNote')}
          fullWidth
        />

        {order.lines.length === 0 ? (
          <Alert severity="warning">{t.noLines}</Alert>
        ) : !complete ? (
          <Alert severity="warning">{t.missingQuantities}</Alert>
        ) : null}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton submitting={content.submitting} disabled={!complete}>
            {content.submitting ? t.submitting : t.submit}
          </SubmitButton>
        </Box>
      </Stack>
      <MessageDialog
        open={refusal !== null || content.formError !== undefined}
        title={t.errorTitle}
        message={refusal ?? t.saveFailed}
        detail={refusal === null ? content.formError : null}
        okLabel={t.ok}
        onClose={closeFailure}
      />
    </>
  );
}

function ExpeditionLine({
  line,
  text,
  serverError,
  onChange,
}: {
  line: Line;
  text: string;
  /** What the server said of this line's quantity, until it is edited. */
  serverError?: string | undefined;
  onChange(text: string): void;
}) {
  const ordered = `${formatNumber(line.quantityOrdered)} × ${line.packagingName} (${quantityText(
    line.packagingQuantity,
    line.packagingUnit,
  )})`;
  const missing = text !== '' && typed(text) === null;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={line.articleName}
      data-testid="expedition-line"
      sx={{
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.articleName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {line.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.ordered(ordered)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <QuantityStepper
          id={`expedition-quantity-${line.id}`}
          text={text}
          required
          error={missing || serverError !== undefined}
          helperText={serverError}
          big
          labels={{
            input: t.quantityOf(line.articleName),
            minus: t.minus(line.articleName),
            plus: t.plus(line.articleName),
          }}
          minusDisabled={(typed(text) ?? 0) <= 0}
          onChange={onChange}
          onStep={(delta) => onChange(stepped(text, delta))}
        />
        <Button
          size="small"
          onClick={() => onChange(frenchNumberText(line.quantityOrdered))}
          aria-label={t.useOrderedOf(line.articleName)}
        >
          {t.useOrdered}
        </Button>
      </Stack>
    </Paper>
  );
}
