import type { GraphArea } from '../areas.ts';
import { resolvers as Notification } from './Notification.ts';

export const notificationsArea = {
  resolvers: [Notification],
  // One REST call per field, none repeated in an operation: nothing to batch or cache.
  loaders: [],
} satisfies GraphArea;
