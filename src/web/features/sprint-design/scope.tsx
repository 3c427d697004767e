import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { DESIGN_STEPS } from '../../../shared/contracts/sprint-design-calls';
import {
  type DesignBody,
  type DesignedSprint,
  useActiveSprint,
  useSaveDesign,
  useStartSprint,
} from './api/design';
import { sprintDesignKeys } from './api/keys';
import type { StepProps } from './wizard/step-props';

/** The sprint in progress and the design not yet started, as the library and the wizard read them. */
export interface ActiveDesign {
  sprint: DesignedSprint | null;
  design: DesignedSprint | null;
}

/** What the pages use of a scope's save and start mutations. */
export interface DesignMutation<V> {
  isPending: boolean;
  mutate(value: V, options?: { onSuccess?(): void; onError?(error: Error): void }): void;
}

/**
 * Whose sprint is designed: the person's own (the default) or a team's (issue 13). The library, DIY, the
 * pre-designed list and the wizard read their calls, paths and extra wizard steps from here, so a team sprint is
 * designed with the same pages.
 */
export interface DesignScope {
  /** null: the person's own sprint */
  team: { id: number; name: string } | null;
  /** the wizard's steps, in order */
  steps: readonly string[];
  paths: { library: string; preDesigned: string; diy: string; design: string; running: string };
  /** the query whose cached sprint and design the crew panel updates */
  activeKey: QueryKey;
  useActive(): UseQueryResult<ActiveDesign>;
  useSave(): DesignMutation<DesignBody>;
  useStart(): DesignMutation<number>;
  /** steps the scope adds to the wizard, by name (the team: sprint team and action leads) */
  extraSteps?: Readonly<Record<string, ComponentType<StepProps>>>;
  /** lines the scope adds to the start step's summary (the team: sprint team and action leads) */
  startRows?: ComponentType<{ design: DesignedSprint }>;
  /** one line under the titles (the team's name) */
  subtitle?: ReactNode;
}

export const personalScope: DesignScope = {
  team: null,
  steps: DESIGN_STEPS,
  paths: {
    library: '/sprint-library',
    preDesigned: '/sprint-library/pre-designed',
    diy: '/sprint-library/diy',
    design: '/sprint-library/design',
    running: '/sprint/dashboard',
  },
  activeKey: sprintDesignKeys.active,
  useActive: useActiveSprint,
  useSave: useSaveDesign,
  useStart: useStartSprint,
};

const ScopeContext = createContext<DesignScope>(personalScope);

/** Designs a team's sprint (or another scope's) with the sprint design pages inside. */
export function DesignScopeProvider({ scope, children }: { scope: DesignScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function useDesignScope(): DesignScope {
  return useContext(ScopeContext);
}

/**
 * The key of a text that speaks of whose sprint it is: in a team's scope its team wording under `team.` of the
 * sprint-design texts (the team's sprint, not "your sprint"); the person's own wording otherwise.
 */
export function useScopedKey(): (key: string) => string {
  const scope = useDesignScope();
  return scope.team ? (key) => `team.${key}` : (key) => key;
}
