import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { compareNames } from '@bo/domain';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { useCrudActions } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { TagDialog } from './TagDialog.tsx';
import { TagTable, type TagRow } from './TagTable.tsx';
import { tagMessages as t } from './messages.ts';
import { CreateTagMutation, DeleteTagMutation, TagsQuery, UpdateTagMutation } from './documents.ts';

const CREATE_HINT_ID = 'tags-create-hint';

/**
 * /tags: the chain's tags, read by everyone, managed by an ADMIN (docs/areas/restaurants.md#tags).
 */
export function TagsPage() {
  const permissions = usePermissions('TAGS');
  const { data, error } = useQuery(TagsQuery);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TagRow | null>(null);
  // Without the create permission, 'Lecture seule' and the button's hint
  // (docs/areas/restaurants.md#tags).
  const forbidden = !permissions.loading && !permissions.canCreate;

  const [createTag] = useMutation(CreateTagMutation, {
    update(cache, { data: created }) {
      const tag = created?.createTag;
      if (!tag) return;
      cache.updateQuery({ query: TagsQuery }, (current) =>
        current ? { tags: [...current.tags, tag] } : current,
      );
    },
  });
  const [updateTag] = useMutation(UpdateTagMutation);
  const [deleteTag] = useMutation(DeleteTagMutation);

  // A failure to load the tags is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[tags] loading failed', error);

  // A refusal (a name already taken: 409 with its field) is shown by the dialog.
  const save = async (name: string) => {
    if (editing) {
      await updateTag({ variables: { id: editing.id, name } });
      setEditing(null);
      crud.toast(t.updated);
    } else {
      await createTag({ variables: { name } });
      setCreating(false);
      crud.toast(t.created);
    }
  };

  // A tag still in use (409) says why and the dialog stays; anything else is only logged.
  const crud = useCrudActions<TagRow>({
    remove: async (tag) => {
      await deleteTag({ variables: { id: tag.id } });
      return t.deleted;
    },
    confirm: (tag) => ({ title: t.confirmTitle, message: t.confirmMessage(tag.name) }),
    confirmLabel: t.confirmLabel,
    shown: { codes: ['CONFLICT'], fallback: t.deleteFailed },
    logLabel: 'tags',
  });

  // Sorted here too, so a tag renamed or added takes its place without a refetch.
  const tags = useMemo(
    () => (data?.tags ? [...data.tags].sort(compareNames) : error ? [] : null),
    [data, error],
  );

  const newButton = (
    <CreateButton
      label={t.newTag}
      disabled={!permissions.canCreate}
      onClick={() => setCreating(true)}
      describedBy={forbidden ? CREATE_HINT_ID : undefined}
    />
  );

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={forbidden ? <ReadOnlyBadge /> : null}
        actions={
          forbidden ? (
            // The hint is written out, not a tooltip: readable without a pointer, and read with the
            // button (aria-describedby).
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              {newButton}
              <Typography id={CREATE_HINT_ID} variant="caption" color="textSecondary">
                {t.createForbidden}
              </Typography>
            </Stack>
          ) : (
            newButton
          )
        }
      />

      {tags && tags.length === 0 && !error ? (
        <EmptyState
          icon={<LocalOfferOutlined />}
          title={t.emptyTitle}
          description={t.emptyDescription}
          action={
            permissions.canCreate ? (
              <CreateButton label={t.emptyAction} onClick={() => setCreating(true)} />
            ) : null
          }
        />
      ) : tags && tags.length === 0 ? null : (
        <TagTable
          tags={tags}
          canEdit={permissions.canEdit}
          canDelete={permissions.canDelete}
          onEdit={setEditing}
          onDelete={crud.askDelete}
        />
      )}

      <TagDialog
        open={creating || editing !== null}
        tag={editing ?? undefined}
        onSave={save}
        onClose={() => {
          setEditing(null);
          setCreating(false);
        }}
      />

      {crud.overlays}
    </>
  );
}
