import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import BlenderOutlined from '@mui/icons-material/BlenderOutlined';
import { UNIT_DISPLAY } from '@bo/domain';
import { EMPTY_VALUE, formatEuros, formatNumber } from '../../lib/format.ts';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { useCrudActions } from '../../ui/CrudPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListTable, RowActions, type Column } from '../../ui/TableParts.tsx';
import {
  AddRecipeIngredientMutation,
  DeleteRecipeIngredientMutation,
  UpdateRecipeIngredientMutation,
} from './documents.ts';
import { IngredientDialog } from './IngredientDialog.tsx';
import { ingredientValuesOf, itemView, type IngredientRow } from './ingredientItem.ts';
import { ItemName } from './ItemName.tsx';
import { recipeMessages } from './messages.ts';
import { toIngredientInput, type IngredientFormValues } from './schema.ts';

const t = recipeMessages.ingredients;

const COLUMNS: readonly Column[] = [
  { label: t.columns.type },
  { label: t.columns.item },
  { label: t.columns.quantity, align: 'right' },
  { label: t.columns.unit },
  { label: t.columns.cost, align: 'right' },
  { label: t.columns.share, align: 'right' },
];

interface IngredientsTabProps {
  recipeId: string;
  ingredients: readonly IngredientRow[];
  canEdit: boolean;
  reload(): Promise<unknown>;
}

/** A line's share of the recipe's cost, as a percentage ('70 %'). */
const shareText = (share: number | null | undefined) =>
  share === null || share === undefined ? EMPTY_VALUE : `${formatNumber(share * 100, 1)} %`;

/**
 * The ingredients tab (docs/areas/recipes.md): each line's type, item, quantity, unit, cost and share of
 * the recipe's cost; add, edit and delete (with its confirmation) for who may edit recipes.
 */
export function IngredientsTab({ recipeId, ingredients, canEdit, reload }: IngredientsTabProps) {
  const [editing, setEditing] = useState<IngredientRow | 'new' | null>(null);
  const [addIngredient] = useMutation(AddRecipeIngredientMutation);
  const [updateIngredient] = useMutation(UpdateRecipeIngredientMutation);
  const [deleteIngredient] = useMutation(DeleteRecipeIngredientMutation);

  const crud = useCrudActions<IngredientRow>({
    remove: async (line) => {
      await deleteIngredient({ variables: { recipeId, id: line.id } });
      await reload();
      return t.deleted;
    },
    confirm: () => ({ title: t.confirmTitle, message: recipeMessages.confirmDeleteIngredient }),
    confirmLabel: t.confirmLabel,
    shown: { codes: 'any', fallback: t.deleteFailed },
    logLabel: 'recipes',
  });

  const save = async (values: IngredientFormValues) => {
    const input = toIngredientInput(values);
    if (editing && editing !== 'new') {
      await updateIngredient({ variables: { recipeId, id: editing.id, input } });
      crud.toast(t.updated);
    } else {
      await addIngredient({ variables: { recipeId, input } });
      crud.toast(t.created);
    }
    setEditing(null);
    await reload();
  };

  return (
    <>
      {canEdit ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <CreateButton label={t.newIngredient} onClick={() => setEditing('new')} />
        </Box>
      ) : null}
      {ingredients.length === 0 ? (
        <EmptyState icon={<BlenderOutlined />} title={t.empty} description={t.emptyHint} />
      ) : (
        <ListTable
          columns={
            canEdit
              ? [...COLUMNS, { label: t.columns.actions, align: 'right', hidden: true }]
              : COLUMNS
          }
          aria-label={t.label}
        >
          {ingredients.map((line) => (
            <TableRow key={line.id} hover>
              <TableCell>{t.types[line.itemType]}</TableCell>
              <TableCell>
                <ItemName line={line} />
              </TableCell>
              <TableCell align="right">{formatNumber(line.quantity, 4)}</TableCell>
              <TableCell>{UNIT_DISPLAY[line.unit]}</TableCell>
              <TableCell align="right">{formatEuros(line.cost)}</TableCell>
              <TableCell align="right">{shareText(line.costShare)}</TableCell>
              {canEdit ? (
                <RowActions
                  name={itemView(line).name}
                  canEdit
                  canDelete
                  onEdit={() => setEditing(line)}
                  onDelete={() => crud.askDelete(line)}
                />
              ) : null}
            </TableRow>
          ))}
        </ListTable>
      )}
      <IngredientDialog
        open={editing !== null}
        recipeId={recipeId}
        ingredient={editing && editing !== 'new' ? ingredientValuesOf(editing) : undefined}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      {crud.overlays}
    </>
  );
}
