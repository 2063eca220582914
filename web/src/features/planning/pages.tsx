/** The screens of the planning area, loaded as one chunk by the router. */
export { PlanningPage } from './PlanningPage.tsx';
