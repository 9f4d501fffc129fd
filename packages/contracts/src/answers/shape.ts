// A small description of each answer's shape, kept beside its TypeScript type. Types vanish at run
// time; these plain objects stay, so the API can turn them into OpenAPI schemas (`toJsonSchema`) and a
// test can check every endpoint's answer. `defineAnswer<T>()` fails to compile when the description and
// the type `T` disagree, so the two cannot drift apart. Browser-safe: no Nest, no Node.

/** One node of a shape description (a small subset of JSON Schema). */
export type ShapeNode =
  | { readonly kind: 'string'; readonly format?: StringFormat; readonly values?: readonly string[] }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'null' }
  | { readonly kind: 'array'; readonly items: ShapeNode }
  | { readonly kind: 'record'; readonly values: ShapeNode }
  | {
      readonly kind: 'object';
      readonly properties: Readonly<Record<string, ShapeNode>>;
      readonly required: readonly string[];
    }
  | { readonly kind: 'nullable'; readonly inner: ShapeNode }
  | { readonly kind: 'union'; readonly variants: readonly ShapeNode[] }
  /** A named answer used inside another one (an OpenAPI `$ref`). */
  | { readonly kind: 'ref'; readonly name: string; readonly target: ShapeNode };

/** `decimal`: a decimal string (money, rates); never a float. */
export type StringFormat = 'date-time' | 'decimal' | 'uri';

declare const TYPE: unique symbol;

/** Any shape, whatever its type. */
export interface AnyShape {
  readonly node: ShapeNode;
  readonly optional?: boolean;
}

/**
 * A shape describing values of type `T`. The phantom member makes `Shape<T>` invariant in `T`:
 * `Shape<A>` fits `Shape<B>` only when A and B fit each other.
 */
export interface Shape<T> extends AnyShape {
  readonly [TYPE]?: (value: T) => T;
}

/** A property that may be left out. */
export interface OptionalShape<T> extends Shape<T> {
  readonly optional: true;
}

export type TypeOf<S> = S extends Shape<infer T> ? T : never;

type RequiredKeys<P> = { [K in keyof P]: P[K] extends { readonly optional: true } ? never : K }[keyof P];
type OptionalKeys<P> = { [K in keyof P]: P[K] extends { readonly optional: true } ? K : never }[keyof P];
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<P> = Flat<
  { [K in RequiredKeys<P>]: TypeOf<P[K]> } & { [K in OptionalKeys<P>]?: TypeOf<P[K]> }
>;

function shape<T>(node: ShapeNode): Shape<T> {
  return Object.freeze({ node });
}

export const shapes = {
  string(format?: StringFormat): Shape<string> {
    return shape(format ? { kind: 'string', format } : { kind: 'string' });
  },
  /** One of fixed strings (an enum). */
  oneOf<const V extends string>(values: readonly V[]): Shape<V> {
    return shape({ kind: 'string', values: Object.freeze([...values]) });
  },
  number(): Shape<number> {
    return shape({ kind: 'number', integer: false });
  },
  integer(): Shape<number> {
    return shape({ kind: 'number', integer: true });
  },
  boolean(): Shape<boolean> {
    return shape({ kind: 'boolean' });
  },
  null(): Shape<null> {
    return shape({ kind: 'null' });
  },
  array<T>(items: Shape<T>): Shape<T[]> {
    return shape({ kind: 'array', items: items.node });
  },
  record<T>(values: Shape<T>): Shape<Record<string, T>> {
    return shape({ kind: 'record', values: values.node });
  },
  nullable<T>(inner: Shape<T>): Shape<T | null> {
    return shape({ kind: 'nullable', inner: inner.node });
  },
  optional<T>(inner: Shape<T>): OptionalShape<T> {
    return Object.freeze({ node: inner.node, optional: true as const });
  },
  object<const P extends Readonly<Record<string, AnyShape>>>(props: P): Shape<ObjectOf<P>> {
    const properties: Record<string, ShapeNode> = {};
    const required: string[] = [];
    for (const [key, prop] of Object.entries(props)) {
      properties[key] = prop.node;
      if (!prop.optional) required.push(key);
    }
    return shape({
      kind: 'object',
      properties: Object.freeze(properties),
      required: Object.freeze(required),
    });
  },
  union<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
    return shape({ kind: 'union', variants: Object.freeze([a.node, b.node]) });
  },
} as const;

/** A named answer: the `data` of a success envelope. */
export interface Answer<T> extends Shape<T> {
  readonly name: string;
}

/** Any answer, whatever its type (for tables and lists). */
export interface AnyAnswer extends AnyShape {
  readonly name: string;
}

/**
 * Names an answer and ties its description to its type: `defineAnswer<IssuedSession>('IssuedSession',
 * shapes.object({...}))` compiles only when the description's type and `IssuedSession` fit each other.
 * Inside other shapes the answer becomes a reference (`$ref` in OpenAPI).
 */
export function defineAnswer<T>(name: string, described: Shape<T>): Answer<T> {
  return Object.freeze({ name, node: { kind: 'ref', name, target: described.node } as const });
}

/** The answer of calls that answer nothing (`data: null`). */
export const NoAnswer: Answer<null> = defineAnswer<null>('Empty', shapes.null());
