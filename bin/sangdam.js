#!/usr/bin/env node
// The compiled CLI; `npm install` builds dist/ through the prepare script.
import('../dist/cli/main.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli/main.js')) {
    console.error('sangdam is not built yet: run `npm install` (or `npm run build`) in the project folder first.');
    process.exit(1);
  }
  throw error;
});
