/** The admin the benchmark's servers are created with. */
export const BENCH_ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password' };

/** The bench asks its server process (over IPC) to time `samples` lone commits of a message into a running case. */
export interface CommitsRequest {
  type: 'commits';
  caseId: string;
  fromUserId: number;
  samples: number;
  warmup: number;
}

/** Each commit's milliseconds, or why they could not be measured. */
export type CommitsReply = { type: 'commits'; latenciesMs: number[] } | { type: 'commits'; error: string };
