import crypto from 'node:crypto';
import type dns from 'node:dns';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users, pushSubscriptions } from '../../db/schema';
import { isPushServiceEndpoint, type PushSender } from '../../providers/push';
import { deliverPush, guardedLookup, isPublicAddress, PushTargetRefusedError, type LookupFunction } from '../../providers/push/target';
import { createTestApp } from '../../../test/support/test-app';

/**
 * A push is only ever sent to a public address, checked on the address the connection is made to
 * (a name that resolves to a private address, or that changes its answer after the subscription was checked, is
 * refused when the push is sent). No internet here: names are resolved by a stub resolver standing in for DNS.
 */

/** A resolver answering from a table, in both shapes Node asks for (one address, or all of them). */
function stubResolver(table: Record<string, string[]>): LookupFunction & { asked: string[] } {
  const asked: string[] = [];
  const resolve = ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
  ) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
    const entries = addresses.map((address) => ({ address, family: net.isIP(address) }));
    if (options.all) callback(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  }) as LookupFunction & { asked: string[] };
  resolve.asked = asked;
  return resolve;
}

/** What the guarded lookup answers for a name, in the single-address shape. */
function lookUp(lookup: LookupFunction, hostname: string, all = false): Promise<{ error: Error | null; address: unknown }> {
  return new Promise((resolve) => lookup(hostname, { all }, (error, address) => resolve({ error, address })));
}

/** A TCP listener on loopback that counts the connections made to it (nothing should ever connect). */
async function connectionCounter() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const delivery = (endpoint: string) => ({ endpoint, method: 'POST', headers: { TTL: 60, 'Content-Length': 2 }, body: Buffer.from('{}') });

describe('push targets: the connect-time address check', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast and their IPv4-mapped forms; accepts public addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:7f00:1',
      '::ffff:c0a8:101',
      'not an address',
      'localhost',
    ];
    for (const address of refused) expect([address, isPublicAddress(address)]).toEqual([address, false]);
    const accepted = ['8.8.8.8', '142.250.74.10', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8'];
    for (const address of accepted) expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('the guarded lookup passes a public answer through and refuses a private one, in both answer shapes', async () => {
    const resolve = stubResolver({
      'fcm.googleapis.com': ['142.250.74.10', '2a00:1450:4001:82b::200a'],
      'push.rebind.test': ['142.250.74.10', '10.0.0.5'],
      'intranet.example.com': ['192.168.1.20'],
    });
    const lookup = guardedLookup(resolve);
    expect(await lookUp(lookup, 'fcm.googleapis.com')).toEqual({ error: null, address: '142.250.74.10' });
    expect(await lookUp(lookup, 'fcm.googleapis.com', true)).toEqual({
      error: null,
      address: [
        { address: '142.250.74.10', family: 4 },
        { address: '2a00:1450:4001:82b::200a', family: 6 },
      ],
    });
    const privateAnswer = await lookUp(lookup, 'intranet.example.com');
    expect(privateAnswer.error).toBeInstanceOf(PushTargetRefusedError);
    expect(privateAnswer.error?.message).toBe('push endpoint intranet.example.com resolves to 192.168.1.20, which is not a public address');
    // One private address among public ones is enough to refuse: the socket could pick any of them.
    expect((await lookUp(lookup, 'push.rebind.test', true)).error).toBeInstanceOf(PushTargetRefusedError);
    expect((await lookUp(lookup, 'unknown.example.com')).error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('https://localhost.:5999/ is refused: by the name check when subscribing, and at connect time when it resolves to loopback', async () => {
    expect(isPushServiceEndpoint('https://localhost.:5999/')).toBe(false);
    expect(isPushServiceEndpoint('https://localhost..:5999/')).toBe(false);
    expect(isPushServiceEndpoint('https://push.localhost./x')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com./fcm/send/abc')).toBe(true);
    // Whether this machine's resolver knows 'localhost.' varies (systemd-resolved answers 127.0.0.1): say it does.
    const counter = await connectionCounter();
    try {
      const resolve = stubResolver({ 'localhost.': ['127.0.0.1'] });
      await expect(deliverPush(delivery(`https://localhost.:${counter.port}/`), { allowPrivateTargets: false, timeoutMs: 5_000, resolve })).rejects.toThrow(
        new PushTargetRefusedError('localhost.', '127.0.0.1'),
      );
      expect(resolve.asked).toEqual(['localhost.']);
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });

  it('a name the system resolves to loopback (localhost, from /etc/hosts) is refused with the real resolver', async () => {
    const counter = await connectionCounter();
    try {
      await expect(deliverPush(delivery(`https://localhost:${counter.port}/push`), { allowPrivateTargets: false, timeoutMs: 5_000 })).rejects.toBeInstanceOf(
        PushTargetRefusedError,
      );
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });

  it('a literal IP host in a refused range is refused without connecting, in every notation', async () => {
    const counter = await connectionCounter();
    try {
      for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]', '169.254.169.254']) {
        await expect(deliverPush(delivery(`https://${host}:${counter.port}/`), { allowPrivateTargets: false, timeoutMs: 5_000 })).rejects.toBeInstanceOf(
          PushTargetRefusedError,
        );
      }
      expect(counter.connections()).toBe(0);
      await expect(deliverPush(delivery(`http://push.example.com/x`), { allowPrivateTargets: false, timeoutMs: 5_000 })).rejects.toThrow('is not https');
    } finally {
      await counter.close();
    }
  });

  it('a stored subscription whose name resolves to an internal address when the push is sent gets nothing (DNS rebinding)', async () => {
    const counter = await connectionCounter();
    // The name passed the subscribe-time name check; by the time a push is sent it answers 127.0.0.1.
    const resolve = stubResolver({ 'push.rebind.test': ['127.0.0.1'] });
    // Control: without the check this resolver does lead to the listener, so "no connection" below means refused.
    await new Promise<void>((done, fail) => {
      const socket = net.connect({ host: 'push.rebind.test', port: counter.port, lookup: resolve as unknown as net.LookupFunction }, () => {
        socket.destroy();
        done();
      });
      socket.on('error', fail);
    });
    expect(counter.connections()).toBe(1);
    expect(resolve.asked).toEqual(['push.rebind.test']);

    let push: PushSender | undefined;
    const t = await createTestApp({ push: { resolve }, plugins: [async (api) => void (push = api.push)] });
    try {
      const endpoint = `https://push.rebind.test:${counter.port}/wpush/abc`;
      expect(push!.acceptsEndpoint(endpoint)).toBe(true);
      const [user] = await t.app.db.select().from(users).where(eq(users.email, 'shipper@demo.test'));
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
      await t.app.db.insert(pushSubscriptions).values({ userId: user!.id, endpoint, keys });
      expect(await push!.sendToUser(user!.companyId, user!.id, { title: 'x' })).toEqual({ delivered: 0 });
      expect(resolve.asked).toEqual(['push.rebind.test', 'push.rebind.test']);
      expect(counter.connections()).toBe(1);
      // A refused target is not "gone": the subscription stays (the browser's push service may be fine).
      expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
    } finally {
      await t.close();
      await counter.close();
    }
  });
});
