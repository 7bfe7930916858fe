// A loopback port nothing listens on: opened by the system's choice and closed again. For a server a test starts
// on it (so its address can be named before it listens), or for a database address that refuses every connection.
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
