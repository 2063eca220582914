import { useState, type ReactElement, type ReactNode } from 'react';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import type { ListController } from '../../ui/list/useListState.ts';
import type { Permissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';

/** The page's French texts, word for word from its area's messages. */
export interface CatalogueListTexts {
  title: string;
  subtitle: string;
  search: string;
  /** The create button, and its tooltip for a user without the right. */
  create: string;
  createDenied: string;
  /** Nothing matches the search. */
  emptySearch: string;
  /** Nothing at all yet, and the button that creates the first one. */
  emptyTitle: string;
  emptyDescription: string;
  emptyAction: string;
  /** The toasts after a save. */
  created: string;
  updated: string;
}

interface CatalogueListPageProps<Row extends { id: string }, Values, S extends string> {
  texts: CatalogueListTexts;
  /** The empty state's icon. */
  icon: ReactElement;
  permissions: Permissions;
  list: ListController<S, 'search'>;
  /** The list query's answer: its page (the previous one while the next loads), error, loading. */
  page: { data: readonly Row[]; total: number } | undefined;
  error: unknown;
  loading: boolean;
  /** Send the mutations; a rejection goes back to the dialog's form (docs/how-to/forms.md). */
  create(values: Values): Promise<unknown>;
  update(row: Row, values: Values): Promise<unknown>;
  /** The area's table of the page's rows; null rows while loading (skeleton rows). */
  table(props: {
    rows: readonly Row[] | null;
    total: number;
    loading: boolean;
    onEdit: ((row: Row) => void) | undefined;
  }): ReactNode;
  /** The area's create/edit dialog. */
  dialog(props: {
    open: boolean;
    row: Row | undefined;
    onSave(values: Values): Promise<void>;
    onClose(): void;
  }): ReactNode;
}

/**
 * A catalogue list page (products, recipes): its header with 'Lecture seule' and the create button,
 * the search, the empty states, the table by pages, and the create/edit dialog with its toast.
 */
export function CatalogueListPage<Row extends { id: string }, Values, S extends string>({
  texts: t,
  icon,
  permissions,
  list,
  page,
  error,
  loading,
  create,
  update,
  table,
  dialog,
}: CatalogueListPageProps<Row, Values, S>) {
  const denied = !permissions.loading && !permissions.canCreate;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const { show, toast } = useToast();

  const save = async (values: Values) => {
    if (editing) {
      await update(editing, values);
      setEditing(null);
      show(t.updated);
    } else {
      await create(values);
      setCreating(false);
      show(t.created);
    }
  };

  const rows = page?.data ?? (error ? [] : null);
  const searching = list.state.filters.search !== '';

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.create}
            disabled={!permissions.canCreate}
            hint={denied ? t.createDenied : undefined}
            onClick={() => setCreating(true)}
          />
        }
      />
      {searching || (page && page.total > 0) ? (
        <ListTextFilter
          list={list}
          name="search"
          label={t.search}
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        />
      ) : null}
      {page && page.total === 0 && !error && searching ? (
        <EmptyState icon={icon} title={t.emptySearch} />
      ) : page && page.total === 0 && !error ? (
        <EmptyState
          icon={icon}
          title={t.emptyTitle}
          description={t.emptyDescription}
          action={
            permissions.canCreate ? (
              <CreateButton label={t.emptyAction} onClick={() => setCreating(true)} />
            ) : null
          }
        />
      ) : error && !page ? null : (
        table({
          rows,
          total: page?.total ?? 0,
          loading,
          onEdit: permissions.canCreate ? setEditing : undefined,
        })
      )}

      {dialog({
        open: creating || editing !== null,
        row: editing ?? undefined,
        onSave: save,
        onClose: () => {
          setEditing(null);
          setCreating(false);
        },
      })}
      {toast}
    </>
  );
}
