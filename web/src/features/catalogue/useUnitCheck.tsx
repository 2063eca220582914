import { useState, type ReactElement } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { conversionRequiredMessage, needsConversion, type Unit } from '@bo/domain';
import { ConversionDialog } from './ConversionDialog.tsx';
import { CatalogueProductUnitsQuery } from './documents.ts';
import { catalogueMessages as t } from './messages.ts';

export interface UnitCheck {
  /** The packaging unit needs a rule the product lacks: the article cannot be sent. */
  blocked: boolean;
  /** Under the unit: 'Conversion requise…' with 'Créer la conversion', or the rule's creation. */
  notice: ReactElement | null;
  /** The conversion dialog, rendered once by the form. */
  dialog: ReactElement | null;
}

/**
 * The article form's unit check (docs/areas/catalogue.md#screens; the domain's needsConversion): the chosen product's
 * base unit and rules, read from the cache the conversion dialog writes to, so the rule created
 * through 'Créer la conversion' unblocks the article at once.
 */
export function useUnitCheck(productId: string, packagingUnit: Unit | ''): UnitCheck {
  const [converting, setConverting] = useState<Unit | null>(null);
  const [converted, setConverted] = useState(false);
  const units = useQuery(CatalogueProductUnitsQuery, {
    variables: { id: productId },
    skip: productId === '',
  });
  if (units.error) console.error('[articles] loading the product failed', units.error);
  const product = units.data?.product.id === productId ? units.data.product : null;
  const unit = packagingUnit === '' ? null : packagingUnit;
  const blocked = product !== null && unit !== null && needsConversion(unit, product);

  const notice = blocked ? (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<SwapHorizOutlined />}
          onClick={() => setConverting(unit)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t.createConversion}
        </Button>
      }
      // On a phone the button goes under the message rather than squeezing it.
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { alignItems: 'center' },
      }}
    >
      {conversionRequiredMessage(unit, product.baseUnit)}
    </Alert>
  ) : converted && product && unit ? (
    <Alert severity="success">{t.articleDialog.conversionCreated}</Alert>
  ) : null;

  const dialog = product ? (
    <ConversionDialog
      open={converting !== null}
      product={product}
      presetSourceUnit={converting ?? undefined}
      onClose={() => setConverting(null)}
      onSaved={() => {
        setConverting(null);
        setConverted(true);
      }}
    />
  ) : null;

  return { blocked, notice, dialog };
}
