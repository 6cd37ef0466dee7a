import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, KeyRound, ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import { pagePaths } from '#common/page-paths';
import {
  formatVerificationCode,
  normaliseVerificationCode,
  verifyPath,
  type Verification,
} from '#common/verification';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';
import { useCheckFiles, verificationCodeQueryOptions } from '../api/verify';
import { chosenFilesProblem } from '../lib/chosen-files';
import { failureText } from '../lib/verification-view';
import { FilesField } from './files-field';
import { VerdictBox, VerificationDetails } from './verification-result';

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

const filesSchema = z
  .object({ file: z.array(z.custom<File>(isFile)) })
  .superRefine(({ file }, ctx) => {
    const problem = chosenFilesProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
  });

const CODE_EXAMPLE = '7K3QD-9XJ2M';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the verification code.')
    .refine(
      (code) => normaliseVerificationCode(code) !== null,
      `A verification code is 10 letters and digits, like ${CODE_EXAMPLE}.`,
    ),
});

/** Keeps the address in step with what is shown: a code's record can be reloaded and shared. */
function showInAddress(code: string | null) {
  window.history.replaceState(window.history.state, '', code ? verifyPath(code) : pagePaths.verify);
}

type Shown =
  | { of: 'nothing' }
  | { of: 'files' }
  | { of: 'code'; code: string }
  | { of: 'bad-code'; input: string };

function firstShown(initialCode: string | null | undefined): Shown {
  if (!initialCode) return { of: 'nothing' };
  const code = normaliseVerificationCode(initialCode);
  return code ? { of: 'code', code } : { of: 'bad-code', input: initialCode };
}

/**
 * The public check: files dropped or chosen are sent to be checked, a printed code is looked
 * up, and the answer (a verdict in words, references, times and hashes) is shown in a live
 * region. Opened from a QR code, `initialCode` is the code it carries.
 */
export function VerifyTool({ initialCode }: { initialCode?: string | null }) {
  const [shown, setShown] = useState<Shown>(() => firstShown(initialCode));
  const check = useCheckFiles();
  const code = shown.of === 'code' ? shown.code : null;
  const lookUp = useQuery({ ...verificationCodeQueryOptions(code ?? ''), enabled: code !== null });

  const filesForm = useAppForm(filesSchema, { file: [] });
  // Opened from a QR code, the field shows the code it carried, as printed.
  const codeForm = useAppForm(codeSchema, { code: code ? formatVerificationCode(code) : '' });

  async function checkFiles({ file }: z.output<typeof filesSchema>) {
    setShown({ of: 'files' });
    showInAddress(null);
    await check.mutateAsync(file);
  }

  function lookUpCode({ code: typed }: z.output<typeof codeSchema>) {
    const next = normaliseVerificationCode(typed);
    if (!next) return;
    check.reset();
    setShown({ of: 'code', code: next });
    showInAddress(next);
  }

  const answer: Answer =
    shown.of === 'files'
      ? check.data
        ? { state: 'done', verification: check.data }
        : check.isPending
          ? { state: 'busy', text: 'Checking the files…' }
          : { state: 'none' }
      : shown.of === 'code'
        ? lookUp.data
          ? { state: 'done', verification: lookUp.data }
          : lookUp.isError
            ? { state: 'failed', ...failureText(lookUp.error) }
            : { state: 'busy', text: 'Looking up the code…' }
        : shown.of === 'bad-code'
          ? {
              state: 'failed',
              title: 'Not a verification code',
              message: `“${shown.input}” is not a verification code: a code is 10 letters and digits, like ${CODE_EXAMPLE}.`,
            }
          : { state: 'none' };

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <section
          aria-labelledby="check-files-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="check-files-heading" className="text-xl font-bold text-brand-900">
            Check a file
          </h2>
          <Form form={filesForm} onSubmit={checkFiles} className="mt-4 space-y-4">
            <FilesField />
            <SubmitButton pendingLabel="Checking…" size="lg">
              <ShieldCheck aria-hidden="true" />
              Check
            </SubmitButton>
          </Form>
        </section>

        <ResultRegion answer={answer} />
      </div>

      <div className="space-y-6">
        <section
          aria-labelledby="code-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2
            id="code-heading"
            className="flex items-center gap-2 text-xl font-bold text-brand-900"
          >
            <KeyRound aria-hidden="true" className="size-5 text-accent-600" />
            Have a code?
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            A disclosure.pdf and a signed agreement carry a verification code beside a QR code. Type
            it to see the record it stands for.
          </p>
          <Form form={codeForm} onSubmit={lookUpCode} className="mt-4 space-y-4">
            <FormField
              name="code"
              label="Verification code"
              hint={
                <>
                  10 letters and digits, like{' '}
                  <span className="whitespace-nowrap">{CODE_EXAMPLE}</span>.
                </>
              }
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={20}
                  className="font-mono uppercase"
                />
              )}
            </FormField>
            <SubmitButton pendingLabel="Looking up…" variant="outline">
              Look up
            </SubmitButton>
          </Form>
        </section>
        <p className="text-sm text-slate-700">
          Only references, times and hashes are shown: never an idea&apos;s text, its title or who
          took part.
        </p>
      </div>
    </div>
  );
}

type Answer =
  | { state: 'none' }
  | { state: 'busy'; text: string }
  | { state: 'failed'; title: string; message: string }
  | { state: 'done'; verification: Verification };

/**
 * Where the answer appears. The live region is on the page from the start, so what comes into
 * it is announced; it holds the verdict and its sentence, the details follow outside it.
 */
function ResultRegion({ answer }: { answer: Answer }) {
  const top = useRef<HTMLDivElement>(null);
  const verification = answer.state === 'done' ? answer.verification : null;
  useEffect(() => {
    if (!verification) return;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    top.current?.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [verification]);

  return (
    <div
      ref={top}
      className={cn('scroll-mt-24 space-y-6', answer.state !== 'none' && 'mt-8')}
      data-testid="verify-result"
    >
      <div role="status">
        {answer.state === 'busy' && <p className="text-sm text-slate-700">{answer.text}</p>}
        {answer.state === 'failed' && (
          <div className="flex items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-5">
            <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-red-800" />
            <div>
              <h2 className="text-xl font-bold text-slate-900">{answer.title}</h2>
              <p className="mt-1 text-base text-slate-900">{answer.message}</p>
            </div>
          </div>
        )}
        {verification && <VerdictBox verification={verification} />}
      </div>
      {verification && <VerificationDetails verification={verification} />}
    </div>
  );
}
