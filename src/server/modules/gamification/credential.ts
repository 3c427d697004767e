import { createHash } from 'node:crypto';
import { createLocalJWKSet, type JWK, jwtVerify, SignJWT } from 'jose';
import type { IssuerKey } from './issuer-key';

/** Where the issuers' documents live, under the server's public address (an organisation's under its id). */
export function credentialUrls(publicUrl: string) {
  const base = `${publicUrl}/api/gamification/public`;
  return {
    issuer: `${base}/issuer`,
    jwks: `${base}/issuer/jwks.json`,
    orgIssuer: (clientId: number) => `${base}/issuer/organisation/${clientId}`,
    orgJwks: (clientId: number) => `${base}/issuer/organisation/${clientId}/jwks.json`,
    credential: (id: number) => `${base}/credential/${id}`,
    achievement: (code: string) => `${base}/achievement/${encodeURIComponent(code)}`,
    page: (id: number) => `${publicUrl}/certification/${id}`,
  };
}

export interface CredentialInput {
  id: number;
  code: string;
  name: string;
  description: string;
  criteriaNarrative: string;
  recipientName: string;
  /** the recipient's e-mail: the credential carries only its salted hash (OB 3.0 IdentityObject) */
  recipientEmail: string;
  /** a random salt of this credential, so the same e-mail hashes differently in each */
  salt: string;
  issuedAt: Date;
  issuerName: string;
  /** the issuer profile's URL (Stride's, or the organisation's) */
  issuerId: string;
}

/** The JSON-LD contexts of an OB 3.0 credential (VC data model 2.0, then Open Badges 3.0.3). */
export const OB_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/**
 * OB 3.0 IdentityHash: 'sha256$' and the hex SHA-256 of the identity followed by the salt, both UTF-8. An e-mail is
 * compared in lower case (a verifier hashes the address it is given the same way).
 */
export function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(`${email.trim().toLowerCase()}${salt}`, 'utf8')
    .digest('hex')}`;
}

/**
 * The achievement a credential links to (`credentialSubject.achievement.id`), served at that link on its own: the
 * same object as inside the credential, with the JSON-LD context.
 */
export function achievementDocument(
  publicUrl: string,
  a: { code: string; name: string; description: string; criteriaNarrative: string },
) {
  return {
    id: credentialUrls(publicUrl).achievement(a.code),
    type: ['Achievement'],
    name: a.name,
    description: a.description,
    criteria: { narrative: a.criteriaNarrative },
  };
}

/**
 * An Open Badges 3.0 credential (a W3C Verifiable Credential, data model 2.0) for one certificate: the OpenBadge
 * credential JSON, which is also the payload of its VC-JWT (OB 3.0 section 8.2: the credential at the top level,
 * `iss`, `jti`, `nbf` from validFrom).
 */
export function openBadgeCredential(publicUrl: string, c: CredentialInput) {
  const urls = credentialUrls(publicUrl);
  return {
    '@context': [...OB_CONTEXT],
    id: urls.credential(c.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: c.name,
    issuer: { id: c.issuerId, type: ['Profile'], name: c.issuerName, url: publicUrl },
    validFrom: c.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      // the recipient, as a verifier can match them: the salted hash of their e-mail (OB 3.0 section B.1.3)
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: identityHash(c.recipientEmail, c.salt),
          identityType: 'emailAddress',
          hashed: true,
          salt: c.salt,
        },
      ],
      achievement: achievementDocument(publicUrl, c),
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** Signs the credential as a VC-JWT with the issuer's Ed25519 key (header: EdDSA, kid, the public jwk). */
export async function signCredential(credential: OpenBadgeCredential, key: IssuerKey): Promise<string> {
  const { kty, crv, x } = key.publicJwk;
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: key.kid, jwk: { kty, crv, x } })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000))
    .sign(key.privateKey);
}

/** Whether a VC-JWT verifies with the published key set (and names this issuer); never throws. */
export async function verifyCredential(
  jwt: string,
  keys: { keys: JWK[] },
  issuer: string,
  now: Date,
): Promise<boolean> {
  try {
    await jwtVerify(jwt, createLocalJWKSet(keys), { issuer, algorithms: ['EdDSA'], currentDate: now });
    return true;
  } catch {
    return false;
  }
}
