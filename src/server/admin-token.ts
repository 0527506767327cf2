/**
 * The admin token: from SANGDAM_ADMIN_TOKEN, or generated once and kept in the
 * data directory so that a restart does not lock staff out.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AdminToken {
  token: string;
  /** Set when the token was generated and stored in this file. */
  file?: string;
  generated: boolean;
}

export function resolveAdminToken(configured: string | undefined, dataDir: string): AdminToken {
  if (configured) return { token: configured, generated: false };
  const file = path.resolve(dataDir, 'admin-token');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 16) return { token: stored, file, generated: false };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file, generated: true };
}

export function tokenMatches(expected: string, header: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
