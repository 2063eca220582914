import { useMutation, useQuery } from '@apollo/client/react';
import { personName } from '@bo/domain';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { enseigneUrls } from './urls.ts';
import { readGraphQLError } from '../../lib/apollo.ts';
import { formatDate } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { InvitationList, type InvitationRow } from './InvitationList.tsx';
import { InviteDialog, type Invite } from './InviteDialog.tsx';
import { UserList, type UserRow } from './UserList.tsx';
import { UserRestaurantsDialog } from './UserRestaurantsDialog.tsx';
import { enseigneMessages as t } from './messages.ts';
import {
  DeactivateUserMutation,
  DeleteInvitationMutation,
  EnseigneDetailQuery,
  InviteEmployeeMutation,
  InviteManagerMutation,
  ReactivateUserMutation,
  SetUserRestaurantsMutation,
} from './documents.ts';

/** The confirmation asked before deactivating or reactivating an account. */
interface AccessChange {
  user: UserRow;
  action: 'deactivate' | 'reactivate';
}

/**
 * /enseignes/:id — the chain's users and invitations (ADMIN): inviting managers and employees,
 * a manager's restaurants, and deactivating or reactivating an account.
 */
export function EnseigneDetailPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const { user: me } = useSession();
  const { data, loading, error, refetch } = useQuery(EnseigneDetailQuery, { variables: { id } });
  const [inviteManager] = useMutation(InviteManagerMutation);
  const [inviteEmployee] = useMutation(InviteEmployeeMutation);
  const [setUserRestaurants] = useMutation(SetUserRestaurantsMutation);
  const [deactivateUser, { loading: deactivating }] = useMutation(DeactivateUserMutation);
  const [reactivateUser, { loading: reactivating }] = useMutation(ReactivateUserMutation);
  const [deleteInvitation, { loading: deleting }] = useMutation(DeleteInvitationMutation);
  const [inviting, setInviting] = useState<'MANAGER' | 'EMPLOYEE' | null>(null);
  const [toDelete, setToDelete] = useState<InvitationRow | null>(null);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [change, setChange] = useState<AccessChange | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);
  const ready = Boolean(data);

  // 'Gérer les utilisateurs' lands on the users' section once it is there.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);

  if (loading && !data) return <PageLoader />;
  if (error || !data) {
    const { code } = readGraphQLError(error);
    return (
      <>
        <PageHeader title={t.overviewTitle} />
        {code === 'NOT_FOUND' ? (
          <EmptyState title={t.notFound} titleComponent="h2" />
        ) : (
          <Alert severity="error">{t.loadFailed}</Alert>
        )}
      </>
    );
  }
  const enseigne = data.enseigne;

  // A refusal goes back to the dialog, which logs it and says what to fix
  // (docs/areas/platform.md#errors).
  const invite = async (sent: Invite): Promise<string | null> => {
    if (sent.kind === 'MANAGER') {
      const { email, restaurantIds } = sent;
      const result = await inviteManager({ variables: { input: { email, restaurantIds } } });
      await refetch();
      return result.data?.inviteManager.acceptUrl ?? null;
    }
    const { email, restaurantId, employeeId } = sent;
    const result = await inviteEmployee({
      variables: { input: { email, restaurantId, employeeId } },
    });
    await refetch();
    return result.data?.inviteEmployee.acceptUrl ?? null;
  };

  const saveRestaurants = async (user: UserRow, restaurantIds: string[]) => {
    try {
      await setUserRestaurants({ variables: { userId: user.id, restaurantIds } });
      await refetch();
      return null;
    } catch (failure) {
      console.error('setUserRestaurants', failure);
      return readGraphQLError(failure).message ?? t.saveFailed;
    }
  };

  const confirmChange = async () => {
    if (!change) return;
    try {
      const variables = { id: change.user.id };
      if (change.action === 'deactivate') await deactivateUser({ variables });
      else await reactivateUser({ variables });
      setChange(null);
      setChangeError(null);
    } catch (failure) {
      // The server's reason (himself, the last active ADMIN) stays under the question.
      console.error(`${change.action}User`, failure);
      setChangeError(readGraphQLError(failure).message ?? t.accessFailed);
    }
  };
  const askChange = (user: UserRow, action: AccessChange['action']) => {
    setChangeError(null);
    setChange({ user, action });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteInvitation({ variables: { id: toDelete.id } });
      await refetch();
    } catch (failure) {
      // Only logged; the list shows the invitation's real state again
      // (docs/areas/platform.md#errors).
      console.error('deleteInvitation', failure);
      await refetch().catch(() => undefined);
    }
    setToDelete(null);
  };

  return (
    <>
      <title>{`${enseigne.name} · Brigade`}</title>
      <Button
        component={RouterLink}
        to={enseigneUrls.enseignes()}
        startIcon={<ArrowBackRounded />}
        size="small"
        color="inherit"
        sx={{ mb: 1 }}
      >
        {t.back}
      </Button>
      <PageHeader
        title={enseigne.name}
        subtitle={`${t.createdOn(formatDate(enseigne.createdAt))} · ${t.users(enseigne.userCount)}`}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => setInviting('MANAGER')}
            >
              {t.invite}
            </Button>
            <Button
              variant="outlined"
              startIcon={<BadgeOutlined />}
              onClick={() => setInviting('EMPLOYEE')}
            >
              {t.inviteEmployee}
            </Button>
          </Stack>
        }
      />

      <Stack spacing={3}>
        <Card variant="outlined" component="section" aria-labelledby="invitations-title">
          <CardContent>
            <Typography id="invitations-title" variant="h3" component="h2" sx={{ mb: 1 }}>
              {t.invitationsTitle}
            </Typography>
            {enseigne.invitations.length === 0 ? (
              <EmptyState
                title={t.noInvitations}
                description={t.noInvitationsHint}
                titleComponent="h3"
                icon={<PersonAddAlt1Outlined />}
              />
            ) : (
              <InvitationList invitations={enseigne.invitations} onDelete={setToDelete} />
            )}
          </CardContent>
        </Card>

        <Card
          variant="outlined"
          component="section"
          aria-labelledby="utilisateurs-title"
          id="utilisateurs"
        >
          <CardContent>
            <Typography id="utilisateurs-title" variant="h3" component="h2" sx={{ mb: 1 }}>
              {t.usersTitle}
            </Typography>
            <UserList
              users={enseigne.users}
              currentUserId={me?.id}
              onEditRestaurants={setEditing}
              onDeactivate={(user) => askChange(user, 'deactivate')}
              onReactivate={(user) => askChange(user, 'reactivate')}
            />
          </CardContent>
        </Card>
      </Stack>

      <InviteDialog
        kind={inviting}
        restaurants={enseigne.restaurants}
        onInvite={invite}
        onClose={() => setInviting(null)}
      />
      {editing ? (
        <UserRestaurantsDialog
          manager={{
            name: personName(editing),
            restaurantIds: editing.restaurants.map((r) => r.id),
          }}
          restaurants={enseigne.restaurants}
          onSave={(ids) => saveRestaurants(editing, ids)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={change !== null}
        title={change?.action === 'reactivate' ? t.reactivateTitle : t.deactivateTitle}
        message={
          change
            ? change.action === 'reactivate'
              ? t.reactivateConfirm(personName(change.user))
              : t.deactivateConfirm(personName(change.user))
            : ''
        }
        confirmLabel={change?.action === 'reactivate' ? t.reactivate : t.deactivate}
        cancelLabel={t.cancel}
        destructive={change?.action !== 'reactivate'}
        busy={deactivating || reactivating}
        error={changeError}
        onConfirm={() => void confirmChange()}
        onClose={() => setChange(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t.deleteTitle}
        message={t.deleteConfirm}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
