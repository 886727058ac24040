import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

/** The claims an account at the test issuer gives out. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface TestIssuer {
  /** The issuer identifier, e.g. http://127.0.0.1:PORT. */
  url: string;
  /** Accounts by subject; a test adds or changes them at any time. */
  accounts: Map<string, TestAccount>;
  /**
   * Set: the next login prompt signs this subject in without a page (for API tests). Unset: the
   * prompt is a small sign-in page with an e-mail field, as a person sees it in a browser test.
   * 'deny': the person declines, and the issuer answers access_denied.
   */
  autoLogin: string | 'deny' | null;
  /** The issuer's signing key (private JWK), so a test can sign a token the issuer could have. */
  signingKey: JWK;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const loginPage = (uid: string, error = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test issuer sign-in</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto">
<h1>Test issuer</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="email">Email</label><br><input id="email" name="email" type="email" required><br><br>
<button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p>
</body></html>`;

/**
 * A real OpenID Connect issuer (oidc-provider) on a random local port, with confidential clients
 * using the code flow and PKCE, accounts from a map, and ID tokens that carry the e-mail claims the
 * way Google's do (or, with emailInIdToken: false, give them from userinfo only).
 */
export async function startTestIssuer(
  clients: TestClient[],
  options: { emailInIdToken?: boolean } = {},
): Promise<TestIssuer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-issuer-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();

  const provider = new Provider(url, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-issuer-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // false: e-mail claims in the ID token, as Google does; true: only from userinfo.
    conformIdTokenClaims: options.emailInIdToken === false,
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
  });
  const handle = provider.callback();

  const issuer: TestIssuer = {
    url,
    accounts,
    autoLogin: null,
    signingKey,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function logIn(req: IncomingMessage, res: ServerResponse, accountId: string) {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string) {
    if (action === 'abort' || (action === '' && issuer.autoLogin === 'deny')) {
      const result = { error: 'access_denied', error_description: 'The person declined' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (action === '' && issuer.autoLogin) return logIn(req, res, issuer.autoLogin);
    if (action === 'login' && req.method === 'POST') {
      const email = (await readForm(req)).get('email')?.trim().toLowerCase();
      const found = [...accounts].find(([, a]) => a.email === email);
      if (found) return logIn(req, res, found[0]);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(loginPage(uid, 'No such account'));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(loginPage(uid));
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)\/?(\w*)/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    interaction(req, res, match[1] ?? '', match[2] ?? '').catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  return issuer;
}

/** Cookies of one browser, by name (enough for one local issuer and one app). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers | Record<string, unknown>): void {
    const lines =
      headers instanceof Headers
        ? headers.getSetCookie()
        : ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * Follows the issuer's redirects the way a browser would, until one leads away from the issuer;
 * returns that address (the client's redirect URI with code and state, or an error).
 */
export async function followAtIssuer(issuer: TestIssuer, start: string, jar: CookieJar): Promise<URL> {
  let next = new URL(start);
  for (let hops = 0; hops < 10; hops++) {
    if (next.origin !== issuer.url) return next;
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res.headers);
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`the issuer answered ${res.status} at ${next.pathname}: ${await res.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects at the issuer');
}
