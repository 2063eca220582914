import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { JOB_COLOR_PRESETS, SETUP_LIMITS, jobDisplayColor } from '@bo/domain';
import type { CreateJobInput, UpdateJobInput } from '../../gql/graphql';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { FixedField, NameField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { ColorSwatch } from './JobTable.tsx';
import { jobMessages as t } from './messages.ts';
import {
  emptyJobValues,
  jobSchema,
  toCreateJobInput,
  toUpdateJobInput,
  valuesOf,
  type EditedJob,
  type JobFormValues,
} from './schema.ts';

export type JobSave =
  { mode: 'create'; input: CreateJobInput } | { mode: 'edit'; input: UpdateJobInput };

interface JobDialogProps {
  open: boolean;
  /** The job being edited; absent: a new job of `restaurant`. */
  job?: EditedJob | undefined;
  /** The job's restaurant: the selected one, shown, not editable (fixed on edit too). */
  restaurant: { id: string; name: string };
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(save: JobSave): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'job-dialog-title';

/** The create/edit dialog of /restaurant/jobs, with the rules of docs/areas/restaurants.md#jobs. */
export const JobDialog = formDialog<JobDialogProps>(TITLE_ID, JobForm);

const sameColor = (a: string, b: string) => a.trim().toUpperCase() === b.toUpperCase();

function JobForm({ job, restaurant, onSave }: JobDialogProps) {
  const mode = job ? 'edit' : 'create';
  const { formik, content, field, errorOf, setValue } = useDialogForm<JobFormValues>({
    initialValues: job ? valuesOf(job) : emptyJobValues,
    validationSchema: jobSchema,
    onSave: (values) =>
      onSave(
        job
          ? { mode: 'edit', input: toUpdateJobInput(values) }
          : { mode: 'create', input: toCreateJobInput(values, restaurant.id) },
      ),
    failed: t.dialog.failed,
    logLabel: 'jobs',
  });

  const pickPreset = (color: string) => {
    setValue('color', color);
    void formik.setFieldTouched('color', true, false);
  };

  return (
    <FormDialogContent titles={t.dialog} mode={mode} {...content}>
      <NameField {...field('title', 'job')} label={t.dialog.title} />
      <NumberField
        {...field('breakDuration', 'job')}
        integer
        min={0}
        max={SETUP_LIMITS.breakMinutesMax}
        unit="min"
        label={t.dialog.breakDuration}
        required
        helperText={errorOf('breakDuration') ?? t.dialog.breakHelp}
      />
      <Box>
        <TextField
          {...field('color', 'job')}
          label={t.dialog.color}
          required
          helperText={errorOf('color') ?? t.dialog.colorHelp}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              maxLength: SETUP_LIMITS.colorMaxLength,
              sx: { fontFamily: 'monospace' },
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <ColorSwatch color={jobDisplayColor(formik.values.color)} />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography
          id="job-color-presets"
          variant="caption"
          color="textSecondary"
          component="p"
          sx={{ mt: 1.5, mb: 1 }}
        >
          {t.dialog.presets}
        </Typography>
        <Box
          role="group"
          aria-labelledby="job-color-presets"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 1 }}
        >
          {JOB_COLOR_PRESETS.map((color) => {
            const selected = sameColor(formik.values.color, color);
            return (
              <Tooltip key={color} title={color}>
                <ButtonBase
                  aria-label={t.dialog.preset(color)}
                  aria-pressed={selected}
                  onClick={() => pickPreset(color)}
                  sx={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    bgcolor: color,
                    // The chosen one is ringed: a gap of the paper's colour, then the text's.
                    boxShadow: selected
                      ? (theme) =>
                          `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}`
                      : 'none',
                    transition: 'transform 120ms',
                    '&:hover': { transform: 'scale(1.1)' },
                    '&.Mui-focusVisible': {
                      outline: 2,
                      outlineColor: 'primary.main',
                      outlineOffset: 3,
                    },
                  }}
                />
              </Tooltip>
            );
          })}
        </Box>
      </Box>
      <FormControlLabel
        control={
          <Switch
            id="job-isActive"
            name="isActive"
            checked={formik.values.isActive}
            onChange={(event) => setValue('isActive', event.target.checked)}
          />
        }
        label={t.dialog.isActive}
      />
      <FixedField id="job-restaurant" label={t.dialog.restaurant} value={restaurant.name} />
    </FormDialogContent>
  );
}
