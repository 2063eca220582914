/**
 * The purchase order's state machine and who may move it (docs/areas/purchasing.md#transitions),
 * written once: the api enforces it (409 for a status, 403 for a role), the graph answers
 * `allowedTransitions` from it and the web shows only the buttons it allows.
 */
import { ROLES, type Role } from '../permissions.ts';
import { tidy } from '../catalogue/units.ts';
import {
  PURCHASE_ORDER_TRANSITIONS,
  SUPPLIER_KINDS,
  type PurchaseOrderStatus,
  type PurchaseOrderTransition,
  type SupplierKind,
} from './constants.ts';
import { PURCHASING_MESSAGES, TRANSITION_STATUS_MESSAGES } from './messages.ts';

/** The statuses each transition leaves from. */
export const PURCHASE_ORDER_TRANSITION_FROM: Readonly<
  Record<PurchaseOrderTransition, readonly PurchaseOrderStatus[]>
> = {
  EDIT: ['DRAFT'],
  SEND: ['DRAFT'],
  DELETE: ['DRAFT'],
  // Before anything was received: a supplier's acknowledgement does not bind the buyer yet.
  CANCEL: ['DRAFT', 'SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER'],
  ACKNOWLEDGE: ['SENT_PENDING'],
  REFUSE: ['SENT_PENDING'],
  EXPEDITE: ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER', 'PARTIALLY_RECEIVED'],
  RECEIVE: ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER', 'EXPEDITED', 'PARTIALLY_RECEIVED'],
};

/**
 * A laboratory's order is received once the laboratory expedited it (see
 * docs/decisions/purchasing.md#a-laboratorys-order-is-received-after-its-expedition):
 * the expedition is what takes the laboratory's stock down, so a reception before it would leave
 * the laboratory's books counting what already left.
 */
export const LABORATORY_RECEIVE_FROM = [
  'EXPEDITED',
  'PARTIALLY_RECEIVED',
] as const satisfies readonly PurchaseOrderStatus[];

/** The statuses `transition` leaves from for an order of this kind. */
export const purchaseOrderTransitionFrom = (
  transition: PurchaseOrderTransition,
  kind: SupplierKind,
): readonly PurchaseOrderStatus[] =>
  transition === 'RECEIVE' && kind === 'LABORATORY'
    ? LABORATORY_RECEIVE_FROM
    : PURCHASE_ORDER_TRANSITION_FROM[transition];

/**
 * Where a transition leads. EDIT keeps the draft a draft; DELETE leaves nothing; RECEIVE depends on
 * the quantities received (receptionStatus).
 */
export const PURCHASE_ORDER_TRANSITION_TO: Readonly<
  Record<Exclude<PurchaseOrderTransition, 'DELETE' | 'RECEIVE'>, PurchaseOrderStatus>
> = {
  EDIT: 'DRAFT',
  SEND: 'SENT_PENDING',
  CANCEL: 'CANCELLED',
  ACKNOWLEDGE: 'ACKNOWLEDGED_SUPPLIER',
  REFUSE: 'REFUSED_SUPPLIER',
  EXPEDITE: 'EXPEDITED',
};

/** Nothing leaves these: the order is only read. */
export const PURCHASE_ORDER_FINAL_STATUSES = [
  'REFUSED_SUPPLIER',
  'CANCELLED',
  'RECEIVED',
] as const satisfies readonly PurchaseOrderStatus[];

/** Only a laboratory expedites: an external supplier's order has no expedition control. */
export const transitionAppliesTo = (
  transition: PurchaseOrderTransition,
  kind: SupplierKind,
): boolean => transition !== 'EXPEDITE' || kind === 'LABORATORY';

/** Whether the order's status and kind allow the transition (whoever asks). */
export const canTransitionPurchaseOrder = (
  transition: PurchaseOrderTransition,
  order: { status: PurchaseOrderStatus; supplierKind: SupplierKind },
): boolean =>
  transitionAppliesTo(transition, order.supplierKind) &&
  purchaseOrderTransitionFrom(transition, order.supplierKind).includes(order.status);

/**
 * Why the order's status or kind refuses the transition (the api's 409), or null when it allows
 * it. The message does not depend on who asks: the role is judged apart (mayPerformTransition, 403).
 */
export function purchaseOrderTransitionRefusal(
  transition: PurchaseOrderTransition,
  order: { status: PurchaseOrderStatus; supplierKind: SupplierKind },
): string | null {
  if (!transitionAppliesTo(transition, order.supplierKind))
    return PURCHASING_MESSAGES.expediteLabOnly;
  if (purchaseOrderTransitionFrom(transition, order.supplierKind).includes(order.status)) {
    return null;
  }
  // Sent or acknowledged, not yet expedited: the one refusal a restaurant meets on a lab order.
  return PURCHASE_ORDER_TRANSITION_FROM[transition].includes(order.status)
    ? PURCHASING_MESSAGES.receiveAfterExpedition
    : TRANSITION_STATUS_MESSAGES[transition];
}

/**
 * Whether a cancellation must say why: always, since the supplier (or the laboratory) is told,
 * and a draft's reason keeps the buyer's own history readable.
 */
export const cancellationReasonRefusal = (reason: string | null | undefined): string | null =>
  reason?.trim() ? null : PURCHASING_MESSAGES.cancelReasonRequired;

/** Quantities compared as stored (4 decimals), without the binary noise of a sum. */
const atLeast = (value: number, wanted: number): boolean => tidy(value) >= tidy(wanted);

/**
 * The status a reception leaves: RECEIVED when every line has received at least what was ordered
 * (all receptions added up, more than ordered counts as complete), else PARTIALLY_RECEIVED, even
 * when nothing arrived of some lines.
 */
export function receptionStatus(
  lines: readonly { quantityOrdered: number; quantityReceivedPackaging: number }[],
): 'RECEIVED' | 'PARTIALLY_RECEIVED' {
  return lines.every((line) => atLeast(line.quantityReceivedPackaging, line.quantityOrdered))
    ? 'RECEIVED'
    : 'PARTIALLY_RECEIVED';
}

/**
 * The user asking, as seen from one order: `issuer` when he stands on the issuing restaurant's
 * side (an ADMIN; a MANAGER of that restaurant; an EMPLOYEE of it), `laboratory` when on the
 * laboratory's (an ADMIN; a MANAGER of that laboratory; always false for an external supplier).
 */
export interface PurchaseOrderActor {
  role: Role;
  issuer: boolean;
  laboratory: boolean;
  supplierKind: SupplierKind;
}

const runs = (role: Role): boolean => role === 'ADMIN' || role === 'MANAGER';

/**
 * Whether the actor's role and side let him ask the transition (the status aside). The issuing
 * side writes, sends, deletes and cancels its orders, and records an external supplier's answer;
 * a laboratory answers and expedites its own orders; anyone of the issuing restaurant receives
 * (reception is floor work). An EMPLOYEE does nothing else: he reads.
 */
export function mayPerformTransition(
  transition: PurchaseOrderTransition,
  actor: PurchaseOrderActor,
): boolean {
  const issuingSide = actor.issuer && runs(actor.role);
  const laboratorySide = actor.laboratory && runs(actor.role);
  switch (transition) {
    case 'EDIT':
    case 'SEND':
    case 'DELETE':
    case 'CANCEL':
      return issuingSide;
    case 'ACKNOWLEDGE':
    case 'REFUSE':
      return actor.supplierKind === 'EXTERNAL' ? issuingSide : laboratorySide;
    case 'EXPEDITE':
      return actor.supplierKind === 'LABORATORY' && laboratorySide;
    case 'RECEIVE':
      return actor.issuer;
  }
}

/** What the actor may do with an order in `status` now (the graph's `allowedTransitions`). */
export function allowedPurchaseOrderTransitions(
  actor: PurchaseOrderActor & { status: PurchaseOrderStatus },
): PurchaseOrderTransition[] {
  return PURCHASE_ORDER_TRANSITIONS.filter(
    (transition) =>
      canTransitionPurchaseOrder(transition, {
        status: actor.status,
        supplierKind: actor.supplierKind,
      }) && mayPerformTransition(transition, actor),
  );
}

/**
 * The roles that may ask the transition from some side of some order: a screen made for one
 * transition (the edit form, the expedition control) is refused up front to the other roles,
 * the way the api refuses them (403) whatever the order.
 */
export const rolesForTransition = (transition: PurchaseOrderTransition): Role[] =>
  ROLES.filter((role) =>
    SUPPLIER_KINDS.some((supplierKind) =>
      mayPerformTransition(transition, { role, issuer: true, laboratory: true, supplierKind }),
    ),
  );

const SIDE_REFUSALS: Partial<Record<PurchaseOrderTransition, string>> = {
  EDIT: PURCHASING_MESSAGES.editIssuerOnly,
  EXPEDITE: PURCHASING_MESSAGES.expediteLaboratorySideOnly,
};

/**
 * Why a screen made for `transition` (the edit form, the expedition control) must not open on this
 * order, from what the graph says the user may do with it (`allowedTransitions`, computed by
 * allowedPurchaseOrderTransitions): the status's reason first, as the api's 409, else the side's.
 * Null when the screen may open.
 */
export function purchaseOrderScreenRefusal(
  transition: PurchaseOrderTransition,
  order: {
    status: PurchaseOrderStatus;
    supplierKind: SupplierKind;
    allowedTransitions: readonly PurchaseOrderTransition[];
  },
): string | null {
  if (order.allowedTransitions.includes(transition)) return null;
  return (
    purchaseOrderTransitionRefusal(transition, order) ??
    SIDE_REFUSALS[transition] ??
    TRANSITION_STATUS_MESSAGES[transition]
  );
}
