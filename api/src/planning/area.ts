import type { ApiArea } from '../http/area.ts';
import { absencesRoutes } from './absences.routes.ts';
import { approvedShiftsRoutes } from './approved-shifts.routes.ts';
import { kioskRoutes } from './kiosk.routes.ts';
import { payrollRoutes } from './payroll.routes.ts';
import { realizedShiftsRoutes } from './realized-shifts.routes.ts';
import { scheduledShiftsRoutes } from './scheduled-shifts.routes.ts';

export const planningArea: ApiArea = {
  routes: [
    ...scheduledShiftsRoutes,
    ...realizedShiftsRoutes,
    ...approvedShiftsRoutes,
    ...kioskRoutes,
    ...absencesRoutes,
    ...payrollRoutes,
  ],
};
