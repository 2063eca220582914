import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  convertUnit,
  costGapText,
  UNIT_DISPLAY,
  type BaseUnit,
  type CostGap as DomainCostGap,
} from '@bo/domain';
import type { ProductCost_ProductFragment, SupplierKind } from '../../gql/graphql';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { useToast } from '../../ui/useToast.tsx';
import { catalogueMessages } from '../catalogue/messages.ts';
import { UpdateProductMutation } from './documents.ts';
import { productMessages as t } from './messages.ts';

const { cost: m } = t;

/** Who sells the product's articles: the preferred supplier is chosen among them. */
export interface Seller {
  id: string;
  kind: SupplierKind;
  name: string;
}

type GraphCostGap = ProductCost_ProductFragment['cost']['missing'][number];

const sellerKey = (seller: { id: string; kind: SupplierKind }) => `${seller.kind}:${seller.id}`;

/**
 * Euros per base unit: a gram of flour costs a fraction of a cent, so small amounts keep three
 * significant digits rather than two decimals ('0,00125 €').
 */
export function costText(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const options: Intl.NumberFormatOptions =
    Math.abs(value) < 1
      ? { style: 'currency', currency: 'EUR', maximumSignificantDigits: 3 }
      : { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return new Intl.NumberFormat('fr-FR', options).format(value);
}

/** A kitchen reads a price by the kilogram or the litre: the same cost per KG or L. */
function perLargeUnit(value: number, baseUnit: BaseUnit): string | null {
  const large = baseUnit === 'G' ? 'KG' : baseUnit === 'ML' ? 'L' : null;
  if (!large) return null;
  const perOne = convertUnit(1, large, baseUnit);
  return perOne === null ? null : `${costText(value * perOne)} / ${UNIT_DISPLAY[large]}`;
}

/** The graph's gap in the domain's terms, whose costGapText words it. */
function domainGap(gap: GraphCostGap): DomainCostGap {
  const articleId = gap.article?.id ?? '';
  switch (gap.reason) {
    case 'NO_CONVERSION':
      return gap.unit
        ? { reason: 'NO_CONVERSION', articleId, unit: gap.unit }
        : { reason: 'NO_PACKAGING', articleId };
    case 'NO_PRICE':
    case 'NO_PACKAGING':
      return { reason: gap.reason, articleId };
    case 'NO_ARTICLE':
    case 'NO_PREFERRED_ARTICLE':
      return { reason: gap.reason };
  }
}

interface ProductCostProps {
  product: ProductCost_ProductFragment;
  baseUnit: BaseUnit;
  /** The sellers of the product's articles, each once. */
  sellers: readonly Seller[];
  /** An ADMIN chooses the preferred supplier; the others read it. */
  canEdit: boolean;
}

/**
 * The product's cost per base unit (docs/areas/catalogue.md#cost-per-base-unit): the preferred
 * supplier's when chosen and costed, else the cheapest article's; both lines; what keeps articles
 * out of the reckoning; and, for an ADMIN, the choice of the preferred supplier.
 */
export function ProductCost({ product, baseUnit, sellers, canEdit }: ProductCostProps) {
  const { cost, preferredSupplier } = product;
  const { show, toast } = useToast();
  const [updateProduct, { loading: saving }] = useMutation(UpdateProductMutation);

  const choose = async (key: string) => {
    const seller = sellers.find((s) => sellerKey(s) === key) ?? null;
    try {
      await updateProduct({
        variables: {
          id: product.id,
          input: {
            preferredSupplierId: seller?.kind === 'EXTERNAL' ? seller.id : null,
            preferredLabId: seller?.kind === 'LABORATORY' ? seller.id : null,
          },
        },
      });
      show(m.preferredSaved);
    } catch (failure) {
      // A failed product save is only logged (docs/areas/catalogue.md#messages); the select shows the saved choice.
      console.error('[products] preferred supplier save failed', failure);
    }
  };

  const value = cost.costPerBaseUnit;
  const unit = UNIT_DISPLAY[baseUnit];
  const large = value === null || value === undefined ? null : perLargeUnit(value, baseUnit);
  const line = (label: string, entry: typeof cost.cheapest) =>
    entry ? (
      <Typography variant="body2" color="textSecondary">
        {label} : <b>{costText(entry.costPerBaseUnit)}</b> —{' '}
        {m.from(entry.article.name, entry.article.supplier.name)}
      </Typography>
    ) : null;
  // A seller no longer among the articles' (its article deleted) is still shown as chosen.
  const options =
    preferredSupplier && !sellers.some((s) => sellerKey(s) === sellerKey(preferredSupplier))
      ? [...sellers, preferredSupplier]
      : sellers;

  return (
    <Box
      component="section"
      aria-label={m.title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minWidth: 0 }}
    >
      <Typography variant="overline" color="textSecondary" component="h2">
        {m.title}
      </Typography>
      {value === null || value === undefined ? (
        <Typography variant="h3" component="p">
          {m.none}
        </Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="p">
            {costText(value)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {m.perUnit(unit)}
            {large ? ` · ${large}` : ''}
          </Typography>
        </Stack>
      )}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {line(m.cheapest, cost.cheapest)}
        {line(m.preferred, cost.preferred)}
      </Stack>
      {cost.missing.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="textSecondary">
            {m.missing}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {cost.missing.map((gap, i) => {
              const text = costGapText(domainGap(gap));
              return (
                <Typography component="li" variant="body2" color="warning.dark" key={i}>
                  {gap.article ? m.articleGap(text, gap.article.name) : text}
                </Typography>
              );
            })}
          </Box>
        </Box>
      ) : null}
      <TextField
        select
        size="small"
        label={m.preferredLabel}
        value={preferredSupplier ? sellerKey(preferredSupplier) : ''}
        disabled={!canEdit || saving}
        onChange={(event) => void choose(event.target.value)}
        // '' is a choice ('Aucun : le moins cher'), shown as such rather than as an empty field.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ mt: 2, minWidth: 220, maxWidth: '100%' }}
      >
        <MenuItem value="">
          <em>{m.noPreference}</em>
        </MenuItem>
        {options.map((seller) => (
          <MenuItem key={sellerKey(seller)} value={sellerKey(seller)}>
            {seller.kind === 'LABORATORY'
              ? `${seller.name} (${catalogueMessages.labBadge})`
              : seller.name}
          </MenuItem>
        ))}
      </TextField>
      {toast}
    </Box>
  );
}
