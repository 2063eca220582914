import { useQuery } from '@apollo/client/react';
import type { Area } from '@bo/domain';
import { graphql } from '../gql';

export const MyPermissionsQuery = graphql(`
  query MyPermissions {
    me {
      id
      role
      permissions {
        area
        canCreate
        canEdit
        canDelete
      }
    }
  }
`);

export interface Permissions {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Known, and none of the three: the page shows 'Lecture seule'. */
  readOnly: boolean;
  /** True until `me` is known; every right reads false meanwhile. */
  loading: boolean;
}

/**
 * What the user may do in one area, from the graph's `me.permissions` (the server's matrix):
 * screens hide or disable what is not allowed, the server refuses it anyway.
 */
export function usePermissions(area: Area): Permissions {
  const { data, loading } = useQuery(MyPermissionsQuery);
  const entry = data?.me.permissions.find((p) => p.area === area);
  const canCreate = entry?.canCreate ?? false;
  const canEdit = entry?.canEdit ?? false;
  const canDelete = entry?.canDelete ?? false;
  const known = !(loading && !data);
  return {
    canCreate,
    canEdit,
    canDelete,
    readOnly: known && !canCreate && !canEdit && !canDelete,
    loading: !known,
  };
}
