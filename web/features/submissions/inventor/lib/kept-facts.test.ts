import { describe, expect, it } from 'vitest';
import { noFacts } from '#common/invention-facts';
import { deliverableFacts } from './kept-facts';

const talk = { timing: 'prior', type: 'talk', date: '2025-03-04', where: 'Berlin', link: null };

describe('deliverableFacts', () => {
  it('sends facts that hold as they are', () => {
    const facts = { ...noFacts, problem: 'Kinks', publicDisclosures: [talk] };
    expect(deliverableFacts(facts)).toEqual(facts);
  });

  it('leaves out only what storage spoilt, row by row and fact by fact', () => {
    const spoilt = {
      problem: 'Kinks',
      conceivedOn: 'garbage',
      publicDisclosures: [talk, { type: 'talk' }],
      funding: [
        { type: 'grant', name: '' },
        { type: 'grant', name: 'NIH' },
      ],
      employerIpPolicy: 'perhaps',
    };
    expect(deliverableFacts(spoilt)).toEqual({
      ...noFacts,
      problem: 'Kinks',
      publicDisclosures: [talk],
      funding: [{ type: 'grant', name: 'NIH' }],
    });
  });

  it('reads what an older page stored without facts as none given', () => {
    expect(deliverableFacts(undefined)).toEqual(noFacts);
  });
});
