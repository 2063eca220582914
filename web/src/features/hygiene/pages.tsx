/** The hygiene screens, loaded as one chunk by the router; one folder per log. */
export { TemperaturePage } from './temperature/TemperaturePage.tsx';
export { CoolingPage } from './cooling/CoolingPage.tsx';
export { HeatingPage } from './heating/HeatingPage.tsx';
export { TraceabilityPage } from './traceability/TraceabilityPage.tsx';
export { CleaningPage } from './cleaning/CleaningPage.tsx';
export { OilPage } from './oil/OilPage.tsx';
