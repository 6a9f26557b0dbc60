// A self-signed certificate for localhost and 127.0.0.1, made by Debian's openssl in a temporary directory: the
// service's HTTPS with HTTP/2 in the browser tests, the service tests and the Lighthouse bench. Never for production.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TlsFiles } from './service-process';

export function makeTestCertificate(): TlsFiles {
  const dir = mkdtempSync(path.join(tmpdir(), 'meldesystem-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}
