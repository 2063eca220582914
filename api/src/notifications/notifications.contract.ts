// Contract of the notifications routes: the caller's own list and its marking as read.
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MAX_IDS,
  NOTIFICATION_MAX_LIMIT,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PAGE_SIZE,
} from '@bo/domain';
import { limitParam } from '../contract/paging.ts';
import { id } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

export const NotificationSchema = registry.register(
  'Notification',
  z.object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().openapi({
      description:
        "Le chemin de l'écran qui la résout, dans l'application (`/hygiene/temperature`).",
    }),
    restaurantId: z.number().int().nullable().openapi({ description: 'Le restaurant concerné.' }),
    createdAt: Timestamp,
    readAt: Timestamp.nullable().openapi({ description: "Null tant qu'elle n'est pas lue." }),
  }),
);
export type Notification = z.infer<typeof NotificationSchema>;

const unread = z.number().int().openapi({
  description: "Toutes les notifications non lues de l'utilisateur (pas seulement la page).",
});

export const NotificationsQuery = z.object({
  limit: limitParam(NOTIFICATION_PAGE_SIZE, NOTIFICATION_MAX_LIMIT),
});

export const NotificationsResponse = z.object({
  notifications: z.array(NotificationSchema).openapi({ description: "Les plus récentes d'abord." }),
  unread,
});

export const MarkNotificationsReadBody = z
  .object({
    ids: z
      .array(id())
      .min(1, M.idsCount)
      .max(NOTIFICATION_MAX_IDS, M.idsCount)
      .optional()
      .openapi({ description: "Des notifications de l'utilisateur ; ou all, pas les deux." }),
    all: z
      .literal(true, { error: M.allTrue })
      .optional()
      .openapi({ description: 'Toutes ses notifications ; ou ids, pas les deux.' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.all === undefined)) {
      ctx.addIssue({ code: 'custom', message: M.idsOrAll, path: ['ids'] });
    }
  })
  .openapi({
    description:
      'Les notifications à marquer comme lues : ids, ou all: true pour toutes (exactement un des deux).',
    // The refinement above: exactly one of the two is there.
    oneOf: [{ required: ['ids'] }, { required: ['all'] }],
  });

export const UnreadResponse = z.object({ unread });
