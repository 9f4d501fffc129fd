import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { answerSchema, envelopeSchema, listEndpoints, toOpenApiPath, type JsonSchema } from '@p2p/contracts';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type SchemaOrRef = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
type HttpVerb = 'get' | 'post';

/** The contracts' schemas are plain OpenAPI 3.0 schema objects; Nest's type names the same shape. */
function asOpenApi(schema: JsonSchema): SchemaOrRef {
  return schema as SchemaOrRef;
}

/**
 * Writes each answer of the contracts' endpoint table into the document: the 200 response of every
 * operation the table gives an answer becomes the envelope around that answer, whose schema is a
 * component named after the answer.
 */
export function addAnswerSchemas(document: OpenAPIObject): OpenAPIObject {
  const components: Record<string, JsonSchema> = {};
  for (const endpoint of listEndpoints()) {
    if (!endpoint.answer) continue;
    const verb = endpoint.method.toLowerCase() as HttpVerb;
    const operation: Operation | undefined = document.paths[toOpenApiPath(endpoint.path)]?.[verb];
    if (!operation) continue; // not served by this app (the route test checks what must be)
    operation.responses = {
      ...operation.responses,
      '200': {
        description: `Envelope with code "200"; data: ${endpoint.answer.name}`,
        content: {
          'application/json': {
            schema: asOpenApi(envelopeSchema(answerSchema(endpoint.answer, components))),
          },
        },
      },
    };
  }
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of Object.entries(components)) {
    if (name in schemas) throw new Error(`OpenAPI component ${name} is defined twice`);
    schemas[name] = asOpenApi(schema);
  }
  document.components.schemas = schemas;
  return document;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('P2P marketplace API')
    .setDescription(
      'Every answer is the envelope {code, message, data}; code "200" is success, anything else a catalogue code.',
    )
    .setVersion('1')
    .addBearerAuth()
    .addGlobalParameters({ name: 'language', in: 'header', required: false, schema: { type: 'string' } })
    .build();
  return addAnswerSchemas(SwaggerModule.createDocument(app, config));
}

/**
 * Serves the generated document and its UI at /api/docs (only where OPENAPI_UI allows: not in production
 * by default). `scripts/openapi.mjs` calls buildOpenApiDocument directly and needs neither.
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/json' });
}
