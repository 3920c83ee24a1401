export const id = 242;
export const ids = [242];
export const modules = {

/***/ 10242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
// The Actions cache client's own process: history-cache.ts starts it (why: see there) with its
// working directory, GITHUB_WORKSPACE and RUNNER_TEMP set to a fresh temporary directory, sends it
// one request over IPC, and reads its one answer. The client's log lines go to stdout, which the
// parent turns into debug lines.
//
// It runs from source under Node's type stripping (tests) and from the action's bundle (dist/index.js
// in child mode): no relative imports (Node would not map `./x.js` to `./x.ts`) and no
// TypeScript-only syntax.
// @actions/cache reports a failure only in its log: restoreCache() answers undefined for a miss
// and for a failure alike, after a `::warning::` or `::error::` line of its own; saveCache() says
// a refused key in an info line (`Failed to save: …`). The first such line tells them apart.
let failure;
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk, ...rest) => {
    const match = /^(?:::(?:warning|error)\b[^:]*::|Failed to save: )(.*)$/m.exec(String(chunk));
    if (match && failure === undefined)
        failure = match[1]; // as the command escapes it (%0A for a line break)
    return write(chunk, ...rest);
});
// The parent gone (it exits at once after a cancel): nothing is left to answer.
process.on('disconnect', () => process.exit(1));
process.once('message', (request) => {
    void answer(request).then((message) => process.send?.(message, () => process.stdout.write('', () => process.exit(0))));
});
async function answer(request) {
    try {
        const cache = await Promise.all(/* import() */[__webpack_require__.e(613), __webpack_require__.e(597)]).then(__webpack_require__.bind(__webpack_require__, 69597));
        // enableCrossOsArchive: a record saved on one runner OS restores on every other (contract).
        if (request.op === 'restore') {
            const key = await cache.restoreCache(request.paths, request.key, request.restoreKeys, {}, true);
            return failure === undefined ? { ok: true, key } : { ok: false, reason: failure };
        }
        // saveCache() answers -1 for every failure, a key that exists already among them.
        const id = await cache.saveCache(request.paths, request.key, {}, true);
        return id === -1 ? { ok: false, reason: failure ?? 'the cache client did not save the entry' } : { ok: true, key: request.key };
    }
    catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
}



/***/ })

};
