import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { RevocationProvider } from '@libpdf/core';
import { readAtMost } from '#server/lib/read-at-most';

const OCSP_PRIMARY = '1.3.6.1.5.5.7.48.1';
const AUTHORITY_INFO_ACCESS = '1.3.6.1.5.5.7.1.1';
const CRL_DISTRIBUTION_POINTS = '2.5.29.31';
const URI = 6;
/** An OCSP answer is a few kilobytes; a CRL of a busy authority may be megabytes. */
const MAX_OCSP_BYTES = 1 << 20;
const MAX_CRL_BYTES = 16 << 20;

// The library hands certificates as plain byte arrays, never shared memory.
const certificate = (der: Uint8Array) => pkijs.Certificate.fromBER(der as Uint8Array<ArrayBuffer>);

const extension = (cert: pkijs.Certificate, id: string) =>
  cert.extensions?.find((e) => e.extnID === id)?.parsedValue as unknown;

/** The OCSP responders and CRLs a certificate names, as http(s) URLs. */
function revocationSources(der: Uint8Array): { ocsp: string[]; crl: string[] } {
  const cert = certificate(der);
  const web = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);
  const access = extension(cert, AUTHORITY_INFO_ACCESS) as pkijs.InfoAccess | undefined;
  const points = extension(cert, CRL_DISTRIBUTION_POINTS) as
    pkijs.CRLDistributionPoints | undefined;
  return {
    ocsp: (access?.accessDescriptions ?? [])
      .filter((d) => d.accessMethod === OCSP_PRIMARY && d.accessLocation.type === URI)
      .map((d) => d.accessLocation.value as unknown)
      .filter(web),
    crl: (points?.distributionPoints ?? [])
      .flatMap((point) => (Array.isArray(point.distributionPoint) ? point.distributionPoint : []))
      .filter((name) => name.type === URI)
      .map((name) => name.value as unknown)
      .filter(web),
  };
}

async function fetchAtMost(url: string, init: RequestInit, cap: number, timeoutMs: number) {
  const answer = await fetch(url, {
    ...init,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    return null;
  }
  return readAtMost(answer.body, cap);
}

/** The subject of a certificate that got no good answer, and why: the file waits for it. */
interface Unanswered {
  subject: string;
  why: string;
}

const subjectOf = (cert: pkijs.Certificate) =>
  cert.subject.typesAndValues.map((tv) => String(tv.value.valueBlock.value)).join(', ');

/**
 * Revocation data for long-term validation, asked of the sources each certificate names: its
 * OCSP responder first, then its CRL. An OCSP answer is kept only when it says the certificate is
 * good; a certificate that names a source and gets no good answer is noted, so that the file is
 * tried again later rather than archived without it. One that names none has none to have.
 */
export function createRevocationProvider({ timeoutMs = 15_000 } = {}) {
  // By subject: what went wrong, and which got a good answer from one source or the other (the
  // library may ask a source again after the other answered).
  const problems = new Map<string, Unanswered>();
  const answered = new Set<string>();
  const note = (cert: pkijs.Certificate, why: string) =>
    problems.set(subjectOf(cert), { subject: subjectOf(cert), why });

  const provider: RevocationProvider = {
    async getOCSP(certDer, issuerDer) {
      const [cert, issuer] = [certificate(certDer), certificate(issuerDer)];
      const [url] = revocationSources(certDer).ocsp;
      if (!url) return null;
      try {
        const request = new pkijs.OCSPRequest();
        await request.createForCertificate(cert, {
          hashAlgorithm: 'SHA-1',
          issuerCertificate: issuer,
        });
        const body = await fetchAtMost(
          url,
          {
            method: 'POST',
            headers: { 'content-type': 'application/ocsp-request' },
            body: new Uint8Array(request.toSchema(true).toBER()),
          },
          MAX_OCSP_BYTES,
          timeoutMs,
        );
        if (!body) throw new Error(`${url} gave no OCSP answer`);
        const parsed = asn1js.fromBER(body);
        const answer = new pkijs.OCSPResponse({ schema: parsed.result });
        const status = await answer.getCertificateStatus(cert, issuer);
        if (!status.isForCertificate || status.status !== 0)
          throw new Error(`${url} does not say the certificate is good`);
        answered.add(subjectOf(cert));
        return new Uint8Array(body);
      } catch (error) {
        note(cert, error instanceof Error ? error.message : String(error));
        return null;
      }
    },
    async getCRL(certDer) {
      const cert = certificate(certDer);
      const sources = revocationSources(certDer).crl;
      for (const url of sources) {
        try {
          const body = await fetchAtMost(url, { method: 'GET' }, MAX_CRL_BYTES, timeoutMs);
          if (!body) continue;
          const crl = new pkijs.CertificateRevocationList({
            schema: asn1js.fromBER(body).result,
          });
          const serial = cert.serialNumber.valueBlock.valueHexView;
          const revoked = (crl.revokedCertificates ?? []).some((entry) =>
            Buffer.from(entry.userCertificate.valueBlock.valueHexView).equals(serial),
          );
          if (revoked) {
            note(cert, `${url} lists the certificate as revoked`);
            return null;
          }
          answered.add(subjectOf(cert));
          return new Uint8Array(body);
        } catch (error) {
          note(cert, `${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (sources.length > 0 && !answered.has(subjectOf(cert)) && !problems.has(subjectOf(cert)))
        note(cert, 'no CRL could be had');
      return null;
    },
  };
  return {
    provider,
    unanswered: () => [...problems.values()].filter((problem) => !answered.has(problem.subject)),
  };
}
