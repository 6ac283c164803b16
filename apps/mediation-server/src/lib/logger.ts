/**
 * How the server logs: readable lines (pino-pretty) for a person at a terminal, one JSON object a line
 * for machines (a pipe, a file, a log collector) and always in production. LOG_FORMAT=json or pretty
 * overrides the choice.
 */
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from '../config';
import { logSerializers } from './log-serializers';

export type LogFormat = 'pretty' | 'json';

/** Where the output goes: a terminal or not, and NODE_ENV. */
export interface LogSurroundings {
  isTTY: boolean;
  nodeEnv: string | undefined;
}

export const currentSurroundings = (): LogSurroundings => ({ isTTY: process.stdout.isTTY === true, nodeEnv: process.env.NODE_ENV });

/** pretty on a terminal outside production, JSON otherwise, unless LOG_FORMAT names one. */
export function logFormatOf(format: Config['LOG_FORMAT'], surroundings: LogSurroundings): LogFormat {
  if (format !== 'auto') return format;
  return surroundings.isTTY && surroundings.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/**
 * Fastify's logger options: pino's own way of pretty printing, the pino-pretty transport, or JSON lines on
 * stdout. `stream` lets a test read the lines.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_FORMAT' | 'LOG_LEVEL'>,
  stream?: DestinationStream,
  surroundings: LogSurroundings = currentSurroundings(),
): LoggerOptions & { stream?: DestinationStream } {
  const base = { level: config.LOG_LEVEL, serializers: logSerializers };
  if (stream) return { ...base, stream };
  if (logFormatOf(config.LOG_FORMAT, surroundings) === 'json') return base;
  return {
    ...base,
    // sync: the worker writes each line as it gets it, so a flush (listenAndAnnounce) means it is on screen.
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true } },
  };
}
