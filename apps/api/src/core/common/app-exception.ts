import { ERRORS, type ErrorName } from '@p2p/contracts';

/** The one exception the API throws for a catalogue error; the global filter writes the envelope. */
export class AppException extends Error {
  readonly code: string;
  readonly http: number;

  constructor(
    readonly errorName: ErrorName,
    readonly data: unknown = null,
    /** An already translated message; by default the catalogue text in the caller's language. */
    readonly messageOverride?: string,
  ) {
    super(errorName);
    this.code = ERRORS[errorName].code;
    this.http = ERRORS[errorName].http;
  }
}
