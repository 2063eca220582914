import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { compareJobTitles } from '@bo/domain';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { CrudPage, useCrudActions } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
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
  const selection = useSelectedRestaurant();
  const permissions = usePermissions('JOBS');
  const [creating, setCreating] = useState(false);

  return (
    <CrudPage
      title={t.title}
      permissions={permissions}
      selection={selection}
      selectMessage={t.selectRestaurant}
      create={{ label: t.newJob, onClick: () => setCreating(true) }}
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
    </CrudPage>
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
  const [deleteJob] = useMutation(DeleteJobMutation);

  // A failure to load the jobs is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[jobs] loading failed', error);

  const save = async (request: JobSave) => {
    if (request.mode === 'edit' && editing) {
      await updateJob({ variables: { id: editing.id, input: request.input } });
      setEditing(null);
      crud.toast(t.updated);
    } else if (request.mode === 'create') {
      await createJob({ variables: { input: request.input } });
      onCreateClosed();
      crud.toast(t.created);
    }
  };

  // A job still in use (409) says why and the dialog stays; anything else is only logged.
  const crud = useCrudActions<JobRow>({
    remove: async (job) => {
      await deleteJob({ variables: { id: job.id } });
      return t.deleted;
    },
    confirm: (job) => ({ title: t.confirmTitle, message: t.confirmMessage(job.title) }),
    confirmLabel: t.confirmLabel,
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
          onDelete={crud.askDelete}
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

      {crud.overlays}
    </>
  );
}
