#!/usr/bin/env node
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/cli/bin/run-cli.ts
/**
 * Runs a CLI main with the process's streams, turns SIGINT/SIGTERM into an abort,
 * and exits with the main's code. The one place where a CLI process exits.
 */
function runCli(main) {
    const controller = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => controller.abort());
    main({
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
        cwd: process.cwd(),
        signal: controller.signal
    }).then((code) => process.exit(code), (error) => {
        process.stderr.write(`Unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
    });
}

;// CONCATENATED MODULE: ./src/cli/bin/upload-certificate.ts

runCli(async (io) => {
    io.err('upload-certificate is not implemented yet.');
    return 1;
});

