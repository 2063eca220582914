/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  comment?: string | null | undefined;
  /** 1 à 31 jours. */
  dates: Array<string>;
  employeeId: string;
  restaurantId: string;
  type: AbsenceType;
};

/** Compte créé par la personne invitée. */
export type AcceptInvitationInput = {
  firstName: string;
  lastName: string;
  /** Au moins 6 caractères. */
  password: string;
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

export type AppearancePreferencesInput = {
  dateFormat?: DateFormat | null | undefined;
  language?: Language | null | undefined;
  temperatureUnit?: TemperatureUnit | null | undefined;
  theme?: Theme | null | undefined;
  timezone?: string | null | undefined;
};

/** Des heures rémunérées saisies sans badgeage (un oubli de badge). */
export type ApprovedShiftInput = {
  breakDuration?: number | null | undefined;
  comment?: string | null | undefined;
  datetimeEnd: string;
  datetimeStart: string;
  employeeId: string;
  jobId?: string | null | undefined;
  mealCount?: number | null | undefined;
  restaurantId: string;
  scheduledShiftId?: string | null | undefined;
};

/** Filtres des articles (tous ceux donnés). */
export type ArticleFilter = {
  /** Articles de ce laboratoire. */
  labId?: string | null | undefined;
  /** Articles de ce produit. */
  productId?: string | null | undefined;
  /** Nom de l'article ou de son produit contenant ce texte (sans tenir compte de la casse ni des accents). */
  search?: string | null | undefined;
  /** Articles de ce fournisseur externe. */
  supplierId?: string | null | undefined;
};

/** Un conditionnement fournisseur d'article. */
export type ArticlePackagingInput = {
  /** Nom (« Carton de 6 ») ; vide : aucun. */
  name?: string | null | undefined;
  /** Au moins 0,1, par pas de 0,1. */
  sourceQuantity: number;
  /** Unité : de la famille de l'unité de base du produit, ou couverte par une de ses conversions. */
  sourceUnit: Unit;
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

/** Unité de base d'un produit : son stock, ses recettes et son coût se comptent dans cette unité. */
export type BaseUnit =
  /** Poids, en grammes. */
  | 'G'
  /** Volume, en millilitres. */
  | 'ML'
  /** À la pièce. */
  | 'PIECE';

/** Un nettoyage : un équipement ou une surface, pas les deux. */
export type CleaningRecordInput = {
  /** Par défaut : maintenant. */
  cleanedAt?: string | null | undefined;
  employeeId?: string | null | undefined;
  equipmentId?: string | null | undefined;
  notes?: string | null | undefined;
  photoIds?: Array<string> | null | undefined;
  restaurantId: string;
  surfaceId?: string | null | undefined;
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

/** Une règle de conversion : quantités d'au moins 0,0001 (pas de 0,0001) ; la source hors de la famille de l'unité de base, la cible dans celle-ci. */
export type ConversionRuleInput = {
  /** true si absent. */
  isActive?: boolean | null | undefined;
  /** Remarques. */
  notes?: string | null | undefined;
  /** Quantité source. */
  sourceQuantity: number;
  /** Unité source, hors de la famille de l'unité de base et des familles déjà converties. */
  sourceUnit: Unit;
  /** Quantité cible équivalente. */
  targetQuantity: number;
  /** Unité cible, de la famille de l'unité de base. */
  targetUnit: Unit;
};

/** Copier une semaine sur une autre (en ajout : les shifts de la semaine cible restent). */
export type CopyPlanningWeekInput = {
  /** Seulement ces employés ; absent : tous. */
  employeeIds?: Array<string> | null | undefined;
  restaurantId: string;
  /** Un jour de la semaine copiée (le lundi en principe). */
  sourceWeek: string;
  /** Un jour de la semaine cible. */
  targetWeek: string;
};

/** CORRECTION : des valeurs changées ; VOID : l'enregistrement est annulé. */
export type CorrectionKind = 'CORRECTION' | 'VOID';

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
  labId?: string | null | undefined;
  /** Son nom. */
  name: string;
  /** Son conditionnement fournisseur (un au moins). */
  packagings: Array<ArticlePackagingInput>;
  /** Prix HT en euros, deux décimales au plus. */
  price: number;
  /** Le produit qu'il vend. */
  productId: string;
  /** Restaurants autorisés ; absent : tous. */
  restaurantIds?: Array<string> | null | undefined;
  /** Le fournisseur externe qui le vend ; ou `labId`. */
  supplierId?: string | null | undefined;
  /** La référence du fournisseur ; vide : aucune. */
  supplierRef?: string | null | undefined;
  /** Ses tags ; absent : aucun. */
  tagIds?: Array<string> | null | undefined;
  /** DRY si absente. */
  temperatureCategory?: TemperatureCategory | null | undefined;
  /** Son code de TVA. */
  vat: VatCode;
};

export type CreateJobInput = {
  /** Minutes, entier positif ou nul ; 30 par défaut. */
  breakDuration?: number | null | undefined;
  /** Couleur hexadécimale ; une couleur prédéfinie par défaut. */
  color?: string | null | undefined;
  /** Vrai par défaut. */
  isActive?: boolean | null | undefined;
  restaurantId: string;
  title: string;
};

/** Un nouveau produit, avec son conditionnement de stockage (dans une unité de la famille de son unité de base). */
export type CreateProductInput = {
  /** Ses allergènes ; une liste remplace la précédente. */
  allergens?: Array<Allergen> | null | undefined;
  /** Son unité de base ; elle ne changera plus. */
  baseUnit: BaseUnit;
  /** Sa catégorie. */
  category: ProductCategory;
  /** DLC entamé en jours (1 au moins) ; null : sans DLC. */
  dlcEntame?: number | null | undefined;
  /** Son nom. */
  name: string;
  /** Une image déjà envoyée (POST multipart /uploads/photos). */
  photoId?: string | null | undefined;
  /** Une adresse web ; ou `photoId`, pas les deux. */
  photoUrl?: string | null | undefined;
  /** Restaurants qui l'utilisent ; absent : aucun. */
  restaurantIds?: Array<string> | null | undefined;
  /** Nom du conditionnement de stockage ; vide : aucun. */
  storagePackagingName?: string | null | undefined;
  /** Quantité du conditionnement de stockage (au moins 0,1, par pas de 0,1). */
  storagePackagingQuantity: number;
  /** Unité du conditionnement de stockage, de la famille de l'unité de base. */
  storagePackagingUnit: Unit;
  /** Ses espaces de stockage (surfaces marquées zone de stockage) ; absent : aucun. */
  storageSpaceIds?: Array<string> | null | undefined;
  /** Ses tags ; absent : aucun. */
  tagIds?: Array<string> | null | undefined;
  /** Son code de TVA ; absent : aucun. */
  tax?: VatCode | null | undefined;
};

/** Une nouvelle recette. namePrint requis (25 caractères au plus), quantité d'au moins 0,1, DLC entière d'au moins 1. */
export type CreateRecipeInput = {
  baseUnit: RecipeUnit;
  /** ITEM si absente. */
  category?: ProductCategory | null | undefined;
  dlc: number;
  name: string;
  namePrint: string;
  photoId?: string | null | undefined;
  /** Une adresse web ; ou `photoId`, pas les deux. */
  photoUrl?: string | null | undefined;
  quantity: number;
  restaurantIds?: Array<string> | null | undefined;
  tagIds?: Array<string> | null | undefined;
};

/** Une nouvelle zone ; son restaurant ne change plus ensuite. */
export type CreateZoneInput = {
  description?: string | null | undefined;
  name: string;
  restaurantId: string;
};

/** Format d'affichage des dates : DD/MM/YYYY, MM/DD/YYYY ou YYYY-MM-DD. */
export type DateFormat = 'DD_MM_YYYY' | 'MM_DD_YYYY' | 'YYYY_MM_DD';

/** Un shift badgé à valider, avec ses ajustements. */
export type DayApprovalInput = {
  adjustments?: ShiftAdjustmentsInput | null | undefined;
  realizedShiftId: string;
};

/** Un shift rémunéré modifié localement, à enregistrer. */
export type DayUpdateInput = {
  approvedShiftId: string;
  input: UpdateApprovedShiftInput;
};

/** Supprimer les shifts d'une semaine. */
export type DeletePlanningWeekInput = {
  /** Seulement ces employés ; absent : tous. */
  employeeIds?: Array<string> | null | undefined;
  restaurantId: string;
  /** Un jour de la semaine (le lundi en principe). */
  week: string;
};

export type EmployeeFilter = {
  /** Prénom ou nom contenant ce texte (sans tenir compte de la casse). */
  search?: string | null | undefined;
};

export type EmployeeInput = {
  contractNbHours?: number | null | undefined;
  contractType?: ContractType | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  pin?: string | null | undefined;
  restaurantId?: string | null | undefined;
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
  description?: string | null | undefined;
  equipmentTypeId: string;
  name: string;
  restaurantId: string;
  serialNumber?: string | null | undefined;
  /** Une zone du même restaurant ; absente ou null : non assigné. */
  zoneId?: string | null | undefined;
};

/** Min, max et unité : obligatoires pour la famille TEMPERATURE, refusés pour les autres. */
export type EquipmentTypeInput = {
  description?: string | null | undefined;
  equipmentFamily: EquipmentFamily;
  name: string;
  temperatureMax?: number | null | undefined;
  temperatureMin?: number | null | undefined;
  temperatureUnit?: TemperatureUnit | null | undefined;
};

/** Le contrôle à expédition : une quantité pour chaque ligne du bon. */
export type ExpeditionInput = {
  lines: Array<ExpeditionLineInput>;
  shippingNote?: string | null | undefined;
};

export type ExpeditionLineInput = {
  lineId: string;
  /** Conditionnements expédiés (0 permis). */
  quantityExpedited: number;
};

/** Les valeurs corrigées (absentes : inchangées ; null efface employé et notes) et le motif, obligatoire. Seuls les champs du journal corrigé sont acceptés (BAD_USER_INPUT sinon) ; les règles de la saisie s'appliquent. */
export type HygieneCorrectionInput = {
  /** Contrôle d'huile. */
  action?: OilAction | null | undefined;
  /** Nettoyage. */
  cleanedAt?: string | null | undefined;
  employeeId?: string | null | undefined;
  endTemperature?: number | null | undefined;
  endTime?: string | null | undefined;
  lotNumber?: string | null | undefined;
  method?: OilMethod | null | undefined;
  notes?: string | null | undefined;
  /** Refroidissement, remise en température, traçabilité. */
  productName?: string | null | undefined;
  rate?: number | null | undefined;
  reason: string;
  /** Relevé de température, contrôle d'huile. */
  recordedAt?: string | null | undefined;
  startTemperature?: number | null | undefined;
  startTime?: string | null | undefined;
  supplierName?: string | null | undefined;
  /** Relevé de température, en °C. */
  temperature?: number | null | undefined;
};

/** Les six journaux d'hygiène. */
export type HygieneLog =
  'CLEANING' | 'COOLING' | 'HEATING' | 'OIL' | 'TEMPERATURE' | 'TRACEABILITY';

/** Ce qu'est un ingrédient : un produit du catalogue ou une autre recette (sous-recette). */
export type IngredientType = 'PRODUCT' | 'RECIPE';

/** Une quantité comptée : `inputQuantity` conditionnements `packagingId` (ou unités de base sans conditionnement). La quantité en unité de base est calculée par le serveur. */
export type InventoryLineInput = {
  inputQuantity: number;
  packagingId?: string | null | undefined;
  productId: string;
};

/** État d'un inventaire. */
export type InventoryStatus =
  /** Annulé : sans effet sur le stock ; plus modifiable. */
  | 'CANCELLED'
  /** Brouillon : modifiable. */
  | 'DRAFT'
  /** Finalisé : le stock a été fixé aux quantités comptées ; plus modifiable. */
  | 'FINALIZED';

/** État d'une invitation. EXPIRED : en attente au-delà de sa date d'expiration (7 jours). */
export type InvitationStatus = 'ACCEPTED' | 'EXPIRED' | 'PENDING';

/** Invitation d'un employé dans un restaurant. */
export type InviteEmployeeInput = {
  email: string;
  /** Une fiche du personnel de ce restaurant, sans compte, à lier au compte créé (facultatif). */
  employeeId?: string | null | undefined;
  restaurantId: string;
};

/** Invitation d'un manager. */
export type InviteManagerInput = {
  email: string;
  /** Restaurants de l'enseigne ; vide : aucun restaurant. */
  restaurantIds?: Array<string> | null | undefined;
};

/** Les gestes de la badgeuse. */
export type KioskAction = 'BREAK_END' | 'BREAK_START' | 'CLOCK_IN' | 'CLOCK_OUT';

/** Où en est un employé à la badgeuse. */
export type KioskPresence =
  /** Pas badgé : il peut badger son arrivée. */
  | 'OFF'
  /** En pause : fin de pause. */
  | 'ON_BREAK'
  /** Au travail : pause ou départ. */
  | 'WORKING';

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

/** Ce qui a produit une notification. */
export type NotificationKind =
  /** Un relevé de température critique. */
  'CRITICAL_READING';

export type NotificationPreferencesInput = {
  cleaningReminders?: boolean | null | undefined;
  dailyReport?: boolean | null | undefined;
  email?: boolean | null | undefined;
  equipmentAlerts?: boolean | null | undefined;
  monthlyReport?: boolean | null | undefined;
  push?: boolean | null | undefined;
  temperatureAlerts?: boolean | null | undefined;
  weeklyReport?: boolean | null | undefined;
};

export type OilAction = 'CHANGE' | 'FILTER_AND_REUSE' | 'REUSE';

/** Niveau d'une huile de friture selon son taux de composés polaires : 0,3 et 0,7 ; sans taux, pas de test. */
export type OilLevel = 'ATTENTION' | 'CRITICAL' | 'EXCELLENT' | 'NOT_TESTED';

export type OilMethod = 'NOTHING' | 'STRIP' | 'TESTING';

export type OilRecordInput = {
  action: OilAction;
  employeeId?: string | null | undefined;
  /** Une friteuse (famille OIL) du restaurant. */
  equipmentId: string;
  method: OilMethod;
  notes?: string | null | undefined;
  photoId?: string | null | undefined;
  /** De 0 à 1 ; absent : pas de test. */
  rate?: number | null | undefined;
  recordedAt?: string | null | undefined;
};

/** Un conditionnement de produit. STORAGE : une unité de la famille de l'unité de base ; les autres : toute unité que le produit sait convertir. */
export type PackagingInput = {
  /** Son nom ; vide : aucun. */
  name?: string | null | undefined;
  /** Au moins 0,1, par pas de 0,1. */
  sourceQuantity: number;
  /** Unité : STORAGE, de la famille de l'unité de base ; les autres, toute unité que le produit sait convertir. */
  sourceUnit: Unit;
  /** STORAGE, INVENTORY, TRANSFER ou LOSS (SUPPLIER est celui des articles). */
  type: PackagingType;
};

/** Type de conditionnement : SUPPLIER est celui d'un article (comment on le commande) ; les autres sont ceux d'un produit. */
export type PackagingType = 'INVENTORY' | 'LOSS' | 'STORAGE' | 'SUPPLIER' | 'TRANSFER';

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

/** Les préférences à modifier ; un champ absent garde sa valeur. */
export type PreferencesInput = {
  appearance?: AppearancePreferencesInput | null | undefined;
  notifications?: NotificationPreferencesInput | null | undefined;
  security?: SecurityPreferencesInput | null | undefined;
};

export type ProcessRecordInput = {
  employeeId?: string | null | undefined;
  endTemperature: number;
  /** Après `startTime`. */
  endTime: string;
  equipmentId?: string | null | undefined;
  notes?: string | null | undefined;
  photoId?: string | null | undefined;
  productName: string;
  restaurantId: string;
  startTemperature: number;
  startTime: string;
};

/** État d'un refroidissement ou d'une remise en température (seuils de fin, d'écart et de durée). */
export type ProcessStatus = 'CRITICAL' | 'EXCELLENT' | 'GOOD' | 'WARNING';

/** Catégorie d'un produit (Légume, Viande, Produit laitier, Boisson, Article) ; elle préremplit la DLC entamé et l'unité. */
export type ProductCategory = 'DAIRY' | 'DRINK' | 'ITEM' | 'MEAT' | 'VEGETABLE';

/** Filtre des produits. */
export type ProductFilter = {
  /** Nom contenant ce texte (sans tenir compte de la casse ni des accents). */
  search?: string | null | undefined;
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
  email: string;
  firstName: string;
  lastName: string;
  /** Vide ou absent : aucun téléphone. */
  phone?: string | null | undefined;
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
  restaurantId?: string | null | undefined;
  /** Référence, nom du fournisseur ou du laboratoire (bons émis), ou nom du restaurant (ventes internes), sans tenir compte de la casse ni des accents. */
  search?: string | null | undefined;
  status?: PurchaseOrderStatus | null | undefined;
  /** Un fournisseur : avec `supplierKind` (les identifiants des deux sortes peuvent coïncider). */
  supplierId?: string | null | undefined;
  supplierKind?: SupplierKind | null | undefined;
};

/** Un bon de commande à créer ou un brouillon à remplacer. Les prix, TVA et totaux viennent du catalogue, jamais du client. */
export type PurchaseOrderInput = {
  expectedDate: string;
  lines: Array<PurchaseOrderLineInput>;
  notes?: string | null | undefined;
  restaurantId: string;
  supplierId: string;
  supplierKind: SupplierKind;
};

/** Une ligne commandée : un article du fournisseur, autorisé au restaurant, et un nombre de conditionnements au-dessus de 0 (pas de 0,01). */
export type PurchaseOrderLineInput = {
  articleId: string;
  quantity: number;
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

export type ReceptionInput = {
  lines: Array<ReceptionLineInput>;
  note?: string | null | undefined;
  /** Quand ; maintenant si absent. */
  receivedAt?: string | null | undefined;
};

/** Ce qui est arrivé d'une ligne. */
export type ReceptionLineInput = {
  /** Température relevée (°C) ; requise pour une ligne FRESH ou FROZEN reçue. */
  deliveryTempC?: number | null | undefined;
  lineId: string;
  lotNumber?: string | null | undefined;
  /** Requise quand la température dépasse le seuil. */
  note?: string | null | undefined;
  /** Conditionnements reçus (0 permis : rien de cette ligne dans cette livraison). */
  quantityReceived: number;
  /** Prix HT d'un conditionnement sur la livraison ; absent : celui de la commande. Différent : il devient le nouveau prix de l'article. */
  unitPrice?: number | null | undefined;
  useByDate?: string | null | undefined;
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
  search?: string | null | undefined;
};

/** Un ingrédient : son unité est permise par l'unité de base de l'élément (G : G, KG ; ML : ML, CL, L ; PIECE : PIECE). Une recette ne peut se contenir elle-même, à aucun niveau (CONFLICT). */
export type RecipeIngredientInput = {
  itemId: string;
  itemType: IngredientType;
  quantity: number;
  unit: Unit;
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

/** Champs d'un restaurant. En création, `name` et `address` sont requis ; en modification, seuls les champs fournis changent. */
export type RestaurantInput = {
  address?: string | null | undefined;
  /** En jours, positif ou nul. */
  deliveryDelayDays?: number | null | undefined;
  email?: string | null | undefined;
  fridayDelivery?: boolean | null | undefined;
  isLab?: boolean | null | undefined;
  /** En euros, positif ou nul. */
  minOrderAmount?: number | null | undefined;
  mondayDelivery?: boolean | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  saturdayDelivery?: boolean | null | undefined;
  sundayDelivery?: boolean | null | undefined;
  thursdayDelivery?: boolean | null | undefined;
  tuesdayDelivery?: boolean | null | undefined;
  wednesdayDelivery?: boolean | null | undefined;
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
  countedById?: string | null | undefined;
  id?: string | null | undefined;
  lines: Array<InventoryLineInput>;
  note?: string | null | undefined;
  /** Requis pour un nouvel inventaire. */
  restaurantId?: string | null | undefined;
};

/** Un shift planifié à créer. Les instants sont en UTC ; la fin au plus 24 h après le début. */
export type ScheduledShiftInput = {
  /** Pause en minutes ; absente : celle du poste. */
  breakDuration?: number | null | undefined;
  comment?: string | null | undefined;
  datetimeEnd: string;
  datetimeStart: string;
  employeeId: string;
  jobId: string;
  /** 1 par défaut, de 0 à 10. */
  mealCount?: number | null | undefined;
  restaurantId: string;
};

export type SecurityPreferencesInput = {
  apiAccess?: boolean | null | undefined;
  loginAlerts?: boolean | null | undefined;
  sessionTimeout?: number | null | undefined;
  twoFactor?: boolean | null | undefined;
};

/** Ce que le responsable change en validant un shift badgé ; absent : la valeur badgée. */
export type ShiftAdjustmentsInput = {
  /** Pause validée, en minutes (par défaut la pause badgée). */
  breakDuration?: number | null | undefined;
  comment?: string | null | undefined;
  datetimeEnd?: string | null | undefined;
  datetimeStart?: string | null | undefined;
  mealCount?: number | null | undefined;
};

/** Création d'une enseigne et de son premier administrateur. */
export type SignupInput = {
  email: string;
  /** Nom de l'enseigne. */
  enseigneName: string;
  firstName: string;
  lastName: string;
  /** Au moins 8 caractères. */
  password: string;
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
  search?: string | null | undefined;
  status?: StockStatus | null | undefined;
};

/** Un mouvement saisi à la main (une perte, une correction, une entrée) : ADMIN, ou MANAGER dans ses restaurants. */
export type StockMovementInput = {
  note?: string | null | undefined;
  /** Quand ; maintenant si absent. */
  occurredAt?: string | null | undefined;
  productId: string;
  /** Quantité positive (ADJUSTMENT : le stock compté, 0 permis). */
  quantity: number;
  /** Motif ; MANUAL si absent. INVENTORY est réservé aux inventaires. */
  reason?: StockMovementReason | null | undefined;
  restaurantId: string;
  type: StockMovementType;
  /** Unité de la quantité ; l'unité de base du produit si absente. Convertie par la table et les règles du produit. */
  unit?: Unit | null | undefined;
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

/** Un fournisseur externe. Le nom est requis ; un champ absent est inchangé en modification (vide en création), null l'efface. */
export type SupplierInput = {
  /** Adresse ; null l'efface. */
  address?: string | null | undefined;
  /** 1 à 6 jours (types de délai A pour B … G). */
  deliveryDelayDays?: number | null | undefined;
  /** Adresse e-mail ; null l'efface. */
  email?: string | null | undefined;
  /** Livre le vendredi. */
  fridayDelivery?: boolean | null | undefined;
  /** En euros, deux décimales au plus. */
  minOrderAmount?: number | null | undefined;
  /** Livre le lundi. */
  mondayDelivery?: boolean | null | undefined;
  /** Son nom (requis en création). */
  name?: string | null | undefined;
  /** Téléphone ; null l'efface. */
  phone?: string | null | undefined;
  /** Livre le samedi. */
  saturdayDelivery?: boolean | null | undefined;
  /** Livre le dimanche. */
  sundayDelivery?: boolean | null | undefined;
  /** Livre le jeudi. */
  thursdayDelivery?: boolean | null | undefined;
  /** Livre le mardi. */
  tuesdayDelivery?: boolean | null | undefined;
  /** Livre le mercredi. */
  wednesdayDelivery?: boolean | null | undefined;
};

/** Fournisseur externe ou laboratoire de l'enseigne. */
export type SupplierKind = 'EXTERNAL' | 'LABORATORY';

export type SurfaceInput = {
  description?: string | null | undefined;
  isStorageArea?: boolean | null | undefined;
  name: string;
  /** Une zone d'un restaurant que l'utilisateur gère ; sur une modification, une zone du même restaurant. */
  zoneId: string;
};

/** Catégorie de température d'un article, contrôlée à la réception. */
export type TemperatureCategory =
  /** Sec (pas de contrôle). */
  | 'DRY'
  /** Frais (contrôle). */
  | 'FRESH'
  /** Surgelé (contrôle). */
  | 'FROZEN';

/** Un relevé de température ; `photoId` : une photo déjà envoyée (POST multipart /uploads/photos). */
export type TemperatureReadingInput = {
  employeeId?: string | null | undefined;
  equipmentId: string;
  notes?: string | null | undefined;
  photoId?: string | null | undefined;
  /** Par défaut : maintenant. Pas dans le futur. */
  recordedAt?: string | null | undefined;
  /** En degrés Celsius. */
  temperature: number;
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
  date?: string | null | undefined;
  employeeId?: string | null | undefined;
  /** Période : fiches des jours `from` à `to` inclus (fuseau du restaurant, 366 jours au plus) ; les deux ensemble. */
  from?: string | null | undefined;
  lotNumber?: string | null | undefined;
  /** Contient ce texte (sans tenir compte de la casse). */
  productName?: string | null | undefined;
  to?: string | null | undefined;
};

export type TraceabilityRecordInput = {
  employeeId?: string | null | undefined;
  lotNumber: string;
  notes?: string | null | undefined;
  photoId?: string | null | undefined;
  productName: string;
  restaurantId: string;
  supplierName?: string | null | undefined;
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
  breakDuration?: number | null | undefined;
  /** Vide : efface le commentaire. */
  comment?: string | null | undefined;
  datetimeEnd?: string | null | undefined;
  datetimeStart?: string | null | undefined;
  mealCount?: number | null | undefined;
};

/** Les champs d'un article à modifier ; absents : inchangés. Un changement de prix est inscrit dans l'historique. */
export type UpdateArticleInput = {
  /** Un laboratoire ; remplace le fournisseur externe. */
  labId?: string | null | undefined;
  /** Son nom. */
  name?: string | null | undefined;
  /** Remplace ses conditionnements. */
  packagings?: Array<ArticlePackagingInput> | null | undefined;
  /** Prix HT en euros, deux décimales au plus ; un changement est inscrit dans l'historique. */
  price?: number | null | undefined;
  /** Un autre produit : ses conditionnements doivent pouvoir y être comptés. */
  productId?: string | null | undefined;
  /** Remplace les restaurants autorisés. */
  restaurantIds?: Array<string> | null | undefined;
  /** Un fournisseur externe ; remplace le laboratoire. */
  supplierId?: string | null | undefined;
  /** La référence du fournisseur ; null ou vide l'efface. */
  supplierRef?: string | null | undefined;
  /** Remplace ses tags. */
  tagIds?: Array<string> | null | undefined;
  /** Contrôle de température à la réception. */
  temperatureCategory?: TemperatureCategory | null | undefined;
  /** Son code de TVA. */
  vat?: VatCode | null | undefined;
};

/** Les champs d'une règle à modifier ; absents : inchangés. CONFLICT si des conditionnements perdraient leur conversion. */
export type UpdateConversionRuleInput = {
  /** false : la règle ne convertit plus rien. */
  isActive?: boolean | null | undefined;
  /** Remarques. */
  notes?: string | null | undefined;
  /** Quantité source. */
  sourceQuantity?: number | null | undefined;
  /** Unité source. */
  sourceUnit?: Unit | null | undefined;
  /** Quantité cible. */
  targetQuantity?: number | null | undefined;
  /** Unité cible. */
  targetUnit?: Unit | null | undefined;
};

export type UpdateJobInput = {
  breakDuration: number;
  color: string;
  isActive: boolean;
  title: string;
};

/** Les champs d'un conditionnement à modifier ; absents : inchangés. Mêmes règles qu'en création. */
export type UpdatePackagingInput = {
  /** Son nom. */
  name?: string | null | undefined;
  /** Au moins 0,1, par pas de 0,1. */
  sourceQuantity?: number | null | undefined;
  /** Son unité. */
  sourceUnit?: Unit | null | undefined;
  /** Son type. */
  type?: PackagingType | null | undefined;
};

/** Les champs d'un produit à modifier ; absents : inchangés. L'unité de base ne change pas. Une liste remplace la précédente. */
export type UpdateProductInput = {
  /** Ses allergènes ; une liste remplace la précédente. */
  allergens?: Array<Allergen> | null | undefined;
  /** Sa catégorie. */
  category?: ProductCategory | null | undefined;
  /** null efface la DLC entamé. */
  dlcEntame?: number | null | undefined;
  /** Son nom. */
  name?: string | null | undefined;
  /** Une image envoyée remplace l'adresse. */
  photoId?: string | null | undefined;
  /** null efface la photo ; une adresse remplace l'image envoyée. */
  photoUrl?: string | null | undefined;
  /** Laboratoire préféré ; remplace le fournisseur préféré. */
  preferredLabId?: string | null | undefined;
  /** Fournisseur préféré (son coût prime) : `preferredSupplierId` ou `preferredLabId` ; null aux deux : le moins cher. */
  preferredSupplierId?: string | null | undefined;
  /** Remplace les restaurants qui l'utilisent. */
  restaurantIds?: Array<string> | null | undefined;
  /** Remplace ses espaces de stockage. */
  storageSpaceIds?: Array<string> | null | undefined;
  /** Remplace ses tags. */
  tagIds?: Array<string> | null | undefined;
  /** Son code de TVA ; null l'efface. */
  tax?: VatCode | null | undefined;
};

/** Les champs d'une recette à modifier ; absents : inchangés. Une liste remplace la précédente. */
export type UpdateRecipeInput = {
  baseUnit?: RecipeUnit | null | undefined;
  category?: ProductCategory | null | undefined;
  dlc?: number | null | undefined;
  name?: string | null | undefined;
  namePrint?: string | null | undefined;
  /** Une image envoyée (POST multipart /uploads/photos) remplace l'adresse. */
  photoId?: string | null | undefined;
  /** null efface la photo ; une adresse remplace l'image envoyée. */
  photoUrl?: string | null | undefined;
  quantity?: number | null | undefined;
  restaurantIds?: Array<string> | null | undefined;
  tagIds?: Array<string> | null | undefined;
};

/** Les champs d'un shift planifié à changer (les absents sont conservés ; un déplacement change employé ou jour). */
export type UpdateScheduledShiftInput = {
  breakDuration?: number | null | undefined;
  /** Vide : efface le commentaire. */
  comment?: string | null | undefined;
  datetimeEnd?: string | null | undefined;
  datetimeStart?: string | null | undefined;
  employeeId?: string | null | undefined;
  jobId?: string | null | undefined;
  mealCount?: number | null | undefined;
};

export type UpdateZoneInput = {
  description?: string | null | undefined;
  name: string;
};

/** « Valider la journée » : les shifts à valider et ceux à enregistrer (200 au plus en tout). */
export type ValidateDayInput = {
  approvals: Array<DayApprovalInput>;
  restaurantId: string;
  updates: Array<DayUpdateInput>;
};

/** Code de TVA : VAT_0 0 %, VAT_5_5 5,5 %, VAT_10 10 %, VAT_20 20 %. */
export type VatCode = 'VAT_0' | 'VAT_5_5' | 'VAT_10' | 'VAT_20';

/** Jour de la semaine, lundi en premier. */
export type Weekday =
  'FRIDAY' | 'MONDAY' | 'SATURDAY' | 'SUNDAY' | 'THURSDAY' | 'TUESDAY' | 'WEDNESDAY';

export type Preferences_AllFragment = {
  notifications: {
    email: boolean;
    push: boolean;
    temperatureAlerts: boolean;
    cleaningReminders: boolean;
    equipmentAlerts: boolean;
    dailyReport: boolean;
    weeklyReport: boolean;
    monthlyReport: boolean;
  };
  appearance: {
    theme: Theme;
    language: Language;
    timezone: string;
    dateFormat: DateFormat;
    temperatureUnit: TemperatureUnit;
  };
  security: {
    twoFactor: boolean;
    sessionTimeout: number;
    loginAlerts: boolean;
    apiAccess: boolean;
  };
};

export type MyPreferencesQueryVariables = Exact<{ [key: string]: never }>;

export type MyPreferencesQuery = {
  me: {
    id: string;
    preferences: {
      notifications: {
        email: boolean;
        push: boolean;
        temperatureAlerts: boolean;
        cleaningReminders: boolean;
        equipmentAlerts: boolean;
        dailyReport: boolean;
        weeklyReport: boolean;
        monthlyReport: boolean;
      };
      appearance: {
        theme: Theme;
        language: Language;
        timezone: string;
        dateFormat: DateFormat;
        temperatureUnit: TemperatureUnit;
      };
      security: {
        twoFactor: boolean;
        sessionTimeout: number;
        loginAlerts: boolean;
        apiAccess: boolean;
      };
    };
  };
};

export type TestRestaurantsQueryVariables = Exact<{ [key: string]: never }>;

export type TestRestaurantsQuery = { restaurants: Array<{ id: string; name: string }> };

export type Session_UserFragment = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
};

export type SessionMeQueryVariables = Exact<{ [key: string]: never }>;

export type SessionMeQuery = {
  me: { id: string; firstName: string; lastName: string; email: string; role: Role };
};

export type ArticleTable_ArticleFragment = {
  id: string;
  name: string;
  price: number;
  vat: VatCode;
  product: { id: string; name: string; photoUrl: string | null };
  supplier:
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string };
};

export type ArticlePageQueryVariables = Exact<{
  filter?: ArticleFilter | null | undefined;
  sort?: ArticleSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type ArticlePageQuery = {
  articles: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      name: string;
      price: number;
      vat: VatCode;
      product: { id: string; name: string; photoUrl: string | null };
      supplier:
        | { id: string; kind: SupplierKind; name: string }
        | { id: string; kind: SupplierKind; name: string };
    }>;
  };
  everyArticle: { total: number };
};

export type ArticleDetailQueryVariables = Exact<{
  id: string;
}>;

export type ArticleDetailQuery = {
  article: {
    id: string;
    name: string;
    supplierRef: string | null;
    price: number;
    vat: VatCode;
    temperatureCategory: TemperatureCategory;
    costPerBaseUnit: number | null;
    createdAt: string;
    updatedAt: string;
    product: { id: string; name: string; photoUrl: string | null; baseUnit: BaseUnit };
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
          minOrderAmount: number | null;
          deliveryDelayDays: number | null;
          deliveryDays: Array<Weekday>;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
          minOrderAmount: number | null;
          deliveryDelayDays: number | null;
          deliveryDays: Array<Weekday>;
        };
    orderingPackaging: {
      id: string;
      name: string | null;
      sourceQuantity: number;
      sourceUnit: Unit;
      baseQuantity: number | null;
    } | null;
    tags: Array<{ id: string; name: string }>;
    priceHistory: Array<{
      id: string;
      price: number;
      previousPrice: number | null;
      change: number | null;
      changePercent: number | null;
      changedAt: string;
      changedBy: { id: string; firstName: string; lastName: string } | null;
    }>;
  };
};

export type ArticleFormQueryVariables = Exact<{
  id: string;
}>;

export type ArticleFormQuery = {
  article: {
    id: string;
    name: string;
    supplierRef: string | null;
    price: number;
    vat: VatCode;
    temperatureCategory: TemperatureCategory;
    product: { id: string; name: string };
    supplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string };
    orderingPackaging: {
      id: string;
      name: string | null;
      sourceQuantity: number;
      sourceUnit: Unit;
    } | null;
    restaurants: Array<{ id: string }>;
  };
};

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = {
  login: {
    token: string;
    user: { id: string; firstName: string; lastName: string; email: string; role: Role };
  };
};

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;

export type SignupMutation = { signup: { userId: string; enseigne: { id: string; name: string } } };

export type ClockTable_RowFragment = {
  key: string;
  state: ClockedShiftState;
  employee: { id: string; firstName: string; lastName: string };
  scheduled: {
    id: string;
    datetimeStart: string;
    datetimeEnd: string;
    breakDuration: number;
    mealCount: number;
    job: { id: string; title: string; color: string } | null;
  } | null;
  realized: {
    id: string;
    datetimeStart: string;
    datetimeEnd: string | null;
    actualBreakDuration: number;
    mealCount: number;
    comment: string | null;
  } | null;
  approved: {
    id: string;
    datetimeStart: string;
    datetimeEnd: string;
    breakDuration: number;
    mealCount: number;
    comment: string | null;
    job: { id: string; title: string; color: string } | null;
  } | null;
};

export type BadgeuseWeekQueryVariables = Exact<{
  restaurantId: string;
  start: string;
}>;

export type BadgeuseWeekQuery = {
  restaurant: {
    id: string;
    timeZone: string;
    week: {
      start: string;
      end: string;
      number: number;
      days: Array<{
        date: string;
        clockedShiftCount: number;
        approvedCount: number;
        clockRows: Array<{
          key: string;
          state: ClockedShiftState;
          employee: { id: string; firstName: string; lastName: string };
          scheduled: {
            id: string;
            datetimeStart: string;
            datetimeEnd: string;
            breakDuration: number;
            mealCount: number;
            job: { id: string; title: string; color: string } | null;
          } | null;
          realized: {
            id: string;
            datetimeStart: string;
            datetimeEnd: string | null;
            actualBreakDuration: number;
            mealCount: number;
            comment: string | null;
          } | null;
          approved: {
            id: string;
            datetimeStart: string;
            datetimeEnd: string;
            breakDuration: number;
            mealCount: number;
            comment: string | null;
            job: { id: string; title: string; color: string } | null;
          } | null;
        }>;
      }>;
    };
  };
};

export type ApproveRealizedShiftMutationVariables = Exact<{
  id: string;
  adjustments?: ShiftAdjustmentsInput | null | undefined;
}>;

export type ApproveRealizedShiftMutation = { approveRealizedShift: { id: string } };

export type UpdateApprovedShiftMutationVariables = Exact<{
  id: string;
  input: UpdateApprovedShiftInput;
}>;

export type UpdateApprovedShiftMutation = { updateApprovedShift: { id: string } };

export type DeleteApprovedShiftMutationVariables = Exact<{
  id: string;
}>;

export type DeleteApprovedShiftMutation = { deleteApprovedShift: string };

export type ValidateDayMutationVariables = Exact<{
  input: ValidateDayInput;
}>;

export type ValidateDayMutation = {
  validateDay: { message: string; approved: Array<{ id: string }>; updated: Array<{ id: string }> };
};

export type CreateApprovedShiftMutationVariables = Exact<{
  input: ApprovedShiftInput;
}>;

export type CreateApprovedShiftMutation = { createApprovedShift: { id: string } };

export type KioskDevices_DeviceFragment = {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export type RestaurantKioskDevicesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type RestaurantKioskDevicesQuery = {
  restaurant: {
    id: string;
    kioskDevices: Array<{
      id: string;
      label: string;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
    }>;
  };
};

export type CreateKioskDeviceMutationVariables = Exact<{
  restaurantId: string;
  label: string;
}>;

export type CreateKioskDeviceMutation = {
  createKioskDevice: {
    token: string;
    device: {
      id: string;
      label: string;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
  };
};

export type RevokeKioskDeviceMutationVariables = Exact<{
  id: string;
}>;

export type RevokeKioskDeviceMutation = {
  revokeKioskDevice: {
    id: string;
    label: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
};

export type ConversionDialog_RuleFragment = {
  id: string;
  sourceQuantity: number;
  sourceUnit: Unit;
  targetQuantity: number;
  targetUnit: Unit;
  factor: number;
  notes: string | null;
  isActive: boolean;
  inUse: boolean;
};

export type ConversionDialog_ProductFragment = {
  id: string;
  name: string;
  baseUnit: BaseUnit;
  conversionRules: Array<{
    id: string;
    sourceQuantity: number;
    sourceUnit: Unit;
    targetQuantity: number;
    targetUnit: Unit;
    factor: number;
    notes: string | null;
    isActive: boolean;
    inUse: boolean;
  }>;
};

export type CatalogueCreateConversionRuleMutationVariables = Exact<{
  productId: string;
  input: ConversionRuleInput;
}>;

export type CatalogueCreateConversionRuleMutation = {
  createConversionRule: {
    id: string;
    sourceQuantity: number;
    sourceUnit: Unit;
    targetQuantity: number;
    targetUnit: Unit;
    factor: number;
    notes: string | null;
    isActive: boolean;
    inUse: boolean;
  };
};

export type CatalogueUpdateConversionRuleMutationVariables = Exact<{
  id: string;
  input: UpdateConversionRuleInput;
}>;

export type CatalogueUpdateConversionRuleMutation = {
  updateConversionRule: {
    id: string;
    sourceQuantity: number;
    sourceUnit: Unit;
    targetQuantity: number;
    targetUnit: Unit;
    factor: number;
    notes: string | null;
    isActive: boolean;
    inUse: boolean;
  };
};

export type ArticleDialog_ArticleFragment = {
  id: string;
  name: string;
  supplierRef: string | null;
  price: number;
  vat: VatCode;
  temperatureCategory: TemperatureCategory;
  product: { id: string; name: string };
  supplier:
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string };
  orderingPackaging: {
    id: string;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: Unit;
  } | null;
  restaurants: Array<{ id: string }>;
};

export type CatalogueSupplierOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type CatalogueSupplierOptionsQuery = {
  suppliers: Array<
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string }
  >;
};

export type CatalogueProductOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type CatalogueProductOptionsQuery = {
  products: {
    total: number;
    data: Array<{ id: string; name: string; photoUrl: string | null; baseUnit: BaseUnit }>;
  };
};

export type CatalogueProductUnitsQueryVariables = Exact<{
  id: string;
}>;

export type CatalogueProductUnitsQuery = {
  product: {
    photoUrl: string | null;
    id: string;
    name: string;
    baseUnit: BaseUnit;
    conversionRules: Array<{
      id: string;
      sourceQuantity: number;
      sourceUnit: Unit;
      targetQuantity: number;
      targetUnit: Unit;
      factor: number;
      notes: string | null;
      isActive: boolean;
      inUse: boolean;
    }>;
  };
};

export type CatalogueRestaurantOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type CatalogueRestaurantOptionsQuery = {
  restaurants: Array<{ id: string; name: string; isLab: boolean }>;
};

export type CatalogueCreateArticleMutationVariables = Exact<{
  input: CreateArticleInput;
}>;

export type CatalogueCreateArticleMutation = {
  createArticle: {
    id: string;
    name: string;
    supplierRef: string | null;
    price: number;
    vat: VatCode;
    temperatureCategory: TemperatureCategory;
    product: { id: string; name: string };
    supplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string };
    orderingPackaging: {
      id: string;
      name: string | null;
      sourceQuantity: number;
      sourceUnit: Unit;
    } | null;
    restaurants: Array<{ id: string }>;
  };
};

export type CatalogueUpdateArticleMutationVariables = Exact<{
  id: string;
  input: UpdateArticleInput;
}>;

export type CatalogueUpdateArticleMutation = {
  updateArticle: {
    id: string;
    name: string;
    supplierRef: string | null;
    price: number;
    vat: VatCode;
    temperatureCategory: TemperatureCategory;
    product: { id: string; name: string };
    supplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string };
    orderingPackaging: {
      id: string;
      name: string | null;
      sourceQuantity: number;
      sourceUnit: Unit;
    } | null;
    restaurants: Array<{ id: string }>;
  };
};

export type DashboardQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardQuery = {
  dashboard: {
    restaurantCount: number;
    employeeCount: number;
    equipmentCount: number;
    temperatureReadingCount: number;
    recentRestaurants: Array<{ id: string; name: string; createdAt: string }>;
    recentEmployees: Array<{ id: string; firstName: string; lastName: string; createdAt: string }>;
  };
};

export type EmployeeTable_EmployeeFragment = {
  id: string;
  firstName: string;
  lastName: string;
  pin: string | null;
  contractType: ContractType | null;
  contractNbHours: number | null;
  createdAt: string;
  restaurant: { id: string; name: string };
};

export type RestaurantEmployeesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type RestaurantEmployeesQuery = {
  employees: Array<{
    id: string;
    firstName: string;
    lastName: string;
    pin: string | null;
    contractType: ContractType | null;
    contractNbHours: number | null;
    createdAt: string;
    restaurant: { id: string; name: string };
  }>;
};

export type EmployeePageQueryVariables = Exact<{
  restaurantId: string;
  filter?: EmployeeFilter | null | undefined;
  sort?: EmployeeSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type EmployeePageQuery = {
  employeePage: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      firstName: string;
      lastName: string;
      pin: string | null;
      contractType: ContractType | null;
      contractNbHours: number | null;
      createdAt: string;
      restaurant: { id: string; name: string };
    }>;
  };
};

export type CreateEmployeeMutationVariables = Exact<{
  input: EmployeeInput;
}>;

export type CreateEmployeeMutation = {
  createEmployee: {
    id: string;
    firstName: string;
    lastName: string;
    pin: string | null;
    contractType: ContractType | null;
    contractNbHours: number | null;
    createdAt: string;
    restaurant: { id: string; name: string };
  };
};

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  input: EmployeeInput;
}>;

export type UpdateEmployeeMutation = {
  updateEmployee: {
    id: string;
    firstName: string;
    lastName: string;
    pin: string | null;
    contractType: ContractType | null;
    contractNbHours: number | null;
    createdAt: string;
    restaurant: { id: string; name: string };
  };
};

export type DeleteEmployeeMutationVariables = Exact<{
  id: string;
}>;

export type DeleteEmployeeMutation = { deleteEmployee: string };

export type EnseigneDetailQueryVariables = Exact<{
  id: string;
}>;

export type EnseigneDetailQuery = {
  enseigne: {
    id: string;
    name: string;
    createdAt: string;
    userCount: number;
    users: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      role: Role;
      active: boolean;
      deactivatedAt: string | null;
      restaurants: Array<{ id: string; name: string }>;
      homeRestaurant: { id: string; name: string } | null;
    }>;
    restaurants: Array<{ id: string; name: string; isLab: boolean }>;
    invitations: Array<{
      id: string;
      email: string;
      status: InvitationStatus;
      role: Role;
      createdAt: string;
      expiresAt: string;
      acceptUrl: string | null;
      restaurants: Array<{ id: string; name: string }>;
    }>;
  };
};

export type EnseigneDetail_InvitationFragment = {
  id: string;
  email: string;
  status: InvitationStatus;
  role: Role;
  createdAt: string;
  expiresAt: string;
  acceptUrl: string | null;
  restaurants: Array<{ id: string; name: string }>;
};

export type InviteManagerMutationVariables = Exact<{
  input: InviteManagerInput;
}>;

export type InviteManagerMutation = {
  inviteManager: {
    id: string;
    email: string;
    status: InvitationStatus;
    role: Role;
    createdAt: string;
    expiresAt: string;
    acceptUrl: string | null;
    restaurants: Array<{ id: string; name: string }>;
  };
};

export type InviteEmployeeMutationVariables = Exact<{
  input: InviteEmployeeInput;
}>;

export type InviteEmployeeMutation = {
  inviteEmployee: {
    id: string;
    email: string;
    status: InvitationStatus;
    role: Role;
    createdAt: string;
    expiresAt: string;
    acceptUrl: string | null;
    restaurants: Array<{ id: string; name: string }>;
  };
};

export type SetUserRestaurantsMutationVariables = Exact<{
  userId: string;
  restaurantIds: Array<string> | string;
}>;

export type SetUserRestaurantsMutation = {
  setUserRestaurants: { id: string; restaurants: Array<{ id: string; name: string }> };
};

export type DeactivateUserMutationVariables = Exact<{
  id: string;
}>;

export type DeactivateUserMutation = {
  deactivateUser: { id: string; active: boolean; deactivatedAt: string | null };
};

export type ReactivateUserMutationVariables = Exact<{
  id: string;
}>;

export type ReactivateUserMutation = {
  reactivateUser: { id: string; active: boolean; deactivatedAt: string | null };
};

export type DeleteInvitationMutationVariables = Exact<{
  id: string;
}>;

export type DeleteInvitationMutation = { deleteInvitation: string };

export type MyEnseigneQueryVariables = Exact<{ [key: string]: never }>;

export type MyEnseigneQuery = {
  me: {
    id: string;
    enseigne: {
      id: string;
      name: string;
      createdAt: string;
      userCount: number;
      restaurantCount: number;
    };
  };
};

export type InviteEmployeeStaffQueryVariables = Exact<{
  restaurantId: string;
}>;

export type InviteEmployeeStaffQuery = {
  employees: Array<{ id: string; firstName: string; lastName: string }>;
};

export type EquipmentTable_EquipmentFragment = {
  id: string;
  name: string;
  description: string | null;
  serialNumber: string | null;
  zone: { id: string; name: string } | null;
  equipmentType: {
    id: string;
    name: string;
    equipmentFamily: EquipmentFamily;
    temperatureMin: number | null;
    temperatureMax: number | null;
    temperatureUnit: TemperatureUnit | null;
  };
};

export type EquipmentTypeTable_EquipmentTypeFragment = {
  id: string;
  name: string;
  description: string | null;
  equipmentFamily: EquipmentFamily;
  temperatureMin: number | null;
  temperatureMax: number | null;
  temperatureUnit: TemperatureUnit | null;
  equipmentCount: number;
};

export type RestaurantEquipmentsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type RestaurantEquipmentsQuery = {
  restaurant: {
    id: string;
    equipments: Array<{
      id: string;
      name: string;
      description: string | null;
      serialNumber: string | null;
      zone: { id: string; name: string } | null;
      equipmentType: {
        id: string;
        name: string;
        equipmentFamily: EquipmentFamily;
        temperatureMin: number | null;
        temperatureMax: number | null;
        temperatureUnit: TemperatureUnit | null;
      };
    }>;
  };
};

export type EquipmentTypesQueryVariables = Exact<{ [key: string]: never }>;

export type EquipmentTypesQuery = {
  equipmentTypes: Array<{
    id: string;
    name: string;
    description: string | null;
    equipmentFamily: EquipmentFamily;
    temperatureMin: number | null;
    temperatureMax: number | null;
    temperatureUnit: TemperatureUnit | null;
    equipmentCount: number;
  }>;
};

export type EquipmentZonesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type EquipmentZonesQuery = {
  restaurant: { id: string; zones: Array<{ id: string; name: string }> };
};

export type CreateEquipmentMutationVariables = Exact<{
  input: EquipmentInput;
}>;

export type CreateEquipmentMutation = {
  createEquipment: {
    id: string;
    name: string;
    description: string | null;
    serialNumber: string | null;
    restaurant: { id: string };
    zone: { id: string; equipmentCount: number; name: string } | null;
    equipmentType: {
      id: string;
      equipmentCount: number;
      name: string;
      equipmentFamily: EquipmentFamily;
      temperatureMin: number | null;
      temperatureMax: number | null;
      temperatureUnit: TemperatureUnit | null;
    };
  };
};

export type UpdateEquipmentMutationVariables = Exact<{
  id: string;
  input: EquipmentInput;
}>;

export type UpdateEquipmentMutation = {
  updateEquipment: {
    id: string;
    name: string;
    description: string | null;
    serialNumber: string | null;
    restaurant: { id: string };
    zone: { id: string; equipmentCount: number; name: string } | null;
    equipmentType: {
      id: string;
      equipmentCount: number;
      name: string;
      equipmentFamily: EquipmentFamily;
      temperatureMin: number | null;
      temperatureMax: number | null;
      temperatureUnit: TemperatureUnit | null;
    };
  };
};

export type DeleteEquipmentMutationVariables = Exact<{
  id: string;
}>;

export type DeleteEquipmentMutation = { deleteEquipment: string };

export type CreateEquipmentTypeMutationVariables = Exact<{
  input: EquipmentTypeInput;
}>;

export type CreateEquipmentTypeMutation = {
  createEquipmentType: {
    id: string;
    name: string;
    description: string | null;
    equipmentFamily: EquipmentFamily;
    temperatureMin: number | null;
    temperatureMax: number | null;
    temperatureUnit: TemperatureUnit | null;
    equipmentCount: number;
  };
};

export type UpdateEquipmentTypeMutationVariables = Exact<{
  id: string;
  input: EquipmentTypeInput;
}>;

export type UpdateEquipmentTypeMutation = {
  updateEquipmentType: {
    id: string;
    name: string;
    description: string | null;
    equipmentFamily: EquipmentFamily;
    temperatureMin: number | null;
    temperatureMax: number | null;
    temperatureUnit: TemperatureUnit | null;
    equipmentCount: number;
  };
};

export type DeleteEquipmentTypeMutationVariables = Exact<{
  id: string;
}>;

export type DeleteEquipmentTypeMutation = { deleteEquipmentType: string };

export type CleaningRecordsQueryVariables = Exact<{
  restaurantId: string;
  from: string;
  to: string;
}>;

export type CleaningRecordsQuery = {
  restaurant: {
    id: string;
    timeZone: string;
    employees: Array<{ id: string; firstName: string; lastName: string }>;
    equipments: Array<{ id: string; name: string }>;
    surfaces: Array<{ id: string; name: string }>;
    cleaningRecords: Array<{
      id: string;
      cleanedAt: string;
      notes: string | null;
      history: Array<{
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
      voided: {
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      } | null;
      equipment: { id: string; name: string; zone: { id: string; name: string } | null } | null;
      surface: { id: string; name: string; zone: { id: string; name: string } } | null;
      employee: { id: string; firstName: string; lastName: string } | null;
      photos: Array<{ id: string; url: string }>;
    }>;
  };
};

export type RecordCleaningMutationVariables = Exact<{
  input: CleaningRecordInput;
}>;

export type RecordCleaningMutation = { recordCleaning: { id: string } };

export type OilRowFragment = {
  id: string;
  action: OilAction;
  method: OilMethod;
  rate: number | null;
  level: OilLevel;
  recordedAt: string;
  date: string;
  notes: string | null;
  history: Array<{
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  }>;
  voided: {
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  } | null;
  equipment: { id: string; name: string };
  employee: { id: string; firstName: string; lastName: string } | null;
  photo: { id: string; url: string } | null;
};

export type OilRecordsQueryVariables = Exact<{
  restaurantId: string;
  from: string;
  to: string;
}>;

export type OilRecordsQuery = {
  restaurant: {
    id: string;
    oilRecords: Array<{
      id: string;
      action: OilAction;
      method: OilMethod;
      rate: number | null;
      level: OilLevel;
      recordedAt: string;
      date: string;
      notes: string | null;
      history: Array<{
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
      voided: {
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      } | null;
      equipment: { id: string; name: string };
      employee: { id: string; firstName: string; lastName: string } | null;
      photo: { id: string; url: string } | null;
    }>;
  };
};

export type RecordOilMutationVariables = Exact<{
  input: OilRecordInput;
}>;

export type RecordOilMutation = {
  recordOil: {
    id: string;
    action: OilAction;
    method: OilMethod;
    rate: number | null;
    level: OilLevel;
    recordedAt: string;
    date: string;
    notes: string | null;
    history: Array<{
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    }>;
    voided: {
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    } | null;
    equipment: { id: string; name: string };
    employee: { id: string; firstName: string; lastName: string } | null;
    photo: { id: string; url: string } | null;
  };
};

export type ProcessRow_CoolingFragment = {
  id: string;
  productName: string;
  startTemperature: number;
  endTemperature: number;
  startTime: string;
  endTime: string;
  date: string;
  durationMinutes: number;
  status: ProcessStatus;
  notes: string | null;
  history: Array<{
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  }>;
  voided: {
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  } | null;
  equipment: { id: string; name: string } | null;
  employee: { id: string; firstName: string; lastName: string } | null;
  photo: { id: string; url: string } | null;
};

export type ProcessRow_HeatingFragment = {
  id: string;
  productName: string;
  startTemperature: number;
  endTemperature: number;
  startTime: string;
  endTime: string;
  date: string;
  durationMinutes: number;
  status: ProcessStatus;
  notes: string | null;
  history: Array<{
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  }>;
  voided: {
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  } | null;
  equipment: { id: string; name: string } | null;
  employee: { id: string; firstName: string; lastName: string } | null;
  photo: { id: string; url: string } | null;
};

export type CoolingRecordsQueryVariables = Exact<{
  restaurantId: string;
  from: string;
  to: string;
}>;

export type CoolingRecordsQuery = {
  restaurant: {
    id: string;
    coolingRecords: Array<{
      id: string;
      productName: string;
      startTemperature: number;
      endTemperature: number;
      startTime: string;
      endTime: string;
      date: string;
      durationMinutes: number;
      status: ProcessStatus;
      notes: string | null;
      history: Array<{
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
      voided: {
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      } | null;
      equipment: { id: string; name: string } | null;
      employee: { id: string; firstName: string; lastName: string } | null;
      photo: { id: string; url: string } | null;
    }>;
  };
};

export type HeatingRecordsQueryVariables = Exact<{
  restaurantId: string;
  from: string;
  to: string;
}>;

export type HeatingRecordsQuery = {
  restaurant: {
    id: string;
    heatingRecords: Array<{
      id: string;
      productName: string;
      startTemperature: number;
      endTemperature: number;
      startTime: string;
      endTime: string;
      date: string;
      durationMinutes: number;
      status: ProcessStatus;
      notes: string | null;
      history: Array<{
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
      voided: {
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      } | null;
      equipment: { id: string; name: string } | null;
      employee: { id: string; firstName: string; lastName: string } | null;
      photo: { id: string; url: string } | null;
    }>;
  };
};

export type HygieneRecordOptionsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type HygieneRecordOptionsQuery = {
  restaurant: {
    id: string;
    timeZone: string;
    equipments: Array<{
      id: string;
      name: string;
      equipmentType: { id: string; equipmentFamily: EquipmentFamily };
    }>;
    employees: Array<{ id: string; firstName: string; lastName: string }>;
  };
};

export type RecordCoolingMutationVariables = Exact<{
  input: ProcessRecordInput;
}>;

export type RecordCoolingMutation = {
  recordCooling: {
    id: string;
    productName: string;
    startTemperature: number;
    endTemperature: number;
    startTime: string;
    endTime: string;
    date: string;
    durationMinutes: number;
    status: ProcessStatus;
    notes: string | null;
    history: Array<{
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    }>;
    voided: {
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    } | null;
    equipment: { id: string; name: string } | null;
    employee: { id: string; firstName: string; lastName: string } | null;
    photo: { id: string; url: string } | null;
  };
};

export type RecordHeatingMutationVariables = Exact<{
  input: ProcessRecordInput;
}>;

export type RecordHeatingMutation = {
  recordHeating: {
    id: string;
    productName: string;
    startTemperature: number;
    endTemperature: number;
    startTime: string;
    endTime: string;
    date: string;
    durationMinutes: number;
    status: ProcessStatus;
    notes: string | null;
    history: Array<{
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    }>;
    voided: {
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    } | null;
    equipment: { id: string; name: string } | null;
    employee: { id: string; firstName: string; lastName: string } | null;
    photo: { id: string; url: string } | null;
  };
};

export type HygieneLog_EmployeeFragment = { id: string; firstName: string; lastName: string };

export type HygieneLog_PhotoFragment = { id: string; url: string };

export type HygieneLog_EquipmentFragment = { id: string; name: string };

export type HygieneLog_CorrectionFragment = {
  id: string;
  kind: CorrectionKind;
  reason: string;
  correctedAt: string;
  correctedBy: { id: string; firstName: string; lastName: string } | null;
  changes: Array<{ field: string; from: string | null; to: string | null }>;
};

export type CorrectHygieneRecordMutationVariables = Exact<{
  log: HygieneLog;
  id: string;
  input: HygieneCorrectionInput;
}>;

export type CorrectHygieneRecordMutation = {
  correctHygieneRecord:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string };
};

export type VoidHygieneRecordMutationVariables = Exact<{
  log: HygieneLog;
  id: string;
  reason: string;
}>;

export type VoidHygieneRecordMutation = {
  voidHygieneRecord:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string };
};

type HygieneLog_Corrected_CleaningRecord_Fragment = { id: string };

type HygieneLog_Corrected_CoolingRecord_Fragment = { id: string };

type HygieneLog_Corrected_HeatingRecord_Fragment = { id: string };

type HygieneLog_Corrected_OilRecord_Fragment = { id: string };

type HygieneLog_Corrected_TemperatureReading_Fragment = { id: string };

type HygieneLog_Corrected_TraceabilityRecord_Fragment = { id: string };

export type HygieneLog_CorrectedFragment =
  | HygieneLog_Corrected_CleaningRecord_Fragment
  | HygieneLog_Corrected_CoolingRecord_Fragment
  | HygieneLog_Corrected_HeatingRecord_Fragment
  | HygieneLog_Corrected_OilRecord_Fragment
  | HygieneLog_Corrected_TemperatureReading_Fragment
  | HygieneLog_Corrected_TraceabilityRecord_Fragment;

export type TemperatureRowFragment = {
  id: string;
  temperature: number;
  recordedAt: string;
  status: TemperatureStatus;
  notes: string | null;
  history: Array<{
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  }>;
  voided: {
    id: string;
    kind: CorrectionKind;
    reason: string;
    correctedAt: string;
    correctedBy: { id: string; firstName: string; lastName: string } | null;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  } | null;
  equipment: { id: string; name: string };
  employee: { id: string; firstName: string; lastName: string } | null;
  photo: { id: string; url: string } | null;
};

export type TemperatureReadingsQueryVariables = Exact<{
  restaurantId: string;
  from: string;
  to: string;
}>;

export type TemperatureReadingsQuery = {
  restaurant: {
    id: string;
    temperatureReadings: Array<{
      id: string;
      temperature: number;
      recordedAt: string;
      status: TemperatureStatus;
      notes: string | null;
      history: Array<{
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
      voided: {
        id: string;
        kind: CorrectionKind;
        reason: string;
        correctedAt: string;
        correctedBy: { id: string; firstName: string; lastName: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      } | null;
      equipment: { id: string; name: string };
      employee: { id: string; firstName: string; lastName: string } | null;
      photo: { id: string; url: string } | null;
    }>;
  };
};

export type TemperatureOptionsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type TemperatureOptionsQuery = {
  restaurant: {
    id: string;
    timeZone: string;
    equipments: Array<{
      id: string;
      name: string;
      equipmentType: {
        id: string;
        name: string;
        equipmentFamily: EquipmentFamily;
        temperatureMin: number | null;
        temperatureMax: number | null;
        temperatureUnit: TemperatureUnit | null;
      };
    }>;
    employees: Array<{ id: string; firstName: string; lastName: string }>;
  };
};

export type RecordTemperatureMutationVariables = Exact<{
  input: TemperatureReadingInput;
}>;

export type RecordTemperatureMutation = {
  recordTemperature: {
    id: string;
    temperature: number;
    recordedAt: string;
    status: TemperatureStatus;
    notes: string | null;
    history: Array<{
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    }>;
    voided: {
      id: string;
      kind: CorrectionKind;
      reason: string;
      correctedAt: string;
      correctedBy: { id: string; firstName: string; lastName: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    } | null;
    equipment: { id: string; name: string };
    employee: { id: string; firstName: string; lastName: string } | null;
    photo: { id: string; url: string } | null;
  };
};

export type TraceabilityRecordsQueryVariables = Exact<{
  restaurantId: string;
  filter?: TraceabilityFilter | null | undefined;
  sort?: TraceabilitySort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type TraceabilityRecordsQuery = {
  restaurant: {
    id: string;
    timeZone: string;
    employees: Array<{ id: string; firstName: string; lastName: string }>;
    traceabilityRecords: {
      total: number;
      limit: number;
      offset: number;
      data: Array<{
        id: string;
        productName: string;
        lotNumber: string;
        supplierName: string | null;
        notes: string | null;
        createdAt: string;
        history: Array<{
          id: string;
          kind: CorrectionKind;
          reason: string;
          correctedAt: string;
          correctedBy: { id: string; firstName: string; lastName: string } | null;
          changes: Array<{ field: string; from: string | null; to: string | null }>;
        }>;
        voided: {
          id: string;
          kind: CorrectionKind;
          reason: string;
          correctedAt: string;
          correctedBy: { id: string; firstName: string; lastName: string } | null;
          changes: Array<{ field: string; from: string | null; to: string | null }>;
        } | null;
        employee: { id: string; firstName: string; lastName: string } | null;
        recordedBy: { id: string; firstName: string; lastName: string } | null;
        photo: { id: string; url: string } | null;
      }>;
    };
  };
};

export type RecordTraceabilityMutationVariables = Exact<{
  input: TraceabilityRecordInput;
}>;

export type RecordTraceabilityMutation = { recordTraceability: { id: string } };

export type TraceabilityExportQueryVariables = Exact<{
  restaurantId: string;
  filter?: TraceabilityFilter | null | undefined;
  sort?: TraceabilitySort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type TraceabilityExportQuery = {
  restaurant: {
    id: string;
    traceabilityRecords: {
      total: number;
      data: Array<{
        id: string;
        productName: string;
        lotNumber: string;
        supplierName: string | null;
        notes: string | null;
        createdAt: string;
        employee: { id: string; firstName: string; lastName: string } | null;
        recordedBy: { id: string; firstName: string; lastName: string } | null;
      }>;
    };
  };
};

export type InventoryListQueryVariables = Exact<{
  restaurantId?: string | null | undefined;
  status?: InventoryStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type InventoryListQuery = {
  inventories: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      status: InventoryStatus;
      startedAt: string;
      finalizedAt: string | null;
      lineCount: number;
      note: string | null;
      restaurant: { id: string; name: string };
      countedBy: { id: string; firstName: string; lastName: string } | null;
    }>;
  };
};

export type InventoryCounting_LineFragment = {
  id: string;
  inputQuantity: number;
  packagingName: string | null;
  packagingQuantity: number | null;
  packagingUnit: Unit | null;
  quantityInBaseUnit: number;
  packaging: { id: string } | null;
  product: { id: string; name: string; baseUnit: BaseUnit };
};

export type InventoryCounting_InventoryFragment = {
  id: string;
  status: InventoryStatus;
  startedAt: string;
  finalizedAt: string | null;
  cancelledAt: string | null;
  note: string | null;
  restaurant: { id: string; name: string };
  countedBy: { id: string; firstName: string; lastName: string } | null;
  lines: Array<{
    id: string;
    inputQuantity: number;
    packagingName: string | null;
    packagingQuantity: number | null;
    packagingUnit: Unit | null;
    quantityInBaseUnit: number;
    packaging: { id: string } | null;
    product: { id: string; name: string; baseUnit: BaseUnit };
  }>;
};

export type InventoryQueryVariables = Exact<{
  id: string;
}>;

export type InventoryQuery = {
  inventory: {
    id: string;
    status: InventoryStatus;
    startedAt: string;
    finalizedAt: string | null;
    cancelledAt: string | null;
    note: string | null;
    restaurant: { id: string; name: string };
    countedBy: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{
      id: string;
      inputQuantity: number;
      packagingName: string | null;
      packagingQuantity: number | null;
      packagingUnit: Unit | null;
      quantityInBaseUnit: number;
      packaging: { id: string } | null;
      product: { id: string; name: string; baseUnit: BaseUnit };
    }>;
  };
};

export type CountingProduct_PackagingFragment = {
  id: string;
  type: PackagingType;
  name: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
};

export type CountingProductsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type CountingProductsQuery = {
  products: {
    total: number;
    data: Array<{
      id: string;
      name: string;
      baseUnit: BaseUnit;
      photoUrl: string | null;
      restaurants: Array<{ id: string }>;
      storageSpaces: Array<{
        id: string;
        name: string;
        zone: { id: string; name: string; restaurant: { id: string } };
      }>;
      inventoryPackagings: Array<{
        id: string;
        type: PackagingType;
        name: string | null;
        sourceQuantity: number;
        sourceUnit: Unit;
      }>;
      storagePackagings: Array<{
        id: string;
        type: PackagingType;
        name: string | null;
        sourceQuantity: number;
        sourceUnit: Unit;
      }>;
      conversionRules: Array<{
        id: string;
        sourceQuantity: number;
        sourceUnit: Unit;
        targetQuantity: number;
        targetUnit: Unit;
        isActive: boolean;
      }>;
    }>;
  };
};

export type InventoryEmployeesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type InventoryEmployeesQuery = {
  employees: Array<{ id: string; firstName: string; lastName: string }>;
};

export type SaveInventoryMutationVariables = Exact<{
  input: SaveInventoryInput;
}>;

export type SaveInventoryMutation = {
  saveInventory: {
    id: string;
    status: InventoryStatus;
    startedAt: string;
    finalizedAt: string | null;
    cancelledAt: string | null;
    note: string | null;
    restaurant: { id: string; name: string };
    countedBy: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{
      id: string;
      inputQuantity: number;
      packagingName: string | null;
      packagingQuantity: number | null;
      packagingUnit: Unit | null;
      quantityInBaseUnit: number;
      packaging: { id: string } | null;
      product: { id: string; name: string; baseUnit: BaseUnit };
    }>;
  };
};

export type CompleteInventoryMutationVariables = Exact<{
  input: SaveInventoryInput;
}>;

export type CompleteInventoryMutation = {
  completeInventory: {
    id: string;
    status: InventoryStatus;
    startedAt: string;
    finalizedAt: string | null;
    cancelledAt: string | null;
    note: string | null;
    restaurant: { id: string; name: string };
    countedBy: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{
      id: string;
      inputQuantity: number;
      packagingName: string | null;
      packagingQuantity: number | null;
      packagingUnit: Unit | null;
      quantityInBaseUnit: number;
      packaging: { id: string } | null;
      product: { id: string; name: string; baseUnit: BaseUnit };
    }>;
  };
};

export type FinalizeInventoryMutationVariables = Exact<{
  id: string;
}>;

export type FinalizeInventoryMutation = {
  finalizeInventory: {
    id: string;
    status: InventoryStatus;
    startedAt: string;
    finalizedAt: string | null;
    cancelledAt: string | null;
    note: string | null;
    restaurant: { id: string; name: string };
    countedBy: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{
      id: string;
      inputQuantity: number;
      packagingName: string | null;
      packagingQuantity: number | null;
      packagingUnit: Unit | null;
      quantityInBaseUnit: number;
      packaging: { id: string } | null;
      product: { id: string; name: string; baseUnit: BaseUnit };
    }>;
  };
};

export type CancelInventoryMutationVariables = Exact<{
  id: string;
}>;

export type CancelInventoryMutation = {
  cancelInventory: {
    id: string;
    status: InventoryStatus;
    startedAt: string;
    finalizedAt: string | null;
    cancelledAt: string | null;
    note: string | null;
    restaurant: { id: string; name: string };
    countedBy: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{
      id: string;
      inputQuantity: number;
      packagingName: string | null;
      packagingQuantity: number | null;
      packagingUnit: Unit | null;
      quantityInBaseUnit: number;
      packaging: { id: string } | null;
      product: { id: string; name: string; baseUnit: BaseUnit };
    }>;
  };
};

export type VerifyInvitationQueryVariables = Exact<{
  token: string;
}>;

export type VerifyInvitationQuery = {
  verifyInvitation: { email: string; enseigneName: string; expiresAt: string; role: Role };
};

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
  input: AcceptInvitationInput;
}>;

export type AcceptInvitationMutation = {
  acceptInvitation: {
    token: string;
    user: { id: string; firstName: string; lastName: string; email: string; role: Role };
  };
};

export type JobTable_JobFragment = {
  id: string;
  title: string;
  breakDuration: number;
  color: string;
  displayColor: string;
  isActive: boolean;
  createdAt: string;
};

export type RestaurantJobsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type RestaurantJobsQuery = {
  restaurant: {
    id: string;
    jobs: Array<{
      id: string;
      title: string;
      breakDuration: number;
      color: string;
      displayColor: string;
      isActive: boolean;
      createdAt: string;
    }>;
  };
};

export type CreateJobMutationVariables = Exact<{
  input: CreateJobInput;
}>;

export type CreateJobMutation = {
  createJob: {
    id: string;
    title: string;
    breakDuration: number;
    color: string;
    displayColor: string;
    isActive: boolean;
    createdAt: string;
  };
};

export type UpdateJobMutationVariables = Exact<{
  id: string;
  input: UpdateJobInput;
}>;

export type UpdateJobMutation = {
  updateJob: {
    id: string;
    title: string;
    breakDuration: number;
    color: string;
    displayColor: string;
    isActive: boolean;
    createdAt: string;
  };
};

export type DeleteJobMutationVariables = Exact<{
  id: string;
}>;

export type DeleteJobMutation = { deleteJob: string };

export type KioskInfoQueryVariables = Exact<{ [key: string]: never }>;

export type KioskInfoQuery = {
  kiosk: { deviceId: string; label: string; restaurantName: string; timeZone: string };
};

export type KioskScreen_EmployeeFragment = {
  firstName: string;
  lastNameInitial: string;
  presence: KioskPresence;
  since: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  actions: Array<KioskAction>;
};

export type KioskIdentifyMutationVariables = Exact<{
  pin: string;
}>;

export type KioskIdentifyMutation = {
  kioskIdentify: {
    firstName: string;
    lastNameInitial: string;
    presence: KioskPresence;
    since: string | null;
    plannedStart: string | null;
    plannedEnd: string | null;
    actions: Array<KioskAction>;
  };
};

export type KioskClockMutationVariables = Exact<{
  pin: string;
  action: KioskAction;
}>;

export type KioskClockMutation = {
  kioskClock: {
    action: KioskAction;
    at: string;
    message: string;
    employee: {
      firstName: string;
      lastNameInitial: string;
      presence: KioskPresence;
      since: string | null;
      plannedStart: string | null;
      plannedEnd: string | null;
      actions: Array<KioskAction>;
    };
  };
};

export type LabCard_LaboratoryFragment = {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  minOrderAmount: number | null;
  deliveryDelayDays: number | null;
  deliveryDays: Array<Weekday>;
  nextDeliveryDate: string | null;
  servedRestaurants: Array<{ id: string; name: string }>;
};

export type LaboratoriesQueryVariables = Exact<{ [key: string]: never }>;

export type LaboratoriesQuery = {
  laboratories: Array<{
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
    minOrderAmount: number | null;
    deliveryDelayDays: number | null;
    deliveryDays: Array<Weekday>;
    nextDeliveryDate: string | null;
    servedRestaurants: Array<{ id: string; name: string }>;
  }>;
};

export type Bell_ListFragment = {
  unread: number;
  notifications: Array<{
    id: string;
    kind: NotificationKind;
    title: string;
    body: string;
    link: string;
    createdAt: string;
    readAt: string | null;
    restaurant: { id: string } | null;
  }>;
};

export type NotificationsQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationsQuery = {
  notifications: {
    unread: number;
    notifications: Array<{
      id: string;
      kind: NotificationKind;
      title: string;
      body: string;
      link: string;
      createdAt: string;
      readAt: string | null;
      restaurant: { id: string } | null;
    }>;
  };
};

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
  all?: boolean | null | undefined;
}>;

export type MarkNotificationsReadMutation = {
  markNotificationsRead: {
    unread: number;
    notifications: Array<{
      id: string;
      kind: NotificationKind;
      title: string;
      body: string;
      link: string;
      createdAt: string;
      readAt: string | null;
      restaurant: { id: string } | null;
    }>;
  };
};

export type PlanningShift_ShiftFragment = {
  id: string;
  day: string;
  datetimeStart: string;
  datetimeEnd: string;
  breakDuration: number;
  mealCount: number;
  comment: string | null;
  duration: number;
  employee: { id: string };
  job: { id: string; title: string; displayColor: string } | null;
};

export type PlanningRestaurantQueryVariables = Exact<{
  restaurantId: string;
}>;

export type PlanningRestaurantQuery = {
  restaurant: {
    id: string;
    timeZone: string;
    jobs: Array<{
      id: string;
      title: string;
      breakDuration: number;
      displayColor: string;
      isActive: boolean;
    }>;
  };
};

export type PlanningWeekQueryVariables = Exact<{
  restaurantId: string;
  start: string;
}>;

export type PlanningWeekQuery = {
  restaurant: {
    id: string;
    week: {
      start: string;
      end: string;
      number: number;
      label: string;
      workedMinutes: number;
      days: Array<{
        date: string;
        people: number;
        workedMinutes: number;
        shifts: Array<{
          id: string;
          day: string;
          datetimeStart: string;
          datetimeEnd: string;
          breakDuration: number;
          mealCount: number;
          comment: string | null;
          duration: number;
          employee: { id: string };
          job: { id: string; title: string; displayColor: string } | null;
        }>;
        absences: Array<{
          id: string;
          date: string;
          type: AbsenceType;
          label: string;
          comment: string | null;
          employee: { id: string };
        }>;
      }>;
      employees: Array<{
        plannedMinutes: number;
        contractHours: number;
        weeklyContractHours: number | null;
        expectedMinutes: number;
        employee: { id: string; firstName: string; lastName: string };
        warnings: Array<{
          code: LabourWarningCode;
          day: string | null;
          title: string;
          message: string;
        }>;
      }>;
      hoursByJob: Array<{
        minutes: number;
        job: { id: string; title: string; displayColor: string } | null;
      }>;
    };
  };
};

export type CreateScheduledShiftMutationVariables = Exact<{
  input: ScheduledShiftInput;
}>;

export type CreateScheduledShiftMutation = {
  createScheduledShift: {
    id: string;
    day: string;
    datetimeStart: string;
    datetimeEnd: string;
    breakDuration: number;
    mealCount: number;
    comment: string | null;
    duration: number;
    employee: { id: string };
    job: { id: string; title: string; displayColor: string } | null;
  };
};

export type UpdateScheduledShiftMutationVariables = Exact<{
  id: string;
  input: UpdateScheduledShiftInput;
}>;

export type UpdateScheduledShiftMutation = {
  updateScheduledShift: {
    id: string;
    day: string;
    datetimeStart: string;
    datetimeEnd: string;
    breakDuration: number;
    mealCount: number;
    comment: string | null;
    duration: number;
    employee: { id: string };
    job: { id: string; title: string; displayColor: string } | null;
  };
};

export type DeleteScheduledShiftMutationVariables = Exact<{
  id: string;
}>;

export type DeleteScheduledShiftMutation = { deleteScheduledShift: string };

export type CopyPlanningWeekMutationVariables = Exact<{
  input: CopyPlanningWeekInput;
}>;

export type CopyPlanningWeekMutation = { copyPlanningWeek: { message: string; count: number } };

export type DeletePlanningWeekMutationVariables = Exact<{
  input: DeletePlanningWeekInput;
}>;

export type DeletePlanningWeekMutation = { deletePlanningWeek: { message: string; count: number } };

export type CreateAbsencesMutationVariables = Exact<{
  input: AbsencesInput;
}>;

export type CreateAbsencesMutation = { createAbsences: Array<{ id: string }> };

export type DeleteAbsenceMutationVariables = Exact<{
  id: string;
}>;

export type DeleteAbsenceMutation = { deleteAbsence: string };

export type ProductTable_ProductFragment = {
  id: string;
  name: string;
  baseUnit: BaseUnit;
  category: ProductCategory;
  dlcEntame: number | null;
  photoUrl: string | null;
  restaurantCount: number;
  allergens: Array<Allergen>;
  tags: Array<{ id: string; name: string }>;
};

export type ProductListQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type ProductListQuery = {
  products: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      name: string;
      baseUnit: BaseUnit;
      category: ProductCategory;
      dlcEntame: number | null;
      photoUrl: string | null;
      restaurantCount: number;
      allergens: Array<Allergen>;
      tags: Array<{ id: string; name: string }>;
    }>;
  };
};

export type ProductDialogOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type ProductDialogOptionsQuery = {
  restaurants: Array<{ id: string; name: string; isLab: boolean }>;
  tags: Array<{ id: string; name: string }>;
};

export type ProductPackaging_PackagingFragment = {
  id: string;
  type: PackagingType;
  name: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
  baseQuantity: number | null;
};

export type ProductArticle_ArticleFragment = {
  id: string;
  name: string;
  supplierRef: string | null;
  price: number;
  vat: VatCode;
  vatRate: number;
  temperatureCategory: TemperatureCategory;
  costPerBaseUnit: number | null;
  supplier:
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string };
  orderingPackaging: {
    id: string;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: Unit;
  } | null;
  restaurants: Array<{ id: string }>;
  tags: Array<{ id: string; name: string }>;
  product: { id: string; name: string };
};

export type ProductCost_ArticleCostFragment = {
  costPerBaseUnit: number;
  article: {
    id: string;
    name: string;
    supplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string };
  };
};

export type ProductCost_ProductFragment = {
  id: string;
  preferredSupplier:
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string }
    | null;
  cost: {
    costPerBaseUnit: number | null;
    cheapest: {
      costPerBaseUnit: number;
      article: {
        id: string;
        name: string;
        supplier:
          | { id: string; kind: SupplierKind; name: string }
          | { id: string; kind: SupplierKind; name: string };
      };
    } | null;
    preferred: {
      costPerBaseUnit: number;
      article: {
        id: string;
        name: string;
        supplier:
          | { id: string; kind: SupplierKind; name: string }
          | { id: string; kind: SupplierKind; name: string };
      };
    } | null;
    missing: Array<{
      reason: CostGapReason;
      unit: Unit | null;
      article: { id: string; name: string } | null;
    }>;
  };
};

export type ProductSheetQueryVariables = Exact<{
  id: string;
}>;

export type ProductSheetQuery = {
  product: {
    id: string;
    name: string;
    baseUnit: BaseUnit;
    category: ProductCategory;
    dlcEntame: number | null;
    photoUrl: string | null;
    allergens: Array<Allergen>;
    tags: Array<{ id: string; name: string }>;
    restaurants: Array<{ id: string; name: string }>;
    storageSpaces: Array<{ id: string }>;
    packagings: Array<{
      id: string;
      type: PackagingType;
      name: string | null;
      sourceQuantity: number;
      sourceUnit: Unit;
      baseQuantity: number | null;
    }>;
    articles: Array<{
      id: string;
      name: string;
      supplierRef: string | null;
      price: number;
      vat: VatCode;
      vatRate: number;
      temperatureCategory: TemperatureCategory;
      costPerBaseUnit: number | null;
      supplier:
        | { id: string; kind: SupplierKind; name: string }
        | { id: string; kind: SupplierKind; name: string };
      orderingPackaging: {
        id: string;
        name: string | null;
        sourceQuantity: number;
        sourceUnit: Unit;
      } | null;
      restaurants: Array<{ id: string }>;
      tags: Array<{ id: string; name: string }>;
      product: { id: string; name: string };
    }>;
    usedInRecipes: Array<{
      recipeId: string;
      name: string;
      namePrint: string | null;
      photoUrl: string | null;
      quantity: number;
      unit: Unit;
    }>;
    conversionRules: Array<{
      id: string;
      sourceQuantity: number;
      sourceUnit: Unit;
      targetQuantity: number;
      targetUnit: Unit;
      factor: number;
      notes: string | null;
      isActive: boolean;
      inUse: boolean;
    }>;
    preferredSupplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string }
      | null;
    cost: {
      costPerBaseUnit: number | null;
      cheapest: {
        costPerBaseUnit: number;
        article: {
          id: string;
          name: string;
          supplier:
            | { id: string; kind: SupplierKind; name: string }
            | { id: string; kind: SupplierKind; name: string };
        };
      } | null;
      preferred: {
        costPerBaseUnit: number;
        article: {
          id: string;
          name: string;
          supplier:
            | { id: string; kind: SupplierKind; name: string }
            | { id: string; kind: SupplierKind; name: string };
        };
      } | null;
      missing: Array<{
        reason: CostGapReason;
        unit: Unit | null;
        article: { id: string; name: string } | null;
      }>;
    };
  };
};

export type ProductSheetChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type ProductSheetChoicesQuery = {
  restaurants: Array<{ id: string; name: string; isLab: boolean }>;
  tags: Array<{ id: string; name: string }>;
  storageSpaces: Array<{
    id: string;
    name: string;
    zone: { id: string; name: string; restaurant: { id: string; name: string } };
  }>;
};

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;

export type CreateProductMutation = {
  createProduct: {
    id: string;
    name: string;
    baseUnit: BaseUnit;
    category: ProductCategory;
    dlcEntame: number | null;
    photoUrl: string | null;
    restaurantCount: number;
    allergens: Array<Allergen>;
    tags: Array<{ id: string; name: string }>;
  };
};

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: UpdateProductInput;
}>;

export type UpdateProductMutation = {
  updateProduct: {
    id: string;
    name: string;
    baseUnit: BaseUnit;
    category: ProductCategory;
    dlcEntame: number | null;
    photoUrl: string | null;
    restaurantCount: number;
    allergens: Array<Allergen>;
    tags: Array<{ id: string; name: string }>;
  };
};

export type DeleteProductArticleMutationVariables = Exact<{
  id: string;
}>;

export type DeleteProductArticleMutation = { deleteArticle: string };

export type CreateProductPackagingMutationVariables = Exact<{
  productId: string;
  input: PackagingInput;
}>;

export type CreateProductPackagingMutation = {
  createPackaging: {
    id: string;
    type: PackagingType;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: Unit;
    baseQuantity: number | null;
  };
};

export type UpdateProductPackagingMutationVariables = Exact<{
  id: string;
  input: UpdatePackagingInput;
}>;

export type UpdateProductPackagingMutation = {
  updatePackaging: {
    id: string;
    type: PackagingType;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: Unit;
    baseQuantity: number | null;
  };
};

export type DeleteProductPackagingMutationVariables = Exact<{
  id: string;
}>;

export type DeleteProductPackagingMutation = { deletePackaging: string };

export type DeleteProductConversionMutationVariables = Exact<{
  id: string;
}>;

export type DeleteProductConversionMutation = { deleteConversionRule: string };

export type OrderedLine_LineFragment = {
  id: string;
  articleName: string;
  productName: string;
  quantityOrdered: number;
  packagingName: string;
  packagingQuantity: number;
  packagingUnit: Unit;
};

export type OrderHeading_OrderFragment = {
  id: string;
  reference: string;
  status: PurchaseOrderStatus;
  expectedDate: string;
  restaurant: { id: string; name: string };
  supplier:
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string }
    | null;
};

export type PurchaseOrderRow_OrderFragment = {
  id: string;
  reference: string;
  status: PurchaseOrderStatus;
  allowedTransitions: Array<PurchaseOrderTransition>;
  supplierName: string;
  expectedDate: string;
  subtotalHT: number;
  totalTTC: number;
  createdAt: string;
  supplier:
    | { id: string; kind: SupplierKind; name: string }
    | { id: string; kind: SupplierKind; name: string }
    | null;
  restaurant: { id: string; name: string };
};

export type PurchaseOrderListQueryVariables = Exact<{
  restaurantId: string;
  filter?: PurchaseOrderFilter | null | undefined;
  sort?: PurchaseOrderSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type PurchaseOrderListQuery = {
  purchaseOrders: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      reference: string;
      status: PurchaseOrderStatus;
      allowedTransitions: Array<PurchaseOrderTransition>;
      supplierName: string;
      expectedDate: string;
      subtotalHT: number;
      totalTTC: number;
      createdAt: string;
      supplier:
        | { id: string; kind: SupplierKind; name: string }
        | { id: string; kind: SupplierKind; name: string }
        | null;
      restaurant: { id: string; name: string };
    }>;
  };
  everyOrder: { total: number };
};

export type InternalSaleListQueryVariables = Exact<{
  labId: string;
  filter?: PurchaseOrderFilter | null | undefined;
  sort?: PurchaseOrderSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type InternalSaleListQuery = {
  internalSales: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      reference: string;
      status: PurchaseOrderStatus;
      allowedTransitions: Array<PurchaseOrderTransition>;
      supplierName: string;
      expectedDate: string;
      subtotalHT: number;
      totalTTC: number;
      createdAt: string;
      supplier:
        | { id: string; kind: SupplierKind; name: string }
        | { id: string; kind: SupplierKind; name: string }
        | null;
      restaurant: { id: string; name: string };
    }>;
  };
  everySale: { total: number };
};

export type PurchaseOrderDetail_LineFragment = {
  supplierRef: string | null;
  baseUnit: BaseUnit;
  conversionToBase: number | null;
  quantityOrderedBase: number | null;
  unitPrice: number;
  vat: VatCode;
  vatRate: number;
  lineTotal: number;
  lineTotalTTC: number;
  temperatureCategory: TemperatureCategory;
  quantityExpedited: number | null;
  quantityReceivedPackaging: number;
  quantityReceivedBase: number;
  deliveryTempC: number | null;
  receivingLineNote: string | null;
  id: string;
  articleName: string;
  productName: string;
  quantityOrdered: number;
  packagingName: string;
  packagingQuantity: number;
  packagingUnit: Unit;
  article: { id: string } | null;
  product: { id: string } | null;
};

export type PurchaseOrderDetail_OrderFragment = {
  id: string;
  reference: string;
  status: PurchaseOrderStatus;
  allowedTransitions: Array<PurchaseOrderTransition>;
  supplierName: string;
  expectedDate: string;
  notes: string | null;
  receivingNote: string | null;
  shippingNote: string | null;
  statusReason: string | null;
  subtotalHT: number;
  totalVAT: number;
  totalTTC: number;
  lineCount: number;
  pdfUrl: string | null;
  emailStatus: PurchaseOrderEmailStatus;
  emailError: string | null;
  createdAt: string;
  sentAt: string | null;
  expeditedAt: string | null;
  firstReceivedAt: string | null;
  lastReceivedAt: string | null;
  supplier:
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
      }
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
      }
    | null;
  restaurant: {
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
  };
  vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
  lines: Array<{
    baseUnit: BaseUnit;
    conversionToBase: number | null;
    unitPrice: number;
    temperatureCategory: TemperatureCategory;
    quantityReceivedPackaging: number;
    supplierRef: string | null;
    quantityOrderedBase: number | null;
    vat: VatCode;
    vatRate: number;
    lineTotal: number;
    lineTotalTTC: number;
    quantityExpedited: number | null;
    quantityReceivedBase: number;
    deliveryTempC: number | null;
    receivingLineNote: string | null;
    id: string;
    articleName: string;
    productName: string;
    quantityOrdered: number;
    packagingName: string;
    packagingQuantity: number;
    packagingUnit: Unit;
    article: { id: string } | null;
    product: { id: string } | null;
  }>;
  createdBy: { id: string; firstName: string; lastName: string } | null;
  receptions: Array<{
    id: string;
    receivedAt: string;
    note: string | null;
    receivedBy: { id: string; firstName: string; lastName: string } | null;
    lines: Array<{
      id: string;
      quantityReceivedPackaging: number;
      quantityReceivedBase: number;
      unitPrice: number;
      deliveryTempC: number | null;
      temperatureAlert: boolean;
      lotNumber: string | null;
      useByDate: string | null;
      note: string | null;
      line: {
        id: string;
        productName: string;
        articleName: string;
        packagingName: string;
        packagingUnit: Unit;
        baseUnit: BaseUnit;
        temperatureCategory: TemperatureCategory;
      };
    }>;
  }>;
};

export type PurchaseOrderDetailQueryVariables = Exact<{
  id: string;
}>;

export type PurchaseOrderDetailQuery = {
  purchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    supplierName: string;
    expectedDate: string;
    notes: string | null;
    receivingNote: string | null;
    shippingNote: string | null;
    statusReason: string | null;
    subtotalHT: number;
    totalVAT: number;
    totalTTC: number;
    lineCount: number;
    pdfUrl: string | null;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    createdAt: string;
    sentAt: string | null;
    expeditedAt: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | null;
    restaurant: {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      email: string | null;
    };
    vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
    lines: Array<{
      baseUnit: BaseUnit;
      conversionToBase: number | null;
      unitPrice: number;
      temperatureCategory: TemperatureCategory;
      quantityReceivedPackaging: number;
      supplierRef: string | null;
      quantityOrderedBase: number | null;
      vat: VatCode;
      vatRate: number;
      lineTotal: number;
      lineTotalTTC: number;
      quantityExpedited: number | null;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
      article: { id: string } | null;
      product: { id: string } | null;
    }>;
    createdBy: { id: string; firstName: string; lastName: string } | null;
    receptions: Array<{
      id: string;
      receivedAt: string;
      note: string | null;
      receivedBy: { id: string; firstName: string; lastName: string } | null;
      lines: Array<{
        id: string;
        quantityReceivedPackaging: number;
        quantityReceivedBase: number;
        unitPrice: number;
        deliveryTempC: number | null;
        temperatureAlert: boolean;
        lotNumber: string | null;
        useByDate: string | null;
        note: string | null;
        line: {
          id: string;
          productName: string;
          articleName: string;
          packagingName: string;
          packagingUnit: Unit;
          baseUnit: BaseUnit;
          temperatureCategory: TemperatureCategory;
        };
      }>;
    }>;
  };
};

export type SendPurchaseOrderMutationVariables = Exact<{
  id: string;
}>;

export type SendPurchaseOrderMutation = {
  sendPurchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    supplierName: string;
    expectedDate: string;
    notes: string | null;
    receivingNote: string | null;
    shippingNote: string | null;
    statusReason: string | null;
    subtotalHT: number;
    totalVAT: number;
    totalTTC: number;
    lineCount: number;
    pdfUrl: string | null;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    createdAt: string;
    sentAt: string | null;
    expeditedAt: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | null;
    restaurant: {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      email: string | null;
    };
    vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
    lines: Array<{
      baseUnit: BaseUnit;
      conversionToBase: number | null;
      unitPrice: number;
      temperatureCategory: TemperatureCategory;
      quantityReceivedPackaging: number;
      supplierRef: string | null;
      quantityOrderedBase: number | null;
      vat: VatCode;
      vatRate: number;
      lineTotal: number;
      lineTotalTTC: number;
      quantityExpedited: number | null;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
      article: { id: string } | null;
      product: { id: string } | null;
    }>;
    createdBy: { id: string; firstName: string; lastName: string } | null;
    receptions: Array<{
      id: string;
      receivedAt: string;
      note: string | null;
      receivedBy: { id: string; firstName: string; lastName: string } | null;
      lines: Array<{
        id: string;
        quantityReceivedPackaging: number;
        quantityReceivedBase: number;
        unitPrice: number;
        deliveryTempC: number | null;
        temperatureAlert: boolean;
        lotNumber: string | null;
        useByDate: string | null;
        note: string | null;
        line: {
          id: string;
          productName: string;
          articleName: string;
          packagingName: string;
          packagingUnit: Unit;
          baseUnit: BaseUnit;
          temperatureCategory: TemperatureCategory;
        };
      }>;
    }>;
  };
};

export type ResendPurchaseOrderEmailMutationVariables = Exact<{
  id: string;
}>;

export type ResendPurchaseOrderEmailMutation = {
  resendPurchaseOrderEmail: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    supplierName: string;
    expectedDate: string;
    notes: string | null;
    receivingNote: string | null;
    shippingNote: string | null;
    statusReason: string | null;
    subtotalHT: number;
    totalVAT: number;
    totalTTC: number;
    lineCount: number;
    pdfUrl: string | null;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    createdAt: string;
    sentAt: string | null;
    expeditedAt: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | null;
    restaurant: {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      email: string | null;
    };
    vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
    lines: Array<{
      baseUnit: BaseUnit;
      conversionToBase: number | null;
      unitPrice: number;
      temperatureCategory: TemperatureCategory;
      quantityReceivedPackaging: number;
      supplierRef: string | null;
      quantityOrderedBase: number | null;
      vat: VatCode;
      vatRate: number;
      lineTotal: number;
      lineTotalTTC: number;
      quantityExpedited: number | null;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
      article: { id: string } | null;
      product: { id: string } | null;
    }>;
    createdBy: { id: string; firstName: string; lastName: string } | null;
    receptions: Array<{
      id: string;
      receivedAt: string;
      note: string | null;
      receivedBy: { id: string; firstName: string; lastName: string } | null;
      lines: Array<{
        id: string;
        quantityReceivedPackaging: number;
        quantityReceivedBase: number;
        unitPrice: number;
        deliveryTempC: number | null;
        temperatureAlert: boolean;
        lotNumber: string | null;
        useByDate: string | null;
        note: string | null;
        line: {
          id: string;
          productName: string;
          articleName: string;
          packagingName: string;
          packagingUnit: Unit;
          baseUnit: BaseUnit;
          temperatureCategory: TemperatureCategory;
        };
      }>;
    }>;
  };
};

export type AcknowledgePurchaseOrderMutationVariables = Exact<{
  id: string;
}>;

export type AcknowledgePurchaseOrderMutation = {
  acknowledgePurchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    supplierName: string;
    expectedDate: string;
    notes: string | null;
    receivingNote: string | null;
    shippingNote: string | null;
    statusReason: string | null;
    subtotalHT: number;
    totalVAT: number;
    totalTTC: number;
    lineCount: number;
    pdfUrl: string | null;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    createdAt: string;
    sentAt: string | null;
    expeditedAt: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | null;
    restaurant: {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      email: string | null;
    };
    vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
    lines: Array<{
      baseUnit: BaseUnit;
      conversionToBase: number | null;
      unitPrice: number;
      temperatureCategory: TemperatureCategory;
      quantityReceivedPackaging: number;
      supplierRef: string | null;
      quantityOrderedBase: number | null;
      vat: VatCode;
      vatRate: number;
      lineTotal: number;
      lineTotalTTC: number;
      quantityExpedited: number | null;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
      article: { id: string } | null;
      product: { id: string } | null;
    }>;
    createdBy: { id: string; firstName: string; lastName: string } | null;
    receptions: Array<{
      id: string;
      receivedAt: string;
      note: string | null;
      receivedBy: { id: string; firstName: string; lastName: string } | null;
      lines: Array<{
        id: string;
        quantityReceivedPackaging: number;
        quantityReceivedBase: number;
        unitPrice: number;
        deliveryTempC: number | null;
        temperatureAlert: boolean;
        lotNumber: string | null;
        useByDate: string | null;
        note: string | null;
        line: {
          id: string;
          productName: string;
          articleName: string;
          packagingName: string;
          packagingUnit: Unit;
          baseUnit: BaseUnit;
          temperatureCategory: TemperatureCategory;
        };
      }>;
    }>;
  };
};

export type RefusePurchaseOrderMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;

export type RefusePurchaseOrderMutation = {
  refusePurchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    supplierName: string;
    expectedDate: string;
    notes: string | null;
    receivingNote: string | null;
    shippingNote: string | null;
    statusReason: string | null;
    subtotalHT: number;
    totalVAT: number;
    totalTTC: number;
    lineCount: number;
    pdfUrl: string | null;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    createdAt: string;
    sentAt: string | null;
    expeditedAt: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | null;
    restaurant: {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      email: string | null;
    };
    vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
    lines: Array<{
      baseUnit: BaseUnit;
      conversionToBase: number | null;
      unitPrice: number;
      temperatureCategory: TemperatureCategory;
      quantityReceivedPackaging: number;
      supplierRef: string | null;
      quantityOrderedBase: number | null;
      vat: VatCode;
      vatRate: number;
      lineTotal: number;
      lineTotalTTC: number;
      quantityExpedited: number | null;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
      article: { id: string } | null;
      product: { id: string } | null;
    }>;
    createdBy: { id: string; firstName: string; lastName: string } | null;
    receptions: Array<{
      id: string;
      receivedAt: string;
      note: string | null;
      receivedBy: { id: string; firstName: string; lastName: string } | null;
      lines: Array<{
        id: string;
        quantityReceivedPackaging: number;
        quantityReceivedBase: number;
        unitPrice: number;
        deliveryTempC: number | null;
        temperatureAlert: boolean;
        lotNumber: string | null;
        useByDate: string | null;
        note: string | null;
        line: {
          id: string;
          productName: string;
          articleName: string;
          packagingName: string;
          packagingUnit: Unit;
          baseUnit: BaseUnit;
          temperatureCategory: TemperatureCategory;
        };
      }>;
    }>;
  };
};

export type CancelPurchaseOrderMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;

export type CancelPurchaseOrderMutation = {
  cancelPurchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    supplierName: string;
    expectedDate: string;
    notes: string | null;
    receivingNote: string | null;
    shippingNote: string | null;
    statusReason: string | null;
    subtotalHT: number;
    totalVAT: number;
    totalTTC: number;
    lineCount: number;
    pdfUrl: string | null;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    createdAt: string;
    sentAt: string | null;
    expeditedAt: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    supplier:
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          id: string;
          kind: SupplierKind;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | null;
    restaurant: {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      email: string | null;
    };
    vatBreakdown: Array<{ rate: number; base: number; amount: number }>;
    lines: Array<{
      baseUnit: BaseUnit;
      conversionToBase: number | null;
      unitPrice: number;
      temperatureCategory: TemperatureCategory;
      quantityReceivedPackaging: number;
      supplierRef: string | null;
      quantityOrderedBase: number | null;
      vat: VatCode;
      vatRate: number;
      lineTotal: number;
      lineTotalTTC: number;
      quantityExpedited: number | null;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
      article: { id: string } | null;
      product: { id: string } | null;
    }>;
    createdBy: { id: string; firstName: string; lastName: string } | null;
    receptions: Array<{
      id: string;
      receivedAt: string;
      note: string | null;
      receivedBy: { id: string; firstName: string; lastName: string } | null;
      lines: Array<{
        id: string;
        quantityReceivedPackaging: number;
        quantityReceivedBase: number;
        unitPrice: number;
        deliveryTempC: number | null;
        temperatureAlert: boolean;
        lotNumber: string | null;
        useByDate: string | null;
        note: string | null;
        line: {
          id: string;
          productName: string;
          articleName: string;
          packagingName: string;
          packagingUnit: Unit;
          baseUnit: BaseUnit;
          temperatureCategory: TemperatureCategory;
        };
      }>;
    }>;
  };
};

export type DeletePurchaseOrderMutationVariables = Exact<{
  id: string;
}>;

export type DeletePurchaseOrderMutation = { deletePurchaseOrder: string };

export type OrderFormSuppliersQueryVariables = Exact<{ [key: string]: never }>;

export type OrderFormSuppliersQuery = {
  suppliers: Array<
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        minOrderAmount: number | null;
        deliveryDelayDays: number | null;
        deliveryDays: Array<Weekday>;
        restaurants: Array<{ id: string }>;
      }
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        minOrderAmount: number | null;
        deliveryDelayDays: number | null;
        deliveryDays: Array<Weekday>;
        restaurants: Array<{ id: string }>;
      }
  >;
};

export type OrderForm_ArticleFragment = {
  id: string;
  name: string;
  supplierRef: string | null;
  price: number;
  vat: VatCode;
  vatRate: number;
  product: { id: string; name: string };
  orderingPackaging: {
    id: string;
    type: PackagingType;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: Unit;
  } | null;
  restaurants: Array<{ id: string }>;
};

export type OrderFormArticlesQueryVariables = Exact<{
  id: string;
  kind: SupplierKind;
}>;

export type OrderFormArticlesQuery = {
  supplier:
    | {
        id: string;
        kind: SupplierKind;
        articles: Array<{
          id: string;
          name: string;
          supplierRef: string | null;
          price: number;
          vat: VatCode;
          vatRate: number;
          product: { id: string; name: string };
          orderingPackaging: {
            id: string;
            type: PackagingType;
            name: string | null;
            sourceQuantity: number;
            sourceUnit: Unit;
          } | null;
          restaurants: Array<{ id: string }>;
        }>;
      }
    | {
        id: string;
        kind: SupplierKind;
        articles: Array<{
          id: string;
          name: string;
          supplierRef: string | null;
          price: number;
          vat: VatCode;
          vatRate: number;
          product: { id: string; name: string };
          orderingPackaging: {
            id: string;
            type: PackagingType;
            name: string | null;
            sourceQuantity: number;
            sourceUnit: Unit;
          } | null;
          restaurants: Array<{ id: string }>;
        }>;
      };
};

export type OrderFormOrderQueryVariables = Exact<{
  id: string;
}>;

export type OrderFormOrderQuery = {
  purchaseOrder: {
    allowedTransitions: Array<PurchaseOrderTransition>;
    notes: string | null;
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    expectedDate: string;
    lines: Array<{ id: string; quantityOrdered: number; article: { id: string } | null }>;
    restaurant: { id: string; name: string };
    supplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string }
      | null;
  };
};

export type OrderForm_ResultFragment = {
  id: string;
  reference: string;
  status: PurchaseOrderStatus;
  emailStatus: PurchaseOrderEmailStatus;
  emailError: string | null;
  allowedTransitions: Array<PurchaseOrderTransition>;
  subtotalHT: number;
  totalTTC: number;
};

export type CreatePurchaseOrderMutationVariables = Exact<{
  input: PurchaseOrderInput;
  send?: boolean | null | undefined;
}>;

export type CreatePurchaseOrderMutation = {
  createPurchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    allowedTransitions: Array<PurchaseOrderTransition>;
    subtotalHT: number;
    totalTTC: number;
  };
};

export type UpdatePurchaseOrderMutationVariables = Exact<{
  id: string;
  input: PurchaseOrderInput;
  send?: boolean | null | undefined;
}>;

export type UpdatePurchaseOrderMutation = {
  updatePurchaseOrder: {
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    emailStatus: PurchaseOrderEmailStatus;
    emailError: string | null;
    allowedTransitions: Array<PurchaseOrderTransition>;
    subtotalHT: number;
    totalTTC: number;
  };
};

export type ExpeditionOrderQueryVariables = Exact<{
  id: string;
}>;

export type ExpeditionOrderQuery = {
  purchaseOrder: {
    allowedTransitions: Array<PurchaseOrderTransition>;
    totalTTC: number;
    id: string;
    reference: string;
    status: PurchaseOrderStatus;
    expectedDate: string;
    lines: Array<{
      quantityExpedited: number | null;
      id: string;
      articleName: string;
      productName: string;
      quantityOrdered: number;
      packagingName: string;
      packagingQuantity: number;
      packagingUnit: Unit;
    }>;
    restaurant: { id: string; name: string };
    supplier:
      | { id: string; kind: SupplierKind; name: string }
      | { id: string; kind: SupplierKind; name: string }
      | null;
  };
};

export type ExpeditePurchaseOrderMutationVariables = Exact<{
  id: string;
  input: ExpeditionInput;
}>;

export type ExpeditePurchaseOrderMutation = {
  expeditePurchaseOrder: {
    id: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    shippingNote: string | null;
    expeditedAt: string | null;
    lines: Array<{ id: string; quantityExpedited: number | null }>;
  };
};

export type ReceptionDialog_OrderFragment = {
  id: string;
  reference: string;
  status: PurchaseOrderStatus;
  lines: Array<{
    baseUnit: BaseUnit;
    conversionToBase: number | null;
    unitPrice: number;
    temperatureCategory: TemperatureCategory;
    quantityReceivedPackaging: number;
    id: string;
    articleName: string;
    productName: string;
    quantityOrdered: number;
    packagingName: string;
    packagingQuantity: number;
    packagingUnit: Unit;
  }>;
};

export type ReceivePurchaseOrderMutationVariables = Exact<{
  id: string;
  input: ReceptionInput;
}>;

export type ReceivePurchaseOrderMutation = {
  receivePurchaseOrder: {
    id: string;
    status: PurchaseOrderStatus;
    allowedTransitions: Array<PurchaseOrderTransition>;
    receivingNote: string | null;
    firstReceivedAt: string | null;
    lastReceivedAt: string | null;
    lines: Array<{
      id: string;
      quantityReceivedPackaging: number;
      quantityReceivedBase: number;
      deliveryTempC: number | null;
      receivingLineNote: string | null;
    }>;
  };
};

export type RecipeRow_RecipeFragment = {
  id: string;
  name: string;
  namePrint: string | null;
  quantity: number;
  baseUnit: RecipeUnit;
  category: ProductCategory;
  dlc: number;
  photoUrl: string | null;
  productIngredientCount: number;
  recipeIngredientCount: number;
  allergens: Array<Allergen>;
  createdAt: string;
};

export type RecipeListQueryVariables = Exact<{
  filter?: RecipeFilter | null | undefined;
  sort?: RecipeSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type RecipeListQuery = {
  recipes: {
    total: number;
    limit: number;
    offset: number;
    data: Array<{
      id: string;
      name: string;
      namePrint: string | null;
      quantity: number;
      baseUnit: RecipeUnit;
      category: ProductCategory;
      dlc: number;
      photoUrl: string | null;
      productIngredientCount: number;
      recipeIngredientCount: number;
      allergens: Array<Allergen>;
      createdAt: string;
    }>;
  };
};

export type RecipeIngredient_IngredientFragment = {
  id: string;
  itemType: IngredientType;
  itemId: string;
  quantity: number;
  unit: Unit;
  cost: number | null;
  costShare: number | null;
  costGap: RecipeCostGapReason | null;
  item:
    | {
        __typename: 'Product';
        id: string;
        name: string;
        photoUrl: string | null;
        productUnit: BaseUnit;
      }
    | {
        __typename: 'Recipe';
        id: string;
        name: string;
        photoUrl: string | null;
        recipeUnit: RecipeUnit;
      }
    | null;
};

export type RecipeSheetQueryVariables = Exact<{
  id: string;
}>;

export type RecipeSheetQuery = {
  recipe: {
    id: string;
    name: string;
    namePrint: string | null;
    quantity: number;
    baseUnit: RecipeUnit;
    category: ProductCategory;
    dlc: number;
    photoUrl: string | null;
    productIngredientCount: number;
    recipeIngredientCount: number;
    allergens: Array<Allergen>;
    createdAt: string;
    ingredients: Array<{
      id: string;
      itemType: IngredientType;
      itemId: string;
      quantity: number;
      unit: Unit;
      cost: number | null;
      costShare: number | null;
      costGap: RecipeCostGapReason | null;
      item:
        | {
            __typename: 'Product';
            id: string;
            name: string;
            photoUrl: string | null;
            productUnit: BaseUnit;
          }
        | {
            __typename: 'Recipe';
            id: string;
            name: string;
            photoUrl: string | null;
            recipeUnit: RecipeUnit;
          }
        | null;
    }>;
    cost: {
      total: number | null;
      perBaseUnit: number | null;
      complete: boolean;
      missing: Array<{
        id: string;
        itemType: IngredientType;
        itemId: string;
        quantity: number;
        unit: Unit;
        cost: number | null;
        costShare: number | null;
        costGap: RecipeCostGapReason | null;
        item:
          | {
              __typename: 'Product';
              id: string;
              name: string;
              photoUrl: string | null;
              productUnit: BaseUnit;
            }
          | {
              __typename: 'Recipe';
              id: string;
              name: string;
              photoUrl: string | null;
              recipeUnit: RecipeUnit;
            }
          | null;
      }>;
    };
    restaurants: Array<{ id: string }>;
    tags: Array<{ id: string; name: string }>;
  };
};

export type RecipeSheetChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type RecipeSheetChoicesQuery = {
  restaurants: Array<{ id: string; name: string; isLab: boolean }>;
  tags: Array<{ id: string; name: string }>;
};

export type IngredientItemOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  products: boolean;
  recipes: boolean;
}>;

export type IngredientItemOptionsQuery = {
  products?: {
    data: Array<{ id: string; name: string; photoUrl: string | null; baseUnit: BaseUnit }>;
  };
  recipes?: {
    data: Array<{ id: string; name: string; photoUrl: string | null; baseUnit: RecipeUnit }>;
  };
};

export type CreateRecipeMutationVariables = Exact<{
  input: CreateRecipeInput;
}>;

export type CreateRecipeMutation = {
  createRecipe: {
    id: string;
    name: string;
    namePrint: string | null;
    quantity: number;
    baseUnit: RecipeUnit;
    category: ProductCategory;
    dlc: number;
    photoUrl: string | null;
    productIngredientCount: number;
    recipeIngredientCount: number;
    allergens: Array<Allergen>;
    createdAt: string;
  };
};

export type UpdateRecipeMutationVariables = Exact<{
  id: string;
  input: UpdateRecipeInput;
}>;

export type UpdateRecipeMutation = {
  updateRecipe: {
    id: string;
    name: string;
    namePrint: string | null;
    quantity: number;
    baseUnit: RecipeUnit;
    category: ProductCategory;
    dlc: number;
    photoUrl: string | null;
    productIngredientCount: number;
    recipeIngredientCount: number;
    allergens: Array<Allergen>;
    createdAt: string;
  };
};

export type AddRecipeIngredientMutationVariables = Exact<{
  recipeId: string;
  input: RecipeIngredientInput;
}>;

export type AddRecipeIngredientMutation = { addRecipeIngredient: { id: string } };

export type UpdateRecipeIngredientMutationVariables = Exact<{
  recipeId: string;
  id: string;
  input: RecipeIngredientInput;
}>;

export type UpdateRecipeIngredientMutation = { updateRecipeIngredient: { id: string } };

export type DeleteRecipeIngredientMutationVariables = Exact<{
  recipeId: string;
  id: string;
}>;

export type DeleteRecipeIngredientMutation = { deleteRecipeIngredient: string };

export type RestaurantPage_RestaurantFragment = {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  isLab: boolean;
  minOrderAmount: number | null;
  deliveryDelayDays: number | null;
  mondayDelivery: boolean;
  tuesdayDelivery: boolean;
  wednesdayDelivery: boolean;
  thursdayDelivery: boolean;
  fridayDelivery: boolean;
  saturdayDelivery: boolean;
  sundayDelivery: boolean;
  deliveryDays: Array<Weekday>;
  nextDeliveryDate: string | null;
  createdAt: string;
  servedRestaurants: Array<{ id: string; name: string }>;
};

export type RestaurantPageQueryVariables = Exact<{
  id: string;
}>;

export type RestaurantPageQuery = {
  restaurant: {
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
    isLab: boolean;
    minOrderAmount: number | null;
    deliveryDelayDays: number | null;
    mondayDelivery: boolean;
    tuesdayDelivery: boolean;
    wednesdayDelivery: boolean;
    thursdayDelivery: boolean;
    fridayDelivery: boolean;
    saturdayDelivery: boolean;
    sundayDelivery: boolean;
    deliveryDays: Array<Weekday>;
    nextDeliveryDate: string | null;
    createdAt: string;
    servedRestaurants: Array<{ id: string; name: string }>;
  };
};

export type UpdateRestaurantMutationVariables = Exact<{
  id: string;
  input: RestaurantInput;
}>;

export type UpdateRestaurantMutation = {
  updateRestaurant: {
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
    isLab: boolean;
    minOrderAmount: number | null;
    deliveryDelayDays: number | null;
    mondayDelivery: boolean;
    tuesdayDelivery: boolean;
    wednesdayDelivery: boolean;
    thursdayDelivery: boolean;
    fridayDelivery: boolean;
    saturdayDelivery: boolean;
    sundayDelivery: boolean;
    deliveryDays: Array<Weekday>;
    nextDeliveryDate: string | null;
    createdAt: string;
    servedRestaurants: Array<{ id: string; name: string }>;
  };
};

export type DeleteRestaurantMutationVariables = Exact<{
  id: string;
}>;

export type DeleteRestaurantMutation = { deleteRestaurant: string };

export type RestaurantFormQueryVariables = Exact<{
  id: string;
}>;

export type RestaurantFormQuery = {
  restaurant: {
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
    isLab: boolean;
  };
};

export type CreateRestaurantMutationVariables = Exact<{
  input: RestaurantInput;
}>;

export type CreateRestaurantMutation = {
  createRestaurant: {
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
    isLab: boolean;
  };
};

export type EditRestaurantMutationVariables = Exact<{
  id: string;
  input: RestaurantInput;
}>;

export type EditRestaurantMutation = {
  updateRestaurant: {
    id: string;
    name: string;
    address: string;
    phone: string | null;
    email: string | null;
    isLab: boolean;
  };
};

export type SettingsProfileQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsProfileQuery = {
  me: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    role: Role;
  };
};

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateProfileMutation = {
  updateProfile: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    role: Role;
  };
};

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;

export type ChangePasswordMutation = {
  changePassword: {
    token: string;
    user: { id: string; firstName: string; lastName: string; email: string; role: Role };
  };
};

export type UpdatePreferencesMutationVariables = Exact<{
  input: PreferencesInput;
}>;

export type UpdatePreferencesMutation = {
  updatePreferences: {
    notifications: {
      email: boolean;
      push: boolean;
      temperatureAlerts: boolean;
      cleaningReminders: boolean;
      equipmentAlerts: boolean;
      dailyReport: boolean;
      weeklyReport: boolean;
      monthlyReport: boolean;
    };
    appearance: {
      theme: Theme;
      language: Language;
      timezone: string;
      dateFormat: DateFormat;
      temperatureUnit: TemperatureUnit;
    };
    security: {
      twoFactor: boolean;
      sessionTimeout: number;
      loginAlerts: boolean;
      apiAccess: boolean;
    };
  };
};

export type StockRow_StockFragment = {
  currentStock: number;
  baseUnit: BaseUnit;
  status: StockStatus;
  value: number | null;
  updatedAt: string | null;
  display: { value: number; unit: string };
  product: { id: string; name: string; photoUrl: string | null };
};

export type StockListQueryVariables = Exact<{
  restaurantId: string;
  filter?: StockFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type StockListQuery = {
  restaurant: {
    id: string;
    stocks: {
      total: number;
      limit: number;
      offset: number;
      data: Array<{
        currentStock: number;
        baseUnit: BaseUnit;
        status: StockStatus;
        value: number | null;
        updatedAt: string | null;
        display: { value: number; unit: string };
        product: { id: string; name: string; photoUrl: string | null };
      }>;
    };
  };
};

export type StockSummaryQueryVariables = Exact<{
  restaurantId: string;
}>;

export type StockSummaryQuery = {
  restaurant: {
    id: string;
    stockSummary: {
      productCount: number;
      outOfStockCount: number;
      lowCount: number;
      inStockCount: number;
      totalValue: number;
      unvaluedCount: number;
    };
  };
};

export type StockAlertsQueryVariables = Exact<{
  restaurantId: string;
  threshold?: number | null | undefined;
}>;

export type StockAlertsQuery = {
  restaurant: {
    id: string;
    stockAlerts: Array<{
      currentStock: number;
      baseUnit: BaseUnit;
      status: StockStatus;
      value: number | null;
      updatedAt: string | null;
      display: { value: number; unit: string };
      product: { id: string; name: string; photoUrl: string | null };
    }>;
  };
};

export type ProductStockQueryVariables = Exact<{
  productId: string;
  restaurantId: string;
}>;

export type ProductStockQuery = {
  product: {
    id: string;
    name: string;
    photoUrl: string | null;
    baseUnit: BaseUnit;
    conversionRules: Array<{
      id: string;
      sourceQuantity: number;
      sourceUnit: Unit;
      targetQuantity: number;
      targetUnit: Unit;
      isActive: boolean;
    }>;
    stock: {
      currentStock: number;
      baseUnit: BaseUnit;
      status: StockStatus;
      value: number | null;
      updatedAt: string | null;
      display: { value: number; unit: string };
      product: { id: string; name: string; photoUrl: string | null };
    };
  };
};

export type StockMovementsQueryVariables = Exact<{
  restaurantId: string;
  productId?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type StockMovementsQuery = {
  restaurant: {
    id: string;
    stockMovements: {
      total: number;
      limit: number;
      offset: number;
      data: Array<{
        id: string;
        type: StockMovementType;
        reason: StockMovementReason;
        quantity: number;
        unit: Unit;
        stockBefore: number;
        stockAfter: number;
        occurredAt: string;
        note: string | null;
        createdBy: { id: string; firstName: string; lastName: string } | null;
        inventory: { id: string } | null;
      }>;
    };
  };
};

export type RecordStockMovementMutationVariables = Exact<{
  input: StockMovementInput;
}>;

export type RecordStockMovementMutation = {
  recordStockMovement: { id: string; stockAfter: number };
};

export type SuppliersQueryVariables = Exact<{ [key: string]: never }>;

export type SuppliersQuery = {
  suppliers: Array<
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
        deliveryDelayDays: number | null;
      }
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
        deliveryDelayDays: number | null;
      }
  >;
};

export type SupplierMercurial_ArticleFragment = {
  id: string;
  name: string;
  price: number;
  vat: VatCode;
  product: { id: string; name: string; photoUrl: string | null };
  lastPriceChange: {
    id: string;
    price: number;
    change: number | null;
    changePercent: number | null;
    changedAt: string;
  } | null;
};

export type SupplierPageQueryVariables = Exact<{
  id: string;
  kind: SupplierKind;
}>;

export type SupplierPageQuery = {
  supplier:
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
        minOrderAmount: number | null;
        deliveryDelayDays: number | null;
        deliveryDays: Array<Weekday>;
        restaurants: Array<{ id: string }>;
        articles: Array<{
          id: string;
          name: string;
          price: number;
          vat: VatCode;
          product: { id: string; name: string; photoUrl: string | null };
          lastPriceChange: {
            id: string;
            price: number;
            change: number | null;
            changePercent: number | null;
            changedAt: string;
          } | null;
        }>;
      }
    | {
        id: string;
        kind: SupplierKind;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
        minOrderAmount: number | null;
        deliveryDelayDays: number | null;
        deliveryDays: Array<Weekday>;
        restaurants: Array<{ id: string }>;
        articles: Array<{
          id: string;
          name: string;
          price: number;
          vat: VatCode;
          product: { id: string; name: string; photoUrl: string | null };
          lastPriceChange: {
            id: string;
            price: number;
            change: number | null;
            changePercent: number | null;
            changedAt: string;
          } | null;
        }>;
      };
};

export type SupplierRestaurantOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type SupplierRestaurantOptionsQuery = {
  restaurants: Array<{ id: string; name: string; address: string; isLab: boolean }>;
};

export type SetSupplierRestaurantsMutationVariables = Exact<{
  supplierId: string;
  restaurantIds: Array<string> | string;
}>;

export type SetSupplierRestaurantsMutation = {
  setSupplierRestaurants: { id: string; restaurants: Array<{ id: string }> };
};

export type SetLabServedRestaurantsMutationVariables = Exact<{
  laboratoryId: string;
  restaurantIds: Array<string> | string;
}>;

export type SetLabServedRestaurantsMutation = {
  setServedRestaurants: { id: string; servedRestaurants: Array<{ id: string }> };
};

export type SupplierForm_SupplierFragment = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  minOrderAmount: number | null;
  deliveryDelayDays: number | null;
  mondayDelivery: boolean;
  tuesdayDelivery: boolean;
  wednesdayDelivery: boolean;
  thursdayDelivery: boolean;
  fridayDelivery: boolean;
  saturdayDelivery: boolean;
  sundayDelivery: boolean;
};

export type SupplierFormQueryVariables = Exact<{
  id: string;
}>;

export type SupplierFormQuery = {
  supplier:
    | {
        __typename: 'ExternalSupplier';
        id: string;
        name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
        minOrderAmount: number | null;
        deliveryDelayDays: number | null;
        mondayDelivery: boolean;
        tuesdayDelivery: boolean;
        wednesdayDelivery: boolean;
        thursdayDelivery: boolean;
        fridayDelivery: boolean;
        saturdayDelivery: boolean;
        sundayDelivery: boolean;
      }
    | { __typename: 'Laboratory' };
};

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierInput;
}>;

export type CreateSupplierMutation = {
  createSupplier: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    minOrderAmount: number | null;
    deliveryDelayDays: number | null;
    mondayDelivery: boolean;
    tuesdayDelivery: boolean;
    wednesdayDelivery: boolean;
    thursdayDelivery: boolean;
    fridayDelivery: boolean;
    saturdayDelivery: boolean;
    sundayDelivery: boolean;
  };
};

export type UpdateSupplierMutationVariables = Exact<{
  id: string;
  input: SupplierInput;
}>;

export type UpdateSupplierMutation = {
  updateSupplier: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    minOrderAmount: number | null;
    deliveryDelayDays: number | null;
    mondayDelivery: boolean;
    tuesdayDelivery: boolean;
    wednesdayDelivery: boolean;
    thursdayDelivery: boolean;
    fridayDelivery: boolean;
    saturdayDelivery: boolean;
    sundayDelivery: boolean;
  };
};

export type TagTable_TagFragment = { id: string; name: string; createdAt: string };

export type TagsQueryVariables = Exact<{ [key: string]: never }>;

export type TagsQuery = { tags: Array<{ id: string; name: string; createdAt: string }> };

export type CreateTagMutationVariables = Exact<{
  name: string;
}>;

export type CreateTagMutation = { createTag: { id: string; name: string; createdAt: string } };

export type UpdateTagMutationVariables = Exact<{
  id: string;
  name: string;
}>;

export type UpdateTagMutation = { updateTag: { id: string; name: string; createdAt: string } };

export type DeleteTagMutationVariables = Exact<{
  id: string;
}>;

export type DeleteTagMutation = { deleteTag: string };

export type ZoneTable_ZoneFragment = {
  id: string;
  name: string;
  description: string | null;
  surfaceCount: number;
  equipmentCount: number;
  restaurant: { id: string };
};

export type SurfaceTable_SurfaceFragment = {
  id: string;
  name: string;
  description: string | null;
  isStorageArea: boolean;
  zone: { id: string; name: string };
};

export type RestaurantZonesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type RestaurantZonesQuery = {
  restaurant: {
    id: string;
    zones: Array<{
      id: string;
      name: string;
      description: string | null;
      surfaceCount: number;
      equipmentCount: number;
      restaurant: { id: string };
    }>;
    surfaces: Array<{
      id: string;
      name: string;
      description: string | null;
      isStorageArea: boolean;
      zone: { id: string; name: string };
    }>;
  };
};

export type CreateZoneMutationVariables = Exact<{
  input: CreateZoneInput;
}>;

export type CreateZoneMutation = {
  createZone: {
    id: string;
    name: string;
    description: string | null;
    surfaceCount: number;
    equipmentCount: number;
    restaurant: { id: string };
  };
};

export type UpdateZoneMutationVariables = Exact<{
  id: string;
  input: UpdateZoneInput;
}>;

export type UpdateZoneMutation = {
  updateZone: {
    id: string;
    name: string;
    description: string | null;
    surfaceCount: number;
    equipmentCount: number;
    restaurant: { id: string };
  };
};

export type DeleteZoneMutationVariables = Exact<{
  id: string;
}>;

export type DeleteZoneMutation = { deleteZone: string };

export type CreateSurfaceMutationVariables = Exact<{
  input: SurfaceInput;
}>;

export type CreateSurfaceMutation = {
  createSurface: {
    id: string;
    name: string;
    description: string | null;
    isStorageArea: boolean;
    zone: { id: string; surfaceCount: number; name: string };
  };
};

export type UpdateSurfaceMutationVariables = Exact<{
  id: string;
  input: SurfaceInput;
}>;

export type UpdateSurfaceMutation = {
  updateSurface: {
    id: string;
    name: string;
    description: string | null;
    isStorageArea: boolean;
    zone: { id: string; surfaceCount: number; name: string };
  };
};

export type DeleteSurfaceMutationVariables = Exact<{
  id: string;
}>;

export type DeleteSurfaceMutation = { deleteSurface: string };

export type RQueryVariables = Exact<{ [key: string]: never }>;

export type RQuery = { restaurants: Array<{ id: string }> };

export type LMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LMutation = { login: { token: string } };

export type RestaurantSelection_RestaurantFragment = {
  id: string;
  name: string;
  address: string;
  isLab: boolean;
};

export type SelectableRestaurantsQueryVariables = Exact<{ [key: string]: never }>;

export type SelectableRestaurantsQuery = {
  restaurants: Array<{ id: string; name: string; address: string; isLab: boolean }>;
};

export type MyPermissionsQueryVariables = Exact<{ [key: string]: never }>;

export type MyPermissionsQuery = {
  me: {
    id: string;
    role: Role;
    permissions: Array<{
      area: PermissionArea;
      canCreate: boolean;
      canEdit: boolean;
      canDelete: boolean;
    }>;
  };
};

export const Preferences_AllFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Preferences_all' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'push' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleaningReminders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dailyReport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weeklyReport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyReport' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dateFormat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'security' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionTimeout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loginAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'apiAccess' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Preferences_AllFragment, unknown>;
export const Session_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Session_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Session_UserFragment, unknown>;
export const ArticleTable_ArticleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleTable_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArticleTable_ArticleFragment, unknown>;
export const ClockTable_RowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClockTable_row' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClockRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scheduled' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'realized' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actualBreakDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClockTable_RowFragment, unknown>;
export const KioskDevices_DeviceFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskDevices_device' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskDevice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskDevices_DeviceFragment, unknown>;
export const ConversionDialog_RuleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_rule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inUse' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConversionDialog_RuleFragment, unknown>;
export const ConversionDialog_ProductFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conversionRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversionDialog_rule' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_rule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inUse' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConversionDialog_ProductFragment, unknown>;
export const EmployeeTable_EmployeeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeTable_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractNbHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmployeeTable_EmployeeFragment, unknown>;
export const EnseigneDetail_InvitationFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnseigneDetail_InvitationFragment, unknown>;
export const EquipmentTable_EquipmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTable_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentTable_EquipmentFragment, unknown>;
export const EquipmentTypeTable_EquipmentTypeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentType' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentTypeTable_EquipmentTypeFragment, unknown>;
export const HygieneLog_CorrectionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HygieneLog_CorrectionFragment, unknown>;
export const HygieneLog_EquipmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HygieneLog_EquipmentFragment, unknown>;
export const HygieneLog_EmployeeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HygieneLog_EmployeeFragment, unknown>;
export const HygieneLog_PhotoFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HygieneLog_PhotoFragment, unknown>;
export const OilRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OilRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OilRowFragment, unknown>;
export const ProcessRow_CoolingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProcessRow_cooling' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CoolingRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProcessRow_CoolingFragment, unknown>;
export const ProcessRow_HeatingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProcessRow_heating' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatingRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProcessRow_HeatingFragment, unknown>;
export const HygieneLog_CorrectedFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_corrected' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'TemperatureReading' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CoolingRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatingRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'TraceabilityRecord' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CleaningRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HygieneLog_CorrectedFragment, unknown>;
export const TemperatureRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemperatureRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TemperatureReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemperatureRowFragment, unknown>;
export const InventoryCounting_LineFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryCounting_LineFragment, unknown>;
export const InventoryCounting_InventoryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_inventory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Inventory' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InventoryCounting_line' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryCounting_InventoryFragment, unknown>;
export const CountingProduct_PackagingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CountingProduct_packaging' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Packaging' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CountingProduct_PackagingFragment, unknown>;
export const JobTable_JobFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobTable_job' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobTable_JobFragment, unknown>;
export const KioskScreen_EmployeeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskScreen_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskEmployee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastNameInitial' } },
          { kind: 'Field', name: { kind: 'Name', value: 'presence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskScreen_EmployeeFragment, unknown>;
export const LabCard_LaboratoryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LabCard_laboratory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextDeliveryDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'servedRestaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LabCard_LaboratoryFragment, unknown>;
export const Bell_ListFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Bell_list' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Bell_ListFragment, unknown>;
export const PlanningShift_ShiftFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlanningShift_shift' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduledShift' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlanningShift_ShiftFragment, unknown>;
export const ProductTable_ProductFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductTable_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlcEntame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductTable_ProductFragment, unknown>;
export const ProductPackaging_PackagingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPackaging_packaging' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Packaging' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseQuantity' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductPackaging_PackagingFragment, unknown>;
export const ArticleDialog_ArticleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleDialog_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArticleDialog_ArticleFragment, unknown>;
export const ProductArticle_ArticleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductArticle_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ArticleDialog_article' } },
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleDialog_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductArticle_ArticleFragment, unknown>;
export const ProductCost_ArticleCostFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCost_articleCost' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ArticleCost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'supplier' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCost_ArticleCostFragment, unknown>;
export const ProductCost_ProductFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCost_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'preferredSupplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cost' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cheapest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductCost_articleCost' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'preferred' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductCost_articleCost' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'article' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCost_articleCost' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ArticleCost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'supplier' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCost_ProductFragment, unknown>;
export const OrderHeading_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderHeading_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderHeading_OrderFragment, unknown>;
export const PurchaseOrderRow_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderRow_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseOrderRow_OrderFragment, unknown>;
export const OrderedLine_LineFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderedLine_LineFragment, unknown>;
export const PurchaseOrderDetail_LineFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseOrderDetail_LineFragment, unknown>;
export const ReceptionDialog_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceptionDialog_OrderFragment, unknown>;
export const PurchaseOrderDetail_OrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseOrderDetail_OrderFragment, unknown>;
export const OrderForm_ArticleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderForm_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderForm_ArticleFragment, unknown>;
export const OrderForm_ResultFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderForm_result' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderForm_ResultFragment, unknown>;
export const RecipeRow_RecipeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeRow_recipe' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'namePrint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipeIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipeRow_RecipeFragment, unknown>;
export const RecipeIngredient_IngredientFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeIngredient_ingredient' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipeIngredient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costShare' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costGap' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'productUnit' },
                        name: { kind: 'Name', value: 'baseUnit' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'recipeUnit' },
                        name: { kind: 'Name', value: 'baseUnit' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipeIngredient_IngredientFragment, unknown>;
export const RestaurantPage_RestaurantFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantPage_restaurant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextDeliveryDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'servedRestaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantPage_RestaurantFragment, unknown>;
export const StockRow_StockFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockRow_stock' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currentStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'display' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockRow_StockFragment, unknown>;
export const SupplierMercurial_ArticleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupplierMercurial_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastPriceChange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changePercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupplierMercurial_ArticleFragment, unknown>;
export const SupplierForm_SupplierFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupplierForm_supplier' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ExternalSupplier' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupplierForm_SupplierFragment, unknown>;
export const TagTable_TagFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagTable_tag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagTable_TagFragment, unknown>;
export const ZoneTable_ZoneFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ZoneTable_zone' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Zone' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surfaceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ZoneTable_ZoneFragment, unknown>;
export const SurfaceTable_SurfaceFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurfaceTable_surface' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Surface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStorageArea' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurfaceTable_SurfaceFragment, unknown>;
export const RestaurantSelection_RestaurantFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantSelection_restaurant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantSelection_RestaurantFragment, unknown>;
export const MyPreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyPreferences' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'preferences' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Preferences_all' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Preferences_all' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'push' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleaningReminders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dailyReport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weeklyReport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyReport' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dateFormat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'security' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionTimeout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loginAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'apiAccess' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPreferencesQuery, MyPreferencesQueryVariables>;
export const TestRestaurantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestRestaurants' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRestaurantsQuery, TestRestaurantsQueryVariables>;
export const SessionMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Session_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Session_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const ArticlePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ArticlePage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ArticleFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ArticleSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'articles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ArticleTable_article' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'everyArticle' },
            name: { kind: 'Name', value: 'articles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleTable_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArticlePageQuery, ArticlePageQueryVariables>;
export const ArticleDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ArticleDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'supplier' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orderingPackaging' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseQuantity' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'priceHistory' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'previousPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changePercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'changedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArticleDetailQuery, ArticleDetailQueryVariables>;
export const ArticleFormDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ArticleForm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ArticleDialog_article' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleDialog_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArticleFormQuery, ArticleFormQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Session_user' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Session_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Signup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignupInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'enseigne' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const BadgeuseWeekDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BadgeuseWeek' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'week' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'start' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'days' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'clockedShiftCount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'clockRows' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'ClockTable_row' },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClockTable_row' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClockRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scheduled' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'realized' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actualBreakDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BadgeuseWeekQuery, BadgeuseWeekQueryVariables>;
export const ApproveRealizedShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveRealizedShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'adjustments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShiftAdjustmentsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveRealizedShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'adjustments' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'adjustments' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveRealizedShiftMutation, ApproveRealizedShiftMutationVariables>;
export const UpdateApprovedShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateApprovedShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateApprovedShiftInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateApprovedShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateApprovedShiftMutation, UpdateApprovedShiftMutationVariables>;
export const DeleteApprovedShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteApprovedShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteApprovedShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteApprovedShiftMutation, DeleteApprovedShiftMutationVariables>;
export const ValidateDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ValidateDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ValidateDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'approved' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'updated' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateDayMutation, ValidateDayMutationVariables>;
export const CreateApprovedShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApprovedShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApprovedShiftInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApprovedShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApprovedShiftMutation, CreateApprovedShiftMutationVariables>;
export const RestaurantKioskDevicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantKioskDevices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'kioskDevices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'KioskDevices_device' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskDevices_device' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskDevice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantKioskDevicesQuery, RestaurantKioskDevicesQueryVariables>;
export const CreateKioskDeviceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateKioskDevice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createKioskDevice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'label' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'device' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'KioskDevices_device' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskDevices_device' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskDevice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateKioskDeviceMutation, CreateKioskDeviceMutationVariables>;
export const RevokeKioskDeviceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeKioskDevice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeKioskDevice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'KioskDevices_device' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskDevices_device' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskDevice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeKioskDeviceMutation, RevokeKioskDeviceMutationVariables>;
export const CatalogueCreateConversionRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CatalogueCreateConversionRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRuleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createConversionRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversionDialog_rule' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_rule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inUse' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CatalogueCreateConversionRuleMutation,
  CatalogueCreateConversionRuleMutationVariables
>;
export const CatalogueUpdateConversionRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CatalogueUpdateConversionRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateConversionRuleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateConversionRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversionDialog_rule' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_rule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inUse' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CatalogueUpdateConversionRuleMutation,
  CatalogueUpdateConversionRuleMutationVariables
>;
export const CatalogueSupplierOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogueSupplierOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'suppliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogueSupplierOptionsQuery, CatalogueSupplierOptionsQueryVariables>;
export const CatalogueProductOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogueProductOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogueProductOptionsQuery, CatalogueProductOptionsQueryVariables>;
export const CatalogueProductUnitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogueProductUnits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ConversionDialog_product' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_rule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inUse' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conversionRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversionDialog_rule' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogueProductUnitsQuery, CatalogueProductUnitsQueryVariables>;
export const CatalogueRestaurantOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogueRestaurantOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CatalogueRestaurantOptionsQuery,
  CatalogueRestaurantOptionsQueryVariables
>;
export const CatalogueCreateArticleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CatalogueCreateArticle' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateArticleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createArticle' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ArticleDialog_article' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleDialog_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CatalogueCreateArticleMutation,
  CatalogueCreateArticleMutationVariables
>;
export const CatalogueUpdateArticleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CatalogueUpdateArticle' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateArticleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateArticle' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ArticleDialog_article' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleDialog_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CatalogueUpdateArticleMutation,
  CatalogueUpdateArticleMutationVariables
>;
export const DashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Dashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'restaurantCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'employeeCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureReadingCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentRestaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentEmployees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const RestaurantEmployeesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantEmployees' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employees' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmployeeTable_employee' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeTable_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractNbHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantEmployeesQuery, RestaurantEmployeesQueryVariables>;
export const EmployeePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EmployeePage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmployeeFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmployeeSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employeePage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'EmployeeTable_employee' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeTable_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractNbHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmployeePageQuery, EmployeePageQueryVariables>;
export const CreateEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmployeeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmployeeTable_employee' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeTable_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractNbHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmployeeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmployeeTable_employee' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeTable_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractNbHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const DeleteEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const EnseigneDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EnseigneDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enseigne' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'users' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'restaurants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'homeRestaurant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invitations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnseigneDetailQuery, EnseigneDetailQueryVariables>;
export const InviteManagerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteManager' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteManagerInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteManager' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteManagerMutation, InviteManagerMutationVariables>;
export const InviteEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteEmployeeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EnseigneDetail_invitation' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteEmployeeMutation, InviteEmployeeMutationVariables>;
export const SetUserRestaurantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetUserRestaurants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setUserRestaurants' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserRestaurantsMutation, SetUserRestaurantsMutationVariables>;
export const DeactivateUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeactivateUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deactivateUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeactivateUserMutation, DeactivateUserMutationVariables>;
export const ReactivateUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReactivateUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reactivateUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReactivateUserMutation, ReactivateUserMutationVariables>;
export const DeleteInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteInvitationMutation, DeleteInvitationMutationVariables>;
export const MyEnseigneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyEnseigne' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'enseigne' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'restaurantCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyEnseigneQuery, MyEnseigneQueryVariables>;
export const InviteEmployeeStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InviteEmployeeStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employees' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteEmployeeStaffQuery, InviteEmployeeStaffQueryVariables>;
export const RestaurantEquipmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantEquipments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'EquipmentTable_equipment' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTable_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantEquipmentsQuery, RestaurantEquipmentsQueryVariables>;
export const EquipmentTypesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentTypes' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentTypes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentType' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentTypesQuery, EquipmentTypesQueryVariables>;
export const EquipmentZonesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentZones' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zones' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentZonesQuery, EquipmentZonesQueryVariables>;
export const CreateEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EquipmentTable_equipment' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zone' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipmentType' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTable_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateEquipmentMutation, CreateEquipmentMutationVariables>;
export const UpdateEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EquipmentTable_equipment' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zone' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipmentType' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTable_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEquipmentMutation, UpdateEquipmentMutationVariables>;
export const DeleteEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteEquipmentMutation, DeleteEquipmentMutationVariables>;
export const CreateEquipmentTypeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateEquipmentType' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentTypeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEquipmentType' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentType' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateEquipmentTypeMutation, CreateEquipmentTypeMutationVariables>;
export const UpdateEquipmentTypeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEquipmentType' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentTypeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEquipmentType' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentTypeTable_equipmentType' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentType' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEquipmentTypeMutation, UpdateEquipmentTypeMutationVariables>;
export const DeleteEquipmentTypeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteEquipmentType' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEquipmentType' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteEquipmentTypeMutation, DeleteEquipmentTypeMutationVariables>;
export const CleaningRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CleaningRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'employees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HygieneLog_employee' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HygieneLog_equipment' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'surfaces' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cleaningRecords' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cleanedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'history' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'HygieneLog_correction' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'voided' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'HygieneLog_correction' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'zone' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'surface' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'zone' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'employee' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'HygieneLog_employee' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'photos' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'HygieneLog_photo' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CleaningRecordsQuery, CleaningRecordsQueryVariables>;
export const RecordCleaningDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordCleaning' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CleaningRecordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordCleaning' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordCleaningMutation, RecordCleaningMutationVariables>;
export const OilRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OilRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'oilRecords' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OilRow' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OilRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OilRecordsQuery, OilRecordsQueryVariables>;
export const RecordOilDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordOil' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordOil' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OilRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OilRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordOilMutation, RecordOilMutationVariables>;
export const CoolingRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CoolingRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'coolingRecords' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProcessRow_cooling' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProcessRow_cooling' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CoolingRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CoolingRecordsQuery, CoolingRecordsQueryVariables>;
export const HeatingRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HeatingRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'heatingRecords' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProcessRow_heating' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProcessRow_heating' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatingRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HeatingRecordsQuery, HeatingRecordsQueryVariables>;
export const HygieneRecordOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HygieneRecordOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipmentType' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'employees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HygieneLog_employee' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HygieneRecordOptionsQuery, HygieneRecordOptionsQueryVariables>;
export const RecordCoolingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordCooling' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProcessRecordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordCooling' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProcessRow_cooling' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProcessRow_cooling' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CoolingRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordCoolingMutation, RecordCoolingMutationVariables>;
export const RecordHeatingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordHeating' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProcessRecordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordHeating' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProcessRow_heating' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProcessRow_heating' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatingRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTemperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordHeatingMutation, RecordHeatingMutationVariables>;
export const CorrectHygieneRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CorrectHygieneRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'log' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneLog' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrectionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctHygieneRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'log' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'log' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_corrected' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_corrected' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'TemperatureReading' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CoolingRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatingRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'TraceabilityRecord' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CleaningRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CorrectHygieneRecordMutation, CorrectHygieneRecordMutationVariables>;
export const VoidHygieneRecordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VoidHygieneRecord' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'log' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneLog' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voidHygieneRecord' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'log' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'log' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_corrected' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_corrected' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'TemperatureReading' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CoolingRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatingRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'TraceabilityRecord' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CleaningRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OilRecord' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VoidHygieneRecordMutation, VoidHygieneRecordMutationVariables>;
export const TemperatureReadingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemperatureReadings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'temperatureReadings' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TemperatureRow' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemperatureRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TemperatureReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemperatureReadingsQuery, TemperatureReadingsQueryVariables>;
export const TemperatureOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemperatureOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipmentType' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentFamily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureMin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureMax' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'employees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HygieneLog_employee' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemperatureOptionsQuery, TemperatureOptionsQueryVariables>;
export const RecordTemperatureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordTemperature' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TemperatureReadingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordTemperature' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TemperatureRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_equipment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemperatureRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TemperatureReading' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperature' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voided' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_correction' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_equipment' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_employee' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HygieneLog_photo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordTemperatureMutation, RecordTemperatureMutationVariables>;
export const TraceabilityRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TraceabilityRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TraceabilityFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TraceabilitySort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'employees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HygieneLog_employee' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'traceabilityRecords' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'filter' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'sort' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'offset' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'data' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'history' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'HygieneLog_correction' },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'voided' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'HygieneLog_correction' },
                                  },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'employee' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'HygieneLog_employee' },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'recordedBy' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'photo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'HygieneLog_photo' },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_correction' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HygieneCorrection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'correctedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HygieneLog_photo' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TraceabilityRecordsQuery, TraceabilityRecordsQueryVariables>;
export const RecordTraceabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordTraceability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TraceabilityRecordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordTraceability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordTraceabilityMutation, RecordTraceabilityMutationVariables>;
export const TraceabilityExportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TraceabilityExport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TraceabilityFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TraceabilitySort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'traceabilityRecords' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'filter' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'sort' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'offset' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'data' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'employee' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'recordedBy' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TraceabilityExportQuery, TraceabilityExportQueryVariables>;
export const InventoryListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InventoryList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'restaurant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'countedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryListQuery, InventoryListQueryVariables>;
export const InventoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Inventory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryCounting_inventory' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_inventory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Inventory' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InventoryCounting_line' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryQuery, InventoryQueryVariables>;
export const CountingProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CountingProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'restaurants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'storageSpaces' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'zone' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'restaurant' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'inventoryPackagings' },
                        name: { kind: 'Name', value: 'packagings' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'type' },
                            value: { kind: 'EnumValue', value: 'INVENTORY' },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CountingProduct_packaging' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'storagePackagings' },
                        name: { kind: 'Name', value: 'packagings' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'type' },
                            value: { kind: 'EnumValue', value: 'STORAGE' },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CountingProduct_packaging' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'conversionRules' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CountingProduct_packaging' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Packaging' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CountingProductsQuery, CountingProductsQueryVariables>;
export const InventoryEmployeesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InventoryEmployees' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employees' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryEmployeesQuery, InventoryEmployeesQueryVariables>;
export const SaveInventoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveInventory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveInventoryInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveInventory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryCounting_inventory' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_inventory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Inventory' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InventoryCounting_line' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveInventoryMutation, SaveInventoryMutationVariables>;
export const CompleteInventoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteInventory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveInventoryInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeInventory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryCounting_inventory' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_inventory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Inventory' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InventoryCounting_line' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteInventoryMutation, CompleteInventoryMutationVariables>;
export const FinalizeInventoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FinalizeInventory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'finalizeInventory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryCounting_inventory' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_inventory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Inventory' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InventoryCounting_line' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FinalizeInventoryMutation, FinalizeInventoryMutationVariables>;
export const CancelInventoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelInventory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInventory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryCounting_inventory' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityInBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryCounting_inventory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Inventory' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InventoryCounting_line' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelInventoryMutation, CancelInventoryMutationVariables>;
export const VerifyInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'VerifyInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enseigneName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyInvitationQuery, VerifyInvitationQueryVariables>;
export const AcceptInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AcceptInvitationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Session_user' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Session_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const RestaurantJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantJobs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'jobs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobTable_job' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobTable_job' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantJobsQuery, RestaurantJobsQueryVariables>;
export const CreateJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateJobInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobTable_job' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobTable_job' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateJobMutation, CreateJobMutationVariables>;
export const UpdateJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateJobInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobTable_job' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobTable_job' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateJobMutation, UpdateJobMutationVariables>;
export const DeleteJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteJobMutation, DeleteJobMutationVariables>;
export const KioskInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'KioskInfo' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kiosk' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deviceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskInfoQuery, KioskInfoQueryVariables>;
export const KioskIdentifyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'KioskIdentify' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kioskIdentify' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'KioskScreen_employee' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskScreen_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskEmployee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastNameInitial' } },
          { kind: 'Field', name: { kind: 'Name', value: 'presence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskIdentifyMutation, KioskIdentifyMutationVariables>;
export const KioskClockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'KioskClock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskAction' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kioskClock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'employee' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'KioskScreen_employee' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskScreen_employee' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'KioskEmployee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastNameInitial' } },
          { kind: 'Field', name: { kind: 'Name', value: 'presence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskClockMutation, KioskClockMutationVariables>;
export const LaboratoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Laboratories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'laboratories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LabCard_laboratory' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LabCard_laboratory' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextDeliveryDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'servedRestaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LaboratoriesQuery, LaboratoriesQueryVariables>;
export const NotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Notifications' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Bell_list' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Bell_list' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationsRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'all' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationsRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'all' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'all' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Bell_list' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Bell_list' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const PlanningRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlanningRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'jobs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlanningRestaurantQuery, PlanningRestaurantQueryVariables>;
export const PlanningWeekDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlanningWeek' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'week' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'start' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'days' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'people' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'shifts' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'PlanningShift_shift' },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'absences' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'employee' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'employees' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'employee' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'plannedMinutes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'contractHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'weeklyContractHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expectedMinutes' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'warnings' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hoursByJob' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'job' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlanningShift_shift' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduledShift' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlanningWeekQuery, PlanningWeekQueryVariables>;
export const CreateScheduledShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateScheduledShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduledShiftInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createScheduledShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlanningShift_shift' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlanningShift_shift' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduledShift' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateScheduledShiftMutation, CreateScheduledShiftMutationVariables>;
export const UpdateScheduledShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateScheduledShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateScheduledShiftInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScheduledShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlanningShift_shift' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlanningShift_shift' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduledShift' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'datetimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakDuration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mealCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayColor' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateScheduledShiftMutation, UpdateScheduledShiftMutationVariables>;
export const DeleteScheduledShiftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteScheduledShift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteScheduledShift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteScheduledShiftMutation, DeleteScheduledShiftMutationVariables>;
export const CopyPlanningWeekDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CopyPlanningWeek' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CopyPlanningWeekInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'copyPlanningWeek' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CopyPlanningWeekMutation, CopyPlanningWeekMutationVariables>;
export const DeletePlanningWeekDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePlanningWeek' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeletePlanningWeekInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePlanningWeek' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePlanningWeekMutation, DeletePlanningWeekMutationVariables>;
export const CreateAbsencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateAbsences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AbsencesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAbsences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAbsencesMutation, CreateAbsencesMutationVariables>;
export const DeleteAbsenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAbsence' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAbsence' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAbsenceMutation, DeleteAbsenceMutationVariables>;
export const ProductListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductTable_product' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductTable_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlcEntame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const ProductDialogOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductDialogOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductDialogOptionsQuery, ProductDialogOptionsQueryVariables>;
export const ProductSheetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductSheet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dlcEntame' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'storageSpaces' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'packagings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductPackaging_packaging' },
                      },
                    ],
                  },
                },
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ConversionDialog_product' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'articles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductArticle_article' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'usedInRecipes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'recipeId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'namePrint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCost_product' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_rule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversionRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inUse' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ArticleDialog_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCost_articleCost' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ArticleCost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'supplier' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPackaging_packaging' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Packaging' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseQuantity' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConversionDialog_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conversionRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConversionDialog_rule' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductArticle_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ArticleDialog_article' } },
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCost_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'preferredSupplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cost' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'costPerBaseUnit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cheapest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductCost_articleCost' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'preferred' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ProductCost_articleCost' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missing' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'article' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductSheetQuery, ProductSheetQueryVariables>;
export const ProductSheetChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductSheetChoices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storageSpaces' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zone' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'restaurant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductSheetChoicesQuery, ProductSheetChoicesQueryVariables>;
export const CreateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateProductInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductTable_product' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductTable_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlcEntame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProductInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductTable_product' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductTable_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlcEntame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductArticleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProductArticle' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteArticle' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteProductArticleMutation, DeleteProductArticleMutationVariables>;
export const CreateProductPackagingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProductPackaging' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PackagingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPackaging' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ProductPackaging_packaging' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPackaging_packaging' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Packaging' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseQuantity' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateProductPackagingMutation,
  CreateProductPackagingMutationVariables
>;
export const UpdateProductPackagingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProductPackaging' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePackagingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePackaging' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ProductPackaging_packaging' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPackaging_packaging' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Packaging' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseQuantity' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateProductPackagingMutation,
  UpdateProductPackagingMutationVariables
>;
export const DeleteProductPackagingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProductPackaging' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePackaging' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DeleteProductPackagingMutation,
  DeleteProductPackagingMutationVariables
>;
export const DeleteProductConversionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProductConversion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteConversionRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DeleteProductConversionMutation,
  DeleteProductConversionMutationVariables
>;
export const PurchaseOrderListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PurchaseOrderList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PurchaseOrderRow_order' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'everyOrder' },
            name: { kind: 'Name', value: 'purchaseOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderRow_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseOrderListQuery, PurchaseOrderListQueryVariables>;
export const InternalSaleListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InternalSaleList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'labId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'internalSales' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'labId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'labId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PurchaseOrderRow_order' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'everySale' },
            name: { kind: 'Name', value: 'internalSales' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'labId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'labId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderRow_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InternalSaleListQuery, InternalSaleListQueryVariables>;
export const PurchaseOrderDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PurchaseOrderDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseOrderDetailQuery, PurchaseOrderDetailQueryVariables>;
export const SendPurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendPurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendPurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendPurchaseOrderMutation, SendPurchaseOrderMutationVariables>;
export const ResendPurchaseOrderEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendPurchaseOrderEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendPurchaseOrderEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ResendPurchaseOrderEmailMutation,
  ResendPurchaseOrderEmailMutationVariables
>;
export const AcknowledgePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcknowledgePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acknowledgePurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AcknowledgePurchaseOrderMutation,
  AcknowledgePurchaseOrderMutationVariables
>;
export const RefusePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RefusePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refusePurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefusePurchaseOrderMutation, RefusePurchaseOrderMutationVariables>;
export const CancelPurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelPurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelPurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'article' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrderedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotalTTC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceptionDialog_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversionToBase' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PurchaseOrderDetail_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalVAT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vatBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'PurchaseOrderDetail_line' },
                },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceptionDialog_order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receivedBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'line' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'temperatureCategory' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlert' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lotNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useByDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelPurchaseOrderMutation, CancelPurchaseOrderMutationVariables>;
export const DeletePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePurchaseOrderMutation, DeletePurchaseOrderMutationVariables>;
export const OrderFormSuppliersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderFormSuppliers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'suppliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFormSuppliersQuery, OrderFormSuppliersQueryVariables>;
export const OrderFormArticlesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderFormArticles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SupplierKind' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'articles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'OrderForm_article' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderForm_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vatRate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingPackaging' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFormArticlesQuery, OrderFormArticlesQueryVariables>;
export const OrderFormOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderFormOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderHeading_order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'article' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderHeading_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFormOrderQuery, OrderFormOrderQueryVariables>;
export const CreatePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'send' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'send' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'send' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderForm_result' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderForm_result' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePurchaseOrderMutation, CreatePurchaseOrderMutationVariables>;
export const UpdatePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'send' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'send' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'send' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderForm_result' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderForm_result' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalHT' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePurchaseOrderMutation, UpdatePurchaseOrderMutationVariables>;
export const ExpeditionOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExpeditionOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderHeading_order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalTTC' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderedLine_line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderHeading_order' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderedLine_line' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseOrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'articleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantityOrdered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packagingUnit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExpeditionOrderQuery, ExpeditionOrderQueryVariables>;
export const ExpeditePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExpeditePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExpeditionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'expeditePurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expeditedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityExpedited' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExpeditePurchaseOrderMutation, ExpeditePurchaseOrderMutationVariables>;
export const ReceivePurchaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReceivePurchaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReceptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receivePurchaseOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedTransitions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivingNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstReceivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastReceivedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedPackaging' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantityReceivedBase' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryTempC' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receivingLineNote' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceivePurchaseOrderMutation, ReceivePurchaseOrderMutationVariables>;
export const RecipeListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecipeList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipeFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipeSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recipes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecipeRow_recipe' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeRow_recipe' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'namePrint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipeIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipeListQuery, RecipeListQueryVariables>;
export const RecipeSheetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecipeSheet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recipe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecipeRow_recipe' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredients' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RecipeIngredient_ingredient' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cost' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'perBaseUnit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'missing' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RecipeIngredient_ingredient' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeRow_recipe' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'namePrint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipeIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeIngredient_ingredient' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipeIngredient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costShare' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costGap' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'productUnit' },
                        name: { kind: 'Name', value: 'baseUnit' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'recipeUnit' },
                        name: { kind: 'Name', value: 'baseUnit' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipeSheetQuery, RecipeSheetQueryVariables>;
export const RecipeSheetChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecipeSheetChoices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecipeSheetChoicesQuery, RecipeSheetChoicesQueryVariables>;
export const IngredientItemOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IngredientItemOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'products' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipes' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'products' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recipes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'recipes' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IngredientItemOptionsQuery, IngredientItemOptionsQueryVariables>;
export const CreateRecipeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateRecipe' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateRecipeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRecipe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecipeRow_recipe' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeRow_recipe' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'namePrint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipeIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRecipeMutation, CreateRecipeMutationVariables>;
export const UpdateRecipeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateRecipe' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateRecipeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRecipe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecipeRow_recipe' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecipeRow_recipe' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Recipe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'namePrint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dlc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipeIngredientCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allergens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateRecipeMutation, UpdateRecipeMutationVariables>;
export const AddRecipeIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddRecipeIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipeIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addRecipeIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recipeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recipeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddRecipeIngredientMutation, AddRecipeIngredientMutationVariables>;
export const UpdateRecipeIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateRecipeIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecipeIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRecipeIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recipeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recipeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateRecipeIngredientMutation,
  UpdateRecipeIngredientMutationVariables
>;
export const DeleteRecipeIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteRecipeIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteRecipeIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recipeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recipeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DeleteRecipeIngredientMutation,
  DeleteRecipeIngredientMutationVariables
>;
export const RestaurantPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RestaurantPage_restaurant' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantPage_restaurant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextDeliveryDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'servedRestaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantPageQuery, RestaurantPageQueryVariables>;
export const UpdateRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RestaurantInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RestaurantPage_restaurant' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantPage_restaurant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextDeliveryDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'servedRestaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateRestaurantMutation, UpdateRestaurantMutationVariables>;
export const DeleteRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteRestaurantMutation, DeleteRestaurantMutationVariables>;
export const RestaurantFormDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantForm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantFormQuery, RestaurantFormQueryVariables>;
export const CreateRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RestaurantInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRestaurantMutation, CreateRestaurantMutationVariables>;
export const EditRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RestaurantInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditRestaurantMutation, EditRestaurantMutationVariables>;
export const SettingsProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsProfile' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsProfileQuery, SettingsProfileQueryVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Session_user' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Session_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdatePreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePreferences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PreferencesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePreferences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Preferences_all' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Preferences_all' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Preferences' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'push' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleaningReminders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dailyReport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weeklyReport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyReport' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appearance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dateFormat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'temperatureUnit' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'security' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'twoFactor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionTimeout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loginAlerts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'apiAccess' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const StockListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StockList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StockFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stocks' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'filter' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'offset' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'data' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'StockRow_stock' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockRow_stock' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currentStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'display' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockListQuery, StockListQueryVariables>;
export const StockSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StockSummary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stockSummary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outOfStockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lowCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inStockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unvaluedCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockSummaryQuery, StockSummaryQueryVariables>;
export const StockAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StockAlerts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'threshold' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stockAlerts' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'threshold' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'threshold' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StockRow_stock' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockRow_stock' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currentStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'display' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockAlertsQuery, StockAlertsQueryVariables>;
export const ProductStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conversionRules' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceUnit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetUnit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stock' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'restaurantId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StockRow_stock' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockRow_stock' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currentStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUnit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'display' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductStockQuery, ProductStockQueryVariables>;
export const StockMovementsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StockMovements' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stockMovements' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'productId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'offset' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'data' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'stockBefore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'stockAfter' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'occurredAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'createdBy' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'inventory' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockMovementsQuery, StockMovementsQueryVariables>;
export const RecordStockMovementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordStockMovement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StockMovementInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordStockMovement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockAfter' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordStockMovementMutation, RecordStockMovementMutationVariables>;
export const SuppliersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Suppliers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'suppliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SuppliersQuery, SuppliersQueryVariables>;
export const SupplierPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SupplierPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SupplierKind' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryDays' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'articles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'SupplierMercurial_article' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupplierMercurial_article' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Article' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastPriceChange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changePercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupplierPageQuery, SupplierPageQueryVariables>;
export const SupplierRestaurantOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SupplierRestaurantOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SupplierRestaurantOptionsQuery,
  SupplierRestaurantOptionsQueryVariables
>;
export const SetSupplierRestaurantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetSupplierRestaurants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'supplierId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setSupplierRestaurants' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'supplierId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'supplierId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'restaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetSupplierRestaurantsMutation,
  SetSupplierRestaurantsMutationVariables
>;
export const SetLabServedRestaurantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetLabServedRestaurants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'laboratoryId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setServedRestaurants' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'laboratoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'laboratoryId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'servedRestaurants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetLabServedRestaurantsMutation,
  SetLabServedRestaurantsMutationVariables
>;
export const SupplierFormDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SupplierForm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supplier' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'EnumValue', value: 'EXTERNAL' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ExternalSupplier' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'SupplierForm_supplier' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupplierForm_supplier' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ExternalSupplier' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupplierFormQuery, SupplierFormQueryVariables>;
export const CreateSupplierDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSupplier' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SupplierInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSupplier' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SupplierForm_supplier' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupplierForm_supplier' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ExternalSupplier' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSupplier' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SupplierInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSupplier' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SupplierForm_supplier' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupplierForm_supplier' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ExternalSupplier' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minOrderAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryDelayDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mondayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tuesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wednesdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thursdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fridayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saturdayDelivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sundayDelivery' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const TagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Tags' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagTable_tag' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagTable_tag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagsQuery, TagsQueryVariables>;
export const CreateTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagTable_tag' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagTable_tag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagTable_tag' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagTable_tag' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const DeleteTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const RestaurantZonesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantZones' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zones' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ZoneTable_zone' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'surfaces' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'SurfaceTable_surface' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ZoneTable_zone' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Zone' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surfaceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurfaceTable_surface' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Surface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStorageArea' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantZonesQuery, RestaurantZonesQueryVariables>;
export const CreateZoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateZone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateZoneInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createZone' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ZoneTable_zone' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ZoneTable_zone' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Zone' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surfaceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateZoneMutation, CreateZoneMutationVariables>;
export const UpdateZoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateZone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateZoneInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateZone' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ZoneTable_zone' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ZoneTable_zone' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Zone' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'surfaceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateZoneMutation, UpdateZoneMutationVariables>;
export const DeleteZoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteZone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteZone' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteZoneMutation, DeleteZoneMutationVariables>;
export const CreateSurfaceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSurface' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurfaceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSurface' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurfaceTable_surface' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zone' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'surfaceCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurfaceTable_surface' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Surface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStorageArea' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSurfaceMutation, CreateSurfaceMutationVariables>;
export const UpdateSurfaceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSurface' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurfaceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSurface' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SurfaceTable_surface' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zone' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'surfaceCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SurfaceTable_surface' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Surface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isStorageArea' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'zone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSurfaceMutation, UpdateSurfaceMutationVariables>;
export const DeleteSurfaceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSurface' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSurface' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSurfaceMutation, DeleteSurfaceMutationVariables>;
export const RDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'R' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RQuery, RQueryVariables>;
export const LDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'L' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LMutation, LMutationVariables>;
export const SelectableRestaurantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SelectableRestaurants' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RestaurantSelection_restaurant' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantSelection_restaurant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLab' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelectableRestaurantsQuery, SelectableRestaurantsQueryVariables>;
export const MyPermissionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyPermissions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'permissions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'area' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canCreate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canEdit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPermissionsQuery, MyPermissionsQueryVariables>;
