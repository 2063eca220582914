import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobTable_JobFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from '../../ui/TableParts.tsx';
import { jobMessages as t } from './messages.ts';

export type JobRow = JobTable_JobFragment;

/** The jobs table's skeleton has 4 rows (5 elsewhere) (docs/areas/platform.md#lists-and-tables). */
export const JOB_SKELETON_ROWS = 4;

/** A round patch of the colour a job paints (the planning's), outlined so white shows too. */
export function ColorSwatch({ color, size = 20 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

interface JobTableProps {
  /** null while loading: skeleton rows. */
  jobs: JobRow[] | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(job: JobRow): void;
  onDelete(job: JobRow): void;
}

const COLUMNS: readonly Column[] = [
  { label: t.columns.title },
  { label: t.columns.color },
  { label: t.columns.breakDuration },
  { label: t.columns.status },
  { label: t.columns.createdAt },
  { label: t.columns.actions, align: 'right' },
];

/**
 * The jobs table: title, colour, break, status, creation date, actions
 * (docs/areas/restaurants.md#jobs).
 */
export function JobTable({ jobs, canEdit, canDelete, onEdit, onDelete }: JobTableProps) {
  return (
    <ListTable columns={COLUMNS} aria-label={t.tableLabel} aria-busy={jobs === null}>
      {jobs === null ? (
        <SkeletonRows columns={COLUMNS.length} rows={JOB_SKELETON_ROWS} />
      ) : (
        jobs.map((job) => (
          <TableRow key={job.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {job.title}
              </Typography>
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ColorSwatch color={job.displayColor} />
                <Typography variant="body2" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
                  {job.color}
                </Typography>
              </Stack>
            </TableCell>
            <TableCell>{t.minutes(job.breakDuration)}</TableCell>
            <TableCell>
              {job.isActive ? (
                <Chip size="small" color="success" label={t.active} />
              ) : (
                <Chip size="small" variant="outlined" label={t.inactive} />
              )}
            </TableCell>
            <TableCell>{formatDate(job.createdAt)}</TableCell>
            <RowActions
              name={job.title}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={() => onEdit(job)}
              onDelete={() => onDelete(job)}
            />
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
