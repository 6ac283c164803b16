#!/usr/bin/env node
/**
 * Reads a benchmark's JSON report on stdin and fails unless it parses and every named field is there
 * (a dotted path to a number, or to an object): how `pnpm test` proves a benchmark's smoke run still
 * completes and reports. Nothing is timed or compared. Usage: bench ... | node tools/check-bench-report.mjs smoke mount_ms.message_list ...
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
const missing = process.argv.slice(2).filter((field) => {
  const value = field.split('.').reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), report);
  return value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));
});
if (missing.length > 0) {
  console.error(`The benchmark's report lacks ${missing.join(', ')}:\n${JSON.stringify(report, null, 2)}`);
  process.exit(1);
}
console.log(`benchmark report complete (${process.argv.length - 2} fields checked)`);
