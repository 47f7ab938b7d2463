import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  familyInvitationSchema,
  familyInviteInputSchema,
  familyOverviewSchema,
  familyAcceptInputSchema,
  familyTokenInputSchema,
} from '@brainboost/domain/schemas/family';
import type { FamilyService } from './family.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};
const tags = ['family'];
const memberId = z.object({ id: z.string().max(64) });

/** The family plan's members: the owner invites, resends and removes; an invitee accepts while signed in. */
export const familyRoutes: FastifyPluginAsyncZod<{ family: FamilyService }> = async (app, { family }) => {
  app.get(
    '/api/family',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s family group (members only on the family plan)',
        response: { 200: familyOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return family.overview(request.userId!);
    },
  );
  app.post(
    '/api/family/members',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Invite someone by email (family-plan owner; at most 6 people with the owner)',
        body: familyInviteInputSchema,
        response: { 200: familyOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await family.invite(request.userId!, request.body.email, request.headers['accept-language']);
      return family.overview(request.userId!);
    },
  );
  app.post(
    '/api/family/members/:id/resend',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Send a pending invitation again (a new link; the old one stops working)',
        params: memberId,
        response: { 200: familyOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await family.resend(request.userId!, request.params.id, request.headers['accept-language']);
      return family.overview(request.userId!);
    },
  );
  app.post(
    '/api/family/leave',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Leave the family plan the caller joined (their premium ends now)',
        response: { 200: familyOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await family.leave(request.userId!);
      return family.overview(request.userId!);
    },
  );
  app.delete(
    '/api/family/members/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Remove a member or cancel an invitation (their premium ends now)',
        params: memberId,
        response: { 200: familyOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await family.remove(request.userId!, request.params.id);
      return family.overview(request.userId!);
    },
  );
  app.get(
    '/api/family/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What an emailed invitation is for',
        params: familyTokenInputSchema,
        response: { 200: familyInvitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return family.invitation(request.params.token);
    },
  );
  app.post(
    '/api/family/invitations/:token/accept',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Join the family plan (signed in with the invited, verified email); a JSON body { endOwnPlan: true } ends the member’s own plan at period end',
        params: familyTokenInputSchema,
        response: { 200: z.object({ joined: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      // The body is optional (older pages send none); anything but an explicit yes leaves the member's own plan alone.
      const endOwnPlan = familyAcceptInputSchema.safeParse(request.body).data?.endOwnPlan === true;
      await family.accept(request.userId!, request.params.token, { endOwnPlan });
      return { joined: true as const };
    },
  );
};
