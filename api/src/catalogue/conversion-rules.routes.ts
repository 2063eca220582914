// A product's conversion rules (docs/areas/catalogue.md): at most two, each from a unit outside
// the base unit's family to one in it. Every write reads the rules with the product row locked, so
// two concurrent writes cannot both pass the limit, and none removes a conversion a packaging uses.
import {
  CATALOGUE_MESSAGES as C,
  canDeleteConversion,
  conversionRuleErrors,
  needsConversion,
  tidy,
  type ConversionRuleLike,
  type ProductUnits,
} from '@bo/domain';
import {
  ConversionResponse,
  ConversionRuleBody,
  ConversionRuleResponse,
  ConversionRulesResponse,
  ConvertParams,
  ConvertValue,
  PRODUCT_MESSAGES as M,
  UpdateConversionRuleBody,
} from './products.contract.ts';
import {
  deleteConversionRule,
  findChainRule as findRule,
  insertConversionRule,
  listConversionRules,
  lockedUnits,
  packagingUnitsOf,
  ruleDto,
  updateConversionRule,
} from './conversion-rules.queries.ts';
import { requireChainProduct } from './checks.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

const PRODUCT_NOT_FOUND = C.productNotFound;

/** A rule of one of the chain's products, with its product, else 404. */
async function findChainRule(db: Db, user: AuthUser, id: number) {
  const row = await findRule(db, user, id);
  if (!row) throw notFound(C.conversionNotFound);
  return row;
}

/** The domain's refusals of a rule as the api answers them: 409 for the limit, else 400. */
function assertRule(
  input: ConversionRuleLike,
  units: ProductUnits,
  editing?: ConversionRuleLike,
): void {
  const { form, ...fields } = conversionRuleErrors(input, units, editing);
  const entries = Object.entries(fields);
  if (entries.length > 0) {
    throw new HttpError(400, `Données invalides : ${entries[0]![1]}`, Object.fromEntries(entries));
  }
  if (form) throw new HttpError(409, form);
}

/**
 * A changed rule must still cover every packaging that counted on it (its family, active): else
 * those packagings would lose their conversion, the reason a rule in use is never deleted.
 */
async function assertStillCovering(tx: Tx, productId: number, units: ProductUnits): Promise<void> {
  const used = await packagingUnitsOf(tx, productId);
  if (used.some((unit) => needsConversion(unit, units))) {
    throw new HttpError(409, M.conversionChangeInUse);
  }
}

export const conversionRulesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/products/{id}/conversion-rules',
    tags: ['products'],
    summary: "Les conversions d'un produit (2 au plus), avec leur facteur",
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 200, description: 'Conversions', schema: ConversionRulesResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const product = await requireChainProduct(db, user, params.id);
      return { conversionRules: await listConversionRules(db, product.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/products/{id}/conversion-rules',
    tags: ['products'],
    summary:
      "Ajoute une conversion (ADMIN) : sourceQuantity sourceUnit = targetQuantity targetUnit ; la source hors de la famille de l'unité de base et des familles déjà converties, la cible compatible avec l'unité de base ; 409 au-delà de 2",
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    load: ({ db, user, params }) => requireChainProduct(db, user, params.id),
    body: ConversionRuleBody,
    response: { status: 201, description: 'Conversion créée', schema: ConversionRuleResponse },
    errors: [400, 404, 409],
    handler: async ({ db, loaded: product, body }) => {
      const row = await db.transaction(async (tx) => {
        const units = await lockedUnits(tx, product);
        assertRule(body, units);
        return insertConversionRule(tx, product.id, body);
      });
      return { conversionRule: await ruleDto(db, row) };
    },
  }),

  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/conversion-rules/{id}',
      tags: ['products'],
      summary:
        'Modifie une conversion (ADMIN), aux mêmes règles qu’à sa création ; 409 si des conditionnements perdraient leur conversion. PUT et PATCH sont la même route',
      access: { area: 'PRODUCTS', action: 'edit' },
      params: IdParam,
      notFound: C.conversionNotFound,
      load: ({ db, user, params }) => findChainRule(db, user, params.id),
      body: UpdateConversionRuleBody,
      response: { status: 200, description: 'Conversion modifiée', schema: ConversionRuleResponse },
      errors: [400, 404, 409],
      handler: async ({ db, loaded: { rule, product }, body }) => {
        const row = await db.transaction(async (tx) => {
          const units = await lockedUnits(tx, product);
          const editing = units.rules.find((r) => r.id === rule.id) ?? rule;
          const changed = { ...editing, ...body };
          assertRule(changed, units, editing);
          await assertStillCovering(tx, product.id, {
            baseUnit: units.baseUnit,
            conversionRules: units.rules.map((r) => (r.id === rule.id ? changed : r)),
          });
          return updateConversionRule(tx, rule.id, body);
        });
        return { conversionRule: await ruleDto(db, row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/conversion-rules/{id}',
    tags: ['products'],
    summary:
      'Supprime une conversion (ADMIN) ; 409 tant que des conditionnements (du produit ou de ses articles) utilisent des unités de sa famille',
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: C.conversionNotFound,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      const { rule, product } = await findChainRule(db, user, params.id);
      await db.transaction(async (tx) => {
        await lockedUnits(tx, product);
        if (!canDeleteConversion(rule, await packagingUnitsOf(tx, product.id))) {
          throw new HttpError(409, C.conversionInUse);
        }
        await deleteConversionRule(tx, rule.id);
      });
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/conversion-rules/{id}/convert/{value}',
    tags: ['products'],
    summary:
      "Convertit `value` de l'unité source de la conversion en son unité cible (point ou virgule décimale)",
    access: 'authenticated',
    params: ConvertParams,
    notFound: C.conversionNotFound,
    response: { status: 200, description: 'Valeur convertie', schema: ConversionResponse },
    errors: [400, 404],
    handler: async ({ db, user, params }) => {
      const { rule } = await findChainRule(db, user, params.id);
      const parsed = ConvertValue.safeParse(params.value);
      if (!parsed.success) throw invalidField('value', M.valueInvalid);
      return {
        value: parsed.data,
        sourceUnit: rule.sourceUnit,
        result: tidy((parsed.data * rule.targetQuantity) / rule.sourceQuantity),
        targetUnit: rule.targetUnit,
      };
    },
  }),
];
