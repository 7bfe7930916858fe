// A tiny route registry for /api/v1: each route declares its zod schemas once; they validate requests at the
// edge and produce the OpenAPI document, so the document cannot drift from the code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendProblem } from '../http/problem.ts';

export interface ApiRoute<Q extends z.ZodType, R extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  query?: Q;
  response: R;
  handler: (input: {
    query: z.infer<Q>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.infer<R>>;
}

export class ApiRegistry {
  private routes: ApiRoute<z.ZodType, z.ZodType>[] = [];

  add<Q extends z.ZodType, R extends z.ZodType>(route: ApiRoute<Q, R>): void {
    this.routes.push(route as unknown as ApiRoute<z.ZodType, z.ZodType>);
  }

  mount(app: FastifyInstance): void {
    for (const route of this.routes) {
      app.route({
        method: route.method,
        url: route.path.replace(/\{(\w+)\}/g, ':$1'),
        handler: async (request, reply) => {
          const query = route.query
            ? route.query.safeParse(request.query)
            : { success: true as const, data: {} };
          if (!query.success) {
            return sendProblem(reply, {
              title: 'Ongeldige invoer',
              status: 400,
              detail: 'Een of meer parameters zijn niet correct.',
              errors: query.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
            });
          }
          return route.handler({ query: query.data, request, reply });
        },
      });
    }
  }

  openApi(info: { title: string; version: string }): object {
    const paths: Record<string, Record<string, object>> = {};
    for (const route of this.routes) {
      const parameters = route.query ? queryParameters(route.query) : [];
      paths[route.path] ??= {};
      paths[route.path]![route.method.toLowerCase()] = {
        summary: route.summary,
        tags: route.tags,
        parameters,
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: z.toJSONSchema(route.response, { io: 'output' }) } },
          },
          '400': {
            description: 'Ongeldige invoer',
            content: { 'application/problem+json': { schema: problemSchema } },
          },
        },
      };
    }
    return { openapi: '3.1.0', info, servers: [{ url: '/api/v1' }], paths };
  }
}

const problemSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['title', 'status'],
};

function queryParameters(schema: z.ZodType): object[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}
