import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  dialogDurationMinutes,
  durationText,
  endsNextDay,
  parseTimeText,
  PLANNING_LIMITS,
} from '@bo/domain';
import { Dialog } from '../../ui/Dialog.tsx';
import { badgeuseMessages } from './messages.ts';
import type { PaidEdit } from './rows.ts';

const t = badgeuseMessages.editDialog;

interface Fields {
  start: string;
  end: string;
  breakDuration: string;
  mealCount: string;
  comment: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

const WHOLE = /^\d+$/;

/** The fields' problems; none: the edit to apply. */
export function checkPaidFields(fields: Fields): { edit: PaidEdit } | { errors: Errors } {
  const errors: Errors = {};
  const start = parseTimeText(fields.start);
  const end = parseTimeText(fields.end);
  if (start === null) errors.start = t.timeInvalid;
  if (end === null) errors.end = t.timeInvalid;
  const breakText = fields.breakDuration.trim();
  const breakDuration = WHOLE.test(breakText) ? Number(breakText) : null;
  if (breakDuration === null) errors.breakDuration = badgeuseMessages.breakInvalid;
  else if (
    start !== null &&
    end !== null &&
    breakDuration >= dialogDurationMinutes(fields.start, fields.end, 0)
  ) {
    errors.breakDuration = t.breakTooLong;
  }
  const mealText = fields.mealCount.trim();
  const mealCount = WHOLE.test(mealText) ? Number(mealText) : null;
  if (mealCount === null || mealCount > PLANNING_LIMITS.mealCountMax) {
    errors.mealCount = t.mealCountInvalid;
  }
  if (fields.comment.length > PLANNING_LIMITS.commentMaxLength) errors.comment = t.commentTooLong;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    edit: {
      start: fields.start.trim(),
      end: fields.end.trim(),
      breakDuration: breakDuration!,
      mealCount: mealCount!,
      comment: fields.comment,
    },
  };
}

interface EditPaidDialogProps {
  employeeName: string;
  /** The values shown (an earlier unsaved edit, else the stored ones). */
  initial: PaidEdit;
  onApply: (edit: PaidEdit) => void;
  onClose: () => void;
}

/**
 * The paid hours of a row, edited on screen: nothing is sent here. The row turns MODIFIED (an
 * approved shift) or carries its adjustments (a pending one) until it is saved or validated.
 */
export function EditPaidDialog({ employeeName, initial, onApply, onClose }: EditPaidDialogProps) {
  const [fields, setFields] = useState<Fields>({
    start: initial.start,
    end: initial.end,
    breakDuration: String(initial.breakDuration),
    mealCount: String(initial.mealCount),
    comment: initial.comment,
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const start = parseTimeText(fields.start);
  const end = parseTimeText(fields.end);
  const nextDay = start !== null && end !== null && endsNextDay(start, end);
  const breakNumber = WHOLE.test(fields.breakDuration.trim()) ? Number(fields.breakDuration) : 0;
  const duration = dialogDurationMinutes(fields.start, fields.end, breakNumber);

  const apply = () => {
    const checked = checkPaidFields(fields);
    if ('errors' in checked) setErrors(checked.errors);
    else onApply(checked.edit);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="paid-edit-title">
      <DialogTitle id="paid-edit-title">{t.title(employeeName)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <TextField
              label={t.start}
              value={fields.start}
              onChange={set('start')}
              placeholder="HH:MM"
              error={Boolean(errors.start)}
              helperText={errors.start}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              fullWidth
            />
            <TextField
              label={t.end}
              value={fields.end}
              onChange={set('end')}
              placeholder="HH:MM"
              error={Boolean(errors.end)}
              helperText={errors.end ?? (nextDay ? t.endsNextDay : undefined)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              fullWidth
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              label={t.breakDuration}
              value={fields.breakDuration}
              onChange={set('breakDuration')}
              error={Boolean(errors.breakDuration)}
              helperText={errors.breakDuration}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <TextField
              label={t.mealCount}
              value={fields.mealCount}
              onChange={set('mealCount')}
              error={Boolean(errors.mealCount)}
              helperText={errors.mealCount}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </Stack>
          <TextField
            label={t.comment}
            value={fields.comment}
            onChange={set('comment')}
            error={Boolean(errors.comment)}
            helperText={errors.comment}
            multiline
            minRows={2}
            fullWidth
          />
          <Typography variant="body2" color="textSecondary">
            {`${badgeuseMessages.columns.total} : ${durationText(duration)}`}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t.hint}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={apply}>
          {t.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
