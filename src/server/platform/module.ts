import type { FastifyPluginAsync } from 'fastify';
import type { OwnerLookup } from './auth/owners';
import type { DomainEvents } from './events';
import type { JobDefinition, ScheduleDefinition } from './jobs/types';

/** One route plugin of a module and the API base it is served under (see ARCHITECTURE.md, "The API"). */
export interface ModulePlugin {
  prefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: plugins carry their own option types
  plugin: FastifyPluginAsync<any>;
}

/** A listener of the in-process event bus that a module declares. */
export type ModuleListener = {
  [K in keyof DomainEvents]: { event: K; handler(payload: DomainEvents[K]): void | Promise<void> };
}[keyof DomainEvents];

/** Ids of what the identity seed created: organisations by key ('demo', 'other', 'expired'), people by e-mail. */
export interface DemoIds {
  org(key: string): number;
  user(email: string): number;
}

/** One step of a module's demo data, run after the organisations and people exist. */
export interface SeedStep {
  /** what the step seeds, for logs and errors */
  name: string;
  run(ids: DemoIds): Promise<void>;
}

/**
 * The one face every server module shows (decision 0016). `app.ts` walks the registry of modules and registers
 * their plugins, listeners, jobs and schedules, and calls start/stop. What a module offers other modules is its
 * `api`, reached only through ports the consumer declares and the wiring passes in.
 */
export interface StrideModule<Api = unknown, Name extends string = string> {
  name: Name;
  plugins: ModulePlugin[];
  listeners?: ModuleListener[];
  jobs?: JobDefinition[];
  schedules?: ScheduleDefinition[];
  /**
   * Whether an object of each kind this module owns belongs to an organisation (decision 0026): routes of any
   * module name the kind in their `owners` (`owner.of('team')`); two modules may not supply one kind.
   */
  owners?: Record<string, OwnerLookup>;
  /** demo data steps, run in the registry's order of modules, then in this order */
  seeds?: SeedStep[];
  /** called once the server is ready (after listen) */
  start?(): Promise<void> | void;
  /** called before the server closes */
  stop?(): Promise<void> | void;
  api: Api;
}

/** Gives a module its contract type while keeping its name and api types exact (the registry derives from them). */
export function defineModule<Api, const Name extends string>(
  module: StrideModule<Api, Name>,
): StrideModule<Api, Name> {
  return module;
}
