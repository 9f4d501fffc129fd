// Turns shape descriptions into OpenAPI 3.0 schemas (JSON Schema with `nullable`). Named answers become
// components, referenced with `$ref`, so each is written once however often it is used.
import type { AnyAnswer, ShapeNode } from './shape.js';

/** An OpenAPI 3.0 schema object (the part of it these descriptions produce). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: readonly (string | null)[];
  nullable?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  example?: string;
}

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/**
 * The schema of a node. Named answers met on the way are added to `components` (once) and referred
 * to by `$ref`.
 */
export function toJsonSchema(node: ShapeNode, components: Record<string, JsonSchema>): JsonSchema {
  switch (node.kind) {
    case 'string': {
      const out: JsonSchema = { type: 'string' };
      if (node.format) out.format = node.format;
      if (node.values) out.enum = [...node.values];
      return out;
    }
    case 'number':
      return { type: node.integer ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { nullable: true, enum: [null], description: 'always null' };
    case 'array':
      return { type: 'array', items: toJsonSchema(node.items, components) };
    case 'record':
      return { type: 'object', additionalProperties: toJsonSchema(node.values, components) };
    case 'object': {
      const properties: Record<string, JsonSchema> = {};
      for (const [key, value] of Object.entries(node.properties)) {
        properties[key] = toJsonSchema(value, components);
      }
      const out: JsonSchema = { type: 'object', properties };
      if (node.required.length > 0) out.required = [...node.required];
      return out;
    }
    case 'nullable': {
      const inner = toJsonSchema(node.inner, components);
      // A `$ref` takes no siblings in OpenAPI 3.0: wrap it.
      return inner.$ref ? { allOf: [inner], nullable: true } : { ...inner, nullable: true };
    }
    case 'union':
      return { oneOf: node.variants.map((v) => toJsonSchema(v, components)) };
    case 'ref': {
      if (!(node.name in components)) {
        components[node.name] = {}; // reserved first: a shape that refers to itself stops here
        components[node.name] = toJsonSchema(node.target, components);
      }
      return { $ref: `${SCHEMA_REF_PREFIX}${node.name}` };
    }
  }
}

/** The envelope `{ code, message, data }` of a success answer whose `data` is `data`. */
export function envelopeSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'string', example: '200' },
      message: { type: 'string', example: 'success' },
      data,
    },
  };
}

/** The schema of an answer (a `$ref` to its component) and the components it needs. */
export function answerSchema(answer: AnyAnswer, components: Record<string, JsonSchema>): JsonSchema {
  return toJsonSchema(answer.node, components);
}
