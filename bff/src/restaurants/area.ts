import type { GraphArea } from '../areas.ts';
import { resolvers as Equipment } from './Equipment.ts';
import { resolvers as EquipmentType } from './EquipmentType.ts';
import { resolvers as Job } from './Job.ts';
import { resolvers as Restaurant } from './Restaurant.ts';
import { resolvers as Surface } from './Surface.ts';
import { resolvers as Tag } from './Tag.ts';
import { resolvers as Zone } from './Zone.ts';
import { createZoneLoaders } from './zone-loaders.ts';
import { createEquipmentLoaders } from './equipment-loaders.ts';
import { createJobLoaders } from './job-loaders.ts';

export const restaurantsArea = {
  resolvers: [Equipment, EquipmentType, Job, Restaurant, Surface, Tag, Zone],
  loaders: [createZoneLoaders, createEquipmentLoaders, createJobLoaders],
} satisfies GraphArea;
