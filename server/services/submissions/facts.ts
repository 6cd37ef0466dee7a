import type { InventionFacts, InventionFactsRecord } from '#common/invention-facts';

/**
 * The facts kept with an idea as its answers name them, fact by fact: a fact the document does
 * not hold (an idea sent before facts were asked) is "not given", and nothing else stored in
 * the document leaves the server.
 */
export const factsRecord = (stored: Partial<InventionFacts>): InventionFactsRecord => ({
  problem: stored.problem ?? '',
  advantages: stored.advantages ?? '',
  priorArt: stored.priorArt ?? '',
  developmentStage: stored.developmentStage ?? null,
  conceivedOn: stored.conceivedOn ?? null,
  publicDisclosures: (stored.publicDisclosures ?? []).map((disclosure) => ({
    timing: disclosure.timing,
    type: disclosure.type,
    date: disclosure.date,
    where: disclosure.where,
    link: disclosure.link ?? null,
    ...(disclosure.fileId && { fileId: disclosure.fileId }),
  })),
  funding: (stored.funding ?? []).map((source) => ({ type: source.type, name: source.name })),
  employer: stored.employer ?? '',
  employerIpPolicy: stored.employerIpPolicy ?? null,
});
