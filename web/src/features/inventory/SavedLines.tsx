import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { frenchNumberText, packagingFallbackName, quantityText } from '@bo/domain';
import type { InventoryCounting_LineFragment } from '../../gql/graphql';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { ListTable, type Column } from '../../ui/TableParts.tsx';
import { inventoryMessages as t } from './messages.ts';

const COLUMNS: readonly Column[] = [
  { label: t.savedLinesColumns.product },
  { label: t.savedLinesColumns.counted, align: 'right' },
  { label: t.savedLinesColumns.packaging },
  { label: t.savedLinesColumns.total, align: 'right' },
];

function packagingText(line: InventoryCounting_LineFragment): string {
  if (
    !line.packagingUnit ||
    line.packagingQuantity === null ||
    line.packagingQuantity === undefined
  )
    return EMPTY_VALUE;
  const name =
    line.packagingName ?? (line.packaging ? packagingFallbackName(line.packaging.id) : '');
  const quantity = quantityText(line.packagingQuantity, line.packagingUnit);
  return name ? `${name} (${quantity})` : quantity;
}

/** 'Lignes d'inventaire sauvegardées' (docs/areas/stock.md): what a finalized inventory counted. */
export function SavedLines({ lines }: { lines: readonly InventoryCounting_LineFragment[] }) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t.savedLines}
      </Typography>
      <ListTable columns={COLUMNS} aria-label={t.savedLines}>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell sx={{ fontWeight: 600 }}>{line.product.name}</TableCell>
            <TableCell align="right">{frenchNumberText(line.inputQuantity)}</TableCell>
            <TableCell>{packagingText(line)}</TableCell>
            <TableCell align="right">
              {quantityText(line.quantityInBaseUnit, line.product.baseUnit)}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </>
  );
}
