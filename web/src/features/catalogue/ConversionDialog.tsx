import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONVERSION_QUANTITY_MIN,
  CONVERSION_QUANTITY_STEP,
  conversionRuleErrors,
  conversionSourceUnits,
  conversionTargetUnits,
  frenchNumberText,
  NUMBER_MESSAGES,
  quantityText,
  ruleFactorText,
  UNIT_DISPLAY,
  type ConversionRuleErrors,
  type ConversionRuleLike,
  type Unit,
} from '@bo/domain';
import type { FormikErrors } from 'formik';
import type { ConversionDialog_RuleFragment, Unit as GraphUnit } from '../../gql/graphql';
import { typedNumber } from '../../lib/numbers.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import {
  CatalogueCreateConversionRuleMutation,
  CatalogueUpdateConversionRuleMutation,
} from './documents.ts';
import { catalogueMessages } from './messages.ts';

const t = catalogueMessages.conversionDialog;

/** What the dialog reads of the product: its base unit and its rules (ids included). */
export interface ConversionProduct {
  id: string;
  baseUnit: Unit;
  conversionRules: readonly (ConversionRuleLike & { id: string })[];
}

export interface ConversionDialogProps {
  open: boolean;
  product: ConversionProduct;
  /** The rule being edited; absent or null: a new rule. */
  rule?: ConversionDialog_RuleFragment | null | undefined;
  /**
   * The source unit chosen in advance: the article dialog's packaging unit that needs this rule.
   */
  presetSourceUnit?: Unit | undefined;
  onClose(): void;
  /** Called once the rule is saved (the dialog does not close itself). */
  onSaved(rule: ConversionDialog_RuleFragment): void;
}

/** The form's fields as typed: quantities stay text until sent ('0,5'). */
export interface ConversionFormValues {
  sourceQuantity: string;
  sourceUnit: Unit | '';
  targetQuantity: string;
  targetUnit: Unit | '';
  notes: string;
}

const TITLE_ID = 'conversion-dialog-title';
const ID = 'conversion';

/** The typed quantity as the domain's check reads it: NaN when it is not a number. */
const quantityOf = (text: string) => typedNumber(text);

/**
 * The dialog's checks, those of the domain (docs/areas/catalogue.md#conversions): quantities of
 * at least 0,0001 in steps of 0,0001, the source outside the base unit's family and the families
 * already converted, the target in the base unit's family. What cannot be read as a number says
 * so rather than 'required'. The rule limit belongs to no field: the dialog shows it on top.
 */
export function conversionErrors(
  values: ConversionFormValues,
  product: ConversionProduct,
  editing?: ConversionRuleLike | null,
): ConversionRuleErrors {
  const sourceQuantity = quantityOf(values.sourceQuantity);
  const targetQuantity = quantityOf(values.targetQuantity);
  const errors = conversionRuleErrors(
    {
      sourceQuantity,
      sourceUnit: values.sourceUnit,
      targetQuantity,
      targetUnit: values.targetUnit,
    },
    product,
    editing,
  );
  if (Number.isNaN(sourceQuantity)) errors.sourceQuantity = NUMBER_MESSAGES.invalid;
  if (Number.isNaN(targetQuantity)) errors.targetQuantity = NUMBER_MESSAGES.invalid;
  return errors;
}

function initialValues(
  product: ConversionProduct,
  rule: ConversionDialog_RuleFragment | null | undefined,
  preset: Unit | undefined,
): ConversionFormValues {
  if (rule) {
    return {
      sourceQuantity: frenchNumberText(rule.sourceQuantity),
      sourceUnit: rule.sourceUnit,
      targetQuantity: frenchNumberText(rule.targetQuantity),
      targetUnit: rule.targetUnit,
      notes: rule.notes ?? '',
    };
  }
  const sources = conversionSourceUnits(product);
  return {
    // '1 pièce = … g' is how a kitchen states a weight per piece: the source starts at one.
    sourceQuantity: '1',
    sourceUnit: preset && sources.includes(preset) ? preset : '',
    targetQuantity: '',
    targetUnit: product.baseUnit,
    notes: '',
  };
}

/**
 * Create or edit a product's conversion rule (docs/areas/catalogue.md#screens, conversion dialog): 'sourceQuantity
 * sourceUnit = targetQuantity targetUnit'. Shared by the product page's conversions tab and the
 * article dialog's 'Créer la conversion'. A new rule is added to the product's rules in the
 * Apollo cache, so every screen showing the product (and the article dialog's unit check) sees it
 * at once.
 */
export const ConversionDialog = formDialog<ConversionDialogProps>(TITLE_ID, ConversionForm);

function ConversionForm({ product, rule, presetSourceUnit, onSaved }: ConversionDialogProps) {
  const [create] = useMutation(CatalogueCreateConversionRuleMutation, {
    update(cache, { data }) {
      const created = data?.createConversionRule;
      if (!created) return;
      cache.modify({
        id: cache.identify({ __typename: 'Product', id: product.id }),
        fields: {
          conversionRules: (existing, { toReference }) =>
            Array.isArray(existing)
              ? [...existing, toReference({ __typename: 'ConversionRule', id: created.id })]
              : existing,
        },
      });
    },
  });
  const [update] = useMutation(CatalogueUpdateConversionRuleMutation);
  const editing = rule ?? null;

  const { formik, content, field, errorOf } = useDialogForm<ConversionFormValues>({
    initialValues: initialValues(product, rule, presetSourceUnit),
    validate: (values) => {
      const { form: _limit, ...errors } = conversionErrors(values, product, editing);
      return errors as FormikErrors<ConversionFormValues>;
    },
    onSave: async (values) => {
      const quantities = {
        sourceQuantity: quantityOf(values.sourceQuantity) ?? 0,
        sourceUnit: values.sourceUnit as GraphUnit,
        targetQuantity: quantityOf(values.targetQuantity) ?? 0,
        targetUnit: values.targetUnit as GraphUnit,
      };
      const notes = values.notes.trim();
      if (editing) {
        const { data } = await update({
          variables: { id: editing.id, input: { ...quantities, notes: notes || null } },
        });
        if (!data) throw new Error('no data');
        onSaved(data.updateConversionRule);
      } else {
        const { data } = await create({
          variables: {
            productId: product.id,
            input: { ...quantities, ...(notes && { notes }), isActive: true },
          },
        });
        if (!data) throw new Error('no data');
        onSaved(data.createConversionRule);
      }
    },
    failed: catalogueMessages.conversionSaveFailed,
    logLabel: 'conversions',
  });

  const sources = conversionSourceUnits(product, editing);
  const targets = conversionTargetUnits(product.baseUnit);
  // The limit of two rules is known before sending: said on top, and the dialog cannot save.
  const limit = conversionErrors(formik.values, product, editing).form;
  const { values } = formik;
  const source = quantityOf(values.sourceQuantity);
  const target = quantityOf(values.targetQuantity);
  const complete =
    source !== null &&
    target !== null &&
    !Number.isNaN(source) &&
    !Number.isNaN(target) &&
    source > 0 &&
    target > 0 &&
    values.sourceUnit !== '' &&
    values.targetUnit !== '';

  const unitSelect = (name: 'sourceUnit' | 'targetUnit', units: readonly Unit[], label: string) => (
    <TextField {...field(name, ID)} select required label={label} sx={{ minWidth: 120 }}>
      {units.map((unit) => (
        <MenuItem key={unit} value={unit}>
          {UNIT_DISPLAY[unit]}
        </MenuItem>
      ))}
    </TextField>
  );
  const quantityField = (name: 'sourceQuantity' | 'targetQuantity', label: string) => (
    <NumberField
      {...field(name, ID)}
      required
      label={label}
      min={CONVERSION_QUANTITY_MIN}
      step={CONVERSION_QUANTITY_STEP}
    />
  );

  return (
    <FormDialogContent
      titles={t}
      mode={editing ? 'edit' : 'create'}
      {...content}
      submitDisabled={Boolean(limit)}
    >
      {limit ? <Alert severity="warning">{limit}</Alert> : null}
      {sources.length === 0 && !limit ? <Alert severity="info">{t.noSourceUnit}</Alert> : null}
      <Typography variant="body2" color="textSecondary">
        {t.baseUnitHint(UNIT_DISPLAY[product.baseUnit])}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {quantityField('sourceQuantity', t.sourceQuantity)}
        {unitSelect('sourceUnit', sources, t.sourceUnit)}
      </Stack>
      <Typography aria-hidden variant="h3" component="p" sx={{ textAlign: 'center', my: -1 }}>
        {t.equals}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {quantityField('targetQuantity', t.targetQuantity)}
        {unitSelect('targetUnit', targets, t.targetUnit)}
      </Stack>
      {complete && !errorOf('sourceQuantity') && !errorOf('targetQuantity') ? (
        <Typography variant="body2" role="status">
          {t.preview(
            quantityText(source, values.sourceUnit as Unit),
            quantityText(target, values.targetUnit as Unit),
            ruleFactorText({
              sourceQuantity: source,
              sourceUnit: values.sourceUnit as Unit,
              targetQuantity: target,
              targetUnit: values.targetUnit as Unit,
            }),
          )}
        </Typography>
      ) : null}
      <TextField {...field('notes', ID)} label={t.notes} multiline minRows={2} />
    </FormDialogContent>
  );
}
