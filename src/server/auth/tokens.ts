import { jwtVerify, SignJWT } from 'jose';
import { normalizeRole, type Role } from '../../domain/roles';

/** Lifetime of the service's access token (the web app refreshes every 50 s). */
export const ACCESS_TOKEN_SECONDS = 5 * 60;
/** Lifetime of a user-context token; the role is checked against the database on every call anyway. */
export const CONTEXT_TOKEN_SECONDS = 24 * 60 * 60;

const ISSUER = 'meldesystem';
const ACCESS_AUDIENCE = 'meldesystem-api';
const CONTEXT_AUDIENCE = 'meldesystem-user-context';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}
/** A verified access token's claims and when it expires (ms since the epoch): a live event stream ends then. */
export interface VerifiedAccessClaims extends AccessClaims {
  expiresAt: number;
}
export interface ContextClaims {
  userId: string;
  organisationId: number;
  role: Role;
}

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/** `seconds`: the token's lifetime (ACCESS_TOKEN_SECONDS; tests of what happens at expiry sign shorter ones). */
export async function signAccessToken(secret: string, claims: AccessClaims, seconds = ACCESS_TOKEN_SECONDS): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(keyOf(secret));
}

export async function signContextToken(secret: string, claims: ContextClaims): Promise<string> {
  return new SignJWT({ org: claims.organisationId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(CONTEXT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CONTEXT_TOKEN_SECONDS}s`)
    .sign(keyOf(secret));
}

const VERIFY = { algorithms: ['HS256'], issuer: ISSUER };

/**
 * Verified tokens until they expire: the same tokens come on every call, and WebCrypto verification is the larger
 * part of a cheap call's cost. Bounded; cleared when full.
 */
const verified = new Map<string, { token: string; claims: VerifiedAccessClaims | ContextClaims; until: number; secret: string; kind: 'a' | 'c' }>();
const VERIFIED_MAX = 20_000;

/**
 * A token's key in `verified`: its signature, the part after the last dot. Hashing a key costs per character, and a
 * whole token (300 characters, a new string on every call) cost more than the rest of the lookup; a hit still
 * needs the whole token to be the same.
 */
const keyOfToken = (token: string) => token.slice(token.lastIndexOf('.') + 1);

/** A hit answers at once (no promise: a cheap call's hot path); a miss verifies. */
function cached<T extends VerifiedAccessClaims | ContextClaims>(
  kind: 'a' | 'c',
  secret: string,
  token: string,
  verify: () => Promise<{ claims: T; exp: number } | undefined>,
): T | Promise<T | undefined> {
  const hit = verified.get(keyOfToken(token));
  if (hit && hit.token === token && hit.kind === kind && hit.secret === secret && hit.until > Date.now()) return hit.claims as T;
  return verify().then((result) => {
    if (!result) return undefined;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(keyOfToken(token), { token, claims: result.claims, until: result.exp * 1000, secret, kind });
    return result.claims;
  });
}

/** Undefined when the token is bad, expired or not an access token of this service. */
export function verifyAccessToken(secret: string, token: string): VerifiedAccessClaims | Promise<VerifiedAccessClaims | undefined> {
  return cached('a', secret, token, () => verifyAccessTokenNow(secret, token));
}

export function verifyContextToken(secret: string, token: string): ContextClaims | Promise<ContextClaims | undefined> {
  return cached('c', secret, token, () => verifyContextTokenNow(secret, token));
}

async function verifyAccessTokenNow(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { ...VERIFY, audience: ACCESS_AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) return undefined;
    return { claims: { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 }, exp: payload.exp };
  } catch {
    return undefined;
  }
}

async function verifyContextTokenNow(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { ...VERIFY, audience: CONTEXT_AUDIENCE });
    const role = normalizeRole(typeof payload.role === 'string' ? payload.role : undefined);
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'number' || !role || !payload.exp) return undefined;
    return { claims: { userId: payload.sub, organisationId: payload.org, role }, exp: payload.exp };
  } catch {
    return undefined;
  }
}
