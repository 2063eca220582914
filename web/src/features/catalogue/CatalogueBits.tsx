import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { SupplierKind } from '../../gql/graphql';
import { priceChangeText } from './format.ts';
import { catalogueMessages as t } from './messages.ts';

/**
 * Small presentational pieces both catalogue areas (suppliers and articles, products) show: a
 * product's photo, the laboratory badges, a seller's name with its kind, a price change.
 */

/** A product's photo, or its initial on a coloured square when it has none. */
export function ProductAvatar({
  name,
  photoUrl,
  size = 32,
}: {
  name: string;
  photoUrl?: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={photoUrl ?? undefined}
      alt=""
      // Decoration: the product's name is always written beside it.
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        bgcolor: 'rgba(46, 125, 50, 0.12)',
        color: 'success.dark',
      }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** A product's photo and name on one line. */
export function ProductName({
  name,
  photoUrl,
}: {
  name: string;
  photoUrl?: string | null | undefined;
}) {
  return (
    <Stack
      direction="row"
      component="span"
      spacing={1}
      // Inline, so a phone's card keeps it on the line of its label.
      sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, verticalAlign: 'middle' }}
    >
      <ProductAvatar name={name} photoUrl={photoUrl} size={28} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
    </Stack>
  );
}

/** The 'Labo' badge next to a laboratory's name in the article lists. */
export function LabBadge() {
  return (
    <Chip
      size="small"
      label={t.labBadge}
      color="secondary"
      variant="outlined"
      sx={{ height: 20, fontSize: 11, fontWeight: 600 }}
    />
  );
}

/** The badge Laboratoire or Externe of a supplier (docs/areas/catalogue.md#screens). */
export function SupplierKindBadge({ kind }: { kind: SupplierKind }) {
  const lab = kind === 'LABORATORY';
  return (
    <Chip
      size="small"
      icon={lab ? <ScienceOutlined /> : <StorefrontOutlined />}
      label={lab ? t.laboratory : t.external}
      color={lab ? 'secondary' : 'default'}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}

/** A seller's name, with the 'Labo' badge for a laboratory. */
export function SellerName({ name, kind }: { name: string; kind: SupplierKind }) {
  return (
    <Stack
      direction="row"
      component="span"
      spacing={0.75}
      sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, verticalAlign: 'middle' }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
      {kind === 'LABORATORY' ? <LabBadge /> : null}
    </Stack>
  );
}

/**
 * A price change since the previous price, in euros and percent, coloured as a buyer reads it: a
 * rise in red, a fall in green. Nothing but a dash for the first price.
 */
export function PriceChange({
  change,
  changePercent,
}: {
  change: number | null | undefined;
  changePercent: number | null | undefined;
}) {
  const text = priceChangeText(change, changePercent);
  if (change === null || change === undefined) {
    return (
      <Typography variant="body2" component="span" color="textSecondary">
        {text}
      </Typography>
    );
  }
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : TrendingFlat;
  const color = change > 0 ? 'error.main' : change < 0 ? 'success.main' : 'text.secondary';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      component="span"
      sx={{ alignItems: 'center', color, whiteSpace: 'nowrap' }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Stack>
  );
}
