/** Query keys of the sprint design. */
export const sprintDesignKeys = {
  library: (lng: string) => ['sprint-design', 'library', lng] as const,
  active: ['sprint-design', 'active'] as const,
  search: (keyword: string) => ['sprint-design', 'member-search', keyword] as const,
};
