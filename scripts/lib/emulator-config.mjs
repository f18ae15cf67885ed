// firebase.json is what gets deployed, so its Content-Security-Policy names no local address.
// Under the emulators the browser also talks to the Auth and Firestore emulators (and shows
// the Auth emulator's frame): every script that starts them passes a generated copy of the
// configuration with those origins added.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from './toolchain.mjs';

/** At the root: firebase-tools resolves the paths in a configuration from its folder. */
export const emulatorConfigFile = 'firebase.emulator.json';

// Both names of this machine: the site may be opened as localhost or 127.0.0.1.
const localHosts = ['127.0.0.1', 'localhost'];

export function readFirebaseConfig() {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
}

/** The origins of the named emulators, on the ports `config.emulators` gives them. */
export function emulatorOrigins(config, names) {
  return names.flatMap((name) => {
    const port = config.emulators?.[name]?.port;
    if (!port) throw new Error(`firebase.json sets no port for the ${name} emulator.`);
    return localHosts.map((host) => `http://${host}:${port}`);
  });
}

/** `policy` with `additions` (directive -> sources) appended to directives it already has. */
export function addSources(policy, additions) {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  for (const [name, sources] of Object.entries(additions)) {
    const directive = directives.find(([directiveName]) => directiveName === name);
    // Adding a directive the policy lacks would drop default-src's sources for it.
    if (!directive) throw new Error(`The Content-Security-Policy has no ${name} to extend.`);
    directive.push(...sources.filter((source) => !directive.includes(source)));
  }
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** `config` with the emulators the browser reaches allowed by the Content-Security-Policy. */
export function withEmulatorSources(config) {
  const additions = {
    // Hosting and functions too: the site may be opened on either host name.
    'connect-src': emulatorOrigins(config, ['auth', 'firestore', 'functions', 'hosting']),
    // The Auth SDK's helper frame (popup sign-in) comes from the Auth emulator.
    'frame-src': emulatorOrigins(config, ['auth']),
  };
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: addSources(header.value, additions) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/**
 * Writes `config` (firebase.json by default) with the emulator sources as `file` at the root
 * and returns `file`, for `firebase --config`. Written whole, then renamed: `npm start` and
 * `npm test` in the same tree may write it at the same time.
 */
export function writeEmulatorConfig(config = readFirebaseConfig(), file = emulatorConfigFile) {
  const target = join(root, file);
  const partial = `${target}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(withEmulatorSources(config), null, 2)}\n`);
  renameSync(partial, target);
  return file;
}
