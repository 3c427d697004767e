import { randomBytes } from 'node:crypto';
import {
  type AwardType,
  BADGES,
  type BadgeDefinition,
  type BadgeTrigger,
  badgeByCode,
  badgeByTrigger,
  DEFAULT_CRITERIA,
  LEADERSHIP_CERT_AFTER,
} from '../../../../content/badges';
import type { AwardView } from '../../../shared/contracts/gamification';
import { type CertificationResult, evaluateCertification } from '../../../shared/domain/certification';
import type { Language } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { supportedLanguage } from '../../platform/i18n';
import {
  achievementDocument,
  credentialUrls,
  OB_CONTEXT,
  openBadgeCredential,
  signCredential,
  verifyCredential,
} from './credential';
import type { GamificationDeps } from './deps';
import type { IssuerKeyLoader } from './issuer-key';
import type { AwardRow, GamificationRepo } from './repo';

export const ISSUER_NAME = 'Stride';

const CRITERIA_NARRATIVE =
  'Finish a Stride sprint that meets every certification criterion: at least 4 weeks, a crew of at least 2 ' +
  'including a manager, every crew member in a feedforward and giving feedback, feedback at least every 14 days, ' +
  '1-3 actions, behaviours and outcomes, at least 75% of check-ins and 50% of feedback requests answered, and a ' +
  'final crew score of at least 80% on every behaviour and outcome.';

/** The language a view is written in: the one asked for, else English. */
export const languageOf = (lng: string | undefined): Language => supportedLanguage(lng) ?? 'en';

const badgeView = (b: BadgeDefinition, lng: Language) => ({
  code: b.code,
  badge_name: b.name[lng],
  description: b.description[lng],
  image_name: b.image,
  type: b.type,
});

/**
 * Badges and certificates (decision 0043): badges earned once per person on milestones (events), a sprint
 * certificate when the final review saves a sprint that meets every criterion (in the review's transaction), the
 * leadership certificate after three sprint certificates. Each certificate is an Open Badges 3.0 credential
 * signed with the issuer's Ed25519 key.
 */
export function createGamificationService(
  deps: GamificationDeps,
  repo: GamificationRepo,
  key: IssuerKeyLoader,
) {
  const { db, clock, publicUrl } = deps;
  const urls = credentialUrls(publicUrl);

  /** what a certificate's achievement says, in the credential and at its own link (one derivation) */
  function achievementFacts(badge: BadgeDefinition) {
    return {
      code: badge.code,
      name: badge.name.en,
      description: badge.description.en,
      criteriaNarrative: badge.type === 'STRIDE_CERT' ? CRITERIA_NARRATIVE : badge.description.en,
    };
  }

  /** read before a transaction opens (PGlite has one connection: a read beside an open transaction waits on it) */
  async function recipientName(userId: number): Promise<string> {
    return (await deps.people.byId(userId))?.fullName ?? '';
  }

  /** awards a definition once; a certificate gets its signed credential in the same transaction */
  async function award(
    tx: Db,
    input: {
      clientId: number;
      userId: number;
      badge: BadgeDefinition;
      sprintId?: number;
      sprintLabel?: string;
      /** the person's name as the certificate shows it */
      name: string;
      /** already congratulated (demo data) */
      seen?: boolean;
    },
    criteria: CertificationResult | null = null,
  ): Promise<AwardRow | null> {
    const now = clock.now();
    const name = input.name;
    // the leadership certificate is the organisation's: issued and signed by it (decision 0056)
    const byOrg = input.badge.type === 'LEADERSHIP_CERT';
    const issuerName = byOrg ? ((await deps.organisations.name(input.clientId, tx)) ?? ISSUER_NAME) : null;
    const row = await repo.insertOnce(
      {
        clientId: input.clientId,
        userId: input.userId,
        code: input.badge.code,
        type: input.badge.type,
        issuer: byOrg ? 'CLIENT' : 'STRIDE',
        issuerName,
        sprintId: input.sprintId ?? null,
        sprintLabel: input.sprintLabel ?? null,
        recipientName: name,
        criteria,
        issuedAt: now,
        seenAt: input.seen ? now : null,
      },
      tx,
    );
    if (row && row.type !== 'BADGE') {
      const recipient = await deps.people.byId(input.userId, tx);
      const credential = openBadgeCredential(publicUrl, {
        id: row.id,
        ...achievementFacts(input.badge),
        recipientName: name,
        recipientEmail: recipient?.email ?? '',
        salt: randomBytes(16).toString('hex'),
        issuedAt: now,
        issuerName: issuerName ?? ISSUER_NAME,
        issuerId: byOrg ? urls.orgIssuer(input.clientId) : urls.issuer,
      });
      row.credential = await signCredential(credential, await key(tx, byOrg ? input.clientId : null));
      await repo.setCredential(row.id, row.credential, tx);
    }
    return row;
  }

  /** earns a badge; inside a transaction the caller gives the name (badges show none, so '' will do) */
  async function earn(
    clientId: number,
    userId: number,
    trigger: BadgeTrigger,
    tx?: Db,
    seen = false,
    name = '',
  ) {
    const badge = badgeByTrigger(trigger);
    if (!badge) return null;
    if (tx) return award(tx, { clientId, userId, badge, seen, name });
    const fullName = name || (await recipientName(userId));
    return db.transaction((t) => award(t, { clientId, userId, badge, seen, name: fullName }));
  }

  function linkedIn(row: AwardRow, badge: BadgeDefinition) {
    if (row.type === 'BADGE' || !row.credential) return { add: null, share: null };
    const page = urls.page(row.id);
    const add = new URL('https://www.linkedin.com/profile/add');
    add.searchParams.set('startTask', 'CERTIFICATION_NAME');
    add.searchParams.set('name', badge.name.en);
    add.searchParams.set('organizationName', row.issuerName ?? ISSUER_NAME);
    add.searchParams.set('issueYear', String(row.issuedAt.getUTCFullYear()));
    add.searchParams.set('issueMonth', String(row.issuedAt.getUTCMonth() + 1));
    add.searchParams.set('certUrl', page);
    add.searchParams.set('certId', String(row.id));
    const share = new URL('https://www.linkedin.com/sharing/share-offsite/');
    share.searchParams.set('url', page);
    return { add: add.toString(), share: share.toString() };
  }

  function view(row: AwardRow, lng: Language): AwardView {
    const badge = badgeByCode(row.code) ?? BADGES[0]!;
    const cert = row.type !== 'BADGE';
    const li = linkedIn(row, badge);
    return {
      id: row.id,
      badge: badgeView(badge, lng),
      issued_at: row.issuedAt.toISOString(),
      issuer: row.issuer === 'CLIENT' ? 'CLIENT' : 'STRIDE',
      issuerName: row.issuerName ?? ISSUER_NAME,
      user: { fullname: row.recipientName },
      sprint: row.sprintId ? { id: row.sprintId, label: row.sprintLabel ?? '' } : null,
      criteria: row.criteria ?? null,
      publicUrl: cert ? urls.page(row.id) : null,
      credentialUrl: cert ? urls.credential(row.id) : null,
      pdfUrl: cert ? `${publicUrl}/api/gamification/public/certificate/${row.id}/pdf` : null,
      linkedInShareCertificateUrl: li.share,
      linkedInAddCertificateUrl: li.add,
      seen: row.seenAt !== null,
    };
  }

  /** the GLA has no event: a finished one is noticed at sign-in and when the badges are read */
  async function checkGla(clientId: number, userId: number, seen = false) {
    if (await deps.gla.finished(userId, clientId))
      await earn(clientId, userId, 'glaFinished', undefined, seen);
  }

  /** an issuer's published key set: Stride's, or an organisation's (only once it issued a certificate) */
  async function jwks(clientId: number | null = null) {
    if (clientId !== null && (await repo.issuedByOrganisation(clientId)) === null)
      throw notFound('The issuer');
    return { keys: [(await key(db, clientId)).publicJwk] };
  }

  /** whether the stored credential verifies with its issuer's published key and names that issuer */
  async function verified(row: AwardRow): Promise<boolean> {
    if (!row.credential) return false;
    const byOrg = row.issuer === 'CLIENT';
    const issuer = byOrg ? urls.orgIssuer(row.clientId) : urls.issuer;
    return verifyCredential(row.credential, await jwks(byOrg ? row.clientId : null), issuer, clock.now());
  }

  const profile = (id: string, name: string) => ({
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id,
    type: ['Profile'],
    name,
    url: publicUrl,
  });

  return {
    // ---------- earning ----------
    onSprintStarted: (e: { clientId: number; userId: number }) => earn(e.clientId, e.userId, 'sprintStarted'),
    onCheckInCompleted: (e: { clientId: number; userId: number }) =>
      earn(e.clientId, e.userId, 'checkInCompleted'),
    checkGla,

    /**
     * The final review saved a sprint to the portfolio (inside the review's transaction): the portfolio badges,
     * and the certificate when every criterion is met, then the leadership certificate after the third.
     */
    async sprintSaved(tx: Db, s: { clientId: number; userId: number; sprintId: number; name: string }) {
      const sprint = await deps.sprints.facts(s.clientId, s.sprintId, clock.now(), tx);
      if (!sprint) return;
      const saved = await deps.sprints.portfolioCount(s.clientId, s.userId, tx);
      if (saved >= 1) await earn(s.clientId, s.userId, 'portfolioSprints1', tx, false, s.name);
      if (saved >= 3) await earn(s.clientId, s.userId, 'portfolioSprints3', tx, false, s.name);
      const result = evaluateCertification(DEFAULT_CRITERIA, sprint.facts);
      if (!result.meetsCriteria) return;
      const cert = badgeByTrigger('certificate');
      if (!cert) return;
      await award(
        tx,
        {
          clientId: s.clientId,
          userId: s.userId,
          name: s.name,
          badge: cert,
          sprintId: sprint.id,
          sprintLabel: sprint.label,
        },
        result,
      );
      const certificates = await repo.countOfType(
        s.clientId,
        s.userId,
        'STRIDE_CERT' satisfies AwardType,
        tx,
      );
      if (certificates >= LEADERSHIP_CERT_AFTER)
        await earn(s.clientId, s.userId, 'leadership', tx, false, s.name);
    },
    /** issues a certificate as earned (the demo data's finished sprint) */
    issueCertificate: (
      tx: Db,
      s: {
        clientId: number;
        userId: number;
        name: string;
        sprintId: number;
        sprintLabel: string;
        seen?: boolean;
      },
      criteria: CertificationResult,
    ) => {
      const cert = badgeByTrigger('certificate')!;
      return award(tx, { ...s, badge: cert }, criteria);
    },
    earn,

    /** the achievement a certificate's credential links to (public); a badge or an unknown code is 404 */
    publicAchievement(code: string) {
      const badge = badgeByCode(code);
      if (!badge || badge.type === 'BADGE') throw notFound('The achievement');
      return { '@context': [...OB_CONTEXT], ...achievementDocument(publicUrl, achievementFacts(badge)) };
    },

    // ---------- reading ----------
    /**
     * The data export: every badge and certificate of the person, with each certificate's signed Open Badges 3.0
     * credential (the VC-JWT, verifiable with the issuer's published key). Reads only: nothing is awarded here.
     */
    async personalData(userId: number, clientId: number, lng: Language) {
      const rows = await repo.ofUser(clientId, userId);
      return {
        awards: rows.map((r) => {
          const { linkedInShareCertificateUrl, linkedInAddCertificateUrl, seen, ...shown } = view(r, lng);
          return { ...shown, type: r.type, verifiableCredential: r.credential };
        }),
      };
    },
    async userBadges(p: Principal, lng: Language) {
      await checkGla(p.clientId, p.userId);
      const rows = await repo.ofUser(p.clientId, p.userId);
      const have = new Set(rows.map((r) => r.code));
      return {
        earned: rows.map((r) => view(r, lng)),
        inProgress: BADGES.filter((b) => !have.has(b.code)).map((b) => badgeView(b, lng)),
      };
    },
    async certificate(p: Principal, id: number, lng: Language) {
      const row = await repo.byId(p.clientId, id);
      if (!row || row.userId !== p.userId) throw notFound('The certificate');
      return view(row, lng);
    },
    async publicCertificate(id: number, lng: Language) {
      const row = await repo.publicCertificate(id);
      if (!row) throw notFound('The certificate');
      const { seen: _seen, ...rest } = view(row, lng);
      return { ...rest, verified: await verified(row) };
    },
    /** the compact VC-JWT of a certificate (public) */
    async credential(id: number): Promise<string> {
      const row = await repo.publicCertificate(id);
      if (!row?.credential) throw notFound('The credential');
      return row.credential;
    },
    /** the sprint's criteria as they stand (the stored ones once the certificate was issued) */
    async achievement(p: Principal, sprintId: number, lng: Language) {
      const sprint = await deps.sprints.facts(p.clientId, sprintId, clock.now());
      if (!sprint || sprint.userId !== p.userId) throw notFound('The sprint');
      const issued = await repo.ofSprint(p.clientId, sprintId);
      const cert = badgeByTrigger('certificate')!;
      return {
        sprintId,
        badge: badgeView(cert, lng),
        criteria: issued?.criteria ?? evaluateCertification(DEFAULT_CRITERIA, sprint.facts),
        certificateId: issued?.id ?? null,
      };
    },
    async unseen(p: Principal, lng: Language) {
      return (await repo.unseen(p.clientId, p.userId)).map((r) => view(r, lng));
    },
    async markSeen(p: Principal, id: number) {
      if (!(await repo.markSeen(p.clientId, p.userId, id, clock.now()))) throw notFound('The award');
      return { id, seen: true as const };
    },
    async rowForPdf(id: number) {
      const row = await repo.publicCertificate(id);
      if (!row) throw notFound('The certificate');
      return { row, view: (lng: Language) => view(row, lng), verified: await verified(row) };
    },
    jwks,
    issuerProfile: () => profile(urls.issuer, ISSUER_NAME),
    /** an organisation's issuer profile: public once it issued a certificate (else 404, names stay private) */
    async organisationIssuer(clientId: number) {
      const name = await repo.issuedByOrganisation(clientId);
      if (name === null) throw notFound('The issuer');
      return profile(urls.orgIssuer(clientId), name);
    },
  };
}
export type GamificationService = ReturnType<typeof createGamificationService>;
