// The demo chain's catalogue (docs/areas/catalogue.md): nine external suppliers and the chain's
// laboratory, about a hundred products and a hundred and sixty articles as a French kitchen buys
// them (a primeur's 'Colis 5 kg', a butcher's 'Carton 40 × 125 g', a cave's 'Carton de 6'), herbs
// bought by the botte and salads by the piece but counted in grams, five months of price moves.
// Written in one pass of multi-row inserts inside the chain's seeding transaction: every demo
// database (`npm start`, each test file, each end-to-end run) pays for it.
import {
  CATEGORY_PRESETS,
  conversionRuleErrors,
  deliveryFlagsOf,
  isSupplierDelayDays,
  packagingQuantityError,
  packagingUnitError,
  roundCents,
  type BaseUnit,
  type ConversionRuleLike,
  type PackagingType,
  type ProductCategory,
  type SupplierDelayDays,
  type TemperatureCategory,
  type Unit,
  type VatCode,
  type Weekday,
} from '@bo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { seededRandom } from './seed-hygiene.ts';
import {
  articlePriceChanges,
  articleRestaurants,
  articles,
  articleTags,
  conversionRules,
  labRestaurants,
  packagings,
  productRestaurants,
  products,
  productStorageSpaces,
  productTags,
  restaurants,
  supplierRestaurants,
  suppliers,
  surfaces,
  tags,
  zones,
} from './schema.ts';
import type { Tx } from './tx.ts';

/** A packaging as written on a delivery note: its name, quantity and unit. */
export type SeedPack = readonly [name: string, quantity: number, unit: Unit];
/** sourceQuantity sourceUnit = targetQuantity targetUnit, and why. */
export type SeedRule = readonly [
  sourceQuantity: number,
  sourceUnit: Unit,
  targetQuantity: number,
  targetUnit: Unit,
  notes: string,
];

export interface SeedSupplier {
  /** Prefixes its articles' references (PRM-1001) and names it as a seller below. */
  code: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  minOrderAmount: number;
  deliveryDelayDays: SupplierDelayDays;
  deliveryDays: Weekday[];
  /** Names of the chain's restaurants it delivers. */
  restaurants: string[];
}

export interface SeedArticle {
  /** A supplier's code, or a laboratory's (SeedCatalogue.labs). */
  seller: string;
  name: string;
  /** Today's price before VAT; the history leads up to it. */
  price: number;
  packaging: SeedPack;
  /** Default: the product's `keep` (a tin of confit travels dry, frozen steaks frozen). */
  temperature?: TemperatureCategory;
  /** Default: the product's VAT. */
  vat?: VatCode;
}

export interface SeedProduct {
  name: string;
  category: ProductCategory;
  /** Default: the category's preset (DAIRY has none: required there). */
  baseUnit?: BaseUnit;
  /** How its articles travel (FRESH, FROZEN or DRY). */
  keep: TemperatureCategory;
  /** Which storage surface holds it; default: cold when FRESH, dry when DRY, none when FROZEN. */
  store?: 'dry' | 'cold' | 'none';
  /** Default: VAT_5_5, VAT_20 for an ITEM. */
  vat?: VatCode;
  tags?: string[];
  /** Default: the first article's packaging that counts in the base unit's family. */
  storage?: SeedPack;
  inventory?: SeedPack;
  rules?: SeedRule[];
  /** 'restaurants': not the laboratories (drinks, bread, what the laboratory makes). */
  sites?: 'all' | 'restaurants';
  /** A seller's code whose articles price the product. */
  preferred?: string;
  articles: SeedArticle[];
}

export interface SeedCatalogue {
  suppliers: SeedSupplier[];
  /** The chain's laboratories selling articles: code → restaurant name. */
  labs: Record<string, string>;
  /** Names of the storage surfaces (flagged isStorageArea) products are placed on. */
  storageSpaces: { dry: string; cold: string };
  products: SeedProduct[];
}

function article(
  seller: string,
  name: string,
  price: number,
  packaging: SeedPack,
  more: Pick<SeedArticle, 'temperature' | 'vat'> = {},
): SeedArticle {
  return { seller, name, price, packaging, ...more };
}

function inCategory(category: ProductCategory, list: Omit<SeedProduct, 'category'>[]) {
  return list.map((p): SeedProduct => ({ ...p, category }));
}

const BISTROT = 'Le Bistrot du Port';
const HALLES = 'La Table des Halles';
const COMPTOIR = 'Le Comptoir Lyonnais';
const LAB = 'Laboratoire Central';

const a = article;
const botte = (grams: number): SeedRule => [1, 'PIECE', grams, 'G', 'Une botte'];
const bottle75: SeedRule = [1, 'PIECE', 750, 'ML', 'Une bouteille de 75 cL'];
const piece = (grams: number, what: string): SeedRule => [1, 'PIECE', grams, 'G', what];

const VEGETABLES = inCategory('VEGETABLE', [
  {
    name: 'Pomme de terre Agata',
    keep: 'DRY',
    articles: [
      a('PRM', 'Pomme de terre Agata 40/60', 9.8, ['Sac 10 kg', 10, 'KG']),
      a('GRO', 'Pommes de terre de consommation', 14.5, ['Sac 25 kg', 25, 'KG']),
    ],
  },
  {
    name: 'Carotte',
    keep: 'DRY',
    articles: [
      a('PRM', 'Carotte des sables', 7.2, ['Colis 5 kg', 5, 'KG']),
      a('GRO', 'Carotte lavée', 8.9, ['Sac 10 kg', 10, 'KG']),
    ],
  },
  {
    name: 'Oignon jaune',
    keep: 'DRY',
    articles: [
      a('PRM', 'Oignon jaune cal. 60/80', 8.9, ['Filet 10 kg', 10, 'KG']),
      a('GRO', 'Oignon jaune', 5.2, ['Filet 5 kg', 5, 'KG']),
    ],
  },
  {
    name: 'Échalote',
    keep: 'DRY',
    articles: [
      a('PRM', 'Échalote longue', 7.4, ['Filet 2 kg', 2, 'KG']),
      a('GRO', 'Échalote', 4.35, ['Filet 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Ail',
    keep: 'DRY',
    articles: [
      a('PRM', 'Ail blanc de Lomagne', 7.6, ['Filet 1 kg', 1, 'KG']),
      a('GRO', 'Ail violet', 4.1, ['Filet 500 g', 500, 'G']),
    ],
  },
  {
    name: 'Tomate grappe',
    keep: 'DRY',
    articles: [
      a('PRM', 'Tomate grappe cat. I', 16.2, ['Colis 6 kg', 6, 'KG']),
      a('GRO', 'Tomate grappe', 15.9, ['Colis 5 kg', 5, 'KG']),
    ],
  },
  {
    name: 'Tomate cerise',
    keep: 'DRY',
    store: 'cold',
    inventory: ['Barquette 250 g', 250, 'G'],
    articles: [a('PRM', 'Tomate cerise rouge', 14.4, ['Carton 12 × 250 g', 3, 'KG'])],
  },
  {
    name: 'Courgette',
    keep: 'DRY',
    store: 'cold',
    tags: ['Bio'],
    articles: [
      a('PRM', 'Courgette verte bio', 12.5, ['Colis 5 kg', 5, 'KG']),
      a('GRO', 'Courgette verte bio', 13.9, ['Colis 5 kg', 5, 'KG']),
    ],
  },
  {
    name: 'Aubergine',
    keep: 'DRY',
    articles: [a('PRM', 'Aubergine cat. I', 11, ['Colis 5 kg', 5, 'KG'])],
  },
  {
    name: 'Poivron rouge',
    keep: 'DRY',
    articles: [
      a('PRM', 'Poivron rouge cat. I', 14.75, ['Colis 5 kg', 5, 'KG']),
      a('GRO', 'Poivron rouge', 3.4, ['Sachet 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Champignon de Paris',
    keep: 'DRY',
    store: 'cold',
    articles: [
      a('PRM', 'Champignon de Paris blanc', 7.6, ['Caisse 2 kg', 2, 'KG']),
      a('GRO', 'Champignon de Paris émincé', 2.45, ['Barquette 500 g', 500, 'G']),
    ],
  },
  {
    name: 'Salade batavia',
    keep: 'DRY',
    store: 'cold',
    rules: [piece(400, 'Une salade')],
    storage: ['Cagette de 12', 4.8, 'KG'],
    inventory: ['Pièce', 1, 'PIECE'],
    articles: [
      a('PRM', 'Batavia blonde', 9.6, ['Colis de 12', 12, 'PIECE']),
      a('GRO', 'Batavia', 0.95, ['Pièce', 1, 'PIECE']),
    ],
  },
  {
    name: 'Salade mélangée',
    keep: 'DRY',
    store: 'cold',
    articles: [
      a('PRM', 'Mesclun', 8.9, ['Caisse 1 kg', 1, 'KG']),
      a('GRO', 'Salade mélangée', 5.4, ['Sachet 500 g', 500, 'G']),
    ],
  },
  {
    name: 'Persil plat',
    keep: 'DRY',
    store: 'cold',
    rules: [botte(80)],
    storage: ['Botte de 80 g', 80, 'G'],
    inventory: ['Botte', 1, 'PIECE'],
    articles: [
      a('PRM', 'Persil plat', 0.85, ['Botte', 1, 'PIECE']),
      a('GRO', 'Persil plat', 8.2, ['Carton de 10 bottes', 10, 'PIECE']),
    ],
  },
  {
    name: 'Ciboulette',
    keep: 'DRY',
    store: 'cold',
    rules: [botte(50)],
    storage: ['Botte de 50 g', 50, 'G'],
    inventory: ['Botte', 1, 'PIECE'],
    articles: [a('PRM', 'Ciboulette', 0.95, ['Botte', 1, 'PIECE'])],
  },
  {
    name: 'Basilic',
    keep: 'DRY',
    store: 'cold',
    rules: [botte(60)],
    storage: ['Barquette 100 g', 100, 'G'],
    articles: [
      a('PRM', 'Basilic grand vert', 1.45, ['Botte', 1, 'PIECE']),
      a('GRO', 'Basilic', 3.2, ['Barquette 100 g', 100, 'G']),
    ],
  },
  {
    name: 'Coriandre',
    keep: 'DRY',
    store: 'cold',
    rules: [botte(70)],
    storage: ['Botte de 70 g', 70, 'G'],
    articles: [a('PRM', 'Coriandre', 0.9, ['Botte', 1, 'PIECE'])],
  },
  {
    name: 'Citron jaune',
    keep: 'DRY',
    articles: [
      a('PRM', 'Citron jaune Primofiori', 12.5, ['Colis 5 kg', 5, 'KG']),
      a('GRO', 'Citron jaune', 3.1, ['Filet 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Pomme Golden',
    keep: 'DRY',
    articles: [a('PRM', 'Pomme Golden cat. I', 11.4, ['Plateau 6 kg', 6, 'KG'])],
  },
  {
    name: 'Avocat Hass',
    keep: 'DRY',
    rules: [piece(200, 'Un avocat calibre 18')],
    storage: ['Plateau 4 kg', 4, 'KG'],
    inventory: ['Pièce', 1, 'PIECE'],
    articles: [
      a('PRM', 'Avocat Hass cal. 18', 18, ['Plateau de 20', 20, 'PIECE']),
      a('GRO', 'Avocat Hass', 6.9, ['Filet de 6', 6, 'PIECE']),
    ],
  },
  {
    name: 'Frites allumettes',
    keep: 'FROZEN',
    articles: [a('GRO', 'Frites allumettes 9 mm', 19.9, ['Carton 4 × 2,5 kg', 10, 'KG'])],
  },
  {
    name: 'Framboise surgelée',
    keep: 'FROZEN',
    articles: [a('GRO', 'Framboises entières IQF', 9.8, ['Sachet 1 kg', 1, 'KG'])],
  },
  {
    name: 'Lentilles vertes',
    keep: 'DRY',
    tags: ['Bio', 'Sans gluten', 'Végétarien'],
    articles: [a('GRO', 'Lentilles vertes bio', 17.5, ['Sac 5 kg', 5, 'KG'])],
  },
  {
    name: 'Riz basmati',
    keep: 'DRY',
    tags: ['Sans gluten'],
    articles: [a('GRO', 'Riz basmati', 11.4, ['Sac 5 kg', 5, 'KG'])],
  },
  {
    name: 'Penne rigate',
    keep: 'DRY',
    articles: [a('GRO', 'Penne rigate', 8.75, ['Sac 5 kg', 5, 'KG'])],
  },
  {
    name: 'Farine de blé T55',
    keep: 'DRY',
    articles: [
      a('GRO', 'Farine de blé T55', 17.5, ['Sac 25 kg', 25, 'KG']),
      a('BOU', 'Farine T55 de meunerie', 9.8, ['Sac 10 kg', 10, 'KG']),
    ],
  },
  {
    name: 'Sucre en poudre',
    keep: 'DRY',
    articles: [a('GRO', 'Sucre en poudre', 11.9, ['Carton 10 × 1 kg', 10, 'KG'])],
  },
  {
    name: 'Chocolat noir 70 %',
    keep: 'DRY',
    articles: [
      a('GRO', 'Pistoles chocolat noir 70 %', 39.9, ['Sac 2,5 kg', 2.5, 'KG']),
      a('BOU', 'Chocolat de couverture 70 %', 19.8, ['Sachet 1 kg', 1, 'KG']),
    ],
  },
  {
    name: "Huile d'olive vierge extra",
    keep: 'DRY',
    baseUnit: 'ML',
    inventory: ['Bouteille 75 cL', 75, 'CL'],
    articles: [
      a('GRO', "Huile d'olive vierge extra", 42.5, ['Bidon 5 L', 5, 'L']),
      a('GRO', "Huile d'olive vierge extra (bouteilles)", 33.6, ['Carton 6 × 75 cL', 450, 'CL']),
      a('CAV', "Huile d'olive AOP de Provence", 14.9, ['Bouteille 75 cL', 75, 'CL']),
    ],
  },
  {
    name: 'Huile de tournesol',
    keep: 'DRY',
    baseUnit: 'ML',
    articles: [a('GRO', 'Huile de tournesol spéciale friture', 47.5, ['Bidon 25 L', 25, 'L'])],
  },
  {
    // Counted in bottles: a recipe's 10 cL is a fifth of a bottle.
    name: 'Huile de noix',
    keep: 'DRY',
    baseUnit: 'PIECE',
    rules: [[1, 'L', 2, 'PIECE', 'Bouteille de 50 cL']],
    storage: ['Bouteille 50 cL', 1, 'PIECE'],
    articles: [
      a('GRO', 'Huile de noix vierge 50 cL', 41.4, ['Carton de 6', 6, 'PIECE']),
      a('CAV', 'Huile de noix du Périgord', 13.5, ['Bidon 1 L', 1, 'L']),
    ],
  },
  {
    name: 'Vinaigre de vin rouge',
    keep: 'DRY',
    baseUnit: 'ML',
    articles: [a('GRO', 'Vinaigre de vin rouge', 1.95, ['Bouteille 1 L', 1, 'L'])],
  },
  {
    name: 'Sauce tomate maison',
    keep: 'FRESH',
    vat: 'VAT_10',
    tags: ['Fait maison', 'Végétarien'],
    sites: 'restaurants',
    articles: [a('LAB', 'Sauce tomate cuisinée', 9.25, ['Bac 2,5 kg', 2.5, 'KG'])],
  },
  {
    name: 'Pesto au basilic',
    keep: 'FRESH',
    vat: 'VAT_10',
    tags: ['Fait maison', 'Végétarien'],
    sites: 'restaurants',
    articles: [a('LAB', 'Pesto basilic', 8.6, ['Pot 500 g', 500, 'G'])],
  },
  {
    name: 'Vinaigrette maison',
    keep: 'FRESH',
    baseUnit: 'ML',
    vat: 'VAT_10',
    tags: ['Fait maison', 'Sans gluten', 'Végétarien'],
    sites: 'restaurants',
    articles: [a('LAB', 'Vinaigrette moutarde', 4.2, ['Bouteille 1 L', 1, 'L'])],
  },
]);

const MEATS = inCategory('MEAT', [
  {
    name: 'Filet de poulet',
    keep: 'FRESH',
    preferred: 'VOL',
    articles: [
      a('BCH', 'Filet de poulet jaune', 42.5, ['Colis 5 kg', 5, 'KG']),
      a('VOL', 'Filet de poulet fermier de Bresse', 27.9, ['Colis 2,5 kg', 2.5, 'KG']),
      a('GRO', 'Filet de poulet', 19.8, ['Sachet 2,5 kg', 2.5, 'KG']),
    ],
  },
  {
    name: 'Poulet fermier entier',
    keep: 'FRESH',
    rules: [piece(1800, 'Un poulet effilé')],
    storage: ['Carton de 4', 7.2, 'KG'],
    inventory: ['Pièce', 1, 'PIECE'],
    articles: [
      a('VOL', 'Poulet fermier de Bresse', 14.9, ['Pièce', 1, 'PIECE']),
      a('BCH', 'Poulet fermier Label Rouge', 44, ['Carton de 4', 4, 'PIECE']),
    ],
  },
  {
    name: 'Magret de canard',
    keep: 'FRESH',
    rules: [piece(350, 'Un magret')],
    storage: ['Carton de 6', 2.1, 'KG'],
    articles: [
      a('VOL', 'Magret de canard du Sud-Ouest', 39.6, ['Carton de 6', 6, 'PIECE']),
      a('GRO', 'Magret de canard', 21.9, ['Sous-vide 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Cuisse de canard confite',
    keep: 'FRESH',
    rules: [piece(280, 'Une cuisse')],
    storage: ['Boîte de 4', 1.1, 'KG'],
    articles: [
      a('GRO', 'Cuisses de canard confites', 13.9, ['Boîte de 4', 4, 'PIECE'], {
        temperature: 'DRY',
      }),
      a('VOL', 'Cuisse de canard confite', 21.5, ['Seau 2 kg', 2, 'KG']),
    ],
  },
  {
    name: 'Steak haché 15 %',
    keep: 'FRESH',
    rules: [piece(125, 'Un steak de 125 g')],
    inventory: ['Steak 125 g', 1, 'PIECE'],
    articles: [
      a('BCH', 'Steak haché frais 15 % MG', 46, ['Carton 40 × 125 g', 5, 'KG']),
      a('GRO', 'Steak haché 15 % MG surgelé', 16.8, ['Carton de 20', 20, 'PIECE'], {
        temperature: 'FROZEN',
      }),
    ],
  },
  {
    name: 'Bœuf à bourguignon',
    keep: 'FRESH',
    articles: [
      a('BCH', 'Paleron de bœuf en cubes', 64.5, ['Colis 5 kg', 5, 'KG']),
      a('GRO', 'Bœuf à bourguignon', 31.9, ['Sous-vide 2,5 kg', 2.5, 'KG']),
    ],
  },
  {
    name: 'Entrecôte de bœuf',
    keep: 'FRESH',
    articles: [a('BCH', 'Entrecôte charolaise', 79.5, ['Pièce sous vide 3 kg', 3, 'KG'])],
  },
  {
    name: 'Épaule de veau',
    keep: 'FRESH',
    articles: [a('BCH', 'Épaule de veau désossée', 56.4, ['Colis 3 kg', 3, 'KG'])],
  },
  {
    name: 'Lardons fumés',
    keep: 'FRESH',
    articles: [
      a('BCH', 'Lardons fumés', 8.9, ['Sachet 1 kg', 1, 'KG']),
      a('GRO', 'Lardons fumés', 7.95, ['Sachet 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Jambon blanc',
    keep: 'FRESH',
    articles: [
      a('BCH', 'Jambon blanc supérieur', 47.5, ['Pièce 5 kg', 5, 'KG']),
      a('GRO', 'Jambon blanc tranché', 11.2, ['Barquette 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Saumon frais',
    keep: 'FRESH',
    articles: [
      a('MAR', 'Filet de saumon Label Rouge', 28.35, ['Filet 1,5 kg', 1.5, 'KG']),
      a('GRO', 'Filet de saumon', 51.9, ['Colis 3 kg', 3, 'KG']),
    ],
  },
  {
    name: 'Dos de cabillaud',
    keep: 'FRESH',
    articles: [a('MAR', 'Dos de cabillaud sans peau', 39.8, ['Colis 2 kg', 2, 'KG'])],
  },
  {
    name: 'Crevettes cuites',
    keep: 'FRESH',
    tags: ['Sans gluten'],
    articles: [
      a('MAR', 'Crevettes cuites 40/60', 15.9, ['Colis 1 kg', 1, 'KG']),
      a('GRO', 'Crevettes cuites décortiquées', 12.4, ['Sachet 1 kg', 1, 'KG'], {
        temperature: 'FROZEN',
      }),
    ],
  },
  {
    name: 'Moules de bouchot',
    keep: 'FRESH',
    articles: [a('MAR', 'Moules de bouchot', 17.5, ['Sac 5 kg', 5, 'KG'])],
  },
  {
    name: 'Dorade royale',
    keep: 'FRESH',
    rules: [piece(400, 'Une dorade 300/400')],
    storage: ['Caisse de 10', 4, 'KG'],
    inventory: ['Pièce', 1, 'PIECE'],
    articles: [a('MAR', 'Dorade royale 300/400', 52, ['Caisse de 10', 10, 'PIECE'])],
  },
  {
    name: 'Fond brun de veau',
    keep: 'FRESH',
    baseUnit: 'ML',
    vat: 'VAT_10',
    tags: ['Fait maison'],
    sites: 'restaurants',
    articles: [a('LAB', 'Fond brun de veau', 18.5, ['Seau 5 L', 5, 'L'])],
  },
  {
    name: 'Fond blanc de volaille',
    keep: 'FRESH',
    baseUnit: 'ML',
    vat: 'VAT_10',
    tags: ['Fait maison'],
    sites: 'restaurants',
    articles: [a('LAB', 'Fond blanc de volaille', 14.2, ['Seau 5 L', 5, 'L'])],
  },
  {
    name: 'Jus de veau corsé',
    keep: 'FRESH',
    baseUnit: 'ML',
    vat: 'VAT_10',
    tags: ['Fait maison'],
    sites: 'restaurants',
    articles: [a('LAB', 'Jus de veau corsé', 7.9, ['Bocal 1 L', 1, 'L'])],
  },
]);

const DAIRIES = inCategory('DAIRY', [
  {
    name: 'Beurre doux 82 %',
    keep: 'FRESH',
    baseUnit: 'G',
    inventory: ['Plaquette 250 g', 250, 'G'],
    articles: [
      a('LAI', 'Beurre doux AOP Isigny', 94, ['Carton 40 × 250 g', 10, 'KG']),
      a('GRO', 'Beurre doux', 10.4, ['Plaquette 1 kg', 1, 'KG']),
      a('BOU', 'Beurre de tourage', 38.5, ['Carton 4 × 1 kg', 4, 'KG']),
    ],
  },
  {
    name: 'Crème liquide 35 %',
    keep: 'FRESH',
    baseUnit: 'ML',
    inventory: ['Brique 1 L', 1, 'L'],
    articles: [
      a('LAI', 'Crème fraîche liquide 35 % MG', 4.35, ['Brique 1 L', 1, 'L']),
      a('GRO', 'Crème liquide UHT 35 % MG', 24.9, ['Carton 6 × 1 L', 6, 'L']),
    ],
  },
  {
    name: 'Crème fraîche épaisse',
    keep: 'FRESH',
    baseUnit: 'G',
    rules: [[1, 'L', 1000, 'G', 'Densité proche de 1']],
    articles: [
      a('LAI', "Crème fraîche épaisse d'Isigny", 21.5, ['Seau 5 kg', 5, 'KG']),
      a('GRO', 'Crème fraîche épaisse', 5.3, ['Pot 1 L', 1, 'L']),
    ],
  },
  {
    name: 'Lait entier',
    keep: 'FRESH',
    baseUnit: 'ML',
    articles: [
      a('LAI', 'Lait entier microfiltré', 6.9, ['Pack 6 × 1 L', 6, 'L']),
      a('GRO', 'Lait entier UHT', 6.3, ['Pack 6 × 1 L', 6, 'L']),
    ],
  },
  {
    name: 'Œufs plein air',
    keep: 'FRESH',
    baseUnit: 'PIECE',
    preferred: 'LAI',
    articles: [
      a('LAI', 'Œufs plein air Ferme des Prés', 8.4, ['Plateau de 30', 30, 'PIECE']),
      a('GRO', 'Œufs plein air calibre M', 41.4, ['Carton de 180', 180, 'PIECE']),
      a('PRM', 'Œufs fermiers plein air', 9.3, ['Plateau de 30', 30, 'PIECE']),
    ],
  },
  {
    name: 'Mozzarella',
    keep: 'FRESH',
    baseUnit: 'G',
    rules: [piece(125, 'Une boule')],
    inventory: ['Boule 125 g', 1, 'PIECE'],
    articles: [
      a('LAI', 'Mozzarella di latte', 9.9, ['Sachet de 10 boules', 10, 'PIECE']),
      a('GRO', 'Mozzarella en bloc', 8.4, ['Bloc 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Comté 18 mois',
    keep: 'FRESH',
    baseUnit: 'G',
    articles: [a('LAI', 'Comté AOP 18 mois', 44.75, ['Portion 2,5 kg', 2.5, 'KG'])],
  },
  {
    name: 'Parmesan',
    keep: 'FRESH',
    baseUnit: 'G',
    articles: [
      a('LAI', 'Parmigiano Reggiano 24 mois', 19.6, ['Pointe 1 kg', 1, 'KG']),
      a('GRO', 'Parmesan râpé', 16.9, ['Sachet 1 kg', 1, 'KG']),
    ],
  },
  {
    name: 'Emmental râpé',
    keep: 'FRESH',
    baseUnit: 'G',
    articles: [
      a('LAI', 'Emmental français râpé', 8.2, ['Sachet 1 kg', 1, 'KG']),
      a('GRO', 'Emmental râpé', 17.9, ['Sachet 2,5 kg', 2.5, 'KG']),
    ],
  },
  {
    name: 'Bûche de chèvre',
    keep: 'FRESH',
    baseUnit: 'G',
    articles: [a('LAI', 'Bûche de chèvre affinée', 12.8, ['Bûche 1 kg', 1, 'KG'])],
  },
  {
    name: 'Yaourt nature',
    keep: 'FRESH',
    baseUnit: 'PIECE',
    articles: [a('LAI', 'Yaourt nature au lait entier', 11.5, ['Carton de 48', 48, 'PIECE'])],
  },
  {
    name: 'Glace vanille',
    keep: 'FROZEN',
    baseUnit: 'ML',
    articles: [
      a('GRO', 'Crème glacée vanille', 24.9, ['Bac 5 L', 5, 'L']),
      a('LAI', 'Glace vanille Bourbon', 13.8, ['Bac 2,5 L', 2.5, 'L']),
    ],
  },
  {
    name: 'Sauce béarnaise',
    keep: 'FRESH',
    baseUnit: 'G',
    vat: 'VAT_10',
    tags: ['Fait maison'],
    sites: 'restaurants',
    articles: [a('LAB', 'Sauce béarnaise', 11.8, ['Poche 1 kg', 1, 'KG'])],
  },
  {
    name: 'Crème brûlée',
    keep: 'FRESH',
    baseUnit: 'PIECE',
    vat: 'VAT_10',
    tags: ['Fait maison', 'Sans gluten'],
    sites: 'restaurants',
    articles: [a('LAB', 'Crème brûlée vanille', 15.6, ['Plaque de 12', 12, 'PIECE'])],
  },
  {
    name: 'Mousse au chocolat',
    keep: 'FRESH',
    baseUnit: 'G',
    vat: 'VAT_10',
    tags: ['Fait maison', 'Sans gluten'],
    sites: 'restaurants',
    articles: [a('LAB', 'Mousse au chocolat noir', 13.4, ['Bac 1 kg', 1, 'KG'])],
  },
  {
    name: 'Panna cotta fruits rouges',
    keep: 'FRESH',
    baseUnit: 'PIECE',
    vat: 'VAT_10',
    tags: ['Fait maison', 'Sans gluten'],
    sites: 'restaurants',
    articles: [a('LAB', 'Panna cotta fruits rouges', 13.2, ['Carton de 12', 12, 'PIECE'])],
  },
  {
    // Counted in slices: the laboratory's tart and the baker's are the same eight.
    name: 'Tarte au citron meringuée',
    keep: 'FRESH',
    baseUnit: 'PIECE',
    sites: 'restaurants',
    preferred: 'LAB',
    articles: [
      a('LAB', 'Tarte au citron meringuée', 14.4, ['Tarte 8 parts', 8, 'PIECE'], {
        vat: 'VAT_10',
      }),
      a('BOU', 'Tarte citron meringuée', 18.5, ['Tarte 8 parts', 8, 'PIECE']),
    ],
  },
]);

const DRINKS = inCategory('DRINK', [
  {
    name: 'Eau minérale plate',
    keep: 'DRY',
    sites: 'restaurants',
    inventory: ['Bouteille 1,5 L', 1.5, 'L'],
    articles: [
      a('CAV', 'Eau minérale naturelle', 2.95, ['Pack 6 × 1,5 L', 9, 'L']),
      a('GRO', 'Eau de source', 2.64, ['Pack 6 × 1,5 L', 9, 'L']),
    ],
  },
  {
    name: 'Eau gazeuse',
    keep: 'DRY',
    sites: 'restaurants',
    rules: [bottle75],
    storage: ['Carton de 12', 9, 'L'],
    articles: [
      a('CAV', 'Eau minérale gazeuse 75 cL', 9.6, ['Carton de 12', 12, 'PIECE']),
      a('GRO', 'Eau gazeuse 1 L', 5.4, ['Pack 6 × 1 L', 6, 'L']),
    ],
  },
  {
    name: 'Cola 33 cL',
    keep: 'DRY',
    sites: 'restaurants',
    rules: [[1, 'PIECE', 330, 'ML', 'Une canette de 33 cL']],
    storage: ['Pack 24 × 33 cL', 792, 'CL'],
    inventory: ['Canette', 1, 'PIECE'],
    articles: [
      a('CAV', 'Coca-Cola canette 33 cL', 16.8, ['Pack de 24', 24, 'PIECE']),
      a('GRO', 'Coca-Cola 33 cL', 14.9, ['Pack 24 × 33 cL', 792, 'CL']),
    ],
  },
  {
    name: "Jus d'orange",
    keep: 'DRY',
    sites: 'restaurants',
    articles: [
      a('CAV', "Pur jus d'orange", 13.2, ['Carton 6 × 1 L', 6, 'L']),
      a('GRO', "Jus d'orange à base de concentré", 1.65, ['Brique 1 L', 1, 'L']),
    ],
  },
  {
    name: 'Limonade artisanale',
    keep: 'DRY',
    sites: 'restaurants',
    rules: [[1, 'PIECE', 330, 'ML', 'Une bouteille de 33 cL']],
    storage: ['Carton 12 × 33 cL', 396, 'CL'],
    articles: [a('CAV', 'Limonade artisanale 33 cL', 14.4, ['Carton de 12', 12, 'PIECE'])],
  },
  {
    name: 'Sirop de grenadine',
    keep: 'DRY',
    sites: 'restaurants',
    articles: [
      a('CAV', 'Sirop de grenadine', 4.6, ['Bouteille 1 L', 1, 'L']),
      a('GRO', 'Sirop de grenadine', 3.95, ['Bouteille 1 L', 1, 'L']),
    ],
  },
  {
    name: 'Côtes-du-Rhône rouge',
    keep: 'DRY',
    vat: 'VAT_20',
    sites: 'restaurants',
    rules: [bottle75],
    storage: ['Carton 6 × 75 cL', 4.5, 'L'],
    inventory: ['Bouteille', 1, 'PIECE'],
    articles: [
      a('CAV', 'Côtes-du-Rhône AOC rouge 2023', 35.7, ['Carton de 6', 6, 'PIECE']),
      a('GRO', 'Côtes-du-Rhône rouge', 31.2, ['Carton de 6', 6, 'PIECE']),
    ],
  },
  {
    name: 'Sauvignon blanc',
    keep: 'DRY',
    vat: 'VAT_20',
    sites: 'restaurants',
    rules: [bottle75],
    storage: ['Carton 6 × 75 cL', 4.5, 'L'],
    inventory: ['Bouteille', 1, 'PIECE'],
    articles: [a('CAV', 'Touraine Sauvignon AOC 2024', 32.4, ['Carton de 6', 6, 'PIECE'])],
  },
  {
    name: 'Champagne brut',
    keep: 'DRY',
    vat: 'VAT_20',
    sites: 'restaurants',
    rules: [bottle75],
    storage: ['Carton 6 × 75 cL', 4.5, 'L'],
    articles: [a('CAV', 'Champagne brut AOC', 129, ['Carton de 6', 6, 'PIECE'])],
  },
  {
    name: 'Bière blonde pression',
    keep: 'DRY',
    vat: 'VAT_20',
    sites: 'restaurants',
    articles: [
      a('CAV', 'Bière blonde 5 % en fût', 92, ['Fût 30 L', 30, 'L']),
      a('GRO', 'Bière blonde en fût', 78.5, ['Fût 20 L', 20, 'L']),
    ],
  },
  {
    name: 'Vin blanc de cuisine',
    keep: 'DRY',
    vat: 'VAT_20',
    articles: [a('GRO', 'Vin blanc sec pour la cuisine', 24, ['Bag-in-box 10 L', 10, 'L'])],
  },
  {
    name: 'Café en grains',
    keep: 'DRY',
    baseUnit: 'G',
    sites: 'restaurants',
    articles: [
      a('GRO', 'Café en grains 100 % arabica', 14.9, ['Paquet 1 kg', 1, 'KG']),
      a('CAV', 'Café en grains torréfaction artisanale', 22.4, ['Sachet 1 kg', 1, 'KG']),
    ],
  },
]);

const ITEMS = inCategory('ITEM', [
  {
    name: 'Film alimentaire',
    keep: 'DRY',
    articles: [
      a('HYG', 'Film étirable 45 cm × 300 m', 38.4, ['Carton de 6 rouleaux', 6, 'PIECE']),
      a('GRO', 'Film alimentaire 300 m', 7.9, ['Rouleau', 1, 'PIECE']),
    ],
  },
  {
    name: 'Papier aluminium',
    keep: 'DRY',
    articles: [
      a('HYG', 'Aluminium 45 cm × 200 m', 45.6, ['Carton de 6 rouleaux', 6, 'PIECE']),
      a('GRO', 'Papier aluminium 200 m', 9.2, ['Rouleau', 1, 'PIECE']),
    ],
  },
  {
    name: 'Gants nitrile',
    keep: 'DRY',
    articles: [
      a('HYG', 'Gants nitrile bleus taille M', 6.9, ['Boîte de 100', 100, 'PIECE']),
      a('GRO', 'Gants nitrile non poudrés', 62, ['Carton de 1000', 1000, 'PIECE']),
    ],
  },
  {
    name: 'Sacs poubelle 110 L',
    keep: 'DRY',
    articles: [a('HYG', 'Sacs poubelle 110 L renforcés', 29.8, ['Carton de 200', 200, 'PIECE'])],
  },
  {
    // Counted in jerrycans, which one supplier sells by the litre.
    name: 'Liquide vaisselle',
    keep: 'DRY',
    rules: [[5, 'L', 1, 'PIECE', 'Un bidon de 5 L']],
    storage: ['Bidon 5 L', 1, 'PIECE'],
    articles: [
      a('HYG', 'Liquide vaisselle main', 34.8, ['Carton de 4 bidons', 4, 'PIECE']),
      a('GRO', 'Liquide vaisselle', 9.9, ['Bidon 5 L', 5, 'L']),
    ],
  },
  {
    name: 'Dégraissant cuisine',
    keep: 'DRY',
    articles: [
      a('HYG', 'Dégraissant contact alimentaire 750 mL', 46.8, ['Carton de 12', 12, 'PIECE']),
    ],
  },
  {
    name: 'Pastilles lave-vaisselle',
    keep: 'DRY',
    articles: [
      a('HYG', 'Pastilles lave-vaisselle professionnelles', 39.9, ['Seau de 150', 150, 'PIECE']),
      a('GRO', 'Pastilles lave-vaisselle', 24.9, ['Boîte de 100', 100, 'PIECE']),
    ],
  },
  {
    name: 'Barquette kraft à emporter',
    keep: 'DRY',
    articles: [a('HYG', 'Barquette kraft 750 mL', 54, ['Carton de 300', 300, 'PIECE'])],
  },
  {
    name: 'Serviettes papier',
    keep: 'DRY',
    articles: [
      a('HYG', 'Serviette ouate 2 plis 39 × 39', 36, ['Carton de 2000', 2000, 'PIECE']),
      a('GRO', 'Serviettes papier blanches', 10.5, ['Paquet de 500', 500, 'PIECE']),
    ],
  },
  {
    name: 'Gobelet carton 25 cL',
    keep: 'DRY',
    articles: [a('HYG', 'Gobelet carton 25 cL', 58, ['Carton de 1000', 1000, 'PIECE'])],
  },
  {
    name: 'Bobine essuie-tout',
    keep: 'DRY',
    articles: [a('HYG', 'Bobine dévidage central 450 formats', 27.9, ['Colis de 6', 6, 'PIECE'])],
  },
  {
    name: "Bandelettes de test d'huile",
    keep: 'DRY',
    articles: [
      a('HYG', 'Bandelettes de contrôle des composés polaires', 32.5, ['Boîte de 50', 50, 'PIECE']),
    ],
  },
  {
    name: 'Baguette tradition',
    keep: 'DRY',
    vat: 'VAT_5_5',
    sites: 'restaurants',
    articles: [
      a('BOU', 'Baguette de tradition', 0.95, ['Baguette', 1, 'PIECE']),
      a('GRO', 'Baguette précuite', 12.9, ['Carton de 30', 30, 'PIECE'], { temperature: 'FROZEN' }),
    ],
  },
  {
    name: 'Pain burger brioché',
    keep: 'DRY',
    vat: 'VAT_5_5',
    sites: 'restaurants',
    articles: [
      a('BOU', 'Bun brioché 80 g', 6.6, ['Sachet de 12', 12, 'PIECE']),
      a('GRO', 'Pain burger brioché', 19.9, ['Carton de 48', 48, 'PIECE']),
    ],
  },
  {
    name: 'Pain de mie',
    keep: 'DRY',
    vat: 'VAT_5_5',
    sites: 'restaurants',
    articles: [a('BOU', 'Pain de mie 1 kg', 3.8, ['Pièce', 1, 'PIECE'])],
  },
  {
    name: 'Croissant au beurre',
    keep: 'DRY',
    vat: 'VAT_5_5',
    sites: 'restaurants',
    articles: [
      a('BOU', 'Croissant au beurre', 8.5, ['Plateau de 10', 10, 'PIECE']),
      a('GRO', 'Croissant cru au beurre 70 g', 22.8, ['Carton de 60', 60, 'PIECE'], {
        temperature: 'FROZEN',
      }),
    ],
  },
]);

/** The demo chain's catalogue (DEMO_CHAIN in seed.ts). */
export const DEMO_CATALOGUE: SeedCatalogue = {
  // Phone numbers from the ranges ARCEP keeps for fiction (01 99 00, 03 53 73, 04 65 71...).
  suppliers: [
    {
      code: 'PRM',
      name: 'Primeurs du Marché',
      email: 'commandes.primeurs@example.fr',
      phone: '01 99 00 12 34',
      address: 'MIN de Rungis, bâtiment D4, 94150 Rungis',
      minOrderAmount: 80,
      deliveryDelayDays: 1,
      deliveryDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
      restaurants: [BISTROT, HALLES, COMPTOIR, LAB],
    },
    {
      code: 'BCH',
      name: 'Boucherie Centrale',
      email: 'boucherie.centrale@example.fr',
      phone: '04 65 71 20 15',
      address: '27 rue de la Villette, 69003 Lyon',
      minOrderAmount: 150,
      deliveryDelayDays: 2,
      deliveryDays: ['TUESDAY', 'THURSDAY', 'SATURDAY'],
      restaurants: [HALLES, COMPTOIR, LAB],
    },
    {
      code: 'VOL',
      name: 'Volailles de Bresse',
      email: 'volailles.bresse@example.fr',
      phone: '04 65 71 33 48',
      address: '125 route de Bourg, 01340 Montrevel-en-Bresse',
      minOrderAmount: 120,
      deliveryDelayDays: 4,
      deliveryDays: ['TUESDAY', 'FRIDAY'],
      restaurants: [HALLES, COMPTOIR],
    },
    {
      code: 'LAI',
      name: 'Laiterie Normande',
      email: 'commandes.laiterie-normande@example.fr',
      phone: '02 61 91 45 10',
      address: '3 rue du Pré-Bocage, 14400 Bayeux',
      minOrderAmount: 100,
      deliveryDelayDays: 2,
      deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      restaurants: [BISTROT, HALLES, COMPTOIR, LAB],
    },
    {
      code: 'MAR',
      name: 'Marée du Jour',
      email: 'maree-du-jour@example.fr',
      phone: '03 53 73 22 61',
      address: '14 quai Gambetta, 62200 Boulogne-sur-Mer',
      minOrderAmount: 120,
      deliveryDelayDays: 1,
      deliveryDays: ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
      restaurants: [BISTROT, HALLES],
    },
    {
      code: 'GRO',
      name: 'ProCash Grossiste',
      email: 'clients.procash@example.fr',
      phone: '01 99 00 48 70',
      address: '2 avenue du Commerce, 93200 Saint-Denis',
      minOrderAmount: 250,
      deliveryDelayDays: 3,
      deliveryDays: ['MONDAY', 'THURSDAY'],
      restaurants: [BISTROT, HALLES, COMPTOIR, LAB],
    },
    {
      code: 'CAV',
      name: 'Cave des Coteaux',
      email: 'cave.coteaux@example.fr',
      phone: '04 65 71 58 02',
      address: '9 chemin des Vignes, 69400 Villefranche-sur-Saône',
      minOrderAmount: 200,
      deliveryDelayDays: 5,
      deliveryDays: ['WEDNESDAY'],
      restaurants: [BISTROT, HALLES, COMPTOIR],
    },
    {
      code: 'BOU',
      name: 'Boulangerie Au Pain Doré',
      email: 'aupaindore@example.fr',
      phone: '01 99 00 63 19',
      address: '41 rue Montorgueil, 75002 Paris',
      minOrderAmount: 30,
      deliveryDelayDays: 1,
      deliveryDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      restaurants: [HALLES, LAB],
    },
    {
      code: 'HYG',
      name: 'Hygiène & Emballages Services',
      email: 'service-client.hes@example.fr',
      phone: '01 99 00 77 05',
      address: '6 rue Gutenberg, ZI des Bruyères, 91300 Massy',
      minOrderAmount: 150,
      deliveryDelayDays: 6,
      deliveryDays: ['THURSDAY'],
      restaurants: [BISTROT, HALLES, COMPTOIR, LAB],
    },
  ],
  labs: { LAB },
  storageSpaces: { dry: 'Étagères sèches', cold: 'Chambre froide' },
  products: [...VEGETABLES, ...MEATS, ...DAIRIES, ...DRINKS, ...ITEMS],
};

// ---- Checks: the data obeys the catalogue's rules before anything is written ----

interface ProductPlan {
  seed: SeedProduct;
  baseUnit: BaseUnit;
  vat: VatCode;
  rules: ConversionRuleLike[];
  storage: SeedPack;
}

/** The product with its defaults resolved, or an error naming what breaks a rule of the domain. */
function planProduct(p: SeedProduct): ProductPlan {
  const fail = (what: string): never => {
    throw new Error(`Seed catalogue, « ${p.name} »: ${what}`);
  };
  const baseUnit = p.baseUnit ?? CATEGORY_PRESETS[p.category].baseUnit ?? fail('unité de base');
  const rules: ConversionRuleLike[] = [];
  for (const [sourceQuantity, sourceUnit, targetQuantity, targetUnit] of p.rules ?? []) {
    const rule = { sourceQuantity, sourceUnit, targetQuantity, targetUnit };
    const errors = conversionRuleErrors(rule, { baseUnit, conversionRules: rules });
    if (Object.keys(errors).length > 0) fail(Object.values(errors).join(' '));
    rules.push(rule);
  }
  const units = { baseUnit, conversionRules: rules };
  const check = (type: PackagingType, [name, quantity, unit]: SeedPack) => {
    const error = packagingQuantityError(quantity) ?? packagingUnitError(type, unit, units);
    if (error) fail(`${type} ${name}: ${error}`);
  };
  if (p.articles.length === 0) fail('aucun article');
  for (const a of p.articles) {
    check('SUPPLIER', a.packaging);
    if (a.price <= 0 || roundCents(a.price) !== a.price) fail(`prix ${a.price}`);
  }
  const storage =
    p.storage ??
    p.articles.find((a) => packagingUnitError('STORAGE', a.packaging[2], units) === null)
      ?.packaging ??
    fail('conditionnement de stockage');
  check('STORAGE', storage);
  if (p.inventory) check('INVENTORY', p.inventory);
  return {
    seed: p,
    baseUnit,
    vat: p.vat ?? (p.category === 'ITEM' ? 'VAT_20' : 'VAT_5_5'),
    rules,
    storage,
  };
}

// ---- Price history ----

const DAY = 86_400_000;
/** The mercuriale starts about five months before the seeding. */
const HISTORY_DAYS = 150;

interface PricePoint {
  price: number;
  at: Date;
}

/**
 * An article's prices from its creation to `current` today: created about five months ago, then
 * one to four moves of 2 to 15 % (rises twice as often as falls) on distinct later days, each in
 * the morning. Built backwards from today's price so the article's price is the history's last.
 */
function priceHistory(current: number, random: () => number, now: Date): PricePoint[] {
  const createdDaysAgo = HISTORY_DAYS - 10 + Math.floor(random() * 20);
  const moves = 1 + Math.floor(random() * 4);
  // The first move a week after the creation at the earliest, the last one yesterday.
  const daysAgo = new Set<number>();
  while (daysAgo.size < moves) daysAgo.add(1 + Math.floor(random() * (createdDaysAgo - 7)));
  const prices = [current];
  for (let i = 0; i < moves; i++) {
    const after = prices[0]!;
    const rate = 0.02 + random() * 0.13;
    const factor = random() < 2 / 3 ? 1 + rate : 1 - rate;
    let before = roundCents(after / factor);
    // A cheap article's small move can round to nothing: it moves by a cent at least.
    if (before === after) before = roundCents(after + (factor > 1 ? -0.01 : 0.01));
    prices.unshift(Math.max(before, 0.01));
  }
  const morning = (ago: number) => {
    const at = new Date(now.getTime() - ago * DAY);
    at.setUTCHours(6 + Math.floor(random() * 5), Math.floor(random() * 60), 0, 0);
    return at;
  };
  const days = [createdDaysAgo, ...[...daysAgo].sort((x, y) => y - x)];
  return prices.map((price, i) => ({ price, at: morning(days[i]!) }));
}

// ---- Writing ----

/** Where a product goes when its data does not say: the cold room for what travels chilled. */
const STORE_OF: Record<TemperatureCategory, NonNullable<SeedProduct['store']>> = {
  FRESH: 'cold',
  DRY: 'dry',
  FROZEN: 'none',
};

export interface CatalogueSeedContext {
  enseigneId: number;
  /** Who recorded the prices (the chain's admin). */
  authorId: number;
}

export interface CatalogueSeedResult {
  suppliers: number;
  products: number;
  articles: number;
  priceChanges: number;
}

/**
 * Writes the catalogue for a chain whose restaurants, storage surfaces, tags and laboratory
 * deliveries exist; `now` is the day the price history ends. A fixed number of statements.
 */
export async function seedCatalogue(
  tx: Tx,
  { enseigneId, authorId }: CatalogueSeedContext,
  catalogue: SeedCatalogue,
  now: Date = new Date(),
): Promise<CatalogueSeedResult> {
  const plans = catalogue.products.map(planProduct);
  const random = seededRandom(20_26);

  const chainRestaurants = await tx
    .select({ id: restaurants.id, name: restaurants.name, isLab: restaurants.isLab })
    .from(restaurants)
    .where(eq(restaurants.enseigneId, enseigneId));
  const restaurantId = (name: string) => {
    const row = chainRestaurants.find((r) => r.name === name);
    if (!row) throw new Error(`Seed catalogue: unknown restaurant ${name}`);
    return row.id;
  };
  const allIds = chainRestaurants.map((r) => r.id);
  const servingIds = chainRestaurants.filter((r) => !r.isLab).map((r) => r.id);
  const labIds = new Map(
    Object.entries(catalogue.labs).map(([code, name]) => [code, restaurantId(name)]),
  );
  const [served, storage, chainTags] = await Promise.all([
    labIds.size === 0
      ? Promise.resolve([])
      : tx
          .select()
          .from(labRestaurants)
          .where(inArray(labRestaurants.labId, [...labIds.values()])),
    tx
      .select({ id: surfaces.id, name: surfaces.name, restaurantId: zones.restaurantId })
      .from(surfaces)
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .where(and(inArray(zones.restaurantId, allIds), eq(surfaces.isStorageArea, true))),
    tx.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.enseigneId, enseigneId)),
  ]);
  const tagId = (name: string) => {
    const tag = chainTags.find((t) => t.name === name);
    if (!tag) throw new Error(`Seed catalogue: unknown tag ${name}`);
    return tag.id;
  };

  // Suppliers and where they deliver.
  const supplierSince = new Date(now.getTime() - (HISTORY_DAYS + 15) * DAY);
  const supplierRows = await tx
    .insert(suppliers)
    .values(
      catalogue.suppliers.map((s) => {
        if (!isSupplierDelayDays(s.deliveryDelayDays)) {
          throw new Error(`Seed catalogue: délai de ${s.name}`);
        }
        return {
          enseigneId,
          name: s.name,
          email: s.email,
          phone: s.phone,
          address: s.address,
          minOrderAmount: s.minOrderAmount,
          deliveryDelayDays: s.deliveryDelayDays,
          ...deliveryFlagsOf(s.deliveryDays),
          createdAt: supplierSince,
          updatedAt: supplierSince,
        };
      }),
    )
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplierIds = new Map(
    catalogue.suppliers.map((s) => [s.code, supplierRows.find((r) => r.name === s.name)!.id]),
  );
  await tx.insert(supplierRestaurants).values(
    catalogue.suppliers.flatMap((s) =>
      s.restaurants.map((name) => ({
        supplierId: supplierIds.get(s.code)!,
        restaurantId: restaurantId(name),
      })),
    ),
  );
  /** The restaurants a seller delivers, by its code. */
  const delivered = new Map<string, number[]>([
    ...catalogue.suppliers.map((s): [string, number[]] => [
      s.code,
      s.restaurants.map(restaurantId),
    ]),
    ...[...labIds].map(([code, labId]): [string, number[]] => [
      code,
      served.filter((row) => row.labId === labId).map((row) => row.restaurantId),
    ]),
  ]);
  const seller = (code: string) => {
    const supplierId = supplierIds.get(code);
    if (supplierId !== undefined) return { supplierId, labId: null };
    const labId = labIds.get(code);
    if (labId !== undefined) return { supplierId: null, labId };
    throw new Error(`Seed catalogue: unknown seller ${code}`);
  };

  // Each article's history first: the product is as old as its oldest article.
  const histories = plans.map((plan) =>
    plan.seed.articles.map((a) => priceHistory(a.price, random, now)),
  );
  const productRows = await tx
    .insert(products)
    .values(
      plans.map((plan, i) => {
        const { seed } = plan;
        const since = new Date(Math.min(...histories[i]!.map((h) => h[0]!.at.getTime())));
        const preferred = seed.preferred === undefined ? undefined : seller(seed.preferred);
        return {
          enseigneId,
          name: seed.name,
          baseUnit: plan.baseUnit,
          category: seed.category,
          dlcEntame: CATEGORY_PRESETS[seed.category].dlcEntame,
          tax: plan.vat,
          preferredSupplierId: preferred?.supplierId ?? null,
          preferredLabId: preferred?.labId ?? null,
          createdAt: since,
          updatedAt: since,
        };
      }),
    )
    .returning({ id: products.id, name: products.name });
  const productIds = plans.map((plan) => productRows.find((r) => r.name === plan.seed.name)!.id);
  const sitesOf = plans.map((plan) => (plan.seed.sites === 'restaurants' ? servingIds : allIds));

  const spaceName = (plan: ProductPlan) => {
    const store = plan.seed.store ?? STORE_OF[plan.seed.keep];
    return store === 'none' ? null : catalogue.storageSpaces[store];
  };
  const productLinks = plans.map((plan, i) => {
    const productId = productIds[i]!;
    const space = spaceName(plan);
    return {
      restaurants: sitesOf[i]!.map((id) => ({ productId, restaurantId: id })),
      tags: (plan.seed.tags ?? []).map((name) => ({ productId, tagId: tagId(name) })),
      spaces: storage
        .filter((s) => s.name === space && sitesOf[i]!.includes(s.restaurantId))
        .map((s) => ({ productId, surfaceId: s.id })),
      rules: (plan.seed.rules ?? []).map(
        ([sourceQuantity, sourceUnit, targetQuantity, targetUnit, notes]) => ({
          productId,
          sourceQuantity,
          sourceUnit,
          targetQuantity,
          targetUnit,
          notes,
        }),
      ),
    };
  });
  await tx.insert(productRestaurants).values(productLinks.flatMap((l) => l.restaurants));
  const productTagRows = productLinks.flatMap((l) => l.tags);
  if (productTagRows.length > 0) await tx.insert(productTags).values(productTagRows);
  const spaceRows = productLinks.flatMap((l) => l.spaces);
  if (spaceRows.length > 0) await tx.insert(productStorageSpaces).values(spaceRows);
  const ruleRows = productLinks.flatMap((l) => l.rules);
  if (ruleRows.length > 0) await tx.insert(conversionRules).values(ruleRows);

  // Articles: the supplier's reference (PRM-1001...) keys them back to the data.
  const refCount = new Map<string, number>();
  const articleValues = plans.flatMap((plan, i) =>
    plan.seed.articles.map((a, j) => {
      const n = (refCount.get(a.seller) ?? 0) + 1;
      refCount.set(a.seller, n);
      const history = histories[i]![j]!;
      return {
        enseigneId,
        name: a.name,
        supplierRef: `${a.seller}-${1000 + n}`,
        price: a.price,
        vat: a.vat ?? plan.vat,
        temperatureCategory: a.temperature ?? plan.seed.keep,
        productId: productIds[i]!,
        ...seller(a.seller),
        createdAt: history[0]!.at,
        updatedAt: history.at(-1)!.at,
      };
    }),
  );
  const articleRows = await tx
    .insert(articles)
    .values(articleValues)
    .returning({ id: articles.id, supplierRef: articles.supplierRef });
  const articleIds = new Map(articleRows.map((r) => [r.supplierRef, r.id]));

  const packagingRows: (typeof packagings.$inferInsert)[] = [];
  const articleRestaurantRows: (typeof articleRestaurants.$inferInsert)[] = [];
  const articleTagRows: (typeof articleTags.$inferInsert)[] = [];
  const changeRows: (typeof articlePriceChanges.$inferInsert)[] = [];
  let k = 0;
  plans.forEach((plan, i) => {
    const productId = productIds[i]!;
    const own = (type: 'STORAGE' | 'INVENTORY', [name, sourceQuantity, sourceUnit]: SeedPack) =>
      packagingRows.push({ productId, type, name, sourceQuantity, sourceUnit });
    own('STORAGE', plan.storage);
    if (plan.seed.inventory) own('INVENTORY', plan.seed.inventory);
    plan.seed.articles.forEach((a, j) => {
      const articleId = articleIds.get(articleValues[k++]!.supplierRef)!;
      const [name, sourceQuantity, sourceUnit] = a.packaging;
      packagingRows.push({ articleId, type: 'SUPPLIER', name, sourceQuantity, sourceUnit });
      // Allowed where the product is used and the seller delivers.
      const sites = sitesOf[i]!.filter((id) => delivered.get(a.seller)!.includes(id));
      if (sites.length === 0) {
        throw new Error(`Seed catalogue: « ${a.name} » n'est livré dans aucun restaurant`);
      }
      for (const id of sites) articleRestaurantRows.push({ articleId, restaurantId: id });
      for (const name of plan.seed.tags ?? [])
        articleTagRows.push({ articleId, tagId: tagId(name) });
      histories[i]![j]!.forEach((point, h, history) =>
        changeRows.push({
          articleId,
          priceBefore: h === 0 ? null : history[h - 1]!.price,
          priceAfter: point.price,
          changedAt: point.at,
          changedById: authorId,
        }),
      );
    });
  });
  await tx.insert(packagings).values(packagingRows);
  await tx.insert(articleRestaurants).values(articleRestaurantRows);
  if (articleTagRows.length > 0) await tx.insert(articleTags).values(articleTagRows);
  await tx.insert(articlePriceChanges).values(changeRows);

  return {
    suppliers: supplierRows.length,
    products: productRows.length,
    articles: articleRows.length,
    priceChanges: changeRows.length,
  };
}
