import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { EMPTY_VALUE, truncateList } from '../../lib/format.ts';

interface TagChipsProps {
  tags: readonly { id: string; name: string }[];
  /** How many show before the '+n' remainder (docs/areas/catalogue.md#screens: 2 on the product page's articles). */
  max?: number;
}

/** Tags as small chips: the first `max`, then '+n' whose tooltip names the others. */
export function TagChips({ tags, max = 3 }: TagChipsProps) {
  if (tags.length === 0) return <>{EMPTY_VALUE}</>;
  const { shown, more } = truncateList(tags, max);
  const hidden = tags.slice(shown.length).map((tag) => tag.name);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      {shown.map((tag) => (
        <Chip key={tag.id} size="small" label={tag.name} variant="outlined" />
      ))}
      {more ? (
        <Tooltip title={hidden.join(', ')}>
          <Chip size="small" label={more} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}
