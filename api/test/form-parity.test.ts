// The web's forms and the api's contract judge a value alike (issue 22): one table of typed values
// per field, each run through the form's Yup schema (web/src/features/*/schema.ts) and through the
// zod body the api validates the same field with, both expected to give the table's verdict, the
// same French message. A form that accepts what the api refuses (or the reverse) fails here.
import { parseFrenchNumber } from '@bo/domain';
import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { z } from 'zod';
import { loginSchema } from '../../web/src/features/auth/login/schema.ts';
import { signupSchema } from '../../web/src/features/auth/signup/schema.ts';
import { employeeSchema } from '../../web/src/features/employees/schema.ts';
import { inviteSchemas } from '../../web/src/features/enseigne/schema.ts';
import {
  emptyTypeValues,
  equipmentSchema,
  equipmentTypeSchema,
} from '../../web/src/features/equipments/schema.ts';
import { acceptSchema } from '../../web/src/features/invitations/schema.ts';
import { jobSchema } from '../../web/src/features/jobs/schema.ts';
import { emptyProductValues, productSchema } from '../../web/src/features/products/schema.ts';
import {
  emptyRecipeValues,
  ingredientSchema,
  recipeSchema,
} from '../../web/src/features/recipes/schema.ts';
import { restaurantPageSchema } from '../../web/src/features/restaurants/schema.ts';
import { passwordSchema, profileSchema } from '../../web/src/features/settings/schema.ts';
import { emptySupplierValues, supplierSchema } from '../../web/src/features/suppliers/schema.ts';
import { tagSchema } from '../../web/src/features/tags/schema.ts';
import { surfaceSchema, zoneSchema } from '../../web/src/features/zones/schema.ts';
import { LoginBody } from '../src/auth/auth.contract.ts';
import { SignupBody } from '../src/chain/enseignes.contract.ts';
import { CreateEmployeeBody } from '../src/restaurants/employees.contract.ts';
import { EquipmentBody, EquipmentTypeBody } from '../src/restaurants/equipments.contract.ts';
import { AcceptInvitationBody, CreateInvitationBody } from '../src/chain/invitations.contract.ts';
import { CreateJobBody } from '../src/restaurants/jobs.contract.ts';
import { CreateProductBody, UpdateProductBody } from '../src/catalogue/products.contract.ts';
import {
  CreateRecipeBody,
  RecipeIngredientBody,
  UpdateRecipeBody,
} from '../src/recipes/recipes.contract.ts';
import { CreateRestaurantBody } from '../src/restaurants/restaurants.contract.ts';
import { ChangePasswordBody, UpdateProfileBody } from '../src/account/settings.contract.ts';
import { CreateSupplierBody } from '../src/catalogue/suppliers.contract.ts';
import { TagBody } from '../src/restaurants/tags.contract.ts';
import { CreateSurfaceBody, CreateZoneBody } from '../src/restaurants/zones.contract.ts';

/** null: the value is accepted; a text: it is refused with that message. */
type Verdict = string | null;

/** What the user types in the field, and the verdict both sides must give. */
type Case = readonly [typed: string, verdict: Verdict];

interface Parity<Values extends AnyObject> {
  /** The form's schema and values it accepts whole. */
  form: ObjectSchema<Values>;
  values: Values;
  /** The api's body schema and a body it accepts whole. */
  api: z.ZodType;
  body: Record<string, unknown>;
  /** Per form field: where the api reads it, and what the form sends for what was typed. */
  fields: Partial<Record<keyof Values & string, FieldParity>>;
}

interface FieldParity {
  /** The field's path in the api's body ('DLC', 'adminUser.email'). */
  apiPath: string;
  /** What the api receives for the typed text (the form's own reading of it). */
  sent: (typed: string) => unknown;
  cases: readonly Case[];
}

/** A text field: the form sends what was typed (both sides trim). */
const asText = (typed: string): unknown => typed;
/** A number as the form reads it ('4,5' is 4.5); one it cannot read never leaves the form. */
function readNumber(typed: string): number {
  const value = parseFrenchNumber(typed);
  if (value === null) throw new Error(`The table's ${JSON.stringify(typed)} is not a number`);
  return value;
}
/** A required number: empty is not sent. */
const asNumber = (typed: string): unknown => (typed.trim() === '' ? undefined : readNumber(typed));
/** An optional number: empty is sent as null (none). */
const asOptionalNumber = (typed: string): unknown =>
  typed.trim() === '' ? null : readNumber(typed);

const x = (length: number) => 'x'.repeat(length);

/** The field's first message, the one Formik shows under it. */
async function formVerdict<Values extends AnyObject>(
  form: ObjectSchema<Values>,
  values: Values,
  field: string,
): Promise<Verdict> {
  try {
    await form.validateAt(field, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? error.message;
    throw error;
  }
}

function withPath(
  body: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  return {
    ...body,
    [head]: withPath(body[head] as Record<string, unknown>, rest.join('.'), value),
  };
}

/** The first message on the field, the one the api's 400 gives it (http/errors.ts). */
function apiVerdict(api: z.ZodType, body: Record<string, unknown>, path: string): Verdict {
  const result = api.safeParse(body);
  const issue = result.error?.issues.find((i) => i.path.join('.') === path);
  return issue?.message ?? null;
}

/** One describe per form: its whole values pass both sides, then each field's table. */
function parity<Values extends AnyObject>(name: string, spec: Parity<Values>) {
  describe(name, () => {
    it('accepts the values the table starts from, on both sides', async () => {
      await expect(spec.form.validate(spec.values)).resolves.toBeDefined();
      expect(spec.api.safeParse(spec.body).error?.issues ?? []).toEqual([]);
    });
    for (const [field, { apiPath, sent, cases }] of Object.entries(spec.fields) as [
      string,
      FieldParity,
    ][]) {
      for (const [typed, verdict] of cases) {
        const shown = typed.length > 30 ? `${typed.length} caractères` : JSON.stringify(typed);
        it(`${field} ← ${shown}: ${verdict ?? 'accepté'}`, async () => {
          const values = { ...spec.values, [field]: typed };
          const verdicts = {
            form: await formVerdict(spec.form, values, field),
            api: apiVerdict(spec.api, withPath(spec.body, apiPath, sent(typed)), apiPath),
          };
          expect(verdicts).toEqual({ form: verdict, api: verdict });
        });
      }
    }
  });
}

// ---- The tables: each verdict is the api's (tested against the spec); the form must say the same.

const required = (message: string): Case => ['  ', message];
/** A one-line text: 200 characters at most (INPUT_LIMITS.shortText), counted once trimmed. */
const shortTextCases = (message: string): Case[] => [
  required(message),
  [` ${x(200)} `, null],
  [x(201), '200 caractères au plus'],
];
/** A name of the restaurant setup screens: 100 characters at most (SETUP_LIMITS.nameMaxLength). */
const setupNameCases = (message: string): Case[] => [
  required(message),
  [x(100), null],
  [x(101), '100 caractères au plus'],
];
const emailCases: Case[] = [
  ['', "L'email est requis"],
  [' chef@exemple.fr ', null],
  ['chef@exemple', 'Email invalide'],
  [`${x(245)}@exemple.fr`, '254 caractères au plus'],
];

parity('the recipe form (create)', {
  form: recipeSchema('create'),
  values: {
    ...emptyRecipeValues(),
    name: 'Sauce tomate',
    namePrint: 'SAUCE TOM',
    quantity: '2',
    baseUnit: 'KG',
    dlc: '3',
  },
  api: CreateRecipeBody,
  body: { name: 'Sauce tomate', namePrint: 'SAUCE TOM', quantity: 2, baseUnit: 'KG', DLC: 3 },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: shortTextCases('Le nom est requis') },
    namePrint: {
      apiPath: 'namePrint',
      sent: asText,
      cases: [
        ['', "Le nom d'impression est requis"],
        [x(25), null],
        [x(26), "Le nom d'impression fait au plus 25 caractères"],
      ],
    },
    quantity: {
      apiPath: 'quantity',
      sent: asNumber,
      cases: [
        ['', 'La quantité est requise'],
        ['0', 'La quantité doit être au moins 0,1'],
        ['-1', 'La quantité doit être au moins 0,1'],
        ['0,1', null],
        ['2,5', null],
        ['2,55', 'La quantité doit être un multiple de 0,1'],
        ['1 000 000', null],
        ['1 000 001', '1\u202F000\u202F000 au plus'],
      ],
    },
    dlc: {
      apiPath: 'DLC',
      sent: asNumber,
      cases: [
        ['', 'La DLC est requise'],
        ['0', "La DLC doit être d'au moins 1 jour"],
        ['1', null],
        ['2,5', 'La DLC doit être un nombre entier de jours'],
        ['366', null],
        ['367', 'La DLC est de 366 jours au plus'],
      ],
    },
    photoUrl: {
      apiPath: 'photoURL',
      sent: asText,
      cases: [
        ['', null],
        ['https://exemple.fr/sauce.jpg', null],
        ['exemple.fr/sauce.jpg', 'URL invalide'],
      ],
    },
  },
});

parity('the recipe form (edit)', {
  form: recipeSchema('edit'),
  values: { ...emptyRecipeValues(), name: 'Sauce', quantity: '2', baseUnit: 'KG', dlc: '3' },
  api: UpdateRecipeBody,
  body: { name: 'Sauce', quantity: 2, baseUnit: 'KG', DLC: 3 },
  fields: {
    namePrint: {
      apiPath: 'namePrint',
      sent: asText,
      cases: [
        ['', null],
        [x(26), "Le nom d'impression fait au plus 25 caractères"],
      ],
    },
    // The spec's edit form allowed 0; the api does not (a recipe yielding nothing cannot be
    // costed): the form refuses it too, with the api's words.
    quantity: {
      apiPath: 'quantity',
      sent: asNumber,
      cases: [
        ['0', 'La quantité doit être au moins 0,1'],
        ['0,1', null],
        ['1 000 001', '1\u202F000\u202F000 au plus'],
      ],
    },
  },
});

parity('the ingredient form', {
  form: ingredientSchema,
  values: {
    itemType: 'PRODUCT',
    item: { id: '7', name: 'Tomates', baseUnit: 'G' },
    quantity: '250',
    unit: 'G',
  },
  api: RecipeIngredientBody,
  body: { itemType: 'PRODUCT', itemId: 7, quantity: 250, itemUnit: 'G' },
  fields: {
    quantity: {
      apiPath: 'quantity',
      sent: asNumber,
      cases: [
        ['', 'La quantité est requise'],
        ['0', 'La quantité doit être supérieure à 0'],
        ['-0,5', 'La quantité doit être supérieure à 0'],
        ['0,005', null],
        ['0,0005', 'La quantité a 3 décimales au plus'],
        ['1 000 000', null],
        ['1 000 001', '1\u202F000\u202F000 au plus'],
      ],
    },
  },
});

parity('the product form (create)', {
  form: productSchema('create'),
  values: {
    ...emptyProductValues(),
    name: 'Tomates',
    category: 'VEGETABLE',
    baseUnit: 'G',
    dlcEnabled: true,
    dlcEntame: '3',
    storagePackagingQuantity: '5',
    storagePackagingUnit: 'KG',
  },
  api: CreateProductBody,
  body: {
    name: 'Tomates',
    category: 'VEGETABLE',
    baseUnit: 'G',
    DLC_ENTAME: 3,
    storagePackagingQuantity: 5,
    storagePackagingUnit: 'KG',
  },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: shortTextCases('Le nom est requis') },
    dlcEntame: {
      apiPath: 'DLC_ENTAME',
      sent: asNumber,
      cases: [
        ['0', "La DLC entamé doit être d'au moins 1 jour"],
        ['1', null],
        ['1,5', 'La DLC entamé doit être un nombre entier de jours'],
        ['366', null],
        ['367', 'La DLC entamé est de 366 jours au plus'],
      ],
    },
    storagePackagingQuantity: {
      apiPath: 'storagePackagingQuantity',
      sent: asNumber,
      cases: [
        ['0', 'La quantité doit être au moins 0,1'],
        ['0,1', null],
        ['12,5', null],
        ['1 000 001', '1\u202F000\u202F000 au plus'],
      ],
    },
    storagePackagingName: {
      apiPath: 'storagePackagingName',
      sent: asText,
      cases: [
        ['', null],
        [x(200), null],
        [x(201), '200 caractères au plus'],
      ],
    },
    photoUrl: {
      apiPath: 'photoURL',
      sent: asText,
      cases: [
        ['', null],
        ['ftp://exemple.fr/tomates.jpg', 'URL invalide'],
      ],
    },
  },
});

parity('the product form (edit)', {
  form: productSchema('edit'),
  values: { ...emptyProductValues(), name: 'Tomates', category: 'VEGETABLE', baseUnit: 'G' },
  api: UpdateProductBody,
  body: { name: 'Tomates', category: 'VEGETABLE', DLC_ENTAME: null },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: shortTextCases('Le nom est requis') },
  },
});

parity('the supplier form', {
  form: supplierSchema,
  values: { ...emptySupplierValues, name: 'Metro' },
  api: CreateSupplierBody,
  body: { name: 'Metro' },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: shortTextCases('Le nom est requis') },
    email: {
      apiPath: 'email',
      sent: asText,
      cases: [
        ['', null],
        ['achats@metro.fr', null],
        ['achats@metro', 'Email invalide'],
        [`${x(245)}@exemple.fr`, '254 caractères au plus'],
      ],
    },
    phone: {
      apiPath: 'phone',
      sent: asText,
      cases: [
        ['', null],
        ['+33 (0)1 23.45-67-89', null],
        [
          '01 23 45 67 8a',
          'Numéro de téléphone invalide (chiffres, espaces, +, points, tirets et parenthèses)',
        ],
        [`0${'1'.repeat(200)}`, '200 caractères au plus'],
      ],
    },
    address: {
      apiPath: 'address',
      sent: asText,
      cases: [
        ['', null],
        [x(201), '200 caractères au plus'],
      ],
    },
    minOrderAmount: {
      apiPath: 'minOrderAmount',
      sent: asOptionalNumber,
      cases: [
        ['', null],
        ['0', null],
        ['99,90', null],
        ['-1', 'Le montant minimum doit être un nombre positif ou nul'],
        ['99,999', 'Le montant minimum a deux décimales au plus'],
        ['1 000 000', null],
        ['1 000 000,01', 'Montant minimum trop élevé : 1\u202F000\u202F000 € au plus'],
      ],
    },
  },
});

parity('the restaurant page (a laboratory)', {
  form: restaurantPageSchema,
  values: {
    name: 'Le Comptoir',
    address: '1 rue de la Paix',
    phone: '',
    email: '',
    isLab: true,
    minOrderAmount: '0',
    deliveryDelayDays: '2',
  },
  api: CreateRestaurantBody,
  body: {
    name: 'Le Comptoir',
    address: '1 rue de la Paix',
    isLab: true,
    minOrderAmount: 0,
    deliveryDelayDays: 2,
  },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: shortTextCases('Nom obligatoire') },
    address: { apiPath: 'address', sent: asText, cases: shortTextCases('Adresse obligatoire') },
    phone: {
      apiPath: 'phone',
      sent: asText,
      cases: [
        ['', null],
        [x(201), '200 caractères au plus'],
      ],
    },
    email: {
      apiPath: 'email',
      sent: asText,
      cases: [
        ['', null],
        ['comptoir@exemple.fr', null],
        ['comptoir', 'Email invalide'],
        [`${x(245)}@exemple.fr`, '254 caractères au plus'],
      ],
    },
    minOrderAmount: {
      apiPath: 'minOrderAmount',
      sent: asOptionalNumber,
      cases: [
        ['', null],
        ['0', null],
        ['150,5', null],
        ['-0,01', 'Le montant minimum doit être un nombre positif ou nul'],
        ['1 000 000', null],
        ['1 000 001', 'Montant minimum trop élevé : 1\u202F000\u202F000 € au plus'],
      ],
    },
    deliveryDelayDays: {
      apiPath: 'deliveryDelayDays',
      sent: asOptionalNumber,
      cases: [
        ['', null],
        ['0', null],
        ['-1', 'Le délai de livraison doit être un nombre entier de jours, positif ou nul'],
        ['1,5', 'Le délai de livraison doit être un nombre entier de jours, positif ou nul'],
        ['365', null],
        ['366', 'Délai de livraison trop long : 365 jours au plus'],
      ],
    },
  },
});

parity('the equipment type form (temperature)', {
  form: equipmentTypeSchema,
  values: {
    ...emptyTypeValues('CELSIUS'),
    name: 'Chambre froide',
    equipmentFamily: 'TEMPERATURE',
    temperatureMin: '0',
    temperatureMax: '4',
  },
  api: EquipmentTypeBody,
  body: {
    name: 'Chambre froide',
    equipmentFamily: 'TEMPERATURE',
    temperatureMin: 0,
    temperatureMax: 4,
    temperatureUnit: 'CELSIUS',
  },
  fields: {
    name: {
      apiPath: 'name',
      sent: asText,
      cases: setupNameCases('Le nom du type est requis'),
    },
    description: {
      apiPath: 'description',
      sent: asText,
      cases: [
        ['', null],
        [x(500), null],
        [x(501), '500 caractères au plus'],
      ],
    },
    temperatureMin: {
      apiPath: 'temperatureMin',
      sent: asOptionalNumber,
      cases: [
        ['', 'La température minimale est requise'],
        ['-18,5', null],
        ['-80', null],
        ['-80,1', 'La température doit être comprise entre -80 et 300 °C'],
        ['-2000', 'La température doit être comprise entre -80 et 300 °C'],
        ['1,25', 'Température invalide (un nombre avec une décimale au plus)'],
        ['5', 'La température minimale doit être inférieure à la maximale'],
      ],
    },
    temperatureMax: {
      apiPath: 'temperatureMax',
      sent: asOptionalNumber,
      cases: [
        ['', 'La température maximale est requise'],
        ['300', null],
        ['300,1', 'La température doit être comprise entre -80 et 300 °C'],
        ['2000', 'La température doit être comprise entre -80 et 300 °C'],
      ],
    },
  },
});

parity('the equipment form', {
  form: equipmentSchema,
  values: {
    restaurantId: '1',
    equipmentTypeId: '1',
    name: 'Saladette',
    zoneId: '',
    serialNumber: '',
    description: '',
  },
  api: EquipmentBody,
  body: { restaurantId: 1, equipmentTypeId: 1, name: 'Saladette' },
  fields: {
    name: {
      apiPath: 'name',
      sent: asText,
      cases: setupNameCases("Le nom de l'équipement est requis"),
    },
    serialNumber: {
      apiPath: 'serialNumber',
      sent: asText,
      cases: [
        ['', null],
        [x(101), '100 caractères au plus'],
      ],
    },
    description: {
      apiPath: 'description',
      sent: asText,
      cases: [
        ['', null],
        [x(501), '500 caractères au plus'],
      ],
    },
  },
});

parity('the zone form', {
  form: zoneSchema,
  values: { restaurantId: '1', name: 'Cuisine', description: '' },
  api: CreateZoneBody,
  body: { restaurantId: 1, name: 'Cuisine' },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: setupNameCases('Le nom de la zone est requis') },
    description: {
      apiPath: 'description',
      sent: asText,
      cases: [
        ['', null],
        [x(500), null],
        [x(501), '500 caractères au plus'],
      ],
    },
  },
});

parity('the surface form', {
  form: surfaceSchema,
  values: { zoneId: '1', name: 'Plan de travail', description: '', isStorageArea: false },
  api: CreateSurfaceBody,
  body: { zoneId: 1, name: 'Plan de travail' },
  fields: {
    name: {
      apiPath: 'name',
      sent: asText,
      cases: setupNameCases('Le nom de la surface est requis'),
    },
  },
});

parity('the tag form', {
  form: tagSchema,
  values: { name: 'Bio' },
  api: TagBody,
  body: { name: 'Bio' },
  fields: {
    name: { apiPath: 'name', sent: asText, cases: setupNameCases('Le nom du tag est requis') },
  },
});

parity('the job form', {
  form: jobSchema,
  values: { title: 'Cuisinier', breakDuration: '30', color: '#2196F3', isActive: true },
  api: CreateJobBody,
  body: { title: 'Cuisinier', breakDuration: 30, color: '#2196F3', restaurantId: 1 },
  fields: {
    title: { apiPath: 'title', sent: asText, cases: setupNameCases('Le titre est requis') },
    breakDuration: {
      apiPath: 'breakDuration',
      sent: asNumber,
      cases: [
        ['0', null],
        ['-1', 'La pause doit être un nombre entier de minutes, positif ou nul'],
        ['1440', null],
        ['1441', 'La pause ne peut pas dépasser 1440 minutes'],
      ],
    },
    color: {
      apiPath: 'color',
      sent: asText,
      cases: [
        ['  ', 'La couleur est requise'],
        ['rouge brique', null],
        [x(31), '30 caractères au plus'],
      ],
    },
  },
});

parity('the employee form (create)', {
  form: employeeSchema('create'),
  values: {
    firstName: 'Jeanne',
    lastName: 'Martin',
    pin: '1234',
    contractType: '',
    contractNbHours: '',
  },
  api: CreateEmployeeBody,
  body: { firstName: 'Jeanne', lastName: 'Martin', pin: '1234', restaurantId: 1 },
  fields: {
    firstName: {
      apiPath: 'firstName',
      sent: asText,
      cases: shortTextCases('Le prénom est requis'),
    },
    lastName: { apiPath: 'lastName', sent: asText, cases: shortTextCases('Le nom est requis') },
    pin: {
      apiPath: 'pin',
      sent: asText,
      cases: [
        ['', 'Le code PIN est requis'],
        ['123', 'Le code PIN doit contenir de 4 à 6 chiffres'],
        [' 123456 ', null],
        ['1234567', 'Le code PIN doit contenir de 4 à 6 chiffres'],
        ['12a4', 'Le code PIN doit contenir de 4 à 6 chiffres'],
      ],
    },
    contractNbHours: {
      apiPath: 'contractNbHours',
      sent: asOptionalNumber,
      cases: [
        ['', null],
        ['0', null],
        ['80', null],
        ['81', "Le nombre d'heures doit être un entier entre 0 et 80"],
        ['-1', "Le nombre d'heures doit être un entier entre 0 et 80"],
        ['35,5', "Le nombre d'heures doit être un entier entre 0 et 80"],
      ],
    },
  },
});

const password = (min: number): Case[] => [
  ['', 'Le mot de passe est requis'],
  [x(min - 1), `Le mot de passe doit contenir au moins ${min} caractères`],
  [x(min), null],
  [x(256), null],
  [x(257), '256 caractères au plus'],
];

parity('the login form', {
  form: loginSchema,
  values: { email: 'jeanne@exemple.fr', password: 'secret-123' },
  api: LoginBody,
  body: { email: 'jeanne@exemple.fr', password: 'secret-123' },
  fields: {
    // The address's shape is the server's to judge at sign-in (its answer names no account).
    email: {
      apiPath: 'email',
      sent: asText,
      cases: [
        ['', "L'email est requis"],
        ['jeanne', null],
        [`${x(245)}@exemple.fr`, '254 caractères au plus'],
      ],
    },
    password: {
      apiPath: 'password',
      sent: asText,
      cases: [
        ['', 'Le mot de passe est requis'],
        ['1', null],
        [x(257), '256 caractères au plus'],
      ],
    },
  },
});

parity('the signup form', {
  form: signupSchema,
  values: {
    enseigneName: 'Les Halles',
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: 'jeanne@exemple.fr',
    password: 'secret-123',
    confirmPassword: 'secret-123',
  },
  api: SignupBody,
  body: {
    name: 'Les Halles',
    adminUser: {
      firstName: 'Jeanne',
      lastName: 'Martin',
      email: 'jeanne@exemple.fr',
      password: 'secret-123',
    },
  },
  fields: {
    enseigneName: {
      apiPath: 'name',
      sent: asText,
      cases: shortTextCases("Le nom de l'enseigne est requis"),
    },
    firstName: {
      apiPath: 'adminUser.firstName',
      sent: asText,
      cases: shortTextCases('Le prénom est requis'),
    },
    lastName: {
      apiPath: 'adminUser.lastName',
      sent: asText,
      cases: shortTextCases('Le nom est requis'),
    },
    email: { apiPath: 'adminUser.email', sent: asText, cases: emailCases },
    password: { apiPath: 'adminUser.password', sent: asText, cases: password(8) },
  },
});

parity('the invitation form (accepting it)', {
  form: acceptSchema,
  values: {
    firstName: 'Paul',
    lastName: 'Durand',
    password: 'secret',
    confirmPassword: 'secret',
  },
  api: AcceptInvitationBody,
  body: { firstName: 'Paul', lastName: 'Durand', password: 'secret' },
  fields: {
    firstName: {
      apiPath: 'firstName',
      sent: asText,
      cases: shortTextCases('Le prénom est requis'),
    },
    lastName: { apiPath: 'lastName', sent: asText, cases: shortTextCases('Le nom est requis') },
    password: { apiPath: 'password', sent: asText, cases: password(6) },
  },
});

parity('the invitation form (inviting a manager)', {
  form: inviteSchemas.MANAGER,
  values: { email: 'manager@exemple.fr' },
  api: CreateInvitationBody,
  body: { email: 'manager@exemple.fr' },
  fields: { email: { apiPath: 'email', sent: asText, cases: emailCases } },
});

parity('the settings: profile', {
  form: profileSchema,
  values: { firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@exemple.fr', phone: '' },
  api: UpdateProfileBody,
  body: { firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@exemple.fr' },
  fields: {
    firstName: {
      apiPath: 'firstName',
      sent: asText,
      cases: shortTextCases('Le prénom est requis'),
    },
    lastName: { apiPath: 'lastName', sent: asText, cases: shortTextCases('Le nom est requis') },
    email: { apiPath: 'email', sent: asText, cases: emailCases },
    phone: {
      apiPath: 'phone',
      sent: asText,
      cases: [
        ['', null],
        [x(201), '200 caractères au plus'],
      ],
    },
  },
});

parity('the settings: password', {
  form: passwordSchema,
  values: {
    currentPassword: 'ancien-123',
    newPassword: 'nouveau-123',
    confirmPassword: 'nouveau-123',
  },
  api: ChangePasswordBody,
  body: { currentPassword: 'ancien-123', newPassword: 'nouveau-123' },
  fields: {
    currentPassword: {
      apiPath: 'currentPassword',
      sent: asText,
      cases: [
        ['', 'Le mot de passe actuel est requis'],
        [x(257), '256 caractères au plus'],
      ],
    },
    newPassword: { apiPath: 'newPassword', sent: asText, cases: password(8) },
  },
});
