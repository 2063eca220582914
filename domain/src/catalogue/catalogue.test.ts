import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, VAT_CODES } from '../catalogue-enums.ts';
import {
  CATEGORY_PRESETS,
  DEFAULT_DLC_ENTAME_DAYS,
  DEFAULT_TEMPERATURE_CATEGORY,
  DEFAULT_VAT_ARTICLE_DIALOG,
  DEFAULT_VAT_ARTICLE_FORM,
  isSupplierDelayDays,
  lineTotalHT,
  lineTotalTTC,
  PRODUCT_CATEGORY_LABELS,
  roundCents,
  supplierDelayType,
  SUPPLIER_DELAY_TYPES,
  TEMPERATURE_CATEGORY_LABELS,
  VAT_RATES,
  vatRateText,
} from './constants.ts';
import { PRODUCT_MAX_CONVERSIONS, type ProductUnits } from './conversions.ts';
import { articleCost, costGapText, productCost, type CostArticle } from './cost.ts';
import {
  CATALOGUE_MESSAGES,
  conversionRequiredMessage,
  MISSING_RULE_MARK,
  missingRuleMessage,
} from './messages.ts';
import {
  conversionQuantityError,
  conversionRuleErrors,
  DEFAULT_PACKAGING,
  fitsStep,
  packagingQuantityError,
  packagingUnitError,
} from './packagings.ts';

const lettuce: ProductUnits = {
  baseUnit: 'G',
  conversionRules: [
    { id: 1, sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 400, targetUnit: 'G' },
  ],
};
const plain: ProductUnits = { baseUnit: 'G', conversionRules: [] };

describe('a packaging’s unit', () => {
  it('keeps a STORAGE packaging in the base unit’s family, even with a rule for another', () => {
    expect(packagingUnitError('STORAGE', 'KG', lettuce)).toBeNull();
    expect(packagingUnitError('STORAGE', 'G', lettuce)).toBeNull();
    expect(packagingUnitError('STORAGE', 'PIECE', lettuce)).toBe(
      "Un conditionnement de stockage doit être dans une unité compatible avec l'unité de base (g) : pièce ne l'est pas",
    );
    expect(packagingUnitError('STORAGE', 'L', { baseUnit: 'ML', conversionRules: [] })).toBeNull();
  });

  it('lets other types use any unit the product converts, and refuses one without a rule', () => {
    for (const type of ['INVENTORY', 'TRANSFER', 'LOSS', 'SUPPLIER'] as const) {
      expect(packagingUnitError(type, 'PIECE', lettuce)).toBeNull();
      expect(packagingUnitError(type, 'KG', lettuce)).toBeNull();
      const refusal = packagingUnitError(type, 'L', lettuce);
      expect(refusal).toContain(MISSING_RULE_MARK);
      expect(refusal).toBe(missingRuleMessage('L', 'G'));
      expect(packagingUnitError(type, 'PIECE', plain)).toContain('Aucune règle de conversion');
    }
  });

  it('requires a known unit', () => {
    expect(packagingUnitError('STORAGE', undefined, plain)).toBe("L'unité est requise");
    expect(packagingUnitError('LOSS', '', plain)).toBe("L'unité est requise");
    expect(packagingUnitError('LOSS', 'LB', plain)).toBe('Unité invalide');
  });

  it('says in the article dialog that a conversion is required', () => {
    expect(conversionRequiredMessage('PIECE', 'G')).toBe(
      "Conversion requise: l'unité choisie (pièce) n'est pas compatible avec l'unité de base du produit (g). Une conversion doit être créée pour utiliser cet article.",
    );
  });

  it('checks quantities: required, at least 0,1, in steps of 0,1', () => {
    expect(packagingQuantityError(0.1)).toBeNull();
    expect(packagingQuantityError(0.3)).toBeNull();
    expect(packagingQuantityError(12)).toBeNull();
    expect(packagingQuantityError(null)).toBe('La quantité est requise');
    expect(packagingQuantityError(Number.NaN)).toBe('La quantité est requise');
    expect(packagingQuantityError(0)).toBe('La quantité doit être au moins 0,1');
    expect(packagingQuantityError(-1)).toBe('La quantité doit être au moins 0,1');
    expect(packagingQuantityError(Number.POSITIVE_INFINITY)).toBe(
      'La quantité doit être au moins 0,1',
    );
    expect(packagingQuantityError(0.15)).toBe('La quantité doit être un multiple de 0,1');
    expect(fitsStep(0.7, 0.1)).toBe(true);
    expect(fitsStep(0.75, 0.1)).toBe(false);
  });

  it('checks a conversion’s quantities: at least 0,0001, in steps of 0,0001', () => {
    expect(conversionQuantityError(0.0001)).toBeNull();
    expect(conversionQuantityError(150)).toBeNull();
    expect(conversionQuantityError(0.00005)).toBe('La quantité doit être au moins 0,0001');
    expect(conversionQuantityError(0.00015)).toBe('La quantité doit être un multiple de 0,0001');
    expect(conversionQuantityError(undefined)).toBe('La quantité est requise');
  });

  it('orders an article without packaging by Unité 1', () => {
    expect(DEFAULT_PACKAGING).toEqual({ name: 'Unité', sourceQuantity: 1 });
  });
});

describe('the conversion dialog’s checks', () => {
  const valid = {
    sourceQuantity: 1,
    sourceUnit: 'PIECE' as const,
    targetQuantity: 400,
    targetUnit: 'G' as const,
  };

  it('accepts a rule from another family to the base unit’s', () => {
    expect(conversionRuleErrors(valid, plain)).toEqual({});
    expect(conversionRuleErrors({ ...valid, sourceUnit: 'L', targetUnit: 'KG' }, lettuce)).toEqual(
      {},
    );
  });

  it('requires both quantities and both units', () => {
    expect(conversionRuleErrors({}, plain)).toEqual({
      sourceQuantity: 'La quantité est requise',
      targetQuantity: 'La quantité est requise',
      sourceUnit: "L'unité est requise",
      targetUnit: "L'unité est requise",
    });
  });

  it('refuses a source in the base unit’s family, or in a family already converted', () => {
    expect(conversionRuleErrors({ ...valid, sourceUnit: 'KG' }, plain).sourceUnit).toBe(
      CATALOGUE_MESSAGES.conversionSourceInBaseFamily,
    );
    expect(conversionRuleErrors(valid, lettuce).sourceUnit).toBe(
      CATALOGUE_MESSAGES.conversionFamilyTaken,
    );
    // The rule being edited keeps its own family.
    expect(conversionRuleErrors(valid, lettuce, { ...valid, id: 1 })).toEqual({});
  });

  it('refuses a target outside the base unit’s family', () => {
    expect(conversionRuleErrors({ ...valid, targetUnit: 'L' }, plain).targetUnit).toBe(
      CATALOGUE_MESSAGES.conversionTargetIncompatible,
    );
    expect(conversionRuleErrors({ ...valid, targetUnit: 'OZ' }, plain).targetUnit).toBe(
      'Unité invalide',
    );
  });

  it('refuses a third rule', () => {
    expect(PRODUCT_MAX_CONVERSIONS).toBe(2);
    const full: ProductUnits = {
      baseUnit: 'G',
      conversionRules: [
        lettuce.conversionRules[0]!,
        { id: 2, sourceQuantity: 1, sourceUnit: 'L', targetQuantity: 1, targetUnit: 'KG' },
      ],
    };
    expect(conversionRuleErrors(valid, full).form).toBe('Un produit a au plus 2 conversions');
    expect(
      conversionRuleErrors(valid, full, { ...full.conversionRules[0]!, id: 1 }).form,
    ).toBeUndefined();
  });
});

describe('the catalogue’s texts', () => {
  it('are those of the specification, word for word', () => {
    expect(CATALOGUE_MESSAGES.conversionInUse).toBe(
      'Impossible de supprimer cette conversion car des conditionnements utilisent des unités de la même famille.',
    );
    expect(CATALOGUE_MESSAGES.confirmDeleteArticle).toBe(
      'Êtes-vous sûr de vouloir supprimer cet article ?',
    );
    expect(CATALOGUE_MESSAGES.confirmDeletePackaging).toBe(
      'Êtes-vous sûr de vouloir supprimer ce conditionnement ?',
    );
    expect(CATALOGUE_MESSAGES.confirmDeleteConversion).toBe(
      'Êtes-vous sûr de vouloir supprimer cette conversion ?',
    );
    expect(CATALOGUE_MESSAGES.articleCreateFailed).toBe("Erreur lors de la création de l'article");
    expect(CATALOGUE_MESSAGES.articleSaveFailed).toBe("Erreur lors de la sauvegarde de l'article.");
    expect(CATALOGUE_MESSAGES.conversionSaveFailed).toBe(
      'Erreur lors de la sauvegarde de la conversion.',
    );
    expect(CATALOGUE_MESSAGES.conversionDeleteFailed).toBe(
      'Erreur lors de la suppression de la conversion.',
    );
    expect(CATALOGUE_MESSAGES.packagingDeleteFailed).toBe(
      'Erreur lors de la suppression du conditionnement.',
    );
    expect(CATALOGUE_MESSAGES.cannotCreateSuppliers).toBe(
      "Vous n'avez pas les permissions pour créer des fournisseurs",
    );
  });
});

describe('product categories', () => {
  it('have their French labels', () => {
    expect(PRODUCT_CATEGORIES.map((c) => PRODUCT_CATEGORY_LABELS[c])).toEqual([
      'Légume',
      'Viande',
      'Produit laitier',
      'Boisson',
      'Article',
    ]);
  });

  it('preset the product form', () => {
    expect(CATEGORY_PRESETS.VEGETABLE).toEqual({ dlcEntame: 3, baseUnit: 'G', dlcDisabled: false });
    expect(CATEGORY_PRESETS.MEAT).toEqual({ dlcEntame: 3, baseUnit: 'G', dlcDisabled: false });
    expect(CATEGORY_PRESETS.DRINK).toEqual({ dlcEntame: 3, baseUnit: 'ML', dlcDisabled: false });
    expect(CATEGORY_PRESETS.DAIRY).toEqual({ dlcEntame: 1, baseUnit: null, dlcDisabled: false });
    expect(CATEGORY_PRESETS.ITEM).toEqual({
      dlcEntame: null,
      baseUnit: 'PIECE',
      dlcDisabled: true,
    });
    expect(DEFAULT_DLC_ENTAME_DAYS).toBe(3);
  });
});

describe('VAT, temperature categories, delay types', () => {
  it('give each VAT code its rate and the forms their defaults', () => {
    expect(VAT_CODES.map((code) => VAT_RATES[code])).toEqual([0, 5.5, 10, 20]);
    expect(DEFAULT_VAT_ARTICLE_DIALOG).toBe('VAT_20');
    expect(DEFAULT_VAT_ARTICLE_FORM).toBe('VAT_5_5');
    expect(vatRateText(5.5)).toBe('5,5 %');
    expect(vatRateText(20)).toBe('20 %');
  });

  it('label the temperature categories, DRY by default', () => {
    expect(TEMPERATURE_CATEGORY_LABELS).toEqual({
      DRY: 'Sec (pas de contrôle)',
      FRESH: 'Frais (contrôle)',
      FROZEN: 'Surgelé (contrôle)',
    });
    expect(DEFAULT_TEMPERATURE_CATEGORY).toBe('DRY');
  });

  it('map the delay types A pour B … G to 1 … 6 days', () => {
    expect(SUPPLIER_DELAY_TYPES.map((t) => `${t.label}:${t.days}`)).toEqual([
      'A pour B:1',
      'C:2',
      'D:3',
      'E:4',
      'F:5',
      'G:6',
    ]);
    expect(supplierDelayType(1)).toBe('A pour B');
    expect(supplierDelayType(6)).toBe('G');
    expect(supplierDelayType(7)).toBeNull();
    expect(supplierDelayType(null)).toBeNull();
    expect(isSupplierDelayDays(4)).toBe(true);
    expect(isSupplierDelayDays(0)).toBe(false);
    expect(isSupplierDelayDays(2.5)).toBe(false);
    expect(isSupplierDelayDays('2')).toBe(false);
  });
});

describe('line totals', () => {
  it('are quantity × unit price, then × (1 + rate / 100), to the cent', () => {
    expect(lineTotalHT(3, 12.5)).toBe(37.5);
    expect(lineTotalTTC(3, 12.5, 5.5)).toBe(39.56);
    expect(lineTotalTTC(2, 10, 20)).toBe(24);
    expect(lineTotalTTC(1, 9.99, 0)).toBe(9.99);
    expect(lineTotalHT(0.33, 3.33)).toBe(1.1);
    expect(roundCents(1.005)).toBe(1.01);
  });
});

describe('a product’s cost per base unit', () => {
  const bag: CostArticle = {
    id: 'a1',
    price: 12.5,
    supplierId: 's1',
    packagings: [{ type: 'SUPPLIER', sourceQuantity: 5, sourceUnit: 'KG' }],
  };
  const crate: CostArticle = {
    id: 'a2',
    price: 9,
    supplierId: 's2',
    packagings: [{ type: 'SUPPLIER', sourceQuantity: 12, sourceUnit: 'PIECE' }],
  };

  it('divides the price by the packaging in the base unit', () => {
    expect(articleCost(bag, plain)).toEqual({
      articleId: 'a1',
      supplierId: 's1',
      labId: null,
      costPerBaseUnit: 0.0025,
    });
  });

  it('counts a packaging of another family through the product’s rule', () => {
    // 12 heads of 400 g: 4800 g for 9 €.
    expect(articleCost(crate, lettuce)).toMatchObject({ costPerBaseUnit: 0.001875 });
    expect(articleCost(crate, plain)).toEqual({
      reason: 'NO_CONVERSION',
      articleId: 'a2',
      unit: 'PIECE',
    });
  });

  it('gives the cheapest article, and the preferred supplier’s', () => {
    const cost = productCost(lettuce, [bag, crate], { supplierId: 's1' });
    expect(cost.cheapest).toMatchObject({ articleId: 'a2', costPerBaseUnit: 0.001875 });
    expect(cost.preferred).toMatchObject({ articleId: 'a1', costPerBaseUnit: 0.0025 });
    expect(cost.missing).toEqual([]);
    expect(cost.baseUnit).toBe('G');
  });

  it('matches a laboratory as the preferred supplier', () => {
    const fromLab: CostArticle = { ...bag, id: 'a3', supplierId: null, labId: 7, price: 15 };
    const cost = productCost(plain, [bag, fromLab], { labId: '7' });
    expect(cost.preferred).toMatchObject({ articleId: 'a3', labId: 7, costPerBaseUnit: 0.003 });
    expect(cost.cheapest).toMatchObject({ articleId: 'a1' });
  });

  it('says what is missing when it cannot be computed', () => {
    expect(productCost(plain, [])).toEqual({
      baseUnit: 'G',
      cheapest: null,
      preferred: null,
      missing: [{ reason: 'NO_ARTICLE' }],
    });
    const unpriced: CostArticle = { ...bag, id: 'a4', price: null };
    const unpackaged: CostArticle = { ...bag, id: 'a5', packagings: [] };
    const cost = productCost(plain, [unpriced, unpackaged, crate], { supplierId: 's9' });
    expect(cost.cheapest).toBeNull();
    expect(cost.preferred).toBeNull();
    expect(cost.missing).toEqual([
      { reason: 'NO_PRICE', articleId: 'a4' },
      { reason: 'NO_PACKAGING', articleId: 'a5' },
      { reason: 'NO_CONVERSION', articleId: 'a2', unit: 'PIECE' },
      { reason: 'NO_PREFERRED_ARTICLE' },
    ]);
    expect(cost.missing.map(costGapText)).toEqual([
      "Un article n'a pas de prix",
      "Un article n'a pas de conditionnement fournisseur",
      "Aucune règle de conversion pour l'unité pièce",
      "Le fournisseur préféré n'a aucun article chiffrable pour ce produit",
    ]);
  });

  it('buys an article without packaging by Unité 1, one piece, for a product in pieces only', () => {
    const single: CostArticle = { id: 'a6', price: 2.4, packagings: [] };
    expect(articleCost(single, { baseUnit: 'PIECE', conversionRules: [] })).toMatchObject({
      costPerBaseUnit: 2.4,
    });
    expect(articleCost(single, plain)).toEqual({ reason: 'NO_PACKAGING', articleId: 'a6' });
  });

  it('uses the SUPPLIER packaging, not a product packaging handed along', () => {
    const mixed: CostArticle = {
      ...bag,
      packagings: [
        { type: 'STORAGE', sourceQuantity: 1, sourceUnit: 'G' },
        { type: 'SUPPLIER', sourceQuantity: 5, sourceUnit: 'KG' },
      ],
    };
    expect(articleCost(mixed, plain)).toMatchObject({ costPerBaseUnit: 0.0025 });
  });

  it('costs a free article at zero and refuses a negative price', () => {
    expect(articleCost({ ...bag, price: 0 }, plain)).toMatchObject({ costPerBaseUnit: 0 });
    expect(articleCost({ ...bag, price: -1 }, plain)).toEqual({
      reason: 'NO_PRICE',
      articleId: 'a1',
    });
  });
});
