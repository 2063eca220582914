import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type { SuppliersQuery as SuppliersData } from '../../gql/graphql';
import { EMPTY_VALUE, formatDays } from '../../lib/format.ts';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { CellLink } from '../../ui/CellLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { ListTable, SkeletonRows, type Column } from '../../ui/TableParts.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { SupplierKindBadge } from '../catalogue/CatalogueBits.tsx';
import { SuppliersQuery } from './documents.ts';
import { supplierMessages as t } from './messages.ts';
import { supplierUrls } from './urls.ts';

type SupplierRow = SuppliersData['suppliers'][number];

const COLUMNS: readonly Column[] = [
  { label: t.columns.name },
  { label: t.columns.kind },
  { label: t.columns.email },
  { label: t.columns.phone },
  { label: t.columns.address },
  { label: t.columns.delay },
];

/**
 * /suppliers (docs/areas/catalogue.md#screens): the chain's external suppliers and laboratories in one list, by name
 * (the graph's order). A chain has a few dozen suppliers at most: the list is read whole.
 */
export function SuppliersPage() {
  const navigate = useNavigate();
  const permissions = usePermissions('SUPPLIERS');
  const { data, error } = useQuery(SuppliersQuery);
  // A loading failure is only logged (docs/areas/catalogue.md#messages).
  useEffect(() => {
    if (error) console.error('[suppliers] loading failed', error);
  }, [error]);
  const suppliers = data?.suppliers ?? (error ? [] : null);
  const denied = !permissions.loading && !permissions.canCreate;

  return (
    <>
      <title>{`${t.title} · Brigade`}</title>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.newSupplier}
            disabled={!permissions.canCreate}
            hint={denied ? t.cannotCreateSuppliers : ''}
            onClick={() => void navigate(supplierUrls.supplierNew())}
          />
        }
      />
      {suppliers && suppliers.length === 0 ? (
        <EmptyState
          icon={<HandshakeOutlined />}
          title={t.noSupplier}
          description={t.emptyDescription}
        />
      ) : (
        <ListTable columns={COLUMNS} aria-label={t.tableLabel} aria-busy={suppliers === null}>
          {suppliers === null ? (
            <SkeletonRows columns={COLUMNS.length} />
          ) : (
            suppliers.map((supplier) => (
              <SupplierTableRow key={`${supplier.kind}:${supplier.id}`} supplier={supplier} />
            ))
          )}
        </ListTable>
      )}
    </>
  );
}

function SupplierTableRow({ supplier }: { supplier: SupplierRow }) {
  const lab = supplier.kind === 'LABORATORY';
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          {lab ? (
            <Tooltip title={t.labIcon}>
              <ScienceOutlined fontSize="small" color="secondary" aria-label={t.labIcon} />
            </Tooltip>
          ) : null}
          <CellLink to={supplierUrls.supplier(supplier)}>{supplier.name}</CellLink>
        </Stack>
      </TableCell>
      <TableCell>
        <SupplierKindBadge kind={supplier.kind} />
      </TableCell>
      <TableCell>{supplier.email ?? EMPTY_VALUE}</TableCell>
      <TableCell>{supplier.phone ?? EMPTY_VALUE}</TableCell>
      <TableCell>{supplier.address ?? EMPTY_VALUE}</TableCell>
      <TableCell>{formatDays(supplier.deliveryDelayDays)}</TableCell>
    </TableRow>
  );
}
