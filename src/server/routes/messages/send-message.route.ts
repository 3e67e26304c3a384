import { createRoute, z } from '@hono/zod-openapi';
import {
  MESSAGE_ERRORS,
  MessagingUseCases,
  SendMessageInputSchema,
  SentMessageSchema,
} from '#domain/messaging/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { planGateResponses, requireFeature } from '../../http/require-feature.ts';

const route = createRoute({
  method: 'post',
  operationId: 'sendMessage',
  path: '/api/message',
  tags: ['messages'],
  summary: 'Send a message to the holders of a published card, a segment of them, or one of them',
  description:
    'The message (at most 178 characters) is stored and delivered in the background: Apple passes get it in a back field with a change message, Google objects through addMessage. Progress shows in the card statistics (lastMessage).',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('messages.send'), requireFeature('sendMessage')] as const,
  request: {
    body: jsonBody(SendMessageInputSchema),
  },
  responses: {
    ...planGateResponses,
    200: {
      description: 'Queued for every holder of the card',
      content: {
        'application/json': {
          schema: z.object({
            success: z.literal(true),
            message: z.string(),
            recipients: z.number().int(),
            data: SentMessageSchema,
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerSendMessageRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, MessagingUseCases.sendCardMessage)(
      c.var.principal.businessId,
      c.req.valid('json'),
    );
    if (!result.ok)
      return domainFailure(
        c,
        result.error.code === MESSAGE_ERRORS.cardNotFound ||
          result.error.code === MESSAGE_ERRORS.holderNotFound
          ? 404
          : 400,
        result.error,
      );
    return c.json(
      {
        success: true as const,
        message: 'Message Sent Successfully',
        recipients: result.value.recipients,
        data: { recipients: result.value.recipients },
      },
      200,
    );
  });
