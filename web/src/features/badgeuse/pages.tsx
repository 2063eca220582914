/** The screens of the time clock, loaded as one chunk by the router. */
export { BadgeusePage } from './BadgeusePage.tsx';
