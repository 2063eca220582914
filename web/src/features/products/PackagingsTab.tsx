import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import {
  PACKAGING_TYPE_LABELS,
  PRODUCT_PACKAGING_TYPES,
  quantityText,
  type BaseUnit,
  type ProductPackagingType,
  type Unit,
} from '@bo/domain';
import type {
  PackagingInput,
  ConversionDialog_RuleFragment,
  ProductPackaging_PackagingFragment,
} from '../../gql/graphql';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { useCrudActions } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageTabs, type PageTab } from '../../ui/PageTabs.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { ListTable, RowActions, type Column } from '../../ui/TableParts.tsx';
import { ConversionsPanel } from './ConversionsPanel.tsx';
import {
  CreateProductPackagingMutation,
  DeleteProductPackagingMutation,
  UpdateProductPackagingMutation,
} from './documents.ts';
import { PackagingDialog } from './PackagingDialog.tsx';
import { productMessages as t } from './messages.ts';

type PackagingRow = ProductPackaging_PackagingFragment;
type SubTab = ProductPackagingType | 'conversions';

const m = t.packagings;

const ICONS: Record<ProductPackagingType, PageTab<SubTab>['icon']> = {
  STORAGE: <Inventory2Outlined />,
  INVENTORY: <ChecklistOutlined />,
  TRANSFER: <LocalShippingOutlined />,
  LOSS: <DeleteSweepOutlined />,
};

const nameOf = (p: PackagingRow) => p.name || m.unnamed(p.id);

const COLUMNS: readonly Column[] = [
  { label: m.columns.name },
  { label: m.columns.quantity, align: 'right' },
  { label: m.columns.base, align: 'right' },
];

interface PackagingsTabProps {
  product: {
    id: string;
    baseUnit: BaseUnit;
    packagings: readonly PackagingRow[];
    conversionRules: readonly ConversionDialog_RuleFragment[];
  };
  canEdit: boolean;
  reload(): Promise<unknown>;
}

/**
 * The packagings tab (docs/areas/catalogue.md#screens): a sub-tab per product packaging type (storage, inventory,
 * transfer, loss) and one for the conversions, each with its list, dialog and delete.
 */
export function PackagingsTab({ product, canEdit, reload }: PackagingsTabProps) {
  const [sub, setSub] = useState<SubTab>('STORAGE');
  const [editing, setEditing] = useState<PackagingRow | 'new' | null>(null);
  // The unit a packaging needs a rule for: the conversions sub-tab opens its dialog preset to it.
  const [conversionFor, setConversionFor] = useState<Unit | null>(null);

  const [createPackaging] = useMutation(CreateProductPackagingMutation);
  const [updatePackaging] = useMutation(UpdateProductPackagingMutation);
  const [deletePackaging] = useMutation(DeleteProductPackagingMutation);

  const crud = useCrudActions<PackagingRow>({
    remove: async (packaging) => {
      try {
        await deletePackaging({ variables: { id: packaging.id } });
      } catch (failure) {
        // Whatever the cause, the dialog says the spec's sentence (docs/areas/catalogue.md#messages): a plain error
        // carries no server message, so the confirmation shows the fallback below.
        console.error('[products] packaging deletion failed', failure);
        throw new Error('packaging deletion failed');
      }
      await reload();
      return m.deleted;
    },
    confirm: () => ({ title: m.confirmTitle, message: t.confirmDeletePackaging }),
    confirmLabel: t.confirmLabel,
    shown: { codes: 'any', fallback: t.packagingDeleteFailed },
    logLabel: 'products',
  });

  const type: ProductPackagingType = sub === 'conversions' ? 'STORAGE' : sub;
  const save = async (input: PackagingInput) => {
    if (editing && editing !== 'new') {
      const { type: _type, ...changes } = input;
      await updatePackaging({ variables: { id: editing.id, input: changes } });
      crud.toast(m.updated);
    } else {
      await createPackaging({ variables: { productId: product.id, input } });
      crud.toast(m.created);
    }
    setEditing(null);
    await reload();
  };

  const tabs: PageTab<SubTab>[] = [
    ...PRODUCT_PACKAGING_TYPES.map((name) => ({
      name,
      label: `${PACKAGING_TYPE_LABELS[name]} (${product.packagings.filter((p) => p.type === name).length})`,
      icon: ICONS[name],
    })),
    {
      name: 'conversions',
      label: `${m.conversions} (${product.conversionRules.length})`,
      icon: <SwapHorizOutlined />,
    },
  ];

  return (
    <>
      <PageTabs<SubTab> label={m.subTabsLabel} tabs={tabs} active={sub} onChange={setSub} />
      {PRODUCT_PACKAGING_TYPES.map((name) => {
        const rows = product.packagings.filter((p) => p.type === name);
        return (
          <TabPanel key={name} name={name} active={sub}>
            {canEdit ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                <CreateButton label={m.newPackaging} onClick={() => setEditing('new')} />
              </Box>
            ) : null}
            {rows.length === 0 ? (
              <EmptyState icon={ICONS[name]} title={m.empty(PACKAGING_TYPE_LABELS[name])} />
            ) : (
              <ListTable
                columns={
                  canEdit
                    ? [...COLUMNS, { label: m.columns.actions, align: 'right', hidden: true }]
                    : COLUMNS
                }
                aria-label={`${m.label} : ${PACKAGING_TYPE_LABELS[name]}`}
              >
                {rows.map((packaging) => (
                  <TableRow key={packaging.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{nameOf(packaging)}</TableCell>
                    <TableCell align="right">
                      {quantityText(packaging.sourceQuantity, packaging.sourceUnit)}
                    </TableCell>
                    <TableCell align="right">
                      {packaging.baseQuantity === null || packaging.baseQuantity === undefined
                        ? EMPTY_VALUE
                        : quantityText(packaging.baseQuantity, product.baseUnit)}
                    </TableCell>
                    {canEdit ? (
                      <RowActions
                        name={nameOf(packaging)}
                        canEdit
                        canDelete
                        onEdit={() => setEditing(packaging)}
                        onDelete={() => crud.askDelete(packaging)}
                      />
                    ) : null}
                  </TableRow>
                ))}
              </ListTable>
            )}
          </TabPanel>
        );
      })}
      <TabPanel name="conversions" active={sub}>
        <ConversionsPanel
          product={product}
          canEdit={canEdit}
          reload={reload}
          presetSourceUnit={conversionFor}
          onPresetUsed={() => setConversionFor(null)}
        />
      </TabPanel>

      <PackagingDialog
        open={editing !== null}
        type={editing && editing !== 'new' ? (editing.type as ProductPackagingType) : type}
        packaging={editing && editing !== 'new' ? editing : undefined}
        product={product}
        onSave={save}
        onClose={() => setEditing(null)}
        onCreateConversion={(unit) => {
          setEditing(null);
          setConversionFor(unit);
          setSub('conversions');
        }}
      />
      {crud.overlays}
    </>
  );
}
