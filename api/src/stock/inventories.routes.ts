// Inventories and their lines (docs/areas/stock.md#counting, #finalization): a count of a
// restaurant's stock by packaging. Only a DRAFT changes; finalizing it sets each counted product's
// stock with an ADJUSTMENT / INVENTORY movement, all in one transaction with the inventory row
// locked, so a second or concurrent finalization finds it FINALIZED and changes nothing (409).
import {
  canTransitionInventory,
  inventoryLockedMessage,
  packagingToBase,
  STOCK_MESSAGES,
  type InventoryStatus,
} from '@bo/domain';
import {
  CreateInventoryBody,
  CreateInventoryLineBody,
  InventoriesQuery,
  InventoriesResponse,
  INVENTORY_API_MESSAGES as M,
  InventoryLineResponse,
  InventoryLinesResponse,
  InventoryQuery,
  InventoryResponse,
  ReplaceInventoryLinesBody,
  UpdateInventoryBody,
  UpdateInventoryLineBody,
  type InventoryLineInputValue,
} from './inventories.contract.ts';
import {
  cancelInventory,
  deleteInventoryLine,
  finalizeInventory,
  findVisibleInventory as findInventory,
  findVisibleLine,
  insertInventory,
  insertInventoryLine,
  insertLines,
  isEmployeeOf,
  listInventories,
  listInventoryLines,
  lockInventory,
  replaceInventoryLines,
  toInventories,
  toInventory,
  updateInventory,
  updateInventoryLine,
  type InventoryRow,
  type LineRow,
  type LineValues,
} from './inventories.queries.ts';
import { requireChainProduct } from '../catalogue/checks.ts';
import { findProductPackaging } from '../catalogue/packagings.queries.ts';
import { IdParam } from '../contract/common.ts';
import { STOCK_API_MESSAGES } from './stock.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { MAX_BATCH_IDS, parseIdList } from '../http/validate.ts';
import { findInputRestaurant } from '../tenancy.ts';
import { assertManages } from './checks.ts';
import { unitsOf } from './stock.queries.ts';

// ---- Lookups ----------------------------------------------------------------------------------

/** The inventory if its restaurant is visible to the caller, else 404. */
async function findVisibleInventory(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<InventoryRow> {
  const row = await findInventory(db, user, id);
  if (!row) throw notFound(M.inventoryNotFound);
  return row;
}

/** 409 unless the inventory is a draft, with the words of its state. */
function assertDraft(status: InventoryStatus): void {
  const locked = inventoryLockedMessage(status);
  if (locked) throw new HttpError(409, locked);
}

/** The inventory to change: visible (404), managed by the caller (403), a draft (409). */
async function findEditableInventory(db: Db, user: AuthUser, id: number): Promise<InventoryRow> {
  const row = await findVisibleInventory(db, user, id);
  assertManages(user, true);
  assertDraft(row.status);
  return row;
}

/** countedById must name an employee of the inventory's restaurant (400 under the field). */
async function assertEmployee(
  db: Db,
  restaurantId: number,
  employeeId: number | null | undefined,
): Promise<void> {
  if (employeeId === null || employeeId === undefined) return;
  if (!(await isEmployeeOf(db, restaurantId, employeeId))) {
    throw invalidField('countedById', M.employeeUnknown);
  }
}

// ---- Lines ------------------------------------------------------------------------------------

/**
 * A sent line as stored: its product the chain's, its packaging the product's (name, quantity and
 * unit copied), its quantity in the base unit converted by the domain; the client's
 * quantityInBaseUnit is never read. A unit the product cannot convert is refused: storing 0 would
 * set the stock to nothing on finalization.
 */
async function lineValues(
  db: Db | Tx,
  user: AuthUser,
  line: Omit<InventoryLineInputValue, 'productId'> & { productId: number },
  field: string,
): Promise<LineValues> {
  const product = await requireChainProduct(db, user, line.productId, `${field}productId`);
  let packaging: {
    id: number | null;
    name: string | null;
    quantity: number | null;
    unit: LineRow['packagingUnit'];
  } = {
    id: null,
    name: line.packagingName ?? null,
    quantity: line.packagingQuantity ?? null,
    unit: line.packagingUnit ?? null,
  };
  if (line.packagingId != null) {
    const row = await findProductPackaging(db, product.id, line.packagingId);
    if (!row) throw invalidField(`${field}packagingId`, M.packagingUnknown);
    packaging = { id: row.id, name: row.name, quantity: row.sourceQuantity, unit: row.sourceUnit };
  }
  const { quantityInBaseUnit, converted } = packagingToBase(
    line.inputQuantity,
    { sourceQuantity: packaging.quantity ?? 1, sourceUnit: packaging.unit ?? product.baseUnit },
    await unitsOf(db, product),
  );
  if (!converted) {
    throw invalidField(
      `${field}${line.packagingId != null ? 'packagingId' : 'packagingUnit'}`,
      STOCK_API_MESSAGES.unitNotConvertible,
    );
  }
  return {
    productId: product.id,
    packagingId: packaging.id,
    packagingName: packaging.name,
    packagingQuantity: packaging.quantity,
    packagingUnit: packaging.unit,
    inputQuantity: line.inputQuantity,
    quantityInBaseUnit,
  };
}

/**
 * The lines, each checked; 400 under `lines.{i}.…`. A line of 0 is kept: its product was counted
 * and found empty, and finalizing brings its stock to 0 (docs/areas/stock.md#counted-at-zero).
 */
async function linesValues(
  db: Db,
  user: AuthUser,
  lines: readonly InventoryLineInputValue[],
): Promise<LineValues[]> {
  const values: LineValues[] = [];
  for (const [index, line] of lines.entries()) {
    values.push(await lineValues(db, user, line, `lines.${index}.`));
  }
  return values;
}

// ---- Writes -----------------------------------------------------------------------------------

/** Locks a draft for a change of its lines or fields: 409 if it stopped being one meanwhile. */
async function lockDraft(tx: Tx, id: number): Promise<InventoryRow> {
  const inventory = await lockInventory(tx, id);
  assertDraft(inventory.status);
  return inventory;
}

/**
 * Finalizes the draft `id` inside `tx`: the inventory row locked first, so a concurrent
 * finalization waits here and then finds it FINALIZED (409, nothing written twice).
 */
async function finalize(tx: Tx, user: AuthUser, id: number): Promise<void> {
  await finalizeInventory(tx, user, await lockDraft(tx, id));
}

/** Cancels the draft `id` (row locked: a concurrent finalization and cancellation, one wins). */
async function cancel(tx: Tx, user: AuthUser, id: number): Promise<void> {
  await lockDraft(tx, id);
  await cancelInventory(tx, user, id);
}

async function createInventory(
  db: Db,
  user: AuthUser,
  body: {
    restaurantId: number;
    countedById?: number | null | undefined;
    note: string | null;
    lines?: InventoryLineInputValue[] | undefined;
  },
  finalizeToo: boolean,
): Promise<InventoryRow> {
  const restaurant = await findInputRestaurant(db, user, body.restaurantId);
  assertManages(user, true);
  await assertEmployee(db, restaurant.id, body.countedById);
  const values = await linesValues(db, user, body.lines ?? []);
  const id = await db.transaction(async (tx) => {
    const inventoryId = await insertInventory(tx, {
      restaurantId: restaurant.id,
      countedById: body.countedById ?? null,
      note: body.note,
      createdById: user.id,
    });
    await insertLines(tx, inventoryId, values);
    if (finalizeToo) await finalize(tx, user, inventoryId);
    return inventoryId;
  });
  return findVisibleInventory(db, user, id);
}

// ---- Routes -----------------------------------------------------------------------------------

const INVENTORY_NOT_FOUND = M.inventoryNotFound;

export const inventoriesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/inventories',
    tags: ['inventories'],
    summary:
      "Les inventaires des restaurants visibles, les plus récents d'abord ; restaurantId, ids (lecture groupée : tous sans limit), status, include=restaurant,countedBy,lines, limit/offset",
    access: 'authenticated',
    query: InventoriesQuery,
    response: { status: 200, description: 'Inventaires', schema: InventoriesResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const ids = query.ids === undefined ? undefined : parseIdList(query.ids, 'ids');
      // A batch read (the graph's loader) gets every inventory it names unless it pages itself.
      const limit = query.limit ?? (query.ids === undefined ? 25 : MAX_BATCH_IDS);
      const offset = query.offset ?? 0;
      const { inventories, total } = await listInventories(
        db,
        user,
        photos,
        { ids, restaurantId: query.restaurantId, status: query.status },
        { limit, offset },
        query.include,
      );
      return { inventories, total, limit, offset };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/inventories/{id}',
    tags: ['inventories'],
    summary: 'Un inventaire ; include=restaurant,countedBy,lines,products',
    access: 'authenticated',
    params: IdParam,
    notFound: INVENTORY_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleInventory(db, user, params.id),
    query: InventoryQuery,
    response: { status: 200, description: 'Inventaire', schema: InventoryResponse },
    errors: [400, 404],
    handler: async ({ db, photos, loaded, query }) => ({
      inventory: (await toInventories(db, photos, [loaded], query.include))[0]!,
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/inventories',
    tags: ['inventories'],
    summary:
      "Crée un brouillon (ADMIN, ou MANAGER dans ses restaurants) : countedById, un employé du restaurant ; les lignes au-dessus de 0, converties dans l'unité de base par le serveur",
    access: { area: 'INVENTORY', action: 'create' },
    body: CreateInventoryBody,
    response: { status: 201, description: 'Inventaire créé', schema: InventoryResponse },
    errors: [400],
    handler: async ({ db, user, photos, body }) => ({
      inventory: await toInventory(db, photos, await createInventory(db, user, body, false)),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/inventories/complete',
    tags: ['inventories'],
    summary:
      'Crée et finalise un inventaire en une transaction : le stock de chaque produit compté est fixé à sa quantité (mouvement ADJUSTMENT / INVENTORY)',
    access: { area: 'INVENTORY', action: 'create' },
    body: CreateInventoryBody,
    response: { status: 201, description: 'Inventaire finalisé', schema: InventoryResponse },
    errors: [400],
    handler: async ({ db, user, photos, body }) => ({
      inventory: await toInventory(db, photos, await createInventory(db, user, body, true)),
    }),
  }),

  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/inventories/{id}',
      tags: ['inventories'],
      summary:
        "Modifie un brouillon (note, countedById) ou change son état : FINALIZED fixe le stock en une transaction, CANCELLED n'y touche pas. Un inventaire finalisé ou annulé : 409",
      access: { area: 'INVENTORY', action: 'edit' },
      params: IdParam,
      notFound: INVENTORY_NOT_FOUND,
      load: ({ db, user, params }) => findEditableInventory(db, user, params.id),
      body: UpdateInventoryBody,
      response: { status: 200, description: 'Inventaire modifié', schema: InventoryResponse },
      errors: [400, 404, 409],
      handler: async ({ db, user, photos, loaded, body }) => {
        await assertEmployee(db, loaded.restaurantId, body.countedById);
        const fields = {
          ...(body.note !== undefined && { note: body.note }),
          ...(body.countedById !== undefined && { countedById: body.countedById }),
        };
        if (!body.status && Object.keys(fields).length === 0) {
          throw new HttpError(400, `Données invalides : ${M.nothingToChange}`);
        }
        if (body.status && !canTransitionInventory(loaded.status, body.status)) {
          throw new HttpError(409, STOCK_MESSAGES.inventoryNotDraft);
        }
        await db.transaction(async (tx) => {
          await lockDraft(tx, loaded.id);
          if (Object.keys(fields).length) await updateInventory(tx, loaded.id, fields);
          if (body.status === 'FINALIZED') await finalize(tx, user, loaded.id);
          if (body.status === 'CANCELLED') await cancel(tx, user, loaded.id);
        });
        return {
          inventory: await toInventory(db, photos, await findVisibleInventory(db, user, loaded.id)),
        };
      },
    }),
  ),

  defineRoute({
    method: 'put',
    path: '/api/inventories/{id}/lines',
    tags: ['inventories'],
    summary:
      "Remplace toutes les lignes d'un brouillon (les quantités au-dessus de 0 seulement), et sa note et son employé s'ils sont envoyés, en une transaction",
    access: { area: 'INVENTORY', action: 'edit' },
    params: IdParam,
    notFound: INVENTORY_NOT_FOUND,
    load: ({ db, user, params }) => findEditableInventory(db, user, params.id),
    body: ReplaceInventoryLinesBody,
    response: { status: 200, description: 'Lignes remplacées', schema: InventoryResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, photos, loaded, body }) => {
      await assertEmployee(db, loaded.restaurantId, body.countedById);
      const values = await linesValues(db, user, body.lines);
      await db.transaction(async (tx) => {
        await lockDraft(tx, loaded.id);
        await replaceInventoryLines(tx, loaded.id, values);
        await updateInventory(tx, loaded.id, {
          ...(body.note !== undefined && { note: body.note }),
          ...(body.countedById !== undefined && { countedById: body.countedById }),
        });
      });
      return {
        inventory: await toInventory(db, photos, await findVisibleInventory(db, user, loaded.id)),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/inventory-lines/inventory/{id}',
    tags: ['inventories'],
    summary: "Les lignes d'un inventaire",
    access: 'authenticated',
    params: IdParam,
    notFound: INVENTORY_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleInventory(db, user, params.id),
    response: { status: 200, description: 'Lignes', schema: InventoryLinesResponse },
    errors: [404],
    handler: async ({ db, loaded }) => ({ lines: await listInventoryLines(db, loaded.id) }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/inventory-lines',
    tags: ['inventories'],
    summary:
      'Ajoute une ligne à un brouillon ; quantityInBaseUnit est calculée par le serveur (celle envoyée est ignorée)',
    access: { area: 'INVENTORY', action: 'edit' },
    body: CreateInventoryLineBody,
    response: { status: 201, description: 'Ligne ajoutée', schema: InventoryLineResponse },
    errors: [400, 409],
    handler: async ({ db, user, body }) => {
      let inventory: InventoryRow;
      try {
        inventory = await findVisibleInventory(db, user, body.inventoryId);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) {
          throw invalidField('inventoryId', M.inventoryNotFound);
        }
        throw error;
      }
      assertManages(user, true);
      assertDraft(inventory.status);
      const values = await lineValues(db, user, body, '');
      const line = await db.transaction(async (tx) => {
        await lockDraft(tx, inventory.id);
        return insertInventoryLine(tx, inventory.id, values);
      });
      return { line };
    },
  }),

  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/inventory-lines/{id}',
      tags: ['inventories'],
      summary: "Modifie une ligne d'un brouillon (son produit ne change pas)",
      access: { area: 'INVENTORY', action: 'edit' },
      params: IdParam,
      notFound: M.lineNotFound,
      load: ({ db, user, params }) => findEditableLine(db, user, params.id),
      body: UpdateInventoryLineBody,
      response: { status: 200, description: 'Ligne modifiée', schema: InventoryLineResponse },
      errors: [400, 404, 409],
      handler: async ({ db, user, loaded: line, body }) => {
        const values = await lineValues(db, user, { ...body, productId: line.productId }, '');
        const updated = await db.transaction(async (tx) => {
          await lockDraft(tx, line.inventoryId);
          return updateInventoryLine(tx, line.id, values);
        });
        return { line: updated };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/inventory-lines/{id}',
    tags: ['inventories'],
    summary: "Supprime une ligne d'un brouillon",
    access: { area: 'INVENTORY', action: 'edit' },
    params: IdParam,
    notFound: M.lineNotFound,
    load: ({ db, user, params }) => findEditableLine(db, user, params.id),
    response: { status: 204, description: 'Ligne supprimée' },
    errors: [404, 409],
    handler: async ({ db, loaded: line }) => {
      await db.transaction(async (tx) => {
        await lockDraft(tx, line.inventoryId);
        await deleteInventoryLine(tx, line.id);
      });
    },
  }),
];

/** A line of a visible inventory the caller manages and that is still a draft. */
async function findEditableLine(db: Db, user: AuthUser, id: number): Promise<LineRow> {
  const line = await findVisibleLine(db, user, id);
  if (!line) throw notFound(M.lineNotFound);
  await findEditableInventory(db, user, line.inventoryId);
  return line;
}
