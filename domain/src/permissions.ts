/**
 * The role/permission matrix (docs/areas/platform.md#permissions), completed where the original
 * specification said "not shown" (see docs/decisions/security.md#permissions). api enforces it, bff exposes it as
 * `me.permissions`, web reflects it.
 */
export const ROLES = ['ADMIN', 'MANAGER', 'EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

/** Label in the user menu. */
export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrateur',
  MANAGER: 'Manager',
  EMPLOYEE: 'Employé',
};

/** Badge on the settings page and the chain's user list. */
export const ROLE_BADGES: Record<Role, string> = {
  ADMIN: 'Admin',
  MANAGER: 'Manager',
  EMPLOYEE: 'Employé',
};

export const AREAS = [
  'ENSEIGNE',
  'RESTAURANTS',
  'EMPLOYEES',
  'ZONES',
  'EQUIPMENTS',
  'JOBS',
  'TAGS',
  'PRODUCTS',
  'RECIPES',
  'SUPPLIERS',
  'ARTICLES',
  'STOCK',
  'INVENTORY',
  'PURCHASE_ORDERS',
  'INTERNAL_SALES',
  'HYGIENE',
  'PLANNING',
  'TIME_CLOCK',
] as const;
export type Area = (typeof AREAS)[number];

export const ACTIONS = ['create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

const ADMIN: readonly Role[] = ['ADMIN'];
const ADMIN_MANAGER: readonly Role[] = ['ADMIN', 'MANAGER'];
const EVERYONE: readonly Role[] = ROLES;

type Rule = Readonly<Record<Action, readonly Role[]>>;
const rule = (create: readonly Role[], edit: readonly Role[], del: readonly Role[]): Rule => ({
  create,
  edit,
  delete: del,
});
const adminOnly = rule(ADMIN, ADMIN, ADMIN);
const restaurantStaff = rule(ADMIN_MANAGER, ADMIN_MANAGER, ADMIN_MANAGER);

const MATRIX: Readonly<Record<Area, Rule>> = {
  ENSEIGNE: adminOnly,
  RESTAURANTS: rule(ADMIN, ADMIN_MANAGER, ADMIN),
  EMPLOYEES: rule(ADMIN_MANAGER, ADMIN_MANAGER, ADMIN),
  ZONES: restaurantStaff,
  EQUIPMENTS: restaurantStaff,
  // Not in the spec: a manager runs his restaurant's jobs, plannings and clocked hours.
  JOBS: restaurantStaff,
  PLANNING: restaurantStaff,
  TIME_CLOCK: restaurantStaff,
  TAGS: adminOnly,
  PRODUCTS: adminOnly,
  RECIPES: adminOnly,
  SUPPLIERS: adminOnly,
  ARTICLES: adminOnly,
  // Issue 12: a manager records his restaurants' stock movements and counts their inventories
  // (the api checks the restaurant is his); an employee reads.
  STOCK: restaurantStaff,
  INVENTORY: restaurantStaff,
  // Issue 13: ordering is a manager's daily work, like the stock it feeds: he writes, sends and
  // cancels his restaurants' orders, and a laboratory's manager answers and expedites its
  // internal sales (the api checks the restaurant or laboratory is his, and the order's status;
  // domain/src/purchasing/transitions.ts says who does which transition). An employee reads, and
  // receives deliveries (RECEIVE), which the area's matrix does not cover.
  PURCHASE_ORDERS: restaurantStaff,
  INTERNAL_SALES: restaurantStaff,
  // Employees record hygiene logs on the floor; an ADMIN, or a MANAGER in his restaurants,
  // corrects one (edit) or voids it (delete): a record is never erased (issue 9 item 14).
  HYGIENE: rule(EVERYONE, ADMIN_MANAGER, ADMIN_MANAGER),
};

export function can(role: Role, area: Area, action: Action): boolean {
  return MATRIX[area][action].includes(role);
}

export interface AreaPermission {
  area: Area;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function permissionsFor(role: Role): AreaPermission[] {
  return AREAS.map((area) => ({
    area,
    canCreate: can(role, area, 'create'),
    canEdit: can(role, area, 'edit'),
    canDelete: can(role, area, 'delete'),
  }));
}

/** Only an ADMIN sees the 'Mon Enseigne' menu entry and the chain screens. */
export const canManageEnseigne = (role: Role): boolean => role === 'ADMIN';
