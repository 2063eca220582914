import { Fragment, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { CreateButton } from './CreateButton.tsx';
import { NoRestaurant } from './NoRestaurant.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PageLoader } from './PageLoader.tsx';
import { ReadOnlyBadge } from './ReadOnlyBadge.tsx';
import { useDeleteConfirm, type DeleteConfirmOptions } from './useDeleteConfirm.ts';
import type { Permissions } from './usePermissions.ts';
import { useToast } from './useToast.tsx';

/** The header's 'Nouveau ...' button. */
export interface CreateAction {
  label: string;
  onClick(): void;
  /** Creating waits for something (a zone before a surface, a type before an equipment). */
  blocked?: boolean;
  /**
   * Why it is blocked, as the button's tooltip, shown only to a user who may create (given, even
   * empty, the button is wrapped for it).
   */
  hint?: string;
}

/** The page's restaurant: the app's selection, given by the page (ui/ never reads app/). */
export interface RestaurantScope<R> {
  restaurant: R | null;
  /** The selection is still loading: a loader, not the request to pick a restaurant. */
  loading: boolean;
  /** The restaurants the user sees: none at all adds how to get the first one. */
  restaurants?: readonly R[];
  /** The page creating a restaurant, offered then to whoever may create one. */
  newRestaurantPath?: string | null;
  /** The restaurants could not be loaded: that failure, not the first-restaurant notice. */
  loadFailed?: boolean;
}

interface CrudPageProps<R extends { id: string; name: string }> {
  title: string;
  /** The user's rights in the page's area: none at all shows 'Lecture seule'. */
  permissions: Permissions;
  selection: RestaurantScope<R>;
  /** The page's "select a restaurant" wording (spec: it varies by page). */
  selectMessage: ReactNode;
  create: CreateAction;
  /**
   * The create button's tooltip for a user without the create permission (spec 002: 'Vous n'avez
   * pas les permissions pour créer des ...'); without it the button is only disabled.
   */
  deniedHint?: string;
  /** The lists of the selected restaurant, mounted afresh when the selection changes. */
  children: (restaurant: R) => ReactNode;
}

/**
 * A restaurant-scoped CRUD page: the header (title, restaurant name, read-only badge, create
 * button), then the page's tables for the selected restaurant, or the request to pick one. The
 * body's delete confirmation and toasts come from useCrudActions.
 */
export function CrudPage<R extends { id: string; name: string }>({
  title,
  permissions,
  selection: { restaurant, loading, restaurants, newRestaurantPath, loadFailed },
  selectMessage,
  create,
  deniedHint,
  children,
}: CrudPageProps<R>) {
  const denied = !permissions.loading && !permissions.canCreate;
  const hint =
    denied && deniedHint !== undefined
      ? deniedHint
      : create.hint === undefined
        ? undefined
        : permissions.canCreate
          ? create.hint
          : '';
  return (
    <>
      <PageHeader
        title={title}
        subtitle={restaurant?.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={create.label}
            hint={hint}
            disabled={!restaurant || !permissions.canCreate || Boolean(create.blocked)}
            onClick={create.onClick}
          />
        }
      />
      {restaurant ? (
        <Fragment key={restaurant.id}>{children(restaurant)}</Fragment>
      ) : loading ? (
        <PageLoader />
      ) : (
        <NoRestaurant
          message={selectMessage}
          restaurants={restaurants}
          newRestaurantPath={newRestaurantPath}
          loadFailed={loadFailed}
        />
      )}
    </>
  );
}

interface CrudActionsOptions<T> extends Omit<DeleteConfirmOptions<T>, 'onDelete'> {
  /** Deletes the target; resolves with the toast that says so. */
  remove(target: T): Promise<string>;
  /** The confirmation's title and question for the target (word for word from the spec). */
  confirm(target: T): { title: string; message: ReactNode };
  /** The confirmation's button ('Supprimer'). */
  confirmLabel: string;
}

/**
 * The body of a CRUD page: its toast, and its delete confirmation, which keeps the server's
 * refusal it can explain (the 409 saying what remains) and closes on success with a toast. Render
 * `overlays` once in the body.
 */
export function useCrudActions<T>({
  remove,
  confirm,
  confirmLabel,
  ...options
}: CrudActionsOptions<T>): {
  toast: (text: string) => void;
  askDelete: (target: T) => void;
  overlays: ReactElement;
} {
  const { show, toast } = useToast();
  const deletion = useDeleteConfirm<T>({
    ...options,
    onDelete: async (target) => show(await remove(target)),
  });
  const texts = deletion.target === null ? null : confirm(deletion.target);
  const overlays = (
    <>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={texts?.title ?? ''}
        message={texts?.message ?? ''}
        confirmLabel={confirmLabel}
        destructive
      />
      {toast}
    </>
  );
  return { toast: show, askDelete: deletion.ask, overlays };
}
