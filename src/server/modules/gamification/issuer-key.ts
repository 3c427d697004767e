import { asc, eq, isNull } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../platform/db/client';
import { gamificationIssuerKeys } from './tables';

export interface IssuerKey {
  kid: string;
  publicJwk: { kty: string; crv: string; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  privateKey: CryptoKey;
}

/**
 * An issuer's Ed25519 key pair: Stride's (clientId null) or an organisation's (decision 0056). Made on first use
 * and stored once (the first instance to insert wins; every other reads that one), so all instances sign with the
 * key the server publishes for that issuer (decision 0043).
 */
export function issuerKeyOf(db: Db) {
  const cached = new Map<number | null, Promise<IssuerKey>>();
  async function load(q: Db, clientId: number | null): Promise<IssuerKey> {
    const read = () =>
      q
        .select()
        .from(gamificationIssuerKeys)
        .where(
          clientId === null
            ? isNull(gamificationIssuerKeys.clientId)
            : eq(gamificationIssuerKeys.clientId, clientId),
        )
        .orderBy(asc(gamificationIssuerKeys.createdAt), asc(gamificationIssuerKeys.kid))
        .limit(1);
    let [row] = await read();
    if (!row) {
      const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const publicJwk = await exportJWK(pair.publicKey);
      const privateJwk = await exportJWK(pair.privateKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await q
        .insert(gamificationIssuerKeys)
        .values({ kid, clientId, publicJwk: { ...publicJwk }, privateJwk: { ...privateJwk } })
        .onConflictDoNothing();
      [row] = await read();
    }
    if (!row) throw new Error('the credential issuer key could not be stored');
    const pub = row.publicJwk as JWK;
    const publicJwk = {
      kty: String(pub.kty),
      crv: String(pub.crv),
      x: String(pub.x),
      kid: row.kid,
      alg: 'EdDSA' as const,
      use: 'sig' as const,
    };
    const privateKey = (await importJWK(row.privateJwk as JWK, 'EdDSA')) as CryptoKey;
    return { kid: row.kid, publicJwk, privateKey };
  }
  /**
   * `tx`: the caller's transaction, when it holds one (PGlite has one connection: a second would wait on it);
   * `clientId`: the issuing organisation (null or absent: Stride)
   */
  return (tx: Db = db, clientId: number | null = null): Promise<IssuerKey> => {
    const hit = cached.get(clientId);
    if (hit) return hit;
    const loading = load(tx, clientId);
    // a key made inside the caller's transaction is kept only once that commits: not cached from there
    if (tx === db)
      cached.set(
        clientId,
        loading.catch((err) => {
          cached.delete(clientId);
          throw err;
        }),
      );
    return loading;
  };
}
export type IssuerKeyLoader = ReturnType<typeof issuerKeyOf>;
