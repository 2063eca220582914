import type { GraphArea } from '../areas.ts';
import { resolvers as Inventory } from './Inventory.ts';
import { resolvers as InventoryLine } from './InventoryLine.ts';
import { resolvers as StockLevel } from './StockLevel.ts';
import { resolvers as StockMovement } from './StockMovement.ts';
import { createStockLoaders } from './stock-loaders.ts';

export const stockArea = {
  resolvers: [Inventory, InventoryLine, StockLevel, StockMovement],
  loaders: [createStockLoaders],
} satisfies GraphArea;
