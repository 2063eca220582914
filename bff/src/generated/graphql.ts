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
  RestTemperatureReading as RestTemperatureReadingModel,
  RestTraceabilityRecord as RestTraceabilityRecordModel,
  RestTraceabilityPage as RestTraceabilityPageModel,
  RestCleaningRecord as RestCleaningRecordModel,
  RestHygieneCorrection as RestHygieneCorrectionModel,
  RestPhotoRef as RestPhotoRefModel,
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

/** Compte créé par la personne invitée. */
export type AcceptInvitationInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Au moins 6 caractères. */
  password: Scalars['String']['input'];
};

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

/** Jeton et utilisateur, après une connexion. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Jeton signé à envoyer en `Authorization: Bearer`. Il expire. */
  token: Scalars['String']['output'];
  user: User;
};

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

/** Type de contrat d'un employé. */
export type ContractType = 'ALTERNANT' | 'AUTOENTREPRISE' | 'CDD' | 'CDI' | 'EXTRA';

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
  restaurant: Restaurant;
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

/** Langue préférée (l'interface n'existe aujourd'hui qu'en français). */
export type Language = 'EN' | 'ES' | 'FR';

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepte une invitation (sans jeton de connexion) : crée le compte MANAGER (ou EMPLOYEE) avec les restaurants de l'invitation et le connecte. BAD_USER_INPUT si elle a déjà été utilisée, a expiré, ou si un champ est invalide ; CONFLICT si l'email a entre-temps un compte. */
  acceptInvitation: AuthPayload;
  /** Change le mot de passe (le mot de passe actuel est exigé) ; les autres sessions prennent fin, un nouveau jeton est rendu. */
  changePassword: AuthPayload;
  /** Corrige un enregistrement d'hygiène (ADMIN, ou MANAGER dans ses restaurants) avec un motif : la valeur d'origine, qui, quand et pourquoi restent dans son historique. Seuls les champs de ce journal sont acceptés. */
  correctHygieneRecord: HygieneRecord;
  /** Crée un employé (ADMIN ou MANAGER de son restaurant). CONFLICT si le PIN est déjà pris dans ce restaurant. */
  createEmployee: Employee;
  /** Crée un équipement (ADMIN, ou MANAGER de ce restaurant). */
  createEquipment: Equipment;
  /** Crée un type d'équipement pour l'enseigne (ADMIN ou MANAGER). */
  createEquipmentType: EquipmentType;
  /** Crée un poste (ADMIN, ou MANAGER de ce restaurant). */
  createJob: Job;
  /** Crée un restaurant (ADMIN). */
  createRestaurant: Restaurant;
  createSurface: Surface;
  /** Crée un tag (ADMIN). CONFLICT si un tag porte déjà ce nom (sans tenir compte de la casse). */
  createTag: Tag;
  /** Crée une zone (ADMIN, ou MANAGER de ce restaurant). */
  createZone: Zone;
  /** Désactive un compte de l'enseigne (ADMIN) : ses sessions sont closes aussitôt, sa connexion refusée ; rien n'est supprimé. CONFLICT pour soi-même ou le dernier administrateur actif. */
  deactivateUser: User;
  /** Supprime un employé (ADMIN) ; renvoie son identifiant. */
  deleteEmployee: Scalars['ID']['output'];
  deleteEquipment: Scalars['ID']['output'];
  /** Supprime un type inutilisé ; CONFLICT tant que des équipements en sont. */
  deleteEquipmentType: Scalars['ID']['output'];
  /** Supprime une invitation en attente (ADMIN) ; renvoie son identifiant. */
  deleteInvitation: Scalars['ID']['output'];
  deleteJob: Scalars['ID']['output'];
  /** Supprime un restaurant (ADMIN) ; renvoie son identifiant. */
  deleteRestaurant: Scalars['ID']['output'];
  deleteSurface: Scalars['ID']['output'];
  deleteTag: Scalars['ID']['output'];
  /** Supprime une zone vide ; CONFLICT tant qu'elle a des surfaces ou des équipements. */
  deleteZone: Scalars['ID']['output'];
  /** Invite un employé dans un restaurant (ADMIN), par le même lien que les managers. CONFLICT si l'email a un compte ou une invitation en attente, ou si la fiche du personnel a déjà un compte. */
  inviteEmployee: Invitation;
  /** Invite un manager (ADMIN). CONFLICT si l'email a déjà un compte ou une invitation en attente. */
  inviteManager: Invitation;
  /** Connexion. Erreur UNAUTHENTICATED si les identifiants sont incorrects. */
  login: AuthPayload;
  /** Réactive un compte désactivé (ADMIN) ; il se reconnecte avec son mot de passe. */
  reactivateUser: User;
  recordCleaning: CleaningRecord;
  recordCooling: CoolingRecord;
  recordHeating: HeatingRecord;
  recordOil: OilRecord;
  /** Enregistre un relevé de température (tout rôle) ; son restaurant est celui de l'équipement. */
  recordTemperature: TemperatureReading;
  recordTraceability: TraceabilityRecord;
  /** Laboratoire : fixe les restaurants qu'il livre (ADMIN). */
  setServedRestaurants: Restaurant;
  /** Remplace les restaurants d'un manager de l'enseigne (ADMIN) ; effet dès sa requête suivante. CONFLICT pour un autre rôle. */
  setUserRestaurants: User;
  /** Crée une enseigne et son premier ADMIN, en une seule transaction. CONFLICT si l'email existe déjà. */
  signup: SignupPayload;
  /** Modifie un employé (ADMIN ou MANAGER). */
  updateEmployee: Employee;
  /** Renomme l'enseigne (ADMIN). */
  updateEnseigne: Enseigne;
  /** Modifie un équipement ; il peut changer de restaurant (parmi ceux de l'utilisateur) avec une zone de ce restaurant. */
  updateEquipment: Equipment;
  /** Modifie un type (ADMIN ; un MANAGER seulement s'il n'équipe que ses restaurants). */
  updateEquipmentType: EquipmentType;
  updateJob: Job;
  /** Modifie les préférences de l'utilisateur connecté ; rend toutes ses préférences. */
  updatePreferences: Preferences;
  /** Modifie le profil de l'utilisateur connecté. CONFLICT si l'email a déjà un compte. */
  updateProfile: User;
  /** Modifie un restaurant (ADMIN, ou MANAGER de ce restaurant). */
  updateRestaurant: Restaurant;
  updateSurface: Surface;
  updateTag: Tag;
  updateZone: Zone;
  /** Annule un enregistrement d'hygiène (ADMIN, ou MANAGER dans ses restaurants) avec un motif : il reste visible, marqué annulé, et ne compte plus. CONFLICT s'il l'est déjà. */
  voidHygieneRecord: HygieneRecord;
};

export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
  token: Scalars['String']['input'];
};

export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type MutationCorrectHygieneRecordArgs = {
  id: Scalars['ID']['input'];
  input: HygieneCorrectionInput;
  log: HygieneLog;
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

export type MutationCreateRestaurantArgs = {
  input: RestaurantInput;
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

export type MutationDeleteRestaurantArgs = {
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

export type MutationInviteEmployeeArgs = {
  input: InviteEmployeeInput;
};

export type MutationInviteManagerArgs = {
  input: InviteManagerInput;
};

export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationReactivateUserArgs = {
  id: Scalars['ID']['input'];
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

export type MutationRecordTemperatureArgs = {
  input: TemperatureReadingInput;
};

export type MutationRecordTraceabilityArgs = {
  input: TraceabilityRecordInput;
};

export type MutationSetServedRestaurantsArgs = {
  laboratoryId: Scalars['ID']['input'];
  restaurantIds: Array<Scalars['ID']['input']>;
};

export type MutationSetUserRestaurantsArgs = {
  restaurantIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

export type MutationSignupArgs = {
  input: SignupInput;
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

export type MutationUpdatePreferencesArgs = {
  input: PreferencesInput;
};

export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type MutationUpdateRestaurantArgs = {
  id: Scalars['ID']['input'];
  input: RestaurantInput;
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

export type MutationVoidHygieneRecordArgs = {
  id: Scalars['ID']['input'];
  log: HygieneLog;
  reason: Scalars['String']['input'];
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

export type ProfileInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Vide ou absent : aucun téléphone. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
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
  job: Job;
  /** Les laboratoires de l'enseigne visibles par l'utilisateur. */
  laboratories: Array<Restaurant>;
  /** L'utilisateur connecté, avec ses permissions. */
  me: User;
  /** Un restaurant ; NOT_FOUND s'il n'existe pas ou n'est pas visible par l'utilisateur. */
  restaurant: Restaurant;
  /** Les restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
  surface: Surface;
  /** Les tags de l'enseigne, par nom. */
  tags: Array<Tag>;
  /** Vérifie une invitation avant de créer le compte (sans jeton de connexion) ; NOT_FOUND si le lien est inconnu, BAD_USER_INPUT si l'invitation a déjà été utilisée ou a expiré. */
  verifyInvitation: InvitationPreview;
  zone: Zone;
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

export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRestaurantArgs = {
  id: Scalars['ID']['input'];
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
  address: Scalars['String']['output'];
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
  /** Laboratoire : montant minimum de commande, en euros. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  mondayDelivery: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Laboratoire : prochaine date de livraison possible (délai et jours de livraison), à partir d'aujourd'hui ; null sans jour de livraison. */
  nextDeliveryDate: Maybe<Scalars['String']['output']>;
  /** Contrôles d'huile de friture entre `from` et `to` inclus, les plus récents d'abord. */
  oilRecords: Array<OilRecord>;
  phone: Maybe<Scalars['String']['output']>;
  saturdayDelivery: Scalars['Boolean']['output'];
  /** Laboratoire : les restaurants qu'il livre. */
  servedRestaurants: Array<Restaurant>;
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
  /** Les zones du restaurant, par nom. */
  zones: Array<Zone>;
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

export type UpdateJobInput = {
  breakDuration: Scalars['Int']['input'];
  color: Scalars['String']['input'];
  isActive: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
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
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  AppearancePreferences: ResolverTypeWrapper<AppearancePreferences>;
  AppearancePreferencesInput: AppearancePreferencesInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CleaningRecord: ResolverTypeWrapper<RestCleaningRecordModel>;
  CleaningRecordInput: CleaningRecordInput;
  ContractType: ContractType;
  CoolingRecord: ResolverTypeWrapper<RestCoolingRecordModel>;
  CorrectionChange: ResolverTypeWrapper<CorrectionChange>;
  CorrectionKind: CorrectionKind;
  CreateJobInput: CreateJobInput;
  CreateZoneInput: CreateZoneInput;
  Dashboard: ResolverTypeWrapper<RestDashboardModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateFormat: DateFormat;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
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
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HeatingRecord: ResolverTypeWrapper<RestHeatingRecordModel>;
  HygieneCorrection: ResolverTypeWrapper<RestHygieneCorrectionModel>;
  HygieneCorrectionInput: HygieneCorrectionInput;
  HygieneLog: HygieneLog;
  HygieneRecord: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['HygieneRecord']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<RestInvitationModel>;
  InvitationPreview: ResolverTypeWrapper<RestInvitationPreviewModel>;
  InvitationStatus: InvitationStatus;
  InviteEmployeeInput: InviteEmployeeInput;
  InviteManagerInput: InviteManagerInput;
  Job: ResolverTypeWrapper<RestJobModel>;
  Language: Language;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OilAction: OilAction;
  OilLevel: OilLevel;
  OilMethod: OilMethod;
  OilRecord: ResolverTypeWrapper<RestOilRecordModel>;
  OilRecordInput: OilRecordInput;
  Permission: ResolverTypeWrapper<AreaPermissionModel>;
  PermissionArea: PermissionArea;
  Photo: ResolverTypeWrapper<RestPhotoRefModel>;
  Preferences: ResolverTypeWrapper<RestPreferencesModel>;
  PreferencesInput: PreferencesInput;
  ProcessRecordInput: ProcessRecordInput;
  ProcessStatus: ProcessStatus;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordedBy: ResolverTypeWrapper<RestPersonRefModel>;
  Restaurant: ResolverTypeWrapper<RestRestaurantModel>;
  RestaurantInput: RestaurantInput;
  Role: Role;
  SecurityPreferences: ResolverTypeWrapper<SecurityPreferences>;
  SecurityPreferencesInput: SecurityPreferencesInput;
  SignupInput: SignupInput;
  SignupPayload: ResolverTypeWrapper<
    Omit<SignupPayload, 'enseigne'> & { enseigne: ResolversTypes['Enseigne'] }
  >;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Surface: ResolverTypeWrapper<RestSurfaceModel>;
  SurfaceInput: SurfaceInput;
  Tag: ResolverTypeWrapper<RestTagModel>;
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
  UpdateJobInput: UpdateJobInput;
  UpdateZoneInput: UpdateZoneInput;
  User: ResolverTypeWrapper<RestUserModel>;
  Weekday: Weekday;
  Zone: ResolverTypeWrapper<RestZoneModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  AppearancePreferences: AppearancePreferences;
  AppearancePreferencesInput: AppearancePreferencesInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  CleaningRecord: RestCleaningRecordModel;
  CleaningRecordInput: CleaningRecordInput;
  CoolingRecord: RestCoolingRecordModel;
  CorrectionChange: CorrectionChange;
  CreateJobInput: CreateJobInput;
  CreateZoneInput: CreateZoneInput;
  Dashboard: RestDashboardModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
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
  Float: Scalars['Float']['output'];
  HeatingRecord: RestHeatingRecordModel;
  HygieneCorrection: RestHygieneCorrectionModel;
  HygieneCorrectionInput: HygieneCorrectionInput;
  HygieneRecord: ResolversUnionTypes<ResolversParentTypes>['HygieneRecord'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: RestInvitationModel;
  InvitationPreview: RestInvitationPreviewModel;
  InviteEmployeeInput: InviteEmployeeInput;
  InviteManagerInput: InviteManagerInput;
  Job: RestJobModel;
  Mutation: Record<PropertyKey, never>;
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OilRecord: RestOilRecordModel;
  OilRecordInput: OilRecordInput;
  Permission: AreaPermissionModel;
  Photo: RestPhotoRefModel;
  Preferences: RestPreferencesModel;
  PreferencesInput: PreferencesInput;
  ProcessRecordInput: ProcessRecordInput;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RecordedBy: RestPersonRefModel;
  Restaurant: RestRestaurantModel;
  RestaurantInput: RestaurantInput;
  SecurityPreferences: SecurityPreferences;
  SecurityPreferencesInput: SecurityPreferencesInput;
  SignupInput: SignupInput;
  SignupPayload: Omit<SignupPayload, 'enseigne'> & { enseigne: ResolversParentTypes['Enseigne'] };
  String: Scalars['String']['output'];
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
  UpdateJobInput: UpdateJobInput;
  UpdateZoneInput: UpdateZoneInput;
  User: RestUserModel;
  Zone: RestZoneModel;
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
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
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
  changePassword?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  correctHygieneRecord?: Resolver<
    ResolversTypes['HygieneRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationCorrectHygieneRecordArgs, 'id' | 'input' | 'log'>
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
  createRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRestaurantArgs, 'input'>
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
  deleteRestaurant?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRestaurantArgs, 'id'>
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
  login?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, 'email' | 'password'>
  >;
  reactivateUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationReactivateUserArgs, 'id'>
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
  setServedRestaurants?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationSetServedRestaurantsArgs, 'laboratoryId' | 'restaurantIds'>
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
  updatePreferences?: Resolver<
    ResolversTypes['Preferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePreferencesArgs, 'input'>
  >;
  updateProfile?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProfileArgs, 'input'>
  >;
  updateRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRestaurantArgs, 'id' | 'input'>
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
  voidHygieneRecord?: Resolver<
    ResolversTypes['HygieneRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationVoidHygieneRecordArgs, 'id' | 'log' | 'reason'>
  >;
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

export type PreferencesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences'],
> = {
  appearance?: Resolver<ResolversTypes['AppearancePreferences'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['SecurityPreferences'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
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
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  laboratories?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  restaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<QueryRestaurantArgs, 'id'>
  >;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
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
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  saturdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  servedRestaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
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
  zones?: Resolver<Array<ResolversTypes['Zone']>, ParentType, ContextType>;
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
  AppearancePreferences?: AppearancePreferencesResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  CleaningRecord?: CleaningRecordResolvers<ContextType>;
  CoolingRecord?: CoolingRecordResolvers<ContextType>;
  CorrectionChange?: CorrectionChangeResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  Enseigne?: EnseigneResolvers<ContextType>;
  Equipment?: EquipmentResolvers<ContextType>;
  EquipmentType?: EquipmentTypeResolvers<ContextType>;
  HeatingRecord?: HeatingRecordResolvers<ContextType>;
  HygieneCorrection?: HygieneCorrectionResolvers<ContextType>;
  HygieneRecord?: HygieneRecordResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  OilRecord?: OilRecordResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordedBy?: RecordedByResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  SecurityPreferences?: SecurityPreferencesResolvers<ContextType>;
  SignupPayload?: SignupPayloadResolvers<ContextType>;
  Surface?: SurfaceResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TemperatureReading?: TemperatureReadingResolvers<ContextType>;
  TraceabilityPage?: TraceabilityPageResolvers<ContextType>;
  TraceabilityRecord?: TraceabilityRecordResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
};
