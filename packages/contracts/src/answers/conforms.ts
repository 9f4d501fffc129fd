// Checks a value against a shape description at run time: the places where it does not fit, so a
// test can hold a real answer against its declared shape (extra properties count as a misfit).
import type { ShapeNode } from './shape.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringProblems(node: Extract<ShapeNode, { kind: 'string' }>, value: unknown, at: string): string[] {
  if (typeof value !== 'string') return [`${at}: expected a string`];
  if (node.values && !node.values.includes(value))
    return [`${at}: ${value} is not one of ${node.values.join(', ')}`];
  if (node.format === 'decimal' && !DECIMAL.test(value)) return [`${at}: expected a decimal string`];
  if (node.format === 'date-time' && !ISO_TIME.test(value)) return [`${at}: expected an ISO date-time`];
  return [];
}

/** Where `value` does not fit `node`, e.g. `$.staff.role: expected a string`; empty when it fits. */
export function shapeProblems(node: ShapeNode, value: unknown, at = '$'): string[] {
  switch (node.kind) {
    case 'string':
      return stringProblems(node, value, at);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return [`${at}: expected a number`];
      return node.integer && !Number.isInteger(value) ? [`${at}: expected an integer`] : [];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: expected a boolean`];
    case 'null':
      return value === null ? [] : [`${at}: expected null`];
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => shapeProblems(node.items, item, `${at}[${i}]`))
        : [`${at}: expected an array`];
    case 'record':
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([k, v]) => shapeProblems(node.values, v, `${at}.${k}`))
        : [`${at}: expected an object`];
    case 'object': {
      if (!isPlainObject(value)) return [`${at}: expected an object`];
      const out = node.required
        .filter((key) => value[key] === undefined)
        .map((key) => `${at}.${key}: missing`);
      for (const [key, item] of Object.entries(value)) {
        const prop = node.properties[key];
        if (!prop) out.push(`${at}.${key}: not in the shape`);
        else if (item !== undefined) out.push(...shapeProblems(prop, item, `${at}.${key}`));
      }
      return out;
    }
    case 'nullable':
      return value === null ? [] : shapeProblems(node.inner, value, at);
    case 'union': {
      const each = node.variants.map((v) => shapeProblems(v, value, at));
      return each.some((p) => p.length === 0) ? [] : [`${at}: fits no variant (${each.flat().join('; ')})`];
    }
    case 'ref':
      return shapeProblems(node.target, value, at);
  }
}
