import BlockRounded from '@mui/icons-material/BlockRounded';
import { personName } from '@bo/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Role } from '../../gql/graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { ListTable, ROW_ACTIONS_CELL, type Column } from '../../ui/TableParts.tsx';
import { RestaurantBadges } from './RestaurantBadges.tsx';
import { enseigneMessages as t } from './messages.ts';

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  active: boolean;
  deactivatedAt?: string | null;
  restaurants: ReadonlyArray<{ id: string; name: string }>;
  /** An invited employee's restaurant. */
  homeRestaurant?: { id: string; name: string } | null;
}

interface UserListProps {
  users: readonly UserRow[];
  /** The signed-in ADMIN: his own row has no action (he cannot deactivate himself). */
  currentUserId?: string | undefined;
  onEditRestaurants?(user: UserRow): void;
  onDeactivate?(user: UserRow): void;
  onReactivate?(user: UserRow): void;
}

const ROLE_COLOR = { ADMIN: 'secondary', MANAGER: 'primary', EMPLOYEE: 'default' } as const;

const COLUMNS: readonly Column[] = [
  { label: 'Nom' },
  { label: 'Email' },
  { label: 'Rôle' },
  { label: 'Restaurants' },
  { label: 'Statut' },
  { label: 'Actions', align: 'right', hidden: true },
];

function Scope({ user }: { user: UserRow }) {
  if (user.role === 'MANAGER') return <RestaurantBadges restaurants={user.restaurants} />;
  if (user.role === 'EMPLOYEE' && user.homeRestaurant) {
    return <RestaurantBadges restaurants={[user.homeRestaurant]} />;
  }
  return (
    <Typography variant="body2" color="textSecondary">
      —
    </Typography>
  );
}

type Handlers = Pick<UserListProps, 'onEditRestaurants' | 'onDeactivate' | 'onReactivate'>;

/** The ADMIN's actions on another account: a manager's restaurants, (re)activation. */
function UserActions({
  user,
  onEditRestaurants,
  onDeactivate,
  onReactivate,
}: Handlers & { user: UserRow }) {
  const name = personName(user);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {user.role === 'MANAGER' && user.active && onEditRestaurants ? (
        <Tooltip title={t.editRestaurants}>
          <IconButton
            aria-label={t.editRestaurantsOf(name)}
            size="small"
            onClick={() => onEditRestaurants(user)}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {user.active && onDeactivate ? (
        <Tooltip title={t.deactivate}>
          <IconButton
            aria-label={t.deactivateOf(name)}
            size="small"
            color="error"
            onClick={() => onDeactivate(user)}
          >
            <BlockRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {!user.active && onReactivate ? (
        <Tooltip title={t.reactivate}>
          <IconButton
            aria-label={t.reactivateOf(name)}
            size="small"
            color="primary"
            onClick={() => onReactivate(user)}
          >
            <RestartAltRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function UserName({ user, self }: { user: UserRow; self: boolean }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {personName(user)}
      {self ? (
        <Typography component="span" variant="body2" color="textSecondary">
          {` (${t.you})`}
        </Typography>
      ) : null}
    </Typography>
  );
}

function StatusChip({ user }: { user: UserRow }) {
  return (
    <>
      <Chip
        size="small"
        label={user.active ? t.accountStatus.active : t.accountStatus.deactivated}
        color={user.active ? 'success' : 'default'}
        variant={user.active ? 'outlined' : 'filled'}
      />
      {!user.active && user.deactivatedAt ? (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {t.deactivatedOn(formatDate(user.deactivatedAt))}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The chain's users: role badge, a manager's restaurants (3 then '+n') or an employee's, whether
 * the account is active, and the ADMIN's actions on the others' access.
 */
export function UserList(props: UserListProps) {
  const { users, currentUserId, ...handlers } = props;
  // On a phone, a card a user (ListTable), so nothing (the actions least of all) sits off-screen.
  return (
    <ListTable columns={COLUMNS} size="small" variant="plain" aria-label={t.usersTitle}>
      {users.map((user) => {
        const self = user.id === currentUserId;
        return (
          <TableRow
            key={user.id}
            data-testid={`user-${user.id}`}
            sx={user.active ? undefined : { '& td': { color: 'text.secondary' } }}
          >
            <TableCell sx={{ minWidth: 140 }}>
              <UserName user={user} self={self} />
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
            <TableCell>
              <Chip size="small" label={t.roleBadge[user.role]} color={ROLE_COLOR[user.role]} />
            </TableCell>
            <TableCell>
              <Scope user={user} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <StatusChip user={user} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...ROW_ACTIONS_CELL}>
              {self ? null : <UserActions user={user} {...handlers} />}
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
