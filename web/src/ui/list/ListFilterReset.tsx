import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ListController } from './useListState.ts';

/**
 * The end of a list's filter bar: the reset button, enabled while a filter is applied, and the
 * count 'x sur y' pushed to the right (null: no count, e.g. before the first answer).
 */
export function ListFilterReset({
  list,
  label,
  count,
}: {
  list: ListController;
  label: string;
  count: string | null;
}) {
  return (
    <>
      <Button color="inherit" disabled={!list.filtered} onClick={list.clearFilters}>
        {label}
      </Button>
      {count === null ? null : (
        <Typography
          variant="body2"
          color="textSecondary"
          role="status"
          sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap' }}
        >
          {count}
        </Typography>
      )}
    </>
  );
}
