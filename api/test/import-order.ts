// Run before every test file. With isolate: false a worker imports the app's modules once, in the
// order of the first file it runs; the contracts register their OpenAPI components as they are
// imported, so that order is the order of openapi.json's components. Importing the document's
// module first, as `npm run openapi` does, gives every worker the order of the committed file
// (system.test.ts compares them byte for byte).
import '../src/openapi.ts';
