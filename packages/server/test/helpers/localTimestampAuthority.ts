/**
 * A real RFC 3161 time-stamping authority on 127.0.0.1 for the sealing tests: a TSA key and
 * certificate generated with openssl (extendedKeyUsage critical timeStamping, self-signed, so the
 * certificate is its own trust anchor for `openssl ts -verify -CAfile`), and a tiny HTTP server
 * that hands each POSTed application/timestamp-query to `openssl ts -reply` and answers its reply
 * as application/timestamp-reply. It is the test double of the external TSA we cannot reach.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A running local TSA. `certificateFile` is the TSA certificate (PEM); `requests` counts answered
 * queries; while `reachable` is false every connection is dropped at once, as by a TSA that is down.
 */
export interface LocalTimestampAuthority {
  url: string;
  certificateFile: string;
  readonly requests: number;
  reachable: boolean;
  close(): Promise<void>;
}

const config = (dir: string) => `
[ req ]
distinguished_name = dn
prompt = no
[ dn ]
CN = Local test TSA
[ tsa_ext ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature,nonRepudiation
extendedKeyUsage = critical,timeStamping
subjectKeyIdentifier = hash
[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
serial = ${dir}/serial
signer_cert = ${dir}/tsa.crt
signer_key = ${dir}/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.55555.1
digests = sha256
accuracy = secs:1
ordering = no
tsa_name = no
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

function openssl(args: string[], dir: string): void {
  const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
}

/** Generates the TSA's key and certificate and starts the HTTP server on a free port. */
export async function startLocalTimestampAuthority(): Promise<LocalTimestampAuthority> {
  const dir = mkdtempSync(join(tmpdir(), 'inkflow-tsa-'));
  const configFile = join(dir, 'tsa.cnf');
  writeFileSync(configFile, config(dir));
  writeFileSync(join(dir, 'serial'), '01\n');
  openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'tsa.key', '-out', 'tsa.crt', '-days', '2', '-config', configFile, '-extensions', 'tsa_ext'], dir);

  let served = 0;
  const state = { reachable: true };
  const server = createServer((request, response) => {
    // A kept-alive connection from before the TSA went down is dropped too.
    if (!state.reachable) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        if (request.method !== 'POST' || request.headers['content-type'] !== 'application/timestamp-query') {
          response.writeHead(400).end();
          return;
        }
        const n = ++served;
        const query = join(dir, `query-${n}.tsq`);
        const reply = join(dir, `reply-${n}.tsr`);
        writeFileSync(query, Buffer.concat(chunks));
        openssl(['ts', '-reply', '-config', configFile, '-queryfile', query, '-out', reply], dir);
        response.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(readFileSync(reply));
      } catch {
        response.writeHead(500).end();
      }
    });
  });
  server.on('connection', (socket) => {
    if (!state.reachable) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    certificateFile: join(dir, 'tsa.crt'),
    get requests() {
      return served;
    },
    get reachable() {
      return state.reachable;
    },
    set reachable(value: boolean) {
      state.reachable = value;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
