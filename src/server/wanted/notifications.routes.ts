import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  MarkNotificationsReadSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  type Notification,
  type NotificationsResponse,
} from '../../shared/schemas/wanted.ts';
import { currentUser } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

const TAG = 'Notifications';

function toNotification(row: NotificationRow): Notification {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url, createdAt: row.created_at, readAt: row.read_at };
}

/** In-app notifications (wanted-list alerts for now): read them and mark them read. */
export function registerNotificationRoutes(instance: FastifyInstance, db: Kysely<Database>, requireUser: preHandlerHookHandler) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repo = createNotificationsRepository(db);
  const auth = { preValidation: requireUser };

  const listDocs = documentRoute({
    tag: TAG,
    summary: 'The signed-in user’s notifications, newest first, and how many are unread',
    description:
      'At most `limit` (default and most 50); `before` (a notification id) gives the page older than it. `unread` counts all unread ones.',
    auth: true,
    querystring: NotificationsQuerySchema,
    responses: { 200: NotificationsResponseSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
  });
  app.get('/api/notifications', { ...auth, ...listDocs }, async (request): Promise<NotificationsResponse> => {
    const userId = currentUser(request).id;
    const { before, limit } = request.query;
    const [rows, unread] = await Promise.all([repo.listByUser(userId, before, limit), repo.countUnread(userId)]);
    return { notifications: rows.map(toNotification), unread };
  });

  const readDocs = documentRoute({
    tag: TAG,
    summary: 'Mark notifications read',
    description: 'The given ids of the caller’s (others’ and unknown ids are ignored), or every one when `ids` is left out.',
    auth: true,
    body: MarkNotificationsReadSchema,
    responses: { 204: z.null() },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
  });
  app.post('/api/notifications/read', { ...auth, ...readDocs }, async (request, reply) => {
    const { ids } = request.body;
    await repo.markRead(currentUser(request).id, ids, new Date().toISOString());
    return reply.code(204).send();
  });
}
