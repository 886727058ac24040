/** What our accounts need from an issuer's ID token (or its userinfo answer). */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only `true` from the issuer counts: a missing claim is an unconfirmed address. */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** Everything a browser's sign-in needs to be finished later, by whichever process gets the callback. */
export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Third-party sign-in at one OpenID Connect issuer. Errors are AppErrors: IDENTITY_UNAVAILABLE when
 * the issuer cannot be reached or answers with a server error, IDENTITY_DENIED when the person
 * declined, IDENTITY_FAILED for anything that does not verify (state, signature, audience, expiry).
 */
export interface IdentityProvider {
  readonly clientId: string;
  readonly redirectUri: string;
  startAuthorization(): Promise<AuthorizationStart>;
  finishAuthorization(
    callbackUrl: URL,
    expected: Pick<AuthorizationStart, 'state' | 'nonce' | 'codeVerifier'>,
  ): Promise<IdentityClaims>;
  /** An ID token handed over by the browser, checked against the issuer's published keys. */
  verifyIdToken(idToken: string): Promise<IdentityClaims>;
}
