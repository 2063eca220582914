import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { ProductAvatar } from './CatalogueBits.tsx';

/**
 * The header of a catalogue sheet (a product, a recipe): the way back, the photo, the name as the
 * page's title with 'Lecture seule' or the edit button, the facts (`Fact`s, in a `dl`), the blocks
 * below them (`children`) and, beside them on a wide screen, the cost card (`aside`).
 */
export function SheetHeader({
  name,
  photoUrl,
  back,
  readOnly,
  edit,
  facts,
  aside,
  children,
}: {
  name: string;
  photoUrl: string | null | undefined;
  back: ReactNode;
  readOnly: boolean;
  /** The edit button, only for a user who may edit. */
  edit?: { label: string; onClick(): void } | undefined;
  facts: ReactNode;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <title>{`${name} · Brigade`}</title>
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Box
        component="header"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(280px, 360px)' },
          mb: 3,
        }}
      >
        <Stack direction="row" spacing={2.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
          <ProductAvatar name={name} photoUrl={photoUrl} size={96} />
          <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {readOnly ? <ReadOnlyBadge /> : null}
              {edit ? (
                <Button variant="outlined" startIcon={<EditOutlined />} onClick={edit.onClick}>
                  {edit.label}
                </Button>
              ) : null}
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
              }}
            >
              {facts}
            </Box>
            {children}
          </Stack>
        </Stack>
        {aside}
      </Box>
    </>
  );
}

/** A labelled block under a sheet's facts (its tags, its allergens). */
export function SheetBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
