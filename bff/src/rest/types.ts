// The REST types the graph is built on, generated from api/openapi.json (npm run codegen).
import type { components, paths } from '../generated/rest.ts';

type Schemas = components['schemas'];
export type RestUser = Schemas['User'];
export type RestEnseigne = Schemas['Enseigne'];
export type RestRestaurant = Schemas['Restaurant'];
export type RestEmployee = Schemas['Employee'];
export type RestDashboard = Schemas['Dashboard'];
export type RestInvitation = Schemas['Invitation'];
export type RestInvitationPreview = Schemas['InvitationPreview'];
/** A laboratory as GET /api/labs answers it: a restaurant and the ids of those it delivers. */
export type RestLab = Schemas['Lab'];
/** A user's preferences, completed with the defaults by the api. */
export type RestPreferences = Schemas['Preferences'];
/** A zone with the summaries of its surfaces and equipment (their counts too). */
export type RestZone = Schemas['Zone'];
export type RestSurface = Schemas['Surface'];
export type RestJob = Schemas['Job'];
export type RestTag = Schemas['Tag'];
export type RestEquipment = Schemas['Equipment'];
export type RestEquipmentType = Schemas['EquipmentType'];
/**
 * The graph's EquipmentType: the full REST type, or the summary embedded in an equipment (id,
 * name, family, range), completed through the loader only when a field it lacks is asked.
 */
export type EquipmentTypeParent = RestEquipmentType | RestEquipment['equipmentType'];
/** Cooling and reheating records (one shape), with their status and day as the api computed them. */
export type RestCoolingRecord = Schemas['CoolingRecord'];
export type RestHeatingRecord = Schemas['HeatingRecord'];
/** A fryer-oil check. */
export type RestOilRecord = Schemas['OilRecord'];
export type RestError = Schemas['Error'];
/** An external supplier, tagged with its kind for `Supplier.__resolveType`. */
export type RestExternalSupplier = Schemas['Supplier'] & { kind: 'EXTERNAL' };
/** A laboratory as a supplier: GET /api/labs's laboratory, tagged with its kind. */
export type RestLaboratory = RestLab & { kind: 'LABORATORY' };
/** An article with its product's summary, seller's card, packagings, links and last price. */
export type RestArticle = Schemas['Article'];
/** A price change (the mercuriale), with its id and its article's. */
export type RestPriceChange = Schemas['ArticlePriceChange'];
/** A product sheet: packagings, conversion rules (inUse), storage spaces, cost, recipes. */
export type RestProductDetail = Schemas['Product'];
/**
 * The graph's Product: a list's summary (tags, restaurants, preferences) or the sheet; the
 * fields only the sheet holds go through the batched detail loader.
 */
export type RestProduct = Schemas['ProductSummary'] | RestProductDetail;
export type RestProductCost = Schemas['ProductCost'];
export type RestArticleCost = NonNullable<RestProductCost['cheapest']>;
export type RestCostGap = RestProductCost['missing'][number];
/** A recipe with its lines, cost and allergens (computed by the api on every read). */
export type RestRecipe = Schemas['Recipe'];
export type RestRecipeIngredient = Schemas['RecipeIngredient'];
/** A recipe using a product, as the product's sheet lists it (withRecipes). */
export type RestProductRecipeUse = NonNullable<RestProductDetail['usedInRecipes']>[number];
/** A product's stock in a restaurant, with its status, display unit and value (the api's domain rules). */
export type RestStockLevel = Schemas['StockLevel'];
export type RestDisplayQuantity = RestStockLevel['display'];
export type RestStockSummary = SuccessBody<
  '/api/product-stocks/summary/restaurant/{id}',
  'get'
>['summary'];
/** A stock movement, with before and after in the product's base unit and its author. */
export type RestStockMovement = Schemas['StockMovement'];
/** An inventory, with its lines when the api was asked for them (include=lines). */
export type RestInventory = Schemas['Inventory'];
export type RestInventoryLine = Schemas['InventoryLine'];
/**
 * A packaging with the product it counts for (an article's carries its article's product), so
 * `baseQuantity` reads that product's units.
 */
export type RestPackaging =
  Schemas['Packaging'] | (RestArticle['packagings'][number] & { productId: number });
export type RestConversionRule = Schemas['ConversionRule'];
/** A temperature reading with its equipment and that equipment's type range (status computable). */
export type RestTemperatureReading = Schemas['TemperatureReading'];
/** A log's photo: its id and a signed link that expires. */
export type RestPhotoRef = Schemas['PhotoRef'];
/** Who a log names (an employee, the account that wrote it): id and names only. */
export type RestPersonRef = NonNullable<RestTemperatureReading['recordedBy']>;
/** A traceability record (product, lot, label photo) and a page of them. */
export type RestTraceabilityRecord = Schemas['TraceabilityRecord'];
export type RestTraceabilityPage = SuccessBody<'/api/traceability/{id}', 'get'>;
/** A cleaning: the equipment or surface it names (with its zone's name), its photos in order. */
export type RestCleaningRecord = Schemas['CleaningRecord'];
export type RestHygieneCorrection = Schemas['HygieneCorrection'];
/** A purchase order with its lines, totals, receptions and the caller's allowed transitions. */
export type RestPurchaseOrder = Schemas['PurchaseOrder'];
export type RestPurchaseOrderLine = Schemas['PurchaseOrderLine'];
/**
 * A reception line with its order line joined (from the same answer) and the order's restaurant,
 * whose traceability log holds its record.
 */
export type RestReceptionLine = Schemas['ReceptionLine'] & {
  line: RestPurchaseOrderLine;
  restaurantId: number;
};
/** A reception, its lines joined to the order's (PurchaseOrder.receptions does it). */
export type RestReception = Omit<Schemas['Reception'], 'lines'> & { lines: RestReceptionLine[] };

/** A planned shift with its employee's names and contract, and its job's summary (null if deleted). */
export type RestScheduledShift = Schemas['ScheduledShift'];
/** A clocked shift: its block ids, its break as clocked, its approval embedded (null if pending). */
export type RestRealizedShift = Schemas['RealizedShift'];
/** An approved (paid) shift, with the ids of what it validates and who approved it. */
export type RestApprovedShift = Schemas['ApprovedShift'];
/** An absence of an employee on a calendar day of the restaurant. */
export type RestAbsence = Schemas['Absence'];
/** A restaurant's clock-in kiosk (its token is never read again after its creation). */
export type RestKioskDevice = Schemas['KioskDevice'];
/** The employee a kiosk recognised by his PIN: first name, initial, presence and gestures. */
export type RestKioskEmployee = Schemas['KioskEmployee'];
/** A notification of the caller (the api answers only his own). */
export type RestNotification = Schemas['Notification'];

/**
 * The parents of the planning's computed types (planning/PlanningWeek.ts): the restaurant and the
 * week's Monday are enough, every field reads the week through the batched planning loaders, so
 * a week costs one call per resource whatever the fields asked.
 */
export interface PlanningWeekParent {
  restaurant: RestRestaurant;
  /** The week's Monday, a calendar day of the restaurant. */
  monday: string;
}
export interface PlanningDayParent extends PlanningWeekParent {
  date: string;
}
export interface PlanningEmployeeWeekParent extends PlanningWeekParent {
  employee: RestEmployee;
}

export type RestPath = keyof paths;
export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods a documented path declares (openapi-typescript marks the others `never`). */
export type MethodOf<P extends RestPath> = {
  [M in RestMethod]: paths[P][M] extends undefined | never ? never : M;
}[RestMethod];

type Operation<P extends RestPath, M extends RestMethod> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<P extends RestPath, M extends RestMethod> =
  Operation<P, M> extends { responses: infer R } ? R : never;

/** The body of the route's success response (200, 201, or nothing for 204). */
export type SuccessBody<P extends RestPath, M extends RestMethod> =
  Responses<P, M> extends { 200: infer R }
    ? JsonOf<R>
    : Responses<P, M> extends { 201: infer R }
      ? JsonOf<R>
      : undefined;

/** The JSON body the route expects, if any. */
export type RequestBody<P extends RestPath, M extends RestMethod> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : undefined;

/** Path parameters named in the template, e.g. `{ id: 3 }` for `/api/restaurants/{id}`. */
export type PathParams<P extends RestPath> = P extends `${string}{${string}}${string}`
  ? Record<ParamNames<P>, string | number>
  : undefined;
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;
