import type { GraphArea } from '../areas.ts';
import { resolvers as CleaningRecord } from './CleaningRecord.ts';
import { resolvers as CoolingRecord } from './CoolingRecord.ts';
import { resolvers as HeatingRecord } from './HeatingRecord.ts';
import { resolvers as HygieneCorrection } from './HygieneCorrection.ts';
import { resolvers as HygieneRecord } from './HygieneRecord.ts';
import { resolvers as OilRecord } from './OilRecord.ts';
import { resolvers as Photo } from './Photo.ts';
import { resolvers as TemperatureReading } from './TemperatureReading.ts';
import { resolvers as TraceabilityRecord } from './TraceabilityRecord.ts';
import { createTemperatureLoaders } from './temperature-loaders.ts';
import { createProcessLoaders } from './process-loaders.ts';
import { createRecordLoaders } from './record-loaders.ts';

export const hygieneArea = {
  resolvers: [
    CleaningRecord,
    CoolingRecord,
    HeatingRecord,
    HygieneCorrection,
    HygieneRecord,
    OilRecord,
    Photo,
    TemperatureReading,
    TraceabilityRecord,
  ],
  loaders: [createTemperatureLoaders, createProcessLoaders, createRecordLoaders],
} satisfies GraphArea;
