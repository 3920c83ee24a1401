#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 583:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _start_cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(755);

// Loaded only after the check of the Node.js (start-cli.ts); "eager" keeps it in this one file.
await (0,_start_cli_js__WEBPACK_IMPORTED_MODULE_0__/* .startCli */ .P)('execute-goal', async () => (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 128))).executeGoalCli);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 628:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/shared/exit-codes.ts
var exit_codes = __nccwpck_require__(894);
// EXTERNAL MODULE: ./src/shared/inert.ts
var inert = __nccwpck_require__(105);
;// CONCATENATED MODULE: ./src/shared/process.ts
// The process around a run, for the action's and the CLIs' entries: the signals that cancel it,
// and an exit that loses no line of the log.
/** Ctrl+C (SIGINT), a stop (SIGTERM), and on Windows Ctrl+Break (SIGBREAK), which the runner sends 7.5 s after Ctrl+C. */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK'];
/** The variable with which a test asks for the IPC stand-in of signals (see setUpProcess). */
const IPC_SIGNALS_VARIABLE = 'VIRTUOSO_QA_TEST_IPC_SIGNALS';
/**
 * Sets up the process for a run, and returns the run's abort signal, which each cancelling signal
 * aborts. The handlers stay installed, so a second signal cannot cut the wind-down short. A reader
 * of the log that goes away (`| head`, EPIPE) costs the lines it misses, never the run or its
 * exit code: stdout and stderr faults are ignored.
 *
 * For tests on every OS (Windows can neither send SIGINT to one process nor SIGBREAK from Node): a
 * process started by Node with an IPC channel and `VIRTUOSO_QA_TEST_IPC_SIGNALS=1` takes the
 * message `{ emitSignal: 'SIGINT' | 'SIGTERM' | 'SIGBREAK' }` as that signal, and, as the system
 * would, ends at once when nothing handles it.
 */
function setUpProcess(host = process) {
    for (const stream of [host.stdout, host.stderr])
        stream.on('error', () => { });
    const controller = new AbortController();
    for (const signal of CANCEL_SIGNALS)
        host.on(signal, () => controller.abort());
    if (host.channel && host.env[IPC_SIGNALS_VARIABLE] === '1') {
        host.on('message', (message) => {
            const signal = CANCEL_SIGNALS.find((name) => name === message?.emitSignal);
            if (signal && !host.emit(signal, signal))
                host.kill(host.pid, host.platform === 'win32' || signal === 'SIGBREAK' ? 'SIGKILL' : signal);
        });
        host.channel.unref();
    }
    return controller.signal;
}
/** How long the exit waits for a reader of the log that does not read. */
const FLUSH_WAIT_MS = 2_000;
/**
 * Ends the process with `code` once stdout and stderr have handed every line to the system:
 * where they are pipes (the runner's, a CI log) writes are asynchronous, and an immediate exit
 * would drop the last lines, the verdict among them. The exit itself ends whatever was abandoned
 * (an artifact upload past its deadline).
 */
async function exitWhenFlushed(code, host = process, waitMs = FLUSH_WAIT_MS) {
    const flushed = (stream) => new Promise((resolve) => {
        if (stream.destroyed || !stream.writable)
            return resolve();
        stream.once('error', () => resolve()); // a reader that has gone (EPIPE): nothing left to wait for
        stream.write('', () => resolve());
    });
    let timer;
    await Promise.race([
        Promise.all([flushed(host.stdout), flushed(host.stderr)]),
        new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))
    ]);
    clearTimeout(timer);
    return host.exit(code);
}

;// CONCATENATED MODULE: ./src/cli/bin/run-cli.ts



/**
 * Runs a CLI main with the process's streams, turns SIGINT, SIGTERM and (Windows) SIGBREAK into
 * an abort, and exits with the main's code once its output is out. The one place where a CLI
 * process exits.
 */
function runCli(main) {
    main({
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
        cwd: process.cwd(),
        env: process.env,
        signal: setUpProcess()
    }).then((code) => exitWhenFlushed(code), (error) => {
        // One line, never a stack trace: the mains report every expected ending themselves.
        process.stderr.write(`${(0,inert/* inert */.t)(`Unexpected error: ${(0,exit_codes/* messageOf */.bD)(error)}`)}\n`);
        return exitWhenFlushed(1);
    });
}


/***/ }),

/***/ 755:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ startCli)
});

;// CONCATENATED MODULE: ./src/cli/node-version.ts
// The Node.js the CLIs need (contract: "The CLIs"), checked by their entries before anything else
// is loaded. This file imports nothing: under an older Node it must load and run as it is.
/**
 * The floor every CLI shares: the first release of each line with node:sqlite without a flag,
 * 22.13 and 23.4 (it came to 22.5 and 23.0 behind --experimental-sqlite), which upload-certificate
 * needs. Every line from 24 has it.
 */
const FLOOR = { 22: 13, 23: 4 };
/**
 * The one line a CLI prints under a Node.js too old for it, or undefined when `version` (as
 * `process.version` gives it, "v20.19.2") will do. `why`, when given, is what the CLI itself needs
 * that release for ("node:sqlite"); a CLI that uses no such module names none. A version it cannot
 * read is taken as new enough: the check is there to explain a missing feature, not to refuse an
 * unusual build.
 */
function unsupportedNodeMessage(cli, version, why) {
    const match = /^v?(\d+)\.(\d+)\./.exec(version);
    if (!match)
        return undefined;
    const [major, minor] = [Number(match[1]), Number(match[2])];
    if (major >= 24 || (major in FLOOR && minor >= FLOOR[major]))
        return undefined;
    const line23 = major === 23 ? ', 23.4 or newer in the 23 line' : '';
    return `${cli} needs Node.js 22.13 or newer${line23}${why ? ` (for ${why})` : ''}; this is Node.js ${version}.`;
}

;// CONCATENATED MODULE: ./src/cli/bin/start-cli.ts

/** The options that ask for the help or the version, which work under any Node.js (contract: "The CLIs"). */
const INFO_OPTIONS = new Set(['-h', '--help', '--version']);
/**
 * Starts a CLI (contract: "The CLIs"): first the check of the Node.js, then the CLI itself, loaded
 * only now. Whatever a module imports statically is evaluated before any of its own code, so the
 * CLI is imported dynamically: under a Node.js too old for it, the one line below is the first and
 * only thing the process prints, instead of a stack trace from a missing feature. `why` is what
 * this CLI itself needs that Node.js for, when it uses such a module.
 *
 * Under such a Node.js, `-h`, `--help` and `--version` still work: the CLI is loaded (its modules
 * load on Node.js 20; a test runs each bundle's --help and --version there) and given that one
 * option alone, so that it can print nothing but its help or its version, whatever else the
 * command line holds. webpack's "eager" mode (scripts/bundle.ts bundles with ncc) keeps such an
 * import in the entry's file rather than a chunk of its own, and still evaluates the module only
 * when the import runs.
 */
async function startCli(name, load, why) {
    let argv = process.argv.slice(2);
    const problem = unsupportedNodeMessage(name, process.version, why);
    if (problem !== undefined) {
        const info = argv.find((word) => INFO_OPTIONS.has(word));
        if (info === undefined) {
            process.stderr.write(`${problem}\n`);
            process.exitCode = 1;
            return;
        }
        argv = [info];
    }
    const [{ runCli }, main] = await Promise.all([Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 628)), load()]);
    runCli((io) => main(argv, io));
}


/***/ }),

/***/ 128:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  EXECUTE_GOAL_HELP: () => (/* binding */ EXECUTE_GOAL_HELP),
  EXECUTE_GOAL_USAGE: () => (/* binding */ EXECUTE_GOAL_USAGE),
  executeGoalCli: () => (/* binding */ executeGoalCli)
});

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/shared/clock.ts
const systemClock = {
    now: () => performance.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(abortError(signal));
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortError(signal));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};
/** Settles like `promise`, or rejects as soon as `signal` aborts (for work that cannot be cancelled itself). */
function abortable(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(abortError(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
}
/**
 * Throws what a cancelled operation rejects with: the signal's reason when it is an Error (as
 * `AbortSignal.abort()` and `AbortSignal.timeout()` give), else a DOMException named AbortError.
 */
function throwIfAborted(signal) {
    if (signal?.aborted)
        throw abortError(signal);
}
function abortError(signal) {
    return signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
}

// EXTERNAL MODULE: ./src/shared/exit-codes.ts
var exit_codes = __nccwpck_require__(894);
;// CONCATENATED MODULE: external "node:stream/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
;// CONCATENATED MODULE: ./src/service/certificate-files.ts
/**
 * The three files of a certificate entry (specification part 2): the keys of `item.s3PreSignedUrls`
 * in endpoint 1's answer, and the files of the NSS SQL database that the conversion writes.
 */
const NSS_FILES = ['key4.db', 'cert9.db', 'pkcs11.txt'];

;// CONCATENATED MODULE: ./src/service/hosts.ts

/** The service's two environments (Client B rule 3): they differ in the API host and the web interface host. */
const environments = {
    default: { apiUrl: 'https://api.virtuoso.qa/api', uiUrl: 'https://app.virtuoso.qa' },
    app2: { apiUrl: 'https://api-app2.virtuoso.qa/api', uiUrl: 'https://app-app2.virtuoso.qa' }
};
/**
 * The hosts to use: the chosen environment's, each overridable by an explicit address, which
 * `names` names in a message as the front end spells it (`--api_url`, `The input "api-url"`).
 * @throws UsageError when an address is not an http or https URL, before any request.
 */
function resolveHosts(app2, overrides, names) {
    const environment = app2 ? environments.app2 : environments.default;
    return {
        apiUrl: checkedUrl(names.apiUrl, overrides.apiUrl ?? environment.apiUrl),
        uiUrl: checkedUrl(names.uiUrl, overrides.uiUrl ?? environment.uiUrl)
    };
}
/** Whether a text is an absolute http or https address. */
function isHttpUrl(url) {
    return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
}
function checkedUrl(name, url) {
    if (!isHttpUrl(url)) {
        throw new exit_codes/* UsageError */.eb(`${name} must be an http or https address, not "${url}".`);
    }
    // As the URL parser writes it (host in lower case, no default port, spaces encoded): requests
    // send their path as written (see pathAsWritten), so it must already be a valid one.
    return trimSlashes(new URL(url).href);
}
/** The link to a job in the web interface (Client B rule 9). */
function executionUrl(uiUrl, jobId) {
    return `${trimSlashes(uiUrl)}/#/project/execution/${encodeURIComponent(jobId)}`;
}
function trimSlashes(url) {
    return url.replace(/\/+$/, '');
}

;// CONCATENATED MODULE: ./src/service/errors.ts
/** Every failure of a request to the service: it got no usable answer. The message is a short cause. */
class ServiceError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = new.target.name;
    }
}
/** No usable answer arrived: the connection failed or dropped, the deadline passed, or the answer was too large. */
class NetworkError extends ServiceError {
}
/** TLS failures of the handshake, which comes before any byte of the request (Node's and OpenSSL's codes). */
const HANDSHAKE_CODES = /^(ERR_SSL_|ERR_TLS_CERT_)|^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_HAS_EXPIRED|CERT_NOT_YET_VALID)$/;
/**
 * Whether a failed request is known to have sent nothing: the connection was never made (refused,
 * no such host, unreachable) or its TLS handshake failed. Then a POST created nothing; anything
 * else (a reset, a deadline) may have reached the service.
 */
function neverSent(error) {
    const cause = (error instanceof NetworkError ? error.cause : undefined);
    const handshake = HANDSHAKE_CODES.test(cause?.code ?? '') || (cause?.code === 'EPROTO' && /SSL routines/.test(cause.message));
    return cause?.syscall === 'connect' || cause?.syscall === 'getaddrinfo' || handshake;
}
/** The request's deadline passed before its whole answer arrived. */
class DeadlineError extends NetworkError {
    deadlineMs;
    constructor(
    /** The deadline it had, in whole milliseconds. */
    deadlineMs) {
        super(`no complete answer within ${deadlineMs % 1000 === 0 ? `${deadlineMs / 1000} s` : `${deadlineMs} ms`}`);
        this.deadlineMs = deadlineMs;
    }
}
/** The service answered with a status other than 2xx (a redirect included: it is never followed). */
class HttpStatusError extends ServiceError {
    status;
    retryAfterSeconds;
    address;
    constructor(status, 
    /** Seconds from a `Retry-After` header, when the answer had a usable one. */
    retryAfterSeconds, 
    /** The address that answered (addressOf), named when the status says the address may be wrong. */
    address) {
        super(describeStatus(status, address));
        this.status = status;
        this.retryAfterSeconds = retryAfterSeconds;
        this.address = address;
    }
}
/** The service answered 2xx with a body that is not what the endpoint returns. */
class InvalidResponseError extends ServiceError {
}
/**
 * What to check when the answer says the address is not the API's: the web interface's address
 * given as the API's answers an HTML page, and a wrong path answers 404 as a wrong id does.
 */
const API_ADDRESS_HINT = "the API's address, api-url, ends in /api; the web interface's host is ui-url";
/** Statuses that a wrong address answers as well as a wrong id: no such path, or no such method there. */
const WRONG_ADDRESS_STATUSES = [404, 405];
/**
 * "HTTP 503", "HTTP 401: check the token", "HTTP 302 (a redirect, not followed)", and for a status
 * that a wrong address gives, the address that answered and what to check: "HTTP 404 from
 * https://…/goals/7/execute: a wrong id, or a wrong address (the API's address, …)".
 */
function describeStatus(status, address) {
    if (status === 401 || status === 403)
        return `HTTP ${status}: check the token`;
    if (status >= 300 && status <= 399)
        return `HTTP ${status} (a redirect, not followed)`;
    if (address !== undefined && WRONG_ADDRESS_STATUSES.includes(status))
        return `HTTP ${status} from ${address}: a wrong id, or a wrong address (${API_ADDRESS_HINT})`;
    return `HTTP ${status}`;
}
/** Whether a status may come of a wrong address (WRONG_ADDRESS_STATUSES). */
function mayBeWrongAddress(status) {
    return WRONG_ADDRESS_STATUSES.includes(status);
}
/** The address of a request as a message names it: its origin and path, without credentials or query. */
function addressOf(url, pathAsWritten) {
    return `${new URL(url).origin}${pathAsWritten.replace(/\?.*$/s, '')}`;
}
/** The message of an answer that is an HTML page where JSON was due: the web interface's address, most likely. */
function htmlAnswer(address) {
    return `the answer from ${address} is an HTML page, not JSON (${API_ADDRESS_HINT})`;
}
/** Whether an answer is an HTML page: its declared type, or its first character. */
function isHtml(contentType, body) {
    return /^text\/html/i.test(contentType ?? '') || /^\s*</.test(body);
}

;// CONCATENATED MODULE: ./src/shared/json-text.ts
// What JSON.parse does not keep of a JSON text, read from the text itself: the order of an
// object's keys, and the digits of a number.
/**
 * JSON.parse with every number for which `keep(key)` holds left as the text the service wrote,
 * digit for digit even beyond 2^53 (contract: "Answers are checked"). Uses the reviver's source
 * text access (Node.js 22 and later). Throws as JSON.parse throws.
 */
function parseKeepingDigits(text, keep) {
    const reviver = (key, value, context) => (typeof value === 'number' && keep(key) ? context.source : value);
    return JSON.parse(text, reviver);
}
/**
 * The keys of the object that a top-level object's `name` holds, in the order the text writes them
 * (each once, where it first stands), or none when that value is no object. JSON.parse cannot tell
 * this order: it puts integer keys first, ascending, whatever the text says. `text` must be valid
 * JSON (JSON.parse has read it); of a name written twice, the last counts, as for JSON.parse.
 */
function topLevelKeysInOrder(text, name) {
    let keys = new Set();
    let depth = 0;
    /** Inside the object that the name holds, whose keys stand at depth 2. */
    let collecting = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const end = endOfString(text, i);
            const colon = afterBlanks(text, end + 1);
            if (text.charCodeAt(colon) === COLON) {
                const key = JSON.parse(text.slice(i, end + 1));
                if (depth === 1 && key === name && text.charCodeAt(afterBlanks(text, colon + 1)) === OPEN_OBJECT) {
                    keys = new Set();
                    collecting = true;
                }
                else if (collecting && depth === 2) {
                    keys.add(key);
                }
            }
            i = end;
        }
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
            depth++;
        }
        else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
            depth--;
            if (depth === 1)
                collecting = false;
        }
    }
    return [...keys];
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** The index of the quote that ends the string whose opening quote is at `start` (the text's end if none does). */
function endOfString(text, start) {
    let i = start + 1;
    while (i < text.length && text.charCodeAt(i) !== QUOTE)
        i += text.charCodeAt(i) === BACKSLASH ? 2 : 1;
    return i;
}
/** The index of the first character from `i` on that is not JSON's whitespace (space, tab, line feed, carriage return). */
function afterBlanks(text, i) {
    while (/[ \t\n\r]/.test(text.charAt(i)))
        i++;
    return i;
}

;// CONCATENATED MODULE: ./src/service/journeys.ts
/** The outcomes a status answer counts journeys by (contract: "The wait, visible and bounded"). */
const journeys_JOURNEY_OUTCOMES = ['PASS', 'FAIL', 'ERROR', 'SKIP', 'NOT_REACHED', 'RUNNING'];
/**
 * The journey counts of a status answer's `journeyStatistics`, which the specification does not
 * promise: undefined unless well-formed, so that an odd answer changes nothing. Well-formed:
 * `countPerOutcome` is an object whose six known keys, where present, hold whole numbers ≥ 0 (a
 * missing one counts 0, a null one is malformed; any other key is ignored, whatever its value), and `totalCount`, where
 * present, is a whole number at least their sum. The total is `totalCount`, else the sum.
 */
function parseJourneyStatistics(value) {
    if (!isObject(value) || !isObject(value.countPerOutcome))
        return undefined;
    const perOutcome = value.countPerOutcome;
    const counts = {};
    let sum = 0;
    for (const outcome of journeys_JOURNEY_OUTCOMES) {
        const count = Object.hasOwn(perOutcome, outcome) ? perOutcome[outcome] : 0;
        if (!isCount(count))
            return undefined;
        counts[outcome] = count;
        sum += count;
    }
    const total = Object.hasOwn(value, 'totalCount') ? value.totalCount : sum;
    if (!isCount(total) || total < sum)
        return undefined;
    counts.total = total;
    return counts;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A whole number ≥ 0 that a number holds exactly (past 2^53 it is no count any service means). */
function isCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
}

;// CONCATENATED MODULE: ./src/shared/json-tokenizer.ts
// One byte-level JSON tokenizer for the answers that can weigh hundreds of megabytes (the report, the journey
// results): it checks the grammar and the strings' UTF-8 and tells a sink about the tokens, so that each consumer
// (the pretty-printer, the selective reader) keeps only what it needs and nothing grows with the document.
/** The text is not a single JSON value of the expected kind; its message is a short phrase such as `not JSON: unexpected "x" at byte 12`. */
class JsonSyntaxError extends Error {
    name = 'JsonSyntaxError';
}
// Where the tokenizer is. The states up to DONE lie between tokens, where whitespace is skipped.
const VALUE = 0; // a value: at the top, after ":", or after "," in an array
const FIRST_ITEM = 1; // a value or "]", just after "["
const FIRST_KEY = 2; // a key or "}", just after "{"
const KEY = 3; // a key, after "," in an object
const json_tokenizer_COLON = 4;
const AFTER = 5; // "," or the closer of the innermost container
const DONE = 6; // after the top-level value: only whitespace may follow
const STRING = 7;
const ESCAPE = 8; // just after a backslash
const UNICODE = 9; // among the four hex digits of \uXXXX
const NUMBER = 10;
const LITERAL = 11; // inside true, false or null
const SEQUENCE = 12; // inside a string, among the continuation bytes of a multi-byte UTF-8 character
// Number sub-states, named after what was read last; a number is complete only in ZERO, INT, FRAC or EXP.
const N_START = 0, N_MINUS = 1, N_ZERO = 2, N_INT = 3, N_DOT = 4, N_FRAC = 5, N_E = 6, N_SIGN = 7, N_EXP = 8;
const N_END = -1; // the byte is the first one after a complete number
const N_BAD = -2;
/** One step of `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`. */
function numberStep(s, c) {
    const digit = c >= 0x30 && c <= 0x39;
    const e = c === 0x65 || c === 0x45;
    switch (s) {
        case N_START: return c === 0x2d ? N_MINUS : c === 0x30 ? N_ZERO : digit ? N_INT : N_BAD;
        case N_MINUS: return c === 0x30 ? N_ZERO : digit ? N_INT : N_BAD;
        case N_ZERO: return c === 0x2e ? N_DOT : e ? N_E : N_END; // "01": the "1" is then rejected as a stray token
        case N_INT: return digit ? N_INT : c === 0x2e ? N_DOT : e ? N_E : N_END;
        case N_DOT: return digit ? N_FRAC : N_BAD;
        case N_FRAC: return digit ? N_FRAC : e ? N_E : N_END;
        case N_E: return c === 0x2b || c === 0x2d ? N_SIGN : digit ? N_EXP : N_BAD;
        case N_SIGN: return digit ? N_EXP : N_BAD;
        default: return digit ? N_EXP : N_END;
    }
}
const LITERALS = [Buffer.from('true'), Buffer.from('false'), Buffer.from('null')];
const BOM = [0xef, 0xbb, 0xbf];
/** The UTF-16 code unit of a one-character escape (`\n` and the like), by the byte after the backslash; 0 if none. */
const ESCAPED = new Uint8Array(128);
for (const [c, unit] of [[0x22, 0x22], [0x5c, 0x5c], [0x2f, 0x2f], [0x62, 0x08], [0x66, 0x0c], [0x6e, 0x0a], [0x72, 0x0d], [0x74, 0x09]])
    ESCAPED[c] = unit;
/**
 * A tokenizer of one document that tells `sink` about it as it reads. Only a few bytes of state and the stack of open
 * containers are kept. Invalid UTF-8 in a string is told as U+FFFD, as `Buffer.toString` decodes it. It throws a
 * {@link JsonSyntaxError} at the first grammar error, on an incomplete document at the end, on anything after the
 * top-level value, on nesting deeper than `maxDepth` (default 1000) and, when `topLevel` is `'object'`, when the
 * top-level value is not an object. A leading byte order mark is skipped.
 */
function jsonTokenizer(sink, options = {}) {
    const objectOnly = (options.topLevel ?? 'object') === 'object';
    const maxDepth = options.maxDepth ?? 1_000;
    const stack = []; // the open containers, true for an object
    let state = VALUE;
    let num = N_START;
    let key = false; // whether the current string is a key
    let word = LITERALS[0]; // the literal being read, and how many of its bytes were matched
    let matched = 0;
    let bom = 0; // bytes of a leading byte order mark matched so far; -1 once past the start
    let bytesBefore = 0; // bytes of input before the current chunk
    // A value the sink skips: the depth it starts at, or -1. Nothing inside it is told, and its strings are only
    // scanned for their end (invalid UTF-8 in a string is no grammar error).
    let skipFrom = -1;
    // An escape being read: its bytes so far, and the code unit of \uXXXX.
    const escaped = Buffer.alloc(6);
    let escapedLength = 0;
    let unit = 0;
    // A multi-byte character in a string, as the WHATWG UTF-8 decoder reads it: its bytes so far, how many it needs,
    // and the range of its next byte. Kept across chunks.
    const sequence = Buffer.alloc(4);
    let seen = 0;
    let needed = 0;
    let lower = 0x80;
    let upper = 0xbf;
    function fail(chunk, i, what = 'not JSON: unexpected') {
        // The character at i (always within the chunk), decoded: one that is not valid UTF-8 shows as U+FFFD.
        const char = [...chunk.toString('utf8', i, i + 4)][0];
        throw new JsonSyntaxError(`${what} ${JSON.stringify(char)} at byte ${bytesBefore + i}`);
    }
    /** The start of a byte order mark, cut short: not UTF-8, so U+FFFD at the first byte. */
    const brokenMark = () => new JsonSyntaxError('not JSON: unexpected "\ufffd" at byte 0');
    function endValue() {
        if (skipFrom === stack.length)
            skipFrom = -1;
        state = stack.length > 0 ? AFTER : DONE;
    }
    /** Starts the value whose first byte is at `i`; returns where to read next. */
    function startValue(chunk, i, c) {
        if (objectOnly && stack.length === 0 && c !== 0x7b)
            fail(chunk, i, '[{"tfn-0123456789'.includes(String.fromCharCode(c)) ? 'not a JSON object: the top-level value starts with' : undefined);
        // The state the value starts in, by its first byte.
        const next = c === 0x22 ? STRING : c === 0x7b ? FIRST_KEY : c === 0x5b ? FIRST_ITEM : c === 0x2d || (c >= 0x30 && c <= 0x39) ? NUMBER : c === 0x74 || c === 0x66 || c === 0x6e ? LITERAL : fail(chunk, i);
        if (next <= FIRST_KEY && stack.length >= maxDepth)
            fail(chunk, i, `nested too deeply (over ${maxDepth} levels):`);
        if (skipFrom < 0 && !sink.value(c, bytesBefore + i))
            skipFrom = stack.length;
        state = next;
        if (next === STRING)
            key = false;
        else if (next === NUMBER) {
            num = N_START;
            return i; // the NUMBER state reads the first byte too
        }
        else if (next === LITERAL) {
            word = LITERALS[c === 0x74 ? 0 : c === 0x66 ? 1 : 2];
            matched = 1;
        }
        else
            stack.push(next === FIRST_KEY);
        return i + 1;
    }
    /** The first byte of a multi-byte character in a string (WHATWG UTF-8 decoder). */
    function startSequence(c) {
        if (c >= 0xc2 && c <= 0xdf)
            needed = 1;
        else if (c >= 0xe0 && c <= 0xef) {
            needed = 2;
            if (c === 0xe0)
                lower = 0xa0;
            else if (c === 0xed)
                upper = 0x9f;
        }
        else if (c >= 0xf0 && c <= 0xf4) {
            needed = 3;
            if (c === 0xf0)
                lower = 0x90;
            else if (c === 0xf4)
                upper = 0x8f;
        }
        else {
            sink.replacement(1);
            return;
        }
        sequence[0] = c;
        seen = 1;
        state = SEQUENCE;
    }
    /** Reads one chunk, telling the sink about it. */
    function feed(chunk) {
        const n = chunk.length;
        let i = 0;
        // A leading byte order mark is skipped: some writers put one before UTF-8 JSON, and RFC 8259 lets parsers ignore it.
        while (bom >= 0 && i < n) {
            if (chunk[i] === BOM[bom]) {
                i++;
                if (++bom === 3)
                    bom = -1;
            }
            else if (bom === 0)
                bom = -1;
            else
                throw brokenMark();
        }
        while (i < n) {
            const c = chunk[i];
            if (state <= DONE && (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)) {
                i++;
                continue;
            }
            switch (state) {
                case VALUE:
                    i = startValue(chunk, i, c);
                    break;
                case FIRST_ITEM:
                case FIRST_KEY:
                    // Only now is it known whether the container is empty ("{}", "[]").
                    if (c === (state === FIRST_KEY ? 0x7d : 0x5d)) {
                        const object = stack.pop();
                        if (skipFrom < 0)
                            sink.close(object, true, stack.length);
                        endValue();
                        i++;
                    }
                    else {
                        if (skipFrom < 0)
                            sink.item(true, stack.length);
                        state = state === FIRST_KEY ? KEY : VALUE;
                    }
                    break;
                case KEY:
                    if (c !== 0x22)
                        fail(chunk, i);
                    if (skipFrom < 0)
                        sink.key(bytesBefore + i);
                    key = true;
                    state = STRING;
                    i++;
                    break;
                case json_tokenizer_COLON:
                    if (c !== 0x3a)
                        fail(chunk, i);
                    if (skipFrom < 0)
                        sink.colon();
                    state = VALUE;
                    i++;
                    break;
                case AFTER: {
                    const inObject = stack[stack.length - 1];
                    if (c === 0x2c) {
                        if (skipFrom < 0)
                            sink.item(false, stack.length);
                        state = inObject ? KEY : VALUE;
                    }
                    else if (c === (inObject ? 0x7d : 0x5d)) {
                        stack.pop();
                        if (skipFrom < 0)
                            sink.close(inObject, false, stack.length);
                        endValue();
                    }
                    else
                        fail(chunk, i);
                    i++;
                    break;
                }
                case DONE: return fail(chunk, i);
                case STRING: {
                    // The hot loop: the run of plain ASCII up to a quote, a backslash, a control character or a non-ASCII byte;
                    // in a skipped value, non-ASCII bytes too (their UTF-8 is not checked).
                    let j = i;
                    let d = c;
                    if (skipFrom < 0) {
                        while (d !== 0x22 && d !== 0x5c && d >= 0x20 && d < 0x80 && ++j < n)
                            d = chunk[j];
                        if (j > i)
                            sink.text(chunk, i, j);
                    }
                    else
                        while (d !== 0x22 && d !== 0x5c && d >= 0x20 && ++j < n)
                            d = chunk[j];
                    i = j;
                    if (i === n)
                        break;
                    if (d === 0x22) {
                        i++;
                        if (skipFrom < 0)
                            sink.stringEnd();
                        if (key)
                            state = json_tokenizer_COLON;
                        else
                            endValue();
                    }
                    else if (d === 0x5c) {
                        escaped[0] = d;
                        escapedLength = 1;
                        state = ESCAPE;
                        i++;
                    }
                    else if (d < 0x20)
                        fail(chunk, i);
                    else {
                        startSequence(d);
                        i++;
                    }
                    break;
                }
                case SEQUENCE: {
                    const continues = c >= lower && c <= upper;
                    lower = 0x80;
                    upper = 0xbf;
                    if (!continues) {
                        // Not a continuation here: the bytes so far are one U+FFFD, and this byte is read again in the string.
                        sink.replacement(seen);
                        state = STRING;
                    }
                    else {
                        sequence[seen++] = c;
                        i++;
                        if (seen === needed + 1) {
                            sink.text(sequence, 0, seen);
                            state = STRING;
                        }
                    }
                    break;
                }
                case ESCAPE:
                    escaped[escapedLength++] = c;
                    i++;
                    if (c === 0x75) {
                        unit = 0;
                        state = UNICODE;
                    }
                    else if (c < 0x80 && ESCAPED[c] !== 0) {
                        if (skipFrom < 0)
                            sink.escape(escaped, 2, ESCAPED[c]);
                        state = STRING;
                    }
                    else
                        fail(chunk, i - 1);
                    break;
                case UNICODE:
                    if (c >= 0x30 && c <= 0x39)
                        unit = unit * 16 + c - 0x30;
                    else if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
                        unit = unit * 16 + (c | 0x20) - 0x57;
                    else
                        fail(chunk, i);
                    escaped[escapedLength++] = c;
                    i++;
                    if (escapedLength === 6) {
                        if (skipFrom < 0)
                            sink.escape(escaped, 6, unit);
                        state = STRING;
                    }
                    break;
                case NUMBER: {
                    // Told as written; only its grammar is checked, so large or long numbers stay exact.
                    const first = i;
                    let next = num;
                    while (i < n && (next = numberStep(num, chunk[i])) >= 0) {
                        num = next;
                        i++;
                    }
                    if (skipFrom < 0 && i > first)
                        sink.text(chunk, first, i);
                    if (next === N_BAD)
                        fail(chunk, i);
                    if (next === N_END) {
                        if (skipFrom < 0)
                            sink.numberEnd();
                        endValue(); // and the byte after the number is read again in the new state
                    }
                    break;
                }
                default: // LITERAL
                    if (c !== word[matched])
                        fail(chunk, i);
                    i++;
                    if (++matched === word.length) {
                        if (skipFrom < 0)
                            sink.literal(word);
                        endValue();
                    }
            }
        }
    }
    return {
        feed(chunk) {
            feed(chunk);
            bytesBefore += chunk.length;
        },
        end() {
            // A number is only known to be complete at the end of the text (a top-level number with topLevel 'any').
            if (bom > 0)
                throw brokenMark();
            if (state === NUMBER && stack.length === 0 && (num === N_ZERO || num === N_INT || num === N_FRAC || num === N_EXP)) {
                if (skipFrom < 0)
                    sink.numberEnd();
                endValue();
            }
            if (state !== DONE)
                throw new JsonSyntaxError(`not JSON: unexpected end of input at byte ${bytesBefore}`);
        }
    };
}

;// CONCATENATED MODULE: ./src/shared/json-select.ts


/** What the reader is decoding: a key of a kept object, a kept string, a kept number. */
const json_select_KEY = 1;
const json_select_STRING = 2;
const json_select_NUMBER = 3;
/** U+FFFD, in UTF-8. */
const REPLACEMENT = Buffer.from('\ufffd');
/**
 * Reads a whole JSON document from `source`, telling `selector` about the values it keeps; skipped values cost no
 * allocation (no string is decoded, no path built below them). Rejects with JsonSyntaxError at the first grammar error,
 * at an incomplete end, past maxDepth (default 1000), and when a kept string is longer than maxStringBytes (default 1 MiB)
 * as written; and with whatever `source` or the selector throw.
 *
 * The grammar, the errors and their messages are the pretty-printer's (one tokenizer, json-tokenizer.ts), except that any
 * top-level value is allowed. A key of a kept object is a kept string (it is decoded for the path), and a kept number's
 * text has the same limit: what is decoded stays bounded whatever the answer holds (contract: bounded).
 */
async function selectJson(source, selector, options = {}) {
    const maxStringBytes = options.maxStringBytes ?? 1 << 20;
    const path = [];
    const objects = []; // the kept containers open, true for an object (all the open ones: nothing is told inside a skipped one)
    // The key, string or number being decoded: its bytes so far (whole UTF-8 characters), what its escapes made of the
    // bytes before them, where it started and how many bytes of the input it took.
    let reading = json_select_STRING;
    let bytes = Buffer.allocUnsafe(256);
    let length = 0;
    let decoded = '';
    let startByte = 0;
    let startAt = 0;
    let written = 0;
    function startReading(what, c, at) {
        reading = what;
        length = 0;
        decoded = '';
        startByte = c;
        startAt = at;
        written = 0;
    }
    /** Counts bytes of the input as the token's, against the limit. */
    function count(n) {
        written += n;
        if (written > maxStringBytes) {
            // Told as the tokenizer tells errors: a phrase, the token's first character and its byte offset.
            const what = reading === json_select_NUMBER ? 'number' : 'string';
            throw new JsonSyntaxError(`${what} too long (over ${maxStringBytes} bytes): ${JSON.stringify(String.fromCharCode(startByte))} at byte ${startAt}`);
        }
    }
    function append(from, start, end) {
        if (length + end - start > bytes.length) {
            const larger = Buffer.allocUnsafe(Math.max(2 * bytes.length, length + end - start));
            bytes.copy(larger, 0, 0, length);
            bytes = larger;
        }
        from.copy(bytes, length, start, end);
        length += end - start;
    }
    /** The string read so far: escapes are decoded as they come, the UTF-8 between them here. */
    function text() {
        return length === 0 ? decoded : decoded + bytes.toString('utf8', 0, length);
    }
    const sink = {
        value(c, at) {
            if (!selector.keep(path))
                return false;
            if (c === 0x7b || c === 0x5b) {
                objects.push(c === 0x7b);
                selector.open?.(path, c === 0x7b ? 'object' : 'array');
            }
            else if (c === 0x22)
                startReading(json_select_STRING, c, at);
            else if (c === 0x2d || (c >= 0x30 && c <= 0x39))
                startReading(json_select_NUMBER, c, at);
            return true;
        },
        key(at) { startReading(json_select_KEY, 0x22, at); },
        item(first) {
            // An array's index counts its items; an object's key is set when read.
            if (first)
                path.push(objects[objects.length - 1] ? '' : 0);
            else if (!objects[objects.length - 1])
                path[path.length - 1]++;
        },
        colon() { },
        close(object, empty) {
            if (!empty)
                path.pop();
            objects.pop();
            selector.close?.(path, object ? 'object' : 'array');
        },
        text(from, start, end) {
            count(end - start);
            append(from, start, end);
        },
        escape(_bytes, escapeLength, unit) {
            count(escapeLength);
            // A \uXXXX escape is one UTF-16 code unit, as JSON.parse reads it: two make a surrogate pair, one alone stays so.
            decoded = text() + String.fromCharCode(unit);
            length = 0;
        },
        replacement(writtenBytes) {
            count(writtenBytes);
            append(REPLACEMENT, 0, 3);
        },
        stringEnd() {
            const value = text();
            if (reading === json_select_KEY)
                path[path.length - 1] = value;
            else
                selector.scalar?.(path, value);
        },
        numberEnd() { selector.scalar?.(path, { number: bytes.toString('latin1', 0, length) }); },
        literal(word) { selector.scalar?.(path, word[0] === 0x74 ? true : word[0] === 0x66 ? false : null); }
    };
    const tokenizer = jsonTokenizer(sink, { topLevel: 'any', maxDepth: options.maxDepth });
    for await (const chunk of source)
        tokenizer.feed(chunk);
    tokenizer.end();
}

;// CONCATENATED MODULE: ./src/service/journey-answers.ts


/** Reads J1 from its body; an answer other than described is an InvalidResponseError that says how. */
async function readJourneyResults(body) {
    const results = { journeys: [] };
    // Set by the callbacks as the text is read.
    let suites = 'none';
    let journey;
    let outcome;
    let checkpoint;
    let step;
    const selector = {
        keep: (path) => keepJ1(path),
        open(path, kind) {
            const [top, , field, , stepsField] = path;
            if (path.length === 0) {
                if (kind !== 'object')
                    throw new InvalidResponseError('the answer is not a JSON object');
            }
            else if (path.length === 1 && top === 'testSuites') {
                suites = kind === 'object' ? 'object' : 'other';
            }
            else if (path.length === 2 && suites === 'object') {
                if (kind !== 'object')
                    throw badJourney(path);
                journey = { id: keyId(path[1]), outcome: '', checkpoints: [] };
                outcome = undefined;
            }
            else if (path.length === 4 && field === 'testCases' && kind === 'object' && journey) {
                checkpoint = { id: String(path[3]), steps: [] };
                journey.checkpoints.push(checkpoint);
            }
            else if (path.length === 6 && stepsField === 'testSteps' && kind === 'object' && checkpoint) {
                step = { id: String(path[5]) };
                checkpoint.steps.push(step);
            }
        },
        close(path) {
            if (path.length === 2 && journey) {
                if (typeof outcome !== 'string')
                    throw badJourney(path);
                results.journeys.push({ ...journey, outcome });
                journey = undefined;
            }
            else if (path.length === 4)
                checkpoint = undefined;
            else if (path.length === 6)
                step = undefined;
        },
        scalar(path, value) {
            if (path.length === 0)
                throw new InvalidResponseError('the answer is not a JSON object');
            if (path.length === 1) {
                if (path[0] === 'testSuites')
                    suites = 'other';
                else if (path[0] === 'startDate')
                    results.startedAt = milliseconds(value);
                else
                    results[path[0]] = idOf(value);
            }
            else if (path.length === 2 && suites === 'object') {
                throw badJourney(path);
            }
            else if (path.length === 3 && journey) {
                if (path[2] === 'outcome')
                    outcome = value;
                else if (path[2] === 'totalDuration')
                    journey.durationMs = milliseconds(value);
                else if (path[2] === 'testSuiteId')
                    journey.id = idOf(value) ?? journey.id;
            }
            else if (path.length === 5 && checkpoint) {
                if (path[4] === 'outcome')
                    checkpoint.outcome = textOf(value);
                else if (path[4] === 'testCaseId')
                    checkpoint.id = idOf(value)?.text ?? checkpoint.id;
            }
            else if (path.length === 7 && step) {
                if (path[6] === 'outcome')
                    step.outcome = textOf(value);
                else if (path[6] === 'testStepId')
                    step.id = idOf(value)?.text ?? step.id;
            }
        }
    };
    await journey_answers_select(body, selector);
    if (suites !== 'object')
        throw new InvalidResponseError(suites === 'none' ? 'the answer has no testSuites' : 'testSuites is not an object');
    return results;
}
/**
 * Reads J2 from its body: the journeys, by id; an entry that is no journey object is left out.
 * With `wanted`, only the journeys with one of those ids are kept, their checkpoints and steps
 * read: a version holds every journey of the goal, a run may have run a few, and the others' are
 * skipped unread, so that neither time nor memory grows with them.
 */
async function readGoalJourneys(body, wanted) {
    const journeys = new Map();
    let journey;
    const isWanted = (key) => wanted === undefined || wanted.has(journey?.id?.text ?? String(key));
    let checkpoint;
    let step;
    const selector = {
        // Each journey's id and titles are read; its checkpoints and steps only when it is wanted, by
        // its id when the text gave it before them (as the service writes it), else by its key.
        keep: (path) => (path.length === 2 && path[1] === 'cases' ? isWanted(path[0]) : keepJ2(path)),
        open(path, kind) {
            if (path.length === 0 && kind !== 'object')
                throw new InvalidResponseError('the answer is not a JSON object');
            if (path.length === 1 && kind === 'object')
                journey = { checkpoints: [] };
            else if (path.length === 3 && kind === 'object' && journey) {
                checkpoint = { id: '', steps: [] };
                journey.checkpoints.push(checkpoint);
            }
            else if (path.length === 5 && kind === 'object' && checkpoint) {
                step = { id: '' };
                checkpoint.steps.push(step);
            }
        },
        close(path) {
            if (path.length === 1 && journey) {
                if (isWanted(path[0]))
                    journeys.set(journey.id?.text ?? String(path[0]), journey);
                journey = undefined;
            }
            else if (path.length === 3)
                checkpoint = undefined;
            else if (path.length === 5)
                step = undefined;
        },
        scalar(path, value) {
            if (path.length === 0)
                throw new InvalidResponseError('the answer is not a JSON object');
            if (path.length === 2 && journey) {
                if (path[1] === 'id')
                    journey.id = idOf(value);
                else if (path[1] === 'title' || path[1] === 'name')
                    journey[path[1]] = textOf(value);
            }
            else if (path.length === 4 && checkpoint) {
                if (path[3] === 'id')
                    checkpoint.id = idOf(value)?.text ?? '';
                else if (path[3] === 'title')
                    checkpoint.title = textOf(value);
            }
            else if (path.length === 6 && step) {
                if (path[5] === 'id')
                    step.id = idOf(value)?.text ?? '';
                else if (path[5] === 'action')
                    step.action = textOf(value);
            }
        }
    };
    await journey_answers_select(body, selector);
    return journeys;
}
const J1_TOP = new Set(['goalId', 'snapshotId', 'environmentId', 'startDate', 'testSuites']);
const J1_JOURNEY = new Set(['outcome', 'totalDuration', 'testSuiteId', 'testCases']);
const J1_CHECKPOINT = new Set(['outcome', 'testCaseId', 'testSteps']);
const J1_STEP = new Set(['outcome', 'testStepId']);
/** The paths of J1 that are read: everything else (the DOM, the test data, the screenshots) is skipped unread. */
function keepJ1(path) {
    switch (path.length) {
        case 0: return true;
        case 1: return J1_TOP.has(path[0]);
        case 2: return path[0] === 'testSuites';
        case 3: return J1_JOURNEY.has(path[2]);
        case 4: return path[2] === 'testCases';
        case 5: return path[2] === 'testCases' && J1_CHECKPOINT.has(path[4]);
        case 6: return path[4] === 'testSteps';
        case 7: return path[4] === 'testSteps' && J1_STEP.has(path[6]);
        default: return false;
    }
}
const J2_JOURNEY = new Set(['id', 'title', 'name', 'cases']);
const J2_CHECKPOINT = new Set(['id', 'title', 'steps']);
const J2_STEP = new Set(['id', 'action']);
/** The paths of J2 that are read: a step's value and the journey's test data are skipped unread. */
function keepJ2(path) {
    switch (path.length) {
        case 0:
        case 1: return true;
        case 2: return J2_JOURNEY.has(path[1]);
        case 3: return path[1] === 'cases';
        case 4: return path[1] === 'cases' && J2_CHECKPOINT.has(path[3]);
        case 5: return path[3] === 'steps';
        case 6: return path[3] === 'steps' && J2_STEP.has(path[5]);
        default: return false;
    }
}
async function journey_answers_select(body, selector) {
    try {
        await selectJson(body, selector);
    }
    catch (error) {
        // The grammar's own words ("not JSON: unexpected "<" at byte 0"), as the answer's fault.
        if (error instanceof Error && error.name === 'JsonSyntaxError')
            throw new InvalidResponseError(`the answer is ${error.message}`);
        throw error;
    }
}
function badJourney(path) {
    return new InvalidResponseError(`testSuites[${JSON.stringify(path[1])}] is not a journey with an outcome`);
}
/**
 * A key as an id: bare digits are a number as the service wrote it (contract: a journey's id), as
 * JSON writes one (no leading zero: `007` stays a string, which a request can carry as it is).
 */
function keyId(key) {
    const text = String(key);
    return { text, number: /^(0|[1-9]\d*)$/.test(text) };
}
/** An id: a string or a number, digit for digit; anything else is none. */
function idOf(value) {
    if (typeof value === 'string')
        return value === '' ? undefined : { text: value, number: false };
    if (value !== null && typeof value === 'object')
        return { text: value.number, number: true };
    return undefined;
}
function textOf(value) {
    return typeof value === 'string' ? value : undefined;
}
/** A duration or a date in milliseconds: a finite number ≥ 0, else none. */
function milliseconds(value) {
    if (value === null || typeof value !== 'object')
        return undefined;
    const n = Number(value.number);
    return Number.isFinite(n) && n >= 0 ? n : undefined;
}

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_namespaceObject);
;// CONCATENATED MODULE: external "node:net"
const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./src/shared/inert.ts
var inert = __nccwpck_require__(105);
;// CONCATENATED MODULE: ./src/service/http.ts








class Transport {
    keepAlive;
    debug;
    /** One route per origin, so that a run's direct requests to it share their connection. */
    routes = new Map();
    constructor(options) {
        this.keepAlive = options.keepAlive;
        this.debug = options.debug;
    }
    /** The route to `url`: direct, or through the proxy that the runner's settings name for it. */
    async routeTo(url) {
        // Per origin: the settings do not change during a run, and a poll every 2 s need not read them again.
        let route = this.routes.get(url.origin);
        if (!route) {
            const proxy = getProxyUrl(url);
            route = proxy?.hostname ? { proxy } : { agent: new (await protocolOf(url)).Agent({ keepAlive: this.keepAlive }) };
            this.routes.set(url.origin, route);
        }
        return route;
    }
    /**
     * Sends one request and hands its answer to `read`, all within one deadline. Resolves what
     * `read` resolves. Rejects with a NetworkError for anything the network or the deadline did,
     * and with the signal's reason when the run was cancelled.
     */
    async exchange(exchange, read) {
        // No request, and so no line in the debug log, once the run is cancelled.
        throwIfAborted(exchange.signal);
        const startedAt = performance.now();
        let status;
        let failure;
        const deadlineMs = Math.max(1, Math.ceil(exchange.deadlineMs));
        // One controller per request, aborted by the deadline's timer or by the run's signal; both let
        // go when the exchange ends (a poll every 2 s would otherwise leave a timer and a listener each).
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, deadlineMs);
        const cancel = () => controller.abort(exchange.signal?.reason);
        exchange.signal?.addEventListener('abort', cancel, { once: true });
        // Errors of the connection and of the body are the network's; what `read` throws of its own
        // (a parse error, a full disk) passes through as it is.
        let networkError;
        try {
            const url = new URL(exchange.url);
            // Each phase of send() takes the signal; the race is a second line, should a later phase not.
            const route = await this.routeTo(url);
            // A connection the server closed while it was idle is no failure (contract: "Bounded,
            // cancellable, always reported"): a GET it lost before any byte of its answer goes once
            // more, on a new connection, within the same deadline. A POST or PUT never does: a start is
            // never repeated.
            const sending = send(exchange, url, route, controller.signal).catch((error) => {
                if (!(error instanceof StaleConnectionError) || exchange.method !== 'GET' || controller.signal.aborted)
                    throw error;
                return send(exchange, url, route, controller.signal);
            });
            const message = await abortable(sending, controller.signal).catch((error) => {
                throw (networkError = error instanceof StaleConnectionError ? error.cause : error);
            });
            status = message.statusCode ?? 0;
            // The request's signal also destroys the body when it fires while the body is read.
            const body = message.once('error', (error) => (networkError ??= error));
            return await read({ status, headers: message.headers, body });
        }
        catch (error) {
            throwIfAborted(exchange.signal);
            failure = timedOut
                ? new DeadlineError(deadlineMs)
                : error === networkError && !(error instanceof NetworkError)
                    ? new NetworkError(describeNetworkError(error), { cause: error })
                    : error;
            throw failure;
        }
        finally {
            clearTimeout(timer);
            exchange.signal?.removeEventListener('abort', cancel);
            this.debug?.(describeExchange(exchange, { status, failure, cancelled: exchange.signal?.aborted === true }, performance.now() - startedAt));
        }
    }
    /** Closes the kept-alive connections. */
    dispose() {
        // A tunnel is closed by its request's end: only the direct connections are kept.
        for (const route of this.routes.values())
            if ('agent' in route)
                route.agent.destroy();
        this.routes.clear();
    }
}
/** node:http, or node:https for an https address, loaded only then: a plain-HTTP run never compiles TLS. */
async function protocolOf(url) {
    return url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 708, 23)) : (external_node_http_default());
}
/**
 * Sends the request and resolves its answer's headers. Node aborts a request through its signal by
 * destroying its socket, and a request that has no socket yet only once one is handed to it
 * (ClientRequest.destroy() destroys `this.socket` if any; onSocket() then ends the request): so
 * every phase here keeps a socket that the signal can reach. A direct request gets its socket from
 * the agent at once, before the name lookup; a proxied one is sent on a tunnel that is opened first
 * under the same signal, and TLS with the service starts on it as the request takes it.
 */
async function send(exchange, url, route, signal) {
    const { request: open } = await protocolOf(url);
    // Without an agent, Node knows the scheme's port only from `defaultPort` (else the Host header says `:80`).
    const connection = 'agent' in route ? { agent: route.agent } : { createConnection: await tunnelTo(url, route.proxy, signal), defaultPort: defaultPort(url) };
    return new Promise((resolve, reject) => {
        // Ended with its whole body before a byte is sent, a request gets its Content-Length from Node: never chunked.
        const request = open(url, { path: pathAsWritten(exchange.url), method: exchange.method, headers: exchange.headers, signal, ...connection });
        request.on('response', resolve);
        // No answer yet, on a connection kept from an earlier request: the server may have closed it while idle.
        request.on('error', (error) => reject(request.reusedSocket && !signal.aborted ? new StaleConnectionError(error) : error));
        request.end(exchange.body);
    });
}
/** A request failed before any byte of its answer, on a kept-alive connection that an earlier request had used. */
class StaleConnectionError extends Error {
    constructor(cause) {
        super('the kept-alive connection failed before the answer', { cause });
    }
}
/**
 * Opens a CONNECT tunnel to `url`'s host through `proxy` (over TLS for an https:// proxy), under
 * `signal`, and resolves what makes the request's connection on it: the tunnel itself for an http
 * address, TLS with the service in it for an https one (so the token never reaches the proxy in
 * clear). getProxyUrl has decoded the credentials: `p%40ss` in the address is the password `p@ss`.
 */
async function tunnelTo(url, proxy, signal) {
    const proxyAddress = `${proxy.hostname}:${portOf(proxy)}`;
    const target = `${url.hostname}:${portOf(url)}`;
    const credentials = proxy.username || proxy.password ? { 'proxy-authorization': `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}` } : {};
    const { request } = await protocolOf(proxy);
    // Loaded before the tunnel opens: nothing may come between the tunnel and the request taking it.
    const tls = url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 692, 23)) : undefined;
    const options = {
        host: bareHost(proxy),
        port: portOf(proxy),
        // The proxy's own name for TLS with it: Node would take it from the Host header, the target's.
        servername: serverName(proxy),
        method: 'CONNECT',
        path: target,
        headers: { host: target, ...credentials },
        agent: false,
        signal
    };
    const tunnel = await new Promise((resolve, reject) => {
        const connect = request(options);
        connect.on('connect', (answer, socket, head) => {
            if (answer.statusCode === 200) {
                if (head.length > 0)
                    socket.unshift(head);
                resolve(socket);
            }
            else {
                socket.destroy();
                reject(new NetworkError(`the proxy at ${proxyAddress} refused the tunnel: HTTP ${answer.statusCode}`));
            }
        });
        connect.on('error', (error) => reject(new NetworkError(`the proxy at ${proxyAddress}: ${describeNetworkError(error)}`, { cause: error })));
        connect.end();
    });
    return tls ? () => tls.connect({ socket: tunnel, host: bareHost(url), servername: serverName(url) }) : () => tunnel;
}
/** The port of an address's scheme: 443 for https:, else 80 (an http:// proxy, or one given without a scheme). */
function defaultPort(url) {
    return url.protocol === 'https:' ? 443 : 80;
}
/** The port of an address: its own, else its scheme's. */
function portOf(url) {
    return url.port || String(defaultPort(url));
}
/** A URL's host without the brackets of an IPv6 address. */
function bareHost(url) {
    return url.hostname.replace(/^\[(.*)\]$/, '$1');
}
/** The name to ask a TLS server for (SNI): its host, unless that is an address, which SNI cannot carry. */
function serverName(url) {
    const host = bareHost(url);
    return (0,external_node_net_namespaceObject.isIP)(host) ? '' : host;
}
/**
 * One request for the debug log, on one line: `GET /api/executions/4242/status: HTTP 200, 12 ms`.
 * It holds no secret: no header (so no token) and no query, which is the signature of a pre-signed
 * upload address. An answer cut off after its status says both (`HTTP 200, then no complete answer
 * within 30 s`); an answer that the caller refuses (a status other than 2xx, a body that is not
 * JSON) is still only its status. The path comes from the service for an upload: inert keeps it
 * one line.
 */
function describeExchange(exchange, { status, failure, cancelled }, durationMs) {
    const path = pathAsWritten(exchange.url).replace(/\?.*$/s, '');
    const problem = cancelled ? 'cancelled' : failure instanceof NetworkError || status === undefined ? (0,exit_codes/* messageOf */.bD)(failure) : undefined;
    const outcome = status === undefined ? problem : problem === undefined ? `HTTP ${status}` : `HTTP ${status}, then ${problem}`;
    return (0,inert/* inert */.t)(`${exchange.method} ${path}: ${outcome}, ${Math.round(durationMs)} ms`);
}
/**
 * The path and query of an absolute address as written, not as the URL parser normalises them:
 * the parser removes dot segments, even percent-encoded ones, so an id of `..` in
 * `/jobs/../status` would call `/status`. The host part ends at the first `/`, `?` or `#` after
 * `://` (an encoded userinfo holds none); a fragment is never sent.
 */
function pathAsWritten(address) {
    const rest = address.slice(address.indexOf('://') + 3);
    const start = rest.search(/[/?#]/);
    const tail = start < 0 ? '' : rest.slice(start).replace(/#.*$/s, '');
    return tail.startsWith('/') ? tail : `/${tail}`;
}
/**
 * Reads a body whole, failing with a NetworkError past `limit` bytes (so a 600 MB answer costs
 * at most the limit, and never a string too long for the engine).
 */
async function readLimited(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            throw new NetworkError(`the answer is larger than ${bytes(limit)}`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
/** Reads at most `limit` bytes of a body whose content does not matter, then lets the rest go. */
async function drainLimited(body, limit) {
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size >= limit) {
            body.destroy();
            return;
        }
    }
}
/** A pass-through that fails with a NetworkError once more than `limit` bytes went through it. */
function byteLimit(limit) {
    let size = 0;
    return new external_node_stream_namespaceObject.Transform({
        transform(chunk, _encoding, callback) {
            size += chunk.length;
            if (size > limit)
                callback(new NetworkError(`the answer is larger than ${bytes(limit)}`));
            else
                callback(null, chunk);
        }
    });
}
function describeNetworkError(error) {
    // OpenSSL's own text ("…:SSL routines:<function>:<reason>:<file>:<line>:\n"): its reason, in words.
    const ssl = error instanceof Error ? /SSL routines:[^:]*:([^:]+):/.exec(error.message) : null;
    if (ssl) {
        // What an http server answers to a TLS handshake: an address that should have been http.
        const plain = /wrong version number|packet length too long|http request/i.test(ssl[1]) ? ' (is it an http server, at an https address?)' : '';
        return `the TLS handshake failed: ${ssl[1]}${plain}`;
    }
    if (error instanceof Error) {
        const code = error.code;
        return code && !error.message.includes(code) ? `${code} (${error.message})` : error.message;
    }
    return String(error);
}
function bytes(n) {
    if (n >= 1 << 20 && n % (1 << 20) === 0)
        return `${n / (1 << 20)} MiB`;
    if (n >= 1 << 10 && n % (1 << 10) === 0)
        return `${n / (1 << 10)} KiB`;
    return `${n} bytes`;
}

;// CONCATENATED MODULE: ./src/service/client.ts










const DEFAULT_LIMITS = {
    requestDeadlineMs: 30_000,
    fileDeadlineMs: 120_000,
    maxAnswerBytes: 1 << 20,
    maxUploadAnswerBytes: 64 << 10,
    maxFileBytes: 256 << 20
};
/**
 * The service's HTTP interface (specification part 4), one method per endpoint.
 * It makes exactly one attempt per call: the retry rules belong to the goal run (Client B rule 8).
 * Requests reuse one kept-alive connection; call `dispose()` when done.
 */
class ServiceClient {
    api;
    /** For the pre-signed uploads: no Authorization, nothing the address did not ask for. */
    storage;
    apiUrl;
    token;
    limits;
    constructor(options) {
        this.api = new Transport({ keepAlive: true, debug: options.debug });
        this.storage = new Transport({ keepAlive: false, debug: options.debug });
        this.apiUrl = options.apiUrl.replace(/\/+$/, '');
        this.token = options.token;
        this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    }
    /** Endpoint 1: creates a certificate entry; `description` is sent only when given (JSON leaves out an undefined field). */
    async createCertificate(organizationId, name, description, call = {}) {
        const body = JSON.stringify({ name, description });
        const envelope = await this.envelope('POST', `/organizations/${encode(organizationId)}/certificates`, call, body);
        return envelope.success ? { success: true, item: parseCertificateEntry(envelope.item) } : envelope;
    }
    /** Endpoint 2: PUTs a file's raw bytes to its pre-signed address; resolves the HTTP status, which the caller only reports. */
    async uploadFile(uploadUrl, data, call = {}) {
        try {
            return await this.storage.exchange({ method: 'PUT', url: uploadUrl, headers: {}, body: data, ...this.bounds(call) }, async (answer) => {
                await drainLimited(answer.body, this.limits.maxUploadAnswerBytes);
                return answer.status;
            });
        }
        catch (error) {
            if (call.signal?.aborted)
                throw error;
            // The address's query is the secret: no message may quote it.
            throw new NetworkError(redact((0,exit_codes/* messageOf */.bD)(error), uploadUrl), { cause: error });
        }
    }
    /** Endpoint 3: asks the service to verify the uploaded files; no body. */
    async verifyCertificate(organizationId, certificateId, call = {}) {
        const path = `/organizations/${encode(organizationId)}/certificates/${encode(certificateId)}/verify`;
        const envelope = await this.envelope('PUT', path, call);
        return envelope.success ? { success: true, item: undefined } : envelope;
    }
    /**
     * Endpoint 4: starts the goal and returns the job id. A numeric id is kept digit for digit as
     * the service wrote it; an id that is not a string or a number, empty or `null`, is a failure (rule 6).
     */
    async executeGoal(goalId, call = {}) {
        const body = await this.json('POST', `/goals/${encode(goalId)}/execute?envelope=false`, call);
        // A number is text already: parseJsonObject keeps the digits the service wrote.
        const id = body.id;
        if (typeof id !== 'string' || id === '' || id === 'null')
            throw new InvalidResponseError('the answer has no job id');
        return id;
    }
    /**
     * Endpoint J3 (contract: "Choosing journeys"): the goal's newest version, `snapshots[0].snapshotId`
     * (a number kept digit for digit); an answer without one is an InvalidResponseError.
     */
    async getLatestVersion(goalId, call = {}) {
        const body = await this.json('GET', `/goals/${encode(goalId)}/versions?envelope=false`, call);
        const newest = Array.isArray(body.snapshots) ? body.snapshots[0] : undefined;
        const snapshotId = typeof newest === 'object' && newest !== null ? newest.snapshotId : undefined;
        if (!isId(snapshotId))
            throw new InvalidResponseError('the answer names no version (snapshots[0].snapshotId)');
        return snapshotId;
    }
    /**
     * Endpoint J4: runs chosen journeys of a goal version and returns the new job's id, as endpoint 4
     * does. Each id goes into the body as the service wrote it: a number as its bare digits, a string
     * as that string; the environment only when given. Never retried: a retry could start a second run.
     */
    async executeJourneys(goalId, snapshotId, journeyIds, environmentId, call = {}) {
        const written = (id) => (id.number ? id.text : JSON.stringify(id.text));
        const environment = environmentId === undefined ? '' : `, "environmentId": ${written(environmentId)}`;
        const body = `{"suiteIds": [${journeyIds.map(written).join(', ')}]${environment}}`;
        const [answer] = await this.jsonWithText('POST', `/goals/${encode(goalId)}/snapshots/${encode(snapshotId)}/execute?envelope=false`, call, body);
        if (!isId(answer.id))
            throw new InvalidResponseError('the answer has no job id');
        return answer.id;
    }
    /**
     * Endpoint 5: the execution's `status` (a string, else the request failed), `outcome`, and its
     * `goalId` and journey counts when it has them. Nothing else of the answer is kept: real answers
     * carry the goal's test data, passwords included.
     */
    async getExecutionStatus(jobId, call = {}) {
        const body = await this.json('GET', `/executions/${encode(jobId)}/status?envelope=false`, call);
        if (typeof body.status !== 'string')
            throw new InvalidResponseError('the answer has no status');
        const goalId = typeof body.goalId === 'string' && body.goalId !== '' ? { goalId: body.goalId } : {};
        const journeys = parseJourneyStatistics(body.journeyStatistics);
        return { status: body.status, outcome: client_text(body.outcome), ...goalId, ...(journeys ? { journeys } : {}) };
    }
    /**
     * Endpoint P1 (contract: plan mode): starts the plan, with `{"environmentId": …}` as its body
     * only when an environment is given, and returns the plan execution. An answer without a plan
     * execution id, or whose `jobs` (an object or an array of objects with an `id`) names no job, an
     * entry without an id, or one job twice, is an InvalidResponseError that says which.
     */
    async executePlan(planId, environmentId, call = {}) {
        const body = environmentId === undefined ? undefined : JSON.stringify({ environmentId });
        const [answer, source] = await this.jsonWithText('POST', `/plans/executions/${encode(planId)}/execute?envelope=false`, call, body);
        if (!isId(answer.id))
            throw new InvalidResponseError('the answer has no plan execution id');
        return { id: answer.id, jobIds: planJobIds(answer.jobs, source) };
    }
    /** Endpoint P2: the plan execution's report, streamed to `save` as received (at most `maxFileBytes`). */
    async getPlanReport(planExecutionId, save, call = {}) {
        await this.download(`/plans/executions/status/${encode(planExecutionId)}?envelope=false`, save, call);
    }
    /** Endpoint 6: the job report, streamed to `save` as received (at most `maxFileBytes`). */
    async getJobReport(jobId, save, call = {}) {
        await this.download(`/jobs/${encode(jobId)}/status?envelope=false`, save, call);
    }
    /** Endpoint 7: the goal record, streamed to `save` as received (at most `maxFileBytes`). */
    async getGoal(goalId, save, call = {}) {
        await this.download(`/goals/${encode(goalId)}?envelope=false`, save, call);
    }
    /**
     * Endpoint J1 (contract: "Journeys"): the job's journey results, read as they arrive and kept only
     * as far as results need (endpoint 6's deadline and size limit). An answer other than described
     * is an InvalidResponseError.
     */
    async getJourneyResults(jobId, call = {}) {
        return this.download(`/executions/${encode(jobId)}?envelope=false`, readJourneyResults, call);
    }
    /**
     * Endpoint J2: the journeys of a goal version (their titles, checkpoints and steps), read as J1
     * is; with `wanted`, only those journeys (see readGoalJourneys).
     */
    async getGoalJourneys(snapshotId, goalId, call = {}) {
        const path = `/snapshots/${encode(snapshotId)}/goals/${encode(goalId)}/testsuites?envelope=false`;
        return this.download(path, (body) => readGoalJourneys(body, call.wanted), call);
    }
    /** Closes the kept-alive connections. */
    dispose() {
        this.api.dispose();
        this.storage.dispose();
    }
    bounds(call, deadlineMs = this.limits.requestDeadlineMs) {
        return { deadlineMs: Math.min(deadlineMs, call.deadlineMs ?? Infinity), signal: call.signal };
    }
    headers(body) {
        return {
            authorization: `Bearer ${this.token}`,
            accept: 'application/json',
            'user-agent': 'virtuoso-qa-action',
            ...(body ? { 'content-type': 'application/json' } : {})
        };
    }
    /** One request to the API whose answer is read whole, within the size limit. */
    async request(method, path, call, read, body) {
        // The certificate endpoints declare a JSON content type even without a body (endpoint 3).
        const headers = this.headers(method === 'PUT' || body !== undefined);
        return this.api.exchange({ method, url: this.apiUrl + path, headers, body: body === undefined ? undefined : Buffer.from(body), ...this.bounds(call) }, async (answer) => read(answer, await readLimited(answer.body, this.limits.maxAnswerBytes)));
    }
    /** A goal or plan endpoint: a 2xx answer whose body is a JSON object, else a ServiceError. */
    async json(method, path, call) {
        return (await this.jsonWithText(method, path, call))[0];
    }
    /** The same, with the answer's text, for what JSON.parse does not keep (the order of an object's keys). */
    jsonWithText(method, path, call, body) {
        return this.request(method, path, call, (answer, data) => {
            const address = this.address(path);
            checkStatus(answer, address);
            const textBody = data.toString('utf8');
            return [parseJsonObject(textBody, () => (isHtml(answer.headers['content-type'], textBody) ? htmlAnswer(address) : undefined)), textBody];
        }, body);
    }
    /** A certificate endpoint: `success` decides, whatever the HTTP status; a redirect is a failure. */
    envelope(method, path, call, body) {
        return this.request(method, path, call, (answer, data) => parseEnvelope(answer, data, this.address(path)), body);
    }
    /** The address of a request to the API, as a message names it (addressOf). */
    address(path) {
        return addressOf(this.apiUrl + path, pathAsWritten(this.apiUrl + path));
    }
    /**
     * A GET whose answer is streamed to `consume` as received, within the deadline of endpoints 6
     * and 7 and at most `maxFileBytes`; resolves what `consume` resolves.
     */
    async download(path, consume, call) {
        return this.api.exchange({ method: 'GET', url: this.apiUrl + path, headers: this.headers(false), ...this.bounds(call, this.limits.fileDeadlineMs) }, async (answer) => {
            if (answer.status < 200 || answer.status > 299) {
                await drainLimited(answer.body, this.limits.maxAnswerBytes);
                checkStatus(answer, this.address(path));
            }
            const limited = byteLimit(this.limits.maxFileBytes);
            // Both settle before the exchange ends, so that `consume` has cleaned up after a failure or
            // a cancel; its error says more (a full disk is its own, not the network's) and comes first.
            // A consumer that gives up (an answer that is not what it reads) lets go of the stream, so
            // that the transfer ends with it rather than wait on a reader that is gone.
            const consuming = consume(limited).catch((error) => {
                limited.destroy();
                throw error;
            });
            const [received, consumed] = await Promise.allSettled([(0,promises_namespaceObject.pipeline)(answer.body, limited), consuming]);
            if (consumed.status === 'rejected')
                throw consumed.reason;
            if (received.status === 'rejected')
                throw received.reason;
            return consumed.value;
        });
    }
}
/** A status other than 2xx is a failure, whose message names `address` when the status may come of a wrong one. */
function checkStatus(answer, address) {
    if (answer.status < 200 || answer.status > 299) {
        throw new HttpStatusError(answer.status, parseRetryAfter(answer.headers['retry-after']), address);
    }
}
/** `success` and `item` of a certificate endpoint's answer; anything but `success: true` in a 2xx answer is a failure. */
function parseEnvelope({ status, headers }, body, address) {
    const textBody = body.toString('utf8');
    let value;
    try {
        value = JSON.parse(textBody);
    }
    catch {
        // Not JSON: no envelope, so no `success`.
    }
    const envelope = typeof value === 'object' && value !== null ? value : {};
    const redirect = status >= 300 && status <= 399;
    if (envelope.success === true && !redirect)
        return { success: true, item: envelope.item };
    // An HTML page, or a status that a wrong path gives: the address may be the web interface's.
    const html = value === undefined && isHtml(headers['content-type'], textBody);
    return html || mayBeWrongAddress(status) ? { success: false, httpStatus: status, wrongAddress: address, html } : { success: false, httpStatus: status };
}
function parseCertificateEntry(item) {
    const entry = (typeof item === 'object' && item !== null ? item : {});
    const id = typeof entry.id === 'number' ? String(entry.id) : entry.id;
    if (typeof id !== 'string' || id === '')
        throw new InvalidResponseError('the answer has no item.id');
    const urls = (typeof entry.s3PreSignedUrls === 'object' && entry.s3PreSignedUrls !== null ? entry.s3PreSignedUrls : {});
    const missing = NSS_FILES.filter((file) => typeof urls[file] !== 'string' || !isHttpUrl(urls[file]));
    if (missing.length > 0) {
        throw new InvalidResponseError(`the answer has no upload address for ${missing.join(', ')} in item.s3PreSignedUrls`);
    }
    return { id, uploadUrls: Object.fromEntries(NSS_FILES.map((file) => [file, urls[file]])) };
}
/** Removes an address and its query from a message. */
function redact(message, url) {
    const query = URL.canParse(url) ? new URL(url).search.slice(1) : '';
    const redacted = message.replaceAll(url, '<upload address>');
    return query ? redacted.replaceAll(query, '***') : redacted;
}
/** Percent-encodes an identifier that goes into a path. */
function encode(id) {
    return encodeURIComponent(id);
}
/**
 * A JSON object; a numeric `id` or `goalId` is kept as the text the service wrote, digit for digit
 * even beyond 2^53 (contract: "Answers are checked").
 */
function parseJsonObject(textBody, html) {
    if (textBody.trim() === '')
        throw new InvalidResponseError('the answer is empty');
    let value;
    try {
        value = parseKeepingDigits(textBody, (key) => key === 'id' || key === 'goalId' || key === 'snapshotId');
    }
    catch {
        // An HTML page says more: the address is most likely the web interface's (htmlAnswer).
        throw new InvalidResponseError(html() ?? 'the answer is not JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new InvalidResponseError('the answer is not a JSON object');
    }
    return value;
}
/** An id as the service may write it: a string (a number is text already, see keepIdDigits), neither empty nor `null`. */
function isId(value) {
    return typeof value === 'string' && value !== '' && value !== 'null';
}
/**
 * The job ids of a plan's start answer, in the order it lists them (contract: plan mode, rule 1).
 * `jobs` is an array, or an object whose values are the jobs: JSON.parse puts an object's integer
 * keys first, in ascending order, whatever the text's order, so that order is read from the text.
 */
function planJobIds(jobs, source) {
    if (typeof jobs !== 'object' || jobs === null)
        throw new InvalidResponseError('the answer has no jobs');
    const entries = Array.isArray(jobs)
        ? jobs.map((job, index) => [`jobs[${index}]`, job])
        : topLevelKeysInOrder(source, 'jobs').map((key) => [`jobs[${JSON.stringify(key)}]`, jobs[key]]);
    if (entries.length === 0)
        throw new InvalidResponseError('the answer names no job');
    const ids = new Set();
    for (const [where, job] of entries) {
        const id = job?.id;
        if (!isId(id))
            throw new InvalidResponseError(`${where} of the answer is not a job with an id`);
        if (ids.has(id))
            throw new InvalidResponseError(`the answer names job ${id} twice`);
        ids.add(id);
    }
    return [...ids];
}
/** A field as text, the way the original client's `jq -r` prints it (`null` when absent). */
function client_text(value) {
    if (value === undefined)
        return 'null';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/** `Retry-After` as seconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(header, now = Date.now()) {
    const value = Array.isArray(header) ? header[0] : header;
    if (!value)
        return undefined;
    if (/^\s*\d+\s*$/.test(value))
        return Number(value);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

;// CONCATENATED MODULE: ./src/jobs/ending.ts

/** A run's ending before it has ended: what each run starts from. */
function notEndedYet() {
    return { exitCode: exit_codes/* ExitCode */.yU.Failure, message: '', polls: 0, retries: 0, elapsedMs: 0, cancelled: false, resultsFetched: false, timedOut: false, unwritten: [] };
}

;// CONCATENATED MODULE: ./src/shared/pretty-json.ts



/** Output is written into buffers of this size, each handed on in pieces as input chunks end, and never written again. */
const OUTPUT_BUFFER_BYTES = 64 << 10;
/** Runs shorter than this are copied byte by byte: cheaper than Buffer.copy's call for a few bytes. */
const SHORT_RUN = 24;
/** "\n" and the indentation of each depth up to 63, the depths that documents have. */
const INDENTS = Array.from({ length: 64 }, (_, depth) => Buffer.from('\n' + ' '.repeat(2 * depth)));
/**
 * A Transform stream: Buffer chunks of UTF-8 JSON in, the same document pretty-printed out as Buffer chunks of UTF-8,
 * laid out like `JSON.stringify(value, null, 2) + '\n'` but with every token copied as written (numbers exact, escapes
 * kept). It works on the bytes themselves: no text is decoded, and the output goes into buffers of 64 KiB that are
 * handed on in slices, so that memory (and what the garbage collector must reclaim) stays small and does not grow with
 * the document; only a few bytes of state and the stack of open containers are kept. Invalid UTF-8 in a string becomes
 * U+FFFD, as `Buffer.toString` decodes it. The stream fails with a {@link JsonSyntaxError} at the first grammar error,
 * on an incomplete document at the end, on anything after the top-level value, on nesting deeper than `maxDepth`
 * (default 1000) and, when `topLevel` is `'object'` (the default), when the top-level value is not an object.
 */
function prettyJson(options = {}) {
    const stream = new external_node_stream_namespaceObject.Transform({
        transform(chunk, _encoding, callback) { run(chunk, callback); },
        flush(callback) { run(undefined, callback); }
    });
    // The output: bytes [start, at) of `out` are written but not yet handed on.
    let out = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES);
    let start = 0;
    let at = 0;
    function handOn() {
        if (at > start)
            stream.push(out.subarray(start, at));
        start = at;
    }
    /** Makes room for `n` more bytes of output. */
    function room(n) {
        if (at + n <= out.length)
            return;
        handOn();
        out = Buffer.allocUnsafe(Math.max(n, OUTPUT_BUFFER_BYTES));
        start = at = 0;
    }
    function put(byte) {
        if (at === out.length)
            room(1);
        out[at++] = byte;
    }
    /** Copies bytes [from, to) of the chunk, across output buffers when they are many. */
    function copy(chunk, from, to) {
        if (to - from < SHORT_RUN) {
            room(to - from);
            // In locals: the loop then keeps them in registers rather than in the closure.
            const o = out;
            let a = at;
            while (from < to)
                o[a++] = chunk[from++];
            at = a;
            return;
        }
        while (from < to) {
            if (at === out.length)
                room(1);
            const k = Math.min(to - from, out.length - at);
            chunk.copy(out, at, from, from + k);
            at += k;
            from += k;
        }
    }
    /** "\n" and the indentation of a depth, optionally after a "," or before a closer. */
    function newline(depth, before = 0, after = 0) {
        room(2 * depth + 3);
        if (before)
            out[at++] = before;
        if (depth < INDENTS.length) {
            // One copy of a ready line start: cheaper than writing its spaces one by one.
            const indent = INDENTS[depth];
            out.set(indent, at);
            at += indent.length;
        }
        else {
            out[at++] = 0x0a;
            out.fill(0x20, at, at + 2 * depth);
            at += 2 * depth;
        }
        if (after)
            out[at++] = after;
    }
    // Every token is copied as written; only the layout between tokens is the printer's. Output grows with the square
    // of the depth (the indentation): 1000 levels is about 1 MB at worst.
    const sink = {
        value(c) {
            if (c === 0x7b || c === 0x5b || c === 0x22)
                put(c); // a container's opener, a string's opening quote
            return true;
        },
        key() { put(0x22); },
        // Only at its first member is it known that a container is not empty ("{}", "[]") and opens a new line.
        item(first, depth) { newline(depth, first ? 0 : 0x2c); },
        colon() {
            room(2);
            out[at++] = 0x3a;
            out[at++] = 0x20;
        },
        close(object, empty, depth) {
            if (empty)
                put(object ? 0x7d : 0x5d);
            else
                newline(depth, 0, object ? 0x7d : 0x5d);
        },
        text: copy,
        escape(bytes, length) { copy(bytes, 0, length); },
        replacement() {
            // U+FFFD, in UTF-8.
            room(3);
            out[at++] = 0xef;
            out[at++] = 0xbf;
            out[at++] = 0xbd;
        },
        stringEnd() { put(0x22); },
        numberEnd() { },
        literal(word) { copy(word, 0, word.length); }
    };
    const tokenizer = jsonTokenizer(sink, { topLevel: options.topLevel, maxDepth: options.maxDepth });
    function run(chunk, callback) {
        try {
            if (chunk)
                tokenizer.feed(chunk);
            else {
                tokenizer.end();
                put(0x0a); // the newline after the top-level value
            }
            handOn();
            callback();
        }
        catch (error) {
            start = at;
            callback(error);
        }
    }
    return stream;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:fs/promises"
const external_node_fs_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/shared/make-directory.ts


/**
 * Creates `dir` and whichever of its parents are missing, one non-recursive mkdir per level, and
 * returns the directories it created, outermost first (none when `dir` was there already).
 *
 * Not `mkdir(dir, { recursive: true })`: on a path no directory can be made in, such as /proc/nope,
 * Node's recursive mkdir loops for good (mkdir("/proc/nope") ENOENT, mkdir("/proc") EEXIST, again),
 * blocking the event loop in its Sync form, so that no signal is ever handled. Here each level is
 * tried once more after its parent was made, at most: the calls are bounded by the path's depth,
 * and asynchronous, so a signal is handled between them.
 * @throws the system's error (ENOENT, EACCES, EEXIST for a file in the way, …).
 */
async function makeDirectory(dir, mode) {
    const created = [];
    await makeLevel(external_node_path_default().resolve(dir), mode, created);
    return created;
}
async function makeLevel(dir, mode, created) {
    for (let attempt = 1;; attempt++) {
        try {
            await (0,external_node_fs_promises_namespaceObject.mkdir)(dir, { mode });
            created.push(dir);
            return;
        }
        catch (error) {
            // There already (made meanwhile, perhaps): done if it is a directory or a link to one (Windows
            // answers EPERM, not EEXIST, for a drive's root); a file in the way is the error.
            if (await (0,external_node_fs_promises_namespaceObject.stat)(dir).then((stats) => stats.isDirectory(), () => false))
                return;
            const code = error.code;
            const parent = external_node_path_default().dirname(dir);
            // ENOENT: the parent is missing. Once it is made, a second ENOENT (procfs) is the answer, not a reason to try again.
            if (code !== 'ENOENT' || attempt > 1 || parent === dir)
                throw error;
            await makeLevel(parent, mode, created);
        }
    }
}

;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
;// CONCATENATED MODULE: ./src/shared/remove.ts



// Removal that a file held for a moment cannot turn into a failure. On Windows, antivirus or the
// indexer may hold a file just written; SQLite's files too, until their handle is closed.
/** The codes of a removal that may succeed a moment later. */
const TRANSIENT = new Set(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE']);
/** The wait before the nth retry: 0.1 s times n. */
const RETRY_DELAY_MS = 100;
/**
 * Removes a file or a directory tree, trying again a few times while the fault may pass.
 * Resolves to undefined once it is gone, or to the last fault: never rejects, because the
 * caller's result matters more than the removal's.
 */
async function removeTree(target, options = {}) {
    const { attempts = 5, remove = (t) => (0,external_node_fs_promises_namespaceObject.rm)(t, { recursive: true, force: true }) } = options;
    for (let attempt = 1;; attempt++) {
        try {
            await remove(target);
            return undefined;
        }
        catch (error) {
            if (attempt >= attempts || !TRANSIENT.has(error.code ?? ''))
                return error;
            await (0,external_node_timers_promises_namespaceObject.setTimeout)(RETRY_DELAY_MS * attempt);
        }
    }
}
/**
 * Removes files that this run created, on an error path, at once: tried again after 0.05 and
 * 0.1 s while held, then left quietly, so that the error being handled, not the removal's,
 * reaches the user. Files only: a directory is left alone.
 */
function removeFilesQuietly(files) {
    for (const file of files) {
        for (let attempt = 1;; attempt++) {
            try {
                unlinkSync(file);
                break;
            }
            catch (error) {
                // Given up at a fault that will not pass (ENOENT among them: already gone) or at the third try: left in the work directory.
                if (attempt >= 3 || !TRANSIENT.has(error.code ?? ''))
                    break;
                sleepSync(50 * attempt);
            }
        }
    }
}
/** Blocks this thread for `ms`: error paths only, where the caller is synchronous. */
function sleepSync(ms) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

;// CONCATENATED MODULE: ./src/shared/safe-file.ts









/** The file could not be written (a full disk, a read-only directory, …): the fault is local, not the content's. */
class FileWriteError extends Error {
    file;
    constructor(file, cause) {
        super(`could not write ${file}: ${(0,exit_codes/* describeFault */.Qx)(cause)}`, { cause });
        this.file = file;
        this.name = new.target.name;
    }
}
/**
 * Checks that a file can be written in `dir`, creating it when missing: a new empty file, made
 * exclusively and removed at once.
 * @throws FileWriteError
 */
async function checkWritableDirectory(dir) {
    const probe = external_node_path_default().join(dir, `.write-check.${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await makeDirectory(dir);
        await (0,external_node_fs_promises_namespaceObject.writeFile)(probe, '', { flag: 'wx' });
    }
    catch (error) {
        throw new FileWriteError(dir, error);
    }
    await removeTree(probe, { remove: (file) => (0,external_node_fs_promises_namespaceObject.rm)(file, { force: true }), attempts: 5 });
}
/**
 * Writes `target` safely (contract: "Files are written safely"), creating its directory when
 * missing: the content, through the transforms, goes to a new temporary file beside it (created exclusively, so nothing planted there
 * is followed), flushed to disk, then renamed into place. A full disk, a failed source or a cancel
 * leaves the target as it was and no temporary file; a symbolic link at the target is replaced,
 * never followed. Errors of the file itself are FileWriteErrors; the source's pass through.
 */
async function writeFileSafely(target, content, options = {}) {
    // The suffix is random; a test names it, to plant something there first.
    const suffix = options.tempSuffix ?? (0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex');
    const temp = external_node_path_default().join(external_node_path_default().dirname(target), `.${external_node_path_default().basename(target)}.${suffix}.tmp`);
    const source = typeof content === 'string' ? external_node_stream_namespaceObject.Readable.from([content]) : content;
    try {
        // Not a recursive mkdir, which never ends on procfs (make-directory.ts).
        await makeDirectory(external_node_path_default().dirname(target));
    }
    catch (error) {
        source.destroy();
        throw new FileWriteError(target, error);
    }
    const file = (0,external_node_fs_namespaceObject.createWriteStream)(temp, { flags: 'wx', flush: true });
    // Which stream failed first: pipeline() then destroys the others with the same error.
    let firstFailed;
    for (const stream of [source, ...(options.transforms ?? []), file])
        stream.once('error', () => (firstFailed ??= stream));
    try {
        await (0,promises_namespaceObject.pipeline)([source, ...(options.transforms ?? []), file], options.signal ? { signal: options.signal } : {});
        await (0,external_node_fs_promises_namespaceObject.rename)(temp, target).catch((error) => {
            firstFailed = file;
            throw error;
        });
    }
    catch (error) {
        // Never throws: the write's error is the one to report. Not recursive: the temporary file is a file.
        await removeTree(temp, { remove: (file) => (0,external_node_fs_promises_namespaceObject.rm)(file, { force: true }), attempts: options.signal?.aborted ? 3 : 5 });
        throw firstFailed === file && !options.signal?.aborted ? new FileWriteError(target, error) : error;
    }
}

;// CONCATENATED MODULE: ./src/jobs/results.ts




/**
 * The output directory's check before anything is started (contract: Inputs, "Before anything is
 * started"): one that cannot take a file would end the run in unwritten files, perhaps after an
 * hour of waiting. Resolves the one-sentence reason when it cannot, else undefined.
 */
async function unwritableOutput(dir) {
    try {
        await checkWritableDirectory(dir);
        return undefined;
    }
    catch (error) {
        if (!(error instanceof FileWriteError))
            throw error;
        return `Cannot write into the output directory ${external_node_path_default().resolve(dir)}: ${(0,exit_codes/* describeFault */.Qx)(error.cause)}; nothing was started.`;
    }
}
/** The result files of `files` (paths, or undefined where one could not be written) that were not written, by name. */
function unwrittenFiles(files) {
    return files.filter(([written]) => written === undefined).map(([, name]) => name);
}
/**
 * Client B rule 9 for one file of the results (a report, the goal): the download, streamed as it
 * arrives, pretty-printed and written safely to `file` in `dir`. A failed fetch writes its error
 * into the file instead and warns; a file that cannot be written is a warning. Resolves the
 * file's path, or undefined when it could not be written; rejects when cancelled (a file cut off
 * is not written).
 */
async function saveDownload(dir, file, what, download, { signal, warning }) {
    const target = external_node_path_default().resolve(dir, file);
    // A file that cannot be written is a warning; a cancel goes on up.
    const unwritten = (error) => {
        if (signal?.aborted || !(error instanceof FileWriteError))
            throw error;
        warning?.(`Could not write ${target}: ${(0,exit_codes/* describeFault */.Qx)(error.cause)}.`);
        return undefined;
    };
    try {
        await download((body) => writeFileSafely(target, body, { transforms: [prettyJson()], signal }), { signal });
        return target;
    }
    catch (error) {
        if (signal?.aborted || error instanceof FileWriteError)
            return unwritten(error);
        const message = `Could not fetch ${what}: ${(0,exit_codes/* messageOf */.bD)(error)}.`;
        warning?.(message);
        return writeFileSafely(target, `${JSON.stringify({ error: message }, null, 2)}\n`, { signal }).then(() => target, unwritten);
    }
}
/**
 * A job's report file: `execution_report-<job id>.json`, the id percent-encoded as
 * encodeURIComponent writes it (contract: plan mode, rule 4; a re-run's, in goal mode too), and `*` as `%2A` too, which
 * encodeURIComponent keeps but no Windows file name may hold. No id can leave the output directory.
 */
function jobReportFile(jobId) {
    return `execution_report-${encodeURIComponent(jobId).replaceAll('*', '%2A')}.json`;
}

;// CONCATENATED MODULE: ./src/jobs/verdict.ts

/** Final statuses (specification part 3); every other value means the job is still running. */
const FINAL_STATUSES = ['FINISHED', 'CANCELED', 'FAILED'];
/** Outcomes that fail a finished run (Client B rule 10). */
const FAILING_OUTCOMES = ['FAIL', 'ERROR'];
function isFinal(state) {
    return state !== undefined && FINAL_STATUSES.includes(state.status);
}
/** Client B rule 10 for one job's last state: 3 when it is not FINISHED (or not known), else 2 for FAIL or ERROR, else 0. */
function exitCodeOf(state) {
    if (state?.status !== 'FINISHED')
        return exit_codes/* ExitCode */.yU.NotFinished;
    return FAILING_OUTCOMES.includes(state.outcome) ? exit_codes/* ExitCode */.yU.PollingOrOutcome : exit_codes/* ExitCode */.yU.Success;
}
/**
 * Whether a state has an outcome: the service may finish a job with none (`null`, which the status
 * answer's reader keeps as `jq -r` prints it, or nothing but blanks).
 */
function hasOutcome(state) {
    return state.outcome !== 'null' && state.outcome.trim() !== '';
}
/** An outcome as a summary or a message shows it: "no outcome" for none, rather than `null`. */
function outcomeText(state) {
    if (state === undefined)
        return '—';
    return hasOutcome(state) ? state.outcome : 'no outcome';
}
/**
 * The warning for a job that FINISHED without an outcome: rule 10 passes it (only FAIL and ERROR
 * fail), which a reader may not expect of a gate. Undefined for any other state.
 */
function noOutcomeWarning(jobId, state) {
    if (state?.status !== 'FINISHED' || hasOutcome(state))
        return undefined;
    return `Job ${jobId} FINISHED with no outcome; it passes, as only the outcomes FAIL and ERROR fail (Client B rule 10).`;
}
/**
 * Rule 10 over several jobs (contract: plan mode, rule 5): the worst job decides, status before
 * outcome, and of equally bad jobs the first in order; when all passed, the first job.
 */
function decidingJob(jobs) {
    let decision = { exitCode: exitCodeOf(jobs[0].state), job: jobs[0] };
    for (const job of jobs) {
        const exitCode = exitCodeOf(job.state);
        if (exitCode > decision.exitCode)
            decision = { exitCode, job };
    }
    return decision;
}

;// CONCATENATED MODULE: ./src/shared/duration.ts
/** A duration for people: "1 min 5 s", "12 s", "0.4 s". */
function formatDuration(ms) {
    const seconds = ms / 1000;
    if (seconds < 10)
        return `${Math.round(seconds * 10) / 10} s`;
    const whole = Math.round(seconds);
    const minutes = Math.floor(whole / 60);
    return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

;// CONCATENATED MODULE: ./src/jobs/watch.ts




// Watching jobs to a final status: Client B rules 7 and 8, shared by the goal run (one job) and the
// plan run (many). It knows neither: it is given job ids and a way to read a job's status.
/** How early a timer may fire by the high-resolution clock (libuv counts whole milliseconds). */
const TIMER_SLACK_MS = 1;
/** Answers whose `Retry-After` the retry honours (contract: goal mode, beyond the client). */
const RETRY_AFTER_STATUSES = [429, 503];
/** Answers to an attached job's first status request that end the run (contract: inputs `job-id`, `job-ids`). */
const WRONG_JOB_STATUSES = [401, 403, 404];
/**
 * A retry line after its prefix, as the CLIs and the action print it, `unit` writing a number of
 * seconds ("10 seconds", "10 s"): "The status request failed: HTTP 503; retrying in 0.5 s (retry
 * time used: 0.5 of 300 s)". The time used is rounded as the delays are written, to a tenth below
 * 10 s, so that it never reads as more than what was waited.
 */
function retryText(retry, unit) {
    const used = retry.elapsedSeconds < 10 ? Math.floor(retry.elapsedSeconds * 10) / 10 : Math.floor(retry.elapsedSeconds);
    return `The status request failed: ${retry.reason}; retrying in ${unit(retry.waitSeconds)} (retry time used: ${used} of ${unit(retry.maxRetryTimeSeconds)})`;
}
/**
 * Polls every job until each has a final status (Client B rule 7), retrying failed requests
 * within each job's own budget (rule 8). One request is in flight at a time, and a job is asked
 * at most once every poll interval counted from its previous answer, so a plan of N jobs never
 * costs the service more than N goals would (contract: plan mode, rule 3); the job due first goes
 * first, and of jobs due together the one listed first. A `Retry-After` holds every request.
 *
 * The round's retry time is wall time from the sending of its first failed request (contract:
 * "Bounded, cancellable, always reported"); with instant failures it equals rule 8's sum of
 * delays. A retry's own deadline is the retry time left when it is sent; when its delay outlasted
 * what was left (rule 8 still sends it), the time that was left when it was decided.
 *
 * The timeout, when there is one, bounds it all: no wait runs past it, a request in flight gets no
 * more than what is left of it, and a timeout in a retry round is a timeout, not a failure.
 */
async function watchJobs(jobs, readStatus, options, seams) {
    const { clock, signal, events } = seams;
    const budgetMs = options.maxRetryTimeSeconds * 1000;
    const failure = (job, exitCode, message) => ({ exitCode, message, job });
    // The job goes on in the service: its link lets the user follow it.
    const gaveUp = (job, reason) => failure(job, exit_codes/* ExitCode */.yU.PollingOrOutcome, `Reading the status of job ${job.id} failed: ${reason}; it may still be running: ${job.executionUrl}.`);
    const startedAt = clock.now();
    const pending = jobs.map((job) => ({ job, dueAt: startedAt, roundRetries: 0 }));
    /** A `Retry-After` holds every request of the run until then (contract: plan mode, rule 3). */
    let heldUntil = -Infinity;
    /** When the timeout runs out. */
    const until = options.until ?? timeoutEnd(startedAt, options.timeoutSeconds);
    /** One status request of the job; what it leads to. */
    const poll = async (schedule) => {
        const { job } = schedule;
        const sentAt = clock.now();
        const timeoutLeftMs = until - sentAt;
        const retryLeftMs = schedule.roundStart === undefined ? Infinity : budgetMs - (sentAt - schedule.roundStart);
        const deadlineMs = Math.min(retryLeftMs > 0 ? retryLeftMs : schedule.leftWhenDecidedMs, timeoutLeftMs);
        let state;
        try {
            state = await readStatus(job.id, { signal, deadlineMs: Number.isFinite(deadlineMs) ? deadlineMs : undefined });
        }
        catch (error) {
            if (signal?.aborted || !(error instanceof ServiceError))
                throw error;
            // The request in flight when the timeout ran out: abandoned, and the watch is over.
            if (error instanceof DeadlineError && error.deadlineMs >= Math.ceil(timeoutLeftMs))
                return 'timeout';
            // A job given by the user that the first request cannot see is a wrong token or job id, not
            // a passing fault: it ends the run at once. A started job keeps rule 8.
            const first = job.polls === 0 && job.retries === 0;
            if (options.attached && first && error instanceof HttpStatusError && WRONG_JOB_STATUSES.includes(error.status)) {
                // A 404 names the address that answered: a wrong api-url answers it too.
                const why = error.status === 404 ? `: ${error.message}` : ` (HTTP ${error.status}): the token or the job id is wrong`;
                return failure(job, exit_codes/* ExitCode */.yU.Failure, `Job ${job.id} cannot be read${why}.`);
            }
            schedule.roundStart ??= sentAt;
            const now = clock.now();
            const elapsedMs = now - schedule.roundStart;
            const retryAfter = error instanceof HttpStatusError && RETRY_AFTER_STATUSES.includes(error.status) ? error.retryAfterSeconds : undefined;
            // No wait runs unbounded: the service asking for more than the whole budget ends the round.
            if ((retryAfter ?? 0) > options.maxRetryTimeSeconds) {
                return gaveUp(job, `${error.message}, with Retry-After ${retryAfter} s, longer than the ${options.maxRetryTimeSeconds} s of max-retry-time`);
            }
            // Timers run on whole milliseconds: a deadline can end up to 1 ms before the clock says so.
            if (elapsedMs + TIMER_SLACK_MS >= budgetMs) {
                // The time the round really took: rule 8's last delay may take it past the budget. A round
                // of one request (as long as the budget, or a budget of 0) made no retry, and says so.
                if (schedule.roundRetries === 0)
                    return gaveUp(job, `${error.message}, with no time left for a retry (max-retry-time ${formatDuration(budgetMs)})`);
                return gaveUp(job, `${error.message}, still after ${formatDuration(elapsedMs)} of retries`);
            }
            const waitSeconds = Math.max(options.retryDelaySeconds, retryAfter ?? 0);
            schedule.leftWhenDecidedMs = budgetMs - elapsedMs;
            schedule.dueAt = now + waitSeconds * 1000;
            if (retryAfter !== undefined)
                heldUntil = Math.max(heldUntil, now + retryAfter * 1000);
            job.retries++;
            schedule.roundRetries++;
            events.retrying(job, { reason: error.message, waitSeconds, elapsedSeconds: elapsedMs / 1000, maxRetryTimeSeconds: options.maxRetryTimeSeconds });
            return 'due';
        }
        // Rule 8: the retry time is reset after each polling round.
        schedule.roundStart = undefined;
        schedule.roundRetries = 0;
        job.polls++;
        job.state = state;
        job.journeys = state.journeys ?? job.journeys;
        events.polled(job, state);
        if (isFinal(state))
            return 'final';
        schedule.dueAt = clock.now() + options.pollIntervalSeconds * 1000;
        return 'due';
    };
    try {
        while (pending.length > 0) {
            // The first of the earliest: ties go to the job listed first.
            const next = pending.reduce((first, schedule) => (schedule.dueAt < first.dueAt ? schedule : first));
            const at = Math.max(next.dueAt, heldUntil);
            // No wait runs past the timeout: cut there, it ends the watch.
            const waitMs = Math.min(at, until) - clock.now();
            if (waitMs > 0)
                await clock.sleep(waitMs, signal);
            if (clock.now() >= until)
                return 'timeout';
            const step = await poll(next);
            if (step === 'final')
                pending.splice(pending.indexOf(next), 1);
            else if (step !== 'due')
                return step;
        }
        return 'final';
    }
    catch (error) {
        if (signal?.aborted)
            return 'cancelled';
        throw error;
    }
}
/** When a timeout of `seconds` from `start` runs out: never for none (0 or undefined). */
function timeoutEnd(start, seconds) {
    return seconds ? start + seconds * 1000 : Infinity;
}

;// CONCATENATED MODULE: ./src/journeys/model.ts


// A job's journeys as the run knows them once its results are read (contract: "Journeys: which
// failed, where, and running them again"): what the JUnit file, the job summary, the annotations,
// the outputs and the CLIs' lines are made from. Only titles, ids, outcomes, durations and a
// failed step's position and action are here: nothing else of J1 or J2 ever leaves its answer.
/** Outcomes of a journey that count as failed (contract: annotations, `failed-journeys`). */
const FAILED_OUTCOMES = ['FAIL', 'ERROR'];
/** A journey's last run: its final outcome. */
function finalRun(journey) {
    return journey.runs[journey.runs.length - 1];
}
/** Whether an outcome is a failed journey's: FAIL or ERROR. */
function isFailed(outcome) {
    return FAILED_OUTCOMES.includes(outcome);
}
/** A journey that failed and then passed on a re-run (contract: "Re-running failed journeys"). */
function isFlaky(journey) {
    return finalRun(journey).outcome === 'PASS' && journey.runs.some((run) => isFailed(run.outcome));
}
/** Whether a job passed by rule 10. */
function passed(job) {
    return job.exitCode === exit_codes/* ExitCode */.yU.Success;
}
/** Every journey whose final outcome is FAIL or ERROR, in job then journey order. */
function failedJourneys(jobs) {
    return jobs.flatMap((job) => (job.journeys ?? []).filter((journey) => isFailed(finalRun(journey).outcome)).map((journey) => ({ job, journey })));
}
/** The longest title the summary, the annotations and a comment show whole (contract: "Journey results"). */
const TITLE_SHOWN = 200;
/** A title as the summary, the annotations and a comment show it: cut at 200 characters, ending with `…` (the JUnit file and the outputs keep it whole). */
function shownTitle(title, max = TITLE_SHOWN) {
    const characters = [...title];
    return characters.length > max ? `${characters.slice(0, max).join('')}…` : title;
}
/**
 * The journey counts of the results, each journey once with its final outcome (contract: after
 * re-runs, the counts of the outputs, the summary and the `Journeys:` line); an outcome of another
 * word counts in the total alone.
 */
function countJourneys(jobs) {
    const counts = { total: 0, ...Object.fromEntries(journeys_JOURNEY_OUTCOMES.map((outcome) => [outcome, 0])) };
    for (const journey of jobs.flatMap((job) => job.journeys ?? [])) {
        const outcome = finalRun(journey).outcome;
        if (journeys_JOURNEY_OUTCOMES.includes(outcome))
            counts[outcome]++;
        counts.total++;
    }
    return counts;
}
/** Every journey that failed and then passed, in job then journey order. */
function flakyJourneys(jobs) {
    return jobs.flatMap((job) => (job.journeys ?? []).filter(isFlaky).map((journey) => ({ job, journey })));
}

;// CONCATENATED MODULE: ./src/journeys/rerun.ts






// Re-running failed journeys (contract: "Re-running failed journeys"): after every job is final and
// its results are read, a job that finished FAIL or ERROR runs its failed journeys again (J4), on
// the same version, as a new job; that job is watched by the run's own watcher, its report saved,
// its journey results read, and its outcomes replace those of the journeys it ran. Up to `rounds`
// rounds; a re-run stands for the job it re-ran in the verdict.
/** Outcomes of a journey that a re-run runs again. */
const RERUN_OUTCOMES = ['FAIL', 'ERROR', 'NOT_REACHED'];
/** The most rounds a run may ask for (contract: input `rerun-failed`). */
const MAX_RERUN_ROUNDS = 5;
/**
 * How many rounds of re-runs the front end's option asks for (contract: `rerun-failed`, `--rerun_failed`):
 * a whole number from 0 to 5, surrounding blanks ignored; with more than 0, the run must wait.
 * `names` are the front end's spellings. Undefined (not given) is 0.
 * @throws UsageError
 */
function readRerunRounds(value, wait, names) {
    if (value === undefined)
        return 0;
    const trimmed = value.trim();
    if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_RERUN_ROUNDS) {
        throw new exit_codes/* UsageError */.eb(`${names.rerun} must be a whole number from 0 to ${MAX_RERUN_ROUNDS}, not "${value}".`);
    }
    const rounds = Number(trimmed);
    if (rounds > 0 && !wait)
        throw new exit_codes/* UsageError */.eb(`${names.rerun} and ${names.noWait} exclude each other: a run that does not wait re-runs nothing.`);
    return rounds;
}
/** The contract's line for a re-run: `Re-running 3 failed journeys of job 123 (run 2 of 3): job 456: <link>`. */
function describeRerun(rerun) {
    const journeys = rerun.journeys === 1 ? '1 failed journey' : `${rerun.journeys} failed journeys`;
    return `Re-running ${journeys} of job ${rerun.jobId} (run ${rerun.run} of ${rerun.runs}): job ${rerun.rerunJobId}: ${rerun.executionUrl}`;
}
/**
 * Re-runs the failed journeys of `results`' jobs, round by round (at most `rounds`), and records
 * each re-run in them: the journeys' new runs, the job's last status, outcome and verdict, its
 * `rerunJobIds`. A job that cannot be re-run keeps its result, with one warning that says why.
 * Rejects when cancelled (no request after the signal).
 */
async function rerunFailed(results, rounds, seams) {
    const reruns = { jobs: new Map(), ids: [], reportFiles: [] };
    /** Jobs left as they are, each warned of once. */
    const kept = new Set();
    for (let round = 1; round <= rounds; round++) {
        // The timeout bounds all the waiting of the run: no new job is started past it.
        if (seams.expired?.())
            break;
        const started = [];
        for (const job of results) {
            if (kept.has(job) || job.status !== 'FINISHED' || !isFailed(job.outcome ?? ''))
                continue;
            const { version, ids, why } = whatToRerun(job);
            let rerun;
            if (version !== undefined && why === undefined)
                rerun = await start(job, version, ids, seams);
            if (rerun === undefined) {
                kept.add(job);
                if (why !== undefined)
                    seams.warning?.(`Job ${job.jobId} cannot be re-run: ${why}; it keeps its result.`);
                continue;
            }
            started.push({ job, rerun });
            job.rerunJobIds.push(rerun.id);
            reruns.ids.push(rerun.id);
            reruns.jobs.set(job.jobId, [...(reruns.jobs.get(job.jobId) ?? []), rerun]);
            seams.rerunning?.({ jobId: job.jobId, rerunJobId: rerun.id, executionUrl: rerun.executionUrl, journeys: ids.length, run: round + 1, runs: rounds + 1 });
        }
        if (started.length === 0)
            break;
        const ending = await seams.watch(started.map(({ rerun }) => rerun));
        throwIfAborted(seams.signal);
        // A re-run whose status requests gave up ends the run as rule 8 does: nothing more is fetched.
        if (typeof ending === 'object')
            return { ...reruns, ending };
        for (const { rerun } of started) {
            const file = await seams.saveReport(rerun);
            if (file !== undefined)
                reruns.reportFiles.push(file);
        }
        const read = await seams.read(started.map(({ rerun }) => rerun));
        started.forEach(({ job }, i) => record(job, read[i]));
        if (ending === 'timeout')
            return { ...reruns, ending };
    }
    return reruns;
}
/** The version, journeys and environment a job's re-run runs, or why it cannot be re-run. */
function whatToRerun(job) {
    if (job.journeys === undefined)
        return { ids: [], why: 'its journey results could not be read' };
    if (job.version === undefined)
        return { ids: [], why: 'its journey results name no goal version (goalId, snapshotId)' };
    const ids = job.journeys
        .filter((journey) => RERUN_OUTCOMES.includes(finalRun(journey).outcome))
        .map((journey) => ({ text: journey.id, number: journey.idIsNumber === true }));
    return ids.length === 0 ? { version: job.version, ids, why: 'its journey results name no failed journey' } : { version: job.version, ids };
}
/** J4 for a job's journeys (never retried): the re-run to watch, or undefined after a warning. */
async function start(job, version, ids, seams) {
    try {
        const id = await seams.executeJourneys(version.goalId.text, version.snapshotId.text, ids, version.environmentId, { signal: seams.signal });
        return { id, executionUrl: seams.executionUrl(id), polls: 0, retries: 0 };
    }
    catch (error) {
        if (seams.signal?.aborted)
            throw error;
        seams.warning?.(`Re-running the failed journeys of job ${job.jobId} failed: ${(0,exit_codes/* messageOf */.bD)(error)}; it keeps its result.`);
        return undefined;
    }
}
/**
 * A re-run's results recorded in its job's: the job now stands with the re-run's status and
 * outcome; each journey it ran gets a run more (a journey it did not name keeps its outcomes).
 */
function record(job, rerun) {
    // A re-run never seen (the timeout ran out before its first answer) tells nothing of the job.
    if (rerun.status !== undefined)
        Object.assign(job, { status: rerun.status, outcome: rerun.outcome, exitCode: rerun.exitCode });
    for (const journey of rerun.journeys ?? []) {
        const same = job.journeys?.find((each) => each.id === journey.id);
        if (same)
            same.runs.push(...journey.runs);
        else
            job.journeys?.push(journey);
    }
}
/** What a run hands over to re-run its jobs' failed journeys: its client, its watcher, where it writes, its words. */
function rerunSeams(client, watch, run) {
    return {
        expired: run.expired,
        executeJourneys: (...args) => client.executeJourneys(...args),
        watch,
        saveReport: (job) => saveDownload(run.outputDir, jobReportFile(job.id), `the report of job ${job.id}`, (save, call) => client.getJobReport(job.id, save, call), {
            signal: run.signal,
            warning: run.warning
        }),
        executionUrl: (jobId) => executionUrl(run.uiUrl, jobId),
        rerunning: run.rerunning
    };
}
/**
 * The watched jobs as their re-runs leave them (contract: a re-run stands for the job it re-ran):
 * each with its last re-run's state, its re-runs' polls and retries added, and, once anything was
 * re-run, its journey counts made of its results (each journey once, with its final outcome; a job
 * whose results could not be read keeps its status answers' counts). `results` are in job order.
 * Returns, when the re-runs' waiting ended early, the job it concerns with its re-run: the one
 * whose polling gave up, or the first still going at the timeout.
 */
function standIn(jobs, results, reruns) {
    let ended;
    jobs.forEach((job, i) => {
        const read = results?.[i];
        if (reruns?.jobs.size && read?.journeys)
            job.journeys = countJourneys([read]);
        const own = reruns?.jobs.get(job.id) ?? [];
        const last = own.at(-1);
        if (last === undefined)
            return;
        job.state = last.state ?? job.state;
        job.polls += own.reduce((sum, rerun) => sum + rerun.polls, 0);
        job.retries += own.reduce((sum, rerun) => sum + rerun.retries, 0);
        const ending = reruns?.ending;
        const concerned = ending === 'timeout' ? !isFinal(last.state) : ending?.job === last;
        if (concerned)
            ended ??= { job, rerun: last };
    });
    return ended;
}
/** The warning when the timeout runs out while a re-run goes on. */
function timeoutOfRerun(timeoutSeconds, { job, rerun }) {
    return `The timeout of ${timeoutSeconds} s ran out before job ${rerun.id}, a re-run of job ${job.id}, reached a final status: it goes on in the service (${rerun.executionUrl}).`;
}

;// CONCATENATED MODULE: ./src/journeys/choose.ts


// Choosing journeys (contract: "Choosing journeys (goal mode): `journeys`"): instead of endpoint 4,
// J3 finds the goal's newest version, J2 its journeys, the lines select among them, and J4 runs
// those. One home for the lines, the matching and its usage error; the front ends only map their
// strings (an input of lines, a repeated option) onto the goal run's `journeys`.
/** How many of the version's titles a line that selects nothing lists. */
const LISTED_TITLES = 20;
/**
 * The journeys asked for: one a line (an option's values may each hold several), blank lines and
 * the blanks around a line ignored. None left is a usage error: `name` says where they were given.
 * @throws UsageError
 */
function journeyLines(values, name) {
    const lines = values.flatMap((value) => value.split(/\r?\n|\r/)).map((line) => line.trim()).filter((line) => line !== '');
    if (lines.length === 0)
        throw new exit_codes/* UsageError */.eb(`${name} must name at least one journey, by id or by title.`);
    return lines;
}
/**
 * The ids of the journeys the lines select, each once, in J2's order: a line that equals a
 * journey's id selects it; otherwise every journey whose title equals it. A journey without an id
 * in J2 is known by its key (bare digits a number: contract, a journey's id).
 * @throws UsageError naming the first line that selects nothing, with up to 20 titles of the version
 */
function chooseJourneys(lines, journeys, version) {
    const all = [...journeys].map(([key, journey]) => ({ id: journey.id ?? keyId(key), title: journey.title }));
    // By the id's text: two entries of one id are one journey, sent once.
    const chosen = new Set();
    for (const line of lines) {
        const byId = all.filter((journey) => journey.id.text === line);
        const selected = byId.length > 0 ? byId : all.filter((journey) => journey.title === line);
        if (selected.length === 0)
            throw new exit_codes/* UsageError */.eb(selectsNothing(line, all, version));
        for (const journey of selected)
            chosen.add(journey.id.text);
    }
    return all.filter((journey) => chosen.delete(journey.id.text)).map((journey) => journey.id);
}
function selectsNothing(line, all, version) {
    const titles = all.flatMap((journey) => (journey.title === undefined ? [] : [JSON.stringify(journey.title)]));
    const listed = titles.slice(0, LISTED_TITLES).join(', ');
    const more = titles.length > LISTED_TITLES ? ` and ${titles.length - LISTED_TITLES} more` : '';
    const known = titles.length === 0 ? 'it has no journey with a title' : `its journeys: ${listed}${more}`;
    return `The journey ${JSON.stringify(line)} is neither the id nor the title of a journey of ${version}; ${known}.`;
}
/**
 * Starts the chosen journeys of a goal's newest version: J3, J2, then J4 (never retried: a retry
 * could start a second run). Returns the new job's id.
 * @throws UsageError when a line selects nothing (no job started); ToolError, saying which request, when one fails
 */
async function startChosenJourneys(client, goalId, lines, call) {
    const step = async (what, request) => {
        try {
            return await request();
        }
        catch (error) {
            if (call.signal?.aborted)
                throw error;
            throw new exit_codes/* ToolError */.v4(`${what} failed: ${(0,exit_codes/* messageOf */.bD)(error)}.`);
        }
    };
    const snapshotId = await step(`Finding the newest version of goal ${goalId}`, () => client.getLatestVersion(goalId, call));
    const version = `version ${snapshotId} of goal ${goalId}`;
    const journeys = await step(`Reading the journeys of ${version}`, () => client.getGoalJourneys(snapshotId, goalId, call));
    const ids = chooseJourneys(lines, journeys, version);
    return step(`Starting ${ids.length === 1 ? 'the chosen journey' : `the ${ids.length} chosen journeys`} of ${version}`, () => client.executeJourneys(goalId, snapshotId, ids, undefined, call));
}

;// CONCATENATED MODULE: ./src/journeys/read.ts





/**
 * Reads the results of `jobs` (J1 each, in order, then J2 once per version), and returns each
 * job's results. A job or version whose answer cannot be read is one warning naming the reason;
 * the job keeps its verdict, without journeys (or without titles). Rejects only when cancelled
 * (no request is sent after the signal) or for an unexpected error.
 */
async function readJobResults(reader, jobs, { signal, warning, goalName, titles = new Map() }) {
    const answers = [];
    for (const job of jobs) {
        answers.push(await read(() => reader.getJourneyResults(job.id, { signal }), `Journey results of job ${job.id}`, { signal, warning }));
    }
    // One J2 per version, in the order the jobs name them: a plan's jobs often share one, and a
    // re-run's is its job's, read already. Of each version, only the journeys its jobs ran are read.
    const wanted = new Map();
    for (const answer of answers) {
        const key = versionKey(answer);
        if (answer?.snapshotId && answer.goalId && key !== undefined && !titles.has(key)) {
            const version = wanted.get(key) ?? { snapshotId: answer.snapshotId.text, goalId: answer.goalId.text, ids: new Set() };
            for (const journey of answer.journeys)
                version.ids.add(journey.id.text);
            wanted.set(key, version);
        }
    }
    for (const [key, version] of wanted) {
        const what = `Journey titles of goal ${version.goalId}, version ${version.snapshotId},`;
        const call = { signal, wanted: version.ids };
        titles.set(key, await read(() => reader.getGoalJourneys(version.snapshotId, version.goalId, call), what, { signal, warning }));
    }
    return jobs.map((job, index) => {
        const answer = answers[index];
        const key = versionKey(answer);
        const definitions = key === undefined ? undefined : titles.get(key);
        const goalId = answer?.goalId?.text ?? job.state?.goalId;
        return {
            jobId: job.id,
            executionUrl: job.executionUrl,
            ...(goalId === undefined ? {} : { goalId }),
            ...(goalName === undefined ? {} : { goalName }),
            status: job.state?.status,
            outcome: job.state?.outcome,
            exitCode: exitCodeOf(job.state),
            ...(answer?.startedAt === undefined ? {} : { startedAt: answer.startedAt }),
            journeys: answer && journeysOf(answer, definitions, job),
            rerunJobIds: [],
            ...(answer?.goalId && answer.snapshotId ? { version: { goalId: answer.goalId, snapshotId: answer.snapshotId, environmentId: answer.environmentId } } : {})
        };
    });
}
function versionKey(answer) {
    return answer?.snapshotId && answer.goalId ? JSON.stringify([answer.snapshotId.text, answer.goalId.text]) : undefined;
}
/** One request of the results: its answer, or undefined and one warning; a cancel goes on up. */
async function read(request, what, { signal, warning }) {
    try {
        return await request();
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        warning?.(`${what} could not be read: ${(0,exit_codes/* messageOf */.bD)(error)}.`);
        return undefined;
    }
}
/** A job's journeys from its J1, titled by J2 when there is one, in the order J1's text lists them. */
function journeysOf(answer, definitions, job) {
    return answer.journeys.map((result) => {
        const definition = definitions?.get(result.id.text);
        const id = definition?.id?.text ?? result.id.text;
        return {
            id,
            idIsNumber: (definition?.id ?? result.id).number,
            title: nonBlank(definition?.title) ?? nonBlank(definition?.name) ?? `Journey ${id}`,
            runs: [
                {
                    jobId: job.id,
                    executionUrl: job.executionUrl,
                    outcome: result.outcome,
                    ...(result.durationMs === undefined ? {} : { durationMs: result.durationMs }),
                    ...(isFailed(result.outcome) ? { where: whereItFailed(result, definition) } : {})
                }
            ]
        };
    });
}
/**
 * Where a journey failed (contract: "where it failed"): the first checkpoint in journey order whose
 * outcome is FAIL or ERROR, and in it the first such step, by its position among the checkpoint's
 * steps and its action: `checkpoint "Log in", step 3 of 5 (CLICK)`. Journey and step order are
 * J2's, else J1's; what is not known is left out, down to nothing at all.
 */
function whereItFailed(result, definition) {
    const checkpoints = inOrder(result.checkpoints, definition?.checkpoints);
    const failed = checkpoints.find(({ result: checkpoint }) => isFailed(checkpoint?.outcome ?? ''));
    if (failed?.result === undefined)
        return undefined;
    const title = nonBlank(failed.definition?.title);
    const checkpoint = title === undefined ? `checkpoint ${failed.result.id}` : `checkpoint ${JSON.stringify(title)}`;
    const steps = inOrder(failed.result.steps, failed.definition?.steps);
    const index = steps.findIndex(({ result: step }) => isFailed(step?.outcome ?? ''));
    if (index < 0)
        return checkpoint;
    const action = nonBlank(steps[index].definition?.action);
    return `${checkpoint}, step ${index + 1} of ${steps.length}${action === undefined ? '' : ` (${action})`}`;
}
/**
 * J1's entries in J2's order, matched by id (J2's entries without a result keep their place), then
 * J1's entries that J2 does not name, in J1's order; without J2, J1's order.
 */
function inOrder(results, definitions) {
    if (definitions === undefined)
        return results.map((result) => ({ result }));
    const byId = new Map(results.map((result) => [result.id, result]));
    const named = definitions.map((definition) => ({ definition, result: byId.get(definition.id) }));
    const known = new Set(definitions.map((definition) => definition.id));
    return [...named, ...results.filter((result) => !known.has(result.id)).map((result) => ({ result }))];
}
function nonBlank(text) {
    return text === undefined || text.trim() === '' ? undefined : text;
}
/**
 * The goal record's top-level `name`, read from the file rule 9 wrote (a failed fetch wrote an
 * `error` object there, which has none): the JUnit file names the goal by it (contract: JUnit XML).
 * Undefined when the file cannot be read or has no name string.
 */
async function goalNameIn(file, signal) {
    if (file === undefined)
        return undefined;
    let name;
    try {
        await selectJson((0,external_node_fs_namespaceObject.createReadStream)(file, { signal }), {
            keep: (path) => path.length === 0 || (path.length === 1 && path[0] === 'name'),
            scalar: (path, value) => {
                if (path.length === 1 && typeof value === 'string')
                    name = value;
            }
        });
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return undefined;
    }
    return nonBlank(name);
}

;// CONCATENATED MODULE: ./src/journeys/junit.ts

/** The whole file: UTF-8 XML 1.0, one testsuite per job in job order, deterministic, indented. */
function junitXml(jobs) {
    const suites = jobs.map((job) => ({ job, cases: testCases(job) }));
    const all = suites.flatMap((suite) => suite.cases);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites${attributes({ name: 'Virtuoso QA', ...counts(all) })}>`,
        ...suites.flatMap(({ job, cases }) => suiteLines(job, cases)),
        '</testsuites>',
        ''
    ].join('\n');
}
/** The goal's name (contract: a testsuite's name, a testcase's classname); an empty name is none. */
function goalName(job) {
    if (job.goalName)
        return job.goalName;
    return job.goalId ? `Goal ${job.goalId}` : 'Virtuoso QA';
}
function testCases(job) {
    const classname = goalName(job);
    const cases = (job.journeys ?? []).map((journey) => journeyCase(journey, classname));
    // Never green for a red gate: a job whose results could not be read is one testcase, and a
    // failed verdict that no journey shows (CANCELED, FAILED, still running at the timeout) adds
    // one that fails. A journey's own testcase follows its final outcome whatever the verdict.
    const shown = cases.some((testCase) => testCase.elements.some((element) => element.tag === 'failure' || element.tag === 'error'));
    if (!passed(job) && !shown)
        cases.push({ name: `Job ${job.jobId}`, classname, ms: 0n, elements: [verdictElement(job)] });
    else if (!job.journeys)
        cases.push({ name: `Job ${job.jobId}`, classname, ms: 0n, elements: [] });
    return cases;
}
/**
 * A journey's testcase, by its final run: FAIL a `<failure>`, ERROR an `<error>`, any outcome
 * but PASS a `<skipped>`. Each earlier failed run (contract: "Re-running failed journeys") is a
 * `<flakyFailure>`/`<flakyError>` when the journey passed in the end, else (it failed every time,
 * or its last re-run did not reach it) a `<rerunFailure>`/`<rerunError>`.
 */
function journeyCase(journey, classname) {
    const last = finalRun(journey);
    const elements = [];
    if (isFailed(last.outcome))
        elements.push(failed(last, last.outcome === 'FAIL' ? 'failure' : 'error'));
    else if (last.outcome !== 'PASS')
        elements.push({ tag: 'skipped', message: last.outcome });
    const earlier = journey.runs.slice(0, -1).filter((run) => isFailed(run.outcome));
    const prefix = last.outcome === 'PASS' ? 'flaky' : 'rerun';
    for (const run of earlier)
        elements.push(failed(run, run.outcome === 'FAIL' ? `${prefix}Failure` : `${prefix}Error`));
    return { name: journey.title, classname, ms: junit_milliseconds(last.durationMs), elements };
}
/**
 * A failed run's element. Its message is where it failed (`checkpoint "Log in", step 3 of 5
 * (CLICK)`) and, when nothing of that is known, the outcome alone (`FAIL`): a message is never empty.
 */
function failed(run, tag) {
    return { tag, type: run.outcome, message: run.where ?? run.outcome, detail: `Job ${run.jobId}: ${run.executionUrl}` };
}
/**
 * The `Job <job id>` testcase's failure (the job's outcome FAIL) or error (anything else), typed
 * by the job's status when it is not FINISHED, else by its outcome; a state never seen is unknown.
 */
function verdictElement(job) {
    const status = job.status ?? 'unknown';
    const outcome = job.outcome ?? 'unknown';
    const unread = job.journeys ? '' : '; its journey results could not be read';
    return {
        tag: job.outcome === 'FAIL' ? 'failure' : 'error',
        type: job.status === 'FINISHED' ? outcome : status,
        message: `Job ${job.jobId} ended with status ${status} and outcome ${outcome} (exit code ${job.exitCode})${unread}`,
        detail: job.executionUrl
    };
}
function suiteLines(job, cases) {
    const properties = [
        ['jobId', job.jobId],
        ['goalId', job.goalId],
        // A state never seen has no property: the file says only what is known.
        ['status', job.status],
        ['outcome', job.outcome],
        ['executionUrl', job.executionUrl],
        ['rerunJobIds', job.rerunJobIds.length > 0 ? job.rerunJobIds.join(',') : undefined]
    ];
    return [
        `  <testsuite${attributes({ name: `${goalName(job)} (job ${job.jobId})`, ...counts(cases), timestamp: timestamp(job.startedAt) })}>`,
        '    <properties>',
        ...properties.filter(([, value]) => value !== undefined).map(([name, value]) => `      <property${attributes({ name, value })}/>`),
        '    </properties>',
        ...cases.flatMap(caseLines),
        '  </testsuite>'
    ];
}
function caseLines(testCase) {
    const open = `    <testcase${attributes({ name: testCase.name, classname: testCase.classname, time: seconds(testCase.ms) })}`;
    if (testCase.elements.length === 0)
        return [`${open}/>`];
    return [`${open}>`, ...testCase.elements.map(elementLines), '    </testcase>'];
}
function elementLines({ tag, type, message, detail }) {
    const open = `      <${tag}${attributes({ type, message })}`;
    if (detail === undefined)
        return `${open}/>`;
    // Surefire's re-run elements hold their text in a <stackTrace>; a failure or error holds it itself.
    const body = tag.startsWith('flaky') || tag.startsWith('rerun') ? `<stackTrace>${junit_text(detail)}</stackTrace>` : junit_text(detail);
    return `${open}>${body}</${tag}>`;
}
/** The counts and time of testcases, as attributes: each equals what the file holds. */
function counts(cases) {
    const holding = (tag) => cases.filter((testCase) => testCase.elements.some((element) => element.tag === tag)).length;
    const ms = cases.reduce((sum, testCase) => sum + testCase.ms, 0n);
    return {
        tests: String(cases.length),
        failures: String(holding('failure')),
        errors: String(holding('error')),
        skipped: String(holding('skipped')),
        time: seconds(ms)
    };
}
/**
 * Whole milliseconds; 0 when unknown or not a duration (negative, or JSON's 1e400). Sums are
 * exact in bigint, so a suite's time is exactly the sum of its testcases' as written.
 */
function junit_milliseconds(ms) {
    return ms !== undefined && Number.isFinite(ms) && ms > 0 ? BigInt(Math.round(ms)) : 0n;
}
/** Seconds with 3 decimals, never in exponent notation. */
function seconds(ms) {
    return `${ms / 1000n}.${String(ms % 1000n).padStart(3, '0')}`;
}
/** ISO 8601 in UTC; none for a number no date has. */
function timestamp(ms) {
    const date = new Date(ms ?? Number.NaN);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
function attributes(values) {
    return Object.entries(values)
        .filter((entry) => entry[1] !== undefined)
        .map(([name, value]) => ` ${name}="${attribute(value)}"`)
        .join('');
}
// Characters that XML 1.0 forbids (its Char production): C0 controls other than tab, newline and
// carriage return, lone surrogates (the `u` flag matches a pair as one character), U+FFFE, U+FFFF.
const FORBIDDEN = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff\\ufffe\\uffff';
const TEXT = new RegExp(`[${FORBIDDEN}&<>\\r]`, 'gu');
// In an attribute, a parser turns a literal tab, newline or carriage return into a space
// (attribute-value normalisation): as character references they survive.
const ATTRIBUTE = new RegExp(`[${FORBIDDEN}&<>"\\t\\n\\r]`, 'gu');
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };
/** Escapes text content (`]]>` too, its `>` escaped); a forbidden character becomes U+FFFD. */
const junit_text = (value) => value.replace(TEXT, (c) => ESCAPES[c] ?? '\ufffd');
const attribute = (value) => value.replace(ATTRIBUTE, (c) => ESCAPES[c] ?? '\ufffd');

;// CONCATENATED MODULE: ./src/journeys/results.ts






/** The JUnit file's name in the output directory (contract: JUnit XML). */
const JUNIT_FILE = 'virtuoso-junit.xml';
/**
 * The last part of every run that reaches rule 9, goal or plan (contract: "Journey results"): each
 * job's results read (J1, J2); the failed journeys re-run, round by round, when `rerun` asks for
 * it; then the JUnit file written safely to `junitFile` when one is asked for, with what is known
 * (also when a re-run's polling gave up or the timeout ran out). A file that cannot be written is
 * a warning, and named in `unwritten`; rejects only when cancelled (then no JUnit file is
 * written) or for an unexpected error.
 */
async function recordJourneys(reader, jobs, options) {
    const { signal, warning, goalName, rerun } = options;
    // J2 of each version once, for the jobs and their re-runs alike.
    const titles = new Map();
    const results = await readJobResults(reader, jobs, { signal, warning, goalName, titles });
    const record = { results };
    if (rerun !== undefined && rerun.rounds > 0) {
        const read = (reruns) => readJobResults(reader, reruns, { signal, warning, goalName, titles });
        record.reruns = await rerunFailed(results, rerun.rounds, { ...rerun.seams, read, signal, warning });
    }
    if (options.junitFile === undefined)
        return { ...record, unwritten: [] };
    try {
        await writeFileSafely(options.junitFile, junitXml(results), { signal });
        return { ...record, junitFile: options.junitFile, unwritten: [] };
    }
    catch (error) {
        if (signal?.aborted || !(error instanceof FileWriteError))
            throw error;
        warning?.(`Could not write ${options.junitFile}: ${(0,exit_codes/* describeFault */.Qx)(error.cause)}.`);
        // The job summary names it (contract: output-dir, a file that could still not be written).
        return { ...record, unwritten: [external_node_path_default().basename(options.junitFile)] };
    }
}

;// CONCATENATED MODULE: ./src/goal/run-goal.ts












const REPORT_FILE = 'execution_report.json';
const GOAL_FILE = 'goal.json';
/**
 * Runs a goal as Client B does: start it (rules 4–6), poll its status with the retry budget
 * (rules 7–8), save the report and the goal (rule 9) and map the result to an exit code (rule 10).
 * With `jobId` it waits for that job instead of starting one; with `wait: false` it returns once
 * the goal has started. Never throws for anything the service or the user does; the result
 * carries the exit code.
 */
async function runGoal(options, seams = {}) {
    const { clock = systemClock, signal, events = {} } = seams;
    const startedAt = clock.now();
    const result = { ...notEndedYet(), goalId: options.goalId };
    const end = (exitCode, message) => Object.assign(result, { exitCode, message, elapsedMs: clock.now() - startedAt });
    // The contract's table of exit codes on cancel: 1 while starting, 3 once the job exists.
    const cancelled = (exitCode, message) => Object.assign(end(exitCode, message), { cancelled: true });
    // Client B rules 4 and 5.
    if (options.token === 'null')
        return end(exit_codes/* ExitCode */.yU.Failure, 'Login failed: the access token is "null".');
    if (options.goalId === '' || options.goalId === 'null') {
        const given = options.goalId === '' ? 'empty' : '"null", which is no goal\'s id (an unset variable?)';
        return end(exit_codes/* ExitCode */.yU.Failure, `The goal id is ${given}: give the id of the goal to run.`);
    }
    // Before anything is started: a directory that cannot take the files ends the run now, not after the wait.
    const unwritable = options.wait === false ? undefined : await unwritableOutput(options.outputDir);
    if (unwritable !== undefined)
        return end(exit_codes/* ExitCode */.yU.Failure, unwritable);
    const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug });
    try {
        let jobId = options.jobId;
        // Client B rule 6, unless the job is given; chosen journeys start through J3, J2 and J4 instead.
        // Never retried: a retry could start a second run.
        if (jobId === undefined) {
            try {
                const { journeys } = options;
                jobId = journeys === undefined ? await client.executeGoal(options.goalId, { signal }) : await startChosenJourneys(client, options.goalId, journeys, { signal });
            }
            catch (error) {
                if (signal?.aborted)
                    return cancelled(exit_codes/* ExitCode */.yU.Failure, 'Cancelled while starting the goal; it may have started.');
                // A line that selects no journey, or a failed J3, J2 or J4, says itself which (contract: start failures, exit 1).
                if (error instanceof exit_codes/* ToolError */.v4)
                    return end(exit_codes/* ExitCode */.yU.Failure, error.message);
                return end(exit_codes/* ExitCode */.yU.Failure, `Starting goal ${options.goalId} failed: ${(0,exit_codes/* messageOf */.bD)(error)}.`);
            }
        }
        result.jobId = jobId;
        result.executionUrl = executionUrl(options.uiUrl, jobId);
        events.job?.({ id: jobId, executionUrl: result.executionUrl, attached: options.jobId !== undefined });
        if (options.wait === false)
            return end(exit_codes/* ExitCode */.yU.Success, `Goal ${options.goalId} started as job ${jobId} and was not awaited.`);
        events.waiting?.(jobId);
        const job = { id: jobId, executionUrl: result.executionUrl, polls: 0, retries: 0 };
        // The timeout bounds all the waiting of the run: its re-runs' too.
        const until = timeoutEnd(clock.now(), options.timeoutSeconds);
        const watch = (jobs, attached) => watchJobs(jobs, (id, call) => client.getExecutionStatus(id, call), { ...options, attached, until }, {
            clock,
            signal,
            events: { polled: (watched, state) => events.polled?.(state, watched.polls), retrying: (_, retry) => events.retrying?.(retry) }
        });
        const watching = await watch([job], options.jobId !== undefined);
        Object.assign(result, { state: job.state, journeys: job.journeys, polls: job.polls, retries: job.retries });
        if (watching === 'cancelled') {
            // Client B rule 10 applied to the last status seen: it is not FINISHED.
            return cancelled(exit_codes/* ExitCode */.yU.NotFinished, `Cancelled while waiting for job ${jobId} (last status ${result.state?.status ?? 'unknown'}); it may still be running: ${result.executionUrl}.`);
        }
        if (watching === 'timeout') {
            result.timedOut = true;
            events.warning?.(`The timeout of ${options.timeoutSeconds} s ran out before job ${jobId} reached a final status: it goes on in the service (${result.executionUrl}).`);
        }
        else if (watching !== 'final') {
            return end(watching.exitCode, watching.message);
        }
        const noOutcome = noOutcomeWarning(jobId, result.state);
        if (noOutcome !== undefined)
            events.warning?.(noOutcome);
        if (!(await saveResults(client, jobId, options, result, { signal, events }))) {
            return cancelled(exit_codes/* ExitCode */.yU.NotFinished, `Cancelled while saving the results of job ${jobId}.`);
        }
        // The journeys (contract: "Journey results"): read after the files, as rule 9's last fetches,
        // then the failed ones re-run when asked for.
        let lastRerun;
        try {
            result.goalName = await goalNameIn(result.goalFile, signal);
            const rerunning = (rerun) => {
                lastRerun = rerun;
                events.rerunning?.(rerun);
            };
            const seams = rerunSeams(client, (jobs) => watch(jobs, false), { ...options, signal, warning: events.warning, rerunning, expired: () => clock.now() >= until });
            // After every job is final only (contract): a run whose timeout ran out re-runs nothing.
            const rerun = { rounds: result.timedOut ? 0 : (options.rerunFailed ?? 0), seams };
            const { unwritten, ...record } = await recordJourneys(client, [job], { signal, warning: events.warning, goalName: result.goalName, junitFile: options.junitFile, rerun });
            Object.assign(result, record);
            result.unwritten.push(...unwritten);
        }
        catch (error) {
            if (signal?.aborted) {
                if (lastRerun === undefined)
                    return cancelled(exit_codes/* ExitCode */.yU.NotFinished, `Cancelled while reading the journey results of job ${jobId}.`);
                const { rerunJobId, executionUrl: link } = lastRerun;
                return cancelled(exit_codes/* ExitCode */.yU.NotFinished, `Cancelled while re-running journeys of job ${jobId} as job ${rerunJobId}; it may still be running: ${link}.`);
            }
            throw error;
        }
        result.resultsFetched = true;
        // A re-run stands for the job it re-ran (contract: "Re-running failed journeys").
        const ended = standIn([job], result.results, result.reruns);
        Object.assign(result, { state: job.state, polls: job.polls, retries: job.retries, journeys: job.journeys });
        const rerunEnding = result.reruns?.ending;
        if (typeof rerunEnding === 'object')
            return end(rerunEnding.exitCode, rerunEnding.message);
        if (rerunEnding === 'timeout' && ended) {
            result.timedOut = true;
            events.warning?.(timeoutOfRerun(options.timeoutSeconds, ended));
        }
        if (result.timedOut) {
            // Client B rule 10 applied to the last status seen, which is not FINISHED.
            const last = result.state?.status ?? 'unknown';
            return end(exit_codes/* ExitCode */.yU.NotFinished, `Job ${jobId} did not reach a final status within the timeout of ${options.timeoutSeconds} s (last status ${last}).`);
        }
        const [exitCode, message] = verdict(result.state);
        // The outcome is a re-run's when there was one: say so.
        const rerunIds = result.reruns?.ids ?? [];
        const reran = rerunIds.length === 0 ? '' : ` after re-running its failed journeys (${rerunIds.length === 1 ? 'job' : 'jobs'} ${rerunIds.join(', ')})`;
        return end(exitCode, reran === '' ? message : message.replace(/\.$/, `${reran}.`));
    }
    finally {
        client.dispose();
    }
}
/**
 * The contract's rules for a job to wait for (input `job-id`, option `--job_id`), checked as the
 * options are read so that a breach is a usage error before any request, reported as the front
 * end reports its others: the id is neither empty nor `null`, and waiting for a job excludes not
 * waiting and choosing journeys (`chosen`). `names` are the front end's spellings of the three.
 * @throws UsageError
 */
function checkJobToWaitFor(jobId, wait, chosen, names) {
    if (jobId === '' || jobId === 'null') {
        throw new exit_codes/* UsageError */.eb(`${names.jobId} must be the id of a job to wait for, not ${jobId === '' ? 'empty' : '"null"'}.`);
    }
    const excluded = !wait ? names.noWait : chosen ? names.journeys : undefined;
    if (jobId !== undefined && excluded !== undefined)
        throw new exit_codes/* UsageError */.eb(`${names.jobId} and ${excluded} exclude each other: give one or the other.`);
}
/**
 * Client B rule 9: the report and the goal, each written as saveDownload says. Returns false when
 * cancelled: a file already written is kept, the one cut off is not written.
 */
async function saveResults(client, jobId, options, result, { signal, events }) {
    const seams = { signal, warning: events.warning };
    try {
        result.reportFile = await saveDownload(options.outputDir, REPORT_FILE, 'the job report', (save, call) => client.getJobReport(jobId, save, call), seams);
        result.goalFile = await saveDownload(options.outputDir, GOAL_FILE, 'the goal', (save, call) => client.getGoal(options.goalId, save, call), seams);
        result.unwritten = unwrittenFiles([[result.reportFile, REPORT_FILE], [result.goalFile, GOAL_FILE]]);
        return true;
    }
    catch (error) {
        if (signal?.aborted)
            return false;
        throw error;
    }
}
/** Client B rule 10, in words. */
function verdict(state) {
    const exitCode = exitCodeOf(state);
    if (exitCode === exit_codes/* ExitCode */.yU.NotFinished)
        return [exitCode, `The goal execution ended with status ${state.status}.`];
    return [exitCode, `The goal execution finished with ${hasOutcome(state) ? `outcome ${state.outcome}` : 'no outcome'}.`];
}

;// CONCATENATED MODULE: ./src/shared/parse.ts

/** The literal text that counts as "not given" in options and inputs (Client A rule 1). */
const UNSET = 'unset';
/** A value, or undefined when it is absent, empty or `unset`. */
function given(value) {
    return value === '' || value === UNSET ? undefined : value;
}
/** The largest number of seconds an input or option takes: one day (contract: Inputs). */
const MAX_SECONDS = 86_400;
/**
 * A number of seconds: a decimal number from 0 to one day, surrounding blanks ignored, else a
 * usage error naming the option. The bound keeps every wait within what a timer can hold.
 */
function parseSeconds(name, value) {
    const trimmed = value.trim();
    const n = Number(trimmed);
    if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) || n > MAX_SECONDS) {
        throw new exit_codes/* UsageError */.eb(`${name} must be a number of seconds from 0 to ${MAX_SECONDS}, not "${value}".`);
    }
    return n;
}
/**
 * Checks a value that goes into a request header (the access token): a line break (a secret pasted
 * with its trailing newline), another control character or a character beyond Latin-1 would fail
 * the request in Node (ERR_INVALID_CHAR) after the run began, and could split the header. Node's own
 * rule: a tab and the bytes 0x20–0x7E and 0x80–0xFF only (contract: Inputs).
 * @throws UsageError naming `what` and the kind of character, never the value
 */
function checkHeaderValue(what, value) {
    const bad = /[^\t\x20-\x7e\x80-\xff]/.exec(value)?.[0];
    if (bad === undefined)
        return value;
    const kind = bad === '\n' || bad === '\r' ? 'a line break' : bad < ' ' || bad === '\x7f' ? 'a control character' : 'a character that an HTTP header cannot carry';
    throw new exit_codes/* UsageError */.eb(`${what} holds ${kind} (not shown here: it is a secret); give it without.`);
}

;// CONCATENATED MODULE: ./src/cli/args.ts


/**
 * Parses arguments the way the original shell clients do: each option is a separate word,
 * followed by its value unless it is a flag (`-gi 42`, `--app2`); a long option also takes the
 * form `--name=value` (a flag: `=true` or `=false`), and of an option given twice the last one
 * counts (one that `repeats` keeps every value, one a line, in order), and a long option is taken with hyphens or underscores alike (`--goal-id`, the action's
 * spelling, for `--goal_id`) (contract: "The CLIs"). Flags parse to "true". An unknown option (named
 * with the closest known one), an option without its value (or with another option as its value:
 * `-f -p secret` is the value forgotten) and a stray word are usage errors, each in one line that
 * names the option and what it takes.
 */
function parseArgs(argv, specs) {
    const known = new Map();
    for (const key of Object.keys(specs))
        for (const name of specs[key].names)
            known.set(spelling(name), key);
    const byName = { get: (name) => (name === undefined ? undefined : known.get(spelling(name))), has: (name) => known.has(spelling(name)) };
    const parsed = {};
    for (let i = 0; i < argv.length; i++) {
        const word = argv[i];
        const equals = word.startsWith('-') ? word.indexOf('=') : -1;
        // A value given with = is never shown: it may be a password or a token (-p=…).
        const name = equals < 0 ? word : word.slice(0, equals);
        const key = byName.get(name);
        if (key === undefined) {
            const before = byName.get(argv[i - 1]);
            throw new exit_codes/* UsageError */.eb(name.startsWith('-') ? unknown(name, specs) : stray(argv, i, before === undefined ? undefined : specs[before]));
        }
        if (equals >= 0 && !name.startsWith('--'))
            throw new exit_codes/* UsageError */.eb(`${name} takes its value as the next word, not after "=" (only long options do).`);
        const spec = specs[key];
        const given = equals < 0 ? undefined : word.slice(equals + 1);
        if (spec.value === undefined) {
            const on = given === undefined ? 'true' : given.toLowerCase();
            if (on !== 'true' && on !== 'false')
                throw new exit_codes/* UsageError */.eb(`${name} takes no value (at most =true or =false), not "${given}".`);
            parsed[key] = on === 'true' ? 'true' : undefined;
            continue;
        }
        const value = given ?? argv[i + 1];
        if (value === undefined || (given === undefined && byName.has(value)))
            throw new exit_codes/* UsageError */.eb(`${label(spec)} needs a value: ${spec.about}.`);
        parsed[key] = spec.repeats && parsed[key] !== undefined ? `${parsed[key]}\n${value}` : value;
        if (given === undefined)
            i++;
    }
    return parsed;
}
/** One spelling of a long option for its hyphens and underscores: `--goal-id` and `--goal_id` are one option. */
function spelling(name) {
    return name.startsWith('--') ? `--${name.slice(2).replaceAll('-', '_')}` : name;
}
/**
 * An unknown option, named when it looks like one (`--verbose`): a secret whose option was left out
 * may start with "-". With it, the known option closest to it, when one is close (a typo).
 */
function unknown(name, specs) {
    if (!/^--?[A-Za-z][\w-]*$/.test(name))
        return 'Unknown option (not shown here: it may be a secret).';
    const closest = closestName(name, Object.values(specs).flatMap((spec) => spec.names));
    return closest === undefined ? `Unknown option: ${name}.` : `Unknown option: ${name} (did you mean ${closest}?)`;
}
/**
 * Of `names`, the one closest to `name` by edit distance (case, hyphens and underscores aside), when
 * at most 2 edits and at most a third of `name` away: `--goalid` is `--goal_id`, `--verbose` nothing.
 */
function closestName(name, names) {
    const key = spelling(name).toLowerCase();
    let best;
    for (const candidate of names) {
        const distance = editDistance(key, spelling(candidate).toLowerCase());
        if (distance <= 2 && distance * 3 <= name.length && (best === undefined || distance < best.distance))
            best = { name: candidate, distance };
    }
    return best?.name;
}
/** Levenshtein's distance: the fewest insertions, deletions and substitutions that make `a` into `b`. */
function editDistance(a, b) {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++)
            next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        row = next;
    }
    return row[b.length];
}
/**
 * The message for a word that no option takes, `before` being the option of the word before it. A
 * word after a flag is named when it is a yes or a no (`--app2 true`); no other is, as it may be a
 * password or a token whose option was left out.
 */
function stray(argv, i, before) {
    const word = /^(true|false|yes|no|on|off|[01])$/i.test(argv[i]) ? `"${argv[i]}"` : 'a word (not shown here: it may be a secret)';
    // Only a flag can stand before a word that no option takes: an option with a value takes the next word.
    if (before !== undefined)
        return `${argv[i - 1]} takes no value, but ${word} follows it.`;
    return `Argument ${i + 1} is a value with no option before it (not shown here: it may be a secret).`;
}
/** How a message names an option: `-gi (--goal_id)`, `--app2`. */
function label(spec) {
    const [first, ...others] = spec.names;
    return others.length > 0 ? `${first} (${others.join(', ')})` : first;
}
/** The help's list of options, one a line (or more, wrapped at 100 columns): names, value, what it is, default. */
function optionLines(specs) {
    const heads = Object.values(specs).map((spec) => `  ${spec.names.join(', ')}${spec.value ? ` ${spec.value}` : ''}`);
    const width = Math.max(...heads.map((head) => head.length)) + 2;
    return Object.values(specs)
        .map((spec, i) => {
        // A short default stays on one line with its parenthesis: "(default: 300)".
        const fallback = spec.default === undefined ? [] : spec.default.includes(' ') ? `(default: ${spec.default})`.split(' ') : [`(default: ${spec.default})`];
        return wrap([...spec.about.split(' '), ...fallback], 100 - width).map((line, j) => (j === 0 ? heads[i].padEnd(width) : ' '.repeat(width)) + line).join('\n');
    })
        .join('\n');
}
/** Words (a text's, split at its spaces) into lines of at most `width` characters (a longer word stands alone). */
function wrap(text, width) {
    const lines = [];
    for (const word of typeof text === 'string' ? text.split(' ') : text) {
        const last = lines.at(-1);
        if (last !== undefined && last.length + 1 + word.length <= width)
            lines[lines.length - 1] = `${last} ${word}`;
        else
            lines.push(word);
    }
    return lines;
}
/** Where every CLI that takes a token reads it when `-t` does not give one (contract: "The CLIs"). */
const TOKEN_VARIABLE = 'VIRTUOSO_TOKEN';
/**
 * The access token: the option's value unless it is empty or blank, else VIRTUOSO_TOKEN's (a
 * token on a command line is visible to every user of the machine). Taken verbatim.
 * @throws UsageError when neither holds more than blanks: no request goes out with an empty token
 */
function tokenOf(option, env) {
    const token = givenToken(option, env);
    if (token === undefined)
        throw new exit_codes/* UsageError */.eb(`Missing the access token: give -t or --token, or set ${TOKEN_VARIABLE}.`);
    return token;
}
/**
 * The token of the option unless it is empty or blank (or `unset`, for upload-certificate's rule 1),
 * else VIRTUOSO_TOKEN's; one that no header can carry is a usage error (checkHeaderValue).
 */
function givenToken(option, env, unset) {
    const token = [option, env[TOKEN_VARIABLE]].find((each) => each !== undefined && each !== unset && each.trim() !== '');
    return token === undefined ? undefined : checkHeaderValue(`The access token (${token === option ? '-t' : TOKEN_VARIABLE})`, token);
}

;// CONCATENATED MODULE: ./src/cli/io.ts

/**
 * The same io, with every line made inert (contract: "Service text is inert in the log"): a line
 * that carries text from the service stays one line, and can start no workflow command.
 */
function inertIo(io) {
    return { ...io, out: (line) => io.out((0,inert/* inert */.t)(line)), err: (line) => io.err((0,inert/* inert */.t)(line)) };
}
/** Prints a text of our own (a usage) line by line. */
function printLines(print, text) {
    for (const line of text.split('\n'))
        print(line);
}

;// CONCATENATED MODULE: ./src/cli/help.ts



/** What every CLI's help says of its options' forms (contract: "The CLIs"). */
const FORMS_NOTE = 'A long option also takes the form --name=value, and hyphens for its underscores (--goal-id, the action\'s spelling); of an ' +
    'option given twice, the last one counts.';
/** What every CLI's help says of the environment it reads. */
const ENVIRONMENT_NOTE = `Environment: ${TOKEN_VARIABLE}, the access token when -t gives none (a token on a command line is visible to every ` +
    'user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.';
/** A CLI's --help: its usage line, what it does, every option with its default, notes, the exit statuses. */
function helpText(help) {
    const paragraphs = [help.about, ...help.notes, help.exitStatus].map((text) => wrap(text, 100).join('\n'));
    return [help.usage, paragraphs[0], optionLines(help.options), ...paragraphs.slice(1)].join('\n\n');
}
/**
 * A usage error as every CLI reports it: its one line, then `text` (the usage line, or the whole
 * help), on the error stream; exit 1. Anything else is no usage error, and goes on up.
 */
function usageFailure(io, error, text) {
    if (!(error instanceof exit_codes/* UsageError */.eb))
        throw error;
    io.err(error.message);
    printLines(io.err, text);
    return exit_codes/* ExitCode */.yU.Failure;
}

;// CONCATENATED MODULE: ./src/jobs/journeys.ts

/** Journeys done: those with an outcome (contract: "The wait, visible and bounded"). */
const done = (counts) => counts.PASS + counts.FAIL + counts.ERROR + counts.SKIP;
/** Journeys failed: FAIL and ERROR. */
const journeys_failedJourneys = (counts) => counts.FAIL + counts.ERROR;
/** The counts of several jobs added up, or undefined when none of them had counts. */
function sumJourneys(all) {
    const known = all.filter((counts) => counts !== undefined);
    if (known.length === 0)
        return undefined;
    const sum = { total: 0 };
    for (const key of [...JOURNEY_OUTCOMES, 'total'])
        sum[key] = known.reduce((total, counts) => total + counts[key], 0);
    return sum;
}
/** The progress the action's log shows on a change: "5 of 14 journeys done: 4 passed, 1 failed". */
function journeyProgress(counts) {
    return `${done(counts)} of ${counts.total} journeys done: ${counts.PASS} passed, ${journeys_failedJourneys(counts)} failed`;
}
/**
 * The final counts, every figure always written: "14 total, 12 passed, 2 failed (1 FAIL, 1 ERROR),
 * 0 skipped, 0 not reached" (the CLIs' `Journeys:` line, and the job summary's).
 */
function journeyTotals(counts) {
    return (`${counts.total} total, ${counts.PASS} passed, ${journeys_failedJourneys(counts)} failed (${counts.FAIL} FAIL, ${counts.ERROR} ERROR), ` +
        `${counts.SKIP} skipped, ${counts.NOT_REACHED} not reached`);
}

;// CONCATENATED MODULE: ./src/cli/lines.ts



/** The line a CLI prints when a status request is retried (Client B rule 8's retry message). */
function retryLine(retry) {
    return retryText(retry, lines_seconds);
}
/** "1 second", "0.5 seconds", "10 seconds". */
function lines_seconds(count) {
    return `${count} ${count === 1 ? 'second' : 'seconds'}`;
}
/**
 * The `Journeys:` line (contract: "The wait, visible and bounded"), when counts were seen: once the
 * results are fetched, before `Done!` or the final error; after re-runs it counts each journey once
 * with its final outcome and ends with how many were flaky.
 */
function printJourneys(io, journeys, reran = false, results = []) {
    if (journeys)
        io.out(`Journeys: ${journeyTotals(journeys)}${reran ? `, ${flakyJourneys(results).length} flaky` : ''}`);
}
/** `Failed:` lines at most; then one says how many more. */
const FAILED_LINES = 50;
/**
 * A `Failed:` line per journey whose final outcome is FAIL or ERROR (contract: "Journey results",
 * the CLIs), after the `Journeys:` line, when results were read: `Failed: <title> (<outcome>):
 * <where it failed>`, naming the job first where there are several (`Failed: job 42: …`); at most
 * 50, then `… and N more failed journeys`.
 */
function printFailedJourneys(io, results, perJob) {
    if (results === undefined || results.every((job) => job.journeys === undefined))
        return;
    const failed = failedJourneys(results);
    for (const { job, journey } of failed.slice(0, FAILED_LINES)) {
        const run = finalRun(journey);
        io.out(`Failed: ${perJob ? `job ${job.jobId}: ` : ''}${journey.title} (${run.outcome})${run.where === undefined ? '' : `: ${run.where}`}`);
    }
    if (failed.length > FAILED_LINES)
        io.out(`… and ${failed.length - FAILED_LINES} more failed journeys`);
}

;// CONCATENATED MODULE: ./src/cli/options.ts



// The options that the CLIs share, each with its spellings, meaning and default in one place: the
// parsing, the help and the messages all read them here.
/** The access token, which every CLI takes. */
const TOKEN_OPTION = { names: ['-t', '--token'], value: 'TOKEN', about: 'the access token', default: `the variable ${TOKEN_VARIABLE}` };
/** How execute-goal and execute-plan poll (the action's inputs of the same names). */
const POLLING_OPTIONS = {
    maxRetryTime: { names: ['--max_retry_time'], value: 'SECONDS', about: 'seconds of retrying failed status requests, per round', default: '300' },
    retryDelayTime: { names: ['--retry_delay_time'], value: 'SECONDS', about: 'seconds between retries', default: '10' },
    pollInterval: { names: ['--poll_interval'], value: 'SECONDS', about: 'seconds between status requests of a running job', default: '2' },
    timeout: {
        names: ['--timeout'],
        value: 'SECONDS',
        about: 'seconds of waiting at most, 0 for no limit; then the reports are saved as the jobs stand, which go on in the service, and the exit status is 3',
        default: '0'
    }
};
/** The JUnit file, which execute-goal and execute-plan write only when asked (the original client writes its two files alone). */
const JUNIT_OPTION = { names: ['--junit'], value: 'FILE', about: 'also write a JUnit XML file of the journeys there' };
/** Re-running failed journeys, in execute-goal and execute-plan (the action's `rerun-failed`). */
const RERUN_OPTION = {
    names: ['--rerun_failed'],
    value: 'N',
    about: 'run the failed journeys of a job that finished FAIL or ERROR again, up to N times (0 to 5); a job whose journeys all pass when run again passes',
    default: '0'
};
/** The environment and the addresses of execute-goal and execute-plan. */
const HOST_OPTIONS = {
    app2: { names: ['--app2'], about: "use the alternate environment's hosts" },
    apiUrl: { names: ['--api_url'], value: 'URL', about: 'the API base address', default: `${environments.default.apiUrl}; with --app2 ${environments.app2.apiUrl}` },
    uiUrl: { names: ['--ui_url'], value: 'URL', about: 'the web interface address, for the links', default: `${environments.default.uiUrl}; with --app2 ${environments.app2.uiUrl}` }
};
/** How a message names the two addresses. */
const hostNames = { apiUrl: HOST_OPTIONS.apiUrl.names[0], uiUrl: HOST_OPTIONS.uiUrl.names[0] };
/** What every CLI answers without doing anything else. */
const INFO_OPTIONS = {
    help: { names: ['-h', '--help'], about: 'print this help and exit' },
    version: { names: ['--version'], about: 'print the version and exit' }
};
/** The polling options as given, or their defaults; a value that is no number of seconds is a usage error. */
function pollingOptions(args) {
    const seconds = (key) => parseSeconds(POLLING_OPTIONS[key].names[0], args[key] ?? POLLING_OPTIONS[key].default);
    return {
        maxRetryTimeSeconds: seconds('maxRetryTime'),
        retryDelaySeconds: seconds('retryDelayTime'),
        pollIntervalSeconds: seconds('pollInterval'),
        timeoutSeconds: seconds('timeout')
    };
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/cli/version.ts

/** What `--version` prints: "execute-goal 1.0.0". The version is package.json's, which the bundle inlines. */
function versionLine(cli) {
    return `${cli} ${package_namespaceObject.rE}`;
}

;// CONCATENATED MODULE: ./src/cli/execute-goal.ts












const EXECUTE_GOAL_USAGE = 'Usage: execute-goal -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] [--retry_delay_time SECONDS] ' +
    '[--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--journey ID_OR_TITLE]... [--job_id JOB_ID | --no_wait] [-h|--help] [--version]';
const options = {
    token: TOKEN_OPTION,
    goalId: { names: ['-gi', '--goal_id'], value: 'GOAL_ID', about: 'the id of the goal to run' },
    ...POLLING_OPTIONS,
    ...HOST_OPTIONS,
    junit: JUNIT_OPTION,
    rerunFailed: RERUN_OPTION,
    journey: {
        names: ['--journey'],
        value: 'ID_OR_TITLE',
        about: "run only this journey of the goal's newest version, by id or else by title (every journey of that title); repeat it for more",
        repeats: true
    },
    jobId: { names: ['--job_id'], value: 'JOB_ID', about: 'the id of a job, started earlier with --no_wait, to wait for instead of starting the goal' },
    noWait: { names: ['--no_wait'], about: 'start the goal, print its job id and link, and exit 0' },
    ...INFO_OPTIONS
};
const EXECUTE_GOAL_HELP = helpText({
    usage: EXECUTE_GOAL_USAGE,
    about: 'Runs a Virtuoso QA goal: starts it, waits for its job to end, writes the job report (execution_report.json) and the ' +
        'goal (goal.json) in the current directory, and exits by its outcome.',
    options,
    notes: [FORMS_NOTE, ENVIRONMENT_NOTE],
    exitStatus: 'Exit status: 0 the job FINISHED with an outcome other than FAIL or ERROR (or, with --no_wait, started); 1 a usage ' +
        'error, a bad token, goal id or job id, or the start failed; 2 the outcome is FAIL or ERROR, or the status requests failed ' +
        'past --max_retry_time; 3 the job ended CANCELED or FAILED, --timeout ran out, or the run was cancelled.'
});
/** The `execute-goal` CLI: Client B, printing every poll, writing the files in the current directory. */
async function executeGoalCli(argv, rawIo) {
    const io = inertIo(rawIo);
    // Client B rule 1.
    if (argv.length === 0) {
        io.err(EXECUTE_GOAL_USAGE);
        return exit_codes/* ExitCode */.yU.Failure;
    }
    let runOptions;
    try {
        runOptions = readCommand(argv, io);
    }
    catch (error) {
        return usageFailure(io, error, EXECUTE_GOAL_USAGE);
    }
    // Asked for, so on stdout and a success (contract: "The CLIs"); rule 1's usage is an error.
    if (runOptions === 'help' || runOptions === 'version') {
        printLines(io.out, runOptions === 'help' ? EXECUTE_GOAL_HELP : versionLine('execute-goal'));
        return exit_codes/* ExitCode */.yU.Success;
    }
    const result = await runGoal(runOptions, {
        signal: io.signal,
        clock: io.clock,
        events: {
            job: (job) => io.out(`Job ID: ${job.id}`),
            polled: (state) => io.out(`Status: ${state.status}, Outcome: ${state.outcome}`),
            retrying: (retry) => io.out(retryLine(retry)),
            rerunning: (rerun) => io.out(describeRerun(rerun)),
            warning: (message) => io.err(`Warning: ${message}`)
        }
    });
    // Client B rule 9: the link once the loop has ended and the files are fetched, not after a cancel
    // or a polling that gave up (their messages name it); without waiting, at once (--no_wait).
    if (result.executionUrl && (result.resultsFetched || !runOptions.wait))
        io.out(`Execution link: ${result.executionUrl}`);
    if (result.resultsFetched) {
        printJourneys(io, result.journeys, result.reruns !== undefined && result.reruns.ids.length > 0, result.results);
        printFailedJourneys(io, result.results, false);
    }
    // Without waiting there is nothing done yet: the job id and the link are all it prints.
    if (result.exitCode !== exit_codes/* ExitCode */.yU.Success)
        io.err(result.message);
    else if (runOptions.wait)
        io.out('Done!');
    return result.exitCode;
}
/** What the arguments ask for: the help, the version, or a goal run. */
function readCommand(argv, io) {
    const args = parseArgs(argv, options);
    if (args.help)
        return 'help';
    if (args.version)
        return 'version';
    return toRunOptions(args, io);
}
function toRunOptions(args, io) {
    const token = tokenOf(args.token, io.env);
    // Client B rule 5, as a usage error: an empty goal id is none given; "null" is what an unset variable often becomes.
    if (args.goalId === undefined || args.goalId === '')
        throw new exit_codes/* UsageError */.eb(`Missing option ${label(options.goalId)}: ${options.goalId.about}.`);
    if (args.goalId === 'null')
        throw new exit_codes/* UsageError */.eb(`${label(options.goalId)} is "null", which is no goal's id (an unset variable?): give ${options.goalId.about}.`);
    // Taken as given, as Client B takes its options: `--job_id ''` is a usage error, not a left-out option.
    const wait = args.noWait !== 'true';
    checkJobToWaitFor(args.jobId, wait, args.journey !== undefined, { jobId: '--job_id', noWait: '--no_wait', journeys: '--journey' });
    return {
        token,
        goalId: args.goalId,
        ...resolveHosts(args.app2 === 'true', { apiUrl: args.apiUrl, uiUrl: args.uiUrl }, hostNames),
        ...pollingOptions(args),
        jobId: args.jobId,
        journeys: args.journey === undefined ? undefined : journeyLines([args.journey], label(options.journey)),
        wait,
        outputDir: io.cwd,
        junitFile: args.junit === undefined ? undefined : external_node_path_default().resolve(io.cwd, args.junit),
        rerunFailed: readRerunRounds(args.rerunFailed, wait, { rerun: label(options.rerunFailed), noWait: label(options.noWait) })
    };
}


/***/ }),

/***/ 894:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ describeFault),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   v4: () => (/* binding */ ToolError),
/* harmony export */   yU: () => (/* binding */ ExitCode)
/* harmony export */ });
/**
 * The exit codes of both clients (specification part 1), shared by the action and the CLIs.
 */
const ExitCode = {
    /** Goal FINISHED with a passing outcome; certificate verified. */
    Success: 0,
    /** Usage error, bad token or goal id, start failure, certificate conversion/creation/verification failure. */
    Failure: 1,
    /** Status polling failed past the retry time, or the outcome is FAIL or ERROR (Client B rules 8 and 10). */
    PollingOrOutcome: 2,
    /** The final status is not FINISHED: CANCELED or FAILED (Client B rule 10). */
    NotFinished: 3
};
/** An error that ends a run: its message is one sentence for the user, its exit code the documented one. */
class ToolError extends Error {
    exitCode;
    constructor(message, exitCode = ExitCode.Failure) {
        super(message);
        this.exitCode = exitCode;
        this.name = new.target.name;
    }
}
/** What an error says: its message, or the thrown value as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * A local fault in a few words, for a one-sentence message: its system code when it has one
 * (ENOSPC, EACCES, EROFS…), else its message (Node's own ERR_ codes say less than their messages).
 */
function describeFault(error) {
    const code = error?.code;
    if (typeof code === 'string' && !code.startsWith('ERR_'))
        return code;
    return messageOf(error);
}
/** A usage error: a missing, `unset` or malformed option or input (exit 1, before any request). */
class UsageError extends ToolError {
    constructor(message) {
        super(message, ExitCode.Failure);
    }
}


/***/ }),

/***/ 105:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ inert)
/* harmony export */ });
/**
 * Makes a log line inert (contract: "Service text is inert in the log"): control characters,
 * line and paragraph separators are written as escapes, so text from the service can never start
 * a line of its own, and so never a workflow command (`::error::`, `::set-output`, `##[…]`) or a
 * terminal escape sequence, however it is written. Each call prints exactly one line.
 */
function inert(line) {
    // eslint-disable-next-line no-control-regex
    return line.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };


/***/ }),

/***/ 708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(583);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
