import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productAccessDenial } from '../../../shared/domain/product-access';
import type { EntitlementKey, GuestPurpose, Role, SubscriptionStatus } from '../../../shared/enums';
import { type Clock, systemClock } from '../clock';
import { AppError, forbidden, unauthorized } from '../http/errors';
import {
  accessCredential,
  type CredentialVia,
  type PresentedCredential,
  refreshCredential,
  type SessionEndReason,
} from './credentials';
import { crossSiteRefused, isCrossSite } from './cross-site';
import { featureRefusal } from './feature-refusals';
import { admitGuest } from './guest-access';
import type { GuestGrant, GuestTokenService } from './guest-tokens';
import { checkOwnerDeclaration, checkOwners, type OwnerLookups, type ParamOwners } from './owners';
import { authenticate, type Principal, type SessionResolver } from './principal';
import { clearSessionCookies, isSecureRequest } from './session-cookies';
import { isRefreshCredential, type TokenService } from './tokens';

export {
  accessCredential,
  type CredentialVia,
  type PresentedCredential,
  refreshCredential,
  type SessionEndCode,
  type SessionEndReason,
  sessionEnded,
} from './credentials';
export { guestOf, guestTokenFrom } from './guest-access';
export { authenticate, type Principal, type SessionResolver } from './principal';

/**
 * Signed in; with roles, the caller needs at least one of them in the current organisation; with a feature,
 * the organisation's licence must include it (checked before the handler, decision 0022).
 */
export interface UserAccess {
  kind: 'user';
  roles?: readonly Role[];
  feature?: EntitlementKey;
  /**
   * false: open to a signed-in person who may not use the product (no USER role, or a cancelled or expired
   * subscription): the access-denied page, the current user, the console. Every other signed-in route is a
   * product route and refuses them with 403 ACCESS_DENIED and the page's variant.
   */
  product?: false;
  /**
   * true: also open to a team guest (an account from outside with TEAM_MEMBER and without USER, decision 0039):
   * the team pages. The service confines them to the teams they belong to; every other product route refuses them.
   */
  teamGuests?: true;
}
export interface AnonymousAccess {
  kind: 'anonymous';
}
/** the refresh call: the session's refresh credential (Bearer or cookie); the service rotates it (decision 0029) */
export interface SessionRefreshAccess {
  kind: 'session-refresh';
}
/** sign-out: whatever names the session (an access token, even expired, or the refresh credential), or nothing */
export interface SessionEndAccess {
  kind: 'session-end';
}
export interface GuestAccess {
  kind: 'guest';
  purpose: GuestPurpose;
}

/** Who may call a route. Every route declares one; the server refuses to start otherwise. */
export type Access = AnonymousAccess | UserAccess | SessionRefreshAccess | SessionEndAccess | GuestAccess;

/** The options form of access.signedIn: roles (any one of them) and the licence feature the route needs. */
export interface SignedInOptions {
  roles?: readonly Role[];
  feature?: EntitlementKey;
  /** false: not a product route (see UserAccess.product) */
  product?: false;
  /** true: team guests may call it too (see UserAccess.teamGuests) */
  teamGuests?: true;
}

function signedIn(options: SignedInOptions): UserAccess;
function signedIn(...roles: Role[]): UserAccess;
function signedIn(...args: [SignedInOptions] | Role[]): UserAccess {
  const [first] = args;
  const options: SignedInOptions =
    typeof first === 'object' && first !== null ? first : { roles: args as Role[] };
  const roles = options.roles?.length ? options.roles : undefined;
  return {
    kind: 'user',
    ...(roles ? { roles } : {}),
    ...(options.feature ? { feature: options.feature } : {}),
    ...(options.product === false ? { product: false as const } : {}),
    ...(options.teamGuests ? { teamGuests: true as const } : {}),
  };
}

export const access = {
  anonymous: (): AnonymousAccess => ({ kind: 'anonymous' }),
  signedIn,
  sessionRefresh: (): SessionRefreshAccess => ({ kind: 'session-refresh' }),
  sessionEnd: (): SessionEndAccess => ({ kind: 'session-end' }),
  guest: (purpose: GuestPurpose): GuestAccess => ({ kind: 'guest', purpose }),
};

/** Whether an organisation's licence includes a feature (the licensing module answers; injected by app.ts). */
export type FeatureCheck = (clientId: number, feature: EntitlementKey) => Promise<boolean>;

/** The organisation's subscription as far as product access needs it (the licensing module answers). */
export type SubscriptionLookup = (
  clientId: number,
) => Promise<{ status: SubscriptionStatus; currentTermEnd: string | null }>;

/** One route's declaration, as registered (tests walk them). */
export interface AccessDeclaration {
  method: string;
  url: string;
  access: Access;
  /** what the path parameters name (owners.ts) */
  owners?: ParamOwners;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** what each path parameter names (owners.ts): another organisation's object is 404 */
    owners?: ParamOwners;
  }
  interface FastifyInstance {
    /** every route's access declaration, in registration order */
    accessDeclarations: AccessDeclaration[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    guest: GuestGrant | null;
    /** how the signed-in caller presented its credential (cookie: answers set cookies, decision 0029) */
    credentialVia: CredentialVia | null;
    /** the refresh credential presented to the refresh and sign-out calls */
    refreshToken: PresentedCredential | null;
  }
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    tokens: TokenService;
    resolveSession: SessionResolver;
    /** why a session no longer resolves (the 401's code) */
    endReason?: SessionEndReason;
    guestTokens: GuestTokenService;
    /** the public address: cookies are Secure when it is HTTPS; a write from another origin is refused */
    publicUrl?: string;
    /** needed as soon as one route declares a feature */
    hasFeature?: FeatureCheck;
    /** needed as soon as one product route is declared */
    subscriptionOf?: SubscriptionLookup;
    /** every module's owner lookups by kind of object (filled once the modules exist, before routes) */
    owners?: OwnerLookups;
    clock?: Clock;
  },
) {
  const ownerLookups: OwnerLookups = deps.owners ?? new Map();
  const clock = deps.clock ?? systemClock;
  const declarations: AccessDeclaration[] = [];
  app.decorate('accessDeclarations', declarations);
  app.decorateRequest('principal', null);
  app.decorateRequest('guest', null);
  app.decorateRequest('credentialVia', null);
  app.decorateRequest('refreshToken', null);

  /** A cookie credential from another site is refused before anything runs (decision 0029). */
  const assertSameSite = (request: FastifyRequest, via: CredentialVia) => {
    if (via === 'cookie' && isCrossSite(request.headers, deps.publicUrl ?? '')) throw crossSiteRefused();
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access).`);
    }
    const rule = route.config.access;
    if (rule.kind === 'user' && rule.feature && !deps.hasFeature) {
      throw new Error(`Route ${route.method} ${route.url} needs a feature but no feature check was given.`);
    }
    if (rule.kind === 'user' && rule.product !== false && !deps.subscriptionOf) {
      throw new Error(
        `Route ${route.method} ${route.url} is a product route but no subscription lookup was given.`,
      );
    }
    // a signed-in route says what each path parameter names (guest links are scoped to their object already)
    if (rule.kind === 'user' || rule.kind === 'session-refresh') {
      checkOwnerDeclaration(route, route.config.owners, ownerLookups);
    }
    const owners = route.config.owners;
    for (const method of [route.method].flat()) {
      declarations.push({ method, url: route.url, access: rule, ...(owners ? { owners } : {}) });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config?.access;
    if (!rule) {
      // the not-found handler and framework routes: nothing to protect
      return;
    }
    switch (rule.kind) {
      case 'anonymous':
        return;
      case 'guest': {
        await admitGuest(request, deps.guestTokens, rule.purpose);
        return;
      }
      case 'session-refresh': {
        const presented = refreshCredential(request.headers);
        if (!presented) throw unauthorized('You need to sign in.', 'UNAUTHENTICATED');
        assertSameSite(request, presented.via);
        request.refreshToken = presented;
        request.credentialVia = presented.via;
        return;
      }
      case 'session-end': {
        // sign-out never fails for want of a live session; it ends whatever the request names
        const presented = accessCredential(request.headers) ?? refreshCredential(request.headers);
        if (!presented) return;
        assertSameSite(request, presented.via);
        request.credentialVia = presented.via;
        if (isRefreshCredential(presented.token)) request.refreshToken = presented;
        else {
          request.principal = await authenticate(presented.token, deps.tokens, deps.resolveSession, {
            allowExpired: true,
          }).catch(() => null);
          if (!request.principal && presented.via === 'cookie') {
            request.refreshToken = refreshCredential({ cookie: request.headers.cookie });
          }
        }
        return;
      }
      case 'user': {
        const presented = accessCredential(request.headers);
        if (presented) assertSameSite(request, presented.via);
        const principal = await authenticate(presented?.token ?? null, deps.tokens, deps.resolveSession, {
          endReason: deps.endReason,
        }).catch((err: unknown) => {
          // a browser whose session ended forgets its cookies with this answer
          if (presented?.via === 'cookie' && (err as AppError).code !== 'TOKEN_INVALID') {
            clearSessionCookies(reply, isSecureRequest(request, deps.publicUrl ?? ''));
          }
          throw err;
        });
        request.credentialVia = presented?.via ?? null;
        const owners = request.routeOptions.config?.owners;
        if (rule.product !== false && deps.subscriptionOf) {
          const subscription = await deps.subscriptionOf(principal.clientId);
          const denial = productAccessDenial({
            roles: principal.roles,
            ...subscription,
            now: clock.now().getTime(),
          });
          // a team guest (TEAM_MEMBER without USER) reaches only the routes that admit team guests
          const teamGuest =
            denial === 'permission-needed' && rule.teamGuests && principal.roles.includes('TEAM_MEMBER');
          if (denial && !teamGuest) {
            throw new AppError(
              403,
              denial === 'permission-needed'
                ? 'You need the USER role to use Stride; ask your administrator.'
                : "Your organisation's subscription has ended.",
              'ACCESS_DENIED',
              undefined,
              { variant: denial },
            );
          }
        }
        // another organisation's object (or none) is 404 before roles, features and validation (decision 0026);
        // a person refused the whole product above learns nothing of ids either way
        if (owners) await checkOwners(request, owners, ownerLookups, principal.clientId);
        if (rule.roles && !rule.roles.some((r) => principal.roles.includes(r))) {
          throw forbidden();
        }
        if (rule.feature && !(await deps.hasFeature?.(principal.clientId, rule.feature))) {
          const refusal = featureRefusal(rule.feature);
          throw forbidden(refusal.message, refusal.code);
        }
        request.principal = principal;
        return;
      }
    }
  });
}

/** The signed-in caller of a route declared with access.signedIn (never null there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
