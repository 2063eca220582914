import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { CONTRACT_TYPE_LABELS } from '@bo/domain';
import type { EmployeeTable_EmployeeFragment } from '../../gql/graphql';
import { EMPTY_VALUE, formatDate } from '../../lib/format.ts';
import { employeeMessages as t } from './messages.ts';

export type EmployeeRow = EmployeeTable_EmployeeFragment;

/** A skeleton of 5 rows while a table loads (docs/areas/platform.md#lists-and-tables). */
export const SKELETON_ROWS = 5;

export const fullName = (e: { firstName: string; lastName: string }) =>
  `${e.firstName} ${e.lastName}`;

function contractText(e: EmployeeRow): string {
  const parts = [
    e.contractType ? CONTRACT_TYPE_LABELS[e.contractType] : null,
    e.contractNbHours === null || e.contractNbHours === undefined
      ? null
      : t.hours(e.contractNbHours),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : EMPTY_VALUE;
}

interface EmployeeTableProps {
  /** null while loading: skeleton rows. */
  employees: EmployeeRow[] | null;
  /**
   * The PIN column: a PIN is a secret of those who set it (domain canReadPin: the EMPLOYEES edit
   * permission); the graph answers null to the others, who get no column at all.
   */
  showPin: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(employee: EmployeeRow): void;
  onDelete(employee: EmployeeRow): void;
}

const COLUMNS = [
  t.columns.name,
  t.columns.pin,
  t.columns.contract,
  t.columns.restaurant,
  t.columns.createdAt,
  t.columns.actions,
];

/** The staff table: name, PIN (for those who may read it), contract, restaurant, date, actions. */
export function EmployeeTable({
  employees,
  showPin,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: EmployeeTableProps) {
  const columns = showPin ? COLUMNS : COLUMNS.filter((label) => label !== t.columns.pin);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t.tableLabel} aria-busy={employees === null}>
        <TableHead>
          <TableRow>
            {columns.map((label, i) => (
              <TableCell key={label} align={i === columns.length - 1 ? 'right' : 'left'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {employees === null
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i} data-testid="skeleton-row">
                  {columns.map((label) => (
                    <TableCell key={label}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : employees.map((e) => {
                const name = fullName(e);
                return (
                  <TableRow key={e.id} hover>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name}
                      </Typography>
                    </TableCell>
                    {showPin && (
                      <TableCell>
                        <Box
                          component="span"
                          sx={{
                            fontFamily: 'monospace',
                            letterSpacing: '0.15em',
                            bgcolor: 'action.hover',
                            px: 1,
                            py: 0.25,
                            borderRadius: 1,
                          }}
                        >
                          {e.pin}
                        </Box>
                      </TableCell>
                    )}
                    <TableCell>{contractText(e)}</TableCell>
                    <TableCell>{e.restaurant.name}</TableCell>
                    <TableCell>{formatDate(e.createdAt)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t.edit(name)}
                        disabled={!canEdit}
                        onClick={() => onEdit(e)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <Tooltip title={canDelete ? '' : t.deleteForbidden}>
                        {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={t.delete(name)}
                            disabled={!canDelete}
                            onClick={() => onDelete(e)}
                          >
                            <DeleteOutlined fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
