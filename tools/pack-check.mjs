#!/usr/bin/env node
/**
 * `node ../../tools/pack-check.mjs` from a package folder (part of its `test` script, after the build): the
 * package as another team gets it. It packs the package and the workspace packages it needs as peers with
 * `pnpm pack`, installs the tarballs and the other peers with npm in an empty project, and there loads every
 * entry of the package's `exports` both ways a consumer can: `require` (CommonJS) and `import` in Node's own
 * ES module loader, with no bundler in between. Both must load and expose the same names.
 *
 * Peers from outside the workspace are installed at the versions the workspace uses, so the check does not
 * change under us when a new version is published.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const packageDir = process.cwd();
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Workspace folders by package name. */
const workspaceRoot = path.resolve(import.meta.dirname, '..');
const workspace = new Map();
for (const group of ['packages', 'apps']) {
  const groupDir = path.join(workspaceRoot, group);
  for (const name of existsSync(groupDir) ? run('ls', [groupDir]).split('\n').filter(Boolean) : []) {
    const manifest = path.join(groupDir, name, 'package.json');
    if (existsSync(manifest)) workspace.set(readJson(manifest).name, path.join(groupDir, name));
  }
}

/** The package, the workspace packages among its peers (and theirs), and the other peers with their versions. */
const toPack = [];
const peers = new Map();
const visit = (dir) => {
  if (toPack.includes(dir)) return;
  toPack.push(dir);
  const manifest = readJson(path.join(dir, 'package.json'));
  for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
    if (workspace.has(peer)) visit(workspace.get(peer));
    else if (!peers.has(peer)) {
      // The version this workspace resolves the peer to.
      const installed = createRequire(path.join(dir, 'package.json')).resolve(`${peer}/package.json`);
      peers.set(peer, readJson(installed).version);
    }
  }
};
visit(packageDir);

const temp = mkdtempSync(path.join(tmpdir(), 'pack-check-'));
try {
  const tarballs = toPack.map((dir) => {
    if (!existsSync(path.join(dir, 'dist'))) run('pnpm', ['run', 'build'], dir);
    const output = run('pnpm', ['pack', '--pack-destination', temp], dir).trim().split('\n');
    return output[output.length - 1];
  });
  const project = path.join(temp, 'consumer');
  run('mkdir', ['-p', project]);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'pack-check-consumer', private: true }));
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...tarballs,
      ...[...peers].map(([name, version]) => `${name}@${version}`),
    ],
    project,
  );

  const { name, exports } = readJson(
    path.join(project, 'node_modules', readJson(path.join(packageDir, 'package.json')).name, 'package.json'),
  );
  const entries = Object.keys(exports ?? { '.': null })
    // Stylesheets are for the consumer's bundler, not for Node's loaders.
    .filter((key) => key !== './package.json' && !key.endsWith('.css'))
    .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
  const failures = [];
  for (const [key, target] of Object.entries(exports ?? {})) {
    if (key.endsWith('.css') && !existsSync(path.join(project, 'node_modules', name, target)))
      failures.push(`${name}/${key.slice(2)}: ${target} is not in the package`);
  }
  for (const entry of entries) {
    const keys = {};
    for (const [mode, args] of [
      ['require', ['-e', `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(entry)})).sort()))`]],
      [
        'import',
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(entry)}); console.log(JSON.stringify(Object.keys(m).filter((k) => k !== 'default').sort()))`,
        ],
      ],
    ]) {
      try {
        keys[mode] = JSON.parse(run(process.execPath, args, project));
      } catch (error) {
        failures.push(
          `${mode} ${entry} failed:\n${String(error.stderr || error.message)
            .trim()
            .split('\n')
            .slice(0, 8)
            .join('\n')}`,
        );
      }
    }
    if (keys.require && keys.import) {
      const names = keys.require.filter((key) => key !== 'default' && key !== '__esModule');
      if (names.length === 0) failures.push(`${entry} exports nothing`);
      else if (JSON.stringify(names) !== JSON.stringify(keys.import)) failures.push(`${entry}: require and import expose different names`);
      else console.log(`pack-check: ${entry}: require and import both load, ${names.length} exports`);
    }
  }
  if (failures.length > 0) {
    console.error(failures.join('\n\n'));
    process.exitCode = 1;
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
