/** A successful outcome carrying a value. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed outcome carrying a domain error. */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/** The return type of every use case: failures are values, not exceptions. */
export type Result<T, E = DomainError> = Ok<T> | Err<E>;

/** A failure that the UI can translate (`code` is a key in `locales/<lang>/errors.json`). */
export interface DomainError {
  readonly code: string;
  /** Text from the server or a lower layer, shown when no translation exists. */
  readonly message?: string;
  /** Request field that caused the failure, when there is one. */
  readonly field?: string;
}

/** Wraps a value as a success. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Wraps an error as a failure. */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** Builds a `DomainError` from a code and an optional server message. */
export const domainError = (code: string, message?: string, field?: string): DomainError => ({
  code,
  ...(message === undefined ? {} : { message }),
  ...(field === undefined ? {} : { field }),
});

/**
 * A failed call as a screen's own failure code (`customers.load_failed`), keeping the server's
 * text and the field it names (requirements §8 "server message or …"), so a form still marks the
 * box at fault — except a refusal of the input itself (`validation.*`), which keeps its code too,
 * so the screen shows it in the reader's language rather than the server's English "q: This is too long.".
 */
export const failedAs = (code: string, error: DomainError): DomainError =>
  error.code.startsWith('validation.') ? error : domainError(code, error.message, error.field);
