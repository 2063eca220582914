import type { GraphArea } from '../areas.ts';
import { resolvers as Article } from './Article.ts';
import { resolvers as ConversionRule } from './ConversionRule.ts';
import { resolvers as Packaging } from './Packaging.ts';
import { resolvers as PriceChange } from './PriceChange.ts';
import { resolvers as Product } from './Product.ts';
import { resolvers as Supplier } from './Supplier.ts';
import { createCatalogueLoaders } from './catalogue-loaders.ts';

export const catalogueArea = {
  resolvers: [Article, ConversionRule, Packaging, PriceChange, Product, Supplier],
  loaders: [createCatalogueLoaders],
} satisfies GraphArea;
