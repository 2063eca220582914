// The kiosk's screens, one chunk loaded only on /kiosque.
export { KioskPage } from './KioskPage.tsx';
