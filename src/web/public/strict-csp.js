// The server's Content-Security-Policy allows no eval (issue 22). zod 4 builds its object
// parsers with `new Function` when allowed, and probes for it as soon as the first schema is
// made; jitless mode skips both. This classic script runs before the page's modules (which are
// deferred), whatever order the bundler gives their chunks; zod reads this object as its config.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
