// A tiny route registry for /api/v1: each route declares its zod schemas once; they validate requests at the
// edge and produce the OpenAPI document, so the document cannot drift from the code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Problem, sendProblem } from '../http/problem.ts';

export interface ApiRoute<
  Q extends z.ZodType,
  R extends z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  /** The path parameters ({name} in `path`), validated like the query. */
  params?: P;
  query?: Q;
  /** A JSON request body (writes only), validated like the query; its field names are the problem's fields. */
  body?: B;
  response: R;
  /**
   * The status of a successful answer: 200 unless said otherwise (201 something stored, 202 accepted — a mail
   * is on its way —, 204 done without a body).
   */
  status?: 200 | 201 | 202 | 204;
  /** When the route answers 404 (documented in the OpenAPI document). */
  notFound?: string;
  /** Other problem answers of the route, by status, for the OpenAPI document (401, 409, 410, 429 …). */
  problems?: Partial<Record<401 | 403 | 409 | 410 | 429 | 503, string>>;
  handler: (input: {
    query: z.infer<Q>;
    params: z.infer<P>;
    body: z.infer<B>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.infer<R>>;
}

/** Thrown by a handler (or a helper it calls) to answer with a problem+json body instead of data. */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

// Validation messages in Dutch; a schema's own message (`{ error: '…' }`) still wins.
const dutchErrors = z.locales.nl().localeError;

export class ApiRegistry {
  private routes: ApiRoute<z.ZodType, z.ZodType, z.ZodType, z.ZodType>[] = [];

  add<
    Q extends z.ZodType,
    R extends z.ZodType,
    P extends z.ZodType = z.ZodType,
    B extends z.ZodType = z.ZodType,
  >(route: ApiRoute<Q, R, P, B>): void {
    this.routes.push(route as unknown as ApiRoute<z.ZodType, z.ZodType, z.ZodType, z.ZodType>);
  }

  mount(app: FastifyInstance): void {
    for (const route of this.routes) {
      const knownQuery = queryNames(route.query);
      app.route({
        method: route.method,
        url: route.path.replace(/\{(\w+)\}/g, ':$1'),
        handler: async (request, reply) => {
          const params = parse(route.params, request.params);
          const query = parseQuery(route.query, knownQuery, request.query);
          const body = parse(route.body, request.body ?? {});
          // Issue 11 #10: no name, address or term holds a null byte; refused here, before any SQL sees it.
          const nulls = nullBytesIn(request.body ?? {}).map((path) => ({
            path,
            message: 'Dit veld bevat een ongeldig teken (een nul-byte).',
          }));
          const issues = [params, query, body].flatMap((p) => (p.success ? [] : p.issues)).concat(nulls);
          if (!params.success || !query.success || !body.success || nulls.length > 0) {
            return sendProblem(reply, {
              title: 'Ongeldige invoer',
              status: 400,
              detail: issues.map((i) => i.message).join(' '),
              errors: issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
            });
          }
          try {
            if (route.status) reply.status(route.status);
            return await route.handler({
              query: query.data,
              params: params.data,
              body: body.data,
              request,
              reply,
            });
          } catch (error) {
            if (error instanceof ApiProblem) return sendProblem(reply, error.problem);
            throw error;
          }
        },
      });
    }
  }

  openApi(info: { title: string; version: string }): object {
    const paths: Record<string, Record<string, object>> = {};
    for (const route of this.routes) {
      const parameters = [
        ...(route.params ? schemaParameters(route.params, 'path') : []),
        ...(route.query ? schemaParameters(route.query, 'query') : []),
      ];
      const problem = (description: string) => ({
        description,
        content: { 'application/problem+json': { schema: problemSchema } },
      });
      paths[route.path] ??= {};
      paths[route.path]![route.method.toLowerCase()] = {
        summary: route.summary,
        tags: route.tags,
        parameters,
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: z.toJSONSchema(route.body, { io: 'input' }) } },
              },
            }
          : {}),
        responses: {
          [String(route.status ?? 200)]:
            route.status === 204
              ? { description: 'Gelukt (geen inhoud)' }
              : {
                  description: SUCCESS[route.status ?? 200],
                  content: {
                    'application/json': { schema: z.toJSONSchema(route.response, { io: 'output' }) },
                  },
                },
          '400': problem('Ongeldige invoer'),
          // Every write is refused when it comes from another site or lacks the session's CSRF token.
          ...(route.method === 'GET'
            ? {}
            : { '403': problem('Verzoek van een andere website of zonder geldig X-CSRF-Token') }),
          ...(route.notFound ? { '404': problem(route.notFound) } : {}),
          ...Object.fromEntries(
            Object.entries(route.problems ?? {}).map(([status, text]) => [status, problem(text)]),
          ),
        },
      };
    }
    return { openapi: '3.1.0', info, servers: [{ url: '/api/v1' }], paths };
  }
}

type Parsed =
  { success: true; data: unknown } | { success: false; issues: { path: PropertyKey[]; message: string }[] };

function parse(schema: z.ZodType | undefined, input: unknown): Parsed {
  if (!schema) return { success: true, data: {} };
  const result = schema.safeParse(input, { error: dutchErrors });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues };
}

/**
 * The query parameters a route knows (issue 11 #18): the properties of its query schema; null when the schema
 * takes any name (a record, as the advanced search's fields). A route without a query schema knows none.
 */
function queryNames(schema: z.ZodType | undefined): Set<string> | null {
  if (!schema) return new Set();
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    type?: string;
    properties?: Record<string, unknown>;
    additionalProperties?: unknown;
  };
  if (json.type !== 'object') return null;
  if (json.additionalProperties !== undefined && json.additionalProperties !== false) return null;
  return new Set(Object.keys(json.properties ?? {}));
}

/** The query as the route's schema reads it, an unknown parameter (?unknown=1, page[]=1) being a 400 like a body's. */
function parseQuery(schema: z.ZodType | undefined, known: Set<string> | null, input: unknown): Parsed {
  const unknown =
    known === null || typeof input !== 'object' || input === null
      ? []
      : Object.keys(input).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    return {
      success: false,
      issues: unknown.map((name) => ({ path: [name], message: `Onbekende parameter: ${name}.` })),
    };
  }
  return parse(schema, input);
}

/** The paths of the strings in a parsed JSON body that contain a null byte (keys included). */
function nullBytesIn(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return value.includes('\0') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nullBytesIn(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\0') ? [[...path, key]] : nullBytesIn(item, [...path, key]),
    );
  }
  return [];
}

const SUCCESS = { 200: 'OK', 201: 'Opgeslagen', 202: 'Aangenomen' } as const;

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

function schemaParameters(schema: z.ZodType, where: 'path' | 'query'): object[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    // OpenAPI: a path parameter is always required.
    required: where === 'path' || (json.required?.includes(name) ?? false),
    ...(s.description ? { description: s.description } : {}),
    schema: s,
  }));
}
