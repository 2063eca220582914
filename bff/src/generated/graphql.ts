import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  RestUser as RestUserModel,
  RestEnseigne as RestEnseigneModel,
  RestRestaurant as RestRestaurantModel,
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

/** Jeton et utilisateur, après une connexion. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Jeton signé à envoyer en `Authorization: Bearer`. Il expire. */
  token: Scalars['String']['output'];
  user: User;
};

/** Une enseigne : la chaîne de restaurants et de laboratoires. */
export type Enseigne = {
  __typename?: 'Enseigne';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Crée un restaurant (ADMIN). */
  createRestaurant: Restaurant;
  /** Supprime un restaurant (ADMIN) ; renvoie son identifiant. */
  deleteRestaurant: Scalars['ID']['output'];
  /** Connexion. Erreur UNAUTHENTICATED si les identifiants sont incorrects. */
  login: AuthPayload;
  /** Crée une enseigne et son premier ADMIN, en une seule transaction. CONFLICT si l'email existe déjà. */
  signup: SignupPayload;
  /** Modifie un restaurant (ADMIN, ou MANAGER de ce restaurant). */
  updateRestaurant: Restaurant;
};

export type MutationCreateRestaurantArgs = {
  input: RestaurantInput;
};

export type MutationDeleteRestaurantArgs = {
  id: Scalars['ID']['input'];
};

export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationSignupArgs = {
  input: SignupInput;
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
  /** L'utilisateur connecté, avec ses permissions. */
  me: User;
  /** Un restaurant ; NOT_FOUND s'il n'existe pas ou n'est pas visible par l'utilisateur. */
  restaurant: Restaurant;
  /** Les restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation). */
  restaurants: Array<Restaurant>;
};

export type QueryRestaurantArgs = {
  id: Scalars['ID']['input'];
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
  fridayDelivery: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Vrai pour un laboratoire de production. */
  isLab: Scalars['Boolean']['output'];
  /** Laboratoire : montant minimum de commande, en euros. */
  minOrderAmount: Maybe<Scalars['Float']['output']>;
  mondayDelivery: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  saturdayDelivery: Scalars['Boolean']['output'];
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
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Enseigne: ResolverTypeWrapper<RestEnseigneModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
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
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Enseigne: RestEnseigneModel;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
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

export type EnseigneResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Enseigne'] = ResolversParentTypes['Enseigne'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  createRestaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRestaurantArgs, 'input'>
  >;
  deleteRestaurant?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRestaurantArgs, 'id'>
  >;
  login?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, 'email' | 'password'>
  >;
  signup?: Resolver<
    ResolversTypes['SignupPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSignupArgs, 'input'>
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
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  restaurant?: Resolver<
    ResolversTypes['Restaurant'],
    ParentType,
    ContextType,
    RequireFields<QueryRestaurantArgs, 'id'>
  >;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType>;
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
  fridayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minOrderAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mondayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saturdayDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  Enseigne?: EnseigneResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  SignupPayload?: SignupPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};
