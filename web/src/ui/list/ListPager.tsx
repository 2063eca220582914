import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { pageWindow } from '@bo/domain';
import { LIST_MESSAGES as M } from './messages.ts';
import type { ListController } from './useListState.ts';

interface ListPagerProps {
  list: ListController;
  total: number;
  /** The navigation's accessible name, e.g. 'Pages de la traçabilité'. */
  label: string;
}

/**
 * Below a list: which rows are shown of how many, at most 5 page buttons around the current page
 * (pageWindow, docs/areas/hygiene.md#traceability) and, when the list offers several, the page
 * size. Nothing when every row fits on the smallest page.
 */
export function ListPager({ list, total, label }: ListPagerProps) {
  const { page, pageSize } = list.state;
  const sizes = list.config.pageSizes ?? [list.config.pageSize];
  const pageCount = Math.ceil(total / pageSize);
  if (total <= Math.min(...sizes)) return null;
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 0.5,
      }}
    >
      {sizes.length > 1 ? (
        <TextField
          select
          size="small"
          label={M.pageSize}
          value={pageSize}
          onChange={(event) => list.setPageSize(Number(event.target.value))}
          sx={{ mr: 2, minWidth: 120 }}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Typography variant="body2" sx={{ mr: 2, color: 'text.secondary' }}>
        {M.range(first, last, total)}
      </Typography>
      <IconButton
        aria-label={M.previous}
        disabled={page <= 1}
        onClick={() => list.setPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, pageCount).map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'text'}
          aria-label={M.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => list.setPage(n)}
          sx={{ minWidth: 36 }}
        >
          {n}
        </Button>
      ))}
      <IconButton
        aria-label={M.next}
        disabled={page >= pageCount}
        onClick={() => list.setPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
