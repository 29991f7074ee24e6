/**
 * A tiny DNS server on loopback UDP for tests (PLUG-13): it answers A queries for the names a test
 * adds, with no records (NODATA) for other types of those names, and NXDOMAIN for every other name.
 * Enough for nginx's `resolver`; nothing recursive, no TCP, no EDNS.
 */
import { createSocket, type Socket } from 'node:dgram';

export type TestDns = {
  /** `127.0.0.1:<port>`, as nginx's `resolver` (and `PORTAL_RESOLVER`) takes it. */
  address: string;
  /** Answers `name` with these IPv4 addresses from now on (a Service that appears). */
  add(name: string, ...ipv4: string[]): void;
  /** Answers `name` with NXDOMAIN again (a Service that is deleted). */
  remove(name: string): void;
  /** The names asked for so far, lower-case, in order. */
  readonly queries: readonly string[];
  stop(): Promise<void>;
};

const TYPE_A = 1;
const CLASS_IN = 1;
const NXDOMAIN = 3;
const FORMERR = 1;
/** Short, so a test that changes a name sees the change at nginx's next lookup. */
const TTL_SECONDS = 1;

type Question = { name: string; type: number; end: number };

/** The first question of a query: its labels from offset 12, then QTYPE and QCLASS. */
function readQuestion(query: Buffer): Question | undefined {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset]!;
    if (length === 0) {
      if (offset + 5 > query.length) return undefined;
      return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(offset + 1), end: offset + 5 };
    }
    // Compression pointers do not occur in a question; anything over 63 is malformed.
    if (length > 63 || offset + 1 + length > query.length) return undefined;
    labels.push(query.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  return undefined;
}

function answer(query: Buffer, records: ReadonlyMap<string, string[]>): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  const question = query.length >= 12 ? readQuestion(query) : undefined;
  const recursionDesired = query.length >= 3 ? query[2]! & 0x01 : 0;
  // QR, opcode 0 (QUERY), AA, RD as asked; RA.
  header[2] = 0x84 | recursionDesired;
  if (!question) {
    header[3] = 0x80 | FORMERR;
    return header;
  }
  const addresses = records.get(question.name);
  const found = addresses !== undefined;
  const answers = found && question.type === TYPE_A ? addresses : [];
  header[3] = 0x80 | (found ? 0 : NXDOMAIN);
  header.writeUInt16BE(1, 4); // QDCOUNT
  header.writeUInt16BE(answers.length, 6); // ANCOUNT
  const body = answers.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(TTL_SECONDS, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((octet, index) => record.writeUInt8(Number(octet), 12 + index));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...body]);
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Starts the server on 127.0.0.1:`port` (a fixed port of `tools/testing/ports.ts`, as every test server). */
export async function startTestDns(port: number): Promise<TestDns> {
  const records = new Map<string, string[]>();
  const queries: string[] = [];
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const question = query.length >= 12 ? readQuestion(query) : undefined;
    if (question) queries.push(question.name);
    socket.send(answer(query, records), peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  socket.unref();
  return {
    address: `127.0.0.1:${socket.address().port}`,
    add(name, ...ipv4) {
      for (const address of ipv4)
        if (!IPV4.test(address) || address.split('.').some((octet) => Number(octet) > 255))
          throw new Error(`not an IPv4 address: ${address}`);
      records.set(name.toLowerCase().replace(/\.$/, ''), ipv4);
    },
    remove(name) {
      records.delete(name.toLowerCase().replace(/\.$/, ''));
    },
    queries,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
