import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import {
  INVENTORY_INPUT_MIN,
  INVENTORY_INPUT_STEP,
  countError,
  countFromInput,
  frenchNumberText,
  packagingFallbackName,
  quantityText,
  stepCount,
} from '@bo/domain';
import { NumberField } from '../../ui/NumberField.tsx';
import { visuallyHidden } from '../../ui/TableParts.tsx';
import { usePhoneLayout } from '../../ui/layout.ts';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { inputKey, type CountingPackaging, type ScreenProduct } from './counting.ts';
import { inventoryMessages as t } from './messages.ts';

/** A thumb's target in a cold room, gloves on: MUI's 40 px is too small (brief: at least 44). */
const TOUCH = 48;

const packagingLabel = (product: ScreenProduct, packaging: CountingPackaging): string =>
  packaging.id === null ? product.name : (packaging.name ?? packagingFallbackName(packaging.id));

interface ProductCountProps {
  product: ScreenProduct;
  zoneKey: string;
  counts: Readonly<Record<string, string>>;
  counted: boolean;
  totals: { zone: number; global: number };
  disabled: boolean;
  /** Every refused count says why, also in fields not left yet (after a refused save). */
  showErrors: boolean;
  onToggle(counted: boolean): void;
  onChange(key: string, text: string): void;
}

/**
 * One product of a zone on the counting screen (docs/areas/stock.md): photo, name, 'Non compté' /
 * 'Compté', a line per packaging (minus, the count, plus), 'Cette zone' and 'Total global'.
 */
export function ProductCount({
  product,
  zoneKey,
  counts,
  counted,
  totals,
  disabled,
  showErrors,
  onToggle,
  onChange,
}: ProductCountProps) {
  const phone = usePhoneLayout();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={product.name}
      data-counted={counted}
      // An uncounted card is told by its dashed edge and grey ground, never by fading its text:
      // it must stay readable in a cold room's light (and pass the contrast checks).
      sx={{
        p: { xs: 1, sm: 2 },
        borderStyle: counted ? 'solid' : 'dashed',
        borderColor: counted ? 'success.main' : 'divider',
        bgcolor: counted ? 'background.paper' : 'action.hover',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ProductAvatar name={product.name} photoUrl={product.photoUrl} size={phone ? 32 : 48} />
        <Typography
          component="h3"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {product.name}
        </Typography>
        <FormControlLabel
          sx={{ mr: 0, ml: 0.5, flexShrink: 0 }}
          labelPlacement="start"
          label={counted ? t.counted : t.notCounted}
          control={
            <Switch
              checked={counted}
              disabled={disabled}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': t.countedToggle(product.name) } }}
            />
          }
        />
      </Stack>
      <Stack spacing={1} sx={{ mt: { xs: 1, sm: 1.5 } }}>
        {product.packagings.map((packaging) => {
          const key = inputKey(zoneKey, product.id, packaging.id);
          const text = counts[key] ?? '';
          const value = countFromInput(text);
          const label = packagingLabel(product, packaging);
          return (
            <PackagingLine
              key={key}
              inputKey={key}
              label={label}
              packaging={packaging}
              text={text}
              value={value}
              disabled={disabled}
              showErrors={showErrors}
              onChange={onChange}
            />
          );
        })}
      </Stack>
      <Stack
        direction="row"
        sx={{
          mt: { xs: 0.75, sm: 1.5 },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t.zoneTotal} : <strong>{quantityText(totals.zone, product.baseUnit)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.globalTotal} : <strong>{quantityText(totals.global, product.baseUnit)}</strong>
        </Typography>
      </Stack>
    </Paper>
  );
}

function PackagingLine({
  inputKey: key,
  label,
  packaging,
  text,
  value,
  disabled,
  showErrors,
  onChange,
}: {
  inputKey: string;
  label: string;
  packaging: CountingPackaging;
  text: string;
  value: number;
  disabled: boolean;
  showErrors: boolean;
  onChange(key: string, text: string): void;
}) {
  const set = (next: number) => onChange(key, frenchNumberText(next));
  // Ids hold letters, digits, '-' and '_' only: the key's ':' and '|' are replaced.
  const id = `count-${key.replace(/[^\w-]/g, '_')}`;
  const [left, setLeft] = useState(false);
  // Said once the field is left, so a '-' being typed is not scolded.
  const error = left || showErrors ? countError(text) : null;
  return (
    <Box
      data-testid="packaging-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        borderTop: 1,
        borderColor: 'divider',
        pt: { xs: 0.75, sm: 1 },
      }}
    >
      <Box
        sx={{
          minWidth: 0,
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          flexWrap: 'wrap',
          alignItems: { xs: 'center', sm: 'flex-start' },
          columnGap: 0.75,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {packaging.type ? (
            <Chip
              size="small"
              variant="outlined"
              color={packaging.type === 'INVENTORY' ? 'primary' : 'default'}
              label={
                packaging.type === 'INVENTORY' ? t.packagingBadgeInventory : t.packagingBadgeStorage
              }
            />
          ) : null}
          <Typography
            variant="caption"
            color="text.secondary"
            // The label already says it on a phone ('Barquette 100 g'): one line less a card.
            sx={{ display: { xs: 'none', sm: 'inline' } }}
          >
            {quantityText(packaging.sourceQuantity, packaging.sourceUnit)}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t.minus(label)}
          disabled={disabled || value <= INVENTORY_INPUT_MIN}
          onClick={() => set(stepCount(value, -1))}
          sx={{ width: TOUCH, height: TOUCH, border: 1, borderColor: 'divider' }}
        >
          <RemoveRounded />
        </IconButton>
        <Box component="label" htmlFor={id} sx={visuallyHidden}>
          {t.quantityOf(label)}
        </Box>
        <NumberField
          id={id}
          value={text}
          name={key}
          disabled={disabled}
          placeholder="0"
          min={INVENTORY_INPUT_MIN}
          step={INVENTORY_INPUT_STEP}
          onChange={(event) => onChange(key, event.target.value)}
          error={error !== null}
          describedBy={error ? `${id}-error` : undefined}
          onBlur={() => {
            setLeft(true);
            // A count the field cannot hold stays as typed, with its error: never read as 0.
            if (text !== '' && countError(text) === null) set(countFromInput(text));
          }}
          size="small"
          sx={{ width: 84, '& input': { textAlign: 'center', fontSize: '1.1rem', py: 1.25 } }}
        />
        <IconButton
          aria-label={t.plus(label)}
          disabled={disabled}
          onClick={() => set(stepCount(value, 1))}
          sx={{ width: TOUCH, height: TOUCH, border: 1, borderColor: 'divider' }}
        >
          <AddRounded />
        </IconButton>
      </Stack>
      {error ? (
        <Typography
          id={`${id}-error`}
          variant="caption"
          color="error"
          sx={{ gridColumn: '1 / -1', justifySelf: 'end', textAlign: 'right' }}
        >
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
