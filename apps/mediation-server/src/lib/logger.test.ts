import { describe, expect, it } from 'vitest';
import { logFormatOf, loggerOptions } from './logger';

describe('the log format (readable in a terminal, JSON for machines and production)', () => {
  it.each([
    ['auto', true, undefined, 'pretty'],
    ['auto', true, 'development', 'pretty'],
    ['auto', true, 'production', 'json'],
    ['auto', false, undefined, 'json'],
    ['auto', false, 'production', 'json'],
    ['json', true, undefined, 'json'],
    ['pretty', false, 'production', 'pretty'],
  ] as const)('LOG_FORMAT=%s, terminal %s, NODE_ENV=%s: %s', (format, isTTY, nodeEnv, expected) => {
    expect(logFormatOf(format, { isTTY, nodeEnv })).toBe(expected);
  });

  it('pretty is the pino-pretty transport; JSON is pino plain', () => {
    const pretty = loggerOptions({ LOG_FORMAT: 'auto', LOG_LEVEL: 'info' }, undefined, { isTTY: true, nodeEnv: undefined });
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty' });
    const json = loggerOptions({ LOG_FORMAT: 'auto', LOG_LEVEL: 'info' }, undefined, { isTTY: true, nodeEnv: 'production' });
    expect(json.transport).toBeUndefined();
    expect(json.level).toBe('info');
  });
});
