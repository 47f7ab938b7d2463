import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { resendInputSchema, resendResultSchema, signupInputSchema, signupResultSchema } from '@brainboost/domain/schemas/signup';
import type { SignupService } from './signup.service.js';

/**
 * Who may call: anyone (public sign-up and resending a verification link or code). Both are
 * limited per client address and per account in the database, on top of the global limit.
 */
export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupService }> = async (app, { signup }) => {
  app.post(
    '/api/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account: 13 and over with email or phone, under 13 pending a parent’s consent',
        description:
          'The age comes from birth month and year. 13 and over: name, email or phone, password; the answer is the same whether or not the address already has an account. Under 13: username, password, parent’s email; the parent is emailed a consent link.',
        body: signupInputSchema,
        response: { 202: signupResultSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await signup.signup(request.body, { ip: request.ip, acceptLanguage: request.headers['accept-language'] });
      return reply.status(202).send(result);
    },
  );

  app.post(
    '/api/verification/resend',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Send a verification link, phone code or sign-in code again',
        description: 'Needs an email or phone and a type. The answer is the same for unknown addresses.',
        body: resendInputSchema,
        response: { 200: resendResultSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => signup.resend(request.body, { ip: request.ip, acceptLanguage: request.headers['accept-language'] }),
  );
};
