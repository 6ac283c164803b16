/**
 * The message catalogs of every package: `src/locales/<locale>.json` holds the ICU sources a translator
 * edits; `src/locales/compiled/<locale>.json` is what the code imports, compiled by `pnpm i18n` so the
 * runtime needs no ICU parser. `catalogProblems` is what each package's catalog test asserts is empty.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const CATALOG_LOCALES = ['en', 'he'] as const;

type Source = Record<string, string>;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The compiled form of a source catalog, keys in the source's order. */
export function compileCatalog(source: Source): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));
}

/** The placeholders a compiled message uses ('#' inside a plural is the plural's own). */
function placeholdersOf(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part as [string, string?, Record<string, unknown>?];
    into.add(name);
    for (const branch of Object.values(options ?? {})) placeholdersOf(branch, into);
  }
  return into;
}

/** Every plural in a compiled message, with the forms it has. */
function pluralsOf(compiled: unknown, into: { name: string; forms: string[] }[] = []) {
  if (!Array.isArray(compiled)) return into;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, type, options] = part as [string, string?, Record<string, unknown>?];
    if (type === 'plural') into.push({ name, forms: Object.keys(options ?? {}) });
    for (const branch of Object.values(options ?? {})) pluralsOf(branch, into);
  }
  return into;
}

function sourceFiles(dir: string, skip: (file: string) => boolean, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== 'locales' && entry !== 'node_modules') sourceFiles(file, skip, into);
    } else if (/\.(ts|tsx)$/.test(entry) && !skip(file)) into.push(file);
  }
  return into;
}

const notProductCode = (file: string) => /\.(test|stories|spec)\.tsx?$/.test(file);

/**
 * What is wrong with a package's catalogs: a key missing in a language, a key no code uses, placeholders
 * that differ between languages, a plural without a form the language needs, a message that does not parse,
 * and compiled catalogs older than their sources. `codeDirs` are searched for the keys (as quoted strings).
 */
export function catalogProblems(localesDir: string, codeDirs: string[]): string[] {
  const problems: string[] = [];
  const sources = Object.fromEntries(
    CATALOG_LOCALES.map((locale) => [locale, readJson(path.join(localesDir, `${locale}.json`)) as Source]),
  );
  const english = sources.en!;
  const compiled: Record<string, Record<string, unknown>> = {};
  for (const locale of CATALOG_LOCALES) {
    const source = sources[locale]!;
    for (const key of Object.keys(english)) if (!(key in source)) problems.push(`${locale}: missing key "${key}"`);
    for (const key of Object.keys(source)) if (!(key in english)) problems.push(`${locale}: key "${key}" is not in English`);
    compiled[locale] = {};
    for (const [key, message] of Object.entries(source)) {
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${locale}: "${key}" is empty`);
        continue;
      }
      try {
        compiled[locale]![key] = compileMessage(message);
      } catch (error) {
        problems.push(`${locale}: "${key}" does not parse: ${(error as Error).message}`);
      }
    }
    const file = path.join(localesDir, 'compiled', `${locale}.json`);
    if (!existsSync(file) || JSON.stringify(readJson(file)) !== JSON.stringify(compileCatalog(source))) {
      problems.push(`${locale}: compiled catalog is out of date; run pnpm i18n`);
    }
  }
  for (const key of Object.keys(english)) {
    const want = [...placeholdersOf(compiled.en?.[key])].sort().join(',');
    for (const locale of CATALOG_LOCALES) {
      const have = [...placeholdersOf(compiled[locale]?.[key])].sort().join(',');
      if (have !== want) problems.push(`${locale}: "${key}" has placeholders {${have}}, English has {${want}}`);
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((form) => form !== 'many');
      for (const plural of pluralsOf(compiled[locale]?.[key])) {
        const missing = needed.filter((form) => !plural.forms.includes(form) && !(form === 'zero'));
        if (missing.length > 0) problems.push(`${locale}: "${key}" plural {${plural.name}} lacks ${missing.join(', ')}`);
      }
    }
  }
  const code = codeDirs
    .flatMap((dir) => sourceFiles(dir, notProductCode))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  for (const key of Object.keys(english)) {
    if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`)) problems.push(`"${key}" is used by no code`);
  }
  return problems;
}

/** Every `locales` folder with an `en.json` under a folder (a package may keep more than one catalog). */
function localesDirs(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'compiled' || !statSync(file).isDirectory()) continue;
    if (entry === 'locales' && existsSync(path.join(file, 'en.json'))) into.push(file);
    else localesDirs(file, into);
  }
  return into;
}

/** Every catalog's folder under packages/ and apps/ (each package's and app's `src`). */
export function catalogDirs(root: string): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(root, group)).flatMap((name) => {
      const src = path.join(root, group, name, 'src');
      return existsSync(src) ? localesDirs(src) : [];
    }),
  );
}

/** `pnpm i18n`: compiles every catalog under packages/ and apps/. */
export function compileAll(root: string): string[] {
  const written: string[] = [];
  for (const dir of catalogDirs(root)) {
    mkdirSync(path.join(dir, 'compiled'), { recursive: true });
    for (const locale of CATALOG_LOCALES) {
      const file = path.join(dir, 'compiled', `${locale}.json`);
      writeFileSync(file, `${JSON.stringify(compileCatalog(readJson(path.join(dir, `${locale}.json`)) as Source))}\n`);
      written.push(path.relative(root, file));
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of compileAll(path.resolve(import.meta.dirname, '..'))) console.log(`wrote ${file}`);
}
