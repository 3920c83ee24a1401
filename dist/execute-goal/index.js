#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
const __WEBPACK_EXTERNAL_require = __WEBPACK_EXTERNAL_createRequire(import.meta.url);
/******/ var __webpack_modules__ = ({

/***/ 583:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _start_cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(755);

// Loaded only after the check of the Node.js (start-cli.ts); "eager" keeps it in this one file.
await (0,_start_cli_js__WEBPACK_IMPORTED_MODULE_0__/* .startCli */ .P)('execute-goal', async () => (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 156))).executeGoalCli);

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

/***/ 156:
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
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_require("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/shared/words.ts
/** A sentence's first letter upper-cased: `re-run job 9001 …` → `Re-run job 9001 …`. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/shared/clock.ts
/**
 * Milliseconds on the monotonic clock. Not `performance.now()`: the first use of the global
 * `performance` loads Node's perf_hooks, some ten modules and a millisecond of CPU at every start.
 */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const systemClock = {
    now: monotonicMs,
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


/**
 * Reads J1 from its body; an answer other than described is an InvalidResponseError that says how.
 * With `failed`, a journey keeps only the checkpoints that `failed` says failed, with their steps,
 * and only when it failed itself: where a journey failed needs no more (contract: "where it
 * failed"), and a wide goal's thousands of other checkpoints and steps are let go as they are read.
 */
async function readJourneyResults(body, failed) {
    const kept = (outcome) => failed === undefined || failed(outcome ?? '');
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
                results.journeys.push({ ...journey, outcome, checkpoints: kept(outcome) ? journey.checkpoints : [] });
                journey = undefined;
            }
            else if (path.length === 4 && checkpoint) {
                // Its outcome may follow its steps: known only now.
                if (kept(checkpoint.outcome))
                    journey?.checkpoints.push(checkpoint);
                checkpoint = undefined;
            }
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
 * With `wanted`, only the journeys with one of those ids are kept, and with `detailed`, only those
 * with one of its ids have their checkpoints and steps read (without it, every journey kept): a
 * version holds every journey of the goal, a run may have run a few, and only the failed ones
 * need their steps; the rest is skipped unread, so that neither time nor memory grows with it.
 */
async function readGoalJourneys(body, wanted, detailed = wanted) {
    const journeys = new Map();
    let journey;
    const has = (ids, key) => ids === undefined || ids.has(journey?.id?.text ?? String(key));
    const isWanted = (key) => has(wanted, key);
    let checkpoint;
    let step;
    const selector = {
        // Each journey's id and titles are read; its checkpoints and steps only when it is wanted and
        // detailed, by its id when the text gave it before them (as the service writes it), else by its key.
        keep: (path) => (path.length === 2 && path[1] === 'cases' ? isWanted(path[0]) && has(detailed, path[0]) : keepJ2(path)),
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
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_require("node:http");
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_namespaceObject);
;// CONCATENATED MODULE: external "node:net"
const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_require("node:net");
// EXTERNAL MODULE: ./src/shared/inert.ts
var inert = __nccwpck_require__(105);
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
;// CONCATENATED MODULE: ./src/service/proxy.ts


// The runner's proxy settings, read here only (contract: "Checked before anything starts"; README,
// "Behind a proxy"). NO_PROXY follows @actions/http-client's rules (checkBypass), as the artifact
// client, which reads the same variables, does: loopback is never proxied. A proxy address is read
// here rather than by the toolkit's getProxyUrl, which skips an address that is not a URL without
// a word (so that a password with an unencoded `#` became `getaddrinfo ENOTFOUND` far into the
// run), and reads `proxy.local:3128` as a URL of the scheme `proxy.local:`, which it then ignores.
/** The variables that name a proxy, lower case first: the toolkit reads `https_proxy` before `HTTPS_PROXY`. */
const PROXY_VARIABLES = { 'https:': ['https_proxy', 'HTTPS_PROXY'], 'http:': ['http_proxy', 'HTTP_PROXY'] };
/**
 * Checks every proxy variable that is set, before anything starts: one that is not a valid http://
 * or https:// URL (a value without a scheme is read as `http://<value>`) is a UsageError that names
 * the variable and never shows its value, which may hold a password.
 */
function checkProxySettings(env) {
    for (const name of [...PROXY_VARIABLES['https:'], ...PROXY_VARIABLES['http:']])
        proxyOf(name, env[name]);
}
/**
 * The proxy that the runner's settings name for `url`; undefined to go direct.
 * @throws UsageError for an address that is not a URL (checkProxySettings says so before any request).
 */
function proxyFor(url) {
    const name = PROXY_VARIABLES[url.protocol === 'https:' ? 'https:' : 'http:'].find((each) => process.env[each]);
    return name === undefined || checkBypass(url) ? undefined : proxyOf(name, process.env[name]);
}
/** The address in variable `name`, checked; undefined when it is not set or empty. */
function proxyOf(name, value) {
    if (!value)
        return undefined;
    // The value itself is never quoted: its user name and password would be in the message.
    const invalid = (why) => {
        throw new exit_codes/* UsageError */.eb(`The proxy variable ${name} is not a valid URL (${why}).`);
    };
    const encode = 'percent-encode # / ? @ and : in its user name or password, # as %23';
    let url;
    try {
        url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    }
    catch {
        return invalid(encode);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new exit_codes/* UsageError */.eb(`The proxy variable ${name} must be an http:// or https:// address, not ${url.protocol}//.`);
    // A # or ? left unencoded in a user name ends the host early, and what follows would be ignored.
    if (url.search || url.hash || url.pathname !== '/')
        return invalid(encode);
    if (!url.username && !url.password)
        return { url: new URL(url.origin) };
    let credentials;
    try {
        credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    }
    catch {
        return invalid('a % in its user name or password must start a percent-encoded character, % itself as %25');
    }
    return { url: new URL(url.origin), authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}

;// CONCATENATED MODULE: ./src/service/http.ts







class Transport {
    keepAlive;
    debug;
    /** One route per origin as written (originOf), so that a run's requests to it share their connection or tunnel. */
    routes = new Map();
    constructor(options) {
        this.keepAlive = options.keepAlive;
        this.debug = options.debug;
    }
    /**
     * The route to `url`'s origin, made on its first request: the settings do not change during a
     * run, and a poll every 2 s need not read them again.
     */
    async openRoute(origin, url) {
        const proxy = proxyFor(url);
        const { Agent, request } = await protocolOf(url);
        const createConnection = proxy ? await tunnelling(url, proxy) : undefined;
        // Another request may have made it while the modules loaded.
        let route = this.routes.get(origin);
        if (!route) {
            const agent = new Agent({ keepAlive: this.keepAlive });
            if (createConnection)
                agent.createConnection = createConnection;
            const auth = url.username || url.password ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {};
            route = { open: request, agent, origin: { protocol: url.protocol, hostname: bareHost(url), port: url.port || undefined, ...auth } };
            this.routes.set(origin, route);
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
        const startedAt = monotonicMs();
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
            // The address is parsed for the origin's first request only: a poll every 2 s need not.
            const origin = originOf(exchange.url);
            const route = this.routes.get(origin) ?? (await this.openRoute(origin, new URL(exchange.url)));
            // A connection the server closed while it was idle is no failure (contract: "Bounded,
            // cancellable, always reported"), nor is a tunnel that the proxy closed: a GET it lost
            // before any byte of its answer goes once more, on a new connection (through a new tunnel),
            // within the same deadline. A POST or PUT never does: a start is never repeated.
            const message = await send(exchange, route, controller.signal)
                .catch((error) => {
                if (!(error instanceof StaleConnectionError) || exchange.method !== 'GET' || controller.signal.aborted)
                    throw error;
                return send(exchange, route, controller.signal);
            })
                .catch((error) => {
                throw (networkError = error instanceof StaleConnectionError ? error.cause : error);
            });
            status = message.statusCode ?? 0;
            // The request's end also destroys the body when the deadline or a cancel comes while it is read.
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
            this.debug?.(describeExchange(exchange, { status, failure, cancelled: exchange.signal?.aborted === true }, monotonicMs() - startedAt));
        }
    }
    /** Closes the kept-alive connections and tunnels. */
    dispose() {
        for (const route of this.routes.values())
            route.agent.destroy();
        this.routes.clear();
    }
}
/** node:http, or node:https for an https address, loaded only then: a plain-HTTP run never compiles TLS. */
async function protocolOf(url) {
    return url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 708, 23)) : (external_node_http_default());
}
/**
 * Sends the request and resolves its answer's headers. `signal` (the deadline, the run's cancel)
 * destroys the request in every phase: the socket it holds (the name lookup, the connection, TLS,
 * the answer and its body), and, before it has one, the tunnel being opened for it (tunnelSignal).
 * One listener does it: the request's own `signal` option costs a poll far more (its
 * end-of-stream watch), for nothing more.
 */
function send(exchange, route, signal) {
    return new Promise((resolve, reject) => {
        const options = {
            ...route.origin,
            path: pathAsWritten(exchange.url),
            method: exchange.method,
            headers: exchange.headers,
            agent: route.agent,
            tunnelSignal: signal
        };
        // Ended with its whole body before a byte is sent, a request gets its Content-Length from Node: never chunked.
        const request = route.open(options);
        const stop = () => void request.destroy();
        signal.addEventListener('abort', stop, { once: true });
        request.once('close', () => signal.removeEventListener('abort', stop));
        request.on('response', resolve);
        // No answer yet, on a connection kept from an earlier request: the server (or the proxy) may have closed it while idle.
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
 * What an agent makes its connections to `url`'s host with, through `proxy`: a CONNECT tunnel
 * (over TLS for an https:// proxy), and in it TLS with the service for an https address, checked
 * against the service's name (so the token never reaches the proxy in clear). The agent keeps it
 * for the next request as it keeps a direct connection, while the proxy keeps it open. Node hands
 * a request that has no socket yet no abort, so the tunnel is opened under the signal of the
 * request that asked for it (tunnelSignal); TLS with the service starts at once on the tunnel,
 * and its socket is the request's from then on, which the signal reaches.
 */
async function tunnelling(url, proxy) {
    const { request } = await protocolOf(proxy.url);
    // Loaded before any tunnel opens: nothing may come between the tunnel and the request taking it.
    const tls = url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 692, 23)) : undefined;
    return (options, connected) => {
        openTunnel(url, proxy, request, options.tunnelSignal).then((tunnel) => connected?.(null, tls ? tls.connect({ socket: tunnel, host: bareHost(url), servername: serverName(url) }) : tunnel), (error) => connected?.(error, undefined));
        return undefined;
    };
}
/** Opens a CONNECT tunnel to `url`'s host through `proxy`, under `signal`. */
async function openTunnel(url, proxy, request, signal) {
    const proxyAddress = `${proxy.url.hostname}:${portOf(proxy.url)}`;
    const target = `${url.hostname}:${portOf(url)}`;
    const options = {
        host: bareHost(proxy.url),
        port: portOf(proxy.url),
        // The proxy's own name for TLS with it: Node would take it from the Host header, the target's.
        servername: serverName(proxy.url),
        method: 'CONNECT',
        path: target,
        headers: { host: target, ...(proxy.authorization ? { 'proxy-authorization': proxy.authorization } : {}) },
        agent: false,
        signal
    };
    return new Promise((resolve, reject) => {
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
/** The scheme and authority of an absolute address as written: what comes before pathAsWritten. */
function originOf(address) {
    const rest = address.indexOf('://') + 3;
    const end = address.slice(rest).search(/[/?#]/);
    return end < 0 ? address : address.slice(0, rest + end);
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
 * at most the limit, and never a string too long for the engine). Read by its events, not an async
 * iterator: a status answer is one chunk, every 2 s of a run, and the iterator's machinery was
 * most of what reading it cost.
 */
function readLimited(body, limit) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        body.on('data', (chunk) => {
            size += chunk.length;
            if (size <= limit)
                return void chunks.push(chunk);
            reject(new NetworkError(`the answer is larger than ${bytes(limit)}`));
            body.destroy();
        });
        let ended = false;
        body.once('end', () => {
            ended = true;
            resolve(Buffer.concat(chunks, size));
        });
        body.once('error', reject);
        // Destroyed without an error. Not after 'end', where it would settle nothing: an error made
        // there in vain, its stack trace captured, at every poll.
        body.once('close', () => ended || reject(new NetworkError('the connection closed before the whole answer')));
    });
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
/** The chunks of a body, failing with a NetworkError once more than `limit` bytes came. */
async function* limitBytes(body, limit) {
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit)
            throw new NetworkError(`the answer is larger than ${bytes(limit)}`);
        yield chunk;
    }
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
     * as far as results need (endpoint 6's deadline and size limit); with `failed`, only the failed
     * checkpoints of failed journeys (see readJourneyResults). An answer other than described is an
     * InvalidResponseError.
     */
    async getJourneyResults(jobId, call = {}) {
        return this.download(`/executions/${encode(jobId)}?envelope=false`, (body) => readJourneyResults(body, call.failed), call);
    }
    /**
     * Endpoint J2: the journeys of a goal version (their titles, checkpoints and steps), read as J1
     * is; with `wanted`, only those journeys, and with `detailed`, the checkpoints and steps of only
     * those (see readGoalJourneys).
     */
    async getGoalJourneys(snapshotId, goalId, call = {}) {
        const path = `/snapshots/${encode(snapshotId)}/goals/${encode(goalId)}/testsuites?envelope=false`;
        return this.download(path, (body) => readGoalJourneys(body, call.wanted, call.detailed), call);
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
            // The address is worked out only for a message: a poll every 2 s has no use for it.
            checkStatus(answer, () => this.address(path));
            const textBody = data.toString('utf8');
            return [parseJsonObject(textBody, () => (isHtml(answer.headers['content-type'], textBody) ? htmlAnswer(this.address(path)) : undefined)), textBody];
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
                checkStatus(answer, () => this.address(path));
            }
            const chunks = limitBytes(answer.body, this.limits.maxFileBytes);
            // A consumer that gives up (an answer that is not what it reads, a file that cannot be
            // written) lets go of the body, so that the transfer ends with it rather than wait on a
            // reader that is gone; its error says more (a full disk is its own, not the network's).
            const value = await consume(chunks).catch((error) => {
                answer.body.destroy();
                throw error;
            });
            // What it left unread still comes, within the limit: an answer past it fails, read or not;
            // one that it stopped reading (which let go of the body) is not whole.
            while (!(await chunks.next()).done)
                ;
            if (!answer.body.readableEnded)
                throw new NetworkError('the answer was not read to its end');
            return value;
        });
    }
}
/** A status other than 2xx is a failure, whose message names the `address` when the status may come of a wrong one. */
function checkStatus(answer, address) {
    if (answer.status < 200 || answer.status > 299) {
        throw new HttpStatusError(answer.status, parseRetryAfter(answer.headers['retry-after']), address());
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
 * A filter for writeFileSafely: Buffer chunks of UTF-8 JSON in, the same document pretty-printed out as Buffer chunks of UTF-8,
 * laid out like `JSON.stringify(value, null, 2) + '\n'` but with every token copied as written (numbers exact, escapes
 * kept). It works on the bytes themselves: no text is decoded, and the output goes into buffers of 64 KiB that are
 * handed on in slices, so that memory (and what the garbage collector must reclaim) stays small and does not grow with
 * the document; only a few bytes of state and the stack of open containers are kept. Invalid UTF-8 in a string becomes
 * U+FFFD, as `Buffer.toString` decodes it. It throws a {@link JsonSyntaxError} at the first grammar error,
 * on an incomplete document at the end, on anything after the top-level value, on nesting deeper than `maxDepth`
 * (default 1000) and, when `topLevel` is `'object'` (the default), when the top-level value is not an object.
 */
function prettyJson(options = {}) {
    // The output: bytes [start, at) of `out` are written but not yet handed on; `done` holds what was handed on for the chunk.
    let out = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES);
    let start = 0;
    let at = 0;
    let done = [];
    function handOn() {
        if (at > start)
            done.push(out.subarray(start, at));
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
    /** What the chunk (or, without one, the end) made, in order. */
    function run(chunk) {
        try {
            if (chunk)
                tokenizer.feed(chunk);
            else {
                tokenizer.end();
                put(0x0a); // the newline after the top-level value
            }
            handOn();
            return done;
        }
        catch (error) {
            start = at;
            throw error;
        }
        finally {
            done = [];
        }
    }
    return { write: run, end: () => run(undefined) };
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_require("node:crypto");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_require("node:fs/promises");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_require("node:stream");
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
            await (0,promises_namespaceObject.mkdir)(dir, { mode });
            created.push(dir);
            return;
        }
        catch (error) {
            // There already (made meanwhile, perhaps): done if it is a directory or a link to one (Windows
            // answers EPERM, not EEXIST, for a drive's root); a file in the way is the error.
            if (await (0,promises_namespaceObject.stat)(dir).then((stats) => stats.isDirectory(), () => false))
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

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_require("node:fs");
;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_require("node:timers/promises");
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
    const { attempts = 5, remove = (t) => (0,promises_namespaceObject.rm)(t, { recursive: true, force: true }) } = options;
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
    try {
        await makeDirectory(dir);
        await probeDirectory(dir);
    }
    catch (error) {
        throw new FileWriteError(dir, error);
    }
}
/** Writes a new empty file in `dir`, made exclusively, and removes it at once (the removal never throws). */
async function probeDirectory(dir) {
    const probe = external_node_path_default().join(dir, `.write-check.${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex')}.tmp`);
    await (0,promises_namespaceObject.writeFile)(probe, '', { flag: 'wx' });
    await removeTree(probe, { remove: (file) => (0,promises_namespaceObject.rm)(file, { force: true }), attempts: 5 });
}
/**
 * Checks that writeFileSafely could create or replace `file`: it is not a directory, and the
 * nearest of its directories that exists takes a new file (a file there is ENOTDIR); nothing is
 * created, the missing directories are made when it is written.
 * @throws FileWriteError, with EISDIR when `file` is a directory
 */
async function checkReplaceableFile(file) {
    try {
        if ((await (0,promises_namespaceObject.lstat)(file).catch(() => undefined))?.isDirectory())
            throw Object.assign(new Error(`${file} is a directory`), { code: 'EISDIR' });
        let dir = external_node_path_default().dirname(external_node_path_default().resolve(file));
        while (!(await (0,promises_namespaceObject.lstat)(dir).then(() => true, () => false)) && external_node_path_default().dirname(dir) !== dir)
            dir = external_node_path_default().dirname(dir);
        await probeDirectory(dir);
    }
    catch (error) {
        throw new FileWriteError(file, error);
    }
}
/**
 * Writes `target` safely (contract: "Files are written safely"), creating its directory when
 * missing: the content, through the filter, goes to a new temporary file beside it (created
 * exclusively, so nothing planted there is followed), flushed to disk, then renamed into place. A
 * full disk, a failed source or a cancel leaves the target as it was and no temporary file; a
 * symbolic link at the target is replaced, never followed. Errors of the file itself are
 * FileWriteErrors; the source's and the filter's pass through. Written chunk by chunk, each write
 * awaited before the next chunk is read: a stream pipeline's first use cost a run several
 * milliseconds of CPU, for nothing that this loop lacks.
 */
async function writeFileSafely(target, content, options = {}) {
    const { filter, signal } = options;
    // The suffix is random; a test names it, to plant something there first.
    const suffix = options.tempSuffix ?? (0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex');
    const temp = external_node_path_default().join(external_node_path_default().dirname(target), `.${external_node_path_default().basename(target)}.${suffix}.tmp`);
    try {
        // Not a recursive mkdir, which never ends on procfs (make-directory.ts).
        await makeDirectory(external_node_path_default().dirname(target));
    }
    catch (error) {
        letGo(content);
        throw new FileWriteError(target, error);
    }
    // Whether what failed is the file: its own errors are FileWriteErrors, the content's and the filter's pass through.
    let fileFailed = false;
    const onFile = (step) => step.catch((error) => {
        fileFailed = true;
        throw error;
    });
    let file;
    // A cancel ends a stream that is still to come at once, rather than when its next chunk arrives.
    const cancel = () => letGo(content);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
        const opened = (file = await onFile((0,promises_namespaceObject.open)(temp, 'wx')));
        const write = async (pieces) => {
            // At the file's position, each piece whole.
            for (const piece of pieces)
                await onFile(opened.writeFile(piece));
        };
        if (typeof content === 'string')
            await write([Buffer.from(content)]);
        else {
            for await (const chunk of content) {
                signal?.throwIfAborted();
                await write(filter ? filter.write(chunk) : [chunk]);
            }
        }
        if (filter)
            await write(filter.end());
        signal?.throwIfAborted();
        // Flushed to disk before it takes the target's place.
        await onFile(opened.sync());
        file = undefined;
        await onFile(opened.close());
        await onFile((0,promises_namespaceObject.rename)(temp, target));
    }
    catch (error) {
        letGo(content);
        await file?.close().catch(() => undefined);
        // Never throws: the write's error is the one to report. Not recursive: the temporary file is a file.
        await removeTree(temp, { remove: (file) => (0,promises_namespaceObject.rm)(file, { force: true }), attempts: signal?.aborted ? 3 : 5 });
        throw fileFailed && !signal?.aborted ? new FileWriteError(target, error) : error;
    }
    finally {
        signal?.removeEventListener('abort', cancel);
    }
}
/** Lets go of a stream that was not read to its end (a response body), so that its connection is not held. */
function letGo(content) {
    if (content instanceof external_node_stream_namespaceObject.Readable)
        content.destroy();
}

;// CONCATENATED MODULE: ./src/jobs/results.ts




/**
 * The output directory's check before anything is started (contract: Inputs, "Before anything is
 * started"), and the JUnit file's when one is asked for ("Checked before anything starts"): one
 * that cannot take a file would end the run in unwritten files, perhaps after an hour of waiting.
 * Resolves the one-sentence reason when it cannot, else undefined.
 */
async function unwritableOutput(dir, junitFile) {
    try {
        await checkWritableDirectory(dir);
    }
    catch (error) {
        if (!(error instanceof FileWriteError))
            throw error;
        return `Cannot write into the output directory ${external_node_path_default().resolve(dir)}: ${(0,exit_codes/* describeFault */.Qx)(error.cause)}; nothing was started.`;
    }
    // The JUnit file too, wherever it is asked for (contract: "Checked before anything starts").
    if (junitFile === undefined)
        return undefined;
    try {
        await checkReplaceableFile(junitFile);
        return undefined;
    }
    catch (error) {
        if (!(error instanceof FileWriteError))
            throw error;
        return `Cannot write the JUnit file ${junitFile}: ${(0,exit_codes/* describeFault */.Qx)(error.cause)}; nothing was started.`;
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
        await download((body) => writeFileSafely(target, body, { filter: prettyJson(), signal }), { signal });
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
/** Outcomes that fail: a finished run (Client B rule 10), and a journey (contract: "Journeys"). */
const FAILING_OUTCOMES = ['FAIL', 'ERROR'];
/** Whether an outcome fails (FAIL or ERROR): a job's by rule 10, a journey's by the contract. The one home of the rule. */
function isFailed(outcome) {
    return outcome !== undefined && FAILING_OUTCOMES.includes(outcome);
}
function isFinal(state) {
    return state !== undefined && FINAL_STATUSES.includes(state.status);
}
/** Client B rule 10 for one job's last state: 3 when it is not FINISHED (or not known), else 2 for FAIL or ERROR, else 0. */
function exitCodeOf(state) {
    if (state?.status !== 'FINISHED')
        return exit_codes/* ExitCode */.yU.NotFinished;
    return isFailed(state.outcome) ? exit_codes/* ExitCode */.yU.PollingOrOutcome : exit_codes/* ExitCode */.yU.Success;
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
/** A watched job as a message names it: `job 88715`, or `re-run job 9001 of job 88715`. */
function jobName(job) {
    return job.rerunOf === undefined ? `job ${job.id}` : `re-run job ${job.id} of job ${job.rerunOf}`;
}
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
    const gaveUp = (job, reason) => failure(job, exit_codes/* ExitCode */.yU.PollingOrOutcome, `Reading the status of ${jobName(job)} failed: ${reason}; it may still be running: ${job.executionUrl}.`);
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

/** A journey's last run: its final outcome. */
function finalRun(journey) {
    return journey.runs[journey.runs.length - 1];
}
/** A journey that failed and then passed on a re-run (contract: "Re-running failed journeys"). */
function isFlaky(journey) {
    return finalRun(journey).outcome === 'PASS' && journey.runs.some((run) => isFailed(run.outcome));
}
/** Whether a job passed by rule 10. */
function passed(job) {
    return job.exitCode === exit_codes/* ExitCode */.yU.Success;
}
/** The longest title the summary, the annotations and a comment show whole (contract: "Journey results"). */
const TITLE_SHOWN = 200;
// Where a title is shown: a tab or line break becomes a blank, any other control character or a
// lone surrogate U+FFFD (contract: "Titles are shown as written"); a pair is one character (`u`).
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\t\n\r\u2028\u2029]|[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff]/gu;
/**
 * A title as the summary, the annotations, a comment and the CLIs show it: its characters as
 * written, but a tab or line break as a blank and any other control character or lone surrogate as
 * U+FFFD; cut at `max` characters (200 by default), ending with `…` (the JUnit file and the outputs
 * keep it whole).
 */
function shownTitle(title, max = TITLE_SHOWN) {
    const characters = [...title.replace(UNSHOWABLE, (c) => (/^[\t\n\r\u2028\u2029]$/.test(c) ? ' ' : '\ufffd'))];
    return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
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
/** The re-runs of one job, in the order they started. */
function rerunsOf(reruns, jobId) {
    return reruns?.started.filter((rerun) => rerun.rerunOf === jobId) ?? [];
}
/**
 * Re-runs the failed journeys of `results`' jobs, round by round (at most `rounds`), and records
 * each re-run in them (recordRerun). A job that cannot be re-run keeps its result, with one warning
 * that says why. Rejects when cancelled (no request after the signal).
 */
async function rerunFailed(results, rounds, seams) {
    const reruns = { started: [], reportFiles: [], notRerun: [] };
    /** Jobs left as they are, each said once. */
    const kept = new Set();
    const keep = (job, why, warning) => {
        kept.add(job.jobId);
        reruns.notRerun.push({ jobId: job.jobId, why });
        if (warning !== undefined)
            seams.warning?.(warning);
    };
    for (let round = 1; round <= rounds; round++) {
        const due = results.filter((job) => !kept.has(job.jobId) && job.status === 'FINISHED' && isFailed(job.outcome));
        if (due.length === 0)
            break;
        // The timeout bounds all the waiting of the run: no new job is started past it, and the jobs it leaves are named.
        if (seams.expired?.()) {
            cutByTimeout(due, round, rounds, keep);
            break;
        }
        const started = [];
        for (const job of due) {
            const rerun = await startRerun(job, round, rounds, seams, keep);
            if (rerun === undefined)
                continue;
            started.push({ job, rerun });
            reruns.started.push(rerun);
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
        started.forEach(({ job, rerun }, i) => recordRerun(job, rerun.id, read[i]));
        if (ending === 'timeout') {
            if (round < rounds)
                cutByTimeout(results.filter((job) => !kept.has(job.jobId) && job.status === 'FINISHED' && isFailed(job.outcome)), round + 1, rounds, keep);
            return { ...reruns, ending };
        }
    }
    return reruns;
}
/** The jobs a round cut short by the timeout leaves as they are: one warning names them all. */
function cutByTimeout(jobs, round, rounds, keep) {
    if (jobs.length === 0)
        return;
    const why = `the timeout ran out before run ${round + 1} of ${rounds + 1}`;
    const names = jobs.map((job) => job.jobId).join(', ');
    const warning = `${capitalise(why)}: ${jobs.length === 1 ? `job ${names} was not re-run; its` : `jobs ${names} were not re-run; their`} failed journeys keep their outcomes.`;
    jobs.forEach((job, i) => keep(job, why, i === 0 ? warning : undefined));
}
/** J4 for a job's failed journeys (never retried): the re-run to watch, or undefined when the job is kept as it is. */
async function startRerun(job, round, rounds, seams, keep) {
    const { version, ids, why } = whatToRerun(job);
    if (version === undefined || why !== undefined) {
        const reason = why ?? 'its journey results name no goal version';
        keep(job, reason, `Job ${job.jobId} cannot be re-run: ${reason}; it keeps its result.`);
        return undefined;
    }
    let id;
    try {
        id = await seams.executeJourneys(version.goalId.text, version.snapshotId.text, ids, version.environmentId, { signal: seams.signal });
    }
    catch (error) {
        if (seams.signal?.aborted)
            throw error;
        const reason = `re-running its failed journeys failed: ${(0,exit_codes/* messageOf */.bD)(error)}`;
        keep(job, reason, `Re-running the failed journeys of job ${job.jobId} failed: ${(0,exit_codes/* messageOf */.bD)(error)}; it keeps its result.`);
        return undefined;
    }
    const rerun = { id, executionUrl: seams.executionUrl(id), polls: 0, retries: 0, rerunOf: job.jobId };
    seams.rerunning?.({ jobId: job.jobId, rerunJobId: id, executionUrl: rerun.executionUrl, journeys: ids.length, run: round + 1, runs: rounds + 1 });
    return rerun;
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
/**
 * A re-run's results recorded in its job's: the job now stands with the re-run's status and
 * outcome; each journey it ran gets a run more (a journey it did not name keeps its outcomes).
 */
function recordRerun(job, rerunJobId, rerun) {
    job.rerunJobIds.push(rerunJobId);
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
 * A watched job as its re-runs leave it (contract: a re-run stands for the job it re-ran): a new
 * object with its last re-run's state, its re-runs' polls and retries added, and, once anything was
 * re-run, its journey counts made of its results (each journey once, with its final outcome; a job
 * whose results could not be read keeps its status answers' counts). `deciding` is the re-run that
 * stands for it when that re-run ended the run's waiting early: the one whose polling gave up, or
 * one still going at the timeout.
 */
function standIn(job, results, reruns) {
    const own = rerunsOf(reruns, job.id);
    const journeys = reruns?.started.length && results?.journeys ? countJourneys([results]) : job.journeys;
    const last = own.at(-1);
    if (last === undefined)
        return { ...job, journeys };
    const ending = reruns?.ending;
    const deciding = (ending === 'timeout' ? !isFinal(last.state) : ending?.job === last) ? last : undefined;
    return {
        ...job,
        journeys,
        state: last.state ?? job.state,
        polls: own.reduce((sum, rerun) => sum + rerun.polls, job.polls),
        retries: own.reduce((sum, rerun) => sum + rerun.retries, job.retries),
        ...(deciding === undefined ? {} : { deciding })
    };
}
/** The warning when the timeout runs out while a re-run goes on. */
function timeoutOfRerun(timeoutSeconds, rerun) {
    return `The timeout of ${timeoutSeconds} s ran out before ${jobName(rerun)} reached a final status: it goes on in the service (${rerun.executionUrl}).`;
}

;// CONCATENATED MODULE: ./src/shared/edit-distance.ts
/**
 * Levenshtein's distance: the fewest insertions, deletions and substitutions that make `a` into `b`
 * (by UTF-16 code unit). One home for the did-you-mean of an unknown option and of a journey.
 */
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
/** How many edits away a title may be for a line that selects nothing to name it (`Log n` is `Log in`; `Lg n` nothing). */
const NEAR_EDITS = 2;
/**
 * The message for a line that selects nothing: the title it nearly matches, when one is (another
 * case, or at most two edits away, the fewest first and then J2's order), and the version's
 * titles, each once, up to 20.
 */
function selectsNothing(line, all, version) {
    const titles = [...new Set(all.flatMap((journey) => (journey.title === undefined ? [] : [journey.title])))];
    const listed = titles.slice(0, LISTED_TITLES).map((title) => JSON.stringify(title)).join(', ');
    const more = titles.length > LISTED_TITLES ? ` and ${titles.length - LISTED_TITLES} more` : '';
    const known = titles.length === 0 ? 'it has no journey with a title' : `its journeys: ${listed}${more}`;
    const near = nearestTitle(line, titles);
    const hint = near === undefined ? '' : ` (did you mean ${JSON.stringify(near)}?)`;
    return `The journey ${JSON.stringify(line)} is neither the id nor the title of a journey of ${version}${hint}; ${known}.`;
}
/** Of `titles`, the one closest to `line` in any case, when at most NEAR_EDITS away. */
function nearestTitle(line, titles) {
    let best;
    for (const title of titles) {
        const distance = editDistance(line.toLowerCase(), title.toLowerCase());
        if (distance <= NEAR_EDITS && (best === undefined || distance < best.distance))
            best = { title, distance };
    }
    return best?.title;
}
/** `3 of 14 journeys chosen`: what the summary's heading and the comment say of a run of chosen journeys. */
function chosenCount(chosen) {
    return `${chosen.titles.length} of ${chosen.of} ${chosen.of === 1 ? 'journey' : 'journeys'} chosen`;
}
/** The log's line of a run of chosen journeys: the count, then up to 20 titles and how many more. */
function describeChosen(chosen) {
    const listed = chosen.titles.slice(0, LISTED_TITLES).map((title) => JSON.stringify(shownTitle(title)));
    const more = chosen.titles.length > LISTED_TITLES ? ` and ${chosen.titles.length - LISTED_TITLES} more` : '';
    return `${capitalise(chosenCount(chosen))}: ${listed.join(', ')}${more}.`;
}
/**
 * Starts the chosen journeys of a goal's newest version: J3, J2, then J4 (never retried: a retry
 * could start a second run). Returns the new job's id and what was chosen.
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
    const jobId = await step(`Starting ${ids.length === 1 ? 'the chosen journey' : `the ${ids.length} chosen journeys`} of ${version}`, () => client.executeJourneys(goalId, snapshotId, ids, undefined, call));
    const byId = new Map([...journeys].map(([key, journey]) => [(journey.id ?? keyId(key)).text, journey.title]));
    return { jobId, chosen: { titles: ids.map((id) => byId.get(id.text) ?? `Journey ${id.text}`), of: journeys.size } };
}

;// CONCATENATED MODULE: ./src/shared/read-file.ts


/** What one read asks for: whole chunks, as some procfs files refuse odd lengths (pagemap, EINVAL). */
const CHUNK_BYTES = 1 << 16;
/**
 * Reads a regular file of at most `maxBytes`, in a bounded number of non-blocking calls: opened
 * without waiting (a pipe would wait for a writer, /proc/kmsg for a message: O_NONBLOCK, where the
 * system has it), checked on the open file, and read in chunks to just past the limit at most, since
 * a procfs file says it holds 0 bytes and may never end (/proc/self/pagemap). Anything else that is
 * not a regular file is not read at all.
 * @returns the bytes, or why they were not read.
 * @throws the system's error (ENOENT, EACCES, EIO, …).
 */
async function readRegularFile(file, maxBytes) {
    let handle;
    try {
        handle = await (0,promises_namespaceObject.open)(file, external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        // Windows does not open a directory as a file.
        if (error.code === 'EISDIR')
            return { refused: 'a directory' };
        throw error;
    }
    try {
        const stats = await handle.stat();
        if (stats.isDirectory())
            return { refused: 'a directory' };
        if (!stats.isFile())
            return { refused: 'not a regular file' };
        const chunks = [];
        let total = 0;
        for await (const chunk of chunksOf(handle)) {
            chunks.push(chunk);
            total += chunk.length;
            if (total > maxBytes)
                return { refused: 'too large' };
        }
        return Buffer.concat(chunks, total);
    }
    finally {
        await handle.close();
    }
}
/** The rest of an open file, a chunk per read, until a read gives nothing; the handle stays open. */
async function* chunksOf(handle, signal) {
    for (;;) {
        const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null);
        if (bytesRead === 0)
            return;
        signal?.throwIfAborted();
        yield buffer.subarray(0, bytesRead);
    }
}
/**
 * The bytes of a file, chunk by chunk as they are read, under `signal`: for a reader that keeps
 * only what it needs of a large file (selectJson). A loop on the file's handle rather than a read
 * stream, whose first use costs a run more CPU than the whole read.
 */
async function* fileChunks(file, signal) {
    signal?.throwIfAborted();
    const handle = await (0,promises_namespaceObject.open)(file, external_node_fs_namespaceObject.constants.O_RDONLY);
    try {
        yield* chunksOf(handle, signal);
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/journeys/read.ts





/**
 * A reader of jobs' results (J1 each, in order, then J2 once per version over all its calls: a
 * re-run's version is its job's, read already). A job or version whose answer cannot be read is
 * one warning naming the reason; the job keeps its verdict, without journeys (or without titles).
 * Rejects only when cancelled (no request is sent after the signal) or for an unexpected error.
 */
function resultsReader(reader, { signal, warning }) {
    const titles = new Map();
    return async (jobs) => {
        const answers = [];
        for (const job of jobs) {
            // Of each journey, only where it failed is kept (contract: "where it failed"): its failed checkpoints, if it failed.
            answers.push(await read(() => reader.getJourneyResults(job.id, { signal, failed: isFailed }), `Journey results of job ${job.id}`, { signal, warning }));
        }
        // One J2 per version, in the order the jobs name them: a plan's jobs often share one, and a
        // re-run's is its job's, read already (it re-runs journeys that failed here, whose steps are
        // kept). Of each version, only the journeys its jobs ran are read, and the steps of those that failed.
        const wanted = new Map();
        for (const answer of answers) {
            const key = versionKey(answer);
            if (answer?.snapshotId && answer.goalId && key !== undefined && !titles.has(key)) {
                const version = wanted.get(key) ?? { snapshotId: answer.snapshotId.text, goalId: answer.goalId.text, ids: new Set(), failed: new Set() };
                for (const journey of answer.journeys) {
                    version.ids.add(journey.id.text);
                    if (isFailed(journey.outcome))
                        version.failed.add(journey.id.text);
                }
                wanted.set(key, version);
            }
        }
        for (const [key, version] of wanted) {
            const what = `Journey titles of goal ${version.goalId}, version ${version.snapshotId},`;
            const call = { signal, wanted: version.ids, detailed: version.failed };
            titles.set(key, await read(() => reader.getGoalJourneys(version.snapshotId, version.goalId, call), what, { signal, warning }));
        }
        return jobs.map((job, index) => resultsOf(job, answers[index], titles));
    };
}
/** A job's results from its J1 answer (undefined when it could not be read) and the versions' J2. */
function resultsOf(job, answer, titles) {
    const key = versionKey(answer);
    const definitions = key === undefined ? undefined : titles.get(key);
    const goalId = answer?.goalId?.text ?? job.state?.goalId;
    return {
        jobId: job.id,
        executionUrl: job.executionUrl,
        ...(goalId === undefined ? {} : { goalId }),
        status: job.state?.status,
        outcome: job.state?.outcome,
        exitCode: exitCodeOf(job.state),
        ...(answer?.startedAt === undefined ? {} : { startedAt: answer.startedAt }),
        journeys: answer && journeysOf(answer, definitions, job),
        rerunJobIds: [],
        ...(answer?.goalId && answer.snapshotId ? { version: { goalId: answer.goalId, snapshotId: answer.snapshotId, environmentId: answer.environmentId } } : {})
    };
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
    const checkpoint = title === undefined ? `checkpoint ${failed.result.id}` : `checkpoint "${title}"`;
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
/** The goal record's top-level `name` (endpoint 7) read from a stream of it, as it arrives; undefined without a name string. */
async function readGoalName(body) {
    let name;
    await selectJson(body, {
        keep: (path) => path.length === 0 || (path.length === 1 && path[0] === 'name'),
        scalar: (path, value) => {
            if (path.length === 1 && typeof value === 'string')
                name = value;
        }
    });
    return nonBlank(name);
}
/**
 * The goal record's top-level `name`, read from the file rule 9 wrote (a failed fetch wrote an
 * `error` object there, which has none): the summary and the JUnit file name the goal by it.
 * Undefined when the file cannot be read or has no name string.
 */
async function goalNameIn(file, signal) {
    if (file === undefined)
        return undefined;
    try {
        return await readGoalName(fileChunks(file, signal));
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return undefined;
    }
}
/**
 * Plan mode's goal names (contract: "Goal names in plan mode"): endpoint 7 once for each distinct
 * goal, one request at a time, reading only the record's top-level `name` and saving nothing. A
 * failed or unusable answer leaves the goal unnamed (`Goal <id>` where it is shown), with a debug
 * line; a cancel goes on up.
 */
function goalNamer(client, { signal, debug }) {
    const names = new Map();
    return async (goalIds) => {
        for (const goalId of goalIds) {
            if (names.has(goalId))
                continue;
            let name;
            try {
                await client.getGoal(goalId, async (body) => { name = await readGoalName(body); }, { signal });
                if (name === undefined)
                    debug?.(`Goal ${goalId} has no name in its record.`);
            }
            catch (error) {
                if (signal?.aborted)
                    throw error;
                debug?.(`The name of goal ${goalId} could not be read: ${messageOf(error)}.`);
            }
            names.set(goalId, name);
        }
        return new Map([...names].filter((entry) => entry[1] !== undefined));
    };
}

;// CONCATENATED MODULE: ./src/journeys/listing.ts

/** The standings in the order they are listed. */
const STANDINGS = ['failed', 'flaky', 'other', 'passed'];
/**
 * A journey's standing: `failed` (its final outcome FAIL or ERROR), `flaky` (it failed, then passed
 * when run again), `passed`, or `other` (SKIP, NOT_REACHED, RUNNING, another word).
 */
function standingOf(journey) {
    const outcome = finalRun(journey).outcome;
    if (isFailed(outcome))
        return 'failed';
    if (isFlaky(journey))
        return 'flaky';
    return outcome === 'PASS' ? 'passed' : 'other';
}
/**
 * The journeys of `jobs` with the given standings (all when none is given), in the order of
 * STANDINGS; within a standing, the new failures first (contract: "History"), then in job then
 * journey order.
 */
function listJourneys(jobs, ...standings) {
    const wanted = standings.length === 0 ? STANDINGS : standings;
    const all = jobs.flatMap((job) => namedJourneys(job).map(({ journey, name }) => ({ job, journey, name, standing: standingOf(journey) })));
    const isNew = (listed) => listed.journey.history?.new === true;
    return STANDINGS.filter((standing) => wanted.includes(standing)).flatMap((standing) => {
        const these = all.filter((listed) => listed.standing === standing);
        return [...these.filter(isNew), ...these.filter((listed) => !isNew(listed))];
    });
}
/**
 * A job's journeys in its own order, each with a name no other journey of the job has: its title,
 * or `<title> [<id>]` where titles repeat (contract: "JUnit names are unique"). A title that itself
 * reads like such a name (`Search [101]`) takes its id too where it would clash, and what still
 * clashes (two entries of one id) a count.
 */
function namedJourneys(job) {
    const journeys = job.journeys ?? [];
    const byTitle = counts(journeys.map((journey) => journey.title));
    let names = journeys.map((journey) => ((byTitle.get(journey.title) ?? 0) > 1 ? `${journey.title} [${journey.id}]` : journey.title));
    const clashing = counts(names);
    names = names.map((name, i) => ((clashing.get(name) ?? 0) > 1 && name === journeys[i].title ? `${name} [${journeys[i].id}]` : name));
    const seen = new Map();
    const still = counts(names);
    names = names.map((name) => {
        if ((still.get(name) ?? 0) < 2)
            return name;
        const n = (seen.get(name) ?? 0) + 1;
        seen.set(name, n);
        return n === 1 ? name : `${name} (${n})`;
    });
    return journeys.map((journey, i) => ({ journey, name: names[i] }));
}
function counts(values) {
    const seen = new Map();
    for (const value of values)
        seen.set(value, (seen.get(value) ?? 0) + 1);
    return seen;
}
/** The goal's name (contract: endpoint 7's top-level `name`): else `Goal <id>`, else `Virtuoso QA`. */
function goalNameOf(job) {
    if (job.goalName)
        return job.goalName;
    return job.goalId ? `Goal ${job.goalId}` : 'Virtuoso QA';
}

;// CONCATENATED MODULE: ./src/journeys/junit.ts


// The JUnit XML file of a run's journeys (contract: Journeys, "JUnit XML"), for readers such as
// EnricoMi's publish-unit-test-result-action (junitparser), dorny/test-reporter (`java-junit`) and
// mikepenz/action-junit-report. The file is made from plain data (a testcase and its elements),
// and its counts are counted from that same data, so they always equal what the file holds.
/**
 * The elements a testcase may hold — a result (one at most) and Maven Surefire's re-run ones — in
 * the order of Surefire's test-report schema 3.0 (contract: "JUnit names are unique"), which is a
 * sequence: every testcase writes its elements in this order, so that each `<testsuite>` is valid
 * against it whatever the journey's history (ERROR then FAIL: `failure`, `rerunError`).
 */
const TAGS = ['failure', 'rerunFailure', 'flakyFailure', 'skipped', 'error', 'rerunError', 'flakyError'];
/** The whole file: UTF-8 XML 1.0, one testsuite per job in job order, deterministic, indented. */
function junitXml(jobs) {
    const suites = jobs.map((job) => ({ job, cases: testCases(job) }));
    const all = suites.flatMap((suite) => suite.cases);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites${attributes({ name: 'Virtuoso QA', ...junit_counts(all) })}>`,
        ...suites.flatMap(({ job, cases }) => suiteLines(job, cases)),
        '</testsuites>',
        ''
    ].join('\n');
}
function testCases(job) {
    const classname = goalNameOf(job);
    const cases = namedJourneys(job).map(({ journey, name }) => journeyCase(journey, name, classname));
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
 * A journey's testcase, named as every front end names it (listing.ts: unique within its job), by
 * its final run: FAIL a `<failure>`, ERROR an `<error>`, any outcome but PASS a `<skipped>`. Each
 * earlier failed run (contract: "Re-running failed journeys") is a `<flakyFailure>`/`<flakyError>`
 * when the journey passed in the end, else (it failed every time, or its last re-run did not reach
 * it) a `<rerunFailure>`/`<rerunError>`; runs of one kind keep their order.
 */
function journeyCase(journey, name, classname) {
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
    // A stable sort: the schema's order between kinds, the runs' order within one.
    elements.sort((a, b) => TAGS.indexOf(a.tag) - TAGS.indexOf(b.tag));
    return { name, classname, ms: junit_milliseconds(last.durationMs), elements };
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
        `  <testsuite${attributes({ name: `${goalNameOf(job)} (job ${job.jobId})`, ...junit_counts(cases), timestamp: timestamp(job.startedAt) })}>`,
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
function junit_counts(cases) {
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
/**
 * ISO 8601 in UTC; none for a number no date has, nor for a year outside 1–9999: toISOString writes
 * those `+010000`, `0000` or `-000001`, which the schema's xs:dateTime does not allow.
 */
function timestamp(ms) {
    const date = new Date(ms ?? Number.NaN);
    const year = date.getUTCFullYear();
    return year >= 1 && year <= 9999 ? date.toISOString() : undefined;
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
 * job's results read (J1, J2) and its goal named (`nameGoals`, for the goals the results name); the
 * failed journeys re-run, round by round, when `rerun` asks for it; then the JUnit file written
 * safely to `junitFile` when one is asked for, with what is known (also when a re-run's polling
 * gave up or the timeout ran out). A file that cannot be written is a warning, and named in
 * `unwritten`; rejects only when cancelled (then no JUnit file is written) or for an unexpected error.
 */
async function recordJourneys(reader, jobs, options) {
    const { signal, warning, rerun } = options;
    const read = resultsReader(reader, { signal, warning });
    const results = await read(jobs);
    if (options.nameGoals) {
        const names = await options.nameGoals([...new Set(results.flatMap((job) => (job.goalId === undefined ? [] : [job.goalId])))]);
        for (const job of results) {
            const name = job.goalId === undefined ? undefined : names.get(job.goalId);
            if (name !== undefined)
                job.goalName = name;
        }
    }
    const record = { results };
    if (rerun !== undefined && rerun.rounds > 0)
        record.reruns = await rerunFailed(results, rerun.rounds, { ...rerun.seams, read, signal, warning });
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

;// CONCATENATED MODULE: ./src/history/record.ts



// The record of a run's journey outcomes (contract: "History", "The record"): the same UTF-8 JSON
// in the action (GitHub's Actions cache) and the CLIs (a file). Only titles, ids, outcomes and
// dates go in: what the summary may hold.
/** The record's format, its first field. */
const RECORD_FORMAT = 'virtuoso-qa-history/1';
/** Runs a record keeps at most, the oldest dropped first. */
const MAX_RUNS = 30;
/** Text a record takes at most; the oldest runs are dropped until it fits. */
const MAX_RECORD_BYTES = 8 << 20;
/** A recorded journey's standing. */
function standingIn(journey) {
    if (isFailed(journey.outcome))
        return 'failed';
    if (journey.flaky)
        return 'flaky';
    return journey.outcome === 'PASS' ? 'passed' : 'other';
}
const PLACE_FIELDS = ['ref', 'sha', 'runId', 'runNumber', 'runAttempt', 'url'];
/** Text that is not a record (contract: a warning; the run goes on without a baseline). */
class NotARecordError extends Error {
}
/** The first line of a record as appendRun writes it; each run on a line of its own, then `]}`. */
const HEAD = `{"format": "${RECORD_FORMAT}", "runs": [`;
/**
 * Reads a record's text: tolerant of fields it does not know (dropped), strict about the rest. A
 * text as appendRun writes it (a run a line) is read a run at a time, and a run without fields to
 * drop keeps its line as it is: the whole text is never held as objects.
 * @throws NotARecordError saying, in a few words, why the text is not one
 */
function parseRecord(text) {
    const lines = text.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    if (lines.length >= 2 && lines[0] === HEAD && lines.at(-1) === ']}') {
        try {
            const runs = lines.slice(1, -1).map((line, i, all) => {
                const own = i < all.length - 1 ? line.replace(/,$/, '') : line;
                return storedRun(parseJson(own), i, own);
            });
            return { runs };
        }
        catch (error) {
            // Laid out otherwise after all (a run over several lines): read as a whole below.
            if (!(error instanceof NotARecordError))
                throw error;
        }
    }
    const value = parseJson(text);
    if (!record_isObject(value) || value.format !== RECORD_FORMAT)
        throw new NotARecordError(`it has no "format": "${RECORD_FORMAT}"`);
    if (!Array.isArray(value.runs))
        throw new NotARecordError('its "runs" is not an array');
    return { runs: value.runs.map((run, i) => storedRun(run, i)) };
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new NotARecordError('it is not JSON');
    }
}
/** A run of the record, checked; its line kept when given and nothing had to be dropped from it. */
function storedRun(value, index, line) {
    const { run, dropped } = parseRun(value, index);
    const journeys = new Map(Object.entries(run.journeys).map(([key, journey]) => [key, standingIn(journey)]));
    const where = Object.fromEntries(Object.entries(run).filter(([field]) => field !== 'journeys'));
    return { run: where, journeys, line: line !== undefined && !dropped ? line : JSON.stringify(run) };
}
/** A run checked, and trimmed of the fields the format does not know (`dropped` says whether there were any). */
function parseRun(value, index) {
    const bad = (why) => new NotARecordError(`run ${index + 1} ${why}`);
    if (!record_isObject(value))
        throw bad('is not an object');
    if (typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at)))
        throw bad('has no date ("at")');
    if (!Number.isInteger(value.exitCode))
        throw bad('has no exit code');
    if (!record_isObject(value.journeys))
        throw bad('has no "journeys" object');
    let dropped = Object.keys(value).some((field) => field !== 'at' && field !== 'exitCode' && field !== 'journeys' && !PLACE_FIELDS.includes(field));
    // Checked and trimmed where they stand, not copied.
    const journeys = value.journeys;
    for (const [key, journey] of Object.entries(value.journeys)) {
        if (!record_isObject(journey) || typeof journey.title !== 'string' || typeof journey.outcome !== 'string')
            throw bad(`has a journey "${key}" without a title and an outcome`);
        if (journey.flaky !== undefined && journey.flaky !== true)
            throw bad(`has a journey "${key}" whose "flaky" is not true`);
        for (const field of Object.keys(journey)) {
            if (field === 'title' || field === 'outcome' || field === 'flaky')
                continue;
            delete journey[field];
            dropped = true;
        }
    }
    const run = { at: value.at, exitCode: value.exitCode, journeys };
    for (const field of PLACE_FIELDS) {
        const text = value[field];
        if (text === undefined)
            continue;
        if (typeof text !== 'string')
            throw bad(`has a "${field}" that is not a string`);
        // A run's number and attempt label the chart: digits, nothing that could leave its place.
        if ((field === 'runNumber' || field === 'runAttempt') && !/^\d+$/.test(text))
            throw bad(`has a "${field}" that is not a number`);
        run[field] = text;
    }
    return { run, dropped };
}
function record_isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A journey's key in the record: its id; in plan mode `<goal id>/<journey id>`, the goal id J1's. */
function journeyKey(job, journeyId, plan) {
    return plan ? `${job.goalId ?? ''}/${journeyId}` : journeyId;
}
/** How bad an outcome is, for a journey a plan ran in several jobs: failed before the rest, passed last. */
function badness(journey) {
    if (isFailed(journey.outcome))
        return 2;
    return journey.outcome === 'PASS' ? 0 : 1;
}
/**
 * This run as the record keeps it: every journey of every job whose results were read, by key,
 * with its final outcome (after re-runs) and whether it was flaky; a journey a plan ran in several
 * jobs, its worst outcome.
 */
function recordedRun(results, plan, ending) {
    const journeys = {};
    for (const job of results) {
        for (const journey of job.journeys ?? []) {
            const key = journeyKey(job, journey.id, plan);
            const recorded = { title: journey.title, outcome: finalRun(journey).outcome, ...(standingOf(journey) === 'flaky' ? { flaky: true } : {}) };
            const earlier = journeys[key];
            if (earlier === undefined || badness(recorded) > badness(earlier))
                journeys[key] = recorded;
        }
    }
    const place = Object.fromEntries(PLACE_FIELDS.flatMap((field) => (ending.place?.[field] === undefined ? [] : [[field, ending.place[field]]])));
    return { at: ending.at.toISOString(), exitCode: ending.exitCode, journeys, ...place };
}
/**
 * The record's text with `run` appended: one run a line, at most 30 runs and 8 MiB, the oldest
 * dropped first. Undefined when the run alone takes more than 8 MiB (contract: not recorded, one
 * warning). Each run is written once, so a full record costs one pass.
 */
function appendRun(record, run) {
    const lines = [...(record?.runs ?? []).map((each) => each.line), JSON.stringify(run)].slice(-MAX_RUNS);
    const head = `${HEAD}\n`;
    const tail = '\n]}\n';
    let bytes = Buffer.byteLength(head) + Buffer.byteLength(tail) + lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 0);
    let from = 0;
    while (bytes > MAX_RECORD_BYTES && from < lines.length)
        bytes -= Buffer.byteLength(lines[from++]) + 2;
    if (from === lines.length)
        return undefined;
    return `${head}${lines.slice(from).join(',\n')}${tail}`;
}

;// CONCATENATED MODULE: ./src/history/compare.ts

/**
 * Compares this run with the record's newest run; undefined without one (no record, or one with
 * no run).
 */
function compareWithRecord(record, run) {
    const baseline = record?.runs.at(-1);
    if (record === undefined || baseline === undefined)
        return undefined;
    // This run as the record's runs are read: each journey's standing by key.
    const now = { run, journeys: new Map(Object.entries(run.journeys).map(([key, journey]) => [key, standingIn(journey)])), line: '' };
    const runs = [...record.runs, now];
    const newestFirst = [...record.runs].reverse();
    const chart = runs.map((each) => ({ label: runLabel(each.run), failed: [...each.journeys.values()].filter((standing) => standing === 'failed').length }));
    const comparison = { baseline: baseline.run, chart, newFailures: new Set(), stillFailing: new Map(), fixed: [], rates: new Map() };
    for (const [key, standing] of now.journeys) {
        if (standing === 'failed') {
            if (baseline.journeys.get(key) === 'failed')
                comparison.stillFailing.set(key, stillFailing(key, newestFirst));
            else
                comparison.newFailures.add(key);
        }
        if (standing === 'failed' || standing === 'flaky')
            comparison.rates.set(key, failureRate(key, runs));
    }
    for (const [key, standing] of baseline.journeys) {
        // A flaky pass fixes; a journey this run skipped, did not reach or did not run does not.
        if (standing === 'failed' && run.journeys[key]?.outcome === 'PASS')
            comparison.fixed.push({ key, title: run.journeys[key].title });
    }
    return comparison;
}
/** The unbroken sequence of failed runs, newest backwards, runs without the journey skipped over. */
function stillFailing(key, newestFirst) {
    let since = '';
    let runs = 1;
    for (const { run, journeys } of newestFirst) {
        const standing = journeys.get(key);
        if (standing === undefined)
            continue;
        if (standing !== 'failed')
            break;
        since = run.at;
        runs++;
    }
    return { since, runs };
}
function failureRate(key, runs) {
    const ran = runs.flatMap(({ journeys }) => (journeys.has(key) ? [journeys.get(key)] : []));
    return { failed: ran.filter((standing) => standing === 'failed' || standing === 'flaky').length, of: ran.length };
}
/** Counts in words: `2 new failures, 3 still failing, 1 fixed`. */
function comparisonCounts(comparison) {
    const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
    return `${plural(comparison.newFailures.size, 'new failure', 'new failures')}, ${comparison.stillFailing.size} still failing, ${comparison.fixed.length} fixed`;
}
/** A run as a reader knows it: `run #45 on main (abc1234, 2026-11-27)`; a run of the CLIs (no run number): `the run of <at>`. */
function describeRun(run) {
    if (run.runNumber === undefined)
        return `the run of ${run.at}`;
    const details = [run.sha?.slice(0, 7), run.at.slice(0, 10)].filter((part) => part !== undefined && part !== '');
    const branch = run.ref === undefined ? '' : ` on ${run.ref.replace(/^refs\/(heads|tags)\//, '')}`;
    return `run #${runLabel(run).slice(1)}${branch} (${details.join(', ')})`;
}
/** A run's label in the chart: `#45`, `#45.2` for a second attempt; a run without a number, its date. */
function runLabel(run) {
    if (run.runNumber === undefined)
        return run.at.slice(0, 10);
    return run.runAttempt !== undefined && run.runAttempt !== '1' ? `#${run.runNumber}.${run.runAttempt}` : `#${run.runNumber}`;
}

;// CONCATENATED MODULE: ./src/history/keep.ts





/**
 * The record, restored once the run's journey results are read and its verdict made, in a run
 * that read results for at least one job; read compactly (record.ts), so that it costs little on
 * top of a large answer's leftovers. A store that fails is one warning (then nothing is saved
 * either); a restored text that is no record, one warning (then this run's record replaces it).
 * Undefined when cancelled.
 */
async function restoreHistory(options, seams) {
    const { store } = options;
    const signal = seams.signal ?? new AbortController().signal;
    const warning = (message) => seams.warning?.(message);
    try {
        const found = await store.restore(signal);
        return { record: found === undefined ? undefined : readRecord(found.text, found.from, store, warning) };
    }
    catch (error) {
        if (signal.aborted)
            return undefined;
        warning(`The history could not be read from ${store.where}: ${(0,exit_codes/* messageOf */.bD)(error).replace(/\.$/, '')}; no comparison, and nothing saved.`);
        return 'failed';
    }
}
/**
 * The ending of a run that reached rule 9 with every job final, with its history when it keeps one
 * (contract: "Which runs take part": its results read for at least one job): this run compared
 * with the record's newest run, `fail-on: new` applied, the record saved with this run appended
 * (as it ended). Undefined when the run was cancelled while its history was saved (a cancel while
 * fetching the results).
 */
async function endWithHistory(options, restored, run, seams) {
    const { results } = run;
    if (options === undefined || restored === undefined || results === undefined || results.every((job) => job.journeys === undefined)) {
        return { exitCode: run.exitCode, message: run.message };
    }
    const signal = seams.signal ?? new AbortController().signal;
    const warning = (message) => seams.warning?.(message);
    const record = restored === 'failed' ? undefined : restored.record;
    const thisRun = recordedRun(results, run.plan, { at: (options.now ?? (() => new Date()))(), exitCode: run.exitCode, place: options.place });
    const comparison = compareWithRecord(record, thisRun);
    if (comparison)
        markJourneys(results, run.plan, comparison);
    const ending = { exitCode: run.exitCode, message: run.message, ...(comparison ? { comparison } : {}) };
    if (options.failOn === 'new') {
        const why = restored === 'failed' ? 'The history could not be read' : 'No earlier run to compare with';
        Object.assign(ending, gateOnNew({ ...run, results }, comparison, options.gateName, { warning, notice: (message) => seams.notice?.(`${why}: ${message}`) }));
    }
    thisRun.exitCode = ending.exitCode;
    // A record saved after a failed restore would hide the history it could not read.
    if (restored === 'failed' || !options.store.saves)
        return ending;
    const text = appendRun(record, thisRun);
    if (text === undefined) {
        warning(`This run is not recorded in the history: its journeys alone take more than ${MAX_RECORD_BYTES >> 20} MiB.`);
        return ending;
    }
    try {
        await options.store.save(text, signal);
    }
    catch (error) {
        if (signal.aborted)
            return undefined;
        warning(`The history could not be saved to ${options.store.where}: ${(0,exit_codes/* messageOf */.bD)(error).replace(/\.$/, '')}.`);
    }
    return ending;
}
/** Each failed or flaky journey of the results told what the comparison says of it: every front end reads it there. */
function markJourneys(results, plan, comparison) {
    for (const job of results) {
        for (const journey of job.journeys ?? []) {
            // A journey a plan ran in several jobs: each run of it says what it did itself.
            const standing = standingOf(journey);
            if (standing !== 'failed' && standing !== 'flaky')
                continue;
            const key = journeyKey(job, journey.id, plan);
            const still = comparison.stillFailing.get(key);
            const rate = comparison.rates.get(key);
            if (!comparison.newFailures.has(key) && still === undefined && rate === undefined)
                continue;
            journey.history = {
                ...(standing === 'failed' && comparison.newFailures.has(key) ? { new: true } : {}),
                ...(standing === 'failed' && still ? { failingSince: { at: still.since, runs: still.runs } } : {}),
                ...(rate ? { rate } : {})
            };
        }
    }
}
/** A restored record's text; one that is no record is a warning, and replaced by this run's. */
function readRecord(text, from, store, warning) {
    try {
        if (Buffer.byteLength(text) > MAX_RECORD_BYTES)
            throw new NotARecordError(`it is larger than ${MAX_RECORD_BYTES >> 20} MiB`);
        return parseRecord(text);
    }
    catch (error) {
        if (!(error instanceof NotARecordError))
            throw error;
        warning(`The history in ${from} is not a record (${error.message}): no comparison${store.saves ? '; this run\'s record replaces it' : ''}.`);
        return undefined;
    }
}
/**
 * `fail-on: new` (contract: "A gate on what is new"): a run that rule 10 gives 2 because of
 * outcomes, in which every job that decides it had its results read and named a failed journey,
 * and in which every journey that failed also failed in the baseline, exits 0, with one warning
 * that names them and the baseline. Anything else keeps rule 10; without a baseline, one notice
 * says that the gate stayed strict.
 */
function gateOnNew(run, comparison, gateName, { warning, notice }) {
    if (run.exitCode !== exit_codes/* ExitCode */.yU.PollingOrOutcome)
        return undefined;
    if (comparison === undefined) {
        notice(`the gate stays strict (${gateName}).`);
        return undefined;
    }
    // Every job that fails the run failed because of its journeys, and named them.
    const deciding = run.results.filter((job) => job.exitCode === exit_codes/* ExitCode */.yU.PollingOrOutcome);
    const byOutcomes = run.results.every((job) => job.status === 'FINISHED') && deciding.every((job) => listJourneys([job], 'failed').length > 0);
    if (!byOutcomes || comparison.newFailures.size > 0)
        return undefined;
    const failed = listJourneys(run.results, 'failed');
    const named = failed.slice(0, 20).map(({ name }) => JSON.stringify(shownTitle(name)));
    const more = failed.length > named.length ? ` and ${failed.length - named.length} more` : '';
    const journeys = failed.length === 1 ? '1 journey failed that already failed' : `${failed.length} journeys failed that already failed`;
    const message = `${journeys} in ${describeRun(comparison.baseline)} (${named.join(', ')}${more}): none is new, so the gate passes (${gateName}).`;
    warning(message);
    return { exitCode: exit_codes/* ExitCode */.yU.Success, message };
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
    // Before anything is started: a directory that cannot take the files, or a JUnit file that cannot be written, ends the run now, not after the wait.
    const unwritable = options.wait === false ? undefined : await unwritableOutput(options.outputDir, options.junitFile);
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
                if (journeys === undefined)
                    jobId = await client.executeGoal(options.goalId, { signal });
                else {
                    const started = await startChosenJourneys(client, options.goalId, journeys, { signal });
                    jobId = started.jobId;
                    result.chosen = started.chosen;
                    events.chosen?.(started.chosen);
                }
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
            const goalName = await goalNameIn(result.goalFile, signal);
            result.goalName = goalName;
            const rerunning = (rerun) => {
                lastRerun = rerun;
                events.rerunning?.(rerun);
            };
            // After every job is final only (contract): a run whose timeout ran out re-runs nothing, and says so.
            const expired = () => result.timedOut || clock.now() >= until;
            const seams = rerunSeams(client, (jobs) => watch(jobs, false), { ...options, signal, warning: events.warning, rerunning, expired });
            const rerun = { rounds: options.rerunFailed ?? 0, seams };
            // The goal's name, from the file rule 9 wrote, names every job of the run.
            const nameGoals = async (ids) => new Map(goalName === undefined ? [] : ids.map((id) => [id, goalName]));
            const { unwritten, ...record } = await recordJourneys(client, [job], { signal, warning: events.warning, nameGoals, junitFile: options.junitFile, rerun });
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
        const { deciding, ...stood } = standIn(job, result.results?.[0], result.reruns);
        Object.assign(result, { state: stood.state, polls: stood.polls, retries: stood.retries, journeys: stood.journeys, deciding });
        const rerunEnding = result.reruns?.ending;
        if (typeof rerunEnding === 'object')
            return end(rerunEnding.exitCode, rerunEnding.message);
        if (rerunEnding === 'timeout' && deciding) {
            result.timedOut = true;
            events.warning?.(timeoutOfRerun(options.timeoutSeconds, deciding));
        }
        // The job's last re-run stands for it: the message names that re-run (contract: a re-run that decides the verdict is named).
        const last = result.reruns?.started.at(-1);
        const who = capitalise(jobName(last ?? job));
        if (result.timedOut) {
            // Client B rule 10 applied to the last status seen, which is not FINISHED.
            const status = result.state?.status ?? 'unknown';
            return end(exit_codes/* ExitCode */.yU.NotFinished, `${capitalise(jobName(deciding ?? job))} did not reach a final status within the timeout of ${options.timeoutSeconds} s (last status ${status}).`);
        }
        const state = result.state;
        const exitCode = exitCodeOf(state);
        // The outcome is a re-run's when there was one: say so.
        const ids = result.reruns?.started.map((rerun) => rerun.id) ?? [];
        let message = verdict(state);
        if (last !== undefined && exitCode === exit_codes/* ExitCode */.yU.NotFinished)
            message = `${who} ended with status ${state.status}.`;
        else if (last !== undefined)
            message = message.replace(/\.$/, ` after re-running its failed journeys (${ids.length === 1 ? 'job' : 'jobs'} ${ids.join(', ')}).`);
        // Every job final: the run keeps its history (contract: "History"), read once the journey results
        // are: the cache client runs in a process of its own, and the record is read as compact as it is.
        // (contract: "Which runs take part": results read for at least one job).
        const history = result.results?.some((job) => job.journeys !== undefined) ? options.history : undefined;
        const restored = history && (await restoreHistory(history, { signal, warning: events.warning }));
        if (history && restored === undefined)
            return cancelled(exit_codes/* ExitCode */.yU.NotFinished, `Cancelled while fetching the results of job ${jobId}.`);
        const kept = await endWithHistory(history, restored, { results: result.results, plan: false, exitCode, message }, { signal, warning: events.warning, notice: events.notice });
        if (kept === undefined)
            return cancelled(exit_codes/* ExitCode */.yU.NotFinished, `Cancelled while fetching the results of job ${jobId}.`);
        result.comparison = kept.comparison;
        return end(kept.exitCode, kept.message);
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
    if (exitCodeOf(state) === exit_codes/* ExitCode */.yU.NotFinished)
        return `The goal execution ended with status ${state.status}.`;
    return `The goal execution finished with ${hasOutcome(state) ? `outcome ${state.outcome}` : 'no outcome'}.`;
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



/**
 * What a CLI's help says of its options' forms (contract: "The CLIs"), shown on `example`, one of
 * its own options with a value and an underscore: a help cites only options its CLI takes.
 */
function formsNote(example) {
    const long = example.names.find((name) => name.startsWith('--') && name.includes('_')) ?? example.names[0];
    return (`A long option also takes the form ${long}=${example.value ?? 'true'}, and hyphens for its underscores (${long.replaceAll('_', '-')}, the ` +
        "action's spelling); of an option given twice, the last one counts.");
}
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
/** How many journeys failed: FAIL and ERROR. */
const countFailed = (counts) => counts.FAIL + counts.ERROR;
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
    return `${done(counts)} of ${counts.total} journeys done: ${counts.PASS} passed, ${countFailed(counts)} failed`;
}
/**
 * The final counts, every figure always written: "14 total, 12 passed, 2 failed (1 FAIL, 1 ERROR),
 * 0 skipped, 0 not reached" (the CLIs' `Journeys:` line, and the job summary's).
 */
function journeyTotals(counts) {
    return (`${counts.total} total, ${counts.PASS} passed, ${countFailed(counts)} failed (${counts.FAIL} FAIL, ${counts.ERROR} ERROR), ` +
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
/** `Failed:` and `Flaky:` lines at most, each; then one says how many more. */
const JOURNEY_LINES = 50;
/**
 * The journey lines of a run whose results were fetched (contract: "Journey results", the CLIs):
 * the `Journeys:` line when counts were seen (after re-runs, each journey once with its final
 * outcome, ending with how many were flaky); then, when results were read, one `Failed:` line per
 * journey whose final outcome is FAIL or ERROR (`Failed: <name> (<outcome>): <where it failed>`)
 * and one `Flaky:` line per journey that failed, then passed (`Flaky: <name> (FAIL → PASS)`), each
 * naming the job first in a plan (`Failed: job 42: …`); at most 50 of each, then how many more.
 */
function printJourneyLines(io, result, perJob) {
    const results = result.results ?? [];
    const reran = (result.reruns?.started.length ?? 0) > 0;
    const { comparison } = result;
    if (result.journeys)
        io.out(`Journeys: ${journeyTotals(result.journeys)}${reran ? `, ${listJourneys(results, 'flaky').length} flaky` : ''}`);
    if (comparison)
        io.out(`Compared with ${describeRun(comparison.baseline)}: ${comparisonCounts(comparison)}`);
    // What the history says of a failed journey (contract: "History", the CLIs).
    const since = (listed) => {
        const key = journeyKey(listed.job, listed.journey.id, perJob);
        if (comparison?.newFailures.has(key))
            return ' (new)';
        const still = comparison?.stillFailing.get(key);
        return still ? ` (failing since ${still.since.slice(0, 10)}, ${still.runs} runs)` : '';
    };
    if (results.every((job) => job.journeys === undefined))
        return;
    const lines = (standing, label, line, more) => {
        const listed = listJourneys(results, standing);
        for (const each of listed.slice(0, JOURNEY_LINES))
            io.out(`${label}: ${perJob ? `job ${each.job.jobId}: ` : ''}${line(each)}`);
        if (listed.length > JOURNEY_LINES)
            io.out(`… and ${listed.length - JOURNEY_LINES} more ${more}`);
    };
    lines('failed', 'Failed', (listed) => {
        const run = finalRun(listed.journey);
        return `${shownTitle(listed.name, Infinity)} (${run.outcome})${run.where === undefined ? '' : `: ${run.where}`}${since(listed)}`;
    }, 'failed journeys');
    lines('flaky', 'Flaky', ({ journey, name }) => `${shownTitle(name, Infinity)} (${journey.runs.map((run) => run.outcome).join(' → ')})`, 'flaky journeys');
}

;// CONCATENATED MODULE: ./src/history/store.ts
// Where a run's history record is kept between runs (contract: "History"): GitHub's Actions cache
// for the action (action/history-cache.ts), a file for the CLIs (cli/history-file.ts). Thin
// adapters beside the comparison, which knows neither.
/** No store: nothing restored, nothing saved (`fail-on: new` without a history, which then stays strict). */
const NO_STORE = { where: 'no store', saves: false, restore: async () => undefined, save: async () => undefined };
/** A store that failed, or took longer than its deadline: one warning, never a failed run. */
class HistoryStoreError extends Error {
}

;// CONCATENATED MODULE: ./src/cli/history-file.ts






// The CLIs' history (contract: "The CLIs: `--history FILE`"): the record in a file that any CI
// system's cache keeps between runs. The CLIs know no branches: the baseline is the file's newest run.
/** The options of the history, in execute-goal and execute-plan (the action's `history` and `fail-on`). */
const HISTORY_OPTIONS = {
    history: {
        names: ['--history'],
        value: 'FILE',
        about: "keep a record of the journeys' outcomes in FILE, and compare each run with the newest run in it: what is new, what keeps failing, what was fixed"
    },
    failOn: {
        names: ['--fail_on'],
        value: 'any|new',
        about: 'new: exit 0 when every journey that failed also failed in the newest run of --history (a gate on what is new)',
        default: 'any'
    }
};
/**
 * The history the options ask for, checked before anything is started: FILE absent, or a record
 * of at most 8 MiB that can be replaced; anything else is a usage error, and the file is left as it is.
 * @throws UsageError
 */
async function historyOptions(args, cwd) {
    const failOn = args.failOn ?? HISTORY_OPTIONS.failOn.default;
    if (failOn !== 'any' && failOn !== 'new')
        throw new exit_codes/* UsageError */.eb(`${HISTORY_OPTIONS.failOn.names[0]} must be "any" or "new", not "${failOn}".`);
    const gateName = `${HISTORY_OPTIONS.failOn.names[0]} new`;
    if (args.history === undefined) {
        // No record to compare with: the gate stays strict, and says so once the run ends.
        return failOn === 'new' ? { store: NO_STORE, failOn, gateName } : undefined;
    }
    const file = external_node_path_default().resolve(cwd, args.history);
    return { store: await fileStore(file), failOn, gateName };
}
/** The store of a record file, read now (before anything starts) and written safely after the run. */
async function fileStore(file) {
    const name = HISTORY_OPTIONS.history.names[0];
    let text;
    try {
        const read = await readRegularFile(file, MAX_RECORD_BYTES);
        if (!Buffer.isBuffer(read))
            throw new exit_codes/* UsageError */.eb(`${name} ${file} is ${read.refused === 'too large' ? `larger than ${MAX_RECORD_BYTES >> 20} MiB` : read.refused}: it must be absent or a history record; nothing was started.`);
        text = read.toString('utf8');
        parseRecord(text);
    }
    catch (error) {
        if (error instanceof exit_codes/* UsageError */.eb)
            throw error;
        if (error instanceof NotARecordError)
            throw new exit_codes/* UsageError */.eb(`${name} ${file} is not a history record (${error.message}); nothing was started, and the file is left as it is.`);
        if (error.code !== 'ENOENT')
            throw new exit_codes/* UsageError */.eb(`${name} ${file} cannot be read: ${(0,exit_codes/* describeFault */.Qx)(error)}; nothing was started.`);
    }
    try {
        await checkReplaceableFile(file);
    }
    catch (error) {
        if (!(error instanceof FileWriteError))
            throw error;
        throw new exit_codes/* UsageError */.eb(`${name} ${file} cannot be written: ${(0,exit_codes/* describeFault */.Qx)(error.cause)}; nothing was started.`);
    }
    return {
        where: file,
        saves: true,
        restore: async () => (text === undefined ? undefined : { text, from: file }),
        save: async (record, signal) => {
            try {
                await writeFileSafely(file, record, { signal });
            }
            catch (error) {
                if (signal.aborted || !(error instanceof FileWriteError))
                    throw error;
                throw new HistoryStoreError((0,exit_codes/* describeFault */.Qx)(error.cause));
            }
        }
    };
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
    '[--poll_interval SECONDS] [--timeout SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--junit FILE] [--rerun_failed N] [--history FILE] [--fail_on any|new] [--journey ID_OR_TITLE]... [--job_id JOB_ID | --no_wait] [-h|--help] [--version]';
const options = {
    token: TOKEN_OPTION,
    goalId: { names: ['-gi', '--goal_id'], value: 'GOAL_ID', about: 'the id of the goal to run' },
    ...POLLING_OPTIONS,
    ...HOST_OPTIONS,
    junit: JUNIT_OPTION,
    rerunFailed: RERUN_OPTION,
    ...HISTORY_OPTIONS,
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
    notes: [formsNote(options.goalId), ENVIRONMENT_NOTE],
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
        runOptions = await readCommand(argv, io);
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
            chosen: (chosen) => io.out(describeChosen(chosen)),
            rerunning: (rerun) => io.out(describeRerun(rerun)),
            warning: (message) => io.err(`Warning: ${message}`),
            notice: (message) => io.err(message)
        }
    });
    // Client B rule 9: the link once the loop has ended and the files are fetched, not after a cancel
    // or a polling that gave up (their messages name it); without waiting, at once (--no_wait).
    if (result.executionUrl && (result.resultsFetched || !runOptions.wait))
        io.out(`Execution link: ${result.executionUrl}`);
    if (result.resultsFetched) {
        printJourneyLines(io, result, false);
    }
    // Without waiting there is nothing done yet: the job id and the link are all it prints.
    if (result.exitCode !== exit_codes/* ExitCode */.yU.Success)
        io.err(result.message);
    else if (runOptions.wait)
        io.out('Done!');
    return result.exitCode;
}
/** What the arguments ask for: the help, the version, or a goal run. */
async function readCommand(argv, io) {
    const args = parseArgs(argv, options);
    if (args.help)
        return 'help';
    if (args.version)
        return 'version';
    const run = toRunOptions(args, io);
    // No history without a wait (contract: "Which runs take part"); the file is checked before anything starts.
    return run.wait ? { ...run, history: await historyOptions(args, io.cwd) } : run;
}
function toRunOptions(args, io) {
    const token = tokenOf(args.token, io.env);
    checkProxySettings(io.env);
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

module.exports = __WEBPACK_EXTERNAL_require("node:https");

/***/ }),

/***/ 692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_require("node:tls");

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
