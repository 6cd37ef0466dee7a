import { describe, expect, it } from 'vitest';
import { inventorMessages, type InventorsInput } from '#common/co-inventors';
import { factMessages, noFacts, type InventionFactsInput } from '#common/invention-facts';
import { phiMessages } from '#common/phi/index';
import { createSubmissionSchema } from '#common/submissions';
import { submissionFormSchema, type SubmissionFormValues } from './submission-schema';

/** The form's messages, by field, for these values. */
function refusals(values: Partial<SubmissionFormValues>) {
  const result = submissionFormSchema.safeParse({
    status: 'pending',
    ideaTitle: 'Softer tip',
    ideaDescription: 'Bends at body temperature.',
    attachments: [],
    facts: noFacts,
    inventors: null,
    ...values,
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
}

/** The messages of the form and of the server's create, each by its dotted field, for `facts`. */
function factRefusals(facts: InventionFactsInput) {
  const values = { status: 'pending', ideaTitle: 'Softer tip', ideaDescription: 'Bends.' };
  const issues = (result: { success: boolean; error?: { issues: FieldIssue[] } }) =>
    (result.error?.issues ?? []).map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
  const form = issues(
    submissionFormSchema.safeParse({
      ...values,
      attachments: [],
      facts,
      inventors: null,
    }),
  );
  const server = issues(
    createSubmissionSchema.safeParse({ ...values, id: crypto.randomUUID(), facts }),
  );
  return { form, server };
}
type FieldIssue = { path: PropertyKey[]; message: string };

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const disclosure = {
  timing: 'prior',
  type: 'talk',
  date: '2025-03-04',
  where: 'Neuro Congress',
  link: null,
} as const;

describe('the idea form’s checks', () => {
  it("asks for a title to save a draft ('Title Required')", () => {
    expect(refusals({ status: 'draft', ideaTitle: '   ', ideaDescription: '' })).toEqual([
      { field: 'ideaTitle', message: 'Please enter a title to save your draft.' },
    ]);
  });

  it("asks for a title and a description to submit ('Missing Information')", () => {
    for (const [ideaTitle, ideaDescription, field] of [
      ['', 'text', 'ideaTitle'],
      ['Title', '  ', 'ideaDescription'],
    ] as const) {
      expect(refusals({ ideaTitle, ideaDescription })).toEqual([
        { field, message: 'Title and description are required' },
      ]);
    }
  });

  it('saves a draft with a title only', () => {
    expect(refusals({ status: 'draft', ideaDescription: '' })).toEqual([]);
  });

  it('gives the values trimmed, under the names the API takes', () => {
    expect(
      submissionFormSchema.parse({
        status: 'pending',
        ideaTitle: '  Softer tip  ',
        ideaDescription: '  Bends at body temperature.  ',
        attachments: [],
        facts: { ...noFacts, problem: '  Clots form at the tip.  ' },
        inventors: null,
      }),
    ).toEqual({
      status: 'pending',
      ideaTitle: 'Softer tip',
      ideaDescription: 'Bends at body temperature.',
      attachments: [],
      facts: { ...noFacts, problem: 'Clots form at the tip.' },
      inventors: null,
    });
  });

  it('checks the text as the server does', () => {
    expect(refusals({ ideaTitle: 'Softer\u0000tip' })).toEqual([
      { field: 'ideaTitle', message: 'Title contains characters that are not allowed.' },
    ]);
  });

  describe('the facts, refused as the server refuses them, with its message, on its field', () => {
    const cases: [string, InventionFactsInput, string, string][] = [
      [
        'a conception date in the future',
        { conceivedOn: daysFromNow(3) },
        'facts.conceivedOn',
        factMessages.conceivedInFuture,
      ],
      [
        'a disclosure without where',
        { publicDisclosures: [{ ...disclosure, where: '  ' }] },
        'facts.publicDisclosures.0.where',
        factMessages.whereRequired,
      ],
      [
        'a link that is not a web address',
        { publicDisclosures: [{ ...disclosure, link: 'javascript:alert(1)' }] },
        'facts.publicDisclosures.0.link',
        factMessages.link,
      ],
      [
        'a disclosure without a date',
        { publicDisclosures: [{ ...disclosure, date: '' }] },
        'facts.publicDisclosures.0.date',
        factMessages.date,
      ],
      [
        'a disclosure already made dated in the future',
        { publicDisclosures: [{ ...disclosure, date: daysFromNow(3) }] },
        'facts.publicDisclosures.0.date',
        factMessages.priorInFuture,
      ],
      [
        'a funder without a name',
        { funding: [{ type: 'grant', name: '' }] },
        'facts.funding.0.name',
        factMessages.nameRequired,
      ],
    ];
    for (const [what, facts, field, message] of cases) {
      it(`refuses ${what}`, () => {
        const { form, server } = factRefusals({ ...noFacts, ...facts });
        expect(form).toEqual([{ field, message }]);
        expect(server).toEqual(form);
      });
    }

    it('takes every fact left out, and a complete set', () => {
      expect(factRefusals(noFacts).form).toEqual([]);
      expect(
        factRefusals({
          problem: 'Clots form at the tip.',
          advantages: 'No heparin.',
          priorArt: 'US 9,999,999',
          developmentStage: 'bench_prototype',
          conceivedOn: '2025-01-15',
          publicDisclosures: [
            { ...disclosure, link: 'https://example.com/talk' },
            { ...disclosure, timing: 'planned', date: daysFromNow(30) },
          ],
          funding: [{ type: 'grant', name: 'NIH R01' }],
          employer: 'St. Elsewhere Hospital',
          employerIpPolicy: 'unsure',
        }).form,
      ).toEqual([]);
    });
  });

  describe('the inventors, refused as the server refuses them, with its message, on its field', () => {
    const omar = { name: 'Dr. Omar Haddad', email: 'omar@example.com', share: 40 };
    const inventorRefusals = (inventors: InventorsInput) => {
      const values = { status: 'pending', ideaTitle: 'Softer tip', ideaDescription: 'Bends.' };
      const paths = (issues: FieldIssue[] = []) =>
        issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      return {
        form: paths(
          submissionFormSchema.safeParse({
            ...values,
            attachments: [],
            facts: noFacts,
            inventors,
          }).error?.issues,
        ),
        server: paths(
          createSubmissionSchema.safeParse({ ...values, id: crypto.randomUUID(), inventors }).error
            ?.issues,
        ),
      };
    };

    it('takes shares that make 100%, and none from a co-inventor, who may not list them', () => {
      expect(inventorRefusals({ submitterShare: 60, coInventors: [omar] }).form).toEqual([]);
      expect(refusals({ inventors: null })).toEqual([]);
    });

    it('refuses shares that do not add up, on the submitter’s own share', () => {
      const { form, server } = inventorRefusals({
        submitterShare: 50,
        coInventors: [omar],
      });
      expect(form).toEqual([
        { field: 'inventors.submitterShare', message: inventorMessages.sharesNot100(90) },
      ]);
      expect(server).toEqual(form);
    });

    it('refuses a co-inventor listed twice, on the second address', () => {
      const { form, server } = inventorRefusals({
        submitterShare: 20,
        coInventors: [omar, { ...omar, email: 'OMAR@example.com' }],
      });
      expect(form).toEqual([
        { field: 'inventors.coInventors.1.email', message: inventorMessages.emailTwice },
      ]);
      expect(server).toEqual(form);
    });
  });
});

describe('the attestation the PHI guard asks for', () => {
  const phi = { ideaDescription: 'Seen in Pt: Jane Doe (MRN 1234567).' };
  const asked = [{ field: 'phiAttestation', message: phiMessages.attestationRequired }];
  const file = (found: string[], name = 'case-notes.pdf') =>
    ({
      kind: 'file',
      key: name,
      file: new File(['x'], name),
      uploaded: { id: name, name, size: 1, contentType: 'application/pdf', phi: found },
    }) as const;
  const kept = (found: string[]) =>
    ({
      kind: 'kept',
      key: 'k',
      file: {
        id: 'k',
        name: 'saved.pdf',
        size: 1,
        contentType: 'application/pdf',
        sha256: null,
        phi: found,
      },
    }) as const;

  it('is needed to send an idea whose text or any uploaded file looks like it identifies a patient', () => {
    expect(refusals(phi)).toEqual(asked);
    expect(refusals({ attachments: [file(['date-of-birth'])] })).toEqual(asked);
    // The second of three files, or a file the draft already had, is read as the first is.
    expect(
      refusals({ attachments: [file([], 'a.pdf'), file(['mrn'], 'b.pdf'), file([], 'c.pdf')] }),
    ).toEqual(asked);
    expect(refusals({ attachments: [kept(['mrn'])] })).toEqual(asked);
  });

  it('is not needed once ticked, for a clean idea, or to save a draft', () => {
    expect(refusals({ ...phi, phiAttestation: true })).toEqual([]);
    expect(refusals({ attachments: [file([]), kept([])] })).toEqual([]);
    expect(refusals({ ...phi, status: 'draft' })).toEqual([]);
  });
});

describe("the idea's files", () => {
  const MB = 1024 * 1024;
  const sized = (size: number, index: number) =>
    ({
      kind: 'kept',
      key: `k${index}`,
      file: {
        id: `k${index}`,
        name: `f${index}.pdf`,
        size,
        contentType: 'application/pdf',
        sha256: null,
        phi: [] as string[],
      },
    }) as const;

  it('may be up to 10, 50 MB in all', () => {
    expect(
      refusals({ attachments: Array.from({ length: 10 }, (_, i) => sized(5 * MB, i)) }),
    ).toEqual([]);
  });

  it('are refused past 10 files, or past 50 MB, with the total named', () => {
    expect(refusals({ attachments: Array.from({ length: 11 }, (_, i) => sized(1, i)) })).toEqual([
      { field: 'attachments', message: 'An idea can have at most 10 files.' },
    ]);
    expect(refusals({ attachments: [sized(30 * MB, 0), sized(21 * MB, 1)] })).toEqual([
      {
        field: 'attachments',
        message: 'The files on one idea may add up to 50 MB; these add up to 51 MB.',
      },
    ]);
  });
});
