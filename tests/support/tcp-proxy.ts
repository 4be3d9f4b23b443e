/**
 * A TCP proxy on loopback between the app and PostgreSQL, so a test can take the database away
 * (drop every connection and refuse new ones) and bring it back, without touching the real server
 * other tests share.
 */
import net from "node:net";

export type TcpProxy = {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
  /** Drops the connection that next sends bytes matching `pattern` to the server, the moment it sends them. */
  dropOnNext(pattern: RegExp): void;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let dropOn: RegExp | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.on("data", (chunk: Buffer) => {
          if (dropOn?.test(chunk.toString("latin1"))) {
            dropOn = undefined;
            client.destroy();
            upstream.destroy();
            return;
          }
          upstream.write(chunk);
        });
        upstream.pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await listen();
  return {
    port,
    cut: stop,
    restore: listen,
    close: stop,
    dropOnNext: (pattern) => {
      dropOn = pattern;
    },
  };
}
