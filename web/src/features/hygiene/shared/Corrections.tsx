import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Dialog } from '../../../ui/Dialog.tsx';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  CORRECTION_KIND_LABELS,
  OIL_ACTION_LABELS,
  OIL_ACTIONS,
  OIL_METHOD_LABELS,
  OIL_METHODS,
  type HygieneLog,
} from '@bo/domain';
import { formatDateTime, getFormatPreferences } from '../../../lib/format.ts';
import { splitSaveErrors } from '../../../lib/save-errors.ts';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useToast } from '../../../ui/useToast.tsx';
import {
  changeText,
  correctionInput,
  correctionMessages as m,
  dialogFieldLabel,
  dialogFields,
  isTemperatureField,
  typedValue,
  type CorrectableRecord,
  type CorrectionEntry,
} from './corrections.ts';
import { CorrectHygieneRecordMutation, VoidHygieneRecordMutation } from './documents.ts';

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Who and when of a history entry: 'Corrigé le 21/11/2026 04:37 par Alice Martin'. */
function entryHead(entry: CorrectionEntry): string {
  const by = entry.correctedBy
    ? ` ${m.by(`${entry.correctedBy.firstName} ${entry.correctedBy.lastName}`)}`
    : '';
  return `${CORRECTION_KIND_LABELS[entry.kind]} le ${formatDateTime(entry.correctedAt)}${by}`;
}

/** A record's history, oldest first: each correction's changes (original → corrected) and reason. */
export function CorrectionHistory({ history }: { history: readonly CorrectionEntry[] }) {
  if (history.length === 0) return <Typography color="textSecondary">{m.noHistory}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2 }}>
      {history.map((entry) => (
        <li key={entry.id}>
          <Typography variant="subtitle2">{entryHead(entry)}</Typography>
          {entry.changes.map((change) => (
            <Typography key={change.field} variant="body2">
              {changeText(change, userTimeZone())}
            </Typography>
          ))}
          <Typography variant="body2" color="textSecondary">
            {m.reasonLine(entry.reason)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

interface CorrectionDialogProps {
  log: HygieneLog;
  record: CorrectableRecord;
  mode: 'correct' | 'void';
  onClose(): void;
  onSaved(mode: 'correct' | 'void'): void;
}

/**
 * Corrects (the log's values, a reason) or voids (a reason) a record. Numbers are typed the French
 * way ('4,5'); a refusal of the server shows under its field or at the top.
 */
export function CorrectionDialog({ log, record, mode, onClose, onSaved }: CorrectionDialogProps) {
  const fields = mode === 'correct' ? dialogFields(log) : [];
  const unit = getFormatPreferences().temperatureUnit;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map(({ field }) => [field, typedValue(record[field], field, unit)])),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The page's lists are read again: the record's values, status, history and the counts change.
  const refetch = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
  const [correct, { loading: correcting }] = useMutation(CorrectHygieneRecordMutation, refetch);
  const [voidRecord, { loading: voiding }] = useMutation(VoidHygieneRecordMutation, refetch);
  const busy = correcting || voiding;

  const submit = async () => {
    try {
      if (mode === 'void') {
        if (!reason.trim()) {
          setErrors({ reason: m.reasonRequired });
          return;
        }
        await voidRecord({ variables: { log, id: record.id, reason: reason.trim() } });
      } else {
        const built = correctionInput(log, record, values, reason, unit);
        if (built.errors) {
          setErrors(built.errors);
          return;
        }
        await correct({ variables: { log, id: record.id, input: built.input } });
      }
      onSaved(mode);
    } catch (failure) {
      const split = splitSaveErrors<string>(
        failure,
        [...fields.map((f) => f.field), 'reason'],
        m.saveFailed,
      );
      setErrors({ ...split.fields, ...(split.form ? { form: split.form } : {}) } as Record<
        string,
        string
      >);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{mode === 'correct' ? m.correctTitle : m.voidTitle}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id="correction-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          {mode === 'void' ? <Alert severity="info">{m.voidHelp}</Alert> : null}
          {fields.map(({ field, kind }) =>
            kind === 'number' ? (
              <NumberField
                key={field}
                name={field}
                label={dialogFieldLabel(field, unit)}
                value={values[field] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                error={!!errors[field]}
                helperText={errors[field]}
                signed={isTemperatureField(field)}
                size="small"
              />
            ) : (
              <TextField
                key={field}
                label={dialogFieldLabel(field, unit)}
                value={values[field] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                error={!!errors[field]}
                helperText={errors[field]}
                select={kind === 'action' || kind === 'method'}
                multiline={kind === 'notes'}
                size="small"
              >
                {kind === 'action'
                  ? OIL_ACTIONS.map((a) => (
                      <MenuItem key={a} value={a}>
                        {OIL_ACTION_LABELS[a]}
                      </MenuItem>
                    ))
                  : kind === 'method'
                    ? OIL_METHODS.map((a) => (
                        <MenuItem key={a} value={a}>
                          {OIL_METHOD_LABELS[a]}
                        </MenuItem>
                      ))
                    : null}
              </TextField>
            ),
          )}
          <TextField
            label={m.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            error={!!errors.reason}
            helperText={errors.reason ?? m.reasonHelp}
            size="small"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {m.close}
        </Button>
        <Button
          type="submit"
          form="correction-form"
          variant="contained"
          color={mode === 'void' ? 'error' : 'primary'}
          disabled={busy}
        >
          {mode === 'correct' ? m.save : m.confirmVoid}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface CorrectionsCellProps {
  log: HygieneLog;
  record: CorrectableRecord;
  canCorrect: boolean;
  canVoid: boolean;
}

/**
 * The last cell of a log's row: 'Annulé' when voided, the history when there is one, and the
 * 'Corriger' / 'Annuler' actions for who may (ADMIN, MANAGER in his restaurants).
 */
export function CorrectionsCell(props: CorrectionsCellProps) {
  return (
    <TableCell
      align="right"
      sx={{ whiteSpace: 'nowrap', textDecoration: 'none' }}
      onClick={(e) => e.stopPropagation()}
    >
      <CorrectionActions {...props} />
    </TableCell>
  );
}

/** What CorrectionsCell holds, for a list that draws its own cells (ui/list's DataList). */
export function CorrectionActions({ log, record, canCorrect, canVoid }: CorrectionsCellProps) {
  const [open, setOpen] = useState<'correct' | 'void' | 'history' | null>(null);
  const { show, toast } = useToast();
  const history = record.history ?? [];
  const voided = !!record.voided;
  return (
    <>
      {voided ? (
        <Tooltip title={m.reasonLine(record.voided!.reason)}>
          <Chip size="small" label={m.voided} color="default" variant="outlined" sx={{ mr: 0.5 }} />
        </Tooltip>
      ) : null}
      {history.length > 0 ? (
        <Tooltip title={m.history}>
          <IconButton size="small" aria-label={m.history} onClick={() => setOpen('history')}>
            <Badge badgeContent={history.length} color="primary" variant="standard">
              <HistoryOutlined fontSize="small" />
            </Badge>
          </IconButton>
        </Tooltip>
      ) : null}
      {canCorrect && !voided ? (
        <Tooltip title={m.correct}>
          <IconButton size="small" aria-label={m.correct} onClick={() => setOpen('correct')}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canVoid && !voided ? (
        <Tooltip title={m.void}>
          <IconButton size="small" aria-label={m.void} onClick={() => setOpen('void')}>
            <BlockOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {open === 'correct' || open === 'void' ? (
        <CorrectionDialog
          log={log}
          record={record}
          mode={open}
          onClose={() => setOpen(null)}
          onSaved={(mode) => {
            setOpen(null);
            show(mode === 'correct' ? m.savedCorrection : m.savedVoid);
          }}
        />
      ) : null}
      <Dialog open={open === 'history'} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogTitle>{m.historyTitle}</DialogTitle>
        <DialogContent>
          <CorrectionHistory history={history} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{m.close}</Button>
        </DialogActions>
      </Dialog>
      {toast}
    </>
  );
}
