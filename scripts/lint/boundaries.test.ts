import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of eslint.config.js, tried on imports that break them.
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await problems(
        'web/features/admin/components/boundary-probe.tsx',
        "import { useSaveSubmission } from '#web/features/submissions/hooks/use-save-idea';\nexport const probe = useSaveSubmission;\n",
      ),
    ).toEqual([expect.stringContaining('Features are independent')]);
  });

  it('lets a feature import its own files, shared components and common code', async () => {
    expect(
      await problems(
        'web/features/admin/components/boundary-probe.tsx',
        "import { adminKeys } from '#web/features/admin/api/keys';\nimport { Button } from '#web/components/ui/button';\nimport { company } from '#common/company';\nexport const probe = [adminKeys, Button, company];\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared components and helpers importing a feature', async () => {
    for (const filePath of ['web/components/ui/boundary-probe.tsx', 'web/lib/boundary-probe.ts']) {
      expect(
        await problems(
          filePath,
          "import { adminKeys } from '#web/features/admin/api/keys';\nexport const probe = adminKeys;\n",
        ),
      ).toEqual([expect.stringContaining('never depend on a feature')]);
    }
  });

  it('refuses a provider importing a service', async () => {
    expect(
      await problems(
        'server/providers/mail/boundary-probe.ts',
        "import { enqueueMail } from '#server/services/mail/outbox';\nexport const probe = enqueueMail;\n",
      ),
    ).toEqual([expect.stringContaining('Providers are plumbing')]);
  });

  it('refuses the browser importing server code, and shared code importing either', async () => {
    expect(
      await problems(
        'web/lib/boundary-probe.ts',
        "import { logger } from '#server/lib/logger';\nexport const probe = logger;\n",
      ),
    ).toEqual([expect.stringContaining('never imports server code')]);
    expect(
      await problems(
        'common/boundary-probe.ts',
        "import { notify } from '#web/lib/notify';\nexport const probe = notify;\n",
      ),
    ).toEqual([expect.stringContaining('never import the browser app')]);
  });

  it('refuses an import that climbs two folders', async () => {
    expect(
      await problems(
        'server/services/mail/boundary-probe.ts',
        "import { logger } from '../../lib/logger';\nexport const probe = logger;\n",
      ),
    ).toEqual([expect.stringContaining('instead of climbing two folders')]);
  });

  it('refuses an import cycle', async () => {
    // env.ts imports the logger, so the logger importing env closes a loop.
    const found = await problems(
      'server/lib/logger.ts',
      "import { company } from '#common/company';\nimport { loadEnv } from '#server/env';\nexport const logger = [company, loadEnv];\n",
    );
    expect(found).toEqual(expect.arrayContaining([expect.stringContaining('import-x/no-cycle')]));
  }, 60_000);
});
