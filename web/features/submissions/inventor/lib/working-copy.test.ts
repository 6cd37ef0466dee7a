import { describe, expect, it } from 'vitest';
import { noFacts } from '#common/invention-facts';
import { memoryStorage } from '#web/lib/memory-storage';
import {
  readWorkingCopy,
  workingCopyKey,
  writeWorkingCopy,
  type WorkingCopy,
} from './working-copy';

const USER = '11111111-1111-4111-8111-111111111111';
const ID = '5d0c8a0e-96a4-4b5e-9d0f-1f2a3b4c5d6e';

const stored = (copies: Record<string, unknown>) =>
  memoryStorage({ [workingCopyKey(USER)]: JSON.stringify(copies) });

describe('the idea dialog’s working copy', () => {
  it('reads a copy an older page kept without facts as none given', () => {
    const storage = stored({
      new: {
        id: ID,
        resubmittedFrom: null,
        title: 'Softer tip',
        description: 'Bends.',
        draft: null,
      },
    });
    expect(readWorkingCopy(storage, USER, 'new')).toEqual({
      id: ID,
      resubmittedFrom: null,
      title: 'Softer tip',
      description: 'Bends.',
      facts: noFacts,
      draft: null,
    });
  });

  it('keeps the facts as typed, a row still being filled in too', () => {
    const storage = memoryStorage();
    const copy: WorkingCopy = {
      id: ID,
      resubmittedFrom: null,
      title: 'Softer tip',
      description: '',
      facts: {
        ...noFacts,
        problem: 'Clots form at the tip.',
        conceivedOn: '2025-01-15',
        publicDisclosures: [
          { timing: 'planned', type: 'talk', date: '', where: 'Neuro Congress', link: null },
        ],
        funding: [{ type: 'grant', name: '' }],
      },
      draft: null,
    };
    writeWorkingCopy(storage, USER, 'new', copy);
    expect(readWorkingCopy(storage, USER, 'new')).toEqual(copy);
  });

  it('reads facts it cannot use as not given, and keeps the rest', () => {
    const storage = stored({
      new: {
        id: ID,
        resubmittedFrom: null,
        title: 'Softer tip',
        description: '',
        facts: {
          problem: 'Clots',
          developmentStage: 'on the moon',
          publicDisclosures: [{ timing: 'soon', type: 'talk', date: 5, where: 'Here' }],
          funding: 'lots',
        },
      },
    });
    expect(readWorkingCopy(storage, USER, 'new')?.facts).toEqual({
      ...noFacts,
      problem: 'Clots',
      publicDisclosures: [{ timing: 'prior', type: 'talk', date: '', where: 'Here', link: null }],
    });
  });
});
