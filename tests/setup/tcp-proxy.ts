import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the app and PostgreSQL that a test can cut (sockets destroyed,
 * nothing listening), stall (connections accepted and kept, nothing forwarded either way) and
 * restore, the way a failing network or a restarting database looks from the app.
 */
export interface TcpProxy {
  readonly port: number;
  /** The same database URL, pointed at the proxy. */
  urlFor(databaseUrl: string): string;
  /** Destroys every connection and stops listening: connects are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port and forwards. */
  restore(): Promise<void>;
  /** Holds every byte in both directions until resume; new connections are accepted and held too. */
  stall(): void;
  /** Delivers what was held and forwards again. */
  resume(): void;
  close(): Promise<void>;
}

interface Pipe {
  client: net.Socket;
  upstream: net.Socket;
  held: { to: net.Socket; chunk: Buffer }[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pipes = new Set<Pipe>();
  let stalled = false;
  let server: net.Server | undefined;
  let port = 0;

  const forward = (pipe: Pipe, to: net.Socket) => (chunk: Buffer) => {
    if (stalled) pipe.held.push({ to, chunk });
    else to.write(chunk);
  };

  function onConnection(client: net.Socket) {
    const upstream = net.connect(target);
    const pipe: Pipe = { client, upstream, held: [] };
    pipes.add(pipe);
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', forward(pipe, upstream));
    upstream.on('data', forward(pipe, client));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }

  async function listen() {
    server = net.createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.address() as net.AddressInfo).port;
  }

  async function cut() {
    const closing = server ? new Promise<void>((resolve) => server?.close(() => resolve())) : undefined;
    server = undefined;
    for (const pipe of pipes) {
      pipe.client.destroy();
      pipe.upstream.destroy();
    }
    pipes.clear();
    await closing;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut,
    restore: listen,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const pipe of pipes) {
        for (const { to, chunk } of pipe.held.splice(0)) to.write(chunk);
      }
    },
    close: cut,
  };
}
