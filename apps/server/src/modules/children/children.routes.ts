import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  childPasswordInputSchema,
  childrenListSchema,
  childVoiceInputSchema,
  consentApproveInputSchema,
  consentDecisionSchema,
  consentRequestSchema,
  consentTokenInputSchema,
} from '@brainboost/domain/schemas/children';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { ChildrenService } from './children.service.js';

const childParams = z.object({ id: z.uuid({ error: 'children.notFound' }) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Who may call:
 * - /api/children…: any signed-in user, about the children linked to them (or pending with their
 *   verified email); anyone else's child is a 404.
 * - /api/consent/…: anyone holding the emailed consent token (approving also needs the parent's
 *   own account: signed in, or created here).
 */
export const childrenRoutes: FastifyPluginAsyncZod<{ children: ChildrenService }> = async (app, { children }) => {
  app.get(
    '/api/children',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['children'],
        summary: 'The caller’s linked children and sign-ups waiting for their consent',
        response: { 200: childrenListSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return children.listForParent(request.userId!);
    },
  );
  app.post(
    '/api/children/:id/approve',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['children'],
        summary: 'Approve a pending child account as its parent',
        params: childParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await children.approveById(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/children/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['children'],
        summary: 'Delete a child account (or refuse a pending one) and all its data',
        params: childParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await children.remove(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/children/:id/password',
    {
      config: { access: 'signed-in', rateLimit: routeLimits.form },
      schema: {
        tags: ['children'],
        summary: 'Set a new password for a child; the child is signed out everywhere',
        params: childParams,
        body: childPasswordInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await children.resetPassword(request.userId!, request.params.id, request.body.password);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/api/children/:id/voice',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['children'],
        summary: 'Turn voice features (microphone, voice translator, voice chat) on or off for an approved child',
        params: childParams,
        body: childVoiceInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await children.setVoiceAllowed(request.userId!, request.params.id, request.body.allowed);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/consent/lookup',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags: ['children'],
        summary: 'What a consent link asks the parent to decide',
        body: consentTokenInputSchema,
        response: { 200: consentRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return children.lookupConsent(request.body.token, request.userId);
    },
  );
  app.post(
    '/api/consent/approve',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags: ['children'],
        summary: 'Approve a child account with the consent link (signed in as the parent, or creating the parent’s account)',
        body: consentApproveInputSchema,
        response: { 200: consentDecisionSchema, ...errors },
      },
    },
    async (request) => children.approveWithToken(request.body, request.userId),
  );
  app.post(
    '/api/consent/deny',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags: ['children'],
        summary: 'Deny with the consent link: the child account and its data are deleted now',
        body: consentTokenInputSchema,
        response: { 200: consentDecisionSchema, ...errors },
      },
    },
    async (request) => children.denyWithToken(request.body.token),
  );
};
