import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikErrors } from 'formik';
import {
  MOVEMENT_REASONS_BY_TYPE,
  NUMBER_MESSAGES,
  STOCK_MOVEMENT_REASON_LABELS,
  STOCK_MOVEMENT_TYPES,
  STOCK_MOVEMENT_TYPE_LABELS,
  UNIT_DISPLAY,
  UNITS,
  applyMovement,
  insufficientStockMessage,
  isUnitCovered,
  toBaseQuantity,
  type ProductUnits,
  type StockMovementReason,
  type StockMovementType,
  type Unit,
} from '@bo/domain';
import type { StockMovementInput } from '../../gql/graphql';
import { typedNumber } from '../../lib/numbers.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { stockMessages as t } from './messages.ts';

const m = t.dialog;

/** INVENTORY is written by an inventory's finalization only, never by hand. */
export const manualReasons = (type: StockMovementType): readonly StockMovementReason[] =>
  MOVEMENT_REASONS_BY_TYPE[type].filter((reason) => reason !== 'INVENTORY');

/** The units a quantity of the product can be typed in: its family's, and those its rules cover. */
export const movementUnits = (product: ProductUnits): readonly Unit[] =>
  UNITS.filter((unit) => isUnitCovered(unit, product));

export interface MovementFormValues {
  type: StockMovementType;
  reason: StockMovementReason | '';
  quantity: string;
  unit: Unit;
  note: string;
}

interface MovementDialogProps {
  open: boolean;
  onClose(): void;
  restaurantId: string;
  product: ProductUnits & { id: string };
  /** The stock now, in the base unit: an OUT larger than it is refused before sending. */
  currentStock: number;
  /** Sends the movement, closes and toasts; rejects with the server's refusal. */
  onSave(input: StockMovementInput): Promise<void>;
}

/**
 * A movement recorded by hand (docs/areas/stock.md POST /api/stock-movements): a loss (Sortie / Perte), a
 * correction (Ajustement / Manuel: the stock is set to what was counted) or an entry. The
 * domain's rules check it before it is sent (the reasons each type allows, the quantity, no stock
 * below 0); the server checks them again.
 */
export const MovementDialog = formDialog<MovementDialogProps>(
  'movement-dialog-title',
  MovementForm,
);

function MovementForm({ restaurantId, product, currentStock, onSave }: MovementDialogProps) {
  const { formik, content, field, setValue } = useDialogForm<MovementFormValues>({
    initialValues: {
      type: 'OUT',
      reason: 'WASTE',
      quantity: '',
      unit: product.baseUnit,
      note: '',
    },
    validate: (values) => {
      const errors: FormikErrors<MovementFormValues> = {};
      if (!values.reason) errors.reason = m.reasonRequired;
      const quantity = typedNumber(values.quantity);
      if (quantity === null) errors.quantity = m.quantityRequired;
      else if (Number.isNaN(quantity)) errors.quantity = NUMBER_MESSAGES.invalid;
      else if (values.reason) {
        const inBase = toBaseQuantity(quantity, values.unit, product);
        if (inBase === null) {
          errors.unit = m.unitRequired;
        } else {
          const result = applyMovement(currentStock, {
            type: values.type,
            reason: values.reason,
            quantity: inBase,
          });
          if (!result.ok) {
            if (result.error === 'INSUFFICIENT_STOCK') {
              errors.quantity = insufficientStockMessage(result.available, product.baseUnit);
            } else if (result.error === 'REASON_NOT_FOR_TYPE') {
              errors.reason = result.message;
            } else {
              errors.quantity = result.message;
            }
          }
        }
      }
      return errors;
    },
    onSave: (values) => {
      const note = values.note.trim();
      return onSave({
        restaurantId,
        productId: product.id,
        type: values.type,
        reason: values.reason as StockMovementReason,
        quantity: typedNumber(values.quantity) ?? 0,
        unit: values.unit,
        note: note || null,
      });
    },
    failed: m.failed,
    logLabel: 'stock',
  });

  const { type } = formik.values;
  const reasons = manualReasons(type);
  const adjustment = type === 'ADJUSTMENT';

  return (
    <FormDialogContent titles={m} mode="create" {...content}>
      <TextField
        {...field('type', 'movement')}
        select
        required
        label={m.type}
        onChange={(event) => {
          const next = event.target.value as StockMovementType;
          setValue('type', next);
          // A reason the new type does not allow is dropped; its first one is the usual case.
          if (!manualReasons(next).some((r) => r === formik.values.reason)) {
            setValue('reason', manualReasons(next)[0] ?? '');
          }
        }}
      >
        {STOCK_MOVEMENT_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {STOCK_MOVEMENT_TYPE_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('reason', 'movement')} select required label={m.reason}>
        {reasons.map((value) => (
          <MenuItem key={value} value={value}>
            {STOCK_MOVEMENT_REASON_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <NumberField
          {...field('quantity', 'movement')}
          helperText={
            field('quantity', 'movement').helperText ?? (adjustment ? m.adjustmentHelp : undefined)
          }
          required
          min={0}
          label={adjustment ? m.adjustmentQuantity : m.quantity}
        />
        <TextField
          {...field('unit', 'movement')}
          select
          required
          label={m.unit}
          fullWidth={false}
          sx={{ minWidth: 110 }}
        >
          {movementUnits(product).map((unit) => (
            <MenuItem key={unit} value={unit}>
              {UNIT_DISPLAY[unit]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField {...field('note', 'movement')} label={m.note} multiline minRows={2} />
    </FormDialogContent>
  );
}
