/** The admin the benchmark's servers are created with. */
export const BENCH_ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password' };
