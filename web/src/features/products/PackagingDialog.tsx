import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { FormikErrors } from 'formik';
import {
  CATALOGUE_MESSAGES as C,
  MISSING_RULE_MARK,
  PACKAGING_QUANTITY_MIN,
  PACKAGING_QUANTITY_STEP,
  PACKAGING_TYPE_LABELS,
  UNIT_DISPLAY,
  UNITS,
  frenchNumberText,
  needsConversion,
  packagingQuantityError,
  storagePackagingUnits,
  type ProductPackagingType,
  type ProductUnits,
  type Unit,
} from '@bo/domain';
import type { PackagingInput } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { typedNumber } from '../../lib/numbers.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { FixedField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { productMessages as t } from './messages.ts';

const m = t.packagings.dialog;

export interface EditedPackaging {
  id: string;
  name?: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
}

interface PackagingFormValues {
  name: string;
  sourceQuantity: string;
  sourceUnit: Unit | '';
}

interface PackagingDialogProps {
  open: boolean;
  onClose(): void;
  /** The sub-tab's type: fixed, not chosen. */
  type: ProductPackagingType;
  /** The packaging being edited; absent: a new one. */
  packaging?: EditedPackaging | undefined;
  /** The product's base unit and rules: which units a packaging may count in. */
  product: ProductUnits;
  /** Saves and closes; rejects with the server's refusal. */
  onSave(input: PackagingInput): Promise<void>;
  /** 'Créer la conversion': the rule this unit needs, created first (docs/areas/catalogue.md#messages). */
  onCreateConversion(unit: Unit): void;
}

/** Whether a refusal is the api's missing rule ('Aucune règle de conversion…'), on top or under a field. */
function isMissingRule(failure: unknown): boolean {
  const { message, fieldErrors } = readGraphQLError(failure);
  return [message ?? '', ...Object.values(fieldErrors)].some((text) =>
    text.includes(MISSING_RULE_MARK),
  );
}

/**
 * A product packaging (docs/areas/catalogue.md#screens): quantity at least 0,1 by 0,1, a unit; STORAGE only in the
 * base unit's family, other types in any unit. A unit no rule of the product covers shows the
 * alert of docs/areas/catalogue.md#messages (a conversion rule is needed, to create first), before sending when the
 * product's rules say so and when the server refuses the packaging for it.
 */
export const PackagingDialog = formDialog<PackagingDialogProps>(
  'packaging-dialog-title',
  PackagingForm,
);

function PackagingForm({
  type,
  packaging,
  product,
  onSave,
  onCreateConversion,
}: PackagingDialogProps) {
  const [ruleRefused, setRuleRefused] = useState(false);
  const { formik, content, field, errorOf, setValue } = useDialogForm<PackagingFormValues>({
    initialValues: packaging
      ? {
          name: packaging.name ?? '',
          sourceQuantity: frenchNumberText(packaging.sourceQuantity),
          sourceUnit: packaging.sourceUnit,
        }
      : { name: '', sourceQuantity: '', sourceUnit: '' },
    validate: (values) => {
      const errors: FormikErrors<PackagingFormValues> = {};
      const quantity = packagingQuantityError(typedNumber(values.sourceQuantity));
      if (quantity) errors.sourceQuantity = quantity;
      if (!values.sourceUnit) errors.sourceUnit = C.unitRequired;
      return errors;
    },
    onSave: async (values) => {
      setRuleRefused(false);
      const name = values.name.trim();
      try {
        await onSave({
          type,
          name: name || null,
          sourceQuantity: typedNumber(values.sourceQuantity) ?? 0,
          sourceUnit: values.sourceUnit as Unit,
        });
      } catch (failure) {
        if (!isMissingRule(failure)) throw failure;
        // The alert says it, and how to go on: no second message under the unit.
        console.error('[products] packaging refused for a missing rule', failure);
        setRuleRefused(true);
      }
    },
    failed: m.failed,
    logLabel: 'products',
  });

  const unit = formik.values.sourceUnit;
  const units = type === 'STORAGE' ? storagePackagingUnits(product.baseUnit) : UNITS;
  const needsRule =
    ruleRefused || (unit !== '' && type !== 'STORAGE' && needsConversion(unit, product));

  return (
    <FormDialogContent titles={m} mode={packaging ? 'edit' : 'create'} {...content}>
      {needsRule && unit ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<SwapHorizOutlined />}
              onClick={() => onCreateConversion(unit)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {C.createConversion}
            </Button>
          }
          // On a phone the button goes under the message rather than squeezing it.
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          {C.conversionRuleNeededAlert}
        </Alert>
      ) : null}
      <FixedField id="packaging-type" label={m.type} value={PACKAGING_TYPE_LABELS[type]} />
      <TextField {...field('name', 'packaging')} label={m.name} helperText={m.nameHelp} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <NumberField
          {...field('sourceQuantity', 'packaging')}
          required
          autoFocus
          min={PACKAGING_QUANTITY_MIN}
          step={PACKAGING_QUANTITY_STEP}
          label={m.quantity}
        />
        <TextField
          {...field('sourceUnit', 'packaging')}
          select
          required
          label={m.unit}
          onChange={(event) => {
            setRuleRefused(false);
            setValue('sourceUnit', event.target.value);
          }}
          helperText={
            errorOf('sourceUnit') ??
            (type === 'STORAGE' ? m.storageUnitsHelp(UNIT_DISPLAY[product.baseUnit]) : undefined)
          }
          sx={{ minWidth: 120 }}
        >
          {units.map((u) => (
            <MenuItem key={u} value={u}>
              {UNIT_DISPLAY[u]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialogContent>
  );
}
