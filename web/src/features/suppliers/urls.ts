import { segment } from '../../app/area.ts';

/**
 * Suppliers: `supplierPaths` are the router's patterns, `supplierUrls` build links. An external
 * supplier's page is /suppliers/{id}, a laboratory's /suppliers/lab-{id}: the two kinds' ids may
 * coincide, and the graph reads a supplier by its kind and id.
 */
export const supplierPaths = {
  suppliers: '/suppliers',
  supplierNew: '/suppliers/new',
  supplier: '/suppliers/:id',
  supplierEdit: '/suppliers/:id/edit',
} as const;

/** The address's mark of a laboratory. */
const LAB_PREFIX = 'lab-';

type SupplierKindName = 'EXTERNAL' | 'LABORATORY';

/** A supplier as its page's address names it. */
export interface SupplierRef {
  id: string;
  kind: SupplierKindName;
}

/** The `:id` segment of a supplier: '12' or 'lab-4'. */
const supplierSegment = ({ id, kind }: SupplierRef) =>
  segment(kind === 'LABORATORY' ? `${LAB_PREFIX}${id}` : id);

/** The supplier a page's `:id` names, or null for what names none ('abc', 'lab-'). */
export function parseSupplierSegment(value: string | undefined): SupplierRef | null {
  if (!value) return null;
  const lab = value.startsWith(LAB_PREFIX);
  const id = lab ? value.slice(LAB_PREFIX.length) : value;
  return /^[1-9]\d{0,15}$/.test(id) ? { id, kind: lab ? 'LABORATORY' : 'EXTERNAL' } : null;
}

export const supplierUrls = {
  suppliers: () => supplierPaths.suppliers,
  supplierNew: () => supplierPaths.supplierNew,
  supplier: (supplier: SupplierRef) => `/suppliers/${supplierSegment(supplier)}`,
  /** An external supplier's form (a laboratory is edited on the restaurant page). */
  supplierEdit: (id: string | number) => `/suppliers/${segment(id)}/edit`,
} as const;
