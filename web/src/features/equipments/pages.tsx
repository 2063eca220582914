/** The screens of this area, loaded as one chunk by the router. */
export { EquipmentsPage } from './EquipmentsPage.tsx';
