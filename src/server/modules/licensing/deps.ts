/** What the licensing module needs of identity (wired in src/server/registry.ts). */
export interface LicensingPeoplePort {
  /** the subscription's buyer: name and e-mail, null when unknown */
  byId(id: number): Promise<{ fullName: string; email: string } | null>;
}
