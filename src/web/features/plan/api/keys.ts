/** Query keys of the plan feature, so a change refreshes exactly what shows it. */
export const planKeys = {
  all: ['plan'] as const,
  list: (userId?: number) => ['plan', 'list', userId ?? 'me'] as const,
  plan: (id: number) => ['plan', 'plan', id] as const,
  sections: (id: number) => ['plan', 'sections', id] as const,
  goals: (id: number) => ['plan', 'goals', id] as const,
  network: (id: number) => ['plan', 'network', id] as const,
  meetings: (id: number) => ['plan', 'meetings', id] as const,
  comments: (sectionId: number) => ['plan', 'comments', sectionId] as const,
  guests: (id: number) => ['plan', 'guests', id] as const,
};

/** A plan guest reads through the guest paths with the token of the shared link. */
export interface GuestAccess {
  token: string;
}

/** The path of a call, the guest variant under /agile-plan/guest/ when a guest calls. */
export function planCall(path: string, guest?: GuestAccess | null): { path: string; bearer?: string } {
  if (!guest) return { path: `/api/user/agile-plan/${path}` };
  return { path: `/api/user/agile-plan/guest/${path}`, bearer: guest.token };
}
