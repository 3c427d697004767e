/**
 * BENCH_CPU_PROF=<dir>: the Node arguments that make a benchmarked server write a V8 CPU profile named `name` there
 * when it stops (open it in Chrome DevTools); none without the variable.
 */
export function cpuProfileArgs(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
}
