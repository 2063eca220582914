import type { GraphArea } from '../areas.ts';
import { resolvers as Absence } from './Absence.ts';
import { resolvers as ApprovedShift } from './ApprovedShift.ts';
import { resolvers as Kiosk } from './Kiosk.ts';
import { resolvers as PlanningWeek } from './PlanningWeek.ts';
import { resolvers as RealizedShift } from './RealizedShift.ts';
import { resolvers as ScheduledShift } from './ScheduledShift.ts';
import { createPlanningLoaders } from './planning-loaders.ts';
import { createKioskLoaders } from './kiosk-loaders.ts';

export const planningArea = {
  resolvers: [Absence, ApprovedShift, Kiosk, PlanningWeek, RealizedShift, ScheduledShift],
  loaders: [createPlanningLoaders, createKioskLoaders],
} satisfies GraphArea;
