import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  RestUser as RestUserModel,
  RestEnseigne as RestEnseigneModel,
  RestRestaurant as RestRestaurantModel,
  RestEmployee as RestEmployeeModel,
  RestInvitation as RestInvitationModel,
  RestInvitationPreview as RestInvitationPreviewModel,
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

/** Jeton et utilisateur, après une connexion. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Jeton signé à envoyer en `Authorization: Bearer`. Il expire. */
  token: Scalars['String']['output'];
  user: User;
};

/** Type de contrat d'un employé. */
export type ContractType = 'ALTERNANT' | 'AUTOENTREPRISE' | 'CDD' | 'CDI' | 'EXTRA';

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
  /** Code de badgeuse : 4 à 6 chiffres, unique dans le restaurant. */
  pin: Scalars['String']['output'];
  restaurant: Restaurant;
};

/** Champs d'un employé. En création, prénom, nom, PIN et restaurant sont requis ; en modification, un PIN absent est conservé. */
export type EmployeeInput = {
  contractNbHours?: InputMaybe<Scalars['Int']['input']>;
  contractType?: InputMaybe<ContractType>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  pin?: InputMaybe<Scalars['String']['input']>;
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
};

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

/** Invitation d'un manager par un administrateur. */
export type Invitation = {
  __typename?: 'Invitation';
  /** Lien d'acceptation à transmettre au manager (tant que l'invitation est en attente). */
  acceptUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  enseigneName: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Restaurants auxquels le manager aura accès (aucun : accès à aucun restaurant). */
  restaurants: Array<Restaurant>;
  status: InvitationStatus;
};

/** Ce que voit la personne invitée avant de créer son compte. */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  email: Scalars['String']['output'];
  enseigneName: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
};

/** État d'une invitation. EXPIRED : en attente au-delà de sa date d'expiration (7 jours). */
export type InvitationStatus = 'ACCEPTED' | 'EXPIRED' | 'PENDING';

/** Invitation d'un manager. */
export type InviteManagerInput = {
  email: Scalars['String']['input'];
  /** Restaurants de l'enseigne ; vide : aucun restaurant. */
  restaurantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepte une invitation (sans jeton de connexion) : crée le compte MANAGER avec les restaurants de l'invitation et le connecte. BAD_USER_INPUT si elle a déjà été utilisée, a expiré, ou si un champ est invalide ; CONFLICT si l'email a entre-temps un compte. */
  acceptInvitation: AuthPayload;
  /** Crée un employé (ADMIN ou MANAGER de son restaurant). CONFLICT si le PIN est déjà pris dans ce restaurant. */
  createEmployee: Employee;
  /** Crée un restaurant (ADMIN). */
  createRestaurant: Restaurant;
  /** Supprime un employé (ADMIN) ; renvoie son identifiant. */
  deleteEmployee: Scalars['ID']['output'];
  /** Supprime une invitation en attente (ADMIN) ; renvoie son identifiant. */
  deleteInvitation: Scalars['ID']['output'];
  /** Supprime un restaurant (ADMIN) ; renvoie son identifiant. */
  deleteRestaurant: Scalars['ID']['output'];
  /** Invite un manager (ADMIN). CONFLICT si l'email a déjà un compte ou une invitation en attente. */
  inviteManager: Invitation;
  /** Connexion. Erreur UNAUTHENTICATED si les identifiants sont incorrects. */
  login: AuthPayload;
  /** Laboratoire : fixe les restaurants qu'il livre (ADMIN). */
  setServedRestaurants: Restaurant;
  /** Crée une enseigne et son premier ADMIN, en une seule transaction. CONFLICT si l'email existe déjà. */
  signup: SignupPayload;
  /** Modifie un employé (ADMIN ou MANAGER). */
  updateEmployee: Employee;
  /** Renomme l'enseigne (ADMIN). */
  updateEnseigne: Enseigne;
  /** Modifie un restaurant (ADMIN, ou MANAGER de ce restaurant). */
  updateRestaurant: Restaurant;
};

export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
  token: Scalars['String']['input'];
};

export type MutationCreateEmployeeArgs = {
  input: EmployeeInput;
};

export type MutationCreateRestaurantArgs = {
  input: RestaurantInput;
};

export type MutationDeleteEmployeeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteInvitationArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteRestaurantArgs = {
  id: Scalars['ID']['input'];
};

export type MutationInviteManagerArgs = {
  input: InviteManagerInput;
};

export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationSetServedRestaurantsArgs = {
  laboratoryId: Scalars['ID']['input'];
  restaurantIds: Array<Scalars['ID']['input']>;
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

export type MutationUpdateRestaurantArgs = {
  id: Scalars['ID']['input'];
  input: RestaurantInput;
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

export type Query = {
  __typename?: 'Query';
  employee: Employee;
  /** Le personnel : d'un restaurant, ou de tous les restaurants visibles. */
  employees: Array<Employee>;
  /** L'enseigne de l'utilisateur, avec ses utilisateurs et invitations (ADMIN seulement pour ceux-ci). */
  enseigne: Enseigne;
  /** Les laboratoires de l'enseigne visibles par l'utilisateur. */
  laboratories: Array<Restaurant>;
  /** L'utilisateur connecté, avec ses permissions. */
  me: User;
  /** Un restaurant ; NOT_FOUND s'il n'existe pas ou n'est pas visible par l'utilisateur. */
  restaurant: Restaurant;
  /** Les restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
  /** Vérifie une invitation avant de créer le compte (sans jeton de connexion) ; NOT_FOUND si le lien est inconnu, BAD_USER_INPUT si l'invitation a déjà été utilisée ou a expiré. */
  verifyInvitation: InvitationPreview;
};

export type QueryEmployeeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryEmployeesArgs = {
  restaurantId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryEnseigneArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRestaurantArgs = {
  id: Scalars['ID']['input'];
};

export type QueryVerifyInvitationArgs = {
  token: Scalars['String']['input'];
};

/** Un restaurant, ou un laboratoire de production (`isLab`) qui livre les autres restaurants. */
export type Restaurant = {
  __typename?: 'Restaurant';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Jours de livraison du laboratoire, lundi en premier. */
  deliveryDays: Array<Weekday>;
  /** Laboratoire : délai de livraison, en jours. */
  deliveryDelayDays: Maybe<Scalars['Int']['output']>;
  email: Maybe<Scalars['String']['output']>;
  /** Le personnel du restaurant, par nom. */
  employees: Array<Employee>;
  fridayDelivery: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Vrai pour un laboratoire de production. */
  isLab: Scalars['Boolean']['output'];
  /** Laboratoire : montant minimum de commande, en euros. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  mondayDelivery: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Laboratoire : prochaine date de livraison possible (délai et jours de livraison), à partir d'aujourd'hui ; null sans jour de livraison. */
  nextDeliveryDate: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  saturdayDelivery: Scalars['Boolean']['output'];
  /** Laboratoire : les restaurants qu'il livre. */
  servedRestaurants: Array<Restaurant>;
  sundayDelivery: Scalars['Boolean']['output'];
  thursdayDelivery: Scalars['Boolean']['output'];
  tuesdayDelivery: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  wednesdayDelivery: Scalars['Boolean']['output'];
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

/** Un utilisateur du back-office. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** L'enseigne à laquelle appartient l'utilisateur. */
  enseigne: Enseigne;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Une entrée par domaine, calculée à partir du rôle (matrice des permissions). */
  permissions: Array<Permission>;
  /** Téléphone, renseigné dans les paramètres. */
  phone: Maybe<Scalars['String']['output']>;
  /** Restaurants accessibles : pour un MANAGER ceux de son invitation, sinon tous ceux de l'enseigne. */
  restaurants: Array<Restaurant>;
  role: Role;
};

/** Jour de la semaine, lundi en premier. */
export type Weekday =
  'FRIDAY' | 'MONDAY' | 'SATURDAY' | 'SUNDAY' | 'THURSDAY' | 'TUESDAY' | 'WEDNESDAY';

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

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContractType: ContractType;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Employee: ResolverTypeWrapper<RestEmployeeModel>;
  EmployeeInput: EmployeeInput;
  Enseigne: ResolverTypeWrapper<RestEnseigneModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<RestInvitationModel>;
  InvitationPreview: ResolverTypeWrapper<RestInvitationPreviewModel>;
  InvitationStatus: InvitationStatus;
  InviteManagerInput: InviteManagerInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Permission: ResolverTypeWrapper<AreaPermissionModel>;
  PermissionArea: PermissionArea;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Restaurant: ResolverTypeWrapper<RestRestaurantModel>;
  RestaurantInput: RestaurantInput;
  Role: Role;
  SignupInput: SignupInput;
  SignupPayload: ResolverTypeWrapper<
    Omit<SignupPayload, 'enseigne'> & { enseigne: ResolversTypes['Enseigne'] }
  >;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<RestUserModel>;
  Weekday: Weekday;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Employee: RestEmployeeModel;
  EmployeeInput: EmployeeInput;
  Enseigne: RestEnseigneModel;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: RestInvitationModel;
  InvitationPreview: RestInvitationPreviewModel;
  InviteManagerInput: InviteManagerInput;
  Mutation: Record<PropertyKey, never>;
  Permission: AreaPermissionModel;
  Query: Record<PropertyKey, never>;
  Restaurant: RestRestaurantModel;
  RestaurantInput: RestaurantInput;
  SignupInput: SignupInput;
  SignupPayload: Omit<SignupPayload, 'enseigne'> & { enseigne: ResolversParentTypes['Enseigne'] };
  String: Scalars['String']['output'];
  User: RestUserModel;
};

export type AuthPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

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
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurant?: Resolver<ResolversTypes['Restaurant'], ParentType, ContextType>;
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

export type InvitationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation'],
> = {
  acceptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enseigneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
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
  createEmployee?: Resolver<
    ResolversTypes['Employee'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateEmployeeArgs, 'input'>
  >;
  createRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRestaurantArgs, 'input'>
  >;
  deleteEmployee?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEmployeeArgs, 'id'>
  >;
  deleteInvitation?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteInvitationArgs, 'id'>
  >;
  deleteRestaurant?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRestaurantArgs, 'id'>
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
  setServedRestaurants?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationSetServedRestaurantsArgs, 'laboratoryId' | 'restaurantIds'>
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
  updateRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRestaurantArgs, 'id' | 'input'>
  >;
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

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  employee?: Resolver<
    ResolversTypes['Employee'],
    ParentType,
    ContextType,
    RequireFields<QueryEmployeeArgs, 'id'>
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
  laboratories?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  restaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<QueryRestaurantArgs, 'id'>
  >;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  verifyInvitation?: Resolver<
    ResolversTypes['InvitationPreview'],
    ParentType,
    ContextType,
    RequireFields<QueryVerifyInvitationArgs, 'token'>
  >;
};

export type RestaurantResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Restaurant'] = ResolversParentTypes['Restaurant'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryDays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
  deliveryDelayDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  fridayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minOrderAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mondayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saturdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  servedRestaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  sundayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thursdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tuesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wednesdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignupPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SignupPayload'] = ResolversParentTypes['SignupPayload'],
> = {
  enseigne?: Resolver<ResolversTypes['Enseigne'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enseigne?: Resolver<ResolversTypes['Enseigne'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Employee?: EmployeeResolvers<ContextType>;
  Enseigne?: EnseigneResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  SignupPayload?: SignupPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};
