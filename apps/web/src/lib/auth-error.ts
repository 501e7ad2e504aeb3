// better-auth's failures as errors, apart from its client: the error texts of every page need
// the class, the sign-in page does not need the client until the form is sent.

/** better-auth answers `{ data, error }`; turn an error into a thrown Error carrying its code. */
export class AuthError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  constructor(message: string, code?: string, status?: number) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
    this.status = status;
  }
}

export function throwIfAuthError(
  error: {
    message?: string | undefined;
    code?: string | undefined;
    status?: number;
    statusText?: string;
  } | null,
): void {
  if (error)
    throw new AuthError(
      error.message || error.statusText || 'Request failed',
      error.code,
      error.status,
    );
}
