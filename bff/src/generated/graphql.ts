import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  RestUser as RestUserModel,
  RestEnseigne as RestEnseigneModel,
  RestRestaurant as RestRestaurantModel,
  RestEmployee as RestEmployeeModel,
  RestDashboard as RestDashboardModel,
  RestInvitation as RestInvitationModel,
  RestInvitationPreview as RestInvitationPreviewModel,
  RestPreferences as RestPreferencesModel,
  RestZone as RestZoneModel,
  RestSurface as RestSurfaceModel,
  RestJob as RestJobModel,
  RestTag as RestTagModel,
  RestEquipment as RestEquipmentModel,
  EquipmentTypeParent as EquipmentTypeParentModel,
  RestCoolingRecord as RestCoolingRecordModel,
  RestHeatingRecord as RestHeatingRecordModel,
  RestOilRecord as RestOilRecordModel,
  RestExternalSupplier as RestExternalSupplierModel,
  RestLaboratory as RestLaboratoryModel,
  RestArticle as RestArticleModel,
  RestPriceChange as RestPriceChangeModel,
  RestProduct as RestProductModel,
  RestProductCost as RestProductCostModel,
  RestArticleCost as RestArticleCostModel,
  RestCostGap as RestCostGapModel,
  RestRecipe as RestRecipeModel,
  RestRecipeIngredient as RestRecipeIngredientModel,
  RestProductRecipeUse as RestProductRecipeUseModel,
  RestStockLevel as RestStockLevelModel,
  RestDisplayQuantity as RestDisplayQuantityModel,
  RestStockSummary as RestStockSummaryModel,
  RestStockMovement as RestStockMovementModel,
  RestInventory as RestInventoryModel,
  RestInventoryLine as RestInventoryLineModel,
  RestPackaging as RestPackagingModel,
  RestConversionRule as RestConversionRuleModel,
  RestTemperatureReading as RestTemperatureReadingModel,
  RestTraceabilityRecord as RestTraceabilityRecordModel,
  RestTraceabilityPage as RestTraceabilityPageModel,
  RestCleaningRecord as RestCleaningRecordModel,
  RestHygieneCorrection as RestHygieneCorrectionModel,
  RestPurchaseOrder as RestPurchaseOrderModel,
  RestPurchaseOrderLine as RestPurchaseOrderLineModel,
  RestReceptionLine as RestReceptionLineModel,
  RestReception as RestReceptionModel,
  RestScheduledShift as RestScheduledShiftModel,
  RestRealizedShift as RestRealizedShiftModel,
  RestApprovedShift as RestApprovedShiftModel,
  RestAbsence as RestAbsenceModel,
  RestKioskDevice as RestKioskDeviceModel,
  RestKioskEmployee as RestKioskEmployeeModel,
  RestNotification as RestNotificationModel,
  RestPhotoRef as RestPhotoRefModel,
  PlanningWeekParent as PlanningWeekParentModel,
  PlanningDayParent as PlanningDayParentModel,
  PlanningEmployeeWeekParent as PlanningEmployeeWeekParentModel,
  RestPersonRef as RestPersonRefModel,
} from '../rest/types.ts';
import type { AreaPermission as AreaPermissionModel } from '@bo/domain';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** Jour du calendrier, `AAAA-MM-JJ` (par exemple `2026-11-20`), compris dans le fuseau du restaurant. */
  Date: { input: string; output: string };
  /** Instant ISO 8601 en UTC, par exemple `2026-11-20T08:30:00.000Z`. */
  DateTime: { input: string; output: string };
};

/** Une absence d'un employé un jour donné (une au plus par jour) : elle ne compte pas dans les heures planifiées. */
export type Absence = {
  __typename?: 'Absence';
  comment: Maybe<Scalars['String']['output']>;
  date: Scalars['Date']['output'];
  employee: Employee;
  id: Scalars['ID']['output'];
  /** Congé payé, Maladie, Repos ou Autre absence. */
  label: Scalars['String']['output'];
  type: AbsenceType;
};

/** Motif d'une absence du planning. */
export type AbsenceType =
  /** Autre absence. */
  | 'OTHER'
  /** Congé payé. */
  | 'PAID_LEAVE'
  /** Repos (ne retire rien aux heures du contrat). */
  | 'REST'
  /** Maladie. */
  | 'SICK';

/** Des absences d'un employé, un jour chacune (jours du restaurant). */
export type AbsencesInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** 1 à 31 jours. */
  dates: Array<Scalars['Date']['input']>;
  employeeId: Scalars['ID']['input'];
  restaurantId: Scalars['ID']['input'];
  type: AbsenceType;
};

/** Compte créé par la personne invitée. */
export type AcceptInvitationInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Au moins 6 caractères. */
  password: Scalars['String']['input'];
};

/** Les 14 allergènes à déclarer (règlement UE 1169/2011). */
export type Allergen =
  /** Céleri. */
  | 'CELERY'
  /** Crustacés. */
  | 'CRUSTACEANS'
  /** Œufs. */
  | 'EGGS'
  /** Poissons. */
  | 'FISH'
  /** Céréales contenant du gluten. */
  | 'GLUTEN'
  /** Lupin. */
  | 'LUPIN'
  /** Lait. */
  | 'MILK'
  /** Mollusques. */
  | 'MOLLUSCS'
  /** Moutarde. */
  | 'MUSTARD'
  /** Fruits à coque. */
  | 'NUTS'
  /** Arachides. */
  | 'PEANUTS'
  /** Graines de sésame. */
  | 'SESAME'
  /** Soja. */
  | 'SOYBEANS'
  /** Anhydride sulfureux et sulfites. */
  | 'SULPHITES';

export type AppearancePreferences = {
  __typename?: 'AppearancePreferences';
  dateFormat: DateFormat;
  language: Language;
  /** Unité d'affichage des températures. */
  temperatureUnit: TemperatureUnit;
  theme: Theme;
  /** Fuseau horaire IANA d'affichage : Europe/Paris, Europe/London, America/New_York ou America/Los_Angeles. */
  timezone: Scalars['String']['output'];
};

export type AppearancePreferencesInput = {
  dateFormat?: InputMaybe<DateFormat>;
  language?: InputMaybe<Language>;
  temperatureUnit?: InputMaybe<TemperatureUnit>;
  theme?: InputMaybe<Theme>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Un shift rémunéré : les heures validées par un responsable (ce que lit la paie). */
export type ApprovedShift = {
  __typename?: 'ApprovedShift';
  approvedAt: Scalars['DateTime']['output'];
  /** Qui a validé (ou modifié en dernier) ; null si son compte n'est plus lisible. */
  approvedBy: Maybe<User>;
  /** Pause validée, en minutes. */
  breakDuration: Scalars['Int']['output'];
  comment: Maybe<Scalars['String']['output']>;
  datetimeEnd: Scalars['DateTime']['output'];
  datetimeStart: Scalars['DateTime']['output'];
  /** Durée rémunérée en minutes : fin − début − pause. */
  duration: Scalars['Int']['output'];
  employee: Employee;
  id: Scalars['ID']['output'];
  job: Maybe<Job>;
  mealCount: Scalars['Int']['output'];
  /** Le shift badgé validé ; null pour des heures saisies sans badgeage. */
  realizedShift: Maybe<RealizedShift>;
  restaurant: Restaurant;
  scheduledShift: Maybe<ScheduledShift>;
};

/** Des heures rémunérées saisies sans badgeage (un oubli de badge). */
export type ApprovedShiftInput = {
  breakDuration?: InputMaybe<Scalars['Int']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  datetimeEnd: Scalars['DateTime']['input'];
  datetimeStart: Scalars['DateTime']['input'];
  employeeId: Scalars['ID']['input'];
  jobId?: InputMaybe<Scalars['ID']['input']>;
  mealCount?: InputMaybe<Scalars['Int']['input']>;
  restaurantId: Scalars['ID']['input'];
  scheduledShiftId?: InputMaybe<Scalars['ID']['input']>;
};

/** Un article : ce qu'un fournisseur ou un laboratoire vend d'un produit, à un prix, dans un conditionnement. */
export type Article = {
  __typename?: 'Article';
  /** Son coût HT par unité de base du produit (prix / conditionnement compté en unité de base) ; null s'il ne peut être chiffré. */
  costPerBaseUnit: Maybe<Scalars['Float']['output']>;
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Son identifiant. */
  id: Scalars['ID']['output'];
  /** Le dernier prix fixé (la création au moins). */
  lastPriceChange: Maybe<PriceChange>;
  /** Son nom. */
  name: Scalars['String']['output'];
  /** Le conditionnement de commande : le premier conditionnement fournisseur ; null : « Unité », quantité 1. */
  orderingPackaging: Maybe<Packaging>;
  /** Ses conditionnements fournisseur (SUPPLIER). */
  packagings: Array<Packaging>;
  /** Prix HT en euros, pour un conditionnement de commande. */
  price: Scalars['Float']['output'];
  /** Tous ses prix, du plus récent au plus ancien. */
  priceHistory: Array<PriceChange>;
  /** Le produit qu'il vend. */
  product: Product;
  /** Restaurants autorisés à le commander, parmi ceux que voit l'utilisateur. */
  restaurants: Array<Restaurant>;
  /** Le fournisseur externe ou le laboratoire qui le vend. */
  supplier: Supplier;
  /** La référence du fournisseur pour cet article. */
  supplierRef: Maybe<Scalars['String']['output']>;
  /** Ses tags, par nom. */
  tags: Array<Tag>;
  /** Contrôle de température à la réception (DRY par défaut). */
  temperatureCategory: TemperatureCategory;
  /** Date de la dernière modification. */
  updatedAt: Scalars['DateTime']['output'];
  /** Son code de TVA. */
  vat: VatCode;
  /** Taux de TVA en % (5.5 pour VAT_5_5). */
  vatRate: Scalars['Float']['output'];
};

/** Le coût d'un article par unité de base de son produit. */
export type ArticleCost = {
  __typename?: 'ArticleCost';
  /** L'article chiffré. */
  article: Article;
  /** Euros HT par unité de base (par gramme, millilitre ou pièce), non arrondi. */
  costPerBaseUnit: Scalars['Float']['output'];
};

/** Filtres des articles (tous ceux donnés). */
export type ArticleFilter = {
  /** Articles de ce laboratoire. */
  labId?: InputMaybe<Scalars['ID']['input']>;
  /** Articles de ce produit. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Nom de l'article ou de son produit contenant ce texte (sans tenir compte de la casse ni des accents). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Articles de ce fournisseur externe. */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** Un conditionnement fournisseur d'article. */
export type ArticlePackagingInput = {
  /** Nom (« Carton de 6 ») ; vide : aucun. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Au moins 0,1, par pas de 0,1. */
  sourceQuantity: Scalars['Float']['input'];
  /** Unité : de la famille de l'unité de base du produit, ou couverte par une de ses conversions. */
  sourceUnit: Unit;
};

/** Une page d'articles (liste : voir « Listes »). */
export type ArticlePage = {
  __typename?: 'ArticlePage';
  /** Les articles de la page. */
  data: Array<Article>;
  /** La taille de page. */
  limit: Scalars['Int']['output'];
  /** Le rang du premier article de la page. */
  offset: Scalars['Int']['output'];
  /** Nombre total d'articles correspondant au filtre. */
  total: Scalars['Int']['output'];
};

/** Tri des articles. */
export type ArticleSort = {
  /** L'ordre. */
  direction: SortDirection;
  /** La colonne. */
  field: ArticleSortField;
};

/** Les colonnes par lesquelles trier les articles. */
export type ArticleSortField =
  /** Nom (l'ordre par défaut, croissant). */
  'NAME' | 'PRICE' | 'PRODUCT_NAME' | 'SUPPLIER_NAME';

/** Jeton et utilisateur, après une connexion. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Jeton signé à envoyer en `Authorization: Bearer`. Il expire. */
  token: Scalars['String']['output'];
  user: User;
};

/** Unité de base d'un produit : son stock, ses recettes et son coût se comptent dans cette unité. */
export type BaseUnit =
  /** Poids, en grammes. */
  | 'G'
  /** Volume, en millilitres. */
  | 'ML'
  /** À la pièce. */
  | 'PIECE';

/** Un nettoyage d'un équipement ou d'une surface. */
export type CleaningRecord = {
  __typename?: 'CleaningRecord';
  /** Quand le nettoyage a été fait. */
  cleanedAt: Scalars['DateTime']['output'];
  createdAt: Scalars['DateTime']['output'];
  date: Scalars['Date']['output'];
  employee: Maybe<Employee>;
  equipment: Maybe<Equipment>;
  /** Corrections et annulation, les plus anciennes d'abord (jamais effacées). */
  history: Array<HygieneCorrection>;
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  photos: Array<Photo>;
  recordedBy: Maybe<RecordedBy>;
  surface: Maybe<Surface>;
  /** L'annulation : un enregistrement annulé reste visible mais ne compte plus dans les états ni les totaux. */
  voided: Maybe<HygieneCorrection>;
};

/** Un nettoyage : un équipement ou une surface, pas les deux. */
export type CleaningRecordInput = {
  /** Par défaut : maintenant. */
  cleanedAt?: InputMaybe<Scalars['DateTime']['input']>;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  photoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  restaurantId: Scalars['ID']['input'];
  surfaceId?: InputMaybe<Scalars['ID']['input']>;
};

/** Un bloc de badgeage (travail ou pause). */
export type ClockBlock = {
  __typename?: 'ClockBlock';
  /** null tant que le bloc est ouvert. */
  end: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: ClockBlockKind;
  start: Scalars['DateTime']['output'];
};

/** Un bloc de badgeage : du travail ou une pause, ouvert tant que `end` est null. */
export type ClockBlockKind = 'BREAK' | 'WORK';

/** Une ligne de l'écran de validation : un shift prévu, son shift badgé et sa validation ; ou un shift badgé sans shift prévu ; ou des heures rémunérées saisies sans badgeage. */
export type ClockRow = {
  __typename?: 'ClockRow';
  approved: Maybe<ApprovedShift>;
  employee: Employee;
  /** Identifiant stable de la ligne, par exemple `s12`, `r40` ou `a7` (prévu, badgé, rémunéré). */
  key: Scalars['ID']['output'];
  realized: Maybe<RealizedShift>;
  scheduled: Maybe<ScheduledShift>;
  /** NOT_CLOCKED (prévu sans badgeage), IN_PROGRESS, PENDING ou APPROVED. */
  state: ClockedShiftState;
};

/** État d'un shift sur l'écran de validation des heures badgées (/badgeuse). */
export type ClockedShiftState =
  /** Validé : un shift rémunéré existe. */
  | 'APPROVED'
  /** Badgé, pas encore sorti : « Shift en cours ». */
  | 'IN_PROGRESS'
  /** Prévu, pas de badgeage : « Pas encore badgé », rien à valider. */
  | 'NOT_CLOCKED'
  /** Terminé, pas encore validé : à valider. */
  | 'PENDING';

/** Type de contrat d'un employé. */
export type ContractType = 'ALTERNANT' | 'AUTOENTREPRISE' | 'CDD' | 'CDI' | 'EXTRA';

/** Résultat d'une conversion : `value` `sourceUnit` valent `result` `targetUnit`. */
export type Conversion = {
  __typename?: 'Conversion';
  /** La même quantité en unité cible. */
  result: Scalars['Float']['output'];
  /** Unité source de la règle. */
  sourceUnit: Unit;
  /** Unité cible de la règle. */
  targetUnit: Unit;
  /** La valeur convertie, en unité source. */
  value: Scalars['Float']['output'];
};

/** Une règle de conversion d'un produit : `sourceQuantity` `sourceUnit` = `targetQuantity` `targetUnit` (1 PIECE = 400 G pour une salade comptée en grammes). */
export type ConversionRule = {
  __typename?: 'ConversionRule';
  /** Convertit `value` de l'unité source vers l'unité cible. */
  convert: Conversion;
  /** Unités cibles pour une unité source (targetQuantity / sourceQuantity). */
  factor: Scalars['Float']['output'];
  /** Son identifiant. */
  id: Scalars['ID']['output'];
  /** Vrai tant qu'un conditionnement du produit ou de ses articles compte dans la famille de sa source : elle ne peut alors pas être supprimée. */
  inUse: Scalars['Boolean']['output'];
  /** Une règle inactive ne convertit rien. */
  isActive: Scalars['Boolean']['output'];
  /** Remarques ; null : aucune. */
  notes: Maybe<Scalars['String']['output']>;
  /** Quantité source (au moins 0,0001). */
  sourceQuantity: Scalars['Float']['output'];
  /** Unité source, hors de la famille de l'unité de base du produit. */
  sourceUnit: Unit;
  /** Quantité cible équivalente (au moins 0,0001). */
  targetQuantity: Scalars['Float']['output'];
  /** Unité cible, de la famille de l'unité de base du produit. */
  targetUnit: Unit;
};

/** Une règle de conversion d'un produit : `sourceQuantity` `sourceUnit` = `targetQuantity` `targetUnit` (1 PIECE = 400 G pour une salade comptée en grammes). */
export type ConversionRuleConvertArgs = {
  value: Scalars['Float']['input'];
};

/** Une règle de conversion : quantités d'au moins 0,0001 (pas de 0,0001) ; la source hors de la famille de l'unité de base, la cible dans celle-ci. */
export type ConversionRuleInput = {
  /** true si absent. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Remarques. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Quantité source. */
  sourceQuantity: Scalars['Float']['input'];
  /** Unité source, hors de la famille de l'unité de base et des familles déjà converties. */
  sourceUnit: Unit;
  /** Quantité cible équivalente. */
  targetQuantity: Scalars['Float']['input'];
  /** Unité cible, de la famille de l'unité de base. */
  targetUnit: Unit;
};

/** Un refroidissement rapide d'un produit (de la cuisson à 10 °C ou moins). */
export type CoolingRecord = {
  __typename?: 'CoolingRecord';
  /** Jour du début, dans le fuseau du restaurant. */
  date: Scalars['Date']['output'];
  durationMinutes: Scalars['Int']['output'];
  employee: Maybe<Employee>;
  endTemperature: Scalars['Float']['output'];
  endTime: Scalars['DateTime']['output'];
  equipment: Maybe<Equipment>;
  /** Corrections et annulation, les plus anciennes d'abord (jamais effacées). */
  history: Array<HygieneCorrection>;
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  photo: Maybe<Photo>;
  productName: Scalars['String']['output'];
  recordedAt: Scalars['DateTime']['output'];
  recordedBy: Maybe<RecordedBy>;
  startTemperature: Scalars['Float']['output'];
  startTime: Scalars['DateTime']['output'];
  status: ProcessStatus;
  /** L'annulation : un enregistrement annulé reste visible mais ne compte plus dans les états ni les totaux. */
  voided: Maybe<HygieneCorrection>;
};

/** Copier une semaine sur une autre (en ajout : les shifts de la semaine cible restent). */
export type CopyPlanningWeekInput = {
  /** Seulement ces employés ; absent : tous. */
  employeeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  restaurantId: Scalars['ID']['input'];
  /** Un jour de la semaine copiée (le lundi en principe). */
  sourceWeek: Scalars['Date']['input'];
  /** Un jour de la semaine cible. */
  targetWeek: Scalars['Date']['input'];
};

/** Un champ changé par une correction : ses valeurs avant et après, en texte (nombre, instant ISO, nom) ; null : vide. */
export type CorrectionChange = {
  __typename?: 'CorrectionChange';
  /** Le champ du relevé : temperature, recordedAt, employee, notes, … */
  field: Scalars['String']['output'];
  from: Maybe<Scalars['String']['output']>;
  to: Maybe<Scalars['String']['output']>;
};

/** CORRECTION : des valeurs changées ; VOID : l'enregistrement est annulé. */
export type CorrectionKind = 'CORRECTION' | 'VOID';

/** Un article écarté du calcul du coût, ou ce qui manque au produit, et pourquoi. */
export type CostGap = {
  __typename?: 'CostGap';
  /** L'article en cause (NO_PRICE, NO_PACKAGING, NO_CONVERSION). */
  article: Maybe<Article>;
  /** Pourquoi. */
  reason: CostGapReason;
  /** L'unité sans conversion (NO_CONVERSION). */
  unit: Maybe<Unit>;
};

/** Ce qui empêche de chiffrer un produit ou l'un de ses articles. */
export type CostGapReason =
  /** Le produit n'a aucun article. */
  | 'NO_ARTICLE'
  /** Le conditionnement d'un article compte dans une unité qu'aucune conversion du produit ne couvre. */
  | 'NO_CONVERSION'
  /** Un article sans conditionnement utilisable. */
  | 'NO_PACKAGING'
  /** Aucun article du fournisseur préféré ne peut être chiffré. */
  | 'NO_PREFERRED_ARTICLE'
  /** Un article sans prix. */
  | 'NO_PRICE';

/** Un nouvel article : vendu par un fournisseur externe (`supplierId`) ou un laboratoire (`labId`), l'un des deux. */
export type CreateArticleInput = {
  /** Le laboratoire qui le vend ; ou `supplierId`. */
  labId?: InputMaybe<Scalars['ID']['input']>;
  /** Son nom. */
  name: Scalars['String']['input'];
  /** Son conditionnement fournisseur (un au moins). */
  packagings: Array<ArticlePackagingInput>;
  /** Prix HT en euros, deux décimales au plus. */
  price: Scalars['Float']['input'];
  /** Le produit qu'il vend. */
  productId: Scalars['ID']['input'];
  /** Restaurants autorisés ; absent : tous. */
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Le fournisseur externe qui le vend ; ou `labId`. */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  /** La référence du fournisseur ; vide : aucune. */
  supplierRef?: InputMaybe<Scalars['String']['input']>;
  /** Ses tags ; absent : aucun. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** DRY si absente. */
  temperatureCategory?: InputMaybe<TemperatureCategory>;
  /** Son code de TVA. */
  vat: VatCode;
};

export type CreateJobInput = {
  /** Minutes, entier positif ou nul ; 30 par défaut. */
  breakDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Couleur hexadécimale ; une couleur prédéfinie par défaut. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Vrai par défaut. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  restaurantId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Un nouveau produit, avec son conditionnement de stockage (dans une unité de la famille de son unité de base). */
export type CreateProductInput = {
  /** Ses allergènes ; une liste remplace la précédente. */
  allergens?: InputMaybe<Array<Allergen>>;
  /** Son unité de base ; elle ne changera plus. */
  baseUnit: BaseUnit;
  /** Sa catégorie. */
  category: ProductCategory;
  /** DLC entamé en jours (1 au moins) ; null : sans DLC. */
  dlcEntame?: InputMaybe<Scalars['Int']['input']>;
  /** Son nom. */
  name: Scalars['String']['input'];
  /** Une image déjà envoyée (POST multipart /uploads/photos). */
  photoId?: InputMaybe<Scalars['ID']['input']>;
  /** Une adresse web ; ou `photoId`, pas les deux. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Restaurants qui l'utilisent ; absent : aucun. */
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Nom du conditionnement de stockage ; vide : aucun. */
  storagePackagingName?: InputMaybe<Scalars['String']['input']>;
  /** Quantité du conditionnement de stockage (au moins 0,1, par pas de 0,1). */
  storagePackagingQuantity: Scalars['Float']['input'];
  /** Unité du conditionnement de stockage, de la famille de l'unité de base. */
  storagePackagingUnit: Unit;
  /** Ses espaces de stockage (surfaces marquées zone de stockage) ; absent : aucun. */
  storageSpaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Ses tags ; absent : aucun. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Son code de TVA ; absent : aucun. */
  tax?: InputMaybe<VatCode>;
};

/** Une nouvelle recette. namePrint requis (25 caractères au plus), quantité d'au moins 0,1, DLC entière d'au moins 1. */
export type CreateRecipeInput = {
  baseUnit: RecipeUnit;
  /** ITEM si absente. */
  category?: InputMaybe<ProductCategory>;
  dlc: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  namePrint: Scalars['String']['input'];
  photoId?: InputMaybe<Scalars['ID']['input']>;
  /** Une adresse web ; ou `photoId`, pas les deux. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Float']['input'];
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Une nouvelle zone ; son restaurant ne change plus ensuite. */
export type CreateZoneInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  restaurantId: Scalars['ID']['input'];
};

/** Le tableau de bord : les compteurs sur tous les restaurants de l'utilisateur et l'activité récente. */
export type Dashboard = {
  __typename?: 'Dashboard';
  employeeCount: Scalars['Int']['output'];
  equipmentCount: Scalars['Int']['output'];
  /** Les 2 premiers employés ajoutés. */
  recentEmployees: Array<Employee>;
  /** Les 3 premiers restaurants créés. */
  recentRestaurants: Array<Restaurant>;
  restaurantCount: Scalars['Int']['output'];
  temperatureReadingCount: Scalars['Int']['output'];
};

/** Format d'affichage des dates : DD/MM/YYYY, MM/DD/YYYY ou YYYY-MM-DD. */
export type DateFormat = 'DD_MM_YYYY' | 'MM_DD_YYYY' | 'YYYY_MM_DD';

/** Un shift badgé à valider, avec ses ajustements. */
export type DayApprovalInput = {
  adjustments?: InputMaybe<ShiftAdjustmentsInput>;
  realizedShiftId: Scalars['ID']['input'];
};

/** Un shift rémunéré modifié localement, à enregistrer. */
export type DayUpdateInput = {
  approvedShiftId: Scalars['ID']['input'];
  input: UpdateApprovedShiftInput;
};

/** Supprimer les shifts d'une semaine. */
export type DeletePlanningWeekInput = {
  /** Seulement ces employés ; absent : tous. */
  employeeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  restaurantId: Scalars['ID']['input'];
  /** Un jour de la semaine (le lundi en principe). */
  week: Scalars['Date']['input'];
};

/** Une quantité dans l'unité d'affichage : g → kg dès 1 000, mL → cL dès 10 et L dès 1 000, pièce. */
export type DisplayQuantity = {
  __typename?: 'DisplayQuantity';
  /** kg, g, L, cL, mL ou pièce. */
  unit: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

/** Un membre du personnel d'un restaurant (pas un compte utilisateur : il badge avec son code PIN). */
export type Employee = {
  __typename?: 'Employee';
  /** Heures hebdomadaires du contrat, de 0 à 80. */
  contractNbHours: Maybe<Scalars['Int']['output']>;
  contractType: Maybe<ContractType>;
  createdAt: Scalars['DateTime']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /**
   * Code de badgeuse : 4 à 6 chiffres, unique dans le restaurant. Un secret : seuls un ADMIN et un
   * MANAGER (dans ses restaurants) le lisent ; null pour un EMPLOYEE.
   */
  pin: Maybe<Scalars['String']['output']>;
  /** Heures planifiées travaillées (durée − pause) de la semaine contenant le jour `week`, à une décimale. */
  plannedHours: Scalars['Float']['output'];
  restaurant: Restaurant;
  /** Ses prochains shifts planifiés (pas encore terminés), 20 au plus. */
  upcomingShifts: Array<ScheduledShift>;
};

/** Un membre du personnel d'un restaurant (pas un compte utilisateur : il badge avec son code PIN). */
export type EmployeePlannedHoursArgs = {
  week: Scalars['Date']['input'];
};

export type EmployeeFilter = {
  /** Prénom ou nom contenant ce texte (sans tenir compte de la casse). */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type EmployeeInput = {
  contractNbHours?: InputMaybe<Scalars['Int']['input']>;
  contractType?: InputMaybe<ContractType>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  pin?: InputMaybe<Scalars['String']['input']>;
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Champs d'un employé. En création, prénom, nom, PIN et restaurant sont requis ; en modification, un PIN absent est conservé. */
export type EmployeePage = {
  __typename?: 'EmployeePage';
  data: Array<Employee>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Nombre total d'employés correspondant au filtre. */
  total: Scalars['Int']['output'];
};

export type EmployeeSort = {
  direction: SortDirection;
  field: EmployeeSortField;
};

/** Les colonnes par lesquelles trier le personnel. */
export type EmployeeSortField =
  /** Date d'ajout. */
  | 'CREATED_AT'
  /** Nom puis prénom (l'ordre par défaut, croissant). */
  | 'NAME';

/** Une enseigne : la chaîne de restaurants et de laboratoires. */
export type Enseigne = {
  __typename?: 'Enseigne';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Invitations de managers, les plus récentes d'abord (ADMIN seulement). */
  invitations: Array<Invitation>;
  name: Scalars['String']['output'];
  restaurantCount: Scalars['Int']['output'];
  /** Restaurants et laboratoires de l'enseigne visibles par l'utilisateur. */
  restaurants: Array<Restaurant>;
  /** Nombre d'utilisateurs (ADMIN seulement). */
  userCount: Scalars['Int']['output'];
  /** Utilisateurs de l'enseigne (administrateurs, managers et employés), par nom (ADMIN seulement, sinon FORBIDDEN). */
  users: Array<User>;
};

/** Un équipement d'un restaurant (réfrigérateur, friteuse...). */
export type Equipment = {
  __typename?: 'Equipment';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  equipmentType: EquipmentType;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Ses relevés de température des jours `from` à `to` inclus (fuseau de son restaurant), dans l'ordre chronologique. */
  readings: Array<TemperatureReading>;
  restaurant: Restaurant;
  serialNumber: Maybe<Scalars['String']['output']>;
  /** Sa zone ; null : non assigné. */
  zone: Maybe<Zone>;
};

/** Un équipement d'un restaurant (réfrigérateur, friteuse...). */
export type EquipmentReadingsArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Famille d'équipement. Seule TEMPERATURE porte une plage de températures (min, max, unité). */
export type EquipmentFamily =
  /** Cellule de refroidissement (relevés de refroidissement). */
  | 'COOLING'
  /** Remise en température. */
  | 'HEATING'
  /** Friteuse (contrôles d'huile). */
  | 'OIL'
  | 'STANDARD'
  | 'TEMPERATURE';

export type EquipmentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  equipmentTypeId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  restaurantId: Scalars['ID']['input'];
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  /** Une zone du même restaurant ; absente ou null : non assigné. */
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};

/** Un type d'équipement, commun à tous les restaurants de l'enseigne. */
export type EquipmentType = {
  __typename?: 'EquipmentType';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Nombre d'équipements de ce type dans les restaurants que voit l'utilisateur. */
  equipmentCount: Scalars['Int']['output'];
  equipmentFamily: EquipmentFamily;
  /** Les équipements de ce type que l'utilisateur voit ; d'un seul restaurant si `restaurantId` est donné. */
  equipments: Array<Equipment>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** TEMPERATURE : température maximale autorisée, dans `temperatureUnit`. */
  temperatureMax: Maybe<Scalars['Float']['output']>;
  /** TEMPERATURE : température minimale autorisée, dans `temperatureUnit`. */
  temperatureMin: Maybe<Scalars['Float']['output']>;
  temperatureUnit: Maybe<TemperatureUnit>;
};

/** Un type d'équipement, commun à tous les restaurants de l'enseigne. */
export type EquipmentTypeEquipmentsArgs = {
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Min, max et unité : obligatoires pour la famille TEMPERATURE, refusés pour les autres. */
export type EquipmentTypeInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  equipmentFamily: EquipmentFamily;
  name: Scalars['String']['input'];
  temperatureMax?: InputMaybe<Scalars['Float']['input']>;
  temperatureMin?: InputMaybe<Scalars['Float']['input']>;
  temperatureUnit?: InputMaybe<TemperatureUnit>;
};

/** Le contrôle à expédition : une quantité pour chaque ligne du bon. */
export type ExpeditionInput = {
  lines: Array<ExpeditionLineInput>;
  shippingNote?: InputMaybe<Scalars['String']['input']>;
};

export type ExpeditionLineInput = {
  lineId: Scalars['ID']['input'];
  /** Conditionnements expédiés (0 permis). */
  quantityExpedited: Scalars['Float']['input'];
};

/** Un fournisseur externe de l'enseigne. */
export type ExternalSupplier = Supplier & {
  __typename?: 'ExternalSupplier';
  /** Adresse ; null : aucune. */
  address: Maybe<Scalars['String']['output']>;
  /** La mercuriale : les articles vendus, par nom, chacun avec son dernier changement de prix. */
  articles: Array<Article>;
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Jours de livraison, lundi en premier. */
  deliveryDays: Array<Weekday>;
  /** Délai de livraison en jours (1 à 6) ; null : non renseigné. */
  deliveryDelayDays: Maybe<Scalars['Int']['output']>;
  /** Adresse e-mail de commande ; null : aucune. */
  email: Maybe<Scalars['String']['output']>;
  /** Livre le vendredi. */
  fridayDelivery: Scalars['Boolean']['output'];
  /** Son identifiant (celui d'un laboratoire est celui de son restaurant). */
  id: Scalars['ID']['output'];
  /** EXTERNAL : un fournisseur externe ; LABORATORY : un laboratoire de l'enseigne. */
  kind: SupplierKind;
  /** Montant minimum de commande, en euros ; null : aucun. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  /** Livre le lundi. */
  mondayDelivery: Scalars['Boolean']['output'];
  /** Son nom. */
  name: Scalars['String']['output'];
  /** Téléphone ; null : aucun. */
  phone: Maybe<Scalars['String']['output']>;
  /** Les restaurants livrés, parmi ceux que voit l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
  /** Livre le samedi. */
  saturdayDelivery: Scalars['Boolean']['output'];
  /** Livre le dimanche. */
  sundayDelivery: Scalars['Boolean']['output'];
  /** Livre le jeudi. */
  thursdayDelivery: Scalars['Boolean']['output'];
  /** Livre le mardi. */
  tuesdayDelivery: Scalars['Boolean']['output'];
  /** Date de la dernière modification. */
  updatedAt: Scalars['DateTime']['output'];
  /** Livre le mercredi. */
  wednesdayDelivery: Scalars['Boolean']['output'];
};

/** Une remise en température d'un produit (à 63 °C ou plus). */
export type HeatingRecord = {
  __typename?: 'HeatingRecord';
  createdAt: Scalars['DateTime']['output'];
  date: Scalars['Date']['output'];
  durationMinutes: Scalars['Int']['output'];
  employee: Maybe<Employee>;
  endTemperature: Scalars['Float']['output'];
  endTime: Scalars['DateTime']['output'];
  equipment: Maybe<Equipment>;
  /** Corrections et annulation, les plus anciennes d'abord (jamais effacées). */
  history: Array<HygieneCorrection>;
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  photo: Maybe<Photo>;
  productName: Scalars['String']['output'];
  recordedBy: Maybe<RecordedBy>;
  startTemperature: Scalars['Float']['output'];
  startTime: Scalars['DateTime']['output'];
  status: ProcessStatus;
  /** L'annulation : un enregistrement annulé reste visible mais ne compte plus dans les états ni les totaux. */
  voided: Maybe<HygieneCorrection>;
};

/** Une correction ou l'annulation d'un enregistrement d'hygiène : qui, quand, pourquoi et quoi. */
export type HygieneCorrection = {
  __typename?: 'HygieneCorrection';
  /** Les champs changés ; vide pour une annulation. */
  changes: Array<CorrectionChange>;
  correctedAt: Scalars['DateTime']['output'];
  correctedBy: Maybe<RecordedBy>;
  id: Scalars['ID']['output'];
  kind: CorrectionKind;
  reason: Scalars['String']['output'];
};

/** Les valeurs corrigées (absentes : inchangées ; null efface employé et notes) et le motif, obligatoire. Seuls les champs du journal corrigé sont acceptés (BAD_USER_INPUT sinon) ; les règles de la saisie s'appliquent. */
export type HygieneCorrectionInput = {
  /** Contrôle d'huile. */
  action?: InputMaybe<OilAction>;
  /** Nettoyage. */
  cleanedAt?: InputMaybe<Scalars['DateTime']['input']>;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  endTemperature?: InputMaybe<Scalars['Float']['input']>;
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  lotNumber?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<OilMethod>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Refroidissement, remise en température, traçabilité. */
  productName?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Float']['input']>;
  reason: Scalars['String']['input'];
  /** Relevé de température, contrôle d'huile. */
  recordedAt?: InputMaybe<Scalars['DateTime']['input']>;
  startTemperature?: InputMaybe<Scalars['Float']['input']>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  supplierName?: InputMaybe<Scalars['String']['input']>;
  /** Relevé de température, en °C. */
  temperature?: InputMaybe<Scalars['Float']['input']>;
};

/** Les six journaux d'hygiène. */
export type HygieneLog =
  'CLEANING' | 'COOLING' | 'HEATING' | 'OIL' | 'TEMPERATURE' | 'TRACEABILITY';

/** Un enregistrement de l'un des six journaux d'hygiène. */
export type HygieneRecord =
  | CleaningRecord
  | CoolingRecord
  | HeatingRecord
  | OilRecord
  | TemperatureReading
  | TraceabilityRecord;

/** L'élément d'un ingrédient. */
export type IngredientItem = Product | Recipe;

/** Ce qu'est un ingrédient : un produit du catalogue ou une autre recette (sous-recette). */
export type IngredientType = 'PRODUCT' | 'RECIPE';

/** Un inventaire d'un restaurant : compté par un employé, par zone de stockage ; sa finalisation fixe le stock. */
export type Inventory = {
  __typename?: 'Inventory';
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  /** L'employé qui a compté ; null : « Non spécifié ». */
  countedBy: Maybe<Employee>;
  finalizedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lineCount: Scalars['Int']['output'];
  lines: Array<InventoryLine>;
  /** Les mouvements ADJUSTMENT / INVENTORY écrits par sa finalisation. */
  movements: Array<StockMovement>;
  note: Maybe<Scalars['String']['output']>;
  restaurant: Restaurant;
  startedAt: Scalars['DateTime']['output'];
  status: InventoryStatus;
};

/** Une ligne d'inventaire : une quantité comptée d'un produit dans un conditionnement. */
export type InventoryLine = {
  __typename?: 'InventoryLine';
  id: Scalars['ID']['output'];
  /** Le nombre saisi (de conditionnements, ou d'unités de base sans conditionnement). */
  inputQuantity: Scalars['Float']['output'];
  /** Le conditionnement compté ; null : l'unité de base. */
  packaging: Maybe<Packaging>;
  packagingName: Maybe<Scalars['String']['output']>;
  packagingQuantity: Maybe<Scalars['Float']['output']>;
  packagingUnit: Maybe<Unit>;
  product: Product;
  /** La quantité comptée dans l'unité de base du produit. */
  quantityInBaseUnit: Scalars['Float']['output'];
};

/** Une quantité comptée : `inputQuantity` conditionnements `packagingId` (ou unités de base sans conditionnement). La quantité en unité de base est calculée par le serveur. */
export type InventoryLineInput = {
  inputQuantity: Scalars['Float']['input'];
  packagingId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};

export type InventoryPage = {
  __typename?: 'InventoryPage';
  data: Array<Inventory>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** État d'un inventaire. */
export type InventoryStatus =
  /** Annulé : sans effet sur le stock ; plus modifiable. */
  | 'CANCELLED'
  /** Brouillon : modifiable. */
  | 'DRAFT'
  /** Finalisé : le stock a été fixé aux quantités comptées ; plus modifiable. */
  | 'FINALIZED';

/** Invitation d'un manager par un administrateur. */
export type Invitation = {
  __typename?: 'Invitation';
  /** Lien d'acceptation à transmettre au manager (tant que l'invitation est en attente). */
  acceptUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** EMPLOYEE : la fiche du personnel à laquelle le compte sera lié, si nommée. */
  employee: Maybe<Employee>;
  enseigneName: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Restaurants auxquels le manager aura accès (aucun : accès à aucun restaurant) ; celui de l'employé. */
  restaurants: Array<Restaurant>;
  /** MANAGER ou EMPLOYEE : le rôle du compte qui sera créé. */
  role: Role;
  status: InvitationStatus;
};

/** Ce que voit la personne invitée avant de créer son compte. */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  email: Scalars['String']['output'];
  enseigneName: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** MANAGER ou EMPLOYEE : le compte que la page d'acceptation crée. */
  role: Role;
};

/** État d'une invitation. EXPIRED : en attente au-delà de sa date d'expiration (7 jours). */
export type InvitationStatus = 'ACCEPTED' | 'EXPIRED' | 'PENDING';

/** Invitation d'un employé dans un restaurant. */
export type InviteEmployeeInput = {
  email: Scalars['String']['input'];
  /** Une fiche du personnel de ce restaurant, sans compte, à lier au compte créé (facultatif). */
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  restaurantId: Scalars['ID']['input'];
};

/** Invitation d'un manager. */
export type InviteManagerInput = {
  email: Scalars['String']['input'];
  /** Restaurants de l'enseigne ; vide : aucun restaurant. */
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Un poste du planning d'un restaurant (cuisinier, serveur...). */
export type Job = {
  __typename?: 'Job';
  /** Pause non travaillée, en minutes. */
  breakDuration: Scalars['Int']['output'];
  /** Couleur telle que saisie (hexadécimale en principe). */
  color: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** La couleur à afficher : `color` si elle est hexadécimale valide, sinon gris. */
  displayColor: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  restaurant: Restaurant;
  title: Scalars['String']['output'];
};

/** Les heures planifiées d'un poste dans la semaine. */
export type JobHours = {
  __typename?: 'JobHours';
  hours: Scalars['Float']['output'];
  /** Le poste ; null pour les shifts dont le poste a été supprimé. */
  job: Maybe<Job>;
  minutes: Scalars['Int']['output'];
};

/** Les gestes de la badgeuse. */
export type KioskAction = 'BREAK_END' | 'BREAK_START' | 'CLOCK_IN' | 'CLOCK_OUT';

/** Le résultat d'un geste à la badgeuse. */
export type KioskClockResult = {
  __typename?: 'KioskClockResult';
  action: KioskAction;
  at: Scalars['DateTime']['output'];
  employee: KioskEmployee;
  /** « Bonne journée, Prénom ! », « Bonne pause, Prénom ! »… en français. */
  message: Scalars['String']['output'];
};

/** Une badgeuse : une tablette du restaurant, autorisée par un jeton qui ne sert qu'à badger dans ce restaurant. */
export type KioskDevice = {
  __typename?: 'KioskDevice';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** Dernière utilisation du jeton ; null jamais utilisé. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  restaurant: Restaurant;
  /** null tant qu'elle est autorisée. */
  revokedAt: Maybe<Scalars['DateTime']['output']>;
};

/** Une badgeuse qui vient d'être autorisée : son jeton n'est montré qu'une fois. */
export type KioskDeviceToken = {
  __typename?: 'KioskDeviceToken';
  device: KioskDevice;
  /** Le jeton à garder sur la tablette (Authorization: Bearer), jamais relu ensuite. */
  token: Scalars['String']['output'];
};

/** L'employé reconnu par son code PIN à la badgeuse, et ce qu'il peut faire. */
export type KioskEmployee = {
  __typename?: 'KioskEmployee';
  /** Les gestes permis maintenant. */
  actions: Array<KioskAction>;
  firstName: Scalars['String']['output'];
  /** L'initiale du nom, pas plus (la tablette est dans la salle). */
  lastNameInitial: Scalars['String']['output'];
  plannedEnd: Maybe<Scalars['DateTime']['output']>;
  /** Le shift prévu du jour, s'il y en a un : début et fin. */
  plannedStart: Maybe<Scalars['DateTime']['output']>;
  presence: KioskPresence;
  /** Depuis quand (arrivée ou début de pause) ; null s'il n'est pas badgé. */
  since: Maybe<Scalars['DateTime']['output']>;
};

/** Ce que la badgeuse connaît d'elle-même (requête faite avec le jeton de la badgeuse). */
export type KioskInfo = {
  __typename?: 'KioskInfo';
  deviceId: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  restaurantName: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

/** Où en est un employé à la badgeuse. */
export type KioskPresence =
  /** Pas badgé : il peut badger son arrivée. */
  | 'OFF'
  /** En pause : fin de pause. */
  | 'ON_BREAK'
  /** Au travail : pause ou départ. */
  | 'WORKING';

/** Un laboratoire de l'enseigne vu comme fournisseur : il vend des articles aux restaurants qu'il livre. */
export type Laboratory = Supplier & {
  __typename?: 'Laboratory';
  /** Adresse ; null : aucune. */
  address: Maybe<Scalars['String']['output']>;
  /** La mercuriale : les articles vendus, par nom, chacun avec son dernier changement de prix. */
  articles: Array<Article>;
  /** Jours de livraison, lundi en premier. */
  deliveryDays: Array<Weekday>;
  /** Délai de livraison en jours (1 à 6) ; null : non renseigné. */
  deliveryDelayDays: Maybe<Scalars['Int']['output']>;
  /** Adresse e-mail de commande ; null : aucune. */
  email: Maybe<Scalars['String']['output']>;
  /** Livre le vendredi. */
  fridayDelivery: Scalars['Boolean']['output'];
  /** L'identifiant de son restaurant. */
  id: Scalars['ID']['output'];
  /** EXTERNAL : un fournisseur externe ; LABORATORY : un laboratoire de l'enseigne. */
  kind: SupplierKind;
  /** Montant minimum de commande, en euros ; null : aucun. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  /** Livre le lundi. */
  mondayDelivery: Scalars['Boolean']['output'];
  /** Son nom. */
  name: Scalars['String']['output'];
  /** Téléphone ; null : aucun. */
  phone: Maybe<Scalars['String']['output']>;
  /** Le restaurant qu'est ce laboratoire (il se modifie depuis la page des restaurants). */
  restaurant: Restaurant;
  /** Les restaurants livrés, parmi ceux que voit l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
  /** Livre le samedi. */
  saturdayDelivery: Scalars['Boolean']['output'];
  /** Livre le dimanche. */
  sundayDelivery: Scalars['Boolean']['output'];
  /** Livre le jeudi. */
  thursdayDelivery: Scalars['Boolean']['output'];
  /** Livre le mardi. */
  tuesdayDelivery: Scalars['Boolean']['output'];
  /** Livre le mercredi. */
  wednesdayDelivery: Scalars['Boolean']['output'];
};

/** Un avertissement du droit du travail sur le planning d'un employé (jamais bloquant). */
export type LabourWarning = {
  __typename?: 'LabourWarning';
  code: LabourWarningCode;
  /** Le jour concerné ; null pour un avertissement de la semaine. */
  day: Maybe<Scalars['Date']['output']>;
  /** Ce qui se passe et la règle, en français. */
  message: Scalars['String']['output'];
  /** Titre court, en français. */
  title: Scalars['String']['output'];
};

/** Les règles du droit du travail le plus souvent enfreintes en restauration ; un avertissement ne bloque jamais. */
export type LabourWarningCode =
  /** Heures planifiées à plus de 4 heures de celles du contrat (absences déduites). */
  | 'CONTRACT_GAP'
  /** Plus de 10 heures de travail dans une journée. */
  | 'DAILY_HOURS'
  /** Moins de 11 heures de repos entre deux journées. */
  | 'DAILY_REST'
  /** Plus de 48 heures de travail dans la semaine. */
  | 'WEEKLY_HOURS';

/** Langue préférée (l'interface n'existe aujourd'hui qu'en français). */
export type Language = 'EN' | 'ES' | 'FR';

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepte une invitation (sans jeton de connexion) : crée le compte MANAGER (ou EMPLOYEE) avec les restaurants de l'invitation et le connecte. BAD_USER_INPUT si elle a déjà été utilisée, a expiré, ou si un champ est invalide ; CONFLICT si l'email a entre-temps un compte. */
  acceptInvitation: AuthPayload;
  /** Enregistre l'accord du fournisseur, ou l'acceptation du laboratoire (SENT_PENDING → ACKNOWLEDGED_SUPPLIER). */
  acknowledgePurchaseOrder: PurchaseOrder;
  /** Ajoute un ingrédient à une recette (ADMIN) ; CONFLICT si la sous-recette contient déjà cette recette (cycle). */
  addRecipeIngredient: RecipeIngredient;
  /** Valide un shift badgé terminé (CONFLICT s'il est en cours ou déjà validé) : il devient un shift rémunéré. */
  approveRealizedShift: ApprovedShift;
  /** Annule un brouillon (ADMIN, ou MANAGER dans ses restaurants) : sans effet sur le stock. CONFLICT s'il n'est plus brouillon. */
  cancelInventory: Inventory;
  /** Annule un bon avant toute réception : brouillon, en attente de réponse ou confirmé (→ CANCELLED). Le motif est requis (BAD_USER_INPUT « Indiquez le motif de l'annulation » sans lui) ; le fournisseur externe qui avait reçu le bon en est prévenu par email (emailStatus). */
  cancelPurchaseOrder: PurchaseOrder;
  /** Change le mot de passe (le mot de passe actuel est exigé) ; les autres sessions prennent fin, un nouveau jeton est rendu. */
  changePassword: AuthPayload;
  /** Crée et finalise un inventaire en une fois (« Créer et finaliser l'inventaire »). */
  completeInventory: Inventory;
  /** Copie une semaine sur une autre, en une transaction ; le message du serveur (« N shifts copiés avec succès »). */
  copyPlanningWeek: PlanningWeekOperation;
  /** Corrige un enregistrement d'hygiène (ADMIN, ou MANAGER dans ses restaurants) avec un motif : la valeur d'origine, qui, quand et pourquoi restent dans son historique. Seuls les champs de ce journal sont acceptés. */
  correctHygieneRecord: HygieneRecord;
  /** Enregistre des absences (une par jour ; CONFLICT si l'employé en a déjà une ce jour-là), en une transaction. */
  createAbsences: Array<Absence>;
  /** Saisit des heures rémunérées sans badgeage. */
  createApprovedShift: ApprovedShift;
  /** Crée un article (ADMIN) ; son prix ouvre son historique. BAD_USER_INPUT « Conversion requise… » sous l'unité si le produit ne sait pas la compter. */
  createArticle: Article;
  /** Ajoute une règle de conversion à un produit (ADMIN) ; CONFLICT au-delà de 2. */
  createConversionRule: ConversionRule;
  /** Crée un employé (ADMIN ou MANAGER de son restaurant). CONFLICT si le PIN est déjà pris dans ce restaurant. */
  createEmployee: Employee;
  /** Crée un équipement (ADMIN, ou MANAGER de ce restaurant). */
  createEquipment: Equipment;
  /** Crée un type d'équipement pour l'enseigne (ADMIN ou MANAGER). */
  createEquipmentType: EquipmentType;
  /** Crée un poste (ADMIN, ou MANAGER de ce restaurant). */
  createJob: Job;
  /** Autorise une tablette comme badgeuse du restaurant (ADMIN, ou MANAGER du restaurant) : le jeton n'est montré qu'ici. */
  createKioskDevice: KioskDeviceToken;
  /** Ajoute un conditionnement à un produit (ADMIN). BAD_USER_INPUT « Aucune règle de conversion… » si son unité n'est couverte par aucune conversion. */
  createPackaging: Packaging;
  /** Crée un produit avec son conditionnement de stockage (ADMIN). */
  createProduct: Product;
  /** Crée un bon de commande en brouillon, ou l'envoie aussitôt (`send`) : PDF, email au fournisseur, vente interne d'un laboratoire. Les totaux sont calculés par le serveur. */
  createPurchaseOrder: PurchaseOrder;
  /** Saisit un shift badgé (oubli de badge, correction) : ADMIN, ou MANAGER du restaurant. */
  createRealizedShift: RealizedShift;
  /** Crée une recette (ADMIN). */
  createRecipe: Recipe;
  /** Crée un restaurant (ADMIN). */
  createRestaurant: Restaurant;
  /** Planifie un shift (ADMIN, ou MANAGER du restaurant). CONFLICT « Cette cellule a déjà le maximum de 2 shifts. ». */
  createScheduledShift: ScheduledShift;
  /** Crée un fournisseur externe (ADMIN). */
  createSupplier: ExternalSupplier;
  createSurface: Surface;
  /** Crée un tag (ADMIN). CONFLICT si un tag porte déjà ce nom (sans tenir compte de la casse). */
  createTag: Tag;
  /** Crée une zone (ADMIN, ou MANAGER de ce restaurant). */
  createZone: Zone;
  /** Désactive un compte de l'enseigne (ADMIN) : ses sessions sont closes aussitôt, sa connexion refusée ; rien n'est supprimé. CONFLICT pour soi-même ou le dernier administrateur actif. */
  deactivateUser: User;
  /** Supprime une absence. */
  deleteAbsence: Scalars['ID']['output'];
  /** Annule une validation : le shift badgé redevient à valider. */
  deleteApprovedShift: Scalars['ID']['output'];
  /** Supprime un article (ADMIN), avec ses conditionnements et son historique de prix. */
  deleteArticle: Scalars['ID']['output'];
  /** Supprime une règle (ADMIN) ; CONFLICT tant que des conditionnements utilisent des unités de sa famille. */
  deleteConversionRule: Scalars['ID']['output'];
  /** Supprime un employé (ADMIN) ; renvoie son identifiant. */
  deleteEmployee: Scalars['ID']['output'];
  deleteEquipment: Scalars['ID']['output'];
  /** Supprime un type inutilisé ; CONFLICT tant que des équipements en sont. */
  deleteEquipmentType: Scalars['ID']['output'];
  /** Supprime une invitation en attente (ADMIN) ; renvoie son identifiant. */
  deleteInvitation: Scalars['ID']['output'];
  deleteJob: Scalars['ID']['output'];
  /** Supprime un conditionnement de produit (ADMIN). */
  deletePackaging: Scalars['ID']['output'];
  /** Supprime les shifts d'une semaine, en une transaction. */
  deletePlanningWeek: PlanningWeekOperation;
  /** Supprime un produit (ADMIN) ; CONFLICT tant que des articles le vendent. */
  deleteProduct: Scalars['ID']['output'];
  /** Supprime un brouillon (CONFLICT s'il n'est plus brouillon). */
  deletePurchaseOrder: Scalars['ID']['output'];
  /** Supprime une recette (ADMIN) ; CONFLICT tant qu'une autre recette l'utilise. */
  deleteRecipe: Scalars['ID']['output'];
  deleteRecipeIngredient: Scalars['ID']['output'];
  /** Supprime un restaurant (ADMIN) ; renvoie son identifiant. */
  deleteRestaurant: Scalars['ID']['output'];
  /** Supprime un shift planifié. */
  deleteScheduledShift: Scalars['ID']['output'];
  /** Supprime un fournisseur externe (ADMIN) ; CONFLICT tant que des articles le nomment. */
  deleteSupplier: Scalars['ID']['output'];
  deleteSurface: Scalars['ID']['output'];
  deleteTag: Scalars['ID']['output'];
  /** Supprime une zone vide ; CONFLICT tant qu'elle a des surfaces ou des équipements. */
  deleteZone: Scalars['ID']['output'];
  /** Le contrôle à expédition du laboratoire (→ EXPEDITED) : les quantités expédiées par ligne ; le stock du laboratoire baisse d'autant (OUT, SALE) dans la même transaction. */
  expeditePurchaseOrder: PurchaseOrder;
  /** Finalise un brouillon : en une transaction, un mouvement ADJUSTMENT / INVENTORY par produit compté fixe son stock. CONFLICT s'il n'est plus brouillon (une seconde finalisation ne change rien). */
  finalizeInventory: Inventory;
  /** Invite un employé dans un restaurant (ADMIN), par le même lien que les managers. CONFLICT si l'email a un compte ou une invitation en attente, ou si la fiche du personnel a déjà un compte. */
  inviteEmployee: Invitation;
  /** Invite un manager (ADMIN). CONFLICT si l'email a déjà un compte ou une invitation en attente. */
  inviteManager: Invitation;
  /** Badgeuse (jeton de badgeuse) : arrivée, début et fin de pause, départ ; CONFLICT si le geste n'est pas permis maintenant. */
  kioskClock: KioskClockResult;
  /** Badgeuse (jeton de badgeuse) : reconnaît un employé du restaurant par son code PIN. « Code PIN incorrect » sans nommer personne ; après plusieurs erreurs, RATE_LIMITED « Trop de tentatives : réessayez dans 8 secondes » (l'attente grandit à chaque erreur, `retryAfter` en secondes). */
  kioskIdentify: KioskEmployee;
  /** Connexion. Erreur UNAUTHENTICATED si les identifiants sont incorrects. */
  login: AuthPayload;
  /** Marque comme lues les notifications nommées (`ids`), ou toutes (`all: true`) : exactement un des deux. NOT_FOUND si l'une n'est pas à l'utilisateur connecté, et rien n'est écrit. Rend sa première page relue. */
  markNotificationsRead: NotificationList;
  /** Réactive un compte désactivé (ADMIN) ; il se reconnecte avec son mot de passe. */
  reactivateUser: User;
  /** Une réception au restaurant (→ PARTIALLY_RECEIVED ou RECEIVED ; un bon de laboratoire une fois expédié par le laboratoire, CONFLICT avant), en une transaction : entrées de stock (IN, PURCHASE), fiches de traçabilité, dates de réception ; un prix livré différent devient le nouveau prix de l'article. */
  receivePurchaseOrder: PurchaseOrder;
  recordCleaning: CleaningRecord;
  recordCooling: CoolingRecord;
  recordHeating: HeatingRecord;
  recordOil: OilRecord;
  /** Enregistre un mouvement de stock (ADMIN, ou MANAGER dans ses restaurants). */
  recordStockMovement: StockMovement;
  /** Enregistre un relevé de température (tout rôle) ; son restaurant est celui de l'équipement. */
  recordTemperature: TemperatureReading;
  recordTraceability: TraceabilityRecord;
  /** Enregistre le refus du fournisseur ou du laboratoire (SENT_PENDING → REFUSED_SUPPLIER). */
  refusePurchaseOrder: PurchaseOrder;
  /** Renvoie l'email d'un bon déjà envoyé dont l'email a échoué (ou au fournisseur qui le redemande). */
  resendPurchaseOrderEmail: PurchaseOrder;
  /** Retire l'autorisation d'une badgeuse : son jeton ne sert plus. */
  revokeKioskDevice: KioskDevice;
  /** Crée un inventaire brouillon ou remplace les lignes d'un brouillon (ADMIN, ou MANAGER dans ses restaurants) ; CONFLICT s'il n'est plus brouillon. */
  saveInventory: Inventory;
  /** Envoie un brouillon (DRAFT → SENT_PENDING). */
  sendPurchaseOrder: PurchaseOrder;
  /** Laboratoire : fixe les restaurants qu'il livre (ADMIN). */
  setServedRestaurants: Restaurant;
  /** Remplace les restaurants livrés par un fournisseur externe (ADMIN). Un laboratoire : `setServedRestaurants`. */
  setSupplierRestaurants: ExternalSupplier;
  /** Remplace les restaurants d'un manager de l'enseigne (ADMIN) ; effet dès sa requête suivante. CONFLICT pour un autre rôle. */
  setUserRestaurants: User;
  /** Crée une enseigne et son premier ADMIN, en une seule transaction. CONFLICT si l'email existe déjà. */
  signup: SignupPayload;
  /** Modifie un shift rémunéré. */
  updateApprovedShift: ApprovedShift;
  /** Modifie un article (ADMIN) ; un changement de prix est inscrit dans l'historique. */
  updateArticle: Article;
  /** Modifie une règle (ADMIN) ; CONFLICT si des conditionnements perdraient leur conversion. */
  updateConversionRule: ConversionRule;
  /** Modifie un employé (ADMIN ou MANAGER). */
  updateEmployee: Employee;
  /** Renomme l'enseigne (ADMIN). */
  updateEnseigne: Enseigne;
  /** Modifie un équipement ; il peut changer de restaurant (parmi ceux de l'utilisateur) avec une zone de ce restaurant. */
  updateEquipment: Equipment;
  /** Modifie un type (ADMIN ; un MANAGER seulement s'il n'équipe que ses restaurants). */
  updateEquipmentType: EquipmentType;
  updateJob: Job;
  /** Modifie un conditionnement de produit (ADMIN), aux règles de sa création. */
  updatePackaging: Packaging;
  /** Modifie les préférences de l'utilisateur connecté ; rend toutes ses préférences. */
  updatePreferences: Preferences;
  /** Modifie un produit, ses restaurants, tags, espaces de stockage ou fournisseur préféré (ADMIN). */
  updateProduct: Product;
  /** Modifie le profil de l'utilisateur connecté. CONFLICT si l'email a déjà un compte. */
  updateProfile: User;
  /** Modifie un brouillon (CONFLICT sinon), puis l'envoie si `send`. */
  updatePurchaseOrder: PurchaseOrder;
  /** Corrige un shift badgé pas encore validé. */
  updateRealizedShift: RealizedShift;
  /** Modifie une recette (ADMIN). */
  updateRecipe: Recipe;
  updateRecipeIngredient: RecipeIngredient;
  /** Modifie un restaurant (ADMIN, ou MANAGER de ce restaurant). */
  updateRestaurant: Restaurant;
  /** Modifie ou déplace un shift (autre employé ou autre jour : CONFLICT si la cellule est pleine). */
  updateScheduledShift: ScheduledShift;
  /** Modifie un fournisseur externe (ADMIN). */
  updateSupplier: ExternalSupplier;
  updateSurface: Surface;
  updateTag: Tag;
  updateZone: Zone;
  /** « Valider la journée » : valide les shifts badgés et enregistre les shifts rémunérés modifiés du jour, tout ou rien (un seul appel, une transaction) : la première ligne refusée est l'erreur renvoyée (ses fieldErrors sous approvals.N… ou updates.N.input…) et rien n'est enregistré. */
  validateDay: ValidateDayResult;
  /** Annule un enregistrement d'hygiène (ADMIN, ou MANAGER dans ses restaurants) avec un motif : il reste visible, marqué annulé, et ne compte plus. CONFLICT s'il l'est déjà. */
  voidHygieneRecord: HygieneRecord;
};

export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
  token: Scalars['String']['input'];
};

export type MutationAcknowledgePurchaseOrderArgs = {
  id: Scalars['ID']['input'];
};

export type MutationAddRecipeIngredientArgs = {
  input: RecipeIngredientInput;
  recipeId: Scalars['ID']['input'];
};

export type MutationApproveRealizedShiftArgs = {
  adjustments?: InputMaybe<ShiftAdjustmentsInput>;
  id: Scalars['ID']['input'];
};

export type MutationCancelInventoryArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCancelPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type MutationCompleteInventoryArgs = {
  input: SaveInventoryInput;
};

export type MutationCopyPlanningWeekArgs = {
  input: CopyPlanningWeekInput;
};

export type MutationCorrectHygieneRecordArgs = {
  id: Scalars['ID']['input'];
  input: HygieneCorrectionInput;
  log: HygieneLog;
};

export type MutationCreateAbsencesArgs = {
  input: AbsencesInput;
};

export type MutationCreateApprovedShiftArgs = {
  input: ApprovedShiftInput;
};

export type MutationCreateArticleArgs = {
  input: CreateArticleInput;
};

export type MutationCreateConversionRuleArgs = {
  input: ConversionRuleInput;
  productId: Scalars['ID']['input'];
};

export type MutationCreateEmployeeArgs = {
  input: EmployeeInput;
};

export type MutationCreateEquipmentArgs = {
  input: EquipmentInput;
};

export type MutationCreateEquipmentTypeArgs = {
  input: EquipmentTypeInput;
};

export type MutationCreateJobArgs = {
  input: CreateJobInput;
};

export type MutationCreateKioskDeviceArgs = {
  label: Scalars['String']['input'];
  restaurantId: Scalars['ID']['input'];
};

export type MutationCreatePackagingArgs = {
  input: PackagingInput;
  productId: Scalars['ID']['input'];
};

export type MutationCreateProductArgs = {
  input: CreateProductInput;
};

export type MutationCreatePurchaseOrderArgs = {
  input: PurchaseOrderInput;
  send?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationCreateRealizedShiftArgs = {
  input: RealizedShiftInput;
};

export type MutationCreateRecipeArgs = {
  input: CreateRecipeInput;
};

export type MutationCreateRestaurantArgs = {
  input: RestaurantInput;
};

export type MutationCreateScheduledShiftArgs = {
  input: ScheduledShiftInput;
};

export type MutationCreateSupplierArgs = {
  input: SupplierInput;
};

export type MutationCreateSurfaceArgs = {
  input: SurfaceInput;
};

export type MutationCreateTagArgs = {
  name: Scalars['String']['input'];
};

export type MutationCreateZoneArgs = {
  input: CreateZoneInput;
};

export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteAbsenceArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteApprovedShiftArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteArticleArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteConversionRuleArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteEmployeeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteEquipmentArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteEquipmentTypeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteInvitationArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteJobArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeletePackagingArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeletePlanningWeekArgs = {
  input: DeletePlanningWeekInput;
};

export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeletePurchaseOrderArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteRecipeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteRecipeIngredientArgs = {
  id: Scalars['ID']['input'];
  recipeId: Scalars['ID']['input'];
};

export type MutationDeleteRestaurantArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteScheduledShiftArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteSupplierArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteSurfaceArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteZoneArgs = {
  id: Scalars['ID']['input'];
};

export type MutationExpeditePurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  input: ExpeditionInput;
};

export type MutationFinalizeInventoryArgs = {
  id: Scalars['ID']['input'];
};

export type MutationInviteEmployeeArgs = {
  input: InviteEmployeeInput;
};

export type MutationInviteManagerArgs = {
  input: InviteManagerInput;
};

export type MutationKioskClockArgs = {
  action: KioskAction;
  pin: Scalars['String']['input'];
};

export type MutationKioskIdentifyArgs = {
  pin: Scalars['String']['input'];
};

export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationMarkNotificationsReadArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MutationReactivateUserArgs = {
  id: Scalars['ID']['input'];
};

export type MutationReceivePurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  input: ReceptionInput;
};

export type MutationRecordCleaningArgs = {
  input: CleaningRecordInput;
};

export type MutationRecordCoolingArgs = {
  input: ProcessRecordInput;
};

export type MutationRecordHeatingArgs = {
  input: ProcessRecordInput;
};

export type MutationRecordOilArgs = {
  input: OilRecordInput;
};

export type MutationRecordStockMovementArgs = {
  input: StockMovementInput;
};

export type MutationRecordTemperatureArgs = {
  input: TemperatureReadingInput;
};

export type MutationRecordTraceabilityArgs = {
  input: TraceabilityRecordInput;
};

export type MutationRefusePurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationResendPurchaseOrderEmailArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRevokeKioskDeviceArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSaveInventoryArgs = {
  input: SaveInventoryInput;
};

export type MutationSendPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSetServedRestaurantsArgs = {
  laboratoryId: Scalars['ID']['input'];
  restaurantIds: Array<Scalars['ID']['input']>;
};

export type MutationSetSupplierRestaurantsArgs = {
  restaurantIds: Array<Scalars['ID']['input']>;
  supplierId: Scalars['ID']['input'];
};

export type MutationSetUserRestaurantsArgs = {
  restaurantIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

export type MutationSignupArgs = {
  input: SignupInput;
};

export type MutationUpdateApprovedShiftArgs = {
  id: Scalars['ID']['input'];
  input: UpdateApprovedShiftInput;
};

export type MutationUpdateArticleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateArticleInput;
};

export type MutationUpdateConversionRuleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConversionRuleInput;
};

export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeInput;
};

export type MutationUpdateEnseigneArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type MutationUpdateEquipmentArgs = {
  id: Scalars['ID']['input'];
  input: EquipmentInput;
};

export type MutationUpdateEquipmentTypeArgs = {
  id: Scalars['ID']['input'];
  input: EquipmentTypeInput;
};

export type MutationUpdateJobArgs = {
  id: Scalars['ID']['input'];
  input: UpdateJobInput;
};

export type MutationUpdatePackagingArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePackagingInput;
};

export type MutationUpdatePreferencesArgs = {
  input: PreferencesInput;
};

export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
};

export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type MutationUpdatePurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  input: PurchaseOrderInput;
  send?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationUpdateRealizedShiftArgs = {
  id: Scalars['ID']['input'];
  input: RealizedShiftInput;
};

export type MutationUpdateRecipeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRecipeInput;
};

export type MutationUpdateRecipeIngredientArgs = {
  id: Scalars['ID']['input'];
  input: RecipeIngredientInput;
  recipeId: Scalars['ID']['input'];
};

export type MutationUpdateRestaurantArgs = {
  id: Scalars['ID']['input'];
  input: RestaurantInput;
};

export type MutationUpdateScheduledShiftArgs = {
  id: Scalars['ID']['input'];
  input: UpdateScheduledShiftInput;
};

export type MutationUpdateSupplierArgs = {
  id: Scalars['ID']['input'];
  input: SupplierInput;
};

export type MutationUpdateSurfaceArgs = {
  id: Scalars['ID']['input'];
  input: SurfaceInput;
};

export type MutationUpdateTagArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type MutationUpdateZoneArgs = {
  id: Scalars['ID']['input'];
  input: UpdateZoneInput;
};

export type MutationValidateDayArgs = {
  input: ValidateDayInput;
};

export type MutationVoidHygieneRecordArgs = {
  id: Scalars['ID']['input'];
  log: HygieneLog;
  reason: Scalars['String']['input'];
};

/** Une notification adressée à l'utilisateur connecté. */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** Le chemin de l'écran qui la résout, dans l'application. */
  link: Scalars['String']['output'];
  /** Null tant qu'elle n'est pas lue. */
  readAt: Maybe<Scalars['DateTime']['output']>;
  /** Le restaurant concerné ; null sans restaurant, ou s'il n'est plus visible. */
  restaurant: Maybe<Restaurant>;
  title: Scalars['String']['output'];
};

/** Ce qui a produit une notification. */
export type NotificationKind =
  /** Un relevé de température critique. */
  'CRITICAL_READING';

/** Une page des notifications de l'utilisateur connecté. */
export type NotificationList = {
  __typename?: 'NotificationList';
  notifications: Array<Notification>;
  /** Toutes ses notifications non lues, pas seulement celles de la page. */
  unread: Scalars['Int']['output'];
};

export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  cleaningReminders: Scalars['Boolean']['output'];
  dailyReport: Scalars['Boolean']['output'];
  email: Scalars['Boolean']['output'];
  equipmentAlerts: Scalars['Boolean']['output'];
  monthlyReport: Scalars['Boolean']['output'];
  push: Scalars['Boolean']['output'];
  temperatureAlerts: Scalars['Boolean']['output'];
  weeklyReport: Scalars['Boolean']['output'];
};

export type NotificationPreferencesInput = {
  cleaningReminders?: InputMaybe<Scalars['Boolean']['input']>;
  dailyReport?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['Boolean']['input']>;
  equipmentAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  monthlyReport?: InputMaybe<Scalars['Boolean']['input']>;
  push?: InputMaybe<Scalars['Boolean']['input']>;
  temperatureAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  weeklyReport?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OilAction = 'CHANGE' | 'FILTER_AND_REUSE' | 'REUSE';

/** Niveau d'une huile de friture selon son taux de composés polaires : 0,3 et 0,7 ; sans taux, pas de test. */
export type OilLevel = 'ATTENTION' | 'CRITICAL' | 'EXCELLENT' | 'NOT_TESTED';

export type OilMethod = 'NOTHING' | 'STRIP' | 'TESTING';

/** Un contrôle de l'huile d'une friteuse. */
export type OilRecord = {
  __typename?: 'OilRecord';
  action: OilAction;
  createdAt: Scalars['DateTime']['output'];
  date: Scalars['Date']['output'];
  employee: Maybe<Employee>;
  equipment: Equipment;
  /** Corrections et annulation, les plus anciennes d'abord (jamais effacées). */
  history: Array<HygieneCorrection>;
  id: Scalars['ID']['output'];
  level: OilLevel;
  method: OilMethod;
  notes: Maybe<Scalars['String']['output']>;
  photo: Maybe<Photo>;
  /** Taux de composés polaires, de 0 à 1 ; null : pas de test. */
  rate: Maybe<Scalars['Float']['output']>;
  recordedAt: Scalars['DateTime']['output'];
  recordedBy: Maybe<RecordedBy>;
  /** L'annulation : un enregistrement annulé reste visible mais ne compte plus dans les états ni les totaux. */
  voided: Maybe<HygieneCorrection>;
};

export type OilRecordInput = {
  action: OilAction;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  /** Une friteuse (famille OIL) du restaurant. */
  equipmentId: Scalars['ID']['input'];
  method: OilMethod;
  notes?: InputMaybe<Scalars['String']['input']>;
  photoId?: InputMaybe<Scalars['ID']['input']>;
  /** De 0 à 1 ; absent : pas de test. */
  rate?: InputMaybe<Scalars['Float']['input']>;
  recordedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Un conditionnement : combien d'une unité il contient (« Carton de 6 » = 6 PIECE, « Sac » = 5 KG). */
export type Packaging = {
  __typename?: 'Packaging';
  /** La même quantité dans l'unité de base du produit (table des unités, puis conversions du produit) ; null si aucune conversion ne la couvre. */
  baseQuantity: Maybe<Scalars['Float']['output']>;
  /** Son identifiant. */
  id: Scalars['ID']['output'];
  /** Nom ; null : aucun (affiché « Conditionnement {id} »). */
  name: Maybe<Scalars['String']['output']>;
  /** Combien d'unités `sourceUnit` il contient. */
  sourceQuantity: Scalars['Float']['output'];
  /** Unité de sa quantité. */
  sourceUnit: Unit;
  /** Son type : SUPPLIER pour un article, les autres pour un produit. */
  type: PackagingType;
};

/** Un conditionnement de produit. STORAGE : une unité de la famille de l'unité de base ; les autres : toute unité que le produit sait convertir. */
export type PackagingInput = {
  /** Son nom ; vide : aucun. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Au moins 0,1, par pas de 0,1. */
  sourceQuantity: Scalars['Float']['input'];
  /** Unité : STORAGE, de la famille de l'unité de base ; les autres, toute unité que le produit sait convertir. */
  sourceUnit: Unit;
  /** STORAGE, INVENTORY, TRANSFER ou LOSS (SUPPLIER est celui des articles). */
  type: PackagingType;
};

/** Type de conditionnement : SUPPLIER est celui d'un article (comment on le commande) ; les autres sont ceux d'un produit. */
export type PackagingType = 'INVENTORY' | 'LOSS' | 'STORAGE' | 'SUPPLIER' | 'TRANSFER';

/** Ce qu'un utilisateur peut faire dans un domaine. Le serveur applique ces règles ; les clients s'en servent pour masquer ou désactiver. */
export type Permission = {
  __typename?: 'Permission';
  area: PermissionArea;
  canCreate: Scalars['Boolean']['output'];
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
};

/** Domaine fonctionnel auquel s'applique une permission. */
export type PermissionArea =
  | 'ARTICLES'
  | 'EMPLOYEES'
  | 'ENSEIGNE'
  | 'EQUIPMENTS'
  | 'HYGIENE'
  | 'INTERNAL_SALES'
  | 'INVENTORY'
  | 'JOBS'
  | 'PLANNING'
  | 'PRODUCTS'
  | 'PURCHASE_ORDERS'
  | 'RECIPES'
  | 'RESTAURANTS'
  | 'STOCK'
  | 'SUPPLIERS'
  | 'TAGS'
  | 'TIME_CLOCK'
  | 'ZONES';

/** Une photo prise avec un relevé ; `url` est signée et expire (quelques heures) : à redemander au graphe plutôt qu'à garder. */
export type Photo = {
  __typename?: 'Photo';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/** Une journée du planning d'un restaurant. */
export type PlanningDay = {
  __typename?: 'PlanningDay';
  /** Les absences du jour. */
  absences: Array<Absence>;
  /** Les shifts rémunérés commençant ce jour, par début. */
  approved: Array<ApprovedShift>;
  /** Validation : combien de ces lignes sont validées (le M). */
  approvedCount: Scalars['Int']['output'];
  /** Validation : les lignes du jour (« N shifts »), par employé puis par début. */
  clockRows: Array<ClockRow>;
  /** Validation : nombre de lignes du jour (le N de « N shifts • M validés »). */
  clockedShiftCount: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  /** « Heures travaillées » : le nombre de personnes planifiées ce jour. */
  people: Scalars['Int']['output'];
  /** Les shifts badgés commençant ce jour, par début. */
  realized: Array<RealizedShift>;
  /** Les shifts planifiés commençant ce jour, par début. */
  shifts: Array<ScheduledShift>;
  /** Le même total en heures, à une décimale. */
  workedHours: Scalars['Float']['output'];
  /** « Heures travaillées » : le total planifié du jour, en minutes (durée − pause). */
  workedMinutes: Scalars['Int']['output'];
};

/** La semaine d'un employé : ses heures planifiées, son contrat, ses absences et les avertissements. */
export type PlanningEmployeeWeek = {
  __typename?: 'PlanningEmployeeWeek';
  absences: Array<Absence>;
  /** Heures du contrat (35 par défaut). */
  contractHours: Scalars['Int']['output'];
  employee: Employee;
  /** Heures attendues en minutes : le contrat moins un cinquième par jour d'absence (hors repos) ; 0 sans heures au contrat. */
  expectedMinutes: Scalars['Int']['output'];
  /** Les mêmes, en heures à une décimale. */
  plannedHours: Scalars['Float']['output'];
  /** Heures planifiées travaillées de la semaine, en minutes. */
  plannedMinutes: Scalars['Int']['output'];
  warnings: Array<LabourWarning>;
  /**
   * Heures hebdomadaires auxquelles le planning se compare : celles du contrat, 35 sans heures
   * saisies ; null pour un extra ou un auto-entrepreneur sans heures saisies (aucun écart signalé).
   */
  weeklyContractHours: Maybe<Scalars['Int']['output']>;
};

/** Une semaine du planning d'un restaurant, du lundi au dimanche dans son fuseau. */
export type PlanningWeek = {
  __typename?: 'PlanningWeek';
  /** Les 7 jours, du lundi au dimanche. */
  days: Array<PlanningDay>;
  /** Une ligne par employé du restaurant, par nom. */
  employees: Array<PlanningEmployeeWeek>;
  /** Le dimanche. */
  end: Scalars['Date']['output'];
  /** Heures planifiées par poste, les plus nombreuses d'abord. */
  hoursByJob: Array<JobHours>;
  /** « Semaine N - Du dd/mm au dd/mm/yyyy ». */
  label: Scalars['String']['output'];
  /** Numéro de semaine ISO. */
  number: Scalars['Int']['output'];
  /** Le lundi. */
  start: Scalars['Date']['output'];
  /** Total planifié de la semaine, en minutes. */
  workedMinutes: Scalars['Int']['output'];
};

/** Le résultat d'une copie ou d'une suppression de semaine : le message du serveur, tel quel. */
export type PlanningWeekOperation = {
  __typename?: 'PlanningWeekOperation';
  count: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** Les préférences d'un utilisateur, enregistrées sur le serveur : elles le suivent sur tous ses appareils. */
export type Preferences = {
  __typename?: 'Preferences';
  appearance: AppearancePreferences;
  notifications: NotificationPreferences;
  security: SecurityPreferences;
};

/** Les préférences à modifier ; un champ absent garde sa valeur. */
export type PreferencesInput = {
  appearance?: InputMaybe<AppearancePreferencesInput>;
  notifications?: InputMaybe<NotificationPreferencesInput>;
  security?: InputMaybe<SecurityPreferencesInput>;
};

/** Un changement de prix d'un article (la mercuriale) : le premier est la création. */
export type PriceChange = {
  __typename?: 'PriceChange';
  /** price − previousPrice, en euros ; null pour le premier prix. */
  change: Maybe<Scalars['Float']['output']>;
  /** La variation en % du prix d'avant ; null pour le premier prix ou un prix d'avant nul. */
  changePercent: Maybe<Scalars['Float']['output']>;
  /** Quand ce prix a été fixé. */
  changedAt: Scalars['DateTime']['output'];
  /** Le compte qui a fixé ce prix ; null s'il a été supprimé. */
  changedBy: Maybe<RecordedBy>;
  /** Son identifiant. */
  id: Scalars['ID']['output'];
  /** Le prix d'avant ; null pour le premier prix. */
  previousPrice: Maybe<Scalars['Float']['output']>;
  /** Prix HT en euros à partir de cette date. */
  price: Scalars['Float']['output'];
};

export type ProcessRecordInput = {
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  endTemperature: Scalars['Float']['input'];
  /** Après `startTime`. */
  endTime: Scalars['DateTime']['input'];
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  photoId?: InputMaybe<Scalars['ID']['input']>;
  productName: Scalars['String']['input'];
  restaurantId: Scalars['ID']['input'];
  startTemperature: Scalars['Float']['input'];
  startTime: Scalars['DateTime']['input'];
};

/** État d'un refroidissement ou d'une remise en température (seuils de fin, d'écart et de durée). */
export type ProcessStatus = 'CRITICAL' | 'EXCELLENT' | 'GOOD' | 'WARNING';

/** Un produit du catalogue : ce qu'on stocke, compte, cuisine et achète à travers ses articles. */
export type Product = {
  __typename?: 'Product';
  /** Ses allergènes (règlement UE 1169/2011). */
  allergens: Array<Allergen>;
  /** Les articles qui le vendent, par nom. */
  articles: Array<Article>;
  /** Unité de base : Poids (G), Volume (ML) ou à la pièce (PIECE). */
  baseUnit: BaseUnit;
  /** Sa catégorie. */
  category: ProductCategory;
  /** Ses règles de conversion (2 au plus). */
  conversionRules: Array<ConversionRule>;
  /** Le détail du coût : le moins cher, le préféré, ce qui manque. */
  cost: ProductCost;
  /** Euros HT par unité de base (voir `cost`) ; null si aucun article ne peut être chiffré. */
  costPerBaseUnit: Maybe<Scalars['Float']['output']>;
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** DLC entamé, en jours ; null : sans DLC. */
  dlcEntame: Maybe<Scalars['Int']['output']>;
  /** Son identifiant. */
  id: Scalars['ID']['output'];
  /** Son nom. */
  name: Scalars['String']['output'];
  /** Ses conditionnements (stockage, inventaire, transfert, perte) ; d'un seul type si `type` est donné. */
  packagings: Array<Packaging>;
  /** Sa photo : une image envoyée (lien réservé à l'enseigne) ou une adresse web. */
  photoUrl: Maybe<Scalars['String']['output']>;
  /** Le fournisseur préféré (son coût prime) ; null : le moins cher. */
  preferredSupplier: Maybe<Supplier>;
  /** Nombre de restaurants de l'enseigne qui l'utilisent. */
  restaurantCount: Scalars['Int']['output'];
  /** Restaurants qui l'utilisent, parmi ceux que voit l'utilisateur. */
  restaurants: Array<Restaurant>;
  /** Son stock dans un restaurant (0 s'il n'a jamais été mouvementé). */
  stock: StockLevel;
  /** Ses espaces de stockage : des surfaces marquées zone de stockage. */
  storageSpaces: Array<Surface>;
  /** Ses tags, par nom. */
  tags: Array<Tag>;
  /** Son code de TVA ; null : aucun. */
  tax: Maybe<VatCode>;
  /** Date de la dernière modification. */
  updatedAt: Scalars['DateTime']['output'];
  /** Les recettes qui l'utilisent. */
  usedInRecipes: Array<ProductRecipeUse>;
};

/** Un produit du catalogue : ce qu'on stocke, compte, cuisine et achète à travers ses articles. */
export type ProductPackagingsArgs = {
  type?: InputMaybe<PackagingType>;
};

/** Un produit du catalogue : ce qu'on stocke, compte, cuisine et achète à travers ses articles. */
export type ProductStockArgs = {
  restaurantId: Scalars['ID']['input'];
};

/** Catégorie d'un produit (Légume, Viande, Produit laitier, Boisson, Article) ; elle préremplit la DLC entamé et l'unité. */
export type ProductCategory = 'DAIRY' | 'DRINK' | 'ITEM' | 'MEAT' | 'VEGETABLE';

/** Le coût d'un produit par unité de base, à partir des prix actuels de ses articles. */
export type ProductCost = {
  __typename?: 'ProductCost';
  /** L'article le moins cher. */
  cheapest: Maybe<ArticleCost>;
  /** Euros HT par unité de base : celui du fournisseur préféré s'il est choisi et chiffrable, sinon le moins cher ; null si aucun article ne peut être chiffré. */
  costPerBaseUnit: Maybe<Scalars['Float']['output']>;
  /** Ce qui manque pour chiffrer chaque article écarté. */
  missing: Array<CostGap>;
  /** L'article le moins cher du fournisseur préféré ; null sans préférence. */
  preferred: Maybe<ArticleCost>;
};

/** Filtre des produits. */
export type ProductFilter = {
  /** Nom contenant ce texte (sans tenir compte de la casse ni des accents). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Une page de produits (liste : voir « Listes »). */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** Les produits de la page. */
  data: Array<Product>;
  /** La taille de page. */
  limit: Scalars['Int']['output'];
  /** Le rang du premier produit de la page. */
  offset: Scalars['Int']['output'];
  /** Nombre total de produits correspondant au filtre. */
  total: Scalars['Int']['output'];
};

/** Une recette qui utilise un produit comme ingrédient. */
export type ProductRecipeUse = {
  __typename?: 'ProductRecipeUse';
  /** Le nom de la recette. */
  name: Scalars['String']['output'];
  /** Son nom à l'impression ; null : le nom. */
  namePrint: Maybe<Scalars['String']['output']>;
  /** Sa photo ; null : aucune. */
  photoUrl: Maybe<Scalars['String']['output']>;
  /** La quantité du produit dans la recette. */
  quantity: Scalars['Float']['output'];
  /** La recette. */
  recipe: Recipe;
  /** L'identifiant de la recette. */
  recipeId: Scalars['ID']['output'];
  /** Unité de la quantité. */
  unit: Unit;
};

/** Tri des produits. */
export type ProductSort = {
  /** L'ordre. */
  direction: SortDirection;
  /** La colonne. */
  field: ProductSortField;
};

/** Les colonnes par lesquelles trier les produits. */
export type ProductSortField =
  | 'CREATED_AT'
  /** Nom (l'ordre par défaut, croissant). */
  | 'NAME';

export type ProfileInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Vide ou absent : aucun téléphone. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Un bon de commande d'un restaurant à un fournisseur externe ou à un laboratoire de l'enseigne. */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** Ce que l'utilisateur connecté peut faire de ce bon maintenant (état et rôle). */
  allowedTransitions: Array<PurchaseOrderTransition>;
  createdAt: Scalars['DateTime']['output'];
  createdBy: Maybe<RecordedBy>;
  /** Pourquoi l'email a échoué (FAILED). */
  emailError: Maybe<Scalars['String']['output']>;
  emailStatus: PurchaseOrderEmailStatus;
  expectedDate: Scalars['Date']['output'];
  expeditedAt: Maybe<Scalars['DateTime']['output']>;
  firstReceivedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lastReceivedAt: Maybe<Scalars['DateTime']['output']>;
  lineCount: Scalars['Int']['output'];
  lines: Array<PurchaseOrderLine>;
  notes: Maybe<Scalars['String']['output']>;
  /** Le PDF du bon (lien de téléchargement) ; null tant qu'il n'est pas envoyé. */
  pdfUrl: Maybe<Scalars['String']['output']>;
  /** Note de réception (la dernière). */
  receivingNote: Maybe<Scalars['String']['output']>;
  /** Les réceptions, la plus ancienne d'abord. */
  receptions: Array<Reception>;
  /** Référence lisible, unique dans l'enseigne (BC-2026-00042). */
  reference: Scalars['String']['output'];
  /** Le restaurant émetteur. */
  restaurant: Restaurant;
  sentAt: Maybe<Scalars['DateTime']['output']>;
  /** Note d'expédition du laboratoire. */
  shippingNote: Maybe<Scalars['String']['output']>;
  status: PurchaseOrderStatus;
  /** Motif du refus ou de l'annulation. */
  statusReason: Maybe<Scalars['String']['output']>;
  subtotalHT: Scalars['Float']['output'];
  /** Le fournisseur externe ou le laboratoire ; null s'il a été supprimé depuis (voir `supplierName`). */
  supplier: Maybe<Supplier>;
  /** Le nom du fournisseur à la commande. */
  supplierName: Scalars['String']['output'];
  totalTTC: Scalars['Float']['output'];
  /** Montant de TVA, somme des lignes. */
  totalVAT: Scalars['Float']['output'];
  /** La TVA par taux, du plus petit au plus grand. */
  vatBreakdown: Array<PurchaseOrderVatTotal>;
};

/** L'envoi par email d'un bon au fournisseur. */
export type PurchaseOrderEmailStatus =
  /** L'envoi a échoué : le bon est bien envoyé côté application, l'email est à renvoyer (voir `emailError`). */
  | 'FAILED'
  /** Écrit dans le journal de l'api : SMTP_URL n'est pas configuré. */
  | 'LOGGED'
  /** Pas encore envoyé (brouillon). */
  | 'NOT_SENT'
  /** Pas d'email : le fournisseur n'a pas d'adresse (ou c'est un laboratoire, qui voit le bon dans ses ventes internes). */
  | 'NO_ADDRESS'
  /** Remis au serveur SMTP. */
  | 'SENT';

export type PurchaseOrderFilter = {
  /** Ventes internes : un restaurant émetteur. */
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
  /** Référence, nom du fournisseur ou du laboratoire (bons émis), ou nom du restaurant (ventes internes), sans tenir compte de la casse ni des accents. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PurchaseOrderStatus>;
  /** Un fournisseur : avec `supplierKind` (les identifiants des deux sortes peuvent coïncider). */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  supplierKind?: InputMaybe<SupplierKind>;
};

/** Un bon de commande à créer ou un brouillon à remplacer. Les prix, TVA et totaux viennent du catalogue, jamais du client. */
export type PurchaseOrderInput = {
  expectedDate: Scalars['Date']['input'];
  lines: Array<PurchaseOrderLineInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  restaurantId: Scalars['ID']['input'];
  supplierId: Scalars['ID']['input'];
  supplierKind: SupplierKind;
};

/** Une ligne d'un bon de commande : un article, sa quantité en conditionnements, ses prix figés à la commande. */
export type PurchaseOrderLine = {
  __typename?: 'PurchaseOrderLine';
  /** L'article commandé ; null s'il a été supprimé depuis (les champs figés restent). */
  article: Maybe<Article>;
  /** Le nom de l'article à la commande. */
  articleName: Scalars['String']['output'];
  baseUnit: BaseUnit;
  /** Unités de base par conditionnement ; null si aucune conversion ne le couvre. */
  conversionToBase: Maybe<Scalars['Float']['output']>;
  /** Température à la livraison (°C) de la dernière réception de la ligne ; null : non relevée. */
  deliveryTempC: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** HT = quantité × prix unitaire. */
  lineTotal: Scalars['Float']['output'];
  /** TTC = HT × (1 + taux/100). */
  lineTotalTTC: Scalars['Float']['output'];
  /** Le conditionnement fournisseur de l'article, ou « Unité » 1 sans conditionnement. */
  packagingName: Scalars['String']['output'];
  packagingQuantity: Scalars['Float']['output'];
  packagingUnit: Unit;
  /** Le produit de l'article ; null s'il a été supprimé. */
  product: Maybe<Product>;
  productName: Scalars['String']['output'];
  /** Quantité expédiée par le laboratoire (conditionnements) ; null : pas d'expédition. */
  quantityExpedited: Maybe<Scalars['Float']['output']>;
  /** Nombre de conditionnements commandés (pas de 0,01). */
  quantityOrdered: Scalars['Float']['output'];
  /** La quantité commandée en unité de base ; null sans conversion. */
  quantityOrderedBase: Maybe<Scalars['Float']['output']>;
  quantityReceivedBase: Scalars['Float']['output'];
  /** Quantité reçue, toutes réceptions additionnées, en conditionnements et en unité de base. */
  quantityReceivedPackaging: Scalars['Float']['output'];
  /** Note de réception de la ligne (la dernière). */
  receivingLineNote: Maybe<Scalars['String']['output']>;
  supplierRef: Maybe<Scalars['String']['output']>;
  temperatureCategory: TemperatureCategory;
  /** Prix HT d'un conditionnement à la commande. */
  unitPrice: Scalars['Float']['output'];
  vat: VatCode;
  /** Taux de TVA en % (5,5 si l'article n'en a pas). */
  vatRate: Scalars['Float']['output'];
};

/** Une ligne commandée : un article du fournisseur, autorisé au restaurant, et un nombre de conditionnements au-dessus de 0 (pas de 0,01). */
export type PurchaseOrderLineInput = {
  articleId: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
};

export type PurchaseOrderPage = {
  __typename?: 'PurchaseOrderPage';
  data: Array<PurchaseOrder>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PurchaseOrderSort = {
  direction: SortDirection;
  field: PurchaseOrderSortField;
};

/** Les colonnes par lesquelles trier les bons. */
export type PurchaseOrderSortField =
  /** Date de création (l'ordre par défaut, décroissant). */
  'CREATED_AT' | 'EXPECTED_DATE' | 'REFERENCE' | 'STATUS' | 'SUBTOTAL_HT';

/** État d'un bon de commande. Libellés : Brouillon, Commandé/Envoyé, Confirmé par fournisseur, Refusé par fournisseur, Annulé, Expédié, Reçu, Partiellement reçu. */
export type PurchaseOrderStatus =
  | 'ACKNOWLEDGED_SUPPLIER'
  | 'CANCELLED'
  | 'DRAFT'
  | 'EXPEDITED'
  | 'PARTIALLY_RECEIVED'
  | 'RECEIVED'
  | 'REFUSED_SUPPLIER'
  | 'SENT_PENDING';

/** Un passage d'un état à un autre, tel que l'utilisateur peut le demander. */
export type PurchaseOrderTransition =
  /** Accord du fournisseur ou acceptation du laboratoire (SENT_PENDING → ACKNOWLEDGED_SUPPLIER). */
  | 'ACKNOWLEDGE'
  /** Annuler (DRAFT ou SENT_PENDING → CANCELLED). */
  | 'CANCEL'
  /** Supprimer le brouillon. */
  | 'DELETE'
  /** Modifier le brouillon. */
  | 'EDIT'
  /** Contrôle à expédition du laboratoire (SENT_PENDING, ACKNOWLEDGED_SUPPLIER, PARTIALLY_RECEIVED → EXPEDITED). */
  | 'EXPEDITE'
  /** Réception au restaurant (SENT_PENDING, ACKNOWLEDGED_SUPPLIER, EXPEDITED, PARTIALLY_RECEIVED → PARTIALLY_RECEIVED ou RECEIVED). */
  | 'RECEIVE'
  /** Refus (SENT_PENDING → REFUSED_SUPPLIER). */
  | 'REFUSE'
  /** Envoyer (DRAFT → SENT_PENDING). */
  | 'SEND';

/** Le total d'un taux de TVA sur un bon. */
export type PurchaseOrderVatTotal = {
  __typename?: 'PurchaseOrderVatTotal';
  /** Montant de TVA. */
  amount: Scalars['Float']['output'];
  /** Base HT à ce taux. */
  base: Scalars['Float']['output'];
  /** Taux en %. */
  rate: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Un article ; NOT_FOUND s'il n'existe pas ou est d'une autre enseigne. */
  article: Article;
  /** Les articles par pages (25 par défaut, 100 au plus), par nom sauf autre `sort` (liste : voir « Listes »). */
  articles: ArticlePage;
  /** Le tableau de bord, en un aller-retour. */
  dashboard: Dashboard;
  employee: Employee;
  /** Le personnel par pages (25 par défaut, 100 au plus), par nom sauf autre `sort` (liste : voir « Listes ») : d'un restaurant, ou de tous les restaurants visibles. */
  employeePage: EmployeePage;
  /** Le personnel : d'un restaurant, ou de tous les restaurants visibles. */
  employees: Array<Employee>;
  /** L'enseigne de l'utilisateur, avec ses utilisateurs et invitations (ADMIN seulement pour ceux-ci). */
  enseigne: Enseigne;
  equipment: Equipment;
  equipmentType: EquipmentType;
  /** Les types d'équipement de l'enseigne, par nom. */
  equipmentTypes: Array<EquipmentType>;
  /** Les ventes internes d'un laboratoire : les bons reçus des restaurants, hors brouillons et annulés (BAD_USER_INPUT si ce restaurant n'est pas un laboratoire). */
  internalSales: PurchaseOrderPage;
  /** Les inventaires, les plus récents d'abord : d'un restaurant, ou de tous ceux que voit l'utilisateur. */
  inventories: InventoryPage;
  inventory: Inventory;
  job: Job;
  /** La badgeuse qui appelle : avec le jeton d'une badgeuse seulement (UNAUTHENTICATED sinon). */
  kiosk: KioskInfo;
  /** Les laboratoires de l'enseigne visibles par l'utilisateur. */
  laboratories: Array<Restaurant>;
  /** L'utilisateur connecté, avec ses permissions. */
  me: User;
  /** Les notifications de l'utilisateur connecté, les plus récentes d'abord (20 par défaut, 100 au plus), et le nombre de ses non lues. */
  notifications: NotificationList;
  /** Un produit et sa fiche ; NOT_FOUND s'il n'existe pas ou est d'une autre enseigne. */
  product: Product;
  /** Les produits par pages (25 par défaut, 100 au plus), par nom sauf autre `sort` (liste : voir « Listes »). */
  products: ProductPage;
  /** Un bon de commande ; NOT_FOUND s'il n'existe pas ou n'est visible ni du restaurant émetteur ni du laboratoire destinataire. */
  purchaseOrder: PurchaseOrder;
  /** Les bons de commande émis par un restaurant, les plus récents d'abord (25 par défaut, 100 au plus ; liste : voir « Listes »). */
  purchaseOrders: PurchaseOrderPage;
  /** Un shift badgé ; NOT_FOUND s'il n'est pas visible. */
  realizedShift: RealizedShift;
  recipe: Recipe;
  /** Les recettes par pages (25 par défaut, 100 au plus), par nom sauf autre `sort` (liste : voir « Listes »). */
  recipes: RecipePage;
  /** Un restaurant ; NOT_FOUND s'il n'existe pas ou n'est pas visible par l'utilisateur. */
  restaurant: Restaurant;
  /** Les restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
  /** Un shift planifié ; NOT_FOUND s'il n'est pas visible. */
  scheduledShift: ScheduledShift;
  /** Les espaces de stockage de l'enseigne (surfaces marquées zone de stockage), par zone puis nom. */
  storageSpaces: Array<Surface>;
  /** Un fournisseur externe (EXTERNAL, par défaut) ou un laboratoire (LABORATORY) ; NOT_FOUND s'il n'existe pas ou est d'une autre enseigne. */
  supplier: Supplier;
  /** Les fournisseurs externes et les laboratoires de l'enseigne, en une liste, par nom. */
  suppliers: Array<Supplier>;
  surface: Surface;
  /** Les tags de l'enseigne, par nom. */
  tags: Array<Tag>;
  /** Vérifie une invitation avant de créer le compte (sans jeton de connexion) ; NOT_FOUND si le lien est inconnu, BAD_USER_INPUT si l'invitation a déjà été utilisée ou a expiré. */
  verifyInvitation: InvitationPreview;
  zone: Zone;
};

export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};

export type QueryArticlesArgs = {
  filter?: InputMaybe<ArticleFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ArticleSort>;
};

export type QueryEmployeeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryEmployeePageArgs = {
  filter?: InputMaybe<EmployeeFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<EmployeeSort>;
};

export type QueryEmployeesArgs = {
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryEnseigneArgs = {
  id: Scalars['ID']['input'];
};

export type QueryEquipmentArgs = {
  id: Scalars['ID']['input'];
};

export type QueryEquipmentTypeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryInternalSalesArgs = {
  filter?: InputMaybe<PurchaseOrderFilter>;
  labId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<PurchaseOrderSort>;
};

export type QueryInventoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<InventoryStatus>;
};

export type QueryInventoryArgs = {
  id: Scalars['ID']['input'];
};

export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};

export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};

export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type QueryPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
};

export type QueryPurchaseOrdersArgs = {
  filter?: InputMaybe<PurchaseOrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  restaurantId: Scalars['ID']['input'];
  sort?: InputMaybe<PurchaseOrderSort>;
};

export type QueryRealizedShiftArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRecipeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRecipesArgs = {
  filter?: InputMaybe<RecipeFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<RecipeSort>;
};

export type QueryRestaurantArgs = {
  id: Scalars['ID']['input'];
};

export type QueryScheduledShiftArgs = {
  id: Scalars['ID']['input'];
};

export type QuerySupplierArgs = {
  id: Scalars['ID']['input'];
  kind?: InputMaybe<SupplierKind>;
};

export type QuerySurfaceArgs = {
  id: Scalars['ID']['input'];
};

export type QueryVerifyInvitationArgs = {
  token: Scalars['String']['input'];
};

export type QueryZoneArgs = {
  id: Scalars['ID']['input'];
};

/** Un shift badgé : l'arrivée et le départ réels d'un employé, ses pauses. */
export type RealizedShift = {
  __typename?: 'RealizedShift';
  /** Somme de ses pauses terminées, en minutes. */
  actualBreakDuration: Scalars['Int']['output'];
  /** Le shift rémunéré qui le valide, s'il est validé. */
  approved: Maybe<ApprovedShift>;
  /** Ses blocs de badgeage, dans l'ordre. */
  blocks: Array<ClockBlock>;
  comment: Maybe<Scalars['String']['output']>;
  /** null tant que le shift est en cours. */
  datetimeEnd: Maybe<Scalars['DateTime']['output']>;
  datetimeStart: Scalars['DateTime']['output'];
  /** Le jour du shift (celui de son début, fuseau du restaurant). */
  day: Scalars['Date']['output'];
  /** Durée travaillée en minutes (fin − début − pause) ; null tant qu'il est en cours. */
  duration: Maybe<Scalars['Int']['output']>;
  employee: Employee;
  id: Scalars['ID']['output'];
  mealCount: Scalars['Int']['output'];
  restaurant: Restaurant;
  /** Le shift prévu du même jour, s'il y en a un. */
  scheduledShift: Maybe<ScheduledShift>;
  source: RealizedShiftSource;
  /** IN_PROGRESS, PENDING ou APPROVED. */
  state: ClockedShiftState;
};

/** Un shift badgé saisi ou corrigé par un responsable. */
export type RealizedShiftInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Absente : le shift est en cours. */
  datetimeEnd?: InputMaybe<Scalars['DateTime']['input']>;
  datetimeStart: Scalars['DateTime']['input'];
  employeeId: Scalars['ID']['input'];
  mealCount?: InputMaybe<Scalars['Int']['input']>;
  restaurantId: Scalars['ID']['input'];
};

/** D'où vient un shift badgé. */
export type RealizedShiftSource =
  /** Badgé à la badgeuse du restaurant, par code PIN. */
  | 'KIOSK'
  /** Saisi ou corrigé par un responsable. */
  | 'MANAGER';

/** Une réception d'une livraison au restaurant. */
export type Reception = {
  __typename?: 'Reception';
  id: Scalars['ID']['output'];
  lines: Array<ReceptionLine>;
  note: Maybe<Scalars['String']['output']>;
  receivedAt: Scalars['DateTime']['output'];
  receivedBy: Maybe<RecordedBy>;
};

export type ReceptionInput = {
  lines: Array<ReceptionLineInput>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Quand ; maintenant si absent. */
  receivedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Une ligne d'une réception : ce qui est arrivé d'une ligne du bon. */
export type ReceptionLine = {
  __typename?: 'ReceptionLine';
  /** Température relevée (°C), pour les lignes FRESH et FROZEN. */
  deliveryTempC: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  line: PurchaseOrderLine;
  lotNumber: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  quantityReceivedBase: Scalars['Float']['output'];
  /** Quantité reçue en conditionnements, et en unité de base. */
  quantityReceivedPackaging: Scalars['Float']['output'];
  /** Vrai si la température dépasse le seuil (frais au-dessus de 4 °C, surgelé au-dessus de −18 °C). */
  temperatureAlert: Scalars['Boolean']['output'];
  /** La fiche de traçabilité écrite pour cette ligne. */
  traceabilityRecord: Maybe<TraceabilityRecord>;
  /** Prix HT d'un conditionnement sur la livraison. */
  unitPrice: Scalars['Float']['output'];
  /** DLC du lot. */
  useByDate: Maybe<Scalars['Date']['output']>;
};

/** Ce qui est arrivé d'une ligne. */
export type ReceptionLineInput = {
  /** Température relevée (°C) ; requise pour une ligne FRESH ou FROZEN reçue. */
  deliveryTempC?: InputMaybe<Scalars['Float']['input']>;
  lineId: Scalars['ID']['input'];
  lotNumber?: InputMaybe<Scalars['String']['input']>;
  /** Requise quand la température dépasse le seuil. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Conditionnements reçus (0 permis : rien de cette ligne dans cette livraison). */
  quantityReceived: Scalars['Float']['input'];
  /** Prix HT d'un conditionnement sur la livraison ; absent : celui de la commande. Différent : il devient le nouveau prix de l'article. */
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
  useByDate?: InputMaybe<Scalars['Date']['input']>;
};

/** Une recette : ses ingrédients (produits et sous-recettes), son rendement, son coût et ses allergènes. */
export type Recipe = {
  __typename?: 'Recipe';
  /** Allergènes de ses produits et de ses sous-recettes, à tous les niveaux, dans l'ordre du règlement. */
  allergens: Array<Allergen>;
  baseUnit: RecipeUnit;
  category: ProductCategory;
  cost: RecipeCost;
  /** Coût HT par unité de base (voir `cost`). */
  costPerBaseUnit: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** DLC en jours (1 au moins). */
  dlc: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  ingredients: Array<RecipeIngredient>;
  name: Scalars['String']['output'];
  /** Nom à l'impression (étiquettes), 25 caractères au plus. */
  namePrint: Maybe<Scalars['String']['output']>;
  photoUrl: Maybe<Scalars['String']['output']>;
  /** Nombre d'ingrédients produits. */
  productIngredientCount: Scalars['Int']['output'];
  /** Quantité produite (rendement), dans `baseUnit`. */
  quantity: Scalars['Float']['output'];
  /** Nombre de sous-recettes. */
  recipeIngredientCount: Scalars['Int']['output'];
  restaurants: Array<Restaurant>;
  tags: Array<Tag>;
  updatedAt: Scalars['DateTime']['output'];
  /** Les recettes qui l'utilisent comme sous-recette. */
  usedIn: Array<Recipe>;
};

/** Le coût d'une recette à partir des coûts par unité de base de ses produits (prix actuels), sous-recettes comprises. */
export type RecipeCost = {
  __typename?: 'RecipeCost';
  /** Faux si une ligne au moins n'est pas chiffrée (« coût incomplet »). */
  complete: Scalars['Boolean']['output'];
  /** Les lignes non chiffrées. */
  missing: Array<RecipeIngredient>;
  /** Coût HT par unité de base de la recette (€/kg, €/L, €/pièce) ; null si la recette n'est pas chiffrée. */
  perBaseUnit: Maybe<Scalars['Float']['output']>;
  /** Coût HT en euros de la quantité produite, des lignes chiffrées ; null si aucune ne l'est. */
  total: Maybe<Scalars['Float']['output']>;
};

/** Pourquoi une ligne de recette ne peut pas être chiffrée. */
export type RecipeCostGapReason =
  /** Une sous-recette elle-même incomplète. */
  | 'INCOMPLETE_SUB_RECIPE'
  /** La quantité ne se convertit pas dans l'unité de base du produit ou de la sous-recette. */
  | 'NO_CONVERSION'
  /** Le produit n'a aucun prix utilisable (voir son coût). */
  | 'NO_PRICE'
  /** Le produit ou la sous-recette n'existe plus. */
  | 'UNKNOWN_ITEM';

export type RecipeFilter = {
  /** Nom ou nom à l'impression contenant ce texte (sans tenir compte de la casse ni des accents). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Une ligne d'une recette : une quantité d'un produit ou d'une sous-recette. */
export type RecipeIngredient = {
  __typename?: 'RecipeIngredient';
  /** Coût HT de la ligne en euros, pour la quantité utilisée ; null s'il ne peut être chiffré. */
  cost: Maybe<Scalars['Float']['output']>;
  /** Pourquoi la ligne n'est pas chiffrée ; null si elle l'est. */
  costGap: Maybe<RecipeCostGapReason>;
  /** Part de la ligne dans le coût de la recette, de 0 à 1 ; null si la ligne ou la recette n'est pas chiffrée. */
  costShare: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** Le produit ou la sous-recette ; null s'il n'existe plus (« Ingrédient inconnu »). */
  item: Maybe<IngredientItem>;
  /** L'identifiant du produit ou de la sous-recette. */
  itemId: Scalars['ID']['output'];
  itemType: IngredientType;
  quantity: Scalars['Float']['output'];
  unit: Unit;
};

/** Un ingrédient : son unité est permise par l'unité de base de l'élément (G : G, KG ; ML : ML, CL, L ; PIECE : PIECE). Une recette ne peut se contenir elle-même, à aucun niveau (CONFLICT). */
export type RecipeIngredientInput = {
  itemId: Scalars['ID']['input'];
  itemType: IngredientType;
  quantity: Scalars['Float']['input'];
  unit: Unit;
};

export type RecipePage = {
  __typename?: 'RecipePage';
  data: Array<Recipe>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Nombre total de recettes correspondant au filtre. */
  total: Scalars['Int']['output'];
};

export type RecipeSort = {
  direction: SortDirection;
  field: RecipeSortField;
};

/** Les colonnes par lesquelles trier les recettes. */
export type RecipeSortField =
  | 'CREATED_AT'
  /** Nom (l'ordre par défaut, croissant). */
  | 'NAME';

/** Unité de base d'une recette : sa quantité produite (rendement) se compte en kilogrammes, litres ou pièces. */
export type RecipeUnit = 'KG' | 'L' | 'PIECE';

/** Qui a saisi un relevé : un utilisateur de l'enseigne (nom seulement). */
export type RecordedBy = {
  __typename?: 'RecordedBy';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type Restaurant = {
  __typename?: 'Restaurant';
  /** Absences des jours `from` à `to` inclus (62 jours au plus). */
  absences: Array<Absence>;
  address: Scalars['String']['output'];
  /** Shifts rémunérés commençant entre `from` et `to` (62 jours au plus), par début. */
  approvedShifts: Array<ApprovedShift>;
  /** Nettoyages faits entre `from` et `to` inclus, les plus récents d'abord. */
  cleaningRecords: Array<CleaningRecord>;
  /** Refroidissements commencés entre `from` et `to` inclus, les plus récents d'abord. */
  coolingRecords: Array<CoolingRecord>;
  createdAt: Scalars['DateTime']['output'];
  /** Jours de livraison du laboratoire, lundi en premier. */
  deliveryDays: Array<Weekday>;
  /** Laboratoire : délai de livraison, en jours. */
  deliveryDelayDays: Maybe<Scalars['Int']['output']>;
  email: Maybe<Scalars['String']['output']>;
  /** Le personnel du restaurant, par nom. */
  employees: Array<Employee>;
  /** Ses équipements, par nom. */
  equipments: Array<Equipment>;
  fridayDelivery: Scalars['Boolean']['output'];
  /** Remises en température commencées entre `from` et `to` inclus, les plus récentes d'abord. */
  heatingRecords: Array<HeatingRecord>;
  id: Scalars['ID']['output'];
  /** Vrai pour un laboratoire de production. */
  isLab: Scalars['Boolean']['output'];
  /** Ses postes (planning), par titre. */
  jobs: Array<Job>;
  /** Ses badgeuses (ADMIN, ou MANAGER du restaurant ; FORBIDDEN sinon), les plus récentes d'abord. */
  kioskDevices: Array<KioskDevice>;
  /** Laboratoire : montant minimum de commande, en euros. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  mondayDelivery: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Laboratoire : prochaine date de livraison possible (délai et jours de livraison), à partir d'aujourd'hui ; null sans jour de livraison. */
  nextDeliveryDate: Maybe<Scalars['String']['output']>;
  /** Contrôles d'huile de friture entre `from` et `to` inclus, les plus récents d'abord. */
  oilRecords: Array<OilRecord>;
  phone: Maybe<Scalars['String']['output']>;
  /** Shifts badgés commençant entre `from` et `to` (62 jours au plus), par début. */
  realizedShifts: Array<RealizedShift>;
  saturdayDelivery: Scalars['Boolean']['output'];
  /** Shifts planifiés commençant entre `from` et `to` (62 jours au plus), par début. */
  scheduledShifts: Array<ScheduledShift>;
  /** Laboratoire : les restaurants qu'il livre. */
  servedRestaurants: Array<Restaurant>;
  /** Les produits dont le stock est sous le seuil (10 par défaut, dans l'unité de base). */
  stockAlerts: Array<StockLevel>;
  /** Ses mouvements de stock, les plus récents d'abord ; d'un seul produit si `productId` est donné, des jours `from` à `to` inclus s'ils le sont. */
  stockMovements: StockMovementPage;
  /** Le résumé de son stock : états et valeur au coût actuel. */
  stockSummary: StockSummary;
  /** Le stock de ses produits, par nom de produit (25 par défaut, 100 au plus). */
  stocks: StockLevelPage;
  sundayDelivery: Scalars['Boolean']['output'];
  /** Les surfaces de toutes ses zones, par nom. */
  surfaces: Array<Surface>;
  /** Relevés de température des jours `from` à `to` inclus (366 jours au plus), les plus récents d'abord. */
  temperatureReadings: Array<TemperatureReading>;
  thursdayDelivery: Scalars['Boolean']['output'];
  /** Fuseau horaire IANA du restaurant : ses journées (filtres par jour des relevés) y sont comptées. */
  timeZone: Scalars['String']['output'];
  /** Fiches de traçabilité, par pages (20 par défaut, 100 au plus), les plus récentes d'abord sauf autre `sort` (liste : voir « Listes »). */
  traceabilityRecords: TraceabilityPage;
  tuesdayDelivery: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  wednesdayDelivery: Scalars['Boolean']['output'];
  /** La semaine du planning contenant le jour `start` (lundi à dimanche, fuseau du restaurant) : un nombre d'appels REST qui ne dépend ni du nombre d'employés ni du nombre de shifts. */
  week: PlanningWeek;
  /** Les zones du restaurant, par nom. */
  zones: Array<Zone>;
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantAbsencesArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantApprovedShiftsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantCleaningRecordsArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantCoolingRecordsArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantHeatingRecordsArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantOilRecordsArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantRealizedShiftsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantScheduledShiftsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantStockAlertsArgs = {
  threshold?: InputMaybe<Scalars['Float']['input']>;
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantStockMovementsArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantStocksArgs = {
  filter?: InputMaybe<StockFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantTemperatureReadingsArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantTraceabilityRecordsArgs = {
  filter?: InputMaybe<TraceabilityFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<TraceabilitySort>;
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type RestaurantWeekArgs = {
  start: Scalars['Date']['input'];
};

/** Champs d'un restaurant. En création, `name` et `address` sont requis ; en modification, seuls les champs fournis changent. */
export type RestaurantInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** En jours, positif ou nul. */
  deliveryDelayDays?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fridayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  isLab?: InputMaybe<Scalars['Boolean']['input']>;
  /** En euros, positif ou nul. */
  minOrderAmount?: InputMaybe<Scalars['Float']['input']>;
  mondayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  saturdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  sundayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  thursdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  tuesdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  wednesdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Rôle d'un utilisateur dans son enseigne. */
export type Role =
  /** Administrateur de l'enseigne : tous les droits. */
  | 'ADMIN'
  /** Employé : lecture, et saisie des relevés d'hygiène. */
  | 'EMPLOYEE'
  /** Manager : les restaurants de son invitation, les ressources de l'enseigne en lecture. */
  | 'MANAGER';

/** Un inventaire à enregistrer : un nouveau (sans `id`) ou un brouillon dont les lignes sont remplacées. Une ligne à 0 est gardée : le produit a été compté vide, la finalisation met son stock à 0. */
export type SaveInventoryInput = {
  countedById?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lines: Array<InventoryLineInput>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Requis pour un nouvel inventaire. */
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Un shift planifié : un employé, un poste, un début et une fin (la fin au plus 24 h après le début). */
export type ScheduledShift = {
  __typename?: 'ScheduledShift';
  /** Le shift rémunéré (validé) rattaché à ce shift prévu, s'il y en a un. */
  approved: Maybe<ApprovedShift>;
  /** Pause non travaillée, en minutes. */
  breakDuration: Scalars['Int']['output'];
  comment: Maybe<Scalars['String']['output']>;
  datetimeEnd: Scalars['DateTime']['output'];
  datetimeStart: Scalars['DateTime']['output'];
  /** Le jour du shift : celui de son début, dans le fuseau du restaurant (sa cellule du planning). */
  day: Scalars['Date']['output'];
  /** Durée travaillée en minutes : fin − début − pause (temps réel, changements d'heure compris), jamais sous 0. */
  duration: Scalars['Int']['output'];
  employee: Employee;
  id: Scalars['ID']['output'];
  /** Le poste ; null s'il a été supprimé depuis (le shift s'affiche en gris). */
  job: Maybe<Job>;
  mealCount: Scalars['Int']['output'];
  /** Le shift badgé rattaché à ce shift prévu, s'il y en a un. */
  realized: Maybe<RealizedShift>;
  restaurant: Restaurant;
};

/** Un shift planifié à créer. Les instants sont en UTC ; la fin au plus 24 h après le début. */
export type ScheduledShiftInput = {
  /** Pause en minutes ; absente : celle du poste. */
  breakDuration?: InputMaybe<Scalars['Int']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  datetimeEnd: Scalars['DateTime']['input'];
  datetimeStart: Scalars['DateTime']['input'];
  employeeId: Scalars['ID']['input'];
  jobId: Scalars['ID']['input'];
  /** 1 par défaut, de 0 à 10. */
  mealCount?: InputMaybe<Scalars['Int']['input']>;
  restaurantId: Scalars['ID']['input'];
};

export type SecurityPreferences = {
  __typename?: 'SecurityPreferences';
  apiAccess: Scalars['Boolean']['output'];
  loginAlerts: Scalars['Boolean']['output'];
  /** Minutes d'inactivité avant la fin de la session : 15, 30, 60, 120 ou 480. */
  sessionTimeout: Scalars['Int']['output'];
  twoFactor: Scalars['Boolean']['output'];
};

export type SecurityPreferencesInput = {
  apiAccess?: InputMaybe<Scalars['Boolean']['input']>;
  loginAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  sessionTimeout?: InputMaybe<Scalars['Int']['input']>;
  twoFactor?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Ce que le responsable change en validant un shift badgé ; absent : la valeur badgée. */
export type ShiftAdjustmentsInput = {
  /** Pause validée, en minutes (par défaut la pause badgée). */
  breakDuration?: InputMaybe<Scalars['Int']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  datetimeEnd?: InputMaybe<Scalars['DateTime']['input']>;
  datetimeStart?: InputMaybe<Scalars['DateTime']['input']>;
  mealCount?: InputMaybe<Scalars['Int']['input']>;
};

/** Création d'une enseigne et de son premier administrateur. */
export type SignupInput = {
  email: Scalars['String']['input'];
  /** Nom de l'enseigne. */
  enseigneName: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Au moins 8 caractères. */
  password: Scalars['String']['input'];
};

/** Résultat de l'inscription : l'administrateur se connecte ensuite avec `login`. */
export type SignupPayload = {
  __typename?: 'SignupPayload';
  enseigne: Enseigne;
  /** Identifiant du premier administrateur créé. */
  userId: Scalars['ID']['output'];
};

/**
 * Listes. Une liste qui peut grandir se lit par pages, de la même façon partout :
 * `champ(filter: <Chose>Filter, sort: <Chose>Sort, limit: Int, offset: Int): <Chose>Page!`.
 * - `limit` : lignes par page (un défaut et un maximum propres à la liste, dits dans sa
 *   description) ; `offset` : lignes à sauter (0 par défaut). BAD_USER_INPUT hors bornes.
 * - `sort` : `{ field: <Chose>SortField, direction: SortDirection }` ; absent, l'ordre par défaut
 *   de la liste. Les égalités sont départagées par l'identifiant : une page ne répète ni ne saute
 *   une ligne.
 * - La page : `{ data, total, limit, offset }`, `total` comptant toutes les lignes du filtre.
 * Un export (CSV) lit toutes les pages du même filtre et du même tri (docs/how-to/lists.md).
 */
export type SortDirection =
  /** Croissant : A à Z, le plus ancien d'abord. */
  | 'ASC'
  /** Décroissant : Z à A, le plus récent d'abord. */
  | 'DESC';

export type StockFilter = {
  /** Nom du produit contenant ce texte (sans tenir compte de la casse ni des accents). */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<StockStatus>;
};

/** Le stock d'un produit dans un restaurant. */
export type StockLevel = {
  __typename?: 'StockLevel';
  baseUnit: BaseUnit;
  /** Stock actuel dans l'unité de base du produit. */
  currentStock: Scalars['Float']['output'];
  /** Le même stock dans l'unité d'affichage. */
  display: DisplayQuantity;
  product: Product;
  restaurant: Restaurant;
  status: StockStatus;
  /** Dernier mouvement ; null : jamais mouvementé. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
  /** Valeur HT au coût actuel par unité de base ; null si le produit n'est pas chiffré. */
  value: Maybe<Scalars['Float']['output']>;
};

export type StockLevelPage = {
  __typename?: 'StockLevelPage';
  data: Array<StockLevel>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Un mouvement de stock : avant et après, jamais effacé. */
export type StockMovement = {
  __typename?: 'StockMovement';
  /** Le compte qui l'a enregistré ; null s'il a été supprimé. */
  createdBy: Maybe<RecordedBy>;
  id: Scalars['ID']['output'];
  /** L'inventaire qui l'a produit (motif INVENTORY). */
  inventory: Maybe<Inventory>;
  note: Maybe<Scalars['String']['output']>;
  occurredAt: Scalars['DateTime']['output'];
  product: Product;
  /** Quantité du mouvement, dans `unit`. */
  quantity: Scalars['Float']['output'];
  reason: StockMovementReason;
  restaurant: Restaurant;
  stockAfter: Scalars['Float']['output'];
  /** Stock avant et après, dans l'unité de base du produit. */
  stockBefore: Scalars['Float']['output'];
  type: StockMovementType;
  unit: Unit;
};

/** Un mouvement saisi à la main (une perte, une correction, une entrée) : ADMIN, ou MANAGER dans ses restaurants. */
export type StockMovementInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  /** Quand ; maintenant si absent. */
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
  productId: Scalars['ID']['input'];
  /** Quantité positive (ADJUSTMENT : le stock compté, 0 permis). */
  quantity: Scalars['Float']['input'];
  /** Motif ; MANUAL si absent. INVENTORY est réservé aux inventaires. */
  reason?: InputMaybe<StockMovementReason>;
  restaurantId: Scalars['ID']['input'];
  type: StockMovementType;
  /** Unité de la quantité ; l'unité de base du produit si absente. Convertie par la table et les règles du produit. */
  unit?: InputMaybe<Unit>;
};

export type StockMovementPage = {
  __typename?: 'StockMovementPage';
  data: Array<StockMovement>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Motif d'un mouvement de stock. */
export type StockMovementReason =
  'INVENTORY' | 'MANUAL' | 'PURCHASE' | 'RECIPE' | 'SALE' | 'TRANSFER' | 'WASTE';

/** Sens d'un mouvement de stock. */
export type StockMovementType =
  /** Ajustement : le stock est fixé à la quantité comptée. */
  | 'ADJUSTMENT'
  /** Entrée. */
  | 'IN'
  /** Sortie. */
  | 'OUT';

/** État d'un stock : Rupture (0), Stock faible (moins de 50 unités de base), En stock. */
export type StockStatus = 'IN_STOCK' | 'LOW' | 'OUT_OF_STOCK';

/** Le résumé du stock d'un restaurant. */
export type StockSummary = {
  __typename?: 'StockSummary';
  inStockCount: Scalars['Int']['output'];
  lowCount: Scalars['Int']['output'];
  outOfStockCount: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  /** Valeur HT du stock au coût actuel, des produits chiffrés. */
  totalValue: Scalars['Float']['output'];
  /** Nombre de produits en stock que l'on ne sait pas chiffrer (valeur incomplète s'il n'est pas nul). */
  unvaluedCount: Scalars['Int']['output'];
};

/**
 * Celui qui vend des articles : un fournisseur externe (`ExternalSupplier`) ou un laboratoire de
 * l'enseigne (`Laboratory`, un restaurant marqué laboratoire, de même identifiant). Les identifiants
 * des deux sortes peuvent coïncider : un fournisseur se nomme par son `kind` et son `id`.
 */
export type Supplier = {
  /** Adresse ; null : aucune. */
  address: Maybe<Scalars['String']['output']>;
  /** La mercuriale : les articles vendus, par nom, chacun avec son dernier changement de prix. */
  articles: Array<Article>;
  /** Jours de livraison, lundi en premier. */
  deliveryDays: Array<Weekday>;
  /** Délai de livraison en jours (1 à 6). */
  deliveryDelayDays: Maybe<Scalars['Int']['output']>;
  /** Adresse e-mail de commande ; null : aucune. */
  email: Maybe<Scalars['String']['output']>;
  /** Livre le vendredi. */
  fridayDelivery: Scalars['Boolean']['output'];
  /** Son identifiant (celui d'un laboratoire est celui de son restaurant). */
  id: Scalars['ID']['output'];
  /** EXTERNAL : un fournisseur externe ; LABORATORY : un laboratoire de l'enseigne. */
  kind: SupplierKind;
  /** Montant minimum de commande, en euros ; null : aucun. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  /** Livre le lundi. */
  mondayDelivery: Scalars['Boolean']['output'];
  /** Son nom. */
  name: Scalars['String']['output'];
  /** Téléphone ; null : aucun. */
  phone: Maybe<Scalars['String']['output']>;
  /** Les restaurants livrés, parmi ceux que voit l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
  /** Livre le samedi. */
  saturdayDelivery: Scalars['Boolean']['output'];
  /** Livre le dimanche. */
  sundayDelivery: Scalars['Boolean']['output'];
  /** Livre le jeudi. */
  thursdayDelivery: Scalars['Boolean']['output'];
  /** Livre le mardi. */
  tuesdayDelivery: Scalars['Boolean']['output'];
  /** Livre le mercredi. */
  wednesdayDelivery: Scalars['Boolean']['output'];
};

/** Un fournisseur externe. Le nom est requis ; un champ absent est inchangé en modification (vide en création), null l'efface. */
export type SupplierInput = {
  /** Adresse ; null l'efface. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 1 à 6 jours (types de délai A pour B … G). */
  deliveryDelayDays?: InputMaybe<Scalars['Int']['input']>;
  /** Adresse e-mail ; null l'efface. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Livre le vendredi. */
  fridayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** En euros, deux décimales au plus. */
  minOrderAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Livre le lundi. */
  mondayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Son nom (requis en création). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Téléphone ; null l'efface. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Livre le samedi. */
  saturdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Livre le dimanche. */
  sundayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Livre le jeudi. */
  thursdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Livre le mardi. */
  tuesdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Livre le mercredi. */
  wednesdayDelivery?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fournisseur externe ou laboratoire de l'enseigne. */
export type SupplierKind = 'EXTERNAL' | 'LABORATORY';

/** Une surface d'une zone (plan de travail, étagère...). Les zones de stockage organisent les inventaires. */
export type Surface = {
  __typename?: 'Surface';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Zone de stockage : les inventaires sont organisés par ces surfaces. */
  isStorageArea: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  zone: Zone;
};

export type SurfaceInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  isStorageArea?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** Une zone d'un restaurant que l'utilisateur gère ; sur une modification, une zone du même restaurant. */
  zoneId: Scalars['ID']['input'];
};

/** Une étiquette de l'enseigne. */
export type Tag = {
  __typename?: 'Tag';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Catégorie de température d'un article, contrôlée à la réception. */
export type TemperatureCategory =
  /** Sec (pas de contrôle). */
  | 'DRY'
  /** Frais (contrôle). */
  | 'FRESH'
  /** Surgelé (contrôle). */
  | 'FROZEN';

/** Un relevé de température d'un équipement. */
export type TemperatureReading = {
  __typename?: 'TemperatureReading';
  /** L'employé qui a fait le relevé, s'il est indiqué. */
  employee: Maybe<Employee>;
  equipment: Equipment;
  /** Corrections et annulation, les plus anciennes d'abord (jamais effacées). */
  history: Array<HygieneCorrection>;
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  photo: Maybe<Photo>;
  recordedAt: Scalars['DateTime']['output'];
  /** Le compte qui l'a saisi. */
  recordedBy: Maybe<RecordedBy>;
  status: TemperatureStatus;
  /** En degrés Celsius, au dixième. */
  temperature: Scalars['Float']['output'];
  /** L'annulation : un enregistrement annulé reste visible mais ne compte plus dans les états ni les totaux. */
  voided: Maybe<HygieneCorrection>;
};

/** Un relevé de température ; `photoId` : une photo déjà envoyée (POST multipart /uploads/photos). */
export type TemperatureReadingInput = {
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  equipmentId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  photoId?: InputMaybe<Scalars['ID']['input']>;
  /** Par défaut : maintenant. Pas dans le futur. */
  recordedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** En degrés Celsius. */
  temperature: Scalars['Float']['input'];
};

/** État d'un relevé de température (règle du domaine) : dans la plage du type, au-delà de 2 degrés, entre les deux, ou sans plage. */
export type TemperatureStatus =
  /** Critique : hors plage de plus de 2 degrés. */
  | 'CRITICAL'
  /** Conforme : dans la plage du type. */
  | 'GOOD'
  /** Inconnu : équipement sans plage de températures. */
  | 'UNKNOWN'
  /** Attention : hors plage de 2 degrés au plus. */
  | 'WARNING';

export type TemperatureUnit = 'CELSIUS' | 'FAHRENHEIT';

export type Theme = 'DARK' | 'LIGHT';

export type TraceabilityFilter = {
  /** Fiches de ce jour (fuseau du restaurant). */
  date?: InputMaybe<Scalars['Date']['input']>;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  /** Période : fiches des jours `from` à `to` inclus (fuseau du restaurant, 366 jours au plus) ; les deux ensemble. */
  from?: InputMaybe<Scalars['Date']['input']>;
  lotNumber?: InputMaybe<Scalars['String']['input']>;
  /** Contient ce texte (sans tenir compte de la casse). */
  productName?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};

export type TraceabilityPage = {
  __typename?: 'TraceabilityPage';
  data: Array<TraceabilityRecord>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Nombre total de fiches correspondant au filtre. */
  total: Scalars['Int']['output'];
};

/** Une fiche de traçabilité : l'étiquette d'un produit reçu ou entamé. */
export type TraceabilityRecord = {
  __typename?: 'TraceabilityRecord';
  createdAt: Scalars['DateTime']['output'];
  employee: Maybe<Employee>;
  /** Corrections et annulation, les plus anciennes d'abord (jamais effacées). */
  history: Array<HygieneCorrection>;
  id: Scalars['ID']['output'];
  lotNumber: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  photo: Maybe<Photo>;
  productName: Scalars['String']['output'];
  recordedBy: Maybe<RecordedBy>;
  supplierName: Maybe<Scalars['String']['output']>;
  /** L'annulation : un enregistrement annulé reste visible mais ne compte plus dans les états ni les totaux. */
  voided: Maybe<HygieneCorrection>;
};

export type TraceabilityRecordInput = {
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  lotNumber: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  photoId?: InputMaybe<Scalars['ID']['input']>;
  productName: Scalars['String']['input'];
  restaurantId: Scalars['ID']['input'];
  supplierName?: InputMaybe<Scalars['String']['input']>;
};

export type TraceabilitySort = {
  direction: SortDirection;
  field: TraceabilitySortField;
};

/** Les colonnes par lesquelles trier les fiches de traçabilité. */
export type TraceabilitySortField =
  /** Date de la fiche (l'ordre par défaut, décroissant). */
  'CREATED_AT' | 'LOT_NUMBER' | 'PRODUCT_NAME' | 'SUPPLIER_NAME';

/** Unité d'une quantité : poids (G, KG), volume (ML, CL, L) ou pièce (PIECE). Affichées g, kg, mL, cL, L, pièce. */
export type Unit = 'CL' | 'G' | 'KG' | 'L' | 'ML' | 'PIECE';

/** Un shift rémunéré modifié. */
export type UpdateApprovedShiftInput = {
  breakDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Vide : efface le commentaire. */
  comment?: InputMaybe<Scalars['String']['input']>;
  datetimeEnd?: InputMaybe<Scalars['DateTime']['input']>;
  datetimeStart?: InputMaybe<Scalars['DateTime']['input']>;
  mealCount?: InputMaybe<Scalars['Int']['input']>;
};

/** Les champs d'un article à modifier ; absents : inchangés. Un changement de prix est inscrit dans l'historique. */
export type UpdateArticleInput = {
  /** Un laboratoire ; remplace le fournisseur externe. */
  labId?: InputMaybe<Scalars['ID']['input']>;
  /** Son nom. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Remplace ses conditionnements. */
  packagings?: InputMaybe<Array<ArticlePackagingInput>>;
  /** Prix HT en euros, deux décimales au plus ; un changement est inscrit dans l'historique. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Un autre produit : ses conditionnements doivent pouvoir y être comptés. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Remplace les restaurants autorisés. */
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Un fournisseur externe ; remplace le laboratoire. */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  /** La référence du fournisseur ; null ou vide l'efface. */
  supplierRef?: InputMaybe<Scalars['String']['input']>;
  /** Remplace ses tags. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Contrôle de température à la réception. */
  temperatureCategory?: InputMaybe<TemperatureCategory>;
  /** Son code de TVA. */
  vat?: InputMaybe<VatCode>;
};

/** Les champs d'une règle à modifier ; absents : inchangés. CONFLICT si des conditionnements perdraient leur conversion. */
export type UpdateConversionRuleInput = {
  /** false : la règle ne convertit plus rien. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Remarques. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Quantité source. */
  sourceQuantity?: InputMaybe<Scalars['Float']['input']>;
  /** Unité source. */
  sourceUnit?: InputMaybe<Unit>;
  /** Quantité cible. */
  targetQuantity?: InputMaybe<Scalars['Float']['input']>;
  /** Unité cible. */
  targetUnit?: InputMaybe<Unit>;
};

export type UpdateJobInput = {
  breakDuration: Scalars['Int']['input'];
  color: Scalars['String']['input'];
  isActive: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
};

/** Les champs d'un conditionnement à modifier ; absents : inchangés. Mêmes règles qu'en création. */
export type UpdatePackagingInput = {
  /** Son nom. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Au moins 0,1, par pas de 0,1. */
  sourceQuantity?: InputMaybe<Scalars['Float']['input']>;
  /** Son unité. */
  sourceUnit?: InputMaybe<Unit>;
  /** Son type. */
  type?: InputMaybe<PackagingType>;
};

/** Les champs d'un produit à modifier ; absents : inchangés. L'unité de base ne change pas. Une liste remplace la précédente. */
export type UpdateProductInput = {
  /** Ses allergènes ; une liste remplace la précédente. */
  allergens?: InputMaybe<Array<Allergen>>;
  /** Sa catégorie. */
  category?: InputMaybe<ProductCategory>;
  /** null efface la DLC entamé. */
  dlcEntame?: InputMaybe<Scalars['Int']['input']>;
  /** Son nom. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Une image envoyée remplace l'adresse. */
  photoId?: InputMaybe<Scalars['ID']['input']>;
  /** null efface la photo ; une adresse remplace l'image envoyée. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Laboratoire préféré ; remplace le fournisseur préféré. */
  preferredLabId?: InputMaybe<Scalars['ID']['input']>;
  /** Fournisseur préféré (son coût prime) : `preferredSupplierId` ou `preferredLabId` ; null aux deux : le moins cher. */
  preferredSupplierId?: InputMaybe<Scalars['ID']['input']>;
  /** Remplace les restaurants qui l'utilisent. */
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Remplace ses espaces de stockage. */
  storageSpaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Remplace ses tags. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Son code de TVA ; null l'efface. */
  tax?: InputMaybe<VatCode>;
};

/** Les champs d'une recette à modifier ; absents : inchangés. Une liste remplace la précédente. */
export type UpdateRecipeInput = {
  baseUnit?: InputMaybe<RecipeUnit>;
  category?: InputMaybe<ProductCategory>;
  dlc?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  namePrint?: InputMaybe<Scalars['String']['input']>;
  /** Une image envoyée (POST multipart /uploads/photos) remplace l'adresse. */
  photoId?: InputMaybe<Scalars['ID']['input']>;
  /** null efface la photo ; une adresse remplace l'image envoyée. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Les champs d'un shift planifié à changer (les absents sont conservés ; un déplacement change employé ou jour). */
export type UpdateScheduledShiftInput = {
  breakDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Vide : efface le commentaire. */
  comment?: InputMaybe<Scalars['String']['input']>;
  datetimeEnd?: InputMaybe<Scalars['DateTime']['input']>;
  datetimeStart?: InputMaybe<Scalars['DateTime']['input']>;
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  jobId?: InputMaybe<Scalars['ID']['input']>;
  mealCount?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateZoneInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** Un utilisateur du back-office. */
export type User = {
  __typename?: 'User';
  /** Faux pendant qu'il est désactivé. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Date de désactivation (null : compte actif). Un compte désactivé ne se connecte plus ; ses sessions sont closes. */
  deactivatedAt: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['String']['output'];
  /** EMPLOYEE : sa fiche du personnel, si son invitation en nommait une. */
  employee: Maybe<Employee>;
  /** L'enseigne à laquelle appartient l'utilisateur. */
  enseigne: Enseigne;
  firstName: Scalars['String']['output'];
  /** EMPLOYEE invité : le restaurant de son invitation (null pour les autres rôles). */
  homeRestaurant: Maybe<Restaurant>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Une entrée par domaine, calculée à partir du rôle (matrice des permissions). */
  permissions: Array<Permission>;
  /** Téléphone, renseigné dans les paramètres. */
  phone: Maybe<Scalars['String']['output']>;
  /** Préférences (paramètres) : celles de l'utilisateur connecté seulement, FORBIDDEN pour un autre. */
  preferences: Preferences;
  /** Restaurants accessibles : pour un MANAGER ceux de son invitation, sinon tous ceux de l'enseigne. */
  restaurants: Array<Restaurant>;
  role: Role;
};

/** « Valider la journée » : les shifts à valider et ceux à enregistrer (200 au plus en tout). */
export type ValidateDayInput = {
  approvals: Array<DayApprovalInput>;
  restaurantId: Scalars['ID']['input'];
  updates: Array<DayUpdateInput>;
};

/** Le résultat de « Valider la journée ». */
export type ValidateDayResult = {
  __typename?: 'ValidateDayResult';
  approved: Array<ApprovedShift>;
  /** « N shift(s) validé(s) et M shift(s) modifié(s) avec succès ! » */
  message: Scalars['String']['output'];
  updated: Array<ApprovedShift>;
};

/** Code de TVA : VAT_0 0 %, VAT_5_5 5,5 %, VAT_10 10 %, VAT_20 20 %. */
export type VatCode = 'VAT_0' | 'VAT_5_5' | 'VAT_10' | 'VAT_20';

/** Jour de la semaine, lundi en premier. */
export type Weekday =
  'FRIDAY' | 'MONDAY' | 'SATURDAY' | 'SUNDAY' | 'THURSDAY' | 'TUESDAY' | 'WEDNESDAY';

/** Une partie d'un restaurant (cuisine, réserve, salle...). */
export type Zone = {
  __typename?: 'Zone';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  equipmentCount: Scalars['Int']['output'];
  /** Les équipements placés dans la zone, par nom. */
  equipments: Array<Equipment>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  restaurant: Restaurant;
  surfaceCount: Scalars['Int']['output'];
  /** Ses surfaces, par nom. */
  surfaces: Array<Surface>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  HygieneRecord:
    | RestCleaningRecordModel
    | RestCoolingRecordModel
    | RestHeatingRecordModel
    | RestOilRecordModel
    | RestTemperatureReadingModel
    | RestTraceabilityRecordModel;
  IngredientItem: RestProductModel | RestRecipeModel;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Supplier: RestExternalSupplierModel | RestLaboratoryModel;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Absence: ResolverTypeWrapper<RestAbsenceModel>;
  AbsenceType: AbsenceType;
  AbsencesInput: AbsencesInput;
  AcceptInvitationInput: AcceptInvitationInput;
  Allergen: Allergen;
  AppearancePreferences: ResolverTypeWrapper<AppearancePreferences>;
  AppearancePreferencesInput: AppearancePreferencesInput;
  ApprovedShift: ResolverTypeWrapper<RestApprovedShiftModel>;
  ApprovedShiftInput: ApprovedShiftInput;
  Article: ResolverTypeWrapper<RestArticleModel>;
  ArticleCost: ResolverTypeWrapper<RestArticleCostModel>;
  ArticleFilter: ArticleFilter;
  ArticlePackagingInput: ArticlePackagingInput;
  ArticlePage: ResolverTypeWrapper<
    Omit<ArticlePage, 'data'> & { data: Array<ResolversTypes['Article']> }
  >;
  ArticleSort: ArticleSort;
  ArticleSortField: ArticleSortField;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BaseUnit: BaseUnit;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CleaningRecord: ResolverTypeWrapper<RestCleaningRecordModel>;
  CleaningRecordInput: CleaningRecordInput;
  ClockBlock: ResolverTypeWrapper<ClockBlock>;
  ClockBlockKind: ClockBlockKind;
  ClockRow: ResolverTypeWrapper<
    Omit<ClockRow, 'approved' | 'employee' | 'realized' | 'scheduled'> & {
      approved?: Maybe<ResolversTypes['ApprovedShift']>;
      employee: ResolversTypes['Employee'];
      realized?: Maybe<ResolversTypes['RealizedShift']>;
      scheduled?: Maybe<ResolversTypes['ScheduledShift']>;
    }
  >;
  ClockedShiftState: ClockedShiftState;
  ContractType: ContractType;
  Conversion: ResolverTypeWrapper<Conversion>;
  ConversionRule: ResolverTypeWrapper<RestConversionRuleModel>;
  ConversionRuleInput: ConversionRuleInput;
  CoolingRecord: ResolverTypeWrapper<RestCoolingRecordModel>;
  CopyPlanningWeekInput: CopyPlanningWeekInput;
  CorrectionChange: ResolverTypeWrapper<CorrectionChange>;
  CorrectionKind: CorrectionKind;
  CostGap: ResolverTypeWrapper<RestCostGapModel>;
  CostGapReason: CostGapReason;
  CreateArticleInput: CreateArticleInput;
  CreateJobInput: CreateJobInput;
  CreateProductInput: CreateProductInput;
  CreateRecipeInput: CreateRecipeInput;
  CreateZoneInput: CreateZoneInput;
  Dashboard: ResolverTypeWrapper<RestDashboardModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateFormat: DateFormat;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayApprovalInput: DayApprovalInput;
  DayUpdateInput: DayUpdateInput;
  DeletePlanningWeekInput: DeletePlanningWeekInput;
  DisplayQuantity: ResolverTypeWrapper<RestDisplayQuantityModel>;
  Employee: ResolverTypeWrapper<RestEmployeeModel>;
  EmployeeFilter: EmployeeFilter;
  EmployeeInput: EmployeeInput;
  EmployeePage: ResolverTypeWrapper<
    Omit<EmployeePage, 'data'> & { data: Array<ResolversTypes['Employee']> }
  >;
  EmployeeSort: EmployeeSort;
  EmployeeSortField: EmployeeSortField;
  Enseigne: ResolverTypeWrapper<RestEnseigneModel>;
  Equipment: ResolverTypeWrapper<RestEquipmentModel>;
  EquipmentFamily: EquipmentFamily;
  EquipmentInput: EquipmentInput;
  EquipmentType: ResolverTypeWrapper<EquipmentTypeParentModel>;
  EquipmentTypeInput: EquipmentTypeInput;
  ExpeditionInput: ExpeditionInput;
  ExpeditionLineInput: ExpeditionLineInput;
  ExternalSupplier: ResolverTypeWrapper<RestExternalSupplierModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HeatingRecord: ResolverTypeWrapper<RestHeatingRecordModel>;
  HygieneCorrection: ResolverTypeWrapper<RestHygieneCorrectionModel>;
  HygieneCorrectionInput: HygieneCorrectionInput;
  HygieneLog: HygieneLog;
  HygieneRecord: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['HygieneRecord']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IngredientItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['IngredientItem']>;
  IngredientType: IngredientType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Inventory: ResolverTypeWrapper<RestInventoryModel>;
  InventoryLine: ResolverTypeWrapper<RestInventoryLineModel>;
  InventoryLineInput: InventoryLineInput;
  InventoryPage: ResolverTypeWrapper<
    Omit<InventoryPage, 'data'> & { data: Array<ResolversTypes['Inventory']> }
  >;
  InventoryStatus: InventoryStatus;
  Invitation: ResolverTypeWrapper<RestInvitationModel>;
  InvitationPreview: ResolverTypeWrapper<RestInvitationPreviewModel>;
  InvitationStatus: InvitationStatus;
  InviteEmployeeInput: InviteEmployeeInput;
  InviteManagerInput: InviteManagerInput;
  Job: ResolverTypeWrapper<RestJobModel>;
  JobHours: ResolverTypeWrapper<Omit<JobHours, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  KioskAction: KioskAction;
  KioskClockResult: ResolverTypeWrapper<
    Omit<KioskClockResult, 'employee'> & { employee: ResolversTypes['KioskEmployee'] }
  >;
  KioskDevice: ResolverTypeWrapper<RestKioskDeviceModel>;
  KioskDeviceToken: ResolverTypeWrapper<
    Omit<KioskDeviceToken, 'device'> & { device: ResolversTypes['KioskDevice'] }
  >;
  KioskEmployee: ResolverTypeWrapper<RestKioskEmployeeModel>;
  KioskInfo: ResolverTypeWrapper<KioskInfo>;
  KioskPresence: KioskPresence;
  Laboratory: ResolverTypeWrapper<RestLaboratoryModel>;
  LabourWarning: ResolverTypeWrapper<LabourWarning>;
  LabourWarningCode: LabourWarningCode;
  Language: Language;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<RestNotificationModel>;
  NotificationKind: NotificationKind;
  NotificationList: ResolverTypeWrapper<
    Omit<NotificationList, 'notifications'> & {
      notifications: Array<ResolversTypes['Notification']>;
    }
  >;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OilAction: OilAction;
  OilLevel: OilLevel;
  OilMethod: OilMethod;
  OilRecord: ResolverTypeWrapper<RestOilRecordModel>;
  OilRecordInput: OilRecordInput;
  Packaging: ResolverTypeWrapper<RestPackagingModel>;
  PackagingInput: PackagingInput;
  PackagingType: PackagingType;
  Permission: ResolverTypeWrapper<AreaPermissionModel>;
  PermissionArea: PermissionArea;
  Photo: ResolverTypeWrapper<RestPhotoRefModel>;
  PlanningDay: ResolverTypeWrapper<PlanningDayParentModel>;
  PlanningEmployeeWeek: ResolverTypeWrapper<PlanningEmployeeWeekParentModel>;
  PlanningWeek: ResolverTypeWrapper<PlanningWeekParentModel>;
  PlanningWeekOperation: ResolverTypeWrapper<PlanningWeekOperation>;
  Preferences: ResolverTypeWrapper<RestPreferencesModel>;
  PreferencesInput: PreferencesInput;
  PriceChange: ResolverTypeWrapper<RestPriceChangeModel>;
  ProcessRecordInput: ProcessRecordInput;
  ProcessStatus: ProcessStatus;
  Product: ResolverTypeWrapper<RestProductModel>;
  ProductCategory: ProductCategory;
  ProductCost: ResolverTypeWrapper<RestProductCostModel>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<
    Omit<ProductPage, 'data'> & { data: Array<ResolversTypes['Product']> }
  >;
  ProductRecipeUse: ResolverTypeWrapper<RestProductRecipeUseModel>;
  ProductSort: ProductSort;
  ProductSortField: ProductSortField;
  ProfileInput: ProfileInput;
  PurchaseOrder: ResolverTypeWrapper<RestPurchaseOrderModel>;
  PurchaseOrderEmailStatus: PurchaseOrderEmailStatus;
  PurchaseOrderFilter: PurchaseOrderFilter;
  PurchaseOrderInput: PurchaseOrderInput;
  PurchaseOrderLine: ResolverTypeWrapper<RestPurchaseOrderLineModel>;
  PurchaseOrderLineInput: PurchaseOrderLineInput;
  PurchaseOrderPage: ResolverTypeWrapper<
    Omit<PurchaseOrderPage, 'data'> & { data: Array<ResolversTypes['PurchaseOrder']> }
  >;
  PurchaseOrderSort: PurchaseOrderSort;
  PurchaseOrderSortField: PurchaseOrderSortField;
  PurchaseOrderStatus: PurchaseOrderStatus;
  PurchaseOrderTransition: PurchaseOrderTransition;
  PurchaseOrderVatTotal: ResolverTypeWrapper<PurchaseOrderVatTotal>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RealizedShift: ResolverTypeWrapper<RestRealizedShiftModel>;
  RealizedShiftInput: RealizedShiftInput;
  RealizedShiftSource: RealizedShiftSource;
  Reception: ResolverTypeWrapper<RestReceptionModel>;
  ReceptionInput: ReceptionInput;
  ReceptionLine: ResolverTypeWrapper<RestReceptionLineModel>;
  ReceptionLineInput: ReceptionLineInput;
  Recipe: ResolverTypeWrapper<RestRecipeModel>;
  RecipeCost: ResolverTypeWrapper<
    Omit<RecipeCost, 'missing'> & { missing: Array<ResolversTypes['RecipeIngredient']> }
  >;
  RecipeCostGapReason: RecipeCostGapReason;
  RecipeFilter: RecipeFilter;
  RecipeIngredient: ResolverTypeWrapper<RestRecipeIngredientModel>;
  RecipeIngredientInput: RecipeIngredientInput;
  RecipePage: ResolverTypeWrapper<
    Omit<RecipePage, 'data'> & { data: Array<ResolversTypes['Recipe']> }
  >;
  RecipeSort: RecipeSort;
  RecipeSortField: RecipeSortField;
  RecipeUnit: RecipeUnit;
  RecordedBy: ResolverTypeWrapper<RestPersonRefModel>;
  Restaurant: ResolverTypeWrapper<RestRestaurantModel>;
  RestaurantInput: RestaurantInput;
  Role: Role;
  SaveInventoryInput: SaveInventoryInput;
  ScheduledShift: ResolverTypeWrapper<RestScheduledShiftModel>;
  ScheduledShiftInput: ScheduledShiftInput;
  SecurityPreferences: ResolverTypeWrapper<SecurityPreferences>;
  SecurityPreferencesInput: SecurityPreferencesInput;
  ShiftAdjustmentsInput: ShiftAdjustmentsInput;
  SignupInput: SignupInput;
  SignupPayload: ResolverTypeWrapper<
    Omit<SignupPayload, 'enseigne'> & { enseigne: ResolversTypes['Enseigne'] }
  >;
  SortDirection: SortDirection;
  StockFilter: StockFilter;
  StockLevel: ResolverTypeWrapper<RestStockLevelModel>;
  StockLevelPage: ResolverTypeWrapper<
    Omit<StockLevelPage, 'data'> & { data: Array<ResolversTypes['StockLevel']> }
  >;
  StockMovement: ResolverTypeWrapper<RestStockMovementModel>;
  StockMovementInput: StockMovementInput;
  StockMovementPage: ResolverTypeWrapper<
    Omit<StockMovementPage, 'data'> & { data: Array<ResolversTypes['StockMovement']> }
  >;
  StockMovementReason: StockMovementReason;
  StockMovementType: StockMovementType;
  StockStatus: StockStatus;
  StockSummary: ResolverTypeWrapper<RestStockSummaryModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supplier: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Supplier']>;
  SupplierInput: SupplierInput;
  SupplierKind: SupplierKind;
  Surface: ResolverTypeWrapper<RestSurfaceModel>;
  SurfaceInput: SurfaceInput;
  Tag: ResolverTypeWrapper<RestTagModel>;
  TemperatureCategory: TemperatureCategory;
  TemperatureReading: ResolverTypeWrapper<RestTemperatureReadingModel>;
  TemperatureReadingInput: TemperatureReadingInput;
  TemperatureStatus: TemperatureStatus;
  TemperatureUnit: TemperatureUnit;
  Theme: Theme;
  TraceabilityFilter: TraceabilityFilter;
  TraceabilityPage: ResolverTypeWrapper<RestTraceabilityPageModel>;
  TraceabilityRecord: ResolverTypeWrapper<RestTraceabilityRecordModel>;
  TraceabilityRecordInput: TraceabilityRecordInput;
  TraceabilitySort: TraceabilitySort;
  TraceabilitySortField: TraceabilitySortField;
  Unit: Unit;
  UpdateApprovedShiftInput: UpdateApprovedShiftInput;
  UpdateArticleInput: UpdateArticleInput;
  UpdateConversionRuleInput: UpdateConversionRuleInput;
  UpdateJobInput: UpdateJobInput;
  UpdatePackagingInput: UpdatePackagingInput;
  UpdateProductInput: UpdateProductInput;
  UpdateRecipeInput: UpdateRecipeInput;
  UpdateScheduledShiftInput: UpdateScheduledShiftInput;
  UpdateZoneInput: UpdateZoneInput;
  User: ResolverTypeWrapper<RestUserModel>;
  ValidateDayInput: ValidateDayInput;
  ValidateDayResult: ResolverTypeWrapper<
    Omit<ValidateDayResult, 'approved' | 'updated'> & {
      approved: Array<ResolversTypes['ApprovedShift']>;
      updated: Array<ResolversTypes['ApprovedShift']>;
    }
  >;
  VatCode: VatCode;
  Weekday: Weekday;
  Zone: ResolverTypeWrapper<RestZoneModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Absence: RestAbsenceModel;
  AbsencesInput: AbsencesInput;
  AcceptInvitationInput: AcceptInvitationInput;
  AppearancePreferences: AppearancePreferences;
  AppearancePreferencesInput: AppearancePreferencesInput;
  ApprovedShift: RestApprovedShiftModel;
  ApprovedShiftInput: ApprovedShiftInput;
  Article: RestArticleModel;
  ArticleCost: RestArticleCostModel;
  ArticleFilter: ArticleFilter;
  ArticlePackagingInput: ArticlePackagingInput;
  ArticlePage: Omit<ArticlePage, 'data'> & { data: Array<ResolversParentTypes['Article']> };
  ArticleSort: ArticleSort;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  CleaningRecord: RestCleaningRecordModel;
  CleaningRecordInput: CleaningRecordInput;
  ClockBlock: ClockBlock;
  ClockRow: Omit<ClockRow, 'approved' | 'employee' | 'realized' | 'scheduled'> & {
    approved?: Maybe<ResolversParentTypes['ApprovedShift']>;
    employee: ResolversParentTypes['Employee'];
    realized?: Maybe<ResolversParentTypes['RealizedShift']>;
    scheduled?: Maybe<ResolversParentTypes['ScheduledShift']>;
  };
  Conversion: Conversion;
  ConversionRule: RestConversionRuleModel;
  ConversionRuleInput: ConversionRuleInput;
  CoolingRecord: RestCoolingRecordModel;
  CopyPlanningWeekInput: CopyPlanningWeekInput;
  CorrectionChange: CorrectionChange;
  CostGap: RestCostGapModel;
  CreateArticleInput: CreateArticleInput;
  CreateJobInput: CreateJobInput;
  CreateProductInput: CreateProductInput;
  CreateRecipeInput: CreateRecipeInput;
  CreateZoneInput: CreateZoneInput;
  Dashboard: RestDashboardModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DayApprovalInput: DayApprovalInput;
  DayUpdateInput: DayUpdateInput;
  DeletePlanningWeekInput: DeletePlanningWeekInput;
  DisplayQuantity: RestDisplayQuantityModel;
  Employee: RestEmployeeModel;
  EmployeeFilter: EmployeeFilter;
  EmployeeInput: EmployeeInput;
  EmployeePage: Omit<EmployeePage, 'data'> & { data: Array<ResolversParentTypes['Employee']> };
  EmployeeSort: EmployeeSort;
  Enseigne: RestEnseigneModel;
  Equipment: RestEquipmentModel;
  EquipmentInput: EquipmentInput;
  EquipmentType: EquipmentTypeParentModel;
  EquipmentTypeInput: EquipmentTypeInput;
  ExpeditionInput: ExpeditionInput;
  ExpeditionLineInput: ExpeditionLineInput;
  ExternalSupplier: RestExternalSupplierModel;
  Float: Scalars['Float']['output'];
  HeatingRecord: RestHeatingRecordModel;
  HygieneCorrection: RestHygieneCorrectionModel;
  HygieneCorrectionInput: HygieneCorrectionInput;
  HygieneRecord: ResolversUnionTypes<ResolversParentTypes>['HygieneRecord'];
  ID: Scalars['ID']['output'];
  IngredientItem: ResolversUnionTypes<ResolversParentTypes>['IngredientItem'];
  Int: Scalars['Int']['output'];
  Inventory: RestInventoryModel;
  InventoryLine: RestInventoryLineModel;
  InventoryLineInput: InventoryLineInput;
  InventoryPage: Omit<InventoryPage, 'data'> & { data: Array<ResolversParentTypes['Inventory']> };
  Invitation: RestInvitationModel;
  InvitationPreview: RestInvitationPreviewModel;
  InviteEmployeeInput: InviteEmployeeInput;
  InviteManagerInput: InviteManagerInput;
  Job: RestJobModel;
  JobHours: Omit<JobHours, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  KioskClockResult: Omit<KioskClockResult, 'employee'> & {
    employee: ResolversParentTypes['KioskEmployee'];
  };
  KioskDevice: RestKioskDeviceModel;
  KioskDeviceToken: Omit<KioskDeviceToken, 'device'> & {
    device: ResolversParentTypes['KioskDevice'];
  };
  KioskEmployee: RestKioskEmployeeModel;
  KioskInfo: KioskInfo;
  Laboratory: RestLaboratoryModel;
  LabourWarning: LabourWarning;
  Mutation: Record<PropertyKey, never>;
  Notification: RestNotificationModel;
  NotificationList: Omit<NotificationList, 'notifications'> & {
    notifications: Array<ResolversParentTypes['Notification']>;
  };
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OilRecord: RestOilRecordModel;
  OilRecordInput: OilRecordInput;
  Packaging: RestPackagingModel;
  PackagingInput: PackagingInput;
  Permission: AreaPermissionModel;
  Photo: RestPhotoRefModel;
  PlanningDay: PlanningDayParentModel;
  PlanningEmployeeWeek: PlanningEmployeeWeekParentModel;
  PlanningWeek: PlanningWeekParentModel;
  PlanningWeekOperation: PlanningWeekOperation;
  Preferences: RestPreferencesModel;
  PreferencesInput: PreferencesInput;
  PriceChange: RestPriceChangeModel;
  ProcessRecordInput: ProcessRecordInput;
  Product: RestProductModel;
  ProductCost: RestProductCostModel;
  ProductFilter: ProductFilter;
  ProductPage: Omit<ProductPage, 'data'> & { data: Array<ResolversParentTypes['Product']> };
  ProductRecipeUse: RestProductRecipeUseModel;
  ProductSort: ProductSort;
  ProfileInput: ProfileInput;
  PurchaseOrder: RestPurchaseOrderModel;
  PurchaseOrderFilter: PurchaseOrderFilter;
  PurchaseOrderInput: PurchaseOrderInput;
  PurchaseOrderLine: RestPurchaseOrderLineModel;
  PurchaseOrderLineInput: PurchaseOrderLineInput;
  PurchaseOrderPage: Omit<PurchaseOrderPage, 'data'> & {
    data: Array<ResolversParentTypes['PurchaseOrder']>;
  };
  PurchaseOrderSort: PurchaseOrderSort;
  PurchaseOrderVatTotal: PurchaseOrderVatTotal;
  Query: Record<PropertyKey, never>;
  RealizedShift: RestRealizedShiftModel;
  RealizedShiftInput: RealizedShiftInput;
  Reception: RestReceptionModel;
  ReceptionInput: ReceptionInput;
  ReceptionLine: RestReceptionLineModel;
  ReceptionLineInput: ReceptionLineInput;
  Recipe: RestRecipeModel;
  RecipeCost: Omit<RecipeCost, 'missing'> & {
    missing: Array<ResolversParentTypes['RecipeIngredient']>;
  };
  RecipeFilter: RecipeFilter;
  RecipeIngredient: RestRecipeIngredientModel;
  RecipeIngredientInput: RecipeIngredientInput;
  RecipePage: Omit<RecipePage, 'data'> & { data: Array<ResolversParentTypes['Recipe']> };
  RecipeSort: RecipeSort;
  RecordedBy: RestPersonRefModel;
  Restaurant: RestRestaurantModel;
  RestaurantInput: RestaurantInput;
  SaveInventoryInput: SaveInventoryInput;
  ScheduledShift: RestScheduledShiftModel;
  ScheduledShiftInput: ScheduledShiftInput;
  SecurityPreferences: SecurityPreferences;
  SecurityPreferencesInput: SecurityPreferencesInput;
  ShiftAdjustmentsInput: ShiftAdjustmentsInput;
  SignupInput: SignupInput;
  SignupPayload: Omit<SignupPayload, 'enseigne'> & { enseigne: ResolversParentTypes['Enseigne'] };
  StockFilter: StockFilter;
  StockLevel: RestStockLevelModel;
  StockLevelPage: Omit<StockLevelPage, 'data'> & {
    data: Array<ResolversParentTypes['StockLevel']>;
  };
  StockMovement: RestStockMovementModel;
  StockMovementInput: StockMovementInput;
  StockMovementPage: Omit<StockMovementPage, 'data'> & {
    data: Array<ResolversParentTypes['StockMovement']>;
  };
  StockSummary: RestStockSummaryModel;
  String: Scalars['String']['output'];
  Supplier: ResolversInterfaceTypes<ResolversParentTypes>['Supplier'];
  SupplierInput: SupplierInput;
  Surface: RestSurfaceModel;
  SurfaceInput: SurfaceInput;
  Tag: RestTagModel;
  TemperatureReading: RestTemperatureReadingModel;
  TemperatureReadingInput: TemperatureReadingInput;
  TraceabilityFilter: TraceabilityFilter;
  TraceabilityPage: RestTraceabilityPageModel;
  TraceabilityRecord: RestTraceabilityRecordModel;
  TraceabilityRecordInput: TraceabilityRecordInput;
  TraceabilitySort: TraceabilitySort;
  UpdateApprovedShiftInput: UpdateApprovedShiftInput;
  UpdateArticleInput: UpdateArticleInput;
  UpdateConversionRuleInput: UpdateConversionRuleInput;
  UpdateJobInput: UpdateJobInput;
  UpdatePackagingInput: UpdatePackagingInput;
  UpdateProductInput: UpdateProductInput;
  UpdateRecipeInput: UpdateRecipeInput;
  UpdateScheduledShiftInput: UpdateScheduledShiftInput;
  UpdateZoneInput: UpdateZoneInput;
  User: RestUserModel;
  ValidateDayInput: ValidateDayInput;
  ValidateDayResult: Omit<ValidateDayResult, 'approved' | 'updated'> & {
    approved: Array<ResolversParentTypes['ApprovedShift']>;
    updated: Array<ResolversParentTypes['ApprovedShift']>;
  };
  Zone: RestZoneModel;
};

export type AbsenceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Absence'] = ResolversParentTypes['Absence'],
> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AbsenceType'], ParentType, ContextType>;
};

export type AppearancePreferencesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AppearancePreferences'] =
    ResolversParentTypes['AppearancePreferences'],
> = {
  dateFormat?: Resolver<ResolversTypes['DateFormat'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  temperatureUnit?: Resolver<ResolversTypes['TemperatureUnit'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['Theme'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApprovedShiftResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ApprovedShift'] = ResolversParentTypes['ApprovedShift'],
> = {
  approvedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  approvedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  breakDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetimeEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  datetimeStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  mealCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realizedShift?: Resolver<Maybe<ResolversTypes['RealizedShift']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  scheduledShift?: Resolver<Maybe<ResolversTypes['ScheduledShift']>, ParentType, ContextType>;
};

export type ArticleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article'],
> = {
  costPerBaseUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPriceChange?: Resolver<Maybe<ResolversTypes['PriceChange']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderingPackaging?: Resolver<Maybe<ResolversTypes['Packaging']>, ParentType, ContextType>;
  packagings?: Resolver<Array<ResolversTypes['Packaging']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHistory?: Resolver<Array<ResolversTypes['PriceChange']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType>;
  supplierRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  temperatureCategory?: Resolver<ResolversTypes['TemperatureCategory'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['VatCode'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ArticleCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ArticleCost'] = ResolversParentTypes['ArticleCost'],
> = {
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
  costPerBaseUnit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ArticlePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ArticlePage'] = ResolversParentTypes['ArticlePage'],
> = {
  data?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CleaningRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CleaningRecord'] =
    ResolversParentTypes['CleaningRecord'],
> = {
  cleanedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  equipment?: Resolver<Maybe<ResolversTypes['Equipment']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  surface?: Resolver<Maybe<ResolversTypes['Surface']>, ParentType, ContextType>;
  voided?: Resolver<Maybe<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClockBlockResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ClockBlock'] = ResolversParentTypes['ClockBlock'],
> = {
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClockBlockKind'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ClockRowResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ClockRow'] = ResolversParentTypes['ClockRow'],
> = {
  approved?: Resolver<Maybe<ResolversTypes['ApprovedShift']>, ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  realized?: Resolver<Maybe<ResolversTypes['RealizedShift']>, ParentType, ContextType>;
  scheduled?: Resolver<Maybe<ResolversTypes['ScheduledShift']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClockedShiftState'], ParentType, ContextType>;
};

export type ConversionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Conversion'] = ResolversParentTypes['Conversion'],
> = {
  result?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
  targetUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ConversionRuleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ConversionRule'] =
    ResolversParentTypes['ConversionRule'],
> = {
  convert?: Resolver<
    ResolversTypes['Conversion'],
    ParentType,
    ContextType,
    RequireFields<ConversionRuleConvertArgs, 'value'>
  >;
  factor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
  targetQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  targetUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
};

export type CoolingRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CoolingRecord'] = ResolversParentTypes['CoolingRecord'],
> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  endTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  equipment?: Resolver<Maybe<ResolversTypes['Equipment']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  startTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  voided?: Resolver<Maybe<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CorrectionChangeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CorrectionChange'] =
    ResolversParentTypes['CorrectionChange'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CostGapResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CostGap'] = ResolversParentTypes['CostGap'],
> = {
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CostGapReason'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
};

export type DashboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard'],
> = {
  employeeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentEmployees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  recentRestaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  restaurantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  temperatureReadingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['DateTime'],
  any
> {
  name: 'DateTime';
}

export type DisplayQuantityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DisplayQuantity'] =
    ResolversParentTypes['DisplayQuantity'],
> = {
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EmployeeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee'],
> = {
  contractNbHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contractType?: Resolver<Maybe<ResolversTypes['ContractType']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plannedHours?: Resolver<
    ResolversTypes['Float'],
    ParentType,
    ContextType,
    RequireFields<EmployeePlannedHoursArgs, 'week'>
  >;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  upcomingShifts?: Resolver<Array<ResolversTypes['ScheduledShift']>, ParentType, ContextType>;
};

export type EmployeePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['EmployeePage'] = ResolversParentTypes['EmployeePage'],
> = {
  data?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnseigneResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Enseigne'] = ResolversParentTypes['Enseigne'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type EquipmentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Equipment'] = ResolversParentTypes['Equipment'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentType?: Resolver<ResolversTypes['EquipmentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readings?: Resolver<
    Array<ResolversTypes['TemperatureReading']>,
    ParentType,
    ContextType,
    RequireFields<EquipmentReadingsArgs, 'from' | 'to'>
  >;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
};

export type EquipmentTypeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['EquipmentType'] = ResolversParentTypes['EquipmentType'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentFamily?: Resolver<ResolversTypes['EquipmentFamily'], ParentType, ContextType>;
  equipments?: Resolver<
    Array<ResolversTypes['Equipment']>,
    ParentType,
    ContextType,
    Partial<EquipmentTypeEquipmentsArgs>
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperatureMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  temperatureMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  temperatureUnit?: Resolver<Maybe<ResolversTypes['TemperatureUnit']>, ParentType, ContextType>;
};

export type ExternalSupplierResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ExternalSupplier'] =
    ResolversParentTypes['ExternalSupplier'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryDays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
  deliveryDelayDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fridayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SupplierKind'], ParentType, ContextType>;
  minOrderAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mondayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  saturdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sundayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thursdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tuesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wednesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HeatingRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['HeatingRecord'] = ResolversParentTypes['HeatingRecord'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  endTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  equipment?: Resolver<Maybe<ResolversTypes['Equipment']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  startTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  voided?: Resolver<Maybe<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HygieneCorrectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['HygieneCorrection'] =
    ResolversParentTypes['HygieneCorrection'],
> = {
  changes?: Resolver<Array<ResolversTypes['CorrectionChange']>, ParentType, ContextType>;
  correctedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  correctedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CorrectionKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HygieneRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['HygieneRecord'] = ResolversParentTypes['HygieneRecord'],
> = {
  __resolveType: TypeResolveFn<
    | 'CleaningRecord'
    | 'CoolingRecord'
    | 'HeatingRecord'
    | 'OilRecord'
    | 'TemperatureReading'
    | 'TraceabilityRecord',
    ParentType,
    ContextType
  >;
};

export type IngredientItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['IngredientItem'] =
    ResolversParentTypes['IngredientItem'],
> = {
  __resolveType: TypeResolveFn<'Product' | 'Recipe', ParentType, ContextType>;
};

export type InventoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Inventory'] = ResolversParentTypes['Inventory'],
> = {
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  countedBy?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  finalizedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InventoryLine']>, ParentType, ContextType>;
  movements?: Resolver<Array<ResolversTypes['StockMovement']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InventoryStatus'], ParentType, ContextType>;
};

export type InventoryLineResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryLine'] = ResolversParentTypes['InventoryLine'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inputQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['Packaging']>, ParentType, ContextType>;
  packagingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packagingQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packagingUnit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantityInBaseUnit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InventoryPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryPage'] = ResolversParentTypes['InventoryPage'],
> = {
  data?: Resolver<Array<ResolversTypes['Inventory']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation'],
> = {
  acceptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  enseigneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
};

export type InvitationPreviewResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InvitationPreview'] =
    ResolversParentTypes['InvitationPreview'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enseigneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type JobResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job'],
> = {
  breakDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobHoursResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['JobHours'] = ResolversParentTypes['JobHours'],
> = {
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KioskClockResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['KioskClockResult'] =
    ResolversParentTypes['KioskClockResult'],
> = {
  action?: Resolver<ResolversTypes['KioskAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['KioskEmployee'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskDeviceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['KioskDevice'] = ResolversParentTypes['KioskDevice'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type KioskDeviceTokenResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['KioskDeviceToken'] =
    ResolversParentTypes['KioskDeviceToken'],
> = {
  device?: Resolver<ResolversTypes['KioskDevice'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskEmployeeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['KioskEmployee'] = ResolversParentTypes['KioskEmployee'],
> = {
  actions?: Resolver<Array<ResolversTypes['KioskAction']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastNameInitial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plannedEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plannedStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  presence?: Resolver<ResolversTypes['KioskPresence'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type KioskInfoResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['KioskInfo'] = ResolversParentTypes['KioskInfo'],
> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LaboratoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Laboratory'] = ResolversParentTypes['Laboratory'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  deliveryDays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
  deliveryDelayDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fridayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SupplierKind'], ParentType, ContextType>;
  minOrderAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mondayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  saturdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sundayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thursdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tuesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wednesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LabourWarningResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LabourWarning'] = ResolversParentTypes['LabourWarning'],
> = {
  code?: Resolver<ResolversTypes['LabourWarningCode'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  acceptInvitation?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptInvitationArgs, 'input' | 'token'>
  >;
  acknowledgePurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationAcknowledgePurchaseOrderArgs, 'id'>
  >;
  addRecipeIngredient?: Resolver<
    ResolversTypes['RecipeIngredient'],
    ParentType,
    ContextType,
    RequireFields<MutationAddRecipeIngredientArgs, 'input' | 'recipeId'>
  >;
  approveRealizedShift?: Resolver<
    ResolversTypes['ApprovedShift'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveRealizedShiftArgs, 'id'>
  >;
  cancelInventory?: Resolver<
    ResolversTypes['Inventory'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelInventoryArgs, 'id'>
  >;
  cancelPurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelPurchaseOrderArgs, 'id'>
  >;
  changePassword?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  completeInventory?: Resolver<
    ResolversTypes['Inventory'],
    ParentType,
    ContextType,
    RequireFields<MutationCompleteInventoryArgs, 'input'>
  >;
  copyPlanningWeek?: Resolver<
    ResolversTypes['PlanningWeekOperation'],
    ParentType,
    ContextType,
    RequireFields<MutationCopyPlanningWeekArgs, 'input'>
  >;
  correctHygieneRecord?: Resolver<
    ResolversTypes['HygieneRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationCorrectHygieneRecordArgs, 'id' | 'input' | 'log'>
  >;
  createAbsences?: Resolver<
    Array<ResolversTypes['Absence']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateAbsencesArgs, 'input'>
  >;
  createApprovedShift?: Resolver<
    ResolversTypes['ApprovedShift'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateApprovedShiftArgs, 'input'>
  >;
  createArticle?: Resolver<
    ResolversTypes['Article'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateArticleArgs, 'input'>
  >;
  createConversionRule?: Resolver<
    ResolversTypes['ConversionRule'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateConversionRuleArgs, 'input' | 'productId'>
  >;
  createEmployee?: Resolver<
    ResolversTypes['Employee'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateEmployeeArgs, 'input'>
  >;
  createEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateEquipmentArgs, 'input'>
  >;
  createEquipmentType?: Resolver<
    ResolversTypes['EquipmentType'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateEquipmentTypeArgs, 'input'>
  >;
  createJob?: Resolver<
    ResolversTypes['Job'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateJobArgs, 'input'>
  >;
  createKioskDevice?: Resolver<
    ResolversTypes['KioskDeviceToken'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateKioskDeviceArgs, 'label' | 'restaurantId'>
  >;
  createPackaging?: Resolver<
    ResolversTypes['Packaging'],
    ParentType,
    ContextType,
    RequireFields<MutationCreatePackagingArgs, 'input' | 'productId'>
  >;
  createProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductArgs, 'input'>
  >;
  createPurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationCreatePurchaseOrderArgs, 'input'>
  >;
  createRealizedShift?: Resolver<
    ResolversTypes['RealizedShift'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRealizedShiftArgs, 'input'>
  >;
  createRecipe?: Resolver<
    ResolversTypes['Recipe'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRecipeArgs, 'input'>
  >;
  createRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRestaurantArgs, 'input'>
  >;
  createScheduledShift?: Resolver<
    ResolversTypes['ScheduledShift'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateScheduledShiftArgs, 'input'>
  >;
  createSupplier?: Resolver<
    ResolversTypes['ExternalSupplier'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateSupplierArgs, 'input'>
  >;
  createSurface?: Resolver<
    ResolversTypes['Surface'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateSurfaceArgs, 'input'>
  >;
  createTag?: Resolver<
    ResolversTypes['Tag'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateTagArgs, 'name'>
  >;
  createZone?: Resolver<
    ResolversTypes['Zone'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateZoneArgs, 'input'>
  >;
  deactivateUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationDeactivateUserArgs, 'id'>
  >;
  deleteAbsence?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAbsenceArgs, 'id'>
  >;
  deleteApprovedShift?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteApprovedShiftArgs, 'id'>
  >;
  deleteArticle?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteArticleArgs, 'id'>
  >;
  deleteConversionRule?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteConversionRuleArgs, 'id'>
  >;
  deleteEmployee?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEmployeeArgs, 'id'>
  >;
  deleteEquipment?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEquipmentArgs, 'id'>
  >;
  deleteEquipmentType?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEquipmentTypeArgs, 'id'>
  >;
  deleteInvitation?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteInvitationArgs, 'id'>
  >;
  deleteJob?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteJobArgs, 'id'>
  >;
  deletePackaging?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePackagingArgs, 'id'>
  >;
  deletePlanningWeek?: Resolver<
    ResolversTypes['PlanningWeekOperation'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePlanningWeekArgs, 'input'>
  >;
  deleteProduct?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductArgs, 'id'>
  >;
  deletePurchaseOrder?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePurchaseOrderArgs, 'id'>
  >;
  deleteRecipe?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRecipeArgs, 'id'>
  >;
  deleteRecipeIngredient?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRecipeIngredientArgs, 'id' | 'recipeId'>
  >;
  deleteRestaurant?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRestaurantArgs, 'id'>
  >;
  deleteScheduledShift?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteScheduledShiftArgs, 'id'>
  >;
  deleteSupplier?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteSupplierArgs, 'id'>
  >;
  deleteSurface?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteSurfaceArgs, 'id'>
  >;
  deleteTag?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTagArgs, 'id'>
  >;
  deleteZone?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteZoneArgs, 'id'>
  >;
  expeditePurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationExpeditePurchaseOrderArgs, 'id' | 'input'>
  >;
  finalizeInventory?: Resolver<
    ResolversTypes['Inventory'],
    ParentType,
    ContextType,
    RequireFields<MutationFinalizeInventoryArgs, 'id'>
  >;
  inviteEmployee?: Resolver<
    ResolversTypes['Invitation'],
    ParentType,
    ContextType,
    RequireFields<MutationInviteEmployeeArgs, 'input'>
  >;
  inviteManager?: Resolver<
    ResolversTypes['Invitation'],
    ParentType,
    ContextType,
    RequireFields<MutationInviteManagerArgs, 'input'>
  >;
  kioskClock?: Resolver<
    ResolversTypes['KioskClockResult'],
    ParentType,
    ContextType,
    RequireFields<MutationKioskClockArgs, 'action' | 'pin'>
  >;
  kioskIdentify?: Resolver<
    ResolversTypes['KioskEmployee'],
    ParentType,
    ContextType,
    RequireFields<MutationKioskIdentifyArgs, 'pin'>
  >;
  login?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, 'email' | 'password'>
  >;
  markNotificationsRead?: Resolver<
    ResolversTypes['NotificationList'],
    ParentType,
    ContextType,
    Partial<MutationMarkNotificationsReadArgs>
  >;
  reactivateUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationReactivateUserArgs, 'id'>
  >;
  receivePurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationReceivePurchaseOrderArgs, 'id' | 'input'>
  >;
  recordCleaning?: Resolver<
    ResolversTypes['CleaningRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordCleaningArgs, 'input'>
  >;
  recordCooling?: Resolver<
    ResolversTypes['CoolingRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordCoolingArgs, 'input'>
  >;
  recordHeating?: Resolver<
    ResolversTypes['HeatingRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordHeatingArgs, 'input'>
  >;
  recordOil?: Resolver<
    ResolversTypes['OilRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordOilArgs, 'input'>
  >;
  recordStockMovement?: Resolver<
    ResolversTypes['StockMovement'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordStockMovementArgs, 'input'>
  >;
  recordTemperature?: Resolver<
    ResolversTypes['TemperatureReading'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordTemperatureArgs, 'input'>
  >;
  recordTraceability?: Resolver<
    ResolversTypes['TraceabilityRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordTraceabilityArgs, 'input'>
  >;
  refusePurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationRefusePurchaseOrderArgs, 'id'>
  >;
  resendPurchaseOrderEmail?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationResendPurchaseOrderEmailArgs, 'id'>
  >;
  revokeKioskDevice?: Resolver<
    ResolversTypes['KioskDevice'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeKioskDeviceArgs, 'id'>
  >;
  saveInventory?: Resolver<
    ResolversTypes['Inventory'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveInventoryArgs, 'input'>
  >;
  sendPurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSendPurchaseOrderArgs, 'id'>
  >;
  setServedRestaurants?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationSetServedRestaurantsArgs, 'laboratoryId' | 'restaurantIds'>
  >;
  setSupplierRestaurants?: Resolver<
    ResolversTypes['ExternalSupplier'],
    ParentType,
    ContextType,
    RequireFields<MutationSetSupplierRestaurantsArgs, 'restaurantIds' | 'supplierId'>
  >;
  setUserRestaurants?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationSetUserRestaurantsArgs, 'restaurantIds' | 'userId'>
  >;
  signup?: Resolver<
    ResolversTypes['SignupPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSignupArgs, 'input'>
  >;
  updateApprovedShift?: Resolver<
    ResolversTypes['ApprovedShift'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateApprovedShiftArgs, 'id' | 'input'>
  >;
  updateArticle?: Resolver<
    ResolversTypes['Article'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateArticleArgs, 'id' | 'input'>
  >;
  updateConversionRule?: Resolver<
    ResolversTypes['ConversionRule'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateConversionRuleArgs, 'id' | 'input'>
  >;
  updateEmployee?: Resolver<
    ResolversTypes['Employee'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEmployeeArgs, 'id' | 'input'>
  >;
  updateEnseigne?: Resolver<
    ResolversTypes['Enseigne'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEnseigneArgs, 'id' | 'name'>
  >;
  updateEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEquipmentArgs, 'id' | 'input'>
  >;
  updateEquipmentType?: Resolver<
    ResolversTypes['EquipmentType'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEquipmentTypeArgs, 'id' | 'input'>
  >;
  updateJob?: Resolver<
    ResolversTypes['Job'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateJobArgs, 'id' | 'input'>
  >;
  updatePackaging?: Resolver<
    ResolversTypes['Packaging'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePackagingArgs, 'id' | 'input'>
  >;
  updatePreferences?: Resolver<
    ResolversTypes['Preferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePreferencesArgs, 'input'>
  >;
  updateProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductArgs, 'id' | 'input'>
  >;
  updateProfile?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProfileArgs, 'input'>
  >;
  updatePurchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePurchaseOrderArgs, 'id' | 'input'>
  >;
  updateRealizedShift?: Resolver<
    ResolversTypes['RealizedShift'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRealizedShiftArgs, 'id' | 'input'>
  >;
  updateRecipe?: Resolver<
    ResolversTypes['Recipe'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRecipeArgs, 'id' | 'input'>
  >;
  updateRecipeIngredient?: Resolver<
    ResolversTypes['RecipeIngredient'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRecipeIngredientArgs, 'id' | 'input' | 'recipeId'>
  >;
  updateRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRestaurantArgs, 'id' | 'input'>
  >;
  updateScheduledShift?: Resolver<
    ResolversTypes['ScheduledShift'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScheduledShiftArgs, 'id' | 'input'>
  >;
  updateSupplier?: Resolver<
    ResolversTypes['ExternalSupplier'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSupplierArgs, 'id' | 'input'>
  >;
  updateSurface?: Resolver<
    ResolversTypes['Surface'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSurfaceArgs, 'id' | 'input'>
  >;
  updateTag?: Resolver<
    ResolversTypes['Tag'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTagArgs, 'id' | 'name'>
  >;
  updateZone?: Resolver<
    ResolversTypes['Zone'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateZoneArgs, 'id' | 'input'>
  >;
  validateDay?: Resolver<
    ResolversTypes['ValidateDayResult'],
    ParentType,
    ContextType,
    RequireFields<MutationValidateDayArgs, 'input'>
  >;
  voidHygieneRecord?: Resolver<
    ResolversTypes['HygieneRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationVoidHygieneRecordArgs, 'id' | 'log' | 'reason'>
  >;
};

export type NotificationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  restaurant?: Resolver<Maybe<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationListResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NotificationList'] =
    ResolversParentTypes['NotificationList'],
> = {
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPreferencesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NotificationPreferences'] =
    ResolversParentTypes['NotificationPreferences'],
> = {
  cleaningReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dailyReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  equipmentAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthlyReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  temperatureAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weeklyReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OilRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OilRecord'] = ResolversParentTypes['OilRecord'],
> = {
  action?: Resolver<ResolversTypes['OilAction'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['OilLevel'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['OilMethod'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  voided?: Resolver<Maybe<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PackagingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Packaging'] = ResolversParentTypes['Packaging'],
> = {
  baseQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackagingType'], ParentType, ContextType>;
};

export type PermissionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission'],
> = {
  area?: Resolver<ResolversTypes['PermissionArea'], ParentType, ContextType>;
  canCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhotoResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanningDayResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanningDay'] = ResolversParentTypes['PlanningDay'],
> = {
  absences?: Resolver<Array<ResolversTypes['Absence']>, ParentType, ContextType>;
  approved?: Resolver<Array<ResolversTypes['ApprovedShift']>, ParentType, ContextType>;
  approvedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clockRows?: Resolver<Array<ResolversTypes['ClockRow']>, ParentType, ContextType>;
  clockedShiftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realized?: Resolver<Array<ResolversTypes['RealizedShift']>, ParentType, ContextType>;
  shifts?: Resolver<Array<ResolversTypes['ScheduledShift']>, ParentType, ContextType>;
  workedHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanningEmployeeWeekResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanningEmployeeWeek'] =
    ResolversParentTypes['PlanningEmployeeWeek'],
> = {
  absences?: Resolver<Array<ResolversTypes['Absence']>, ParentType, ContextType>;
  contractHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  expectedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plannedHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  plannedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['LabourWarning']>, ParentType, ContextType>;
  weeklyContractHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlanningWeekResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanningWeek'] = ResolversParentTypes['PlanningWeek'],
> = {
  days?: Resolver<Array<ResolversTypes['PlanningDay']>, ParentType, ContextType>;
  employees?: Resolver<Array<ResolversTypes['PlanningEmployeeWeek']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hoursByJob?: Resolver<Array<ResolversTypes['JobHours']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  workedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanningWeekOperationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanningWeekOperation'] =
    ResolversParentTypes['PlanningWeekOperation'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreferencesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences'],
> = {
  appearance?: Resolver<ResolversTypes['AppearancePreferences'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['SecurityPreferences'], ParentType, ContextType>;
};

export type PriceChangeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PriceChange'] = ResolversParentTypes['PriceChange'],
> = {
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  changePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  allergens?: Resolver<Array<ResolversTypes['Allergen']>, ParentType, ContextType>;
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  baseUnit?: Resolver<ResolversTypes['BaseUnit'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  conversionRules?: Resolver<Array<ResolversTypes['ConversionRule']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['ProductCost'], ParentType, ContextType>;
  costPerBaseUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dlcEntame?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packagings?: Resolver<
    Array<ResolversTypes['Packaging']>,
    ParentType,
    ContextType,
    Partial<ProductPackagingsArgs>
  >;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredSupplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  restaurantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  stock?: Resolver<
    ResolversTypes['StockLevel'],
    ParentType,
    ContextType,
    RequireFields<ProductStockArgs, 'restaurantId'>
  >;
  storageSpaces?: Resolver<Array<ResolversTypes['Surface']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['VatCode']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedInRecipes?: Resolver<Array<ResolversTypes['ProductRecipeUse']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductCost'] = ResolversParentTypes['ProductCost'],
> = {
  cheapest?: Resolver<Maybe<ResolversTypes['ArticleCost']>, ParentType, ContextType>;
  costPerBaseUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['CostGap']>, ParentType, ContextType>;
  preferred?: Resolver<Maybe<ResolversTypes['ArticleCost']>, ParentType, ContextType>;
};

export type ProductPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage'],
> = {
  data?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductRecipeUseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductRecipeUse'] =
    ResolversParentTypes['ProductRecipeUse'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namePrint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType>;
  recipeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
};

export type PurchaseOrderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder'],
> = {
  allowedTransitions?: Resolver<
    Array<ResolversTypes['PurchaseOrderTransition']>,
    ParentType,
    ContextType
  >;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  emailError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailStatus?: Resolver<ResolversTypes['PurchaseOrderEmailStatus'], ParentType, ContextType>;
  expectedDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  expeditedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstReceivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastReceivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PurchaseOrderLine']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receptions?: Resolver<Array<ResolversTypes['Reception']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseOrderStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtotalHT?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalTTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalVAT?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatBreakdown?: Resolver<Array<ResolversTypes['PurchaseOrderVatTotal']>, ParentType, ContextType>;
};

export type PurchaseOrderLineResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PurchaseOrderLine'] =
    ResolversParentTypes['PurchaseOrderLine'],
> = {
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType>;
  articleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  baseUnit?: Resolver<ResolversTypes['BaseUnit'], ParentType, ContextType>;
  conversionToBase?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deliveryTempC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineTotalTTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packagingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packagingQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packagingUnit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityExpedited?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantityOrdered?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityOrderedBase?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantityReceivedBase?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityReceivedPackaging?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  receivingLineNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  temperatureCategory?: Resolver<ResolversTypes['TemperatureCategory'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['VatCode'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PurchaseOrderPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PurchaseOrderPage'] =
    ResolversParentTypes['PurchaseOrderPage'],
> = {
  data?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseOrderVatTotalResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PurchaseOrderVatTotal'] =
    ResolversParentTypes['PurchaseOrderVatTotal'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  article?: Resolver<
    ResolversTypes['Article'],
    ParentType,
    ContextType,
    RequireFields<QueryArticleArgs, 'id'>
  >;
  articles?: Resolver<
    ResolversTypes['ArticlePage'],
    ParentType,
    ContextType,
    Partial<QueryArticlesArgs>
  >;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  employee?: Resolver<
    ResolversTypes['Employee'],
    ParentType,
    ContextType,
    RequireFields<QueryEmployeeArgs, 'id'>
  >;
  employeePage?: Resolver<
    ResolversTypes['EmployeePage'],
    ParentType,
    ContextType,
    Partial<QueryEmployeePageArgs>
  >;
  employees?: Resolver<
    Array<ResolversTypes['Employee']>,
    ParentType,
    ContextType,
    Partial<QueryEmployeesArgs>
  >;
  enseigne?: Resolver<
    ResolversTypes['Enseigne'],
    ParentType,
    ContextType,
    RequireFields<QueryEnseigneArgs, 'id'>
  >;
  equipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentArgs, 'id'>
  >;
  equipmentType?: Resolver<
    ResolversTypes['EquipmentType'],
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentTypeArgs, 'id'>
  >;
  equipmentTypes?: Resolver<Array<ResolversTypes['EquipmentType']>, ParentType, ContextType>;
  internalSales?: Resolver<
    ResolversTypes['PurchaseOrderPage'],
    ParentType,
    ContextType,
    RequireFields<QueryInternalSalesArgs, 'labId'>
  >;
  inventories?: Resolver<
    ResolversTypes['InventoryPage'],
    ParentType,
    ContextType,
    Partial<QueryInventoriesArgs>
  >;
  inventory?: Resolver<
    ResolversTypes['Inventory'],
    ParentType,
    ContextType,
    RequireFields<QueryInventoryArgs, 'id'>
  >;
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  kiosk?: Resolver<ResolversTypes['KioskInfo'], ParentType, ContextType>;
  laboratories?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  notifications?: Resolver<
    ResolversTypes['NotificationList'],
    ParentType,
    ContextType,
    Partial<QueryNotificationsArgs>
  >;
  product?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<QueryProductArgs, 'id'>
  >;
  products?: Resolver<
    ResolversTypes['ProductPage'],
    ParentType,
    ContextType,
    Partial<QueryProductsArgs>
  >;
  purchaseOrder?: Resolver<
    ResolversTypes['PurchaseOrder'],
    ParentType,
    ContextType,
    RequireFields<QueryPurchaseOrderArgs, 'id'>
  >;
  purchaseOrders?: Resolver<
    ResolversTypes['PurchaseOrderPage'],
    ParentType,
    ContextType,
    RequireFields<QueryPurchaseOrdersArgs, 'restaurantId'>
  >;
  realizedShift?: Resolver<
    ResolversTypes['RealizedShift'],
    ParentType,
    ContextType,
    RequireFields<QueryRealizedShiftArgs, 'id'>
  >;
  recipe?: Resolver<
    ResolversTypes['Recipe'],
    ParentType,
    ContextType,
    RequireFields<QueryRecipeArgs, 'id'>
  >;
  recipes?: Resolver<
    ResolversTypes['RecipePage'],
    ParentType,
    ContextType,
    Partial<QueryRecipesArgs>
  >;
  restaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<QueryRestaurantArgs, 'id'>
  >;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  scheduledShift?: Resolver<
    ResolversTypes['ScheduledShift'],
    ParentType,
    ContextType,
    RequireFields<QueryScheduledShiftArgs, 'id'>
  >;
  storageSpaces?: Resolver<Array<ResolversTypes['Surface']>, ParentType, ContextType>;
  supplier?: Resolver<
    ResolversTypes['Supplier'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierArgs, 'id' | 'kind'>
  >;
  suppliers?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
  surface?: Resolver<
    ResolversTypes['Surface'],
    ParentType,
    ContextType,
    RequireFields<QuerySurfaceArgs, 'id'>
  >;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  verifyInvitation?: Resolver<
    ResolversTypes['InvitationPreview'],
    ParentType,
    ContextType,
    RequireFields<QueryVerifyInvitationArgs, 'token'>
  >;
  zone?: Resolver<
    ResolversTypes['Zone'],
    ParentType,
    ContextType,
    RequireFields<QueryZoneArgs, 'id'>
  >;
};

export type RealizedShiftResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RealizedShift'] = ResolversParentTypes['RealizedShift'],
> = {
  actualBreakDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approved?: Resolver<Maybe<ResolversTypes['ApprovedShift']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ClockBlock']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetimeEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  datetimeStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  scheduledShift?: Resolver<Maybe<ResolversTypes['ScheduledShift']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RealizedShiftSource'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClockedShiftState'], ParentType, ContextType>;
};

export type ReceptionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Reception'] = ResolversParentTypes['Reception'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReceptionLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  receivedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
};

export type ReceptionLineResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReceptionLine'] = ResolversParentTypes['ReceptionLine'],
> = {
  deliveryTempC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['PurchaseOrderLine'], ParentType, ContextType>;
  lotNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityReceivedBase?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityReceivedPackaging?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  temperatureAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  traceabilityRecord?: Resolver<
    Maybe<ResolversTypes['TraceabilityRecord']>,
    ParentType,
    ContextType
  >;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  useByDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type RecipeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe'],
> = {
  allergens?: Resolver<Array<ResolversTypes['Allergen']>, ParentType, ContextType>;
  baseUnit?: Resolver<ResolversTypes['RecipeUnit'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['RecipeCost'], ParentType, ContextType>;
  costPerBaseUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dlc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['RecipeIngredient']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namePrint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productIngredientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipeIngredientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedIn?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipeCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RecipeCost'] = ResolversParentTypes['RecipeCost'],
> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['RecipeIngredient']>, ParentType, ContextType>;
  perBaseUnit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RecipeIngredientResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RecipeIngredient'] =
    ResolversParentTypes['RecipeIngredient'],
> = {
  cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  costGap?: Resolver<Maybe<ResolversTypes['RecipeCostGapReason']>, ParentType, ContextType>;
  costShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['IngredientItem']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['IngredientType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
};

export type RecipePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RecipePage'] = ResolversParentTypes['RecipePage'],
> = {
  data?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecordedByResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RecordedBy'] = ResolversParentTypes['RecordedBy'],
> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestaurantResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Restaurant'] = ResolversParentTypes['Restaurant'],
> = {
  absences?: Resolver<
    Array<ResolversTypes['Absence']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantAbsencesArgs, 'from' | 'to'>
  >;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvedShifts?: Resolver<
    Array<ResolversTypes['ApprovedShift']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantApprovedShiftsArgs, 'from' | 'to'>
  >;
  cleaningRecords?: Resolver<
    Array<ResolversTypes['CleaningRecord']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantCleaningRecordsArgs, 'from' | 'to'>
  >;
  coolingRecords?: Resolver<
    Array<ResolversTypes['CoolingRecord']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantCoolingRecordsArgs, 'from' | 'to'>
  >;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryDays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
  deliveryDelayDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  equipments?: Resolver<Array<ResolversTypes['Equipment']>, ParentType, ContextType>;
  fridayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heatingRecords?: Resolver<
    Array<ResolversTypes['HeatingRecord']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantHeatingRecordsArgs, 'from' | 'to'>
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  kioskDevices?: Resolver<Array<ResolversTypes['KioskDevice']>, ParentType, ContextType>;
  minOrderAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mondayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oilRecords?: Resolver<
    Array<ResolversTypes['OilRecord']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantOilRecordsArgs, 'from' | 'to'>
  >;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realizedShifts?: Resolver<
    Array<ResolversTypes['RealizedShift']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantRealizedShiftsArgs, 'from' | 'to'>
  >;
  saturdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scheduledShifts?: Resolver<
    Array<ResolversTypes['ScheduledShift']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantScheduledShiftsArgs, 'from' | 'to'>
  >;
  servedRestaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  stockAlerts?: Resolver<
    Array<ResolversTypes['StockLevel']>,
    ParentType,
    ContextType,
    Partial<RestaurantStockAlertsArgs>
  >;
  stockMovements?: Resolver<
    ResolversTypes['StockMovementPage'],
    ParentType,
    ContextType,
    Partial<RestaurantStockMovementsArgs>
  >;
  stockSummary?: Resolver<ResolversTypes['StockSummary'], ParentType, ContextType>;
  stocks?: Resolver<
    ResolversTypes['StockLevelPage'],
    ParentType,
    ContextType,
    Partial<RestaurantStocksArgs>
  >;
  sundayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  surfaces?: Resolver<Array<ResolversTypes['Surface']>, ParentType, ContextType>;
  temperatureReadings?: Resolver<
    Array<ResolversTypes['TemperatureReading']>,
    ParentType,
    ContextType,
    RequireFields<RestaurantTemperatureReadingsArgs, 'from' | 'to'>
  >;
  thursdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  traceabilityRecords?: Resolver<
    ResolversTypes['TraceabilityPage'],
    ParentType,
    ContextType,
    Partial<RestaurantTraceabilityRecordsArgs>
  >;
  tuesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wednesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  week?: Resolver<
    ResolversTypes['PlanningWeek'],
    ParentType,
    ContextType,
    RequireFields<RestaurantWeekArgs, 'start'>
  >;
  zones?: Resolver<Array<ResolversTypes['Zone']>, ParentType, ContextType>;
};

export type ScheduledShiftResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScheduledShift'] =
    ResolversParentTypes['ScheduledShift'],
> = {
  approved?: Resolver<Maybe<ResolversTypes['ApprovedShift']>, ParentType, ContextType>;
  breakDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetimeEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  datetimeStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  mealCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realized?: Resolver<Maybe<ResolversTypes['RealizedShift']>, ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
};

export type SecurityPreferencesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SecurityPreferences'] =
    ResolversParentTypes['SecurityPreferences'],
> = {
  apiAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionTimeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignupPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SignupPayload'] = ResolversParentTypes['SignupPayload'],
> = {
  enseigne?: Resolver<ResolversTypes['Enseigne'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StockLevelResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockLevel'] = ResolversParentTypes['StockLevel'],
> = {
  baseUnit?: Resolver<ResolversTypes['BaseUnit'], ParentType, ContextType>;
  currentStock?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['DisplayQuantity'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type StockLevelPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockLevelPage'] =
    ResolversParentTypes['StockLevelPage'],
> = {
  data?: Resolver<Array<ResolversTypes['StockLevel']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockMovementResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockMovement'] = ResolversParentTypes['StockMovement'],
> = {
  createdBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventory?: Resolver<Maybe<ResolversTypes['Inventory']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['StockMovementReason'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  stockAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stockBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StockMovementType'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
};

export type StockMovementPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockMovementPage'] =
    ResolversParentTypes['StockMovementPage'],
> = {
  data?: Resolver<Array<ResolversTypes['StockMovement']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockSummaryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockSummary'] = ResolversParentTypes['StockSummary'],
> = {
  inStockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfStockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unvaluedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier'],
> = {
  __resolveType: TypeResolveFn<'ExternalSupplier' | 'Laboratory', ParentType, ContextType>;
};

export type SurfaceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Surface'] = ResolversParentTypes['Surface'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStorageArea?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['Zone'], ParentType, ContextType>;
};

export type TagResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemperatureReadingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemperatureReading'] =
    ResolversParentTypes['TemperatureReading'],
> = {
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TemperatureStatus'], ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  voided?: Resolver<Maybe<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TraceabilityPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TraceabilityPage'] =
    ResolversParentTypes['TraceabilityPage'],
> = {
  data?: Resolver<Array<ResolversTypes['TraceabilityRecord']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TraceabilityRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TraceabilityRecord'] =
    ResolversParentTypes['TraceabilityRecord'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lotNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['RecordedBy']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voided?: Resolver<Maybe<ResolversTypes['HygieneCorrection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  enseigne?: Resolver<ResolversTypes['Enseigne'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeRestaurant?: Resolver<Maybe<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ValidateDayResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ValidateDayResult'] =
    ResolversParentTypes['ValidateDayResult'],
> = {
  approved?: Resolver<Array<ResolversTypes['ApprovedShift']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['ApprovedShift']>, ParentType, ContextType>;
};

export type ZoneResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Zone'] = ResolversParentTypes['Zone'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipments?: Resolver<Array<ResolversTypes['Equipment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
  surfaceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surfaces?: Resolver<Array<ResolversTypes['Surface']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Absence?: AbsenceResolvers<ContextType>;
  AppearancePreferences?: AppearancePreferencesResolvers<ContextType>;
  ApprovedShift?: ApprovedShiftResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleCost?: ArticleCostResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  CleaningRecord?: CleaningRecordResolvers<ContextType>;
  ClockBlock?: ClockBlockResolvers<ContextType>;
  ClockRow?: ClockRowResolvers<ContextType>;
  Conversion?: ConversionResolvers<ContextType>;
  ConversionRule?: ConversionRuleResolvers<ContextType>;
  CoolingRecord?: CoolingRecordResolvers<ContextType>;
  CorrectionChange?: CorrectionChangeResolvers<ContextType>;
  CostGap?: CostGapResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DisplayQuantity?: DisplayQuantityResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  Enseigne?: EnseigneResolvers<ContextType>;
  Equipment?: EquipmentResolvers<ContextType>;
  EquipmentType?: EquipmentTypeResolvers<ContextType>;
  ExternalSupplier?: ExternalSupplierResolvers<ContextType>;
  HeatingRecord?: HeatingRecordResolvers<ContextType>;
  HygieneCorrection?: HygieneCorrectionResolvers<ContextType>;
  HygieneRecord?: HygieneRecordResolvers<ContextType>;
  IngredientItem?: IngredientItemResolvers<ContextType>;
  Inventory?: InventoryResolvers<ContextType>;
  InventoryLine?: InventoryLineResolvers<ContextType>;
  InventoryPage?: InventoryPageResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobHours?: JobHoursResolvers<ContextType>;
  KioskClockResult?: KioskClockResultResolvers<ContextType>;
  KioskDevice?: KioskDeviceResolvers<ContextType>;
  KioskDeviceToken?: KioskDeviceTokenResolvers<ContextType>;
  KioskEmployee?: KioskEmployeeResolvers<ContextType>;
  KioskInfo?: KioskInfoResolvers<ContextType>;
  Laboratory?: LaboratoryResolvers<ContextType>;
  LabourWarning?: LabourWarningResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  OilRecord?: OilRecordResolvers<ContextType>;
  Packaging?: PackagingResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PlanningDay?: PlanningDayResolvers<ContextType>;
  PlanningEmployeeWeek?: PlanningEmployeeWeekResolvers<ContextType>;
  PlanningWeek?: PlanningWeekResolvers<ContextType>;
  PlanningWeekOperation?: PlanningWeekOperationResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  PriceChange?: PriceChangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCost?: ProductCostResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductRecipeUse?: ProductRecipeUseResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  PurchaseOrderLine?: PurchaseOrderLineResolvers<ContextType>;
  PurchaseOrderPage?: PurchaseOrderPageResolvers<ContextType>;
  PurchaseOrderVatTotal?: PurchaseOrderVatTotalResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RealizedShift?: RealizedShiftResolvers<ContextType>;
  Reception?: ReceptionResolvers<ContextType>;
  ReceptionLine?: ReceptionLineResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeCost?: RecipeCostResolvers<ContextType>;
  RecipeIngredient?: RecipeIngredientResolvers<ContextType>;
  RecipePage?: RecipePageResolvers<ContextType>;
  RecordedBy?: RecordedByResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  ScheduledShift?: ScheduledShiftResolvers<ContextType>;
  SecurityPreferences?: SecurityPreferencesResolvers<ContextType>;
  SignupPayload?: SignupPayloadResolvers<ContextType>;
  StockLevel?: StockLevelResolvers<ContextType>;
  StockLevelPage?: StockLevelPageResolvers<ContextType>;
  StockMovement?: StockMovementResolvers<ContextType>;
  StockMovementPage?: StockMovementPageResolvers<ContextType>;
  StockSummary?: StockSummaryResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  Surface?: SurfaceResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TemperatureReading?: TemperatureReadingResolvers<ContextType>;
  TraceabilityPage?: TraceabilityPageResolvers<ContextType>;
  TraceabilityRecord?: TraceabilityRecordResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  ValidateDayResult?: ValidateDayResultResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
};
