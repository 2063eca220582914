import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { InvitationStatus, Role } from '../../gql/graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { ListTable, ROW_ACTIONS_CELL, type Column } from '../../ui/TableParts.tsx';
import { CopyLink } from './CopyLink.tsx';
import { RestaurantBadges } from './RestaurantBadges.tsx';
import { enseigneMessages as t } from './messages.ts';

export interface InvitationRow {
  id: string;
  email: string;
  status: InvitationStatus;
  /** MANAGER when absent (invitations before employees could be invited). */
  role?: Role;
  createdAt: string;
  expiresAt: string;
  acceptUrl?: string | null;
  restaurants: ReadonlyArray<{ id: string; name: string }>;
}

const COLUMNS: readonly Column[] = [
  { label: 'Email' },
  { label: 'Statut' },
  { label: 'Restaurants' },
  { label: 'Créée le' },
  { label: 'Actions', align: 'right', hidden: true },
];

const STATUS_COLOR = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  EXPIRED: 'default',
} as const satisfies Record<InvitationStatus, string>;

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  return (
    <Chip
      size="small"
      label={t.status[status]}
      color={STATUS_COLOR[status]}
      variant={status === 'EXPIRED' ? 'outlined' : 'filled'}
    />
  );
}

interface InvitationListProps {
  invitations: readonly InvitationRow[];
  /** Asks to delete a PENDING invitation (the page confirms first). */
  onDelete(invitation: InvitationRow): void;
}

/**
 * The chain's invitations (docs/areas/people.md#invitations): only a PENDING one has its link and a
 * delete button.
 */
export function InvitationList({ invitations, onDelete }: InvitationListProps) {
  return (
    <ListTable columns={COLUMNS} size="small" variant="plain" aria-label={t.invitationsTitle}>
      {invitations.map((invitation) => {
        const pending = invitation.status === 'PENDING';
        return (
          <TableRow key={invitation.id} data-testid={`invitation-${invitation.id}`}>
            <TableCell sx={{ minWidth: 220 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                  {invitation.email}
                </Typography>
                <Chip
                  size="small"
                  label={invitation.role === 'EMPLOYEE' ? t.employeeBadge : t.managerBadge}
                  color={invitation.role === 'EMPLOYEE' ? 'default' : 'primary'}
                  variant="outlined"
                />
              </Stack>
              {pending && invitation.acceptUrl ? (
                <Stack sx={{ mt: 1, maxWidth: 420 }}>
                  <CopyLink url={invitation.acceptUrl} size="small" />
                </Stack>
              ) : null}
            </TableCell>
            <TableCell>
              <InvitationStatusChip status={invitation.status} />
              {pending ? (
                <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
                  {t.expiresOn(formatDate(invitation.expiresAt))}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <RestaurantBadges restaurants={invitation.restaurants} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invitation.createdAt)}</TableCell>
            <TableCell align="right" {...ROW_ACTIONS_CELL}>
              {pending ? (
                <Tooltip title={t.deleteInvitation}>
                  <IconButton
                    aria-label={`${t.deleteInvitation} ${invitation.email}`}
                    onClick={() => onDelete(invitation)}
                    color="error"
                    size="small"
                  >
                    <DeleteOutlineRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
