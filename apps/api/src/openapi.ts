import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

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
  return SwaggerModule.createDocument(app, config);
}

/** Serves the generated document and its UI at /api/docs. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/json' });
}
