import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';

const children = (node: Node, name: string): Element[] =>
  Array.from(node.childNodes).filter(
    (child): child is Element =>
      child.nodeType === 1 &&
      (child as Element).localName === name &&
      (child as Element).namespaceURI === ASSERTION,
  );

/**
 * The AuthnContextClassRef values of a SAML response's one assertion: how the provider says the
 * person signed in. The plugin's parser does not hand them on, so they are read here from the
 * same response; they are used only once the plugin has verified that response's signature and
 * made a session from it, and a response with other than one assertion gives none.
 */
export function authnContextClassRefs(samlResponse: string): string[] {
  try {
    const xml = Buffer.from(samlResponse.replace(/\s+/g, ''), 'base64').toString('utf8');
    const response = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    if (!response || response.localName !== 'Response' || response.namespaceURI !== PROTOCOL)
      return [];
    const assertions = children(response, 'Assertion');
    if (assertions.length !== 1) return [];
    return children(assertions[0]!, 'AuthnStatement')
      .flatMap((statement) => children(statement, 'AuthnContext'))
      .flatMap((context) => children(context, 'AuthnContextClassRef'))
      .map((ref) => (ref.textContent ?? '').trim())
      .filter(Boolean);
  } catch {
    // A response that is not XML is the plugin's to refuse.
    return [];
  }
}
