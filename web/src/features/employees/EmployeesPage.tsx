import { useState } from 'react';
import { personName } from '@bo/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../lib/restaurant-selection.tsx';
import type { EmployeeInput } from '../../gql/graphql';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { CrudPage, useCrudActions } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { usePermissions, type Permissions } from '../../ui/usePermissions.ts';
import { EmployeeDialog } from './EmployeeDialog.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import { sortVariable, useListState } from '../../ui/list/useListState.ts';
import {
  EMPLOYEE_LIST,
  EMPLOYEE_SORT_FIELDS,
  EmployeeTable,
  type EmployeeRow,
} from './EmployeeTable.tsx';
import { employeeMessages as t } from './messages.ts';
import {
  CreateEmployeeMutation,
  DeleteEmployeeMutation,
  EmployeePageQuery,
  UpdateEmployeeMutation,
} from './documents.ts';

/** /restaurant/employees: the staff of the selected restaurant (docs/areas/people.md#employees). */
export function EmployeesPage() {
  const selection = useSelectedRestaurant();
  const permissions = usePermissions('EMPLOYEES');
  const [creating, setCreating] = useState(false);

  return (
    <CrudPage
      title={t.title}
      permissions={permissions}
      selection={selection}
      selectMessage={t.selectRestaurant}
      create={{ label: t.newEmployee, onClick: () => setCreating(true) }}
    >
      {(selected) => (
        <RestaurantStaff
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

interface RestaurantStaffProps {
  restaurant: SelectableRestaurant;
  permissions: Permissions;
  creating: boolean;
  onCreate(): void;
  onCreateClosed(): void;
}

function RestaurantStaff({
  restaurant,
  permissions,
  creating,
  onCreate,
  onCreateClosed,
}: RestaurantStaffProps) {
  // The list's page, sort and search are in the address; the api pages, sorts and searches.
  const list = useListState(EMPLOYEE_LIST);
  const search = list.state.filters.search.trim();
  const variables = {
    restaurantId: restaurant.id,
    ...(search && { filter: { search } }),
    ...sortVariable(list, EMPLOYEE_SORT_FIELDS),
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, error, loading } = useQuery(EmployeePageQuery, { variables });
  const [editing, setEditing] = useState<EmployeeRow | null>(null);

  const [createEmployee] = useMutation(CreateEmployeeMutation);
  const [updateEmployee] = useMutation(UpdateEmployeeMutation);
  const [deleteEmployee] = useMutation(DeleteEmployeeMutation);

  // A failure to load the staff is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[employees] loading failed', error);

  const save = async (input: EmployeeInput) => {
    if (editing) {
      await updateEmployee({ variables: { id: editing.id, input } });
      setEditing(null);
      crud.toast(t.updated);
    } else {
      await createEmployee({ variables: { input } });
      onCreateClosed();
      crud.toast(t.created);
    }
  };

  // A failed deletion is only logged; the row stays in the table (docs/areas/platform.md#errors).
  const crud = useCrudActions<EmployeeRow>({
    remove: async (employee) => {
      await deleteEmployee({ variables: { id: employee.id } });
      return t.deleted;
    },
    confirm: (employee) => ({
      title: t.confirmTitle,
      message: t.confirmMessage(personName(employee)),
    }),
    confirmLabel: t.confirmLabel,
    logLabel: 'employees',
  });

  const page = (data ?? previousData)?.employeePage;
  const employees = page?.data ?? (error ? [] : null);
  const searching = list.state.filters.search !== '';

  return (
    <>
      {searching || (page && page.total > 0) ? (
        <ListTextFilter
          list={list}
          name="search"
          label={t.search}
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        />
      ) : null}
      {page && page.total === 0 && !error && searching ? (
        <EmptyState icon={<BadgeOutlined />} title={t.emptySearch} />
      ) : page && page.total === 0 && !error ? (
        <EmptyState
          icon={<BadgeOutlined />}
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
      ) : error && !page ? null : (
        <EmployeeTable
          employees={employees}
          total={page?.total ?? 0}
          loading={loading}
          list={list}
          showPin={permissions.canEdit}
          canEdit={permissions.canEdit}
          canDelete={permissions.canDelete}
          onEdit={setEditing}
          onDelete={crud.askDelete}
        />
      )}

      <EmployeeDialog
        open={creating || editing !== null}
        employee={editing ?? undefined}
        restaurant={editing ? editing.restaurant : restaurant}
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
