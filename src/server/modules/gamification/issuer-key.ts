import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../platform/db/client';
import { gamificationIssuerKeys } from './tables';

export interface IssuerKey {
  kid: string;
  publicJwk: { kty: string; crv: string; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  privateKey: CryptoKey;
}

/**
 * The issuer's Ed25519 key pair: made on first use and stored once (the first instance to insert wins; every other
 * reads that one), so all instances sign with the key the server publishes (decision 0043).
 */
export function issuerKeyOf(db: Db) {
  let cached: Promise<IssuerKey> | null = null;
  async function load(q: Db): Promise<IssuerKey> {
    let [row] = await q.select().from(gamificationIssuerKeys).limit(1);
    if (!row) {
      const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const publicJwk = await exportJWK(pair.publicKey);
      const privateJwk = await exportJWK(pair.privateKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await q
        .insert(gamificationIssuerKeys)
        .values({ kid, publicJwk: { ...publicJwk }, privateJwk: { ...privateJwk } })
        .onConflictDoNothing();
      [row] = await q.select().from(gamificationIssuerKeys).limit(1);
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
  /** `tx`: the caller's transaction, when it holds one (PGlite has one connection: a second would wait on it) */
  return (tx: Db = db): Promise<IssuerKey> => {
    if (cached) return cached;
    const loading = load(tx);
    // a key made inside the caller's transaction is kept only once that commits: not cached from there
    if (tx === db)
      cached = loading.catch((err) => {
        cached = null;
        throw err;
      });
    return loading;
  };
}
export type IssuerKeyLoader = ReturnType<typeof issuerKeyOf>;
