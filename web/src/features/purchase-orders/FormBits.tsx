import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBack from '@mui/icons-material/ArrowBack';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { ORDER_QUANTITY_MIN, ORDER_QUANTITY_STEP } from '@bo/domain';
import { Dialog } from '../../ui/Dialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { visuallyHidden } from '../../ui/TableParts.tsx';
import { purchaseOrderUrls } from './urls.ts';

/** A thumb's target on a phone, held over a delivery: MUI's 40 px is too small. */
const TOUCH = 48;

/** The title of the purchase-order screens' error dialog. */
export const ERROR_TITLE = 'Erreur';

/**
 * A message the user acknowledges with OK: the purchase-order screens' errors (titled 'Erreur')
 * and their success notices. `onClose` runs on OK, where a screen may leave for another page.
 */
export function MessageDialog({
  open,
  title,
  message,
  detail,
  okLabel = 'OK',
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  /** What the server said, under the screen's own message. */
  detail?: string | null | undefined;
  okLabel?: string;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {detail && detail !== message ? (
          <DialogContentText sx={{ mt: 1.5 }}>{detail}</DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A quantity of packagings with minus and plus (one packaging each), typed the French way
 * ('2,5'). `big` gives phone-sized buttons.
 */
export function QuantityStepper({
  id,
  text,
  labels,
  onChange,
  onStep,
  onBlur,
  minusDisabled = false,
  big = false,
  required = false,
  error = false,
  helperText,
  disabled = false,
}: {
  id: string;
  text: string;
  /** The input's, minus' and plus' accessible names. */
  labels: { input: string; minus: string; plus: string };
  onChange(text: string): void;
  onStep(delta: 1 | -1): void;
  onBlur?: () => void;
  minusDisabled?: boolean;
  big?: boolean;
  required?: boolean;
  error?: boolean;
  /** The field's message, under the stepper (the field itself is too narrow for it). */
  helperText?: string | undefined;
  disabled?: boolean;
}) {
  const size = big ? TOUCH : 36;
  const helperId = helperText ? `${id}-helper` : undefined;
  const button = { width: size, height: size, border: 1, borderColor: 'divider' } as const;
  const row = (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <IconButton
        aria-label={labels.minus}
        disabled={disabled || minusDisabled}
        onClick={() => onStep(-1)}
        sx={button}
        size={big ? 'medium' : 'small'}
      >
        <RemoveRounded fontSize={big ? 'medium' : 'small'} />
      </IconButton>
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {labels.input}
      </Box>
      <NumberField
        id={id}
        name={id}
        value={text}
        placeholder="0"
        min={ORDER_QUANTITY_MIN}
        step={ORDER_QUANTITY_STEP}
        required={required}
        error={error}
        disabled={disabled}
        describedBy={helperId}
        onChange={(event) => onChange(event.target.value)}
        {...(onBlur && { onBlur })}
        size="small"
        sx={{
          width: big ? 96 : 84,
          '& input': { textAlign: 'center', fontSize: big ? '1.1rem' : undefined },
        }}
      />
      <IconButton
        aria-label={labels.plus}
        disabled={disabled}
        onClick={() => onStep(1)}
        sx={button}
        size={big ? 'medium' : 'small'}
      >
        <AddRounded fontSize={big ? 'medium' : 'small'} />
      </IconButton>
    </Stack>
  );
  // One tree with or without a message, so the input keeps its focus while one comes and goes.
  return (
    <Stack sx={{ alignItems: 'center', flexShrink: 0 }}>
      {row}
      {helperText ? (
        <FormHelperText
          id={helperId}
          error={error}
          sx={{ mx: 0, maxWidth: 220, textAlign: 'center' }}
        >
          {helperText}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

/** The link above a write screen's title, to where it came from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBack />}
      color="inherit"
      size="small"
      sx={{ mb: 1, ml: -1 }}
    >
      {label}
    </Button>
  );
}

/**
 * A write screen whose order cannot be worked on (not read, not a draft, not a laboratory's): its
 * title, and the reason in the 'Erreur' dialog whose OK goes back to the list.
 */
export function RefusedScreen({
  title,
  subtitle,
  message,
}: {
  title: string;
  subtitle?: string | undefined;
  message: string;
}) {
  const navigate = useNavigate();
  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <PageHeader title={title} subtitle={subtitle} />
      <MessageDialog
        open
        title={ERROR_TITLE}
        message={message}
        onClose={() => void navigate(purchaseOrderUrls.purchaseOrders())}
      />
    </>
  );
}
