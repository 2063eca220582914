import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { urls } from '../../app/urls.ts';
import { graphql } from '../../gql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { formatDate } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { InvitationList, type InvitationRow } from './InvitationList.tsx';
import { InviteManagerDialog, type InviteOutcome } from './InviteManagerDialog.tsx';
import { UserList } from './UserList.tsx';
import { enseigneMessages as t } from './messages.ts';

export const EnseigneDetailQuery = graphql(`
  query EnseigneDetail($id: ID!) {
    enseigne(id: $id) {
      id
      name
      createdAt
      userCount
      users {
        id
        firstName
        lastName
        email
        role
        restaurants {
          id
          name
        }
      }
      restaurants {
        id
        name
        isLab
      }
      invitations {
        ...EnseigneDetail_invitation
      }
    }
  }
`);

export const InvitationFragment = graphql(`
  fragment EnseigneDetail_invitation on Invitation {
    id
    email
    status
    createdAt
    expiresAt
    acceptUrl
    restaurants {
      id
      name
    }
  }
`);

export const InviteManagerMutation = graphql(`
  mutation InviteManager($input: InviteManagerInput!) {
    inviteManager(input: $input) {
      ...EnseigneDetail_invitation
    }
  }
`);

export const DeleteInvitationMutation = graphql(`
  mutation DeleteInvitation($id: ID!) {
    deleteInvitation(id: $id)
  }
`);

/** /enseignes/:id — the chain's users and invitations, and the invitation of managers (ADMIN). */
export function EnseigneDetailPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const { data, loading, error, refetch } = useQuery(EnseigneDetailQuery, { variables: { id } });
  const [inviteManager] = useMutation(InviteManagerMutation);
  const [deleteInvitation, { loading: deleting }] = useMutation(DeleteInvitationMutation);
  const [inviting, setInviting] = useState(false);
  const [toDelete, setToDelete] = useState<InvitationRow | null>(null);
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

  const invite = async (email: string, restaurantIds: string[]): Promise<InviteOutcome> => {
    try {
      const result = await inviteManager({ variables: { input: { email, restaurantIds } } });
      await refetch();
      return { ok: true, acceptUrl: result.data?.inviteManager.acceptUrl ?? null };
    } catch (failure) {
      // Spec 000 §8: an invitation failure is only logged; the dialog still says what to fix.
      console.error('inviteManager', failure);
      const { message, fieldErrors } = readGraphQLError(failure);
      if (fieldErrors.email) return { ok: false, email: fieldErrors.email };
      return { ok: false, form: message ?? t.inviteFailed };
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteInvitation({ variables: { id: toDelete.id } });
      await refetch();
    } catch (failure) {
      // Spec 000 §8: only logged; the list shows the invitation's real state again.
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
        to={urls.enseignes()}
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
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => setInviting(true)}
          >
            {t.invite}
          </Button>
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
            <UserList users={enseigne.users} />
          </CardContent>
        </Card>
      </Stack>

      <InviteManagerDialog
        open={inviting}
        restaurants={enseigne.restaurants}
        onInvite={invite}
        onClose={() => setInviting(false)}
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
