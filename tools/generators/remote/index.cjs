// Nx loads a local generator's factory with require(); Node 20 cannot strip TypeScript and the workspace runs its
// TypeScript with tsx, so the generator's source is compiled on the fly by tsx's CommonJS hook.
require('tsx/cjs/api').register();
module.exports = require('./generator.ts');
