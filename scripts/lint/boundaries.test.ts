import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of eslint.config.js, tried on imports that break them.
const eslint = new ESLint();

async function problems(filePath: string, imports: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${imports}\nexport const probe = [imported];\n`, {
    filePath,
  });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const refused: [string, string, string, string][] = [
  [
    'a feature importing another feature',
    'web/features/admin/components/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions/api/keys';",
    'Features are independent',
  ],
  [
    'a shared component importing a feature',
    'web/components/ui/boundary-probe.tsx',
    "import { imported } from '#web/features/admin/api/keys';",
    'never depend on a feature',
  ],
  [
    'a shared helper importing the app shell',
    'web/lib/boundary-probe.ts',
    "import { imported } from '#web/app/query-client';",
    'never depend on a feature',
  ],
  [
    'a provider importing a service',
    'server/providers/mail/boundary-probe.ts',
    "import { imported } from '#server/services/mail/outbox';",
    'Providers are plumbing',
  ],
  [
    'the browser importing server code',
    'web/lib/boundary-probe.ts',
    "import { imported } from '#server/lib/logger';",
    'never imports server code',
  ],
  [
    'shared code importing the browser app',
    'common/boundary-probe.ts',
    "import { imported } from '#web/lib/notify';",
    'never import the browser app',
  ],
  [
    'a service importing the HTTP layer',
    'server/services/mail/boundary-probe.ts',
    "import { imported } from '#server/http/validate';",
    'Services sit below HTTP',
  ],
  [
    'a service importing a route',
    'server/services/mail/boundary-probe.ts',
    "import { imported } from '#server/routes/me';",
    'Services sit below HTTP',
  ],
  [
    'the database layer importing a service',
    'server/db/boundary-probe.ts',
    "import { imported } from '../services/audit/index';",
    'db/ sits below services',
  ],
  [
    'the database layer importing a type of a service',
    'server/db/boundary-probe.ts',
    "import type { imported } from '#server/services/audit/index';",
    'db/ sits below services',
  ],
  [
    'a helper of lib importing a service',
    'server/lib/boundary-probe.ts',
    "import { imported } from '#server/services/mail/index';",
    'lib/ is plumbing',
  ],
  [
    'core importing the rest of the server',
    'server/core/boundary-probe.ts',
    "import { imported } from '#server/lib/logger';",
    'core/ imports nothing of the server but itself',
  ],
  [
    'a route importing a table',
    'server/routes/boundary-probe.ts',
    "import { imported } from '#server/db/schema/index';",
    'Routes never read tables',
  ],
  [
    'a route building a query',
    'server/routes/boundary-probe.ts',
    "import { eq as imported } from 'drizzle-orm';",
    'Routes never read tables',
  ],
  [
    'a domain importing a file of another domain',
    'server/services/evaluation/boundary-probe.ts',
    "import { imported } from '../mail/outbox';",
    'only through its index.ts',
  ],
  [
    'an import climbing two folders',
    'server/services/mail/boundary-probe.ts',
    "import { imported } from '../../lib/logger';",
    'instead of climbing two folders',
  ],
];

const allowed: [string, string, string][] = [
  [
    'a feature import its own files, shared components and common code',
    'web/features/admin/components/boundary-probe.tsx',
    "import { imported } from '#web/features/admin/api/keys';\nimport { Button } from '#web/components/ui/button';\nimport { company } from '#common/company';\nvoid [Button, company];",
  ],
  [
    'a domain import its own files and another domain through its index',
    'server/services/evaluation/boundary-probe.ts',
    "import { imported } from './access';\nimport { enqueueMail } from '../mail/index';\nimport { AppError } from '#server/core/app-error';\nvoid [enqueueMail, AppError];",
  ],
  [
    'core import itself and common code',
    'server/core/boundary-probe.ts',
    "import { imported } from './actor';\nimport { company } from '#common/company';\nvoid company;",
  ],
];

// Linting follows each import through the tree (for cycles), so a probe may take seconds.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each(refused)('refuses %s', async (_what, filePath, imports, message) => {
    expect(await problems(filePath, imports)).toEqual([expect.stringContaining(message)]);
  });

  it.each(allowed)('lets %s', async (_what, filePath, imports) => {
    expect(await problems(filePath, imports)).toEqual([]);
  });

  it('refuses a write outside a mutation hook of a feature api folder', async () => {
    expect(
      await problems(
        'web/features/admin/components/boundary-probe.tsx',
        "import { useMutation as imported } from '@tanstack/react-query';",
      ),
    ).toEqual([expect.stringContaining('Writes are mutation hooks')]);
    expect(
      await problems(
        'web/features/admin/api/boundary-probe.ts',
        "import { useMutation as imported } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
  });

  it('refuses a hand-built form', async () => {
    const [result] = await eslint.lintText(
      'export const Probe = () => <form onSubmit={() => undefined} />;\n',
      { filePath: 'web/features/admin/components/boundary-probe.tsx' },
    );
    expect(result?.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('Build forms with Form'),
    ]);
  });

  it('refuses an import cycle', async () => {
    // env.ts imports the logger, so the logger importing env closes a loop.
    expect(
      await problems('server/lib/logger.ts', "import { loadEnv as imported } from '#server/env';"),
    ).toEqual(expect.arrayContaining([expect.stringContaining('import-x/no-cycle')]));
  });
});
