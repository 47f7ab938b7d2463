import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  correctProblemInputSchema,
  correctTextInputSchema,
  solveWorksheetInputSchema,
  uploadWorksheetQuerySchema,
  worksheetListSchema,
  worksheetParamsSchema,
  worksheetProblemParamsSchema,
  worksheetSchema,
  worksheetUsageSchema,
} from '@brainboost/domain/schemas/worksheet';
import { worksheetLimits } from '@brainboost/domain/worksheet/worksheet-upload';
import { worksheetErrors } from './worksheet.errors.js';
import type { WorksheetService } from './worksheet.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Who may call: signed-in learners, about their own worksheets only (anyone else's is a 404);
 * uploading, correcting and solving need `worksheet_help`. Uploads are the file's raw bytes
 * (any Content-Type: the type is read from the bytes).
 */
export const worksheetRoutes: FastifyPluginAsyncZod<{ worksheets: WorksheetService }> = async (app, { worksheets }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/worksheets')) reply.header('cache-control', 'private, no-store');
  });
  // Only in this plugin: any body that is not JSON arrives as bytes, up to a little over the limit (the service says "too large").
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: worksheetLimits.maxBytes + 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/worksheets/usage',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['worksheets'],
        summary: 'Uploads this month, the monthly limit and the upload limits',
        response: { 200: worksheetUsageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => worksheets.usage(request.userId!),
  );
  app.post(
    '/api/worksheets',
    {
      config: { access: 'signed-in', feature: 'worksheet_help', rateLimit: { max: 10, timeWindow: 60_000 } },
      bodyLimit: worksheetLimits.maxBytes + 1024,
      // A declared length over the limit is refused before the body is read.
      preParsing: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > worksheetLimits.maxBytes) throw worksheetErrors.tooLarge();
      },
      schema: {
        tags: ['worksheets'],
        summary: 'Upload a worksheet (PDF, JPEG, PNG, WebP or HEIC as the raw request body); it is read in the background',
        querystring: uploadWorksheetQuerySchema,
        response: {
          202: worksheetSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply
        .status(202)
        .send(await worksheets.upload(request.userId!, new Uint8Array(body.buffer, body.byteOffset, body.byteLength), request.query));
    },
  );
  app.get(
    '/api/worksheets',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['worksheets'],
        summary: 'The caller’s recent worksheets, newest first',
        response: { 200: worksheetListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ worksheets: await worksheets.list(request.userId!) }),
  );
  app.get(
    '/api/worksheets/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['worksheets'],
        summary: 'One worksheet: its stage and progress, the text read and the problems found (poll while reading or solving)',
        params: worksheetParamsSchema,
        response: { 200: worksheetSchema, ...errors },
      },
    },
    async (request) => worksheets.get(request.userId!, request.params.id),
  );
  app.patch(
    '/api/worksheets/:id/problems/:problemId',
    {
      config: { access: 'signed-in', feature: 'worksheet_help' },
      schema: {
        tags: ['worksheets'],
        summary: 'Correct the recognised text of one problem',
        params: worksheetProblemParamsSchema,
        body: correctProblemInputSchema,
        response: { 200: worksheetSchema, ...errors },
      },
    },
    async (request) => worksheets.correctProblem(request.userId!, request.params.id, request.params.problemId, request.body.text),
  );
  app.put(
    '/api/worksheets/:id/text',
    {
      config: { access: 'signed-in', feature: 'worksheet_help' },
      schema: {
        tags: ['worksheets'],
        summary: 'Correct the whole text read; the problems are found again in it',
        params: worksheetParamsSchema,
        body: correctTextInputSchema,
        response: { 200: worksheetSchema, ...errors },
      },
    },
    async (request) => worksheets.correctText(request.userId!, request.params.id, request.body.text),
  );
  app.post(
    '/api/worksheets/:id/solve',
    {
      config: { access: 'signed-in', feature: 'worksheet_help', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['worksheets'],
        summary: 'Solve the chosen problems (all unsolved when none are given) with the tutor, in the background',
        params: worksheetParamsSchema,
        body: solveWorksheetInputSchema,
        response: { 202: worksheetSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await worksheets.solve(request.userId!, request.params.id, request.body)),
  );
  app.delete(
    '/api/worksheets/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['worksheets'],
        summary: 'Delete a worksheet, its problems and its file',
        params: worksheetParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await worksheets.remove(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
