/** Every failure of a request to the service: it got no usable answer. The message is a short cause. */
export class ServiceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
  }
}

/** No usable answer arrived: the connection failed or dropped, the deadline passed, or the answer was too large. */
export class NetworkError extends ServiceError {}

/** The request's deadline passed before its whole answer arrived. */
export class DeadlineError extends NetworkError {
  constructor(
    /** The deadline it had, in whole milliseconds. */
    readonly deadlineMs: number
  ) {
    super(`no complete answer within ${deadlineMs % 1000 === 0 ? `${deadlineMs / 1000} s` : `${deadlineMs} ms`}`)
  }
}

/** The service answered with a status other than 2xx (a redirect included: it is never followed). */
export class HttpStatusError extends ServiceError {
  constructor(
    readonly status: number,
    /** Seconds from a `Retry-After` header, when the answer had a usable one. */
    readonly retryAfterSeconds?: number
  ) {
    super(describeStatus(status))
  }
}

/** The service answered 2xx with a body that is not what the endpoint returns. */
export class InvalidResponseError extends ServiceError {}

/** "HTTP 503", "HTTP 401: check the token", "HTTP 302 (a redirect, not followed)". */
export function describeStatus(status: number): string {
  if (status === 401 || status === 403) return `HTTP ${status}: check the token`
  if (status >= 300 && status <= 399) return `HTTP ${status} (a redirect, not followed)`
  return `HTTP ${status}`
}
