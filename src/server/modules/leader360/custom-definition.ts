import type { Custom360Body, Custom360Definition } from '../../../shared/contracts/leader360';
import type { Language } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { Clock } from '../../platform/clock';
import { unprocessable } from '../../platform/http/errors';
import type { Leader360People } from './deps';
import { bankOf, isBankItem } from './items';
import type { Leader360Repo } from './repo';

/**
 * The organisation's Custom 360 questions (decision 0047): the admin chooses bank items and writes their own in
 * the languages they have. Whether it is on and its name are the organisation's settings (people.organisation).
 */
export function createCustomDefinitionService(deps: {
  repo: Leader360Repo;
  clock: Clock;
  people: Pick<Leader360People, 'organisation'>;
}) {
  async function get(p: Principal, language: Language): Promise<Custom360Definition> {
    const [org, def] = await Promise.all([
      deps.people.organisation(p.clientId),
      deps.repo.definition(p.clientId),
    ]);
    return {
      enabled: org?.customModelEnabled ?? false,
      name: org?.customModelName ?? null,
      itemCodes: def?.itemCodes ?? [],
      ownItems: (def?.ownItems ?? []).map((i) => ({
        code: i.code,
        capability: i.capability,
        text: Object.fromEntries(Object.entries(i.text).filter((e): e is [string, string] => Boolean(e[1]))),
      })),
      bank: bankOf(language),
    };
  }

  return {
    get,
    /** Saves the questions (bank codes must exist, no code twice); running 360s keep the questions they started with. */
    async save(p: Principal, body: Custom360Body, language: Language) {
      for (const [i, code] of body.itemCodes.entries()) {
        if (!isBankItem(code))
          throw unprocessable(
            `itemCodes.${i}: ${code} is not a question of the 360 bank`,
            'L360_UNKNOWN_ITEM',
          );
      }
      const seen = new Set<string>();
      for (const [i, code] of [...body.itemCodes, ...body.ownItems.map((o) => o.code)].entries()) {
        if (seen.has(code))
          throw unprocessable(`itemCodes.${i}: ${code} is chosen twice`, 'L360_DUPLICATE_ITEM');
        seen.add(code);
      }
      await deps.repo.saveDefinition({
        clientId: p.clientId,
        itemCodes: body.itemCodes,
        ownItems: body.ownItems.map((o) => ({
          ...o,
          text: Object.fromEntries(Object.entries(o.text).filter(([, v]) => v)),
        })),
        updatedAt: deps.clock.now(),
      });
      return get(p, language);
    },
  };
}
export type CustomDefinitionService = ReturnType<typeof createCustomDefinitionService>;
