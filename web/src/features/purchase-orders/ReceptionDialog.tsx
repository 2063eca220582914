import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import {
  NUMBER_MESSAGES,
  ORDER_QUANTITY_MIN,
  ORDER_QUANTITY_STEP,
  PURCHASING_MESSAGES as M,
  RECEPTION_TEMPERATURE_MAX,
  TEMPERATURE_CATEGORY_BADGES,
  frenchNumberText,
  isTemperatureControlled,
  parseFrenchNumber,
  quantityText,
  receivedBaseQuantity,
  receivedLineErrors,
  receptionRefusal,
  stockText,
  temperatureAlert,
} from '@bo/domain';
import type { ReceptionDialog_OrderFragment, ReceptionLineInput } from '../../gql/graphql';
import { splitSaveErrors } from '../../lib/save-errors.ts';
import { formatEuros, formatNumber, formatTemperature } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { useToast } from '../../ui/useToast.tsx';
import { ReceivePurchaseOrderMutation } from './documents.ts';
import { receptionMessages as t } from './messages.ts';
import { serverLineField } from './serverFields.ts';

type Order = ReceptionDialog_OrderFragment;
type Line = Order['lines'][number];

interface LineValues {
  quantity: string;
  temperature: string;
  lotNumber: string;
  /** 'YYYY-MM-DD', '' when none. */
  useByDate: string;
  unitPrice: string;
  note: string;
}

const ISO = 'YYYY-MM-DD';

/** What is still expected of a line, in packagings (never below 0). */
const remainingOf = (line: Line): number =>
  Math.max(0, Math.round((line.quantityOrdered - line.quantityReceivedPackaging) * 100) / 100);

const initialLine = (line: Line): LineValues => ({
  quantity: frenchNumberText(remainingOf(line)),
  temperature: '',
  lotNumber: '',
  useByDate: '',
  unitPrice: frenchNumberText(line.unitPrice, { cents: true }),
  note: '',
});

/** A number field's text as a number; null when empty, NaN when unreadable. */
const numberOf = (text: string): number | null =>
  text.trim() === '' ? null : (parseFrenchNumber(text) ?? Number.NaN);

interface ReceptionDialogProps {
  order: Order;
  open: boolean;
  onClose(): void;
}

/**
 * The reception of a delivery at the restaurant (docs/areas/purchasing.md#reception), full screen
 * on a phone: per line the packagings received (what remains to receive at first), the delivery
 * temperature of fresh and frozen goods checked as it is typed, the lot, its use-by date, the price
 * on the delivery and a note. The result (Reçu, Partiellement reçu) is told in a toast: keep the
 * dialog mounted after it closes, so the toast outlives it.
 */
export function ReceptionDialog({ order, open, onClose }: ReceptionDialogProps) {
  const { show, toast } = useToast();
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        maxWidth="md"
        fullWidth
        aria-labelledby="reception-dialog-title"
      >
        {open ? (
          <ReceptionForm
            order={order}
            onCancel={onClose}
            onDone={(status) => {
              if (status === 'RECEIVED' || status === 'PARTIALLY_RECEIVED') show(t.done[status]);
              onClose();
            }}
          />
        ) : null}
      </Dialog>
      {toast}
    </>
  );
}

interface ReceptionValues {
  /** Per line id. */
  lines: Record<string, LineValues>;
  note: string;
}

type LineErrors = Partial<Record<keyof LineValues, string>>;

/** The api's names of a received line's fields, and the form's. */
const SERVER_LINE_FIELDS: Record<string, keyof LineValues> = {
  quantityReceived: 'quantity',
  deliveryTempC: 'temperature',
  lotNumber: 'lotNumber',
  useByDate: 'useByDate',
  unitPrice: 'unitPrice',
  note: 'note',
};

/** A reception refused before it is sent (nothing received): said on top of the form. */
class NothingToReceive extends Error {}

/** A line's checks as it is typed (@bo/domain's), under the form's names. */
function lineErrors(line: Line, values: LineValues): LineErrors {
  const temperature = numberOf(values.temperature);
  const errors = receivedLineErrors({
    temperatureCategory: line.temperatureCategory,
    quantityReceived: numberOf(values.quantity) ?? Number.NaN,
    deliveryTempC: temperature === null || Number.isNaN(temperature) ? null : temperature,
    note: values.note,
  });
  return {
    ...(errors.quantityReceived !== undefined && { quantity: errors.quantityReceived }),
    ...(temperature !== null && Number.isNaN(temperature)
      ? { temperature: NUMBER_MESSAGES.invalid }
      : errors.deliveryTempC !== undefined && { temperature: errors.deliveryTempC }),
    ...(errors.note !== undefined && { note: errors.note }),
  };
}

function ReceptionForm({
  order,
  onCancel,
  onDone,
}: {
  order: Order;
  onCancel(): void;
  onDone(status: string): void;
}) {
  const [receive] = useMutation(ReceivePurchaseOrderMutation);
  // The ids of the lines last sent: the api numbers its field errors by their place.
  const sent = useRef<string[]>([]);

  const { formik, content, setValue, errorOf } = useDialogForm<ReceptionValues>({
    initialValues: {
      lines: Object.fromEntries(order.lines.map((line) => [line.id, initialLine(line)])),
      note: '',
    },
    validate: (values) => {
      const errors: Record<string, LineErrors> = {};
      for (const line of order.lines) {
        const found = lineErrors(line, values.lines[line.id] ?? initialLine(line));
        if (Object.keys(found).length > 0) errors[line.id] = found;
      }
      return Object.keys(errors).length > 0 ? { lines: errors } : {};
    },
    onSave: async (values) => {
      const input: ReceptionLineInput[] = order.lines.map((line) => {
        const lineValues = values.lines[line.id] ?? initialLine(line);
        const price = numberOf(lineValues.unitPrice);
        const temperature = numberOf(lineValues.temperature);
        return {
          lineId: line.id,
          quantityReceived: numberOf(lineValues.quantity) ?? 0,
          // Absent: the order's price; a different one becomes the article's new price.
          ...(price !== null &&
            !Number.isNaN(price) &&
            price !== line.unitPrice && {
              unitPrice: price,
            }),
          ...(isTemperatureControlled(line.temperatureCategory) &&
            temperature !== null && { deliveryTempC: temperature }),
          ...(lineValues.lotNumber.trim() && { lotNumber: lineValues.lotNumber.trim() }),
          ...(lineValues.useByDate && { useByDate: lineValues.useByDate }),
          ...(lineValues.note.trim() && { note: lineValues.note.trim() }),
        };
      });
      const received = input.filter((line) => line.quantityReceived > 0 || line.note);
      const refusal = receptionRefusal(
        order.lines.map((line) => Number(line.id)),
        received.map((line) => ({
          lineId: Number(line.lineId),
          quantityReceived: line.quantityReceived,
        })),
      );
      if (refusal) {
        throw new NothingToReceive(refusal === M.noLineToReceive ? M.nothingReceived : refusal);
      }
      sent.current = received.map((line) => line.lineId);
      try {
        const { data } = await receive({
          variables: {
            id: order.id,
            input: { note: values.note.trim() || null, lines: received },
          },
        });
        if (!data) throw new Error('no answer');
        onDone(data.receivePurchaseOrder.status);
      } catch (error) {
        console.error('[purchase-orders] reception failed', error);
        throw error;
      }
    },
    failed: t.failed,
    placeRefusal: (failure) =>
      failure instanceof NothingToReceive
        ? { fields: {}, form: failure.message }
        : splitSaveErrors(
            failure,
            serverLineField(sent.current, SERVER_LINE_FIELDS, { note: 'note' }, 'lines'),
            t.failed,
          ),
    // A line's messages show once the form is sent, then follow the typing.
    checkOnceSent: true,
  });

  const valuesOf = (line: Line): LineValues => formik.values.lines[line.id] ?? initialLine(line);
  const change = (lineId: string, patch: Partial<LineValues>) => {
    for (const [name, value] of Object.entries(patch)) setValue(`lines.${lineId}.${name}`, value);
  };
  const errorsOf = (line: Line): LineErrors =>
    Object.fromEntries(
      (Object.keys(initialLine(line)) as (keyof LineValues)[]).flatMap((name) => {
        const error = errorOf(`lines.${line.id}.${name}`);
        return error ? [[name, error]] : [];
      }),
    );

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="reception-dialog-title"
      onSubmit={content.onSubmit}
      sx={{ display: 'contents' }}
    >
      <DialogTitle id="reception-dialog-title">{t.title(order.reference)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t.intro}
          </Typography>
          {content.formError ? <Alert severity="error">{content.formError}</Alert> : null}
          {order.lines.map((line) => (
            <ReceptionLine
              key={line.id}
              line={line}
              values={valuesOf(line)}
              errors={errorsOf(line)}
              onChange={(patch) => change(line.id, patch)}
            />
          ))}
          <TextField
            id="reception-note"
            label={t.receivingNote}
            multiline
            minRows={2}
            value={formik.values.note}
            onChange={(event) => setValue('note', event.target.value)}
            error={Boolean(errorOf('note'))}
            helperText={errorOf('note')}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={content.submitting}>
          {t.cancel}
        </Button>
        <SubmitButton submitting={content.submitting}>
          {content.submitting ? t.submitting : t.submit}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

function ReceptionLine({
  line,
  values,
  errors,
  onChange,
}: {
  line: Line;
  values: LineValues;
  errors: LineErrors;
  onChange(patch: Partial<LineValues>): void;
}) {
  const id = `reception-${line.id}`;
  const remaining = remainingOf(line);
  const quantity = numberOf(values.quantity);
  const base =
    quantity !== null && !Number.isNaN(quantity)
      ? receivedBaseQuantity(quantity, line.conversionToBase)
      : null;
  const controlled = isTemperatureControlled(line.temperatureCategory);
  const temperature = numberOf(values.temperature);
  const alert =
    controlled &&
    temperature !== null &&
    temperatureAlert(line.temperatureCategory, Number.isNaN(temperature) ? null : temperature);
  const price = numberOf(values.unitPrice);
  const priceChanged = price !== null && !Number.isNaN(price) && price !== line.unitPrice;
  const packaging = `${line.packagingName} (${quantityText(line.packagingQuantity, line.packagingUnit)})`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={line.articleName}
      data-testid="reception-line"
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: alert ? 'error.main' : 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.articleName}
        </Typography>
        {controlled ? (
          <Chip
            size="small"
            variant="outlined"
            color={line.temperatureCategory === 'FROZEN' ? 'primary' : 'info'}
            label={TEMPERATURE_CATEGORY_BADGES[line.temperatureCategory]}
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {line.productName} · {formatNumber(line.quantityOrdered)} × {packaging} ·{' '}
        {t.remaining(formatNumber(remaining))}
      </Typography>

      <Box
        sx={{
          mt: 1.5,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <Box>
          <NumberField
            id={`${id}-quantity`}
            name={`${id}-quantity`}
            label={t.received}
            value={values.quantity}
            min={ORDER_QUANTITY_MIN}
            step={ORDER_QUANTITY_STEP}
            unit={line.packagingName}
            required
            fullWidth
            error={Boolean(errors.quantity)}
            helperText={
              errors.quantity ??
              (base !== null
                ? t.inBaseUnit(stockText(base, line.baseUnit))
                : quantity !== null && !Number.isNaN(quantity)
                  ? t.noConversion
                  : undefined)
            }
            onChange={(event) => onChange({ quantity: event.target.value })}
          />
          <Button
            size="small"
            sx={{ mt: 0.5 }}
            onClick={() => onChange({ quantity: frenchNumberText(remaining) })}
          >
            {t.allReceived}
          </Button>
        </Box>
        {controlled ? (
          <NumberField
            id={`${id}-temperature`}
            name={`${id}-temperature`}
            label={t.temperature}
            value={values.temperature}
            signed
            unit="°C"
            fullWidth
            required={quantity !== null && quantity > 0}
            error={alert || Boolean(errors.temperature)}
            helperText={
              errors.temperature ??
              (alert
                ? `${M.temperatureAlert} : ${t.temperatureAbove(
                    formatTemperature(
                      RECEPTION_TEMPERATURE_MAX[line.temperatureCategory as 'FRESH' | 'FROZEN'],
                    ),
                  )}`
                : temperature !== null && !Number.isNaN(temperature)
                  ? t.temperatureOk
                  : undefined)
            }
            onChange={(event) => onChange({ temperature: event.target.value })}
          />
        ) : null}
        <TextField
          id={`${id}-lot`}
          label={t.lotNumber}
          value={values.lotNumber}
          onChange={(event) => onChange({ lotNumber: event.target.value })}
          error={Boolean(errors.lotNumber)}
          helperText={errors.lotNumber}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
        />
        <DatePicker
          label={t.useByDate}
          value={values.useByDate ? dayjs(values.useByDate, ISO) : null}
          format="DD/MM/YYYY"
          onChange={(next) =>
            onChange({ useByDate: next && next.isValid() ? next.format(ISO) : '' })
          }
          slotProps={{
            textField: {
              id: `${id}-useBy`,
              name: `${id}-useBy`,
              fullWidth: true,
              error: Boolean(errors.useByDate),
              helperText: errors.useByDate,
            },
          }}
        />
        <NumberField
          id={`${id}-price`}
          name={`${id}-price`}
          label={t.unitPrice}
          value={values.unitPrice}
          min={0}
          step={0.01}
          unit="€"
          fullWidth
          color={priceChanged ? 'warning' : 'primary'}
          error={Boolean(errors.unitPrice)}
          helperText={
            errors.unitPrice ??
            (priceChanged
              ? `${t.priceChange} (${formatEuros(line.unitPrice)} → ${formatEuros(price)})`
              : undefined)
          }
          onChange={(event) => onChange({ unitPrice: event.target.value })}
        />
        <TextField
          id={`${id}-note`}
          label={t.lineNote}
          value={values.note}
          onChange={(event) => onChange({ note: event.target.value })}
          fullWidth
          required={alert}
          error={Boolean(errors.note)}
          helperText={
            errors.note === M.temperatureAlertNoteRequired
              ? t.alertNoteRequired
              : (errors.note ?? (alert ? t.alertNote : undefined))
          }
        />
      </Box>
    </Paper>
  );
}
