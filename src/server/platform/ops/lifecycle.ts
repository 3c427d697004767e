/**
 * Where the instance is in its life: serving, or draining (stopping: readiness answers false so the load
 * balancer sends no new work, while the requests and job runs in flight finish).
 */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
