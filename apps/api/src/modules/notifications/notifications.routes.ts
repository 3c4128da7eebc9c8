import {
  apiErrorSchema,
  NOTIFICATION_ENDPOINTS,
  notificationParamsSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsService } from './notifications.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The notification centre: a member's own notifications and how each type reaches them. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    NOTIFICATION_ENDPOINTS.list,
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'A page of my notifications, newest first, with my unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (request) => notifications.list(request.member.id, request.query),
  );

  app.get(
    NOTIFICATION_ENDPOINTS.unreadCount,
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread (the bell)',
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => notifications.unreadCount(request.member.id),
  );

  app.post(
    NOTIFICATION_ENDPOINTS.read,
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'One of my notifications is read',
        params: notificationParamsSchema,
        response: { 200: unreadCountSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => notifications.markRead(request.member.id, request.params.notificationId),
  );

  app.post(
    NOTIFICATION_ENDPOINTS.readAll,
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Every one of my notifications is read',
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => notifications.markAllRead(request.member.id),
  );

  app.get(
    NOTIFICATION_ENDPOINTS.settings,
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'How each type of notification reaches me',
        response: { 200: notificationSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => notifications.settings(request.member.id),
  );

  app.put(
    NOTIFICATION_ENDPOINTS.settings,
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Change how some types of notification reach me (in the app, also pushed, or off)',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => notifications.updateSettings(request.member.id, request.body),
  );
};
