/** Every failure of a request to the service: it got no usable answer. The message is a short cause. */
export class ServiceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
  }
}

/** No usable answer arrived: the connection failed or dropped, the deadline passed, or the answer was too large. */
export class NetworkError extends ServiceError {}

/** TLS failures of the handshake, which comes before any byte of the request (Node's and OpenSSL's codes). */
const HANDSHAKE_CODES = /^(ERR_SSL_|ERR_TLS_CERT_)|^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_HAS_EXPIRED|CERT_NOT_YET_VALID)$/

/**
 * Whether a failed request is known to have sent nothing: the connection was never made (refused,
 * no such host, unreachable) or its TLS handshake failed. Then a POST created nothing; anything
 * else (a reset, a deadline) may have reached the service.
 */
export function neverSent(error: unknown): boolean {
  const cause = (error instanceof NetworkError ? error.cause : undefined) as NodeJS.ErrnoException | undefined
  const handshake = HANDSHAKE_CODES.test(cause?.code ?? '') || (cause?.code === 'EPROTO' && /SSL routines/.test(cause.message))
  return cause?.syscall === 'connect' || cause?.syscall === 'getaddrinfo' || handshake
}

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
    readonly retryAfterSeconds?: number,
    /** The address that answered (addressOf), named when the status says the address may be wrong. */
    readonly address?: string
  ) {
    super(describeStatus(status, address))
  }
}

/** The service answered 2xx with a body that is not what the endpoint returns. */
export class InvalidResponseError extends ServiceError {}

/**
 * What to check when the answer says the address is not the API's: the web interface's address
 * given as the API's answers an HTML page, and a wrong path answers 404 as a wrong id does.
 */
export const API_ADDRESS_HINT = "the API's address, api-url, ends in /api; the web interface's host is ui-url"

/** Statuses that a wrong address answers as well as a wrong id: no such path, or no such method there. */
const WRONG_ADDRESS_STATUSES = [404, 405]

/**
 * "HTTP 503", "HTTP 401: check the token", "HTTP 302 (a redirect, not followed)", and for a status
 * that a wrong address gives, the address that answered and what to check: "HTTP 404 from
 * https://…/goals/7/execute: a wrong id, or a wrong address (the API's address, …)".
 */
export function describeStatus(status: number, address?: string): string {
  if (status === 401 || status === 403) return `HTTP ${status}: check the token`
  if (status >= 300 && status <= 399) return `HTTP ${status} (a redirect, not followed)`
  if (address !== undefined && WRONG_ADDRESS_STATUSES.includes(status)) return `HTTP ${status} from ${address}: a wrong id, or a wrong address (${API_ADDRESS_HINT})`
  return `HTTP ${status}`
}

/** Whether a status may come of a wrong address (WRONG_ADDRESS_STATUSES). */
export function mayBeWrongAddress(status: number): boolean {
  return WRONG_ADDRESS_STATUSES.includes(status)
}

/** The address of a request as a message names it: its origin and path, without credentials or query. */
export function addressOf(url: string, pathAsWritten: string): string {
  return `${new URL(url).origin}${pathAsWritten.replace(/\?.*$/s, '')}`
}

/** The message of an answer that is an HTML page where JSON was due: the web interface's address, most likely. */
export function htmlAnswer(address: string): string {
  return `the answer from ${address} is an HTML page, not JSON (${API_ADDRESS_HINT})`
}

/** Whether an answer is an HTML page: its declared type, or its first character. */
export function isHtml(contentType: string | undefined, body: string): boolean {
  return /^text\/html/i.test(contentType ?? '') || /^\s*</.test(body)
}
