/** Adobe's validator ships JavaScript without types: the part the tests use. */
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<unknown[]>;
  }
}
