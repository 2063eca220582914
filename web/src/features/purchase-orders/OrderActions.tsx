import { useState, type ReactElement } from 'react';
import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { cancellationReasonRefusal } from '@bo/domain';
import type { PurchaseOrderStatus, PurchaseOrderTransition } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/useToast.tsx';
import {
  AcknowledgePurchaseOrderMutation,
  CancelPurchaseOrderMutation,
  DeletePurchaseOrderMutation,
  RefusePurchaseOrderMutation,
  ResendPurchaseOrderEmailMutation,
  SendPurchaseOrderMutation,
} from './documents.ts';
import { purchaseOrderMessages as t } from './messages.ts';

/** The transitions an order's buttons ask for here (EDIT, EXPEDITE and RECEIVE open screens). */
export type OrderAction = Extract<
  PurchaseOrderTransition,
  'SEND' | 'ACKNOWLEDGE' | 'REFUSE' | 'CANCEL' | 'DELETE'
>;

interface ActionTarget {
  id: string;
  reference: string;
  status?: PurchaseOrderStatus;
  supplier?: { kind: 'EXTERNAL' | 'LABORATORY' } | null;
}

/**
 * For an order to a laboratory, accepting and refusing are the laboratory's own answer
 * ('Accepter', 'Refuser'); for an external supplier the restaurant records the supplier's
 * ('Confirmé par le fournisseur', 'Refusé par le fournisseur').
 */
export const answeredByLaboratory = (order: ActionTarget) => order.supplier?.kind === 'LABORATORY';

export function actionLabel(action: OrderAction, order: ActionTarget): string {
  const lab = answeredByLaboratory(order);
  switch (action) {
    case 'SEND':
      return t.send;
    case 'ACKNOWLEDGE':
      return lab ? t.accept : t.acknowledge;
    case 'REFUSE':
      return lab ? t.labRefuse : t.refuse;
    case 'CANCEL':
      return t.cancel;
    case 'DELETE':
      return t.delete;
  }
}

/** Who is told of a cancellation: the supplier by email, the laboratory in its internal sales. */
function cancelMessage(order: ActionTarget): string {
  if (order.status === 'DRAFT') return t.cancelMessage;
  return answeredByLaboratory(order) ? t.cancelMessageLab : t.cancelMessageSupplier;
}

/**
 * The question each action asks first; acknowledging asks none (it is undone by nothing worse).
 * `reason`: whether it asks why, and whether the answer is required (a cancellation).
 */
function question(
  action: OrderAction,
  order: ActionTarget,
): {
  title: string;
  message: string;
  confirm: string;
  destructive: boolean;
  reason?: 'optional' | 'required';
} | null {
  const lab = answeredByLaboratory(order);
  switch (action) {
    case 'SEND':
      return {
        title: t.sendTitle,
        message: lab ? t.sendMessageLab : t.sendMessage,
        confirm: t.send,
        destructive: false,
      };
    case 'REFUSE':
      return lab
        ? {
            title: t.labRefuseTitle,
            message: t.labRefuseMessage,
            confirm: t.labRefuse,
            destructive: true,
            reason: 'optional',
          }
        : {
            title: t.refuseTitle,
            message: t.refuseMessage,
            confirm: t.refuse,
            destructive: true,
            reason: 'optional',
          };
    case 'CANCEL':
      return {
        title: t.cancelTitle,
        message: cancelMessage(order),
        confirm: t.cancelConfirm,
        destructive: true,
        reason: 'required',
      };
    case 'DELETE':
      return {
        title: t.deleteTitle,
        message: t.deleteMessage,
        confirm: t.delete,
        destructive: true,
      };
    case 'ACKNOWLEDGE':
      return null;
  }
}

function doneText(action: OrderAction, order: ActionTarget): string {
  const lab = answeredByLaboratory(order);
  switch (action) {
    case 'SEND':
      return t.sent;
    case 'ACKNOWLEDGE':
      return lab ? t.accepted : t.acknowledged;
    case 'REFUSE':
      return lab ? t.labRefused : t.refused;
    case 'CANCEL':
      return t.cancelled;
    case 'DELETE':
      return t.deleted;
  }
}

const messageOf = (error: unknown) => readGraphQLError(error).message ?? t.actionFailed;

/**
 * An order's transitions as the order's page and the internal sales list ask for them: the
 * confirmation (with an optional reason for a refusal, a required one for a cancellation, as the
 * api wants it), the mutation, its
 * toast; a refusal by the server stays in the dialog. Each mutation answers the order, which the
 * cache puts everywhere it is shown (its status and what may be done next).
 */
export function useOrderActions({ onDeleted }: { onDeleted?: () => void } = {}): {
  request(action: OrderAction, order: ActionTarget): void;
  resendEmail(order: ActionTarget): void;
  busy: boolean;
  view: ReactElement;
} {
  const { show, toast } = useToast();
  const [pending, setPending] = useState<{ action: OrderAction; order: ActionTarget } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [send] = useMutation(SendPurchaseOrderMutation);
  const [resend] = useMutation(ResendPurchaseOrderEmailMutation);
  const [acknowledge] = useMutation(AcknowledgePurchaseOrderMutation);
  const [refuse] = useMutation(RefusePurchaseOrderMutation);
  const [cancel] = useMutation(CancelPurchaseOrderMutation);
  const [remove] = useMutation(DeletePurchaseOrderMutation);

  const mutate = (action: OrderAction, id: string, why: string | null): Promise<unknown> => {
    const withReason = { id, ...(why && { reason: why }) };
    switch (action) {
      case 'SEND':
        return send({ variables: { id } });
      case 'ACKNOWLEDGE':
        return acknowledge({ variables: { id } });
      case 'REFUSE':
        return refuse({ variables: withReason });
      case 'CANCEL':
        return cancel({ variables: withReason });
      case 'DELETE':
        return remove({ variables: { id } });
    }
  };

  const run = async (action: OrderAction, order: ActionTarget, why: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await mutate(action, order.id, why);
      setPending(null);
      show(doneText(action, order));
      if (action === 'DELETE') onDeleted?.();
    } catch (failure) {
      // In the dialog when there is one, so the user reads why beside what he asked.
      if (question(action, order)) setError(messageOf(failure));
      else show(messageOf(failure), 'error');
    } finally {
      setBusy(false);
    }
  };

  const asked = pending ? question(pending.action, pending.order) : null;
  const view = (
    <>
      <ConfirmDialog
        open={pending !== null && asked !== null}
        title={asked?.title ?? ''}
        message={
          <Stack spacing={2}>
            <span>{asked?.message}</span>
            {asked?.reason ? (
              <TextField
                label={asked.reason === 'required' ? t.cancelReason : t.reason}
                required={asked.reason === 'required'}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
                error={reasonError !== null}
                helperText={reasonError}
                multiline
                minRows={2}
                fullWidth
                disabled={busy}
              />
            ) : null}
          </Stack>
        }
        confirmLabel={asked?.confirm}
        cancelLabel={t.keep}
        destructive={asked?.destructive ?? false}
        busy={busy}
        error={error}
        onConfirm={() => {
          if (!pending) return;
          const refusal = asked?.reason === 'required' ? cancellationReasonRefusal(reason) : null;
          if (refusal) setReasonError(refusal);
          else void run(pending.action, pending.order, reason.trim() || null);
        }}
        onClose={() => setPending(null)}
      />
      {toast}
    </>
  );

  return {
    request: (action, order) => {
      setError(null);
      setReason('');
      setReasonError(null);
      if (question(action, order)) setPending({ action, order });
      else void run(action, order, null);
    },
    resendEmail: (order) => {
      setBusy(true);
      resend({ variables: { id: order.id } })
        .then(({ data }) =>
          data?.resendPurchaseOrderEmail.emailStatus === 'FAILED'
            ? show(order.status === 'CANCELLED' ? t.cancelEmailFailed : t.emailFailed, 'error')
            : show(t.emailResent),
        )
        .catch((failure: unknown) => show(messageOf(failure), 'error'))
        .finally(() => setBusy(false));
    },
    busy,
    view,
  };
}
