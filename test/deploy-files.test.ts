/**
 * Docker does not run on the machines this is developed on, so the deployment
 * files are checked statically: what the image and compose.yaml promise in
 * docs/deploy.md, and that they name only configuration the app knows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariables } from '../src/config.js';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; volumes?: string[]; networks?: unknown; depends_on?: Record<string, unknown> }>;
};

describe('Dockerfile', () => {
  it('builds in one stage and runs in another, as a non-root user, with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/g\+\+|npm ci/);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/health/m);
    expect(runtime).toContain('CMD ["node", "bin/sangdam.js", "serve"]');
  });

  it('copies into the runtime image every folder the server reads at run time', () => {
    for (const folder of ['dist', 'web/dist', 'bin', 'corpus', 'knowledge', 'node_modules']) {
      expect(dockerfile, folder).toMatch(new RegExp(`COPY .*\\s\\.?/?(app/)?${folder.replace('/', '\\/')}\\s+\\./${folder.replace('/', '\\/')}`));
      if (!folder.includes('dist') && folder !== 'node_modules') expect(existsSync(folder)).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  const apps = Object.entries(compose.services).filter(([name]) => name.startsWith('app'));

  it('runs two app instances on one Postgres behind a proxy', () => {
    expect(apps).toHaveLength(2);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'proxy']));
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(app.depends_on).toHaveProperty('postgres');
    }
  });

  it('gives every instance the same admin token and knowledge folder, and trusts only the proxy', () => {
    const [first, second] = apps.map(([, app]) => app);
    expect(first!.environment?.SANGDAM_ADMIN_TOKEN).toBe(second!.environment?.SANGDAM_ADMIN_TOKEN);
    expect(first!.volumes).toEqual(second!.volumes);
    const proxyAddress = (compose.services.proxy!.networks as Record<string, { ipv4_address: string }>).internal!.ipv4_address;
    expect(first!.environment?.SANGDAM_TRUST_PROXY).toBe(proxyAddress);
  });

  it('sets only variables the app reads (or Postgres reads)', () => {
    const known = new Set(Object.keys(configVariables));
    for (const [, app] of apps) for (const name of Object.keys(app.environment ?? {})) expect(known, name).toContain(name);
  });

  it('points the proxy at both instances', () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    for (const [name] of apps) expect(nginx).toContain(`server ${name}:8787`);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr');
  });
});
