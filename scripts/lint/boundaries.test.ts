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
    'a feature reaching inside another feature',
    'web/features/users/components/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions/staff/api/keys';",
    'only through its index',
  ],
  [
    "a feature importing a feature without an index, which is the pages' alone",
    'web/features/users/components/boundary-probe.tsx',
    "import { imported } from '#web/features/auth/hooks/use-session';",
    'for pages alone',
  ],
  [
    'a page reaching inside a feature',
    'web/routes/admin/boundary-probe.tsx',
    "import { imported } from '#web/features/users/components/users-list';",
    'Import a feature through its index',
  ],
  [
    "the inventor's part importing the staff part",
    'web/features/submissions/inventor/components/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions/staff/api/keys';",
    "never imports the other's",
  ],
  [
    "the staff part importing the inventor's part",
    'web/features/submissions/staff/boundary-probe.ts',
    "import { imported } from '../inventor';",
    "never imports the other's",
  ],
  [
    'what both audiences share importing one audience',
    'web/features/submissions/components/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions/staff';",
    "never depends on one audience's part",
  ],
  [
    'a shared component importing a feature',
    'web/components/ui/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions';",
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
    'web/features/submissions/staff/components/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions/staff/api/keys';\nimport { StatusBadge } from '#web/features/submissions/components/status-badge';\nimport { Button } from '#web/components/ui/button';\nimport { company } from '#common/company';\nvoid [StatusBadge, Button, company];",
  ],
  [
    "a feature use another feature's index and its audience parts",
    'web/features/users/components/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions';\nimport { ViewSubmissionLink } from '#web/features/submissions/staff';\nvoid ViewSubmissionLink;",
  ],
  [
    'a page use an audience part, and a module of a feature without an index',
    'web/routes/dashboard/boundary-probe.tsx',
    "import { imported } from '#web/features/submissions/inventor';\nimport { useSession } from '#web/features/auth/hooks/use-session';\nvoid useSession;",
  ],
  [
    'a domain import its own files and another domain through its index',
    'server/services/evaluation/boundary-probe.ts',
    "import { imported } from './tags';\nimport { enqueueMail } from '../mail/index';\nimport { AppError } from '#server/core/app-error';\nvoid [enqueueMail, AppError];",
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
        'web/features/users/components/boundary-probe.tsx',
        "import { useMutation as imported } from '@tanstack/react-query';",
      ),
    ).toEqual([expect.stringContaining('Writes are mutation hooks')]);
    expect(
      await problems(
        'web/features/users/api/boundary-probe.ts',
        "import { useMutation as imported } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
  });

  it('refuses a hand-built form', async () => {
    const [result] = await eslint.lintText(
      'export const Probe = () => <form onSubmit={() => undefined} />;\n',
      { filePath: 'web/features/users/components/boundary-probe.tsx' },
    );
    expect(result?.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('Build forms with Form'),
    ]);
  });

  it('refuses an API path or a raw request outside the client, in and out of api folders', async () => {
    const reach = [
      ['web/features/users/api/boundary-probe.ts', "const imported = '/api/admin/users';"],
      ['web/features/users/components/boundary-probe.tsx', 'const imported = `/api/users/${1}`;'],
      [
        'web/features/users/api/boundary-probe.ts',
        "import { apiRequest as imported } from '#web/lib/api';",
      ],
    ] as const;
    for (const [filePath, code] of reach) {
      expect(await problems(filePath, code)).toEqual([
        expect.stringContaining('Reach the API through its contract'),
      ]);
    }
    // The form rules still hold where the API rule joins them.
    expect(
      await problems(
        'web/features/users/components/boundary-probe.tsx',
        "import { useMutation as imported } from '@tanstack/react-query';\nconst path = '/api/x';\nvoid path;",
      ),
    ).toEqual([
      expect.stringContaining('Writes are mutation hooks'),
      expect.stringContaining('Reach the API through its contract'),
    ]);
    // The client builds paths from contracts; its tests speak to it as a server would.
    expect(await problems('web/lib/api.ts', "const imported = '/api/me';")).toEqual([]);
    expect(await problems('web/lib/api.test.ts', "const imported = '/api/me';")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // env.ts imports the logger, so the logger importing env closes a loop.
    expect(
      await problems('server/lib/logger.ts', "import { loadEnv as imported } from '#server/env';"),
    ).toEqual(expect.arrayContaining([expect.stringContaining('import-x/no-cycle')]));
  });
});
