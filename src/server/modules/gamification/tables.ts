import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CertificationResult } from '../../../shared/domain/certification';

/**
 * Badges and certificates a person earned (spec personal-area: Badge/certificate; decision 0043). `code` names the
 * definition in content/badges; `type` BADGE, STRIDE_CERT or LEADERSHIP_CERT. A badge is earned once per person
 * (unique), a sprint certificate once per sprint. A certificate carries the criteria as they were met and its
 * Open Badges 3.0 credential, signed when issued (a VC-JWT).
 */
export const gamificationAwards = pgTable(
  'gamification_awards',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** STRIDE or CLIENT (the organisation: the leadership certificate, decision 0056) */
    issuer: text('issuer').notNull().default('STRIDE'),
    /** the issuer's name when issued (the organisation's, for CLIENT); null: Stride */
    issuerName: text('issuer_name'),
    sprintId: integer('sprint_id'),
    /** the sprint's label when issued (the certificate keeps it however the sprint changes) */
    sprintLabel: text('sprint_label'),
    /** the person's name when issued */
    recipientName: text('recipient_name').notNull(),
    criteria: jsonb('criteria').$type<CertificationResult>(),
    /** the signed Open Badges 3.0 credential (VC-JWT), certificates only */
    credential: text('credential'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the congratulation dialog was shown */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gamification_awards_user_code_idx').on(t.userId, t.code).where(sql`sprint_id is null`),
    uniqueIndex('gamification_awards_sprint_code_idx')
      .on(t.sprintId, t.code)
      .where(sql`sprint_id is not null`),
    index('gamification_awards_client_user_idx').on(t.clientId, t.userId),
  ],
);

/**
 * The credential issuers' signing keys (Ed25519, JWK), each generated once and kept in the database so every
 * server instance signs with one key per issuer and the published key verifies all its credentials (decisions
 * 0043, 0056): Stride's (client_id null) and one per organisation that issues certificates (client_id).
 */
export const gamificationIssuerKeys = pgTable(
  'gamification_issuer_keys',
  {
    kid: text('kid').primaryKey(),
    /** the issuing organisation; null: Stride */
    clientId: integer('client_id'),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gamification_issuer_keys_client_idx').on(t.clientId).where(sql`client_id is not null`),
  ],
);
