// A worker thread's entry when the app runs from its TypeScript sources (tsx in development, vitest): Node 20 does
// not apply tsx's loader to a worker's entry point, even with tsx's flags, so this plain module imports the
// TypeScript entry (the worker's last argv) through tsx's API. The bundle starts its workers' compiled files instead.
import { tsImport } from 'tsx/esm/api';

await tsImport(process.argv[process.argv.length - 1], import.meta.url);
