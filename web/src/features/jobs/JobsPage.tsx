import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { compareJobTitles } from '@bo/domain';
import { useSelectedRestaurant } from '../../app/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../app/restaurant-selection.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { RestaurantPage } from '../../ui/RestaurantPage.tsx';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm.ts';
import { useToast } from '../../ui/useToast.tsx';
import { usePermissions, type Permissions } from '../../ui/usePermissions.ts';
import { JobDialog, type JobSave } from './JobDialog.tsx';
import { JobTable, type JobRow } from './JobTable.tsx';
import { jobMessages as t } from './messages.ts';
import {
  CreateJobMutation,
  DeleteJobMutation,
  RestaurantJobsQuery,
  UpdateJobMutation,
} from './documents.ts';

/** /restaurant/jobs: the jobs (posts of the planning) of the selected restaurant (spec 001). */
export function JobsPage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('JOBS');
  const [creating, setCreating] = useState(false);

  return (
    <RestaurantPage
      title={t.title}
      permissions={permissions}
      selectMessage={t.selectRestaurant}
      actions={
        <CreateButton
          label={t.newJob}
          disabled={!restaurant || !permissions.canCreate}
          onClick={() => setCreating(true)}
        />
      }
    >
      {(selected) => (
        <RestaurantJobs
          restaurant={selected}
          permissions={permissions}
          creating={creating}
          onCreate={() => setCreating(true)}
          onCreateClosed={() => setCreating(false)}
        />
      )}
    </RestaurantPage>
  );
}

interface RestaurantJobsProps {
  restaurant: SelectableRestaurant;
  permissions: Permissions;
  creating: boolean;
  onCreate(): void;
  onCreateClosed(): void;
}

function RestaurantJobs({
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: RestaurantJobsProps) {
  const variables = { restaurantId: restaurant.id };
  const { data, error } = useQuery(RestaurantJobsQuery, { variables });
  const [editing, setEditing] = useState<JobRow | null>(null);
  const { show: setToast, toast } = useToast();

  const [createJob] = useMutation(CreateJobMutation, {
    update(cache, { data: created }) {
      const job = created?.createJob;
      if (!job) return;
      cache.updateQuery({ query: RestaurantJobsQuery, variables }, (current) =>
        current
          ? { restaurant: { ...current.restaurant, jobs: [...current.restaurant.jobs, job] } }
          : current,
      );
    },
  });
  const [updateJob] = useMutation(UpdateJobMutation);
  const [deleteJob] = useMutation(DeleteJobMutation, {
    update(cache, { data: deleted }) {
      if (!deleted) return;
      cache.evict({ id: cache.identify({ __typename: 'Job', id: deleted.deleteJob }) });
      cache.gc();
    },
  });

  // Spec 001 §8: a failure to load the jobs is only logged.
  if (error) console.error('[jobs] loading failed', error);

  const save = async (request: JobSave) => {
    if (request.mode === 'edit' && editing) {
      await updateJob({ variables: { id: editing.id, input: request.input } });
      setEditing(null);
      setToast(t.updated);
    } else if (request.mode === 'create') {
      await createJob({ variables: { input: request.input } });
      onCreateClosed();
      setToast(t.created);
    }
  };

  // A job still in use (409) says why and the dialog stays; anything else is only logged.
  const deletion = useDeleteConfirm<JobRow>({
    onDelete: async (job) => {
      await deleteJob({ variables: { id: job.id } });
      setToast(t.deleted);
    },
    shown: { codes: ['CONFLICT'], fallback: t.deleteFailed },
    logLabel: 'jobs',
  });

  // Sorted here too, so a job renamed or added takes its place without a refetch.
  const jobs = useMemo(
    () =>
      data?.restaurant.jobs ? [...data.restaurant.jobs].sort(compareJobTitles) : error ? [] : null,
    [data, error],
  );

  return (
    <>
      {jobs && jobs.length === 0 && !error ? (
        <EmptyState
          icon={<WorkOutlineOutlined />}
          title={t.emptyTitle}
          description={t.emptyDescription}
          action={
            <CreateButton
              label={t.emptyAction}
              disabled={!permissions.canCreate}
              onClick={onCreate}
            />
          }
        />
      ) : jobs && jobs.length === 0 ? null : (
        <JobTable
          jobs={jobs}
          canEdit={permissions.canEdit}
          canDelete={permissions.canDelete}
          onEdit={setEditing}
          onDelete={deletion.ask}
        />
      )}

      <JobDialog
        open={creating || editing !== null}
        job={editing ?? undefined}
        restaurant={restaurant}
        onSave={save}
        onClose={() => {
          setEditing(null);
          onCreateClosed();
        }}
      />

      <ConfirmDialog
        {...deletion.dialogProps}
        title={t.confirmTitle}
        message={deletion.target ? t.confirmMessage(deletion.target.title) : ''}
        confirmLabel={t.confirmLabel}
        destructive
      />

      {toast}
    </>
  );
}
