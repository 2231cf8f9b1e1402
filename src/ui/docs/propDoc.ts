/** One row of a component's "Propiedades" table. */
export interface PropDoc {
  name: string;
  /** The TypeScript type as a reader would write it, e.g. `'small' | 'medium'`. */
  type: string;
  /** Omitted for required props and props without a default. */
  default?: string;
  /** Spanish, for the documentation page. */
  description: string;
}
