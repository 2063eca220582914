import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { TagTable_TagFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from '../../ui/TableParts.tsx';
import { tagMessages as t } from './messages.ts';

export type TagRow = TagTable_TagFragment;

interface TagTableProps {
  /** null while loading: skeleton rows (5, docs/areas/platform.md#lists-and-tables). */
  tags: TagRow[] | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(tag: TagRow): void;
  onDelete(tag: TagRow): void;
}

const COLUMNS: readonly Column[] = [
  { label: t.columns.name },
  { label: t.columns.createdAt },
  { label: t.columns.actions, align: 'right' },
];

/** The chain's tags: name, creation date, actions (docs/areas/restaurants.md#tags). */
export function TagTable({ tags, canEdit, canDelete, onEdit, onDelete }: TagTableProps) {
  return (
    <ListTable columns={COLUMNS} aria-label={t.tableLabel} aria-busy={tags === null}>
      {tags === null ? (
        <SkeletonRows columns={COLUMNS.length} />
      ) : (
        tags.map((tag) => (
          <TableRow key={tag.id} hover>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                icon={<LocalOfferOutlined />}
                label={tag.name}
                sx={{ fontWeight: 600 }}
              />
            </TableCell>
            <TableCell>{formatDate(tag.createdAt)}</TableCell>
            <RowActions
              name={tag.name}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={() => onEdit(tag)}
              onDelete={() => onDelete(tag)}
            />
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
