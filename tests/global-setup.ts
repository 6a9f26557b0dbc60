// Vitest global setup: a directory and a PostgreSQL template name for this run, shared by every test file; the
// template databases themselves are built on first use (tests/server/database-templates.ts) and removed here at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { TemplateRun } from './server/database-templates';

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export default function setup(project: TestProject): () => Promise<void> {
  const templates: TemplateRun = {
    dir: mkdtempSync(path.join(tmpdir(), 'meldesystem-vitest-')),
    postgresTemplate: `test_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
  };
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(templates.dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query(`drop database if exists ${templates.postgresTemplate} with (force)`);
    } catch {
      // No PostgreSQL here (the run used PGlite only): nothing to drop.
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}
