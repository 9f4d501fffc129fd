/** The shape a locale's texts follow: the English keys, any wording (every leaf a string). */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
