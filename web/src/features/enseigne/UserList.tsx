import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Role } from '../../gql/graphql.ts';
import { RestaurantBadges } from './RestaurantBadges.tsx';
import { enseigneMessages as t } from './messages.ts';

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  restaurants: ReadonlyArray<{ id: string; name: string }>;
}

const ROLE_COLOR = { ADMIN: 'secondary', MANAGER: 'primary', EMPLOYEE: 'default' } as const;

/** The chain's users: role badge, and a manager's restaurants (3 then '+n'). */
export function UserList({ users }: { users: readonly UserRow[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={t.usersTitle}>
        <TableHead>
          <TableRow>
            <TableCell>Nom</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Rôle</TableCell>
            <TableCell>Restaurants</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} data-testid={`user-${user.id}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {user.firstName} {user.lastName}
                </Typography>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
              <TableCell>
                <Chip size="small" label={t.roleBadge[user.role]} color={ROLE_COLOR[user.role]} />
              </TableCell>
              <TableCell>
                {user.role === 'MANAGER' ? (
                  <RestaurantBadges restaurants={user.restaurants} />
                ) : (
                  <Typography variant="body2" color="textSecondary">
                    —
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
