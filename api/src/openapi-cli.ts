// Writes api/openapi.json, the committed REST contract (`npm run openapi -w api`, or `--check`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openapi.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const text = JSON.stringify(openApiDocument(), null, 2) + '\n';
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('api/openapi.json is stale: run `npm run openapi -w api` and commit it.');
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
}
