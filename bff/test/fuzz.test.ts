// Issue 9 item 4 through the graph: no mutation, however malformed its arguments, answers INTERNAL,
// and a refused one writes nothing.
//
// The mutations and their arguments are read from schema.graphql, not listed by hand. For each
// mutation VALID arguments are built from their types (ids of the demo chain's rows), then ONE
// argument or input field is broken at a time, by its type: NUL and overlong strings, ids "0",
// "-1", "2147483648", "abc", Ints beyond 32 bits or beyond any field's bound, Floats of 1e308 or
// Infinity (1e999 in the JSON text), DateTimes of year 0000 or 9999, unknown enum values, lists
// of 100,000 items, null where a value is required. Sent as variables by the demo chain's ADMIN
// (no token for login, signup and acceptInvitation); every answer must be:
//   - an error, never INTERNAL / INTERNAL_SERVER_ERROR, and no HTTP 5xx;
//   - BAD_USER_INPUT with a French message (NOT_FOUND for an id that names nothing, as the api
//     answers for a path), or a GraphQL validation error: a variable that does not fit its type
//     is refused by graphql-js before any resolver runs, in its own (English) words;
//   - and nothing written in the api's database.
// The unbroken arguments, sent last, must succeed: the refusals were the broken value's doing.
//
// `FUZZ_REPORT=/path/report.md npx vitest run test/fuzz.test.ts` also writes every finding there.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { notFrench, seededRandom, WriteProbe } from '../../api/src/testing/fuzz.ts';
import type { GraphError } from './fake-api.ts';
import { ADMIN, DEMO_PASSWORD, MANAGER, startStack, type Stack } from './helpers.ts';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const random = seededRandom(SEED);
/**
 * The fuzz's days, and the day of its plans, clockings and absences: far from the seed's weeks
 * (planned, clocked and absent around "now") and from the fixtures' January 2030, so no seeded
 * row fills its cells or overlaps its shifts, whatever the hour of the run. A Monday: a week's
 * first day for the planning's weeks.
 */
const FUZZ_DAY = '2030-03-04';
/**
 * The day of the hygiene logs, receptions and stock movements, which may not be in the future:
 * long before the seed's 30 days of logs.
 */
const PAST_DAY = '2025-03-03';
/** Mutations whose instants are a plan or a clocking: their day is FUZZ_DAY. */
const PLANNING_MUTATION = /Shift|PlanningWeek|Absence|^validateDay$/;
/** An error answer larger than this is unbounded. */
const MAX_ERROR_BYTES = 16 * 1024;
/** What a refusal may be coded: the input's fault, or (for an id naming nothing) not found. */
const REFUSAL_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  // A body over the bff's 1 MB (src/json-body.ts), e.g. 100,000 article packagings: HTTP 413,
  // before the graph reads it.
  'BAD_REQUEST',
  // bff/src/limits.ts: an operation over its budget, refused in French before any REST call.
  'QUERY_TOO_COMPLEX',
  'REST_BUDGET_EXCEEDED',
  'RESPONSE_TOO_LARGE',
]);
/** A variable graphql-js could not coerce to its type: a validation error, in its words. */
const COERCION = /^Variable "\$\w+" (got invalid value|of required type|of non-null type)/;
/** Mutations that need no token (an attacker's first door). */
const ANONYMOUS = new Set(['login', 'signup', 'acceptInvitation']);
/** Mutations of the kiosk: sent with a device token, which no other mutation takes. */
const KIOSK = new Set(['kioskIdentify', 'kioskClock']);

let stack: Stack;
let probe: WriteProbe;
let adminToken: string;
/** A device token of the demo restaurant, and the PIN of an employee who never clocked there. */
let kiosk: { token: string; pin: string };

async function queryRows<T>(query: SQL): Promise<T[]> {
  return ((await stack.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function firstId(query: SQL): Promise<string> {
  const [row] = await queryRows<{ id: number }>(query);
  if (!row) throw new Error(`fixture introuvable : ${JSON.stringify(query)}`);
  return String(row.id);
}

// ---- The demo chain's rows, by the name of the id that names them ----

let ids: Map<string, string>;
let equipmentByFamily: Map<string, string>;
let invitationToken: string;
let adminRow: { id: number; password_hash: string; email: string };

async function loadFixtures() {
  const [enseigne] = await queryRows<{ id: number }>(
    sql`select id from enseignes where name = 'Enseigne Démo'`,
  );
  const e = enseigne!.id;
  const restaurant = await firstId(
    sql`select id from restaurants where enseigne_id = ${e} and name = 'Le Bistrot du Port'`,
  );
  equipmentByFamily = new Map(
    (
      await queryRows<{ id: number; family: string }>(sql`
        select distinct on (t.family) e.id, t.family
        from equipments e join equipment_types t on t.id = e.equipment_type_id
        where e.restaurant_id = ${restaurant} order by t.family, e.id`)
    ).map((row) => [row.family, String(row.id)]),
  );
  const invite = await stack.gql<{ inviteManager: { id: string } }>(
    'mutation ($input: InviteManagerInput!) { inviteManager(input: $input) { id } }',
    { input: { email: 'invitation.fuzz.graphe@exemple.fr', restaurantIds: [restaurant] } },
    adminToken,
  );
  if (!invite.data) throw new Error(`invitation : ${JSON.stringify(invite.errors)}`);
  const [invitation] = await queryRows<{ token: string }>(
    sql`select token from invitations where id = ${invite.data.inviteManager.id}`,
  );
  invitationToken = invitation!.token;
  ids = new Map([
    ['enseigne', String(e)],
    ['restaurant', restaurant],
    [
      'laboratory',
      await firstId(sql`select id from restaurants where enseigne_id = ${e} and is_lab`),
    ],
    // What a laboratory serves, or a manager is given: a restaurant that is not a laboratory.
    [
      'served',
      await firstId(sql`select id from restaurants where enseigne_id = ${e} and not is_lab`),
    ],
    ['zone', await firstId(sql`select id from zones where restaurant_id = ${restaurant}`)],
    [
      'surface',
      await firstId(sql`
        select s.id from surfaces s join zones z on z.id = s.zone_id
        where z.restaurant_id = ${restaurant} order by s.id`),
    ],
    [
      'equipmentType',
      await firstId(sql`select id from equipment_types where enseigne_id = ${e} order by id`),
    ],
    ['employee', await firstId(sql`select id from employees where restaurant_id = ${restaurant}`)],
    ['job', await firstId(sql`select id from jobs where restaurant_id = ${restaurant}`)],
    ['tag', await firstId(sql`select id from tags where enseigne_id = ${e} order by id`)],
    // The user an ADMIN manages (restaurants, deactivation).
    ['user', await firstId(sql`select id from users where email = ${MANAGER}`)],
    ['invitation', invite.data.inviteManager.id],
    // A record of the first log (TEMPERATURE, the first value of HygieneLog) to correct or void.
    [
      'hygieneRecord',
      await firstId(
        sql`select id from temperature_readings where restaurant_id = ${restaurant} order by id desc`,
      ),
    ],
    // A photo row of the chain (no file: enough to be named by a record).
    [
      'photo',
      await firstId(sql`
        insert into photos (enseigne_id, storage_key, mime_type, byte_size)
        values (${e}, 'fuzz-graphe', 'image/png', 10) returning id`),
    ],
    // A notification of the caller, the demo chain's ADMIN, to mark read.
    [
      'notification',
      await firstId(sql`
        insert into notifications (enseigne_id, user_id, kind, title, body, link)
        select ${e}, id, 'CRITICAL_READING', 'Fuzz', 'Fuzz', '/hygiene/temperature'
        from users where email = ${ADMIN} returning id`),
    ],
    ...(await catalogueFixtures(e, restaurant)),
    ...(await inventoryFixtures(restaurant)),
  ]);
  for (const [key, id] of await purchasingFixtures(e, restaurant)) ids.set(key, id);
  for (const [key, id] of await planningFixtures(restaurant)) ids.set(key, id);
  ids.set('revokeKioskDevice', await kioskFixtures(restaurant));
  adminRow = (
    await queryRows<typeof adminRow>(
      sql`select id, password_hash, email from users where email = ${ADMIN}`,
    )
  )[0]!;
}

/**
 * The catalogue's rows of the chain, made here rather than read from the demo catalogue: a product
 * counted in grams with its STORAGE packaging and a rule (1 L = 1000 G), an external supplier
 * selling it by the kilo, a storage surface; a product's preference names the supplier or the lab.
 */
async function catalogueFixtures(e: number, restaurant: string): Promise<[string, string][]> {
  const supplier = await firstId(
    sql`insert into suppliers (enseigne_id, name) values (${e}, 'Fuzz fournisseur') returning id`,
  );
  const product = await firstId(sql`
    insert into products (enseigne_id, name, base_unit, category)
    values (${e}, 'Fuzz produit', 'G', 'VEGETABLE') returning id`);
  const packaging = await firstId(sql`
    insert into packagings (product_id, type, source_quantity, source_unit)
    values (${product}, 'STORAGE', 1, 'KG') returning id`);
  const rule = await firstId(sql`
    insert into conversion_rules (product_id, source_quantity, source_unit, target_quantity, target_unit)
    values (${product}, 1, 'L', 1000, 'G') returning id`);
  const article = await firstId(sql`
    insert into articles (enseigne_id, name, price, product_id, supplier_id)
    values (${e}, 'Fuzz article', 4.5, ${product}, ${supplier}) returning id`);
  await queryRows(sql`
    insert into packagings (article_id, type, source_quantity, source_unit)
    values (${article}, 'SUPPLIER', 1, 'KG')`);
  const storageSpace = await firstId(sql`
    select s.id from surfaces s join zones z on z.id = s.zone_id
    where z.restaurant_id = ${restaurant} and s.is_storage_area order by s.id`);
  const lab = await firstId(sql`select id from restaurants where enseigne_id = ${e} and is_lab`);
  // A recipe (in KG) with a line of the product: a line's item is the product (PRODUCT, in G).
  const recipe = await firstId(sql`
    insert into recipes (enseigne_id, name, name_print, quantity, base_unit, dlc)
    values (${e}, 'Fuzz recette', 'Fuzz', 1, 'KG', 2) returning id`);
  const recipeIngredient = await firstId(sql`
    insert into recipe_ingredients (recipe_id, item_type, product_id, quantity, item_unit)
    values (${recipe}, 'PRODUCT', ${product}, 100, 'G') returning id`);
  return [
    ['recipe', recipe],
    ['recipeIngredient', recipeIngredient],
    ['item', product],
    ['supplier', supplier],
    ['preferredSupplier', supplier],
    ['product', product],
    ['packaging', packaging],
    ['conversionRule', rule],
    ['article', article],
    ['storageSpace', storageSpace],
    ['lab', lab],
    ['preferredLab', lab],
  ];
}

/**
 * Drafts of the restaurant, one for each inventory mutation (a finalization or a cancellation
 * closes its own), and the employee who counts.
 */
async function inventoryFixtures(restaurant: string): Promise<[string, string][]> {
  const draft = () =>
    firstId(sql`insert into inventories (restaurant_id) values (${restaurant}) returning id`);
  const countedBy = await firstId(
    sql`select id from employees where restaurant_id = ${restaurant} order by id limit 1`,
  );
  return [
    ['saveInventory', await draft()],
    ['completeInventory', await draft()],
    ['finalizeInventory', await draft()],
    ['cancelInventory', await draft()],
    ['countedBy', countedBy],
  ];
}

/**
 * Purchase orders of the restaurant, one for each transition (its valid call moves it on): drafts
 * to edit and send, orders sent to answer, cancel, re-email and receive, one sent to the
 * laboratory to expedite from its stock. Each order has one line of the fuzz article (or the
 * laboratory's), allowed at the restaurant; the lines to expedite and receive are named.
 */
async function purchasingFixtures(e: number, restaurant: string): Promise<[string, string][]> {
  const article = ids.get('article')!;
  const lab = ids.get('lab')!;
  const product = ids.get('product')!;
  const labArticle = await firstId(sql`
    insert into articles (enseigne_id, name, price, product_id, lab_id)
    values (${e}, 'Fuzz article du laboratoire', 3, ${product}, ${lab}) returning id`);
  await queryRows(sql`
    insert into packagings (article_id, type, source_quantity, source_unit)
    values (${labArticle}, 'SUPPLIER', 1, 'KG')`);
  await queryRows(sql`
    insert into article_restaurants (article_id, restaurant_id)
    values (${article}, ${restaurant}), (${labArticle}, ${restaurant})`);
  // The re-emailed order's supplier has an address.
  const emailed = await firstId(sql`
    insert into suppliers (enseigne_id, name, email)
    values (${e}, 'Fuzz fournisseur joignable', 'fuzz.fournisseur@exemple.fr') returning id`);
  const emailedArticle = await firstId(sql`
    insert into articles (enseigne_id, name, price, product_id, supplier_id)
    values (${e}, 'Fuzz article joignable', 2, ${product}, ${emailed}) returning id`);
  await queryRows(sql`
    insert into article_restaurants (article_id, restaurant_id)
    values (${emailedArticle}, ${restaurant})`);
  // Both suppliers deliver the restaurant: an order to one that does not is refused.
  await queryRows(sql`
    insert into supplier_restaurants (supplier_id, restaurant_id)
    values (${ids.get('supplier')!}, ${restaurant}), (${emailed}, ${restaurant})
    on conflict do nothing`);
  // The laboratory expedites from its stock.
  const stocked = await stack.gql(
    `mutation ($input: StockMovementInput!) { recordStockMovement(input: $input) { id } }`,
    {
      input: {
        restaurantId: lab,
        productId: product,
        type: 'IN',
        reason: 'PURCHASE',
        quantity: 100,
        unit: 'KG',
      },
    },
    adminToken,
  );
  if (stocked.errors) throw new Error(`stock du laboratoire : ${JSON.stringify(stocked.errors)}`);

  const order = async (options: { send: boolean; supplierKind?: string; supplierId?: string }) => {
    const kind = options.supplierKind ?? 'EXTERNAL';
    const result = await stack.gql<{
      createPurchaseOrder: { id: string; lines: { id: string }[] };
    }>(
      `mutation ($input: PurchaseOrderInput!, $send: Boolean) {
        createPurchaseOrder(input: $input, send: $send) { id lines { id } } }`,
      {
        send: options.send,
        input: {
          restaurantId: restaurant,
          supplierKind: kind,
          supplierId: options.supplierId ?? ids.get('supplier'),
          expectedDate: FUZZ_DAY,
          lines: [
            {
              articleId:
                kind === 'LABORATORY'
                  ? labArticle
                  : options.supplierId === emailed
                    ? emailedArticle
                    : article,
              quantity: 4.5,
            },
          ],
        },
      },
      adminToken,
    );
    if (!result.data) throw new Error(`bon de commande : ${JSON.stringify(result.errors)}`);
    return result.data.createPurchaseOrder;
  };
  const toReceive = await order({ send: true });
  const toExpedite = await order({ send: true, supplierKind: 'LABORATORY', supplierId: lab });
  return [
    // updatePurchaseOrder and deletePurchaseOrder (which only sends malformed ids).
    ['purchaseOrder', (await order({ send: false })).id],
    ['sendPurchaseOrder', (await order({ send: false })).id],
    ['resendPurchaseOrderEmail', (await order({ send: true, supplierId: emailed })).id],
    ['acknowledgePurchaseOrder', (await order({ send: true })).id],
    ['refusePurchaseOrder', (await order({ send: true })).id],
    ['cancelPurchaseOrder', (await order({ send: true })).id],
    ['receivePurchaseOrder', toReceive.id],
    ['receiveLine', toReceive.lines[0]!.id],
    ['expeditePurchaseOrder', toExpedite.id],
    ['expediteLine', toExpedite.lines[0]!.id],
  ];
}

/**
 * The planning's rows, made through the graph on days of their own (January 2030): employees of
 * their own (a cell, an open clocked shift and an absence day are per employee), a planned shift
 * to edit, a clocked shift to correct, one to approve, an approved shift to edit, an absence.
 */
/**
 * The kiosk's device (its token for kioskIdentify and kioskClock) and employee (a known PIN, no
 * clocked shift: the valid clock-in opens his), and another device for revokeKioskDevice.
 */
async function kioskFixtures(restaurant: string): Promise<string> {
  const device = async (label: string) => {
    const result = await stack.gql<{
      createKioskDevice: { token: string; device: { id: string } };
    }>(
      'mutation ($r: ID!, $l: String!) { createKioskDevice(restaurantId: $r, label: $l) { token device { id } } }',
      { r: restaurant, l: label },
      adminToken,
    );
    if (!result.data) throw new Error(`createKioskDevice : ${JSON.stringify(result.errors)}`);
    return result.data.createKioskDevice;
  };
  const pin = '987651';
  await stack.database.db.execute(sql`
    insert into employees (restaurant_id, first_name, last_name, pin)
    values (${restaurant}, 'Kiosque', 'Graphe', ${pin})`);
  kiosk = { token: (await device('Tablette du fuzz')).token, pin };
  return (await device('Tablette à retirer')).device.id;
}

async function planningFixtures(restaurant: string): Promise<[string, string][]> {
  const write = async <T>(name: string, query: string, input: Record<string, unknown>) => {
    const result = await stack.gql<Record<string, T>>(query, { input }, adminToken);
    if (!result.data) throw new Error(`${name} : ${JSON.stringify(result.errors)}`);
    return result.data[name]!;
  };
  const employee = async (firstName: string, pin: string) =>
    (
      await write<{ id: string }>(
        'createEmployee',
        'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
        { restaurantId: restaurant, firstName, lastName: 'Fuzz planning', pin },
      )
    ).id;
  // A job of its own: updateJob's valid call deactivates the demo's (isActive: false).
  const job = (
    await write<{ id: string }>(
      'createJob',
      'mutation ($input: CreateJobInput!) { createJob(input: $input) { id } }',
      { restaurantId: restaurant, title: 'Fuzz planning' },
    )
  ).id;
  const [planned, clocking, corrected, approving, validating] = [
    await employee('Prévu', '918201'),
    await employee('Badgeant', '918202'),
    await employee('Corrigé', '918203'),
    await employee('Validé', '918204'),
    await employee('Journée', '918205'),
  ];
  const at = (day: string, time: string) => `2030-01-${day}T${time}:00.000Z`;
  const shift = await write<{ id: string }>(
    'createScheduledShift',
    'mutation ($input: ScheduledShiftInput!) { createScheduledShift(input: $input) { id } }',
    {
      restaurantId: restaurant,
      employeeId: planned,
      jobId: job,
      datetimeStart: at('07', '09:00'),
      datetimeEnd: at('07', '12:00'),
    },
  );
  const realized = (employeeId: string, day: string) =>
    write<{ id: string }>(
      'createRealizedShift',
      'mutation ($input: RealizedShiftInput!) { createRealizedShift(input: $input) { id } }',
      {
        restaurantId: restaurant,
        employeeId,
        datetimeStart: at(day, '09:00'),
        datetimeEnd: at(day, '12:00'),
      },
    );
  const approved = await write<{ id: string }>(
    'createApprovedShift',
    'mutation ($input: ApprovedShiftInput!) { createApprovedShift(input: $input) { id } }',
    {
      restaurantId: restaurant,
      employeeId: validating,
      datetimeStart: at('10', '09:00'),
      datetimeEnd: at('10', '12:00'),
    },
  );
  const [absence] = await write<{ id: string }[]>(
    'createAbsences',
    'mutation ($input: AbsencesInput!) { createAbsences(input: $input) { id } }',
    { restaurantId: restaurant, employeeId: planned, dates: ['2030-01-11'], type: 'SICK' },
  );
  return [
    ['planningJob', job],
    ['plannedEmployee', planned],
    ['clockingEmployee', clocking],
    ['correctedEmployee', corrected],
    ['validatingEmployee', validating],
    ['scheduledShift', shift.id],
    ['realizedShift', (await realized(corrected, '08')).id],
    ['approveRealizedShift', (await realized(approving, '09')).id],
    ['approvedShift', approved.id],
    ['absence', absence!.id],
  ];
}

/** The row an id names: `restaurantId` → a restaurant; a mutation's own `id` → its subject. */
function idFor(mutation: string, name: string): string {
  let stem = name.replace(/Ids?$/, '');
  if (name === 'id') {
    stem = mutation.replace(/^(update|delete|deactivate|reactivate|set|correct|void)/, '');
    stem = stem.charAt(0).toLowerCase() + stem.slice(1);
  }
  if (stem === 'equipment') {
    const family = /Oil/.test(mutation) ? 'OIL' : 'TEMPERATURE';
    return equipmentByFamily.get(family) ?? equipmentByFamily.values().next().value!;
  }
  if (stem === 'restaurant' && /setServedRestaurants|setUserRestaurants/.test(mutation)) {
    return ids.get('served')!;
  }
  const id = ids.get(stem);
  if (!id) throw new Error(`${mutation} : aucun identifiant de démo connu pour ${name}`);
  return id;
}

// ---- Valid arguments ----

/** Values the types cannot guess: the signed-in ADMIN's credentials, an invitation's token. */
const KNOWN: Record<string, () => unknown> = {
  'login.email': () => ADMIN,
  'login.password': () => DEMO_PASSWORD,
  'changePassword.currentPassword': () => DEMO_PASSWORD,
  'changePassword.newPassword': () => `${DEMO_PASSWORD}-nouveau`,
  'updateProfile.input.email': () => ADMIN,
  'acceptInvitation.token': () => invitationToken,
  // A product's packagings are of its own types (SUPPLIER, the enum's first, is an article's).
  'createPackaging.input.type': () => 'STORAGE',
  // A rule's source is outside the base unit's family (the fixture's product counts in grams).
  'createConversionRule.input.sourceUnit': () => 'PIECE',
  // Every line of its order: the one line of the fixture's.
  'expeditePurchaseOrder.input.lines.lineId': () => ids.get('expediteLine'),
  'receivePurchaseOrder.input.lines.lineId': () => ids.get('receiveLine'),
  // The planning's own employees: a cell holds 2 shifts, an employee one open clocked shift
  // and one absence a day (the demo's plan and clock-ins are today's).
  'createScheduledShift.input.employeeId': () => ids.get('plannedEmployee'),
  'createScheduledShift.input.jobId': () => ids.get('planningJob'),
  'createAbsences.input.employeeId': () => ids.get('plannedEmployee'),
  'createRealizedShift.input.employeeId': () => ids.get('clockingEmployee'),
  'createApprovedShift.input.employeeId': () => ids.get('validatingEmployee'),
  // A clocked shift keeps its employee.
  'updateRealizedShift.input.employeeId': () => ids.get('correctedEmployee'),
  // Another week than the copied one, far from the demo's plan.
  'copyPlanningWeek.input.targetWeek': () => '2030-02-04',
  // A day's valid call only edits the approved shift: an approval in it would make the clocked
  // shift that updateRealizedShift corrects payroll's. Its approvals' fields are still fuzzed, in
  // an item setAt adds (refused: the day is all or nothing, nothing of it is written).
  'validateDay.input.approvals': () => [],
  // Any other PIN is refused ('Code PIN incorrect').
  'kioskIdentify.pin': () => kiosk.pin,
  'kioskClock.pin': () => kiosk.pin,
  // The caller's own notifications (the argument is named `ids`, not after what it names).
  'markNotificationsRead.ids': () => [ids.get('notification')],
};

/**
 * Input fields a valid call needs that the graph's types leave optional (the api requires them
 * on creation, or "one of the two"): they join the non-null ones in the base arguments.
 */
const ALSO_NEEDED: Record<string, string[]> = {
  'createRestaurant.input': ['name', 'address'],
  'createEmployee.input': ['firstName', 'lastName', 'pin', 'restaurantId'],
  'recordCleaning.input': ['surfaceId'],
  // A correction must change something: its notes.
  'correctHygieneRecord.input': ['notes'],
  'createSupplier.input': ['name'],
  // An article is sold by a supplier or a laboratory, one of the two.
  'createArticle.input': ['supplierId'],
  // An update that changes nothing is refused.
  'updateProduct.input': ['name'],
  'updateRecipe.input': ['name'],
  // A new inventory names its restaurant (optional in the type: a draft's save names its id).
  'saveInventory.input': ['restaurantId'],
  'completeInventory.input': ['restaurantId'],
  // An update that changes nothing is refused.
  'updateScheduledShift.input': ['mealCount'],
  'updateApprovedShift.input': ['mealCount'],
  'validateDay.input.updates.input': ['mealCount'],
  // A cancellation says why (the api's 400 'Indiquez le motif de l'annulation' otherwise).
  'cancelPurchaseOrder.': ['reason'],
  // Exactly one of ids and all (the api's 400 'Donnez ids ou all (un des deux)' otherwise).
  'markNotificationsRead.': ['ids'],
};

let unique = 0;

function validValue(
  mutation: string,
  path: string,
  type: GraphQLInputType,
  dates: { n: number },
): unknown {
  const known = KNOWN[`${mutation}.${path}`];
  if (known) return known();
  const inner = isNonNullType(type) ? type.ofType : type;
  const name = path.split('.').at(-1)!;
  if (isListType(inner)) {
    return [validValue(mutation, path, inner.ofType as GraphQLInputType, dates)];
  }
  if (isInputObjectType(inner)) return validObject(mutation, path, inner.getFields(), dates);
  if (isEnumType(inner)) return inner.getValues()[0]!.value as unknown;
  switch (inner.name) {
    case 'ID':
      return idFor(mutation, name);
    case 'Boolean':
      return false;
    case 'Int':
      return 1;
    case 'Float':
      return 4.5;
    case 'DateTime':
      // From 08:00 UTC, one hour apart: in order (a start before its end), in one day of Europe.
      return new Date(
        Date.parse(`${PLANNING_MUTATION.test(mutation) ? FUZZ_DAY : PAST_DAY}T08:00:00Z`) +
          dates.n++ * 3_600_000,
      ).toISOString();
    case 'Date':
      return FUZZ_DAY;
    default:
      if (/email/i.test(name)) return `fuzz.graphe.${++unique}@exemple.fr`;
      if (/password/i.test(name)) return 'MotDePasse-1234';
      if (name === 'pin') return String(100_000 + Math.floor(random() * 900_000));
      return `Fuzz ${++unique}`;
  }
}

function validObject(
  mutation: string,
  path: string,
  fields: Record<string, GraphQLInputField | GraphQLArgument>,
  dates: { n: number },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const needed = ALSO_NEEDED[`${mutation}.${path}`] ?? [];
  for (const field of Object.values(fields)) {
    if (!isNonNullType(field.type) && !needed.includes(field.name)) continue;
    const at = path ? `${path}.${field.name}` : field.name;
    out[field.name] = validValue(mutation, at, field.type, dates);
  }
  return out;
}

// ---- Broken values, by type ----

interface Broken {
  label: string;
  value: unknown;
  /** Written as 1e999 in the JSON text, which JSON.parse reads as Infinity. */
  infinity?: boolean;
}

const INFINITY_MARK = '__fuzz_infinity__';
const withNul = (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`;

function brokenValues(type: GraphQLInputType, valid: unknown): Broken[] {
  const nonNull = isNonNullType(type);
  const inner = nonNull ? type.ofType : type;
  const out: Broken[] = nonNull ? [{ label: 'null', value: null }] : [];
  if (isListType(inner)) {
    const item = inner.ofType as GraphQLInputType;
    const first = Array.isArray(valid) ? valid[0] : undefined;
    out.push({ label: '100 000 éléments', value: new Array(100_000).fill(first ?? 1) });
    for (const broken of brokenValues(item, first).slice(0, 4)) {
      out.push({ ...broken, label: `[${broken.label}]`, value: [broken.value] });
    }
    return out;
  }
  if (isInputObjectType(inner)) {
    // Its fields are broken one by one; here, the object as a whole.
    out.push({ label: 'une clé inconnue', value: { ...(valid as object), inconnue: 1 } });
    return out;
  }
  if (isEnumType(inner)) return [...out, { label: '"INVALIDE"', value: 'INVALIDE' }];
  if (!isScalarType(inner)) return out;
  switch (inner.name) {
    case 'ID':
      return [
        ...out,
        { label: '"0"', value: '0' },
        { label: '"-1"', value: '-1' },
        { label: '"2147483648"', value: '2147483648' },
        { label: '"abc"', value: 'abc' },
        { label: 'NUL', value: '1\u0000' },
      ];
    case 'Int':
      return [
        ...out,
        { label: '2^31', value: 2 ** 31 },
        { label: '2^31 − 1 (hors de toute borne)', value: 2 ** 31 - 1 },
        { label: '1e308', value: 1e308 },
      ];
    case 'Float':
      return [
        ...out,
        { label: '1e308', value: 1e308 },
        { label: '-1e308', value: -1e308 },
        { label: 'Infinity (1e999)', value: INFINITY_MARK, infinity: true },
        { label: '"NaN"', value: 'NaN' },
      ];
    case 'Boolean':
      return [...out, { label: '"oui"', value: 'oui' }];
    case 'DateTime':
      return [
        ...out,
        { label: 'an 0000', value: '0000-01-01T00:00:00.000Z' },
        { label: 'an 9999', value: '9999-12-31T23:59:59.999Z' },
        { label: '30 février', value: '2026-02-30T12:00:00.000Z' },
        { label: '"pas une date"', value: 'pas une date' },
      ];
    case 'Date':
      return [
        ...out,
        { label: 'an 0000', value: '0000-01-01' },
        { label: 'an 9999', value: '9999-12-31' },
        { label: '30 février', value: '2026-02-30' },
      ];
    default:
      return [
        ...out,
        { label: 'texte avec NUL', value: withNul(typeof valid === 'string' ? valid : 'Texte') },
        { label: '20 001 caractères', value: 'x'.repeat(20_001) },
      ];
  }
}

/** Every argument and input field of a mutation, nested ones included (`input.adminUser`). */
function leaves(
  fields: Record<string, GraphQLInputField | GraphQLArgument>,
  prefix = '',
): { path: string; type: GraphQLInputType }[] {
  return Object.values(fields).flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const named = getNamedType(field.type);
    return [
      { path, type: field.type },
      ...(isInputObjectType(named) ? leaves(named.getFields(), path) : []),
    ];
  });
}

function setAt(
  mutation: string,
  base: Record<string, unknown>,
  fields: Record<string, GraphQLInputField | GraphQLArgument>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(base);
  const parts = path.split('.');
  let target = copy;
  let current = fields;
  for (const part of parts.slice(0, -1)) {
    const named = getNamedType(current[part]!.type);
    if (!isInputObjectType(named)) throw new Error(`${path} : ${part} n'est pas un objet`);
    current = named.getFields();
    target[part] ??= validObject(mutation, part, current, { n: 0 });
    // A list of objects (an article's packagings): the field is broken in its first item, made
    // valid first when the valid arguments have none.
    const next = target[part];
    if (Array.isArray(next) && next.length === 0)
      next.push(validObject(mutation, part, current, { n: 0 }));
    target = (Array.isArray(next) ? next[0] : next) as Record<string, unknown>;
  }
  target[parts.at(-1)!] = value;
  return copy;
}

// ---- Sending and judging ----

interface Finding {
  mutation: string;
  where: string;
  value: string;
  problem: string;
  answer: string;
}
const findings: Finding[] = [];
let sentCount = 0;
const snippet = (text: string) => text.replace(/\s+/g, ' ').slice(0, 240);

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isScalarType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

async function post(
  field: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
): Promise<{ status: number; text: string; errors?: GraphError[]; data?: unknown }> {
  const token = ANONYMOUS.has(field.name) ? null : KIOSK.has(field.name) ? kiosk.token : adminToken;
  const body = JSON.stringify({ query: documentOf(field), variables }).replaceAll(
    `"${INFINITY_MARK}"`,
    '1e999',
  );
  const response = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const text = await response.text();
  let parsed: { errors?: GraphError[]; data?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Judged below: an answer that is not JSON has no French message.
  }
  return { status: response.status, text, ...parsed };
}

function judge(
  field: GraphQLField<unknown, unknown>,
  path: string,
  leafType: GraphQLInputType,
  answer: Awaited<ReturnType<typeof post>>,
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  const errors = answer.errors ?? [];
  const result = (answer.data as Record<string, unknown> | null | undefined)?.[field.name];
  if (errors.length === 0 || (result !== null && result !== undefined)) {
    problems.push('accepté (une erreur était attendue)');
  }
  if (Buffer.byteLength(answer.text) > MAX_ERROR_BYTES) {
    problems.push(`réponse de ${Buffer.byteLength(answer.text)} octets`);
  }
  // An id, or the invitation's token, that names nothing is NOT_FOUND (the api's 404 for a path).
  const namesSomething = getNamedType(leafType).name === 'ID' || path === 'token';
  for (const error of errors) {
    const code = String(error.extensions?.code ?? '(aucun code)');
    if (!REFUSAL_CODES.has(code) && !(code === 'NOT_FOUND' && namesSomething)) {
      problems.push(`code ${code} : ${snippet(error.message)}`);
      continue;
    }
    if (code === 'BAD_USER_INPUT' && COERCION.test(error.message)) continue;
    if (code.startsWith('GRAPHQL_')) continue;
    const why = notFrench(error.message);
    if (why) problems.push(`${code} ${why}`);
    const fieldErrors = (error.extensions?.fieldErrors ?? {}) as Record<string, unknown>;
    for (const [name, message] of Object.entries(fieldErrors)) {
      const bad = notFrench(message);
      if (bad) {
        problems.push(`fieldErrors.${name} : ${bad}`);
        break;
      }
    }
  }
  return problems;
}

async function restoreAdminSession() {
  const [now] = await queryRows<typeof adminRow>(
    sql`select id, password_hash, email from users where id = ${adminRow.id}`,
  );
  if (now!.password_hash !== adminRow.password_hash || now!.email !== adminRow.email) {
    await stack.database.db.execute(sql`
      update users set password_hash = ${adminRow.password_hash}, email = ${adminRow.email},
        password_changed_at = null
      where id = ${adminRow.id}`);
  }
  const me = await stack.gql('{ me { id } }', {}, adminToken);
  if (me.errors) adminToken = await stack.login(ADMIN);
  await probe.reset();
}

async function fuzzMutation(field: GraphQLField<unknown, unknown>) {
  // Each mutation starts signed in, whatever an earlier accepted call did to the ADMIN.
  await restoreAdminSession();
  const argFields = Object.fromEntries(field.args.map((arg) => [arg.name, arg]));
  const base = validObject(field.name, '', argFields, { n: 0 });
  for (const { path, type } of leaves(argFields)) {
    const valid = validValue(field.name, path, type, { n: 0 });
    const statuses: string[] = [];
    for (const broken of brokenValues(type, valid)) {
      sentCount++;
      const answer = await post(field, setAt(field.name, base, argFields, path, broken.value));
      statuses.push(`${broken.label}→${answer.errors?.[0]?.extensions?.code ?? answer.status}`);
      for (const problem of judge(field, path, type, answer)) {
        findings.push({
          mutation: field.name,
          where: path,
          value: broken.label,
          problem,
          answer: snippet(answer.text),
        });
      }
    }
    const written = await probe.written();
    if (written.length > 0) {
      findings.push({
        mutation: field.name,
        where: path,
        value: '(lot)',
        problem: `refusé mais écrit : ${written.join(', ')}`,
        answer: snippet(statuses.join(' ; ')),
      });
      await restoreAdminSession();
    }
  }
  // The unbroken arguments succeed (deletions excepted: they would remove the demo's rows).
  if (!field.name.startsWith('delete')) {
    const answer = await post(field, base);
    if (answer.errors?.length) {
      findings.push({
        mutation: field.name,
        where: 'arguments valides de référence',
        value: snippet(JSON.stringify(base)),
        problem:
          'les arguments valides construits depuis le schéma sont refusés : les refus ci-dessus ne prouvent rien',
        answer: snippet(answer.text),
      });
    }
    await restoreAdminSession();
  }
}

// ---- The suite ----

beforeAll(async () => {
  stack = await startStack();
  adminToken = await stack.login(ADMIN);
  await loadFixtures();
  probe = new WriteProbe(stack.database.db);
  await probe.reset();
});

afterAll(async () => {
  const report = process.env.FUZZ_REPORT;
  if (report) {
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
    const lines = [
      `# Fuzz GraphQL (bff/test/fuzz.test.ts) — ${new Date().toISOString()}`,
      '',
      `${mutations.length} mutations de schema.graphql, ${sentCount} appels malformés, graine ${SEED}. ${findings.length} constat(s).`,
      '',
      '| mutation | argument | valeur | problème | réponse |',
      '|---|---|---|---|---|',
      ...findings.map(
        (f) =>
          `| ${f.mutation} | ${cell(f.where)} | ${cell(f.value)} | ${cell(f.problem)} | ${cell(f.answer)} |`,
      ),
    ];
    writeFileSync(report, `${lines.join('\n')}\n`);
  }
  await stack?.close();
});

describe('every mutation of schema.graphql refuses malformed arguments: no INTERNAL, a French BAD_USER_INPUT, nothing written', () => {
  // The deletions last: they only send malformed ids, but keep them after every writer.
  const ordered = [...mutations].sort(
    (a, b) => Number(a.name.startsWith('delete')) - Number(b.name.startsWith('delete')),
  );
  for (const field of ordered) {
    it(field.name, { timeout: 120_000 }, async () => {
      const start = findings.length;
      await fuzzMutation(field);
      const mine = findings.slice(start);
      if (mine.length > 0) {
        throw new Error(
          `${mine.length} constat(s) :\n${mine
            .map((f) => `${f.mutation}(${f.where} = ${f.value}) : ${f.problem}\n    ${f.answer}`)
            .join('\n')}`,
        );
      }
    });
  }
});
