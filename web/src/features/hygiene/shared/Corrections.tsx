import { useState, type ChangeEvent } from 'react';
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
  personName,
} from '@bo/domain';
import { formatDateTime, getFormatPreferences } from '../../../lib/format.ts';
import { FormDialog, FormDialogContent } from '../../../ui/FormDialog.tsx';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useDialogForm } from '../../../ui/useDialogForm.ts';
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
  const by = entry.correctedBy ? ` ${m.by(personName(entry.correctedBy))}` : '';
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

/** The dialog's values: the log's fields as typed, and the reason. */
type CorrectionValues = Record<string, string>;

const TITLE_ID = 'correction-dialog-title';

/**
 * Corrects (the log's values, a reason) or voids (a reason) a record. Numbers are typed the French
 * way ('4,5'); a refusal of the server shows under its field or at the top (useDialogForm). Mounted
 * per opening, so each opening is a new save (its idempotency key).
 */
export function CorrectionDialog({ log, record, mode, onClose, onSaved }: CorrectionDialogProps) {
  const fields = mode === 'correct' ? dialogFields(log) : [];
  const unit = getFormatPreferences().temperatureUnit;
  const [initialValues] = useState<CorrectionValues>(() => ({
    ...Object.fromEntries(
      fields.map(({ field }) => [field, typedValue(record[field], field, unit)]),
    ),
    reason: '',
  }));
  const [correct] = useMutation(CorrectHygieneRecordMutation);
  const [voidRecord] = useMutation(VoidHygieneRecordMutation);

  /** The values' errors, or the mutation they make. */
  const checked = ({
    reason = '',
    ...values
  }: CorrectionValues):
    { errors: Record<string, string> } | { errors?: undefined; send(): Promise<unknown> } => {
    if (mode === 'void') {
      const why = reason.trim();
      return why
        ? { send: () => voidRecord({ variables: { log, id: record.id, reason: why } }) }
        : { errors: { reason: m.reasonRequired } };
    }
    const built = correctionInput(log, record, values, reason, unit);
    return built.errors
      ? { errors: built.errors }
      : { send: () => correct({ variables: { log, id: record.id, input: built.input } }) };
  };

  const form = useDialogForm<CorrectionValues>({
    initialValues,
    // Checked when sent only, as correctionInput reads all the values at once.
    validateOnBlur: false,
    validate: (values) => checked(values).errors ?? {},
    onSave: async (values) => {
      const built = checked(values);
      // Formik sends only values that `validate` passed: there is always a mutation here.
      if (built.errors) return;
      await built.send();
      onSaved(mode);
    },
    failed: m.saveFailed,
    logLabel: 'corrections',
    fields: [...fields.map((f) => f.field), 'reason'],
  });
  const { formik, errorOf, setValue } = form;
  const submitting = formik.isSubmitting;
  const title = mode === 'correct' ? m.correctTitle : m.voidTitle;
  const submit = mode === 'correct' ? m.save : m.confirmVoid;
  const bound = (field: string) => ({
    name: field,
    label: dialogFieldLabel(field, unit),
    value: formik.values[field] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(field, e.target.value),
    error: !!errorOf(field),
    helperText: errorOf(field),
    size: 'small' as const,
  });

  return (
    <FormDialog open onClose={submitting ? () => undefined : onClose} titleId={TITLE_ID}>
      <FormDialogContent
        mode="edit"
        titles={{ createTitle: title, editTitle: title }}
        {...form.content}
        // 'Aucune valeur ne change' belongs to no field: the check gives it as the form's.
        formError={form.content.formError ?? formik.errors.form}
        cancelLabel={m.close}
        submitLabels={{ idle: submit, busy: submit }}
        submitColor={mode === 'void' ? 'error' : 'primary'}
      >
        {mode === 'void' ? <Alert severity="info">{m.voidHelp}</Alert> : null}
        {fields.map(({ field, kind }) =>
          kind === 'number' ? (
            <NumberField key={field} {...bound(field)} signed={isTemperatureField(field)} />
          ) : (
            <TextField
              key={field}
              {...bound(field)}
              select={kind === 'action' || kind === 'method'}
              multiline={kind === 'notes'}
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
          {...bound('reason')}
          label={m.reason}
          required
          multiline
          minRows={2}
          helperText={errorOf('reason') ?? m.reasonHelp}
        />
      </FormDialogContent>
    </FormDialog>
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
