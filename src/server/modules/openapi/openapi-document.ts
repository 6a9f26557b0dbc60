import { z } from 'zod';
import { API_BASE, IDEMPOTENCY_HEADER, USER_CONTEXT_HEADER, ZProblem, type CallContract } from '../../../domain/contract';

/**
 * The OpenAPI 3.1 document of the service, generated from the very contracts the routes register
 * (app.callContracts): zod 4's z.toJSONSchema turns each call's params, query, body and answer into JSON Schema
 * 2020-12 (OpenAPI 3.1's dialect). Nothing here is written per call: a new contract is described as it is registered.
 */

type JsonSchema = Record<string, unknown>;

interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  security: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema>; responses: Record<string, JsonSchema>; parameters: Record<string, JsonSchema> };
}

/** A zod schema as JSON Schema (what is sent: 'input'; what is answered: 'output'); what JSON cannot say becomes {}. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The properties of an object schema (params, query) as OpenAPI parameters. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', pathNames: string[]): JsonSchema[] {
  if (!schema) {
    return where === 'path' ? pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) : [];
  }
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const names = where === 'path' ? pathNames : Object.keys(properties);
  return names.map((name) => {
    const property = properties[name] ?? { type: 'string' };
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** The problem+json answers every call may give, by its authentication level and kind. */
function problemResponses(contract: CallContract): Record<string, JsonSchema> {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  const answers: Record<string, JsonSchema> = { '400': ref('BadRequest') };
  if (contract.auth !== 'public') {
    answers['401'] = ref('Unauthorized');
    answers['403'] = ref('Forbidden');
  }
  if (contract.path.includes('{')) answers['404'] = ref('NotFound');
  if (WRITES.has(contract.method)) {
    answers['409'] = ref('Conflict');
    answers['422'] = ref('KeyReused');
  }
  if (contract.bodyLimit || contract.multipart) answers['413'] = ref('TooLarge');
  answers['500'] = ref('ServerError');
  return answers;
}

/** The 2xx answer: 204 for a call that answers nothing, binary for z.unknown() on a GET, JSON otherwise. */
function successResponses(contract: CallContract): Record<string, JsonSchema> {
  const response = contract.response;
  if (response instanceof z.ZodVoid || response instanceof z.ZodUndefined) return { '204': { description: 'Ingen innhold.' } };
  const schema = jsonSchemaOf(response, 'output');
  const status = contract.method === 'GET' ? '200' : '2XX';
  const binary = response instanceof z.ZodUnknown || response instanceof z.ZodAny;
  const content = binary
    ? { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } }, 'application/json': { schema } }
    : { 'application/json': { schema } };
  return { [status]: { description: contract.method === 'GET' ? 'Svaret.' : 'Utført (200 eller 201).', content } };
}

function requestBodyOf(contract: CallContract): JsonSchema | undefined {
  if (!contract.body) return undefined;
  const schema = jsonSchemaOf(contract.body, 'input');
  const content: Record<string, JsonSchema> = { 'application/json': { schema } };
  if (contract.multipart) {
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        description: 'De samme tekstfeltene som deler, og filene som deler med navnet "files" (lagres og kontrolleres som vedlegg).',
        properties: { ...((schema.properties ?? {}) as object), files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
    };
  }
  const optional = contract.body.safeParse(undefined).success;
  return { required: !optional, content };
}

function securityOf(contract: CallContract): Record<string, string[]>[] {
  if (contract.auth === 'public') return [];
  if (contract.auth === 'session') return [{ bearer: [] }];
  return [{ bearer: [], userContext: [] }];
}

/** 'GET /Acquisitions/{id}/timeline' as an operation id: getAcquisitionsIdTimeline. */
function operationIdOf(contract: CallContract): string {
  const words = contract.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return contract.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function descriptionOf(contract: CallContract): string {
  const who = { public: 'Åpent for alle.', session: 'En innlogget bruker (bearer-token).', context: `En innlogget bruker med valgt rolle (bearer-token og headeren ${USER_CONTEXT_HEADER}).` }[contract.auth];
  const permission = contract.permission ? ` Rollen må ha tillatelsen '${contract.permission}'.` : '';
  const idempotent = WRITES.has(contract.method) ? ` Med headeren ${IDEMPOTENCY_HEADER} får en gjentakelse det første svaret.` : '';
  const multipart = contract.multipart ? ' Tar også multipart/form-data med filer.' : '';
  return who + permission + idempotent + multipart;
}

function operationOf(contract: CallContract): OpenApiOperation {
  const pathNames = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const parameters = [...parametersOf(contract.params, 'path', pathNames), ...parametersOf(contract.query, 'query', [])];
  if (WRITES.has(contract.method)) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const requestBody = requestBodyOf(contract);
  return {
    operationId: operationIdOf(contract),
    summary: contract.summary ?? `${contract.method} ${contract.path}`,
    description: descriptionOf(contract),
    tags: [contract.path.split('/')[1] ?? 'root'],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponses(contract), ...problemResponses(contract) },
    security: securityOf(contract),
  };
}

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } });

export function buildOpenApiDocument(contracts: CallContract[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const contract of contracts) {
    const operations = (paths[contract.path] ??= {});
    operations[contract.method.toLowerCase()] = operationOf(contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Meldesystem – DataAcquisition-service',
      version,
      description:
        'Kallene i meldesystemet, slik webappen gjør dem. Logg inn med OIDC (authorization code + PKCE), ' +
        `send access-tokenet som bearer-token, velg organisasjon og rolle med POST /UserContext og send tokenet derfra i headeren ${USER_CONTEXT_HEADER}. ` +
        'Alle feil svares som application/problem+json (RFC 9457).',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(ZProblem, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access-tokenet fra OIDC-innloggingen (GET /Auth/token veksler koden).' },
        userContext: { type: 'apiKey', in: 'header', name: USER_CONTEXT_HEADER, description: 'Brukerkontekst-tokenet fra POST /UserContext (organisasjon og rolle).' },
      },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description: 'En unik nøkkel (f.eks. en UUID) per skriving: en gjentakelse med samme nøkkel og innhold får det første svaret; med annet innhold 422.',
          schema: { type: 'string', maxLength: 200 },
        },
      },
      responses: {
        BadRequest: problem('Ugyldig inndata: feltfeilene står i errors.'),
        Unauthorized: problem('Mangler gyldig bearer-token (eller brukerkontekst).'),
        Forbidden: problem('Rollen har ikke tilgang til kallet.'),
        NotFound: problem('Finnes ikke, eller er ikke synlig for brukeren.'),
        Conflict: problem('Objektet er endret, eller tilstanden tillater det ikke.'),
        KeyReused: problem('Idempotency-Key er brukt før med annet innhold.'),
        TooLarge: problem('Innholdet er større enn kallet tillater.'),
        ServerError: problem('Feil i tjenesten; oppgi correlationId.'),
      },
    },
  };
}
