import { around, digitCount, type Match, type Rule } from './rule';

// IP addresses. A dotted quad is also how versions, sections and some catalogue numbers are
// written, so one counts when labelled, or when it has the long octets real addresses have
// and nothing before it calls it a version or a section.

const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;

const IP_LABEL = /\b(?:IP(?:v4|v6)?(?:\s+address)?|host|server)\s*[:=]?\s*$/i;
const NOT_AN_ADDRESS =
  /\b(?:v|ver|version|release|build|firmware|software|rev|revision|section|clause|chapter|table|fig|figure|step|item|para(?:graph)?)\.?[:\s]*$|§\s*$/i;

function ipv4(match: Match): boolean {
  const [before] = around(match, 24);
  if (IP_LABEL.test(before)) return true;
  return digitCount(match.id) >= 7 && !NOT_AN_ADDRESS.test(before);
}

/** A full or compressed IPv6 address: eight groups, or fewer around one "::". */
function ipv6({ id }: Match): boolean {
  const halves = id.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half ? half.split(':') : []));
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return false;
  // Clock times (10:30:45) and ratios (1:1:2) have colons too, never eight groups or a "::".
  return halves.length === 2 ? groups.length >= 2 && groups.length < 8 : groups.length === 8;
}

export const ipAddressRules: Rule[] = [
  {
    type: 'ip-address',
    // Not part of a longer dotted number (an OID such as 1.2.840.10008.1.2).
    pattern: new RegExp(String.raw`(?<![\w.])(?:${OCTET}\.){3}${OCTET}(?![\w]|\.\d)`, 'gd'),
    accept: ipv4,
  },
  {
    type: 'ip-address',
    pattern: /(?<![\w:.])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:.])/dgi,
    accept: ipv6,
  },
];
