import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import {
  PRODUCT_MAX_CONVERSIONS,
  quantityText,
  ruleFactorText,
  type BaseUnit,
  type Unit,
} from '@bo/domain';
import type { ConversionDialog_RuleFragment } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { useCrudActions } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListTable, ROW_ACTIONS_CELL, type Column } from '../../ui/TableParts.tsx';
import { ConversionDialog } from '../catalogue/ConversionDialog.tsx';
import { DeleteProductConversionMutation } from './documents.ts';
import { productMessages as t } from './messages.ts';

type RuleRow = ConversionDialog_RuleFragment;

const m = t.conversions;

interface ConversionsPanelProps {
  product: { id: string; baseUnit: BaseUnit; conversionRules: readonly RuleRow[] };
  canEdit: boolean;
  reload(): Promise<unknown>;
  /** A packaging's unit that needs a rule: the dialog opens preset to it (once). */
  presetSourceUnit: Unit | null;
  onPresetUsed(): void;
}

const ruleText = (rule: RuleRow) =>
  `${quantityText(rule.sourceQuantity, rule.sourceUnit)} = ${quantityText(rule.targetQuantity, rule.targetUnit)}`;

/**
 * The conversions sub-tab (docs/areas/catalogue.md#screens): each rule with its ratio to one decimal, at most
 * two (the add button is disabled at two); a rule some packaging's family still needs cannot be
 * deleted (its button is disabled with the short reason, and the api's 409 says the long one).
 */
export function ConversionsPanel({
  product,
  canEdit,
  reload,
  presetSourceUnit,
  onPresetUsed,
}: ConversionsPanelProps) {
  const [editing, setEditing] = useState<RuleRow | 'new' | null>(
    presetSourceUnit && canEdit ? 'new' : null,
  );
  const [deleteRule] = useMutation(DeleteProductConversionMutation);
  const full = product.conversionRules.length >= PRODUCT_MAX_CONVERSIONS;

  const crud = useCrudActions<RuleRow>({
    remove: async (rule) => {
      try {
        await deleteRule({ variables: { id: rule.id } });
      } catch (failure) {
        // A rule still in use: the 409 carries the spec's sentence (shown as it comes); any
        // other failure is logged and the dialog says the spec's failure text (docs/areas/catalogue.md#messages).
        if (readGraphQLError(failure).code === 'CONFLICT') throw failure;
        console.error('[products] conversion deletion failed', failure);
        throw new Error('conversion deletion failed');
      }
      await reload();
      return m.deleted;
    },
    confirm: () => ({ title: m.confirmTitle, message: t.confirmDeleteConversion }),
    confirmLabel: t.confirmLabel,
    // Every refusal stays in the dialog: the 409's sentence, or the failure text as fallback.
    shown: { codes: 'any', fallback: t.conversionDeleteFailed },
    logLabel: 'products',
  });

  const columns: Column[] = [
    { label: m.columns.rule },
    { label: m.columns.ratio, align: 'right' },
    { label: m.columns.notes },
    ...(canEdit ? [{ label: m.columns.actions, align: 'right' as const, hidden: true }] : []),
  ];

  return (
    <>
      {canEdit ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <CreateButton
            label={m.newConversion}
            disabled={full}
            hint={full ? t.tooManyConversions : undefined}
            onClick={() => setEditing('new')}
          />
        </Box>
      ) : null}
      {product.conversionRules.length === 0 ? (
        <EmptyState icon={<SwapHorizOutlined />} title={m.empty} description={m.emptyHint} />
      ) : (
        <ListTable columns={columns} aria-label={m.label}>
          {product.conversionRules.map((rule) => (
            <TableRow key={rule.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>
                {ruleText(rule)}
                {rule.isActive ? null : (
                  <Chip size="small" label={m.inactive} sx={{ ml: 1 }} variant="outlined" />
                )}
              </TableCell>
              <TableCell align="right">{ruleFactorText(rule)}</TableCell>
              <TableCell>{rule.notes || EMPTY_VALUE}</TableCell>
              {canEdit ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...ROW_ACTIONS_CELL}>
                  <IconButton size="small" aria-label={m.edit} onClick={() => setEditing(rule)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <Tooltip title={rule.inUse ? t.conversionInUseShort : ''}>
                    {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
                    <span>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={m.delete}
                        disabled={rule.inUse}
                        onClick={() => crud.askDelete(rule)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </ListTable>
      )}
      <ConversionDialog
        open={editing !== null}
        product={product}
        rule={editing === 'new' ? null : editing}
        presetSourceUnit={editing === 'new' ? (presetSourceUnit ?? undefined) : undefined}
        onClose={() => {
          setEditing(null);
          onPresetUsed();
        }}
        onSaved={() => {
          crud.toast(editing === 'new' ? m.created : m.updated);
          setEditing(null);
          onPresetUsed();
          void reload();
        }}
      />
      {crud.overlays}
    </>
  );
}
