import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE, ROUTE_SCHEMAS, errorAnswers } from '@mediation/protocol';
import type { RouteSchema } from '@mediation/protocol';

/** Where the API's description is read: the page, and its OpenAPI document at `${DOCS_PATH}/json`. */
export const DOCS_PATH = `${API_BASE}/docs`;

/** Groups of the page, by the start of a route's path (the first match wins). */
const TAGS: [tag: string, description: string, matches: RegExp][] = [
  ['auth', "Staff sign-in, tokens, the signed-in person's profile and password", /^\/api\/(core\/auth|auth)\//],
  [
    'join',
    'A party joins a case: by its code through the waiting room, or by a personal invitation',
    /^\/api\/session\/(join|invite|party|send-invite-email)\/|\/(join-requests|participants\/[^/]+)\//,
  ],
  [
    'cases',
    "A mediator's cases: create, read, close, delete, start and end; a case's statistics, messages and people",
    /^\/api\/session\//,
  ],
  ['users', "Parties' look-ups and names, and the mediators the admin manages", /^\/api\/users\//],
  ['agreements', 'The settlement agreement: anyone checks whether a PDF is the one both parties signed', /^\/api\/agreements\//],
  ['admin', 'The admin: statistics, cases running now, the outbox', /^\/api\/admin\//],
  ['health', 'Liveness and readiness, for a load balancer', /^\/api\/(health|ready)$/],
];

/** The body a route parses itself (its schema is a bare record): the page shows what it takes, from the contract. */
function parsedBodyOf(config: unknown): RouteSchema['body'] {
  const name = (config as { routeName?: keyof typeof ROUTE_SCHEMAS } | undefined)?.routeName;
  const schemas: RouteSchema | undefined = name ? ROUTE_SCHEMAS[name] : undefined;
  return schemas?.bodyParsedByRoute ? schemas.body : undefined;
}

/** What a success status says on the page (the errors say theirs through lib/responses.ts). */
const SUCCESS_MEANINGS: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  202: 'Accepted: waits or is delivered later',
  204: 'Done, no body',
};

const DESCRIPTION = [
  'The REST side of the mediation platform, under `/api`; the real-time side is socket.io on the same origin,',
  'its events described by `@mediation/protocol` (`socket.ts`).',
  '',
  'Staff sign in with `POST /api/core/auth/token/`, get an access token and an httpOnly refresh cookie, and send',
  '`Authorization: JWT <token>` (or `Bearer <token>`). A party has no password: it asks to join with the case code',
  '(`POST /api/session/join/`) and, once the mediator admits it, gets a party token bound to its case and side.',
  'Every error answers `{detail, errors?}`: a sentence, and for bad input the messages of each bad field.',
].join('\n');

/**
 * The OpenAPI description of the API, made from the routes' own zod schemas (their input and every answer), as
 * JSON at /api/docs/json and as a page at /api/docs. Register it before the routes: it learns them as they come.
 * The page's files are served from this origin (no CDN), so the content security policy of app.ts covers it.
 */
export default fp(
  async (app) => {
    // The body parser answers before the route for every route that reads a body: said here once, for them all.
    const bodyParserErrors = errorAnswers(413, 415);
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
      if (schema?.body && schema.response) schema.response = { ...schema.response, 413: bodyParserErrors[413], 415: bodyParserErrors[415] };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Mediation platform API', version: '1', description: DESCRIPTION },
        tags: TAGS.map(([name, description]) => ({ name, description })),
        components: {
          securitySchemes: {
            token: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'An access token or a party token (the `JWT` scheme works too)',
            },
          },
        },
      },
      transform(input) {
        // The web app's pages and files are not the API.
        if (!input.url.startsWith(`${API_BASE}/`)) return { schema: { hide: true }, url: input.url };
        const parsedBody = parsedBodyOf(input.route.config);
        const transformed = jsonSchemaTransform(parsedBody ? { ...input, schema: { ...input.schema, body: parsedBody } } : input);
        const tag = TAGS.find(([, , matches]) => matches.test(input.url))?.[0];
        const response = transformed.schema.response as Record<string, { description?: string }> | undefined;
        for (const [status, answer] of Object.entries(response ?? {})) answer.description ??= SUCCESS_MEANINGS[status];
        return tag ? { ...transformed, schema: { tags: [tag], ...transformed.schema } } : transformed;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
      theme: { title: 'Mediation platform API' },
    });
  },
  { name: 'api-docs' },
);
