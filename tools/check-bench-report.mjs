#!/usr/bin/env node
/**
 * Reads a benchmark's JSON report on stdin and fails unless it parses and every named field is there
 * (a dotted path to a number, or to an object): how `pnpm test` proves a benchmark's smoke run still
 * completes and reports. A field written `path<=limit` must also be a number at most `limit`: a budget
 * the smoke run can measure exactly (bytes, never time), enforced by the tests.
 * Usage: bench ... | node tools/check-bench-report.mjs smoke mount_ms.message_list loginJavaScript.kb<=155 ...
 */
let text = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) text += chunk;

let report;
try {
  report = JSON.parse(text);
} catch (error) {
  console.error(`The benchmark printed no JSON report (${error.message}):\n${text.slice(0, 2000)}`);
  process.exit(1);
}
const checks = process.argv.slice(2).map((argument) => {
  const [field, limit] = argument.split('<=');
  return { field, limit: limit === undefined ? undefined : Number(limit) };
});
const malformed = checks.filter((check) => check.limit !== undefined && !Number.isFinite(check.limit));
if (malformed.length > 0) {
  console.error(`Limits must be numbers: ${malformed.map((check) => check.field).join(', ')}`);
  process.exit(1);
}
const valueOf = (field) => field.split('.').reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), report);
const missing = checks.filter(({ field }) => {
  const value = valueOf(field);
  return value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));
});
if (missing.length > 0) {
  console.error(`The benchmark's report lacks ${missing.map((check) => check.field).join(', ')}:\n${JSON.stringify(report, null, 2)}`);
  process.exit(1);
}
const over = checks.filter(({ field, limit }) => limit !== undefined && !(typeof valueOf(field) === 'number' && valueOf(field) <= limit));
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map(({ field, limit }) => `${field} is ${JSON.stringify(valueOf(field))}, the budget ${limit}`).join('; ')}\n${JSON.stringify(report, null, 2)}`,
  );
  process.exit(1);
}
const limited = checks.filter((check) => check.limit !== undefined).length;
console.log(`benchmark report complete (${checks.length} fields checked${limited ? `, ${limited} within budget` : ''})`);
