import { describe, expect, it } from 'vitest';
import { AREAS, can, canManageEnseigne, permissionsFor, ROLES } from './permissions.ts';

describe('permission matrix (docs/areas/platform.md#permissions)', () => {
  it.each([
    ['RESTAURANTS', 'create', ['ADMIN']],
    ['RESTAURANTS', 'edit', ['ADMIN', 'MANAGER']],
    ['RESTAURANTS', 'delete', ['ADMIN']],
    ['EMPLOYEES', 'create', ['ADMIN', 'MANAGER']],
    ['EMPLOYEES', 'edit', ['ADMIN', 'MANAGER']],
    ['EMPLOYEES', 'delete', ['ADMIN']],
    ['ZONES', 'create', ['ADMIN', 'MANAGER']],
    ['ZONES', 'delete', ['ADMIN', 'MANAGER']],
    ['EQUIPMENTS', 'edit', ['ADMIN', 'MANAGER']],
    ['PRODUCTS', 'create', ['ADMIN']],
    ['RECIPES', 'edit', ['ADMIN']],
    ['TAGS', 'delete', ['ADMIN']],
    ['SUPPLIERS', 'create', ['ADMIN']],
    ['ARTICLES', 'edit', ['ADMIN']],
    ['ENSEIGNE', 'edit', ['ADMIN']],
    ['PURCHASE_ORDERS', 'create', ['ADMIN', 'MANAGER']],
    ['PURCHASE_ORDERS', 'edit', ['ADMIN', 'MANAGER']],
    ['PURCHASE_ORDERS', 'delete', ['ADMIN', 'MANAGER']],
    ['INTERNAL_SALES', 'create', ['ADMIN', 'MANAGER']],
    ['INTERNAL_SALES', 'edit', ['ADMIN', 'MANAGER']],
    ['INTERNAL_SALES', 'delete', ['ADMIN', 'MANAGER']],
    ['RECIPES', 'create', ['ADMIN']],
    ['STOCK', 'create', ['ADMIN', 'MANAGER']],
    ['INVENTORY', 'edit', ['ADMIN', 'MANAGER']],
    ['INVENTORY', 'delete', ['ADMIN', 'MANAGER']],
  ] as const)('%s %s is allowed to %j only', (area, action, allowed) => {
    for (const role of ROLES) {
      expect(can(role, area, action)).toBe((allowed as readonly string[]).includes(role));
    }
  });

  it('gives one entry per area to every role', () => {
    for (const role of ROLES) {
      const perms = permissionsFor(role);
      expect(perms.map((p) => p.area)).toEqual([...AREAS]);
    }
  });

  it('lets an employee record hygiene logs but not correct them', () => {
    const hygiene = permissionsFor('EMPLOYEE').find((p) => p.area === 'HYGIENE');
    expect(hygiene).toEqual({ area: 'HYGIENE', canCreate: true, canEdit: false, canDelete: false });
    // Correcting (edit) and voiding (delete) a record: ADMIN, or MANAGER in his restaurants.
    for (const role of ['ADMIN', 'MANAGER'] as const) {
      expect(permissionsFor(role).find((p) => p.area === 'HYGIENE')).toEqual({
        area: 'HYGIENE',
        canCreate: true,
        canEdit: true,
        canDelete: true,
      });
    }
  });

  it('shows the chain to the ADMIN only', () => {
    expect(ROLES.filter(canManageEnseigne)).toEqual(['ADMIN']);
  });
});
